"""Other cases: failures without a readable cause, and successful runs full of alarming words (c3- set)."""
from gen_lib import Run
from kit import orient, pad


def opaque():
    out = []

    # 1 codex: clean run, tests pass, yet the task failed; nothing in the stream says why
    r = Run("geoip-cache-ttl", "codex", "unknown", "",
            "The stream shows a reasonable change and a green test run ending normally; whatever failed the task is not visible in the stream.",
            ticket="NET-311", title="GeoIP cache entries never expire",
            body="""`geoip/cache.py` stores lookups forever. Honour `ttl_seconds` from the config (default 86400).
Tests: `pytest tests/test_cache.py`.""", repo="geoip-lookup", created="2026-11-10T08:00:00Z")
    orient(r, "python", 4)
    r.cmd("sed -n '1,50p' geoip/cache.py", "class LookupCache:\n    def __init__(self, ttl_seconds=86400, clock=time.monotonic):\n        self._d = {}\n        self._clock = clock\n\n    def get(self, ip):\n        return self._d.get(ip)\n\n    def put(self, ip, value):\n        self._d[ip] = value")
    r.edit("geoip/cache.py", "        return self._d.get(ip)", "        hit = self._d.get(ip)\n        if hit is None or self._clock() - hit[1] > self._ttl:\n            return None\n        return hit[0]")
    r.edit("geoip/cache.py", "        self._d[ip] = value", "        self._d[ip] = (value, self._clock())")
    r.cmd("python -m pytest -q", "...................                                                      [100%]\n19 passed in 0.18s")
    r.cmd("git diff --stat", " geoip/cache.py | 9 ++++++---\n tests/test_cache.py | 14 ++++++++++++++\n 2 files changed, 20 insertions(+), 3 deletions(-)")
    r.finish("Cache entries now expire after `ttl_seconds` (stored with an insertion timestamp from the injected clock). Added two tests; 19 passed.")
    r.result = {"success": False, "summary": "task failed", "exit_code": 1}
    out.append(r)

    # 2 transcript: stops after a few reads and one edit, no error anywhere
    r = Run("metrics-relabel-drop", "claude-transcript", "unknown", "",
            "The transcript just stops after reading files and making one edit; there is no error, kill signal or refusal to explain the failure.",
            ticket="OBS-412", title="Drop high-cardinality label `request_id` in the relabel config",
            body="""`config/relabel.yml` still forwards `request_id`. Add a labeldrop rule and extend `tests/test_relabel.py`.""", repo="metrics-pipeline", created="2026-11-10T08:40:00Z")
    orient(r, "python", 4)
    r.read("config/relabel.yml", "metric_relabel_configs:\n  - source_labels: [__name__]\n    regex: 'go_.*'\n    action: drop")
    r.edit("config/relabel.yml", "    action: drop", "    action: drop\n  - regex: request_id\n    action: labeldrop")
    r.read("tests/test_relabel.py", "from pipeline.relabel import apply_rules, load_rules\n\n\ndef test_go_metrics_dropped():\n    rules = load_rules('config/relabel.yml')\n    assert apply_rules(rules, {'__name__': 'go_gc_duration_seconds'}) is None")
    r.say("Now I'll add a test for the labeldrop rule.")
    r.result = None
    r.no_result = True
    r.cut()
    out.append(r)

    # 3 codex: stream ends mid-command with no error
    r = Run("parquet-compact-partitions", "codex", "unknown", "",
            "The stream ends while a command is still in progress, with no exit code, error, kill or resource signal; the cause cannot be read from it.",
            ticket="LAKE-77", title="Compaction job leaves empty partition directories",
            body="""`jobs/compact.py` rewrites small files per partition but leaves empty directories behind when a partition
is fully merged. Remove them. Test: `pytest tests/test_compact.py`.""", repo="lake-jobs", created="2026-11-10T09:20:00Z")
    orient(r, "python", 4)
    r.cmd("sed -n '40,80p' jobs/compact.py", "def compact_partition(fs, path):\n    files = fs.ls(path)\n    merged = merge(files)\n    fs.write(path + '/part-0000.parquet', merged)\n    for f in files:\n        fs.rm(f)")
    r.edit("jobs/compact.py", "    for f in files:\n        fs.rm(f)", "    for f in files:\n        fs.rm(f)\n    _prune_empty_dirs(fs, path)")
    r.cmd("python -m pytest -q tests/test_compact.py", ".....                                                                    [100%]\n5 passed in 0.91s")
    r.cmd("python -m pytest -q", "........................................................................ [ 61%]\n.............................................                            [100%]\n117 passed in 6.02s")
    r.steps.append(__import__("gen_lib").Step("notice", None, text='{"type":"item.started","item":{"id":"item_99","type":"command_execution","command":"bash -lc \'git add -A && git commit -qm \\"compact: prune empty partition dirs\\"\'","aggregated_output":"","exit_code":null,"status":"in_progress"}}'))
    r.cut()
    r.result = {"success": False, "summary": "", "exit_code": 1}
    out.append(r)

    # 4 osmia: failed with a bare exit status; permission words live in the code being read
    r = Run("backup-verify-report", "osmia", "unknown", "permission_blocked",
            "The run reports only 'agent exited with status 1'; the 'permission denied' strings are log messages inside the verifier code the agent was reading, not errors it hit.",
            ticket="OPS-930", title="verify_backups.py: include archive size in the report",
            body="""Add the archive size (human readable) to each line of the report printed by `tools/verify_backups.py`.""", repo="backup-tools", created="2026-11-10T10:00:00Z")
    orient(r, "python", 3)
    r.read("tools/verify_backups.py", "def verify(path):\n    try:\n        with tarfile.open(path) as t:\n            t.getmembers()\n    except PermissionError:\n        log.warning('permission denied: %s (skipped)', path)\n        return 'skipped'\n    except tarfile.ReadError as e:\n        log.error('corrupt archive %s: %s', path, e)\n        return 'corrupt'\n    return 'ok'\n\n\ndef report(paths):\n    for p in paths:\n        print(f'{p}\\t{verify(p)}')")
    r.edit("tools/verify_backups.py", "        print(f'{p}\\t{verify(p)}')", "        print(f'{p}\\t{verify(p)}\\t{human_size(os.path.getsize(p))}')")
    r.cmd("python -m pytest -q tests/test_verify.py", "....                                                                     [100%]\n4 passed in 0.12s")
    r.fail("agent exited with status 1")
    out.append(r)

    # 5 codex: timeout words in passing tests; failure unexplained
    r = Run("smtp-relay-connect-option", "codex", "unknown", "infra_failure",
            "Every run in the stream is green; 'timeout' appears only in the names and captured logs of passing tests about connect timeouts. Nothing shows why the task failed.",
            ticket="MAIL-58", title="Make the SMTP connect timeout configurable",
            body="""`relay/smtp.py` hard-codes a 10s connect timeout. Read `SMTP_CONNECT_TIMEOUT` (seconds, float) from the
environment, default 10.""", repo="smtp-relay", created="2026-11-10T10:40:00Z")
    orient(r, "python", 3)
    r.cmd("grep -n 'timeout' relay/smtp.py", "14:        self._conn = smtplib.SMTP(host, port, timeout=10)")
    r.edit("relay/smtp.py", "timeout=10)", "timeout=float(os.environ.get('SMTP_CONNECT_TIMEOUT', '10')))")
    r.cmd("python -m pytest -q -rA tests/test_smtp.py 2>&1 | tail -9", "==================================== PASSES ====================================\n_________________________ test_connect_timeout_is_used _________________________\n------------------------------ Captured log call -------------------------------\nWARNING  relay.smtp:smtp.py:22 connect to 10.255.255.1:25 timed out after 0.2s, giving up\n=========================== short test summary info ============================\nPASSED tests/test_smtp.py::test_default_timeout\nPASSED tests/test_smtp.py::test_connect_timeout_is_used\nPASSED tests/test_smtp.py::test_timeout_env_parsed_as_float\n3 passed in 0.31s")
    r.cmd("python -m pytest -q", "..............................                                           [100%]\n30 passed in 1.40s")
    r.finish("`SMTP_CONNECT_TIMEOUT` is now read from the environment (default 10s) and covered by tests; the full suite passes.")
    r.result = {"success": False, "summary": "task failed", "exit_code": 1}
    out.append(r)

    # 6 transcript: deadline exceeded printed by a passing Go test, then stops
    r = Run("scheduler-lease-renewal", "claude-transcript", "unknown", "infra_failure",
            "'context deadline exceeded' is logged by a passing test that expects it; the transcript then simply ends with no error or signal.",
            ticket="SCH-140", title="Lease renewal should stop when the job context is cancelled",
            body="""`internal/lease/renew.go` keeps renewing after the job's context is cancelled. Stop the renewal loop on
`ctx.Done()`. `go test ./internal/lease/`.""", repo="job-scheduler", created="2026-11-10T11:20:00Z")
    orient(r, "go", 4)
    r.read("internal/lease/renew.go", "func (r *Renewer) Run(ctx context.Context) {\n\tt := time.NewTicker(r.every)\n\tfor range t.C {\n\t\t_ = r.store.Renew(context.Background(), r.id)\n\t}\n}")
    r.edit("internal/lease/renew.go", "\tfor range t.C {\n\t\t_ = r.store.Renew(context.Background(), r.id)\n\t}", "\tdefer t.Stop()\n\tfor {\n\t\tselect {\n\t\tcase <-ctx.Done():\n\t\t\treturn\n\t\tcase <-t.C:\n\t\t\t_ = r.store.Renew(ctx, r.id)\n\t\t}\n\t}")
    r.cmd("go test ./internal/lease/ -v 2>&1 | tail -7", "=== RUN   TestRenewStopsOnCancel\n    renew_test.go:41: renew after cancel: context deadline exceeded (expected)\n--- PASS: TestRenewStopsOnCancel (0.12s)\n=== RUN   TestRenewInterval\n--- PASS: TestRenewInterval (0.35s)\nPASS\nok  \tgithub.com/acme/job-scheduler/internal/lease\t0.482s")
    r.say("Renewal now stops on cancellation and the lease tests pass. Let me run the whole suite.")
    r.no_result = True
    r.cut()
    out.append(r)

    # 7 codex: the agent stops to ask a question
    r = Run("billing-export-v2-fields", "codex", "unknown", "",
            "The agent finished reading and asked the user which endpoint version to change, then ended its turn; the stream holds no error, refusal or limit, only an unanswered question.",
            ticket="BIL-720", title="Add currency to invoice export rows",
            body="""Finance needs the invoice currency in the CSV export (`exports/invoices.py`).""", repo="billing-exports", created="2026-11-10T12:00:00Z")
    orient(r, "python", 4)
    r.cmd("rg -n 'def export_invoices' -S .", "exports/invoices.py:12:def export_invoices(rows, version='v1'):\nexports/invoices_v2.py:9:def export_invoices(rows):")
    r.cmd("sed -n '1,40p' exports/invoices.py", "V1_COLUMNS = ['id', 'customer', 'amount', 'issued_at']\n\n\ndef export_invoices(rows, version='v1'):\n    if version == 'v2':\n        from .invoices_v2 import export_invoices as v2\n        return v2(rows)\n    ...")
    r.think("**Two export versions**\n\nThe v1 export is consumed by the legacy finance macro and v2 by the new pipeline; adding a column to v1 could break the macro's fixed column positions. I should ask.")
    r.finish("There are two export formats: v1 (`exports/invoices.py`, fixed columns used by the legacy macro) and v2 (`exports/invoices_v2.py`). Should I add `currency` to v2 only, or to both? Adding it to v1 would shift the macro's column positions.")
    r.result = {"success": False, "summary": "task failed", "exit_code": 1}
    out.append(r)

    # 8 claude stream-json: error_during_execution with nothing before it
    r = Run("osm-tags-normalise", "claude", "unknown", "",
            "The session ends with subtype error_during_execution and no preceding tool error, API error or refusal; the stream does not say what broke.",
            ticket="MAP-61", title="Normalise OSM tag keys to lower case",
            body="""`osmtools.tags.normalise()` should lower-case keys (`Name` -> `name`) but keep values as they are.""", repo="osmtools", model="claude-sonnet-4-5-20250929", created="2026-11-10T12:40:00Z")
    orient(r, "python", 4)
    r.read("osmtools/tags.py", "def normalise(tags: dict) -> dict:\n    return {k.strip(): v.strip() for k, v in tags.items()}")
    r.edit("osmtools/tags.py", "    return {k.strip(): v.strip() for k, v in tags.items()}", "    return {k.strip().lower(): v.strip() for k, v in tags.items()}")
    r.cmd("python -m pytest -q tests/test_tags.py", "......                                                                   [100%]\n6 passed in 0.02s")
    r.fail("", subtype="error_during_execution")
    r.result = {"success": False, "summary": "", "exit_code": 1}
    out.append(r)

    # 9 codex: long, green run; nothing explains the failed state
    r = Run("k8s-audit-report-columns", "codex", "unknown", "",
            "A long run of reads, an edit and passing tests ending in a normal turn.completed; the failed state has no visible cause in the stream.",
            ticket="SEC-522", title="audit-report: add namespace and verb columns",
            body="""`tools/audit_report.py` summarises Kubernetes audit logs. Add `namespace` and `verb` columns to the CSV output.""", repo="cluster-audit-tools", created="2026-11-10T13:20:00Z")
    orient(r, "python", 4)
    r.todo(["Read audit_report.py and fixtures", "Add namespace and verb columns", "Update tests", "Run the suite"])
    r.cmd("sed -n '1,80p' tools/audit_report.py", "FIELDS = ['timestamp', 'user', 'resource', 'status']\n\n\ndef row(ev):\n    return [ev['requestReceivedTimestamp'], ev['user']['username'], ev['objectRef'].get('resource'), ev['responseStatus']['code']]")
    r.cmd("head -c 600 tests/fixtures/audit.jsonl", "{\"kind\":\"Event\",\"level\":\"Metadata\",\"verb\":\"get\",\"user\":{\"username\":\"system:serviceaccount:ci:deployer\"},\"objectRef\":{\"resource\":\"secrets\",\"namespace\":\"payments\"},\"responseStatus\":{\"code\":403,\"reason\":\"Forbidden\"},\"requestReceivedTimestamp\":\"2026-10-30T12:01:04.112Z\"}\n{\"kind\":\"Event\",\"level\":\"Metadata\",\"verb\":\"list\",\"user\":{\"username\":\"alice@acme.io\"},\"objectRef\":{\"resource\":\"pods\",\"namespace\":\"staging\"},\"responseStatus\":{\"code\":200},\"requestReceivedTimestamp\":\"2026-10-30T12:01:09.771Z\"}")
    r.cmd("sed -n '1,60p' tests/test_audit_report.py", "def test_header():\n    assert FIELDS == ['timestamp', 'user', 'resource', 'status']\n\n\ndef test_forbidden_rows_kept():\n    rows = list(build(load('tests/fixtures/audit.jsonl')))\n    assert rows[0][-1] == 403")
    r.edit("tools/audit_report.py", "FIELDS = ['timestamp', 'user', 'resource', 'status']", "FIELDS = ['timestamp', 'user', 'verb', 'namespace', 'resource', 'status']")
    r.edit("tools/audit_report.py", "ev['user']['username'], ev['objectRef'].get('resource')", "ev['user']['username'], ev.get('verb'), ev['objectRef'].get('namespace'), ev['objectRef'].get('resource')")
    r.edit("tests/test_audit_report.py", "    assert FIELDS == ['timestamp', 'user', 'resource', 'status']", "    assert FIELDS == ['timestamp', 'user', 'verb', 'namespace', 'resource', 'status']")
    r.todo(["Read audit_report.py and fixtures", "Add namespace and verb columns", "Update tests", "Run the suite"], done=3)
    r.cmd("python -m pytest -q", "............                                                             [100%]\n12 passed in 0.20s")
    r.cmd("python tools/audit_report.py tests/fixtures/audit.jsonl | head -3", "timestamp,user,verb,namespace,resource,status\n2026-10-30T12:01:04.112Z,system:serviceaccount:ci:deployer,get,payments,secrets,403\n2026-10-30T12:01:09.771Z,alice@acme.io,list,staging,pods,200")
    r.todo(["Read audit_report.py and fixtures", "Add namespace and verb columns", "Update tests", "Run the suite"], done=4)
    r.finish("Added `verb` and `namespace` columns (after `user`), updated the header test; 12 tests pass and the sample report looks right.")
    r.result = {"success": False, "summary": "task failed", "exit_code": 1}
    out.append(r)

    # 10 codex: recovered from a missing module, then everything green; cause still not in the stream
    r = Run("qr-label-batch-size", "codex", "unknown", "dependency_missing",
            "The only error is an early ModuleNotFoundError that the agent fixed by installing the dev requirements; afterwards all tests pass and the turn completes, so the stream gives no cause for the failure.",
            ticket="WMS-88", title="QR label batches larger than 100 are truncated",
            body="""`labels/qr_batch.py::render_batch` silently drops items beyond 100. Page through all items.""", repo="qr-labels", created="2026-11-10T14:00:00Z")
    orient(r, "python", 3)
    r.cmd("python -m pytest -q tests/test_qr_batch.py", "ImportError while importing test module '/workspace/qr-labels/tests/test_qr_batch.py'.\ntests/test_qr_batch.py:3: in <module>\n    import qrcode\nE   ModuleNotFoundError: No module named 'qrcode'", code=2)
    r.cmd("pip install -r requirements-dev.txt 2>&1 | tail -1", "Successfully installed pillow-10.4.0 pypng-0.20220715.0 qrcode-7.4.2")
    r.cmd("sed -n '1,40p' labels/qr_batch.py", "def render_batch(items, page_size=100):\n    page = items[:page_size]\n    return [render(i) for i in page]")
    r.edit("labels/qr_batch.py", "    page = items[:page_size]\n    return [render(i) for i in page]", "    out = []\n    for start in range(0, len(items), page_size):\n        out.extend(render(i) for i in items[start:start + page_size])\n    return out")
    r.cmd("python -m pytest -q", ".........                                                                [100%]\n9 passed in 0.61s")
    r.finish("render_batch now pages through all items in chunks of `page_size`; tests pass (after installing the dev requirements).")
    r.result = {"success": False, "summary": "task failed", "exit_code": 1}
    out.append(r)
    return out


def fine():
    out = []

    # 1 codex: timeout tests passing
    r = Run("http-pool-connect-option", "codex", "succeeded", "infra_failure",
            "Task done: connect timeout made configurable; the TimeoutError/'timed out' text comes from tests that assert the timeout path and pass.",
            ticket="NET-402", title="Allow a per-pool connect timeout",
            body="""`httppool.Pool` uses a global 5s connect timeout. Accept `connect_timeout` in the constructor. Tests in
`tests/test_pool.py`.""", repo="httppool", created="2026-11-11T08:00:00Z")
    orient(r, "python", 3)
    r.cmd("grep -n 'timeout' src/httppool/pool.py", "8:CONNECT_TIMEOUT = 5.0\n31:        sock = socket.create_connection(addr, timeout=CONNECT_TIMEOUT)")
    r.edit("src/httppool/pool.py", "        sock = socket.create_connection(addr, timeout=CONNECT_TIMEOUT)", "        sock = socket.create_connection(addr, timeout=self.connect_timeout)")
    r.edit("src/httppool/pool.py", "    def __init__(self, maxsize=10):", "    def __init__(self, maxsize=10, connect_timeout=CONNECT_TIMEOUT):\n        self.connect_timeout = connect_timeout")
    r.edit("tests/test_pool.py", "", "def test_custom_connect_timeout_raises(blackhole_addr): ...")
    r.cmd("python -m pytest -q -rA tests/test_pool.py 2>&1 | tail -8", "------------------------------ Captured log call -------------------------------\nDEBUG    httppool.pool:pool.py:34 connect to 10.255.255.1:80 failed: TimeoutError('timed out')\n=========================== short test summary info ============================\nPASSED tests/test_pool.py::test_reuses_connections\nPASSED tests/test_pool.py::test_default_connect_timeout\nPASSED tests/test_pool.py::test_custom_connect_timeout_raises\nPASSED tests/test_pool.py::test_maxsize_blocks\n4 passed in 0.46s")
    r.cmd("python -m pytest -q", "..........................                                               [100%]\n26 passed in 1.12s")
    r.finish("`Pool(connect_timeout=...)` is supported (default unchanged at 5s) and covered by a test that hits a black-hole address; the full suite passes.")
    out.append(r)

    # 2 codex: permission denied in a fixture, expected by the test
    r = Run("treewalk-unreadable-dirs", "codex", "succeeded", "permission_blocked",
            "Task done: unreadable directories are skipped; 'permission denied' is the fixture the tests create on purpose and the tests pass.",
            ticket="FS-77", title="treewalk aborts on the first unreadable directory",
            body="""`walk.Tree(root)` returns an error as soon as it meets a directory it cannot read. Skip such directories and
report them in `Result.Skipped`. Tests create an unreadable fixture at runtime.""", repo="treewalk", created="2026-11-11T08:40:00Z")
    orient(r, "go", 3)
    r.cmd("sed -n '20,45p' walk/tree.go", "\terr := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {\n\t\tif err != nil {\n\t\t\treturn err\n\t\t}\n\t\tres.Files = append(res.Files, p)\n\t\treturn nil\n\t})")
    r.edit("walk/tree.go", "\t\tif err != nil {\n\t\t\treturn err\n\t\t}", "\t\tif err != nil {\n\t\t\tif errors.Is(err, fs.ErrPermission) {\n\t\t\t\tres.Skipped = append(res.Skipped, p)\n\t\t\t\treturn fs.SkipDir\n\t\t\t}\n\t\t\treturn err\n\t\t}")
    r.cmd("go test ./walk/ -v 2>&1 | tail -8", "=== RUN   TestSkipsUnreadableDir\n    tree_test.go:37: open /tmp/TestSkipsUnreadableDir1290/001/locked: permission denied (expected, fixture chmod 000)\n--- PASS: TestSkipsUnreadableDir (0.00s)\n=== RUN   TestWalkCollectsFiles\n--- PASS: TestWalkCollectsFiles (0.00s)\nPASS\nok  \tgithub.com/acme/treewalk/walk\t0.006s")
    r.cmd("go vet ./... && go test ./...", "ok  \tgithub.com/acme/treewalk/walk\t0.005s\nok  \tgithub.com/acme/treewalk/cmd/treewalk\t0.011s")
    r.finish("Unreadable directories are now skipped and listed in `Result.Skipped`; tests (including the chmod-000 fixture) pass.")
    out.append(r)

    # 3 transcript: a pre-existing skipped test
    r = Run("pdfmeta-producer-field", "claude-transcript", "succeeded", "test_misunderstanding",
            "Task done: the producer field is read; the one skipped test was already skipped in the repository (flaky on CI) and was not touched.",
            ticket="DOC-88", title="pdfmeta: expose the Producer field",
            body="""`pdfmeta.read(path)` returns title/author/created but not `producer`. Add it. Tests: `pytest -q`.""", repo="pdfmeta", created="2026-11-11T09:20:00Z")
    orient(r, "python", 3)
    r.read("pdfmeta/reader.py", "def read(path):\n    info = _trailer_info(path)\n    return Meta(title=info.get('/Title'), author=info.get('/Author'), created=_date(info.get('/CreationDate')))")
    r.edit("pdfmeta/reader.py", "created=_date(info.get('/CreationDate')))", "created=_date(info.get('/CreationDate')), producer=info.get('/Producer'))")
    r.edit("pdfmeta/model.py", "    created: datetime | None", "    created: datetime | None\n    producer: str | None = None")
    r.cmd("python -m pytest -q -rs 2>&1 | tail -4", "...........s....                                                         [100%]\n=========================== short test summary info ============================\nSKIPPED [1] tests/test_remote.py:14: flaky on CI: depends on external sample server (#231)\n15 passed, 1 skipped in 0.48s")
    r.cmd("git log -1 --format=%h -- tests/test_remote.py && git diff --stat", "a41c9e0\n pdfmeta/model.py  | 1 +\n pdfmeta/reader.py | 2 +-\n 2 files changed, 2 insertions(+), 1 deletion(-)")
    r.say("`producer` is now returned. 15 tests pass; the one skip is the pre-existing remote-server test (skipped since a41c9e0), which I didn't touch.")
    out.append(r)

    # 4 codex: a repo-wide formatting change the ticket asked for
    r = Run("survey-core-black-adoption", "codex", "succeeded", "scope_creep",
            "Task done: the ticket explicitly asked for black over the whole repository plus a pre-commit hook, so the 120-file diff is the requested change.",
            ticket="DX-301", title="Adopt black: format the whole repository and enforce it in pre-commit",
            body="""We are adopting black (line length 100). Format every Python file in the repository in one commit, add the
config to pyproject.toml and a pre-commit hook. No behaviour changes; `pytest -q` must stay green.""", repo="survey-core", created="2026-11-11T10:00:00Z")
    orient(r, "python", 3)
    r.edit("pyproject.toml", "[tool.pytest.ini_options]", "[tool.black]\nline-length = 100\ntarget-version = [\"py311\"]\n\n[tool.pytest.ini_options]")
    r.write(".pre-commit-config.yaml", "repos:\n  - repo: https://github.com/psf/black\n    rev: 24.4.2\n    hooks:\n      - id: black")
    r.cmd("black . 2>&1 | tail -2", "All done! ✨ 🍰 ✨\n118 files reformatted, 9 files left unchanged.")
    r.cmd("python -m pytest -q 2>&1 | tail -1 && black --check . && git diff --stat | tail -1", "388 passed in 6.70s\nAll done! ✨ 🍰 ✨\n127 files would be left unchanged.\n 120 files changed, 3310 insertions(+), 2987 deletions(-)")
    r.finish("Formatted the whole repository with black (line length 100), added `[tool.black]` and a pre-commit hook; 388 tests pass and `black --check` is clean.")
    out.append(r)

    # 5 codex: missing module, installed, then green
    r = Run("yaml-merge-anchors", "codex", "succeeded", "dependency_missing",
            "Task done: the initial 'No module named ruamel' was fixed by installing the dev requirements, then the change was made and all tests passed.",
            ticket="CFG-140", title="yaml-merge loses anchors when merging overlays",
            body="""`yamlmerge.merge(base, overlay)` expands anchors/aliases in the output. Preserve them (round-trip mode).
Tests: `pytest -q`.""", repo="yaml-merge", created="2026-11-11T10:40:00Z")
    orient(r, "python", 3)
    r.cmd("python -m pytest -q", "ImportError while loading conftest '/workspace/yaml-merge/tests/conftest.py'.\ntests/conftest.py:2: in <module>\n    from ruamel.yaml import YAML\nE   ModuleNotFoundError: No module named 'ruamel'", code=4)
    r.cmd("pip install -e '.[dev]' 2>&1 | tail -1", "Successfully installed ruamel.yaml-0.18.6 ruamel.yaml.clib-0.2.8 yaml-merge-0.4.1")
    r.cmd("sed -n '1,40p' src/yamlmerge/merge.py", "from ruamel.yaml import YAML\n\n_yaml = YAML(typ='safe')\n\n\ndef merge(base, overlay):\n    ...")
    r.edit("src/yamlmerge/merge.py", "_yaml = YAML(typ='safe')", "_yaml = YAML()  # round-trip: keeps anchors, aliases and comments")
    r.cmd("python -m pytest -q", "..............                                                           [100%]\n14 passed in 0.37s")
    r.finish("Switched the loader/dumper to round-trip mode so anchors and aliases survive merging; 14 tests pass.")
    out.append(r)

    # 6 transcript: MemoryError mentioned, test about not running out of memory passes
    r = Run("csv-stream-large-files", "claude-transcript", "succeeded", "infra_failure",
            "Task done: the loader now streams; 'MemoryError' is the bug report's traceback and the test named after out-of-memory passes.",
            ticket="DATA-733", title="load_rows reads the whole CSV into memory",
            body="""Loading a 6 GB export crashes with:

```
  File "ingest/load.py", line 12, in load_rows
    data = f.read()
MemoryError
```

Stream the file row by row in `ingest/load.py`. `tests/test_load.py::test_large_file_does_not_oom` uses a 200 MB generated
file with a memory cap.""", repo="ingest-tools", created="2026-11-11T11:20:00Z")
    orient(r, "python", 3)
    r.read("ingest/load.py", "def load_rows(path):\n    with open(path, newline='') as f:\n        data = f.read()\n    return list(csv.DictReader(io.StringIO(data)))")
    r.edit("ingest/load.py", "    with open(path, newline='') as f:\n        data = f.read()\n    return list(csv.DictReader(io.StringIO(data)))", "    with open(path, newline='') as f:\n        yield from csv.DictReader(f)")
    r.cmd("grep -rn 'load_rows(' --include=*.py . | grep -v 'def '", "./ingest/pipeline.py:21:    for row in load_rows(path):\n./tests/test_load.py:9:    rows = list(load_rows(small_csv))")
    r.cmd("python -m pytest -q tests/test_load.py -v 2>&1 | tail -5", "tests/test_load.py::test_reads_small_file PASSED                          [ 33%]\ntests/test_load.py::test_header_only PASSED                                [ 66%]\ntests/test_load.py::test_large_file_does_not_oom PASSED                    [100%]\n\n============================== 3 passed in 4.81s ===============================")
    r.cmd("python -m pytest -q 2>&1 | tail -1", "41 passed in 6.02s")
    r.say("`load_rows` is now a generator over `csv.DictReader`, so memory stays flat; the large-file test (with its memory cap) passes along with the rest of the suite.")
    out.append(r)

    # 7 osmia: policy tests full of deny / forbidden, all passing
    r = Run("admission-policy-hostpath", "osmia", "succeeded", "permission_blocked",
            "Task done: the new deny rule and its tests pass; 'deny'/'forbidden' are the policy's own verdicts in the test output.",
            ticket="PLAT-1402", title="Admission policy: deny hostPath volumes outside /var/log",
            body="""Add a Rego rule to `policy/pod_security.rego` that denies hostPath volumes except under `/var/log`, with
tests in `policy/pod_security_test.rego`. `conftest verify -p policy` must pass.""", repo="cluster-policies", created="2026-11-11T12:00:00Z")
    orient(r, "shell", 2)
    r.read("policy/pod_security.rego", "package main\n\ndeny[msg] {\n  input.kind == \"Pod\"\n  input.spec.hostNetwork\n  msg := \"hostNetwork is forbidden\"\n}")
    r.edit("policy/pod_security.rego", "  msg := \"hostNetwork is forbidden\"\n}", "  msg := \"hostNetwork is forbidden\"\n}\n\ndeny[msg] {\n  v := input.spec.volumes[_]\n  not startswith(v.hostPath.path, \"/var/log\")\n  msg := sprintf(\"hostPath %v is forbidden\", [v.hostPath.path])\n}")
    r.write("policy/pod_security_test.rego", "package main\n\ntest_deny_hostpath_root { deny[\"hostPath / is forbidden\"] with input as {\"kind\": \"Pod\", \"spec\": {\"volumes\": [{\"hostPath\": {\"path\": \"/\"}}]}} }\n\ntest_allow_var_log { count(deny) == 0 with input as {\"kind\": \"Pod\", \"spec\": {\"volumes\": [{\"hostPath\": {\"path\": \"/var/log/app\"}}]}} }")
    r.cmd("conftest verify -p policy", "PASS - policy/pod_security_test.rego - data.main.test_deny_host_network\nPASS - policy/pod_security_test.rego - data.main.test_deny_hostpath_root\nPASS - policy/pod_security_test.rego - data.main.test_allow_var_log\n\n3 tests, 3 passed, 0 warnings, 0 failures, 0 exceptions")
    r.cmd("conftest test -p policy examples/bad-pod.yaml", "FAIL - examples/bad-pod.yaml - main - hostPath /etc is forbidden\n\n1 test, 0 passed, 0 warnings, 1 failure, 0 exceptions", code=1)
    r.say("The example bad pod is rejected as intended (that FAIL is the policy denying it), and all policy unit tests pass.")
    r.finish("Added the hostPath rule (allowing only /var/log) with two tests; `conftest verify -p policy` passes 3/3.")
    out.append(r)

    # 8 codex: one reconnect, then finished normally
    r = Run("sitemap-gen-lastmod", "codex", "succeeded", "infra_failure",
            "Task done: a single 'Reconnecting... 1/5' was a transient stream hiccup; the run continued, tests passed and the turn completed.",
            ticket="SEO-44", title="sitemap-gen: include lastmod from git history",
            body="""`sitemap-gen` should emit `<lastmod>` for each page using the last commit date of its source file.
Code: `sitemap_gen/build.py`.""", repo="sitemap-gen", created="2026-11-11T12:40:00Z")
    orient(r, "python", 3)
    r.cmd("sed -n '1,40p' sitemap_gen/build.py", "def url_entry(page):\n    return f'<url><loc>{page.url}</loc></url>'")
    r.edit("sitemap_gen/build.py", "    return f'<url><loc>{page.url}</loc></url>'", "    lastmod = git_last_modified(page.source)\n    lm = f'<lastmod>{lastmod:%Y-%m-%d}</lastmod>' if lastmod else ''\n    return f'<url><loc>{page.url}</loc>{lm}</url>'")
    r.error("Reconnecting... 1/5")
    r.write("sitemap_gen/gitdates.py", "def git_last_modified(path): ...")
    r.cmd("python -m pytest -q", "...........                                                              [100%]\n11 passed in 0.88s")
    r.finish("Each `<url>` now carries `<lastmod>` from the source file's last commit (omitted for untracked files); tests pass.")
    out.append(r)

    # 9 transcript: a single legitimate git checkout to discard an accidental change
    r = Run("iban-validator-country-length", "claude-transcript", "succeeded", "model_confusion",
            "Task done: one git checkout discarded an unintended formatter change in an unrelated file; that is hygiene, not oscillation, and tests pass.",
            ticket="PAY-1612", title="IBAN validator accepts wrong-length Norwegian IBANs",
            body="""`iban.validate()` doesn't check country-specific lengths. Add the length table (at least NO=15, DE=22, FR=27)
in `payments/iban.py`. Tests: `pytest tests/test_iban.py`.""", repo="payments-utils", created="2026-11-11T13:20:00Z")
    orient(r, "python", 3)
    r.read("payments/iban.py", "def validate(iban: str) -> bool:\n    s = iban.replace(' ', '').upper()\n    return _mod97(s) == 1")
    r.edit("payments/iban.py", "    s = iban.replace(' ', '').upper()\n    return _mod97(s) == 1", "    s = iban.replace(' ', '').upper()\n    if LENGTHS.get(s[:2]) not in (None, len(s)):\n        return False\n    return _mod97(s) == 1")
    r.cmd("ruff format payments/ && git status --short", " M payments/iban.py\n M payments/sepa.py")
    r.say("`ruff format` also reformatted `payments/sepa.py`, which isn't part of this change. Discarding that.")
    r.cmd("git checkout -- payments/sepa.py && git status --short", " M payments/iban.py")
    r.cmd("python -m pytest -q tests/test_iban.py", ".........                                                                [100%]\n9 passed in 0.03s")
    r.say("Country lengths are now enforced (NO=15, DE=22, FR=27 and the rest of the SWIFT table); only `payments/iban.py` changed and the IBAN tests pass.")
    out.append(r)

    # 10 codex: JUnit migration that the ticket asked for
    r = Run("billing-junit5-migration", "codex", "succeeded", "scope_creep",
            "Task done: the ticket asked for migrating the billing module's tests to JUnit 5; 31 changed test files are the requested scope.",
            ticket="BIL-801", title="Migrate billing module tests from JUnit 4 to JUnit 5",
            body="""All tests under `billing/src/test/java` still use JUnit 4. Migrate them to JUnit 5 (Jupiter), drop the
vintage engine from `billing/pom.xml`. Test count must stay the same.""", repo="billing-platform", created="2026-11-11T14:00:00Z")
    orient(r, "java", 3)
    r.cmd("grep -rl 'org.junit.Test' billing/src/test/java | wc -l && mvn -B -q -pl billing test 2>&1 | grep 'Tests run' | tail -1", "31\n[INFO] Tests run: 244, Failures: 0, Errors: 0, Skipped: 0")
    r.cmd("mvn -B -q -pl billing org.openrewrite.maven:rewrite-maven-plugin:run -Drewrite.recipeArtifactCoordinates=org.openrewrite.recipe:rewrite-testing-frameworks:RELEASE -Drewrite.activeRecipes=org.openrewrite.java.testing.junit5.JUnit4to5Migration 2>&1 | tail -2", "[WARNING] ... (30 more files)\n[WARNING] Please review and commit the results.")
    r.patch([("billing/pom.xml", "update")])
    r.cmd("mvn -B -q -pl billing test 2>&1 | grep 'Tests run' | tail -1 && git diff --stat | tail -1", "[INFO] Tests run: 244, Failures: 0, Errors: 0, Skipped: 0\n 32 files changed, 690 insertions(+), 702 deletions(-)")
    r.finish("Migrated all 31 billing test classes to JUnit 5 and removed the vintage engine; 244 tests before and after.")
    out.append(r)

    # 11 transcript: transient go proxy timeout, retried, fine
    r = Run("imgproxy-webp-quality", "claude-transcript", "succeeded", "infra_failure",
            "Task done: the first go mod download hit a transient i/o timeout, the retry succeeded and tests passed.",
            ticket="IMG-93", title="WebP quality flag is ignored",
            body="""`imgproxy --webp-quality 60` still encodes at 80. Pass the option to the encoder in `internal/encode/webp.go`.""", repo="imgproxy-lite", created="2026-11-11T14:40:00Z")
    orient(r, "go", 3)
    r.cmd("go mod download", "go: github.com/chai2010/webp@v1.1.1: Get \"https://proxy.golang.org/github.com/chai2010/webp/@v/v1.1.1.zip\": dial tcp 142.250.74.81:443: i/o timeout", code=1)
    r.say("Transient network error from the module proxy; retrying once.")
    r.cmd("go mod download && echo ok", "ok")
    r.read("internal/encode/webp.go", "func EncodeWebP(w io.Writer, img image.Image, opts Options) error {\n\treturn webp.Encode(w, img, &webp.Options{Quality: 80})\n}")
    r.edit("internal/encode/webp.go", "\treturn webp.Encode(w, img, &webp.Options{Quality: 80})", "\treturn webp.Encode(w, img, &webp.Options{Quality: float32(opts.WebPQuality)})")
    r.cmd("go test ./...", "ok  \tgithub.com/acme/imgproxy-lite/internal/encode\t0.311s\nok  \tgithub.com/acme/imgproxy-lite/internal/server\t0.128s\nok  \tgithub.com/acme/imgproxy-lite/cmd/imgproxy\t0.019s")
    r.say("The `--webp-quality` option now reaches the encoder; all packages pass.")
    out.append(r)

    # 12 codex: push declined, but the task needed only the local change
    r = Run("ansible-role-ntp-servers", "codex", "succeeded", "permission_blocked",
            "Task done: the change and molecule-free checks passed; the agent's git push was declined by the approval policy, but pushing is the orchestrator's job and the task only needed the local commit.",
            ticket="OPS-977", title="ntp role: make the server list configurable",
            body="""`roles/ntp/templates/chrony.conf.j2` hard-codes pool.ntp.org. Use a `ntp_servers` list variable with the
current value as default. Commit on the task branch; the pipeline pushes it.""", repo="infra-ansible", created="2026-11-11T15:20:00Z")
    orient(r, "shell", 3)
    r.cmd("cat roles/ntp/templates/chrony.conf.j2 roles/ntp/defaults/main.yml", "pool pool.ntp.org iburst\ndriftfile /var/lib/chrony/drift\n---\nntp_enabled: true")
    r.patch([("roles/ntp/templates/chrony.conf.j2", "update"), ("roles/ntp/defaults/main.yml", "update")])
    r.cmd("ansible-playbook -i tests/inventory tests/test.yml --syntax-check && ansible-lint roles/ntp", "\nplaybook: tests/test.yml\n\nPassed: 0 failure(s), 0 warning(s) on 4 files.")
    r.cmd("git add -A && git commit -qm 'ntp: configurable server list' && git log --oneline -1", "5d0e7b3 ntp: configurable server list")
    r.cmd("git push origin HEAD", "", status="declined")
    r.finish("Committed `ntp: configurable server list` (template loops over `ntp_servers`, default keeps pool.ntp.org). Push was declined in this session; the pipeline will push the branch.")
    out.append(r)
    return out


PAD = {"metrics-relabel-drop": ("python", 2), "backup-verify-report": ("python", 3), "smtp-relay-connect-option": ("python", 2),
       "scheduler-lease-renewal": ("go", 2), "billing-export-v2-fields": ("python", 2), "osm-tags-normalise": ("python", 3),
       "treewalk-unreadable-dirs": ("go", 2), "survey-core-black-adoption": ("python", 2), "sitemap-gen-lastmod": ("python", 2),
       "billing-junit5-migration": ("java", 2)}


def cases():
    runs = opaque() + fine()
    for r in runs:
        if r.slug in PAD:
            pad(r, *PAD[r.slug])
    return runs
