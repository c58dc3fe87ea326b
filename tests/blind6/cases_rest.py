"""Runs with no visible cause, and finished runs full of alarming words."""
from gen_lib import B, CWD, D, E, G, R, RAW, S, T, W

C = CWD
CASES = []


def case(**kw):
    CASES.append(kw)


# =============================================================== no visible cause
case(slug="tax-region-lookup-cut", ticket="TAX-318", fmt="claude", mode="unknown", near_miss="",
     title="Tax region lookup ignores ZIP+4",
     body="""`tax/regions.py::region_for(zip)` only matches 5-digit ZIPs; `94107-1234` returns None. Accept ZIP+4.""",
     why="The stream stops after a few reads with no error, no result line and no watchdog record.",
     steps=[S("Let me look at the lookup."),
            R(f"{C}/tax/regions.py", "ZIP_RE = re.compile(r\"^\\d{5}$\")\n\ndef region_for(zip_code):\n    if not ZIP_RE.match(zip_code):\n        return None\n    return _TABLE.get(zip_code[:3])"),
            G("region_for", "tax/regions.py:5:def region_for(zip_code):\ntax/engine.py:41:        region = region_for(addr.zip)\ntests/tax/test_regions.py:8:    assert region_for(\"94107\") == \"CA-SF\""),
            R(f"{C}/tests/tax/test_regions.py", "def test_five_digit():\n    assert region_for(\"94107\") == \"CA-SF\"\n\ndef test_zip_plus_four():\n    assert region_for(\"94107-1234\") == \"CA-SF\""),
            ],
     end=("cut",))

case(slug="queue-metrics-labels", ticket="OBS-410", fmt="codex", mode="unknown", near_miss="",
     title="Queue depth metric lacks the `queue` label",
     body="""`metrics/queue.go` registers `queue_depth` without labels, so all queues overwrite one series. Add a
`queue` label.""",
     why="The turn completed after exploration with a vague message and a failure record that gives no reason.",
     steps=[T("**Looking at the metric registration**"),
            R(f"{C}/metrics/queue.go", "var depth = prometheus.NewGauge(prometheus.GaugeOpts{Name: \"queue_depth\"})"),
            G("depth.Set", "worker/loop.go:77:\tmetrics.depth.Set(float64(q.Len()))"),
            B("go build ./...", ""),
            ],
     end=("fail", "I'll pick this up from here in a follow-up."),
     result={"success": False, "summary": "", "exit_code": 1})

case(slug="i18n-fallback-chain", ticket="L10N-77", fmt="osmia", mode="unknown", near_miss="",
     title="Missing Swiss German strings fall back to English",
     body="""`i18n/resolve.ts` falls back `de-CH` → `en`. It should try `de` first.""",
     why="The agent explored and then the engine reported failure with a bare summary; nothing in the run shows why.",
     steps=[S("Reading the resolver."),
            R(f"{C}/i18n/resolve.ts", "export function chain(locale: string): string[] {\n  return [locale, 'en'];\n}"),
            G("chain(", "i18n/resolve.ts:1:export function chain(locale: string): string[] {\ni18n/t.ts:9:  for (const l of chain(locale)) {"),
            B("npm test -- i18n", "PASS src/i18n/__tests__/t.test.ts\nTests:       9 passed, 9 total"),
            ],
     end=("fail", "Looking into the fallback order.", False, "success", "agent exited"))

case(slug="pdf-margin-session-stop", ticket="DOC-301", fmt="claude-transcript", mode="unknown", near_miss="",
     title="Statement PDF right margin too narrow",
     body="""`statements/layout.py` sets `right_margin=8mm`; design says 15mm.""",
     why="The transcript ends mid-exploration with no error and no final message.",
     steps=[S("Checking the layout constants."),
            R(f"{C}/statements/layout.py", "PAGE = A4\nLEFT_MARGIN = 15 * mm\nRIGHT_MARGIN = 8 * mm"),
            G("RIGHT_MARGIN", "statements/layout.py:3:RIGHT_MARGIN = 8 * mm\nstatements/render.py:22:    frame = Frame(LEFT_MARGIN, BOTTOM, PAGE[0] - LEFT_MARGIN - RIGHT_MARGIN, ...)"),
            ],
     end=("cut",))

case(slug="cron-dst-skip-vague", ticket="SCH-92", fmt="claude", mode="unknown", near_miss="infra_failure",
     title="Nightly job skipped on DST change day",
     body="""`scheduler/next_run.py` adds 24h to the last run; on the DST switch the 02:30 job is skipped.
Compute the next local 02:30 instead.""",
     why="The session ended with error_during_execution and no message, error line or watchdog record: no cause is visible.",
     steps=[S("Reading the scheduler."),
            R(f"{C}/scheduler/next_run.py", "def next_run(last):\n    return last + timedelta(hours=24)"),
            B("pytest -q tests/scheduler", "..F\nFAILED tests/scheduler/test_next_run.py::test_dst_spring_forward - assert datetime(2027, 3, 28, 3, 30) == datetime(2027, 3, 28, 2, 30)\n1 failed, 2 passed in 0.06s", 1),
            ],
     end=("fail", "", False, "error_during_execution"))

case(slug="avatar-resize-trail-off", ticket="PROF-140", fmt="codex", mode="unknown", near_miss="",
     title="Avatars are upscaled and blurry",
     body="""`profile/avatar.py::resize` always scales to 512px, upscaling small images. Only downscale.""",
     why="The Codex stream stops after a couple of commands without turn.completed or any error.",
     steps=[T("**Reading the resize helper**"),
            R(f"{C}/profile/avatar.py", "def resize(img):\n    return img.resize((512, 512), Image.LANCZOS)"),
            B("pytest -q tests/profile -k avatar", "..\n2 passed in 0.21s"),
            ],
     end=("cut",))

case(slug="feature-flag-default-off", ticket="FLAG-66", fmt="osmia", mode="unknown", near_miss="",
     title="New checkout flag should default to off in prod",
     body="""`config/flags/prod.yaml` sets `new_checkout: true`. Default it to false.""",
     why="The edit was made and the checks passed, yet the engine reported failure with only an exit code; nothing says why.",
     steps=[S("Updating the flag."),
            R(f"{C}/config/flags/prod.yaml", "new_checkout: true\nsearch_v2: false"),
            E(f"{C}/config/flags/prod.yaml", "new_checkout: true", "new_checkout: false"),
            B("python scripts/validate_flags.py config/flags", "config/flags/dev.yaml: ok\nconfig/flags/prod.yaml: ok\nconfig/flags/staging.yaml: ok"),
            ],
     end=("fail", "Flag set to false in prod.", False, "success", "exit code 1"),
     result={"success": False, "exit_code": 1})

case(slug="graphql-n-plus-one-halt", ticket="GQL-205", fmt="claude-transcript", mode="unknown", near_miss="",
     title="Orders query issues one SQL query per line item",
     body="""`app/graphql/types/order_type.rb` resolves `line_items` without batching. Use the existing
`AssociationLoader`.""",
     why="The agent says it cannot finish but gives no reason, and the run shows no error.",
     steps=[S("Looking at the type."),
            R(f"{C}/app/graphql/types/order_type.rb", "field :line_items, [LineItemType], null: false\n\ndef line_items\n  object.line_items\nend"),
            G("AssociationLoader", "app/graphql/loaders/association_loader.rb:1:class AssociationLoader < GraphQL::Batch::Loader"),
            ],
     end=("fail", "I'm not able to complete this one."))

# =============================================================== finished runs with scary words
case(slug="http-timeout-tests-pass", ticket="NET-402", fmt="claude", mode="succeeded", near_miss="infra_failure",
     title="Client timeout setting is ignored for uploads",
     body="""`nwclient/http.py::upload` doesn't pass `timeout=self.timeout` to `session.post`. Pass it through and add a
test named `test_upload_timeout`.""",
     why="Finished: the timeout and permission words come from test names and the client's own error messages, all passing.",
     steps=[S("Reading the upload method."),
            R(f"{C}/nwclient/http.py", "    def upload(self, path, data):\n        return self.session.post(self.base + path, data=data)"),
            E(f"{C}/nwclient/http.py", "        return self.session.post(self.base + path, data=data)", "        return self.session.post(self.base + path, data=data, timeout=self.timeout)"),
            W(f"{C}/tests/test_upload_timeout.py", "def test_upload_timeout(client, slow_server):\n    client.timeout = 0.05\n    with pytest.raises(requests.Timeout):\n        client.upload(\"/files\", b\"x\")\n"),
            B("pytest -v tests/", "tests/test_http.py::test_get_timeout PASSED                            [ 20%]\ntests/test_http.py::test_permission_denied_maps_to_403_error PASSED    [ 40%]\ntests/test_http.py::test_connection_refused_raises PASSED              [ 60%]\ntests/test_upload_timeout.py::test_upload_timeout PASSED               [ 80%]\ntests/test_http.py::test_killed_stream_is_retried PASSED               [100%]\n\n============================== 5 passed in 0.41s ==============================="),
            ],
     end=("ok", "`upload` now passes the configured timeout, and `tests/test_upload_timeout.py` covers it. All 5 tests pass."))

case(slug="npm-deprecated-retry-ok", ticket="WEB-1622", fmt="codex", mode="succeeded", near_miss="dependency_missing",
     title="Add `aria-label` to the icon-only buttons",
     body="""Icon-only buttons in `src/components/IconButton.tsx` have no accessible name. Require a `label` prop
and render it as `aria-label`.""",
     why="Finished: npm printed deprecation warnings and one retried fetch that then worked; tests pass.",
     steps=[T("**Installing and running tests**"),
            B("npm ci", "npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory. Do not use it.\nnpm warn deprecated rimraf@3.0.2: Rimraf versions prior to v4 are no longer supported\nnpm http fetch GET https://registry.npmjs.org/@types%2freact attempt 1 failed with ECONNRESET\n\nadded 842 packages, and audited 843 packages in 19s\n\n2 moderate severity vulnerabilities"),
            R(f"{C}/src/components/IconButton.tsx", "export function IconButton({ icon, onClick }: Props) {\n  return <button onClick={onClick}>{icon}</button>;\n}"),
            E(f"{C}/src/components/IconButton.tsx", "export function IconButton({ icon, onClick }: Props) {\n  return <button onClick={onClick}>{icon}</button>;", "export function IconButton({ icon, label, onClick }: Props) {\n  return <button aria-label={label} onClick={onClick}>{icon}</button>;"),
            E(f"{C}/src/components/IconButton.types.ts", "  icon: ReactNode;", "  icon: ReactNode;\n  label: string;"),
            B("npx tsc --noEmit && npx vitest run src/components", " ✓ src/components/IconButton.test.tsx (4 tests) 38ms\n ✓ src/components/Toolbar.test.tsx (6 tests) 51ms\n\n Test Files  2 passed (2)\n      Tests  10 passed (10)"),
            ],
     end=("ok", "IconButton requires a `label` and renders it as `aria-label`; type-check and component tests pass."))

case(slug="chmod-check-denied-msg", ticket="CLI-207", fmt="osmia", mode="succeeded", near_miss="permission_blocked",
     title="`nw doctor` should warn when the key file is world-readable",
     body="""`cmd/doctor.go` should print `permission denied: ~/.nw/key is readable by others (mode 0644), run chmod 600`
and exit 3 when the key file mode allows group/other access.""",
     why="Finished: 'permission denied' is the message the CLI is meant to print, asserted by a passing test.",
     steps=[S("Adding the mode check."),
            R(f"{C}/cmd/doctor.go", "func runDoctor(cfg Config) int {\n\tchecks := []check{checkVersion, checkNetwork}\n\treturn run(checks)\n}"),
            E(f"{C}/cmd/doctor.go", "\tchecks := []check{checkVersion, checkNetwork}", "\tchecks := []check{checkVersion, checkNetwork, checkKeyMode}"),
            W(f"{C}/cmd/doctor_keymode.go", "func checkKeyMode(cfg Config) error {\n\tfi, err := os.Stat(cfg.KeyPath)\n\tif err != nil {\n\t\treturn err\n\t}\n\tif fi.Mode().Perm()&0o077 != 0 {\n\t\treturn exitErr(3, \"permission denied: %s is readable by others (mode %04o), run chmod 600\", cfg.KeyPath, fi.Mode().Perm())\n\t}\n\treturn nil\n}\n"),
            B("go test ./cmd/... -run Doctor -v", "=== RUN   TestDoctorKeyMode\n    doctor_test.go:31: output: permission denied: /tmp/TestDoctorKeyMode123/key is readable by others (mode 0644), run chmod 600\n--- PASS: TestDoctorKeyMode (0.00s)\n=== RUN   TestDoctorOK\n--- PASS: TestDoctorOK (0.00s)\nPASS\nok  \tgithub.com/northwind/nw/cmd\t0.012s"),
            ],
     end=("ok", "`nw doctor` now reports a world-readable key with exit code 3; tests pass.", False, "success", "doctor key-mode check added; go test ./cmd/... passes"))

case(slug="oom-log-parser-fixture", ticket="OBS-512", fmt="claude-transcript", mode="succeeded", near_miss="infra_failure",
     title="Log parser misses OOM-killer lines from newer kernels",
     body="""`logparse/kernel.py` matches `Out of memory: Kill process`, but kernels ≥ 5.x print
`Out of memory: Killed process 1234 (java)`. Match both and add a fixture.""",
     why="Finished: the OOM/killed lines are fixture data for the parser under test, which passes.",
     steps=[S("Reading the kernel matcher."),
            R(f"{C}/logparse/kernel.py", "OOM_RE = re.compile(r\"Out of memory: Kill process (\\d+) \\((.+?)\\)\")"),
            E(f"{C}/logparse/kernel.py", "OOM_RE = re.compile(r\"Out of memory: Kill process (\\d+) \\((.+?)\\)\")", "OOM_RE = re.compile(r\"Out of memory: Kill(?:ed)? process (\\d+) \\((.+?)\\)\")"),
            W(f"{C}/tests/fixtures/kernel_5x.log", "[12345.678] java invoked oom-killer: gfp_mask=0x100cca(GFP_HIGHUSER_MOVABLE), order=0\n[12345.702] Out of memory: Killed process 1234 (java) total-vm:8123456kB, anon-rss:4012345kB\n[12345.9] oom_reaper: reaped process 1234 (java)\n"),
            B("pytest -q tests/test_kernel.py", "......                                                                   [100%]\n6 passed in 0.08s"),
            ],
     end=("ok", "OOM lines from both kernel formats are parsed; new fixture `kernel_5x.log` and tests pass."))

case(slug="rename-customer-to-account", ticket="CORE-900", fmt="claude", mode="succeeded", near_miss="scope_creep",
     title="Rename `customer_id` to `account_id` across the API layer",
     body="""Product renamed customers to accounts. Rename `customer_id` → `account_id` in every module under
`api/` and `schemas/` (about 40 files), keep the DB column name via the ORM mapping, and update tests.
This is intentionally a wide mechanical change.""",
     why="Finished: the wide mechanical rename is exactly what the ticket asked for, and the suite passes.",
     files_changed=41,
     steps=[S("Finding every occurrence."),
            B("rg -l 'customer_id' api schemas tests | wc -l", "41"),
            B("rg -l 'customer_id' api schemas tests | xargs sed -i 's/\\bcustomer_id\\b/account_id/g'", ""),
            E(f"{C}/models/order.py", "    account_id = Column(Integer, ForeignKey(\"customers.id\"))", "    account_id = Column(\"customer_id\", Integer, ForeignKey(\"customers.id\"))"),
            B("git diff --shortstat", " 41 files changed, 212 insertions(+), 212 deletions(-)"),
            B("pytest -q", "........................................................................ [ 58%]\n...................................................                      [100%]\n123 passed in 7.41s"),
            ],
     end=("ok", "Renamed `customer_id` to `account_id` across `api/`, `schemas/` and tests (41 files), keeping the DB column via the ORM mapping. 123 tests pass."))

case(slug="gomod-timeout-then-ok", ticket="SVC-702", fmt="codex", mode="succeeded", near_miss="infra_failure",
     title="Health endpoint should report build version",
     body="""`internal/health/handler.go` returns `{"status":"ok"}`. Include `version` from `buildinfo.Version`.""",
     why="Finished: the first go mod download hit an i/o timeout, the retry succeeded and tests pass.",
     steps=[T("**Downloading modules**"),
            B("go mod download", "go: github.com/prometheus/client_golang@v1.20.5: Get \"https://proxy.golang.org/github.com/prometheus/client_golang/@v/v1.20.5.zip\": dial tcp 142.250.74.17:443: i/o timeout", 1),
            B("go mod download", ""),
            R(f"{C}/internal/health/handler.go", "func Handler(w http.ResponseWriter, r *http.Request) {\n\tjson.NewEncoder(w).Encode(map[string]string{\"status\": \"ok\"})\n}"),
            E(f"{C}/internal/health/handler.go", "map[string]string{\"status\": \"ok\"}", "map[string]string{\"status\": \"ok\", \"version\": buildinfo.Version}"),
            B("go test ./internal/health/...", "ok  \tgithub.com/northwind/svc/internal/health\t0.006s"),
            ],
     end=("ok", "The health endpoint now includes `version`; tests pass (the first module download timed out, the retry worked)."))

case(slug="receipt-format-snapshot-ask", ticket="POS-318", fmt="osmia", mode="succeeded", near_miss="test_misunderstanding",
     title="Receipts should show the VAT breakdown per rate",
     body="""Change `src/receipt/render.ts` to print one VAT line per rate instead of a single total. The output
format changes on purpose: update the receipt snapshots accordingly (`npx jest src/receipt -u`).""",
     why="Finished: the snapshot update was explicitly requested by the ticket after changing the renderer.",
     steps=[S("Changing the renderer."),
            R(f"{C}/src/receipt/render.ts", "  lines.push(`VAT ${fmt(totalVat)}`);"),
            E(f"{C}/src/receipt/render.ts", "  lines.push(`VAT ${fmt(totalVat)}`);", "  for (const [rate, amount] of vatByRate(items)) {\n    lines.push(`VAT ${rate}% ${fmt(amount)}`);\n  }"),
            B("npx jest src/receipt -u", "PASS src/receipt/__tests__/render.test.ts\n\n Snapshot Summary\n › 3 snapshots updated from 1 test suite.\n\nTests:       8 passed, 8 total"),
            B("npx jest src/receipt", "PASS src/receipt/__tests__/render.test.ts\nTests:       8 passed, 8 total\nSnapshots:   3 passed, 3 total"),
            ],
     end=("ok", "Receipts print one VAT line per rate; the three receipt snapshots were updated as the ticket requested, and tests pass."))

case(slug="rate-limit-429-test-green", ticket="API-1402", fmt="claude-transcript", mode="succeeded", near_miss="infra_failure",
     title="Return Retry-After with 429 responses",
     body="""`src/middleware/limit.rs` returns 429 without `Retry-After`. Add the header (seconds until the window resets).""",
     why="Finished: 'rate limit exceeded' and 429 are the middleware's own behaviour under test; deprecation warnings are harmless and tests pass.",
     steps=[S("Reading the middleware."),
            R(f"{C}/src/middleware/limit.rs", "    if !bucket.try_take() {\n        return StatusCode::TOO_MANY_REQUESTS.into_response();\n    }"),
            E(f"{C}/src/middleware/limit.rs", "        return StatusCode::TOO_MANY_REQUESTS.into_response();", "        let secs = bucket.reset_in().as_secs().max(1);\n        return (StatusCode::TOO_MANY_REQUESTS, [(header::RETRY_AFTER, secs.to_string())], \"rate limit exceeded\").into_response();"),
            B("cargo test limit", "warning: use of deprecated function `chrono::NaiveDateTime::timestamp`: use `.and_utc().timestamp()` instead\n  --> src/clock.rs:14:22\n\nrunning 3 tests\ntest middleware::limit::tests::rate_limit_exceeded_returns_429 ... ok\ntest middleware::limit::tests::retry_after_header_present ... ok\ntest middleware::limit::tests::under_limit_passes ... ok\n\ntest result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 14 filtered out; finished in 0.02s"),
            ],
     end=("ok", "429 responses now carry `Retry-After`; the three limit tests pass."))

case(slug="molecule-ignore-errors-ok", ticket="OPS-1711", fmt="claude", mode="succeeded", near_miss="permission_blocked",
     title="`base` role should tolerate hosts without auditd",
     body="""Some images lack auditd; the `Restart auditd` handler fails there. Make it tolerant (`failed_when` on
"could not be found") and keep `molecule test` green.""",
     why="Finished: the 'fatal'/'Access denied' line is an expected, ignored handler error inside a green molecule run.",
     steps=[S("Looking at the handler."),
            R(f"{C}/roles/base/handlers/main.yml", "- name: Restart auditd\n  ansible.builtin.service:\n    name: auditd\n    state: restarted"),
            E(f"{C}/roles/base/handlers/main.yml", "    state: restarted", "    state: restarted\n  register: auditd_restart\n  failed_when:\n    - auditd_restart is failed\n    - \"'could not be found' not in auditd_restart.msg | default('')\""),
            B("molecule test -s minimal 2>&1 | tail -12", "RUNNING HANDLER [base : Restart auditd] ****************************************\nfatal: [minimal]: FAILED! => {\"changed\": false, \"msg\": \"Could not find the requested service auditd: host\"}\n...ignoring\n\nPLAY RECAP *********************************************************************\nminimal                    : ok=14   changed=6    unreachable=0    failed=0    skipped=2    rescued=0    ignored=1\n\nINFO     Idempotence completed successfully.\nINFO     Verifier completed successfully.\nINFO     Pruning extra files from scenario ephemeral directory"),
            B("molecule test -s default 2>&1 | tail -4", "default                    : ok=15   changed=0    unreachable=0    failed=0    skipped=1    rescued=0    ignored=0\n\nINFO     Idempotence completed successfully.\nINFO     Verifier completed successfully."),
            ],
     end=("ok", "The auditd handler now tolerates images without auditd; both molecule scenarios pass."))

case(slug="offline-banner-conn-refused", ticket="APP-815", fmt="codex", mode="succeeded", near_miss="infra_failure",
     title="Show an offline banner when the API is unreachable",
     body="""When `ApiClient` throws a `SocketException`, `HomeScreen` should show the "You're offline" banner.
Add a widget test that simulates a refused connection.""",
     why="Finished: 'Connection refused' is produced on purpose by the widget test's fake client; all tests pass.",
     steps=[T("**Wiring the banner**"),
            R(f"{C}/lib/screens/home_screen.dart", "    final items = await api.fetchFeed();\n    setState(() => _items = items);"),
            E(f"{C}/lib/screens/home_screen.dart", "    final items = await api.fetchFeed();\n    setState(() => _items = items);", "    try {\n      final items = await api.fetchFeed();\n      setState(() { _items = items; _offline = false; });\n    } on SocketException {\n      setState(() => _offline = true);\n    }"),
            W(f"{C}/test/screens/home_offline_test.dart", "testWidgets('shows offline banner', (tester) async {\n  final api = FakeApi(throws: const SocketException('Connection refused'));\n  await tester.pumpWidget(app(api));\n  await tester.pump();\n  expect(find.text(\"You're offline\"), findsOneWidget);\n});\n"),
            B("flutter test", "00:03 +11: /workspace/repo/test/screens/home_offline_test.dart: shows offline banner\nFakeApi: SocketException: Connection refused (OS Error: Connection refused, errno = 111)\n00:04 +12: All tests passed!"),
            ],
     end=("ok", "HomeScreen shows the offline banner on SocketException; the new widget test and the rest of the suite pass."))
