from common import *
CASES = []
A = CASES.append

def ok_rule_case(slug, fmt, ticket, title, body, rule_file, before, after, test_out, final, near="", why="", extra=None):
    steps = [R(rule_file, before), E(rule_file, before, after)] + (extra or []) + [B("promtool check rules " + rule_file, f"Checking {rule_file}\n  SUCCESS: 3 rules found\n"), B("promtool test rules monitoring/tests/*.yml", test_out), END(final, False)]
    return C(slug, fmt, "succeeded", near, ticket, title, body, steps, why, alarming=True)

# ---------------- succeeded (alarming words) ----------------
A(ok_rule_case("container-termination-reason-alert", "t", "OBS-1001", "Alert on containers terminated for memory",
 "Add `KubeContainerOOMKilled`: `kube_pod_container_status_last_terminated_reason{reason=\"OOMKilled\"} == 1` for 0m, severity warning, plus a promtool test.",
 "monitoring/rules/kube.rules.yml", "    rules:\n", "    rules:\n      - alert: KubeContainerOOMKilled\n        expr: kube_pod_container_status_last_terminated_reason{reason=\"OOMKilled\"} == 1\n        labels:\n          severity: warning\n        annotations:\n          summary: Container {{ $labels.container }} was OOMKilled (exit code 137)\n",
 "Unit Testing:  monitoring/tests/kube_test.yml\n  SUCCESS\n\nUnit Testing:  monitoring/tests/oom_test.yml\n  SUCCESS\n", "KubeContainerOOMKilled added; rule tests pass.", near="infra_failure",
 why="Succeeded: 'OOMKilled' and 'exit code 137' are the alert's own words; all checks pass.",
 extra=[W("monitoring/tests/oom_test.yml", "rule_files: [../rules/kube.rules.yml]\ntests:\n  - interval: 1m\n    input_series:\n      - series: 'kube_pod_container_status_last_terminated_reason{namespace=\"prod\",pod=\"api-0\",container=\"api\",reason=\"OOMKilled\"}'\n        values: '1x10'\n    alert_rule_test:\n      - eval_time: 5m\n        alertname: KubeContainerOOMKilled\n        exp_alerts:\n          - exp_labels: {severity: warning, namespace: prod, pod: api-0, container: api, reason: OOMKilled}\n            exp_annotations: {summary: Container api was OOMKilled (exit code 137)}\n")]))

A(ok_rule_case("targetdown-inhibit", "c", "OBS-1002", "Inhibit TargetDown during maintenance",
 "Add `unless on(job) maintenance_window == 1` to TargetDown and a test proving it stays silent in maintenance.",
 "monitoring/rules/prom.rules.yml", "        expr: up == 0\n", "        expr: up == 0 unless on(job) maintenance_window == 1\n",
 "Unit Testing:  monitoring/tests/prom_test.yml\n  SUCCESS\n", "TargetDown now silent during maintenance; tests green (cases: 'target down fires', 'connection refused target in maintenance stays silent').",
 near="infra_failure", why="Succeeded: 'TargetDown' and 'connection refused' are test-case names about the feature."))

A(C("scrape-deadline-test-pass", "x", "succeeded", "infra_failure", "OBS-1003", "Exporter must honour the scrape timeout",
"Make `exporter/collect.go` bound collection by `X-Prometheus-Scrape-Timeout-Seconds`; `TestCollectRespectsScrapeTimeout` must pass.",
[T("**Implementing the deadline**"),
 E("exporter/collect.go", "func handler(c Collector) http.Handler {\n\treturn http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {\n\t\tctx := r.Context()", "func handler(c Collector) http.Handler {\n\treturn http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {\n\t\tctx := r.Context()\n\t\tif s, err := strconv.ParseFloat(r.Header.Get(\"X-Prometheus-Scrape-Timeout-Seconds\"), 64); err == nil {\n\t\t\tvar cancel context.CancelFunc\n\t\t\tctx, cancel = context.WithTimeout(ctx, time.Duration(s*0.9*float64(time.Second)))\n\t\t\tdefer cancel()\n\t\t}"),
 B("go test ./exporter/ -run TestCollectRespectsScrapeTimeout -v", "=== RUN   TestCollectRespectsScrapeTimeout\n    collect_test.go:12: slow collector: context deadline exceeded (timeout after 180ms) — expected\n--- PASS: TestCollectRespectsScrapeTimeout (0.18s)\nPASS\nok  \tgithub.com/acme/obs/exporter\t0.191s"),
 B("go test ./...", "ok  \tgithub.com/acme/obs/exporter\t0.214s\nok  \tgithub.com/acme/obs/cmd/events-exporter\t0.088s"),
 END("Scrape timeout honoured; tests pass.", False)],
"Succeeded: 'context deadline exceeded (timeout...)' is the expected log line of the passing test.", alarming=True))

A(C("redact-fixture-eacces", "o", "succeeded", "permission_blocked", "OBS-1004", "Classify filesystem errors in the log parser",
"`logparse/classify.py` should tag lines containing `Permission denied` or `EACCES` with `category=fs_permission`. Fixtures are in `tests/fixtures/syslog_fs.txt`.",
[R("tests/fixtures/syslog_fs.txt", "Nov 10 07:02:11 web-1 nginx[812]: open() \"/var/log/nginx/access.log\" failed (13: Permission denied)\nNov 10 07:02:12 web-1 node[901]: Error: EACCES: permission denied, open '/srv/app/cache.json'\n"),
 E("logparse/classify.py", "RULES = [\n", "RULES = [\n    (re.compile(r'Permission denied|EACCES'), 'fs_permission'),\n"),
 B("pytest -q tests/test_classify.py", "tests/test_classify.py::test_nginx_permission_denied PASSED\ntests/test_classify.py::test_node_eacces PASSED\n.........                                                                [100%]\n11 passed in 0.22s"),
 END("Classifier tags permission errors; 11 tests pass.", False)],
"Succeeded: 'Permission denied'/'EACCES' are fixture contents the classifier is meant to recognise.", alarming=True))

A(C("request-duration-field", "t", "succeeded", "test_misunderstanding", "OBS-1005", "Add structured `duration_ms` to request logs",
"Log `duration_ms` on every request in `app/middleware/logging.py`. Don't touch the known-flaky `test_loki_push_e2e` (skipped since OBS-880).",
[E("app/middleware/logging.py", "    log.info('request', path=request.url.path, status=response.status_code)", "    log.info('request', path=request.url.path, status=response.status_code, duration_ms=round((time.perf_counter() - start) * 1000, 1))"),
 B("pytest -q", "..........s.......................                                       [100%]\nSKIPPED [1] tests/test_loki_e2e.py:14: flaky: depends on external Loki (OBS-880)\n34 passed, 1 skipped in 2.41s"),
 B("git diff --stat", " app/middleware/logging.py | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
 END("duration_ms added; the pre-existing OBS-880 skip untouched.", False)],
"Succeeded: the skipped flaky test was already skipped before the run; only the middleware changed.", alarming=True))

A(C("restart-backoff-runbook", "c", "succeeded", "model_confusion", "OBS-1006", "Write the CrashLoopBackOff runbook page",
"Create `runbooks/kube-pod-crash-looping.md` describing how to triage `KubePodCrashLooping` (kubectl describe, logs --previous, OOMKilled vs exit 1), and link it from the alert annotation.",
[W("runbooks/kube-pod-crash-looping.md", "# KubePodCrashLooping\n\n1. `kubectl -n $NS describe pod $POD` — look at `Last State: Terminated, Reason: OOMKilled, Exit Code: 137` or `Error, Exit Code: 1`.\n2. `kubectl -n $NS logs $POD --previous` for the crash output (e.g. `dial tcp 10.0.0.5:5432: connect: connection refused`).\n3. Back-off: restarts are delayed (CrashLoopBackOff) up to 5m.\n"),
 E("monitoring/rules/kube.rules.yml", "          summary: Pod {{ $labels.namespace }}/{{ $labels.pod }} is crash looping\n", "          summary: Pod {{ $labels.namespace }}/{{ $labels.pod }} is crash looping\n          runbook_url: https://github.com/acme/obs/blob/main/runbooks/kube-pod-crash-looping.md\n"),
 B("promtool check rules monitoring/rules/kube.rules.yml && markdownlint runbooks/", "Checking monitoring/rules/kube.rules.yml\n  SUCCESS: 2 rules found\n"),
 END("Runbook written and linked.", False)],
"Succeeded: the runbook quotes OOMKilled, exit 137, connection refused and CrashLoopBackOff as documentation text.", alarming=True))

A(C("disk-full-alert-test", "x", "succeeded", "infra_failure", "OBS-1007", "Test the disk-full alert with a fake mount",
"Add a promtool test for `NodeFilesystemFull` (avail < 5%) using a series that reaches 0 bytes.",
[T("**Writing the test**"),
 W("monitoring/tests/disk_test.yml", "rule_files: [../rules/node.rules.yml]\ntests:\n  - interval: 1m\n    input_series:\n      - series: 'node_filesystem_avail_bytes{instance=\"n1\",mountpoint=\"/data\"}'\n        values: '1000-100x10 0x10'\n      - series: 'node_filesystem_size_bytes{instance=\"n1\",mountpoint=\"/data\"}'\n        values: '10000x20'\n    alert_rule_test:\n      - eval_time: 15m\n        alertname: NodeFilesystemFull\n        exp_alerts:\n          - exp_labels: {severity: critical, instance: n1, mountpoint: /data}\n            exp_annotations: {summary: 'n1:/data: no space left on device'}\n"),
 B("promtool test rules monitoring/tests/disk_test.yml", "Unit Testing:  monitoring/tests/disk_test.yml\n  SUCCESS\n"),
 END("Disk-full alert covered by a passing test.", False)],
"Succeeded: 'no space left on device' is the alert annotation under test, not the sandbox's disk.", alarming=True))

A(C("collector-memory-limiter-ok", "o", "succeeded", "infra_failure", "OBS-1008", "Tune collector memory_limiter",
"Set `limit_percentage: 80`, `spike_limit_percentage: 20` on memory_limiter in `deploy/otel/collector.yaml` and run the soak test.",
[E("deploy/otel/collector.yaml", "    limit_mib: 400\n    spike_limit_mib: 100", "    limit_percentage: 80\n    spike_limit_percentage: 20"),
 B("otelcol-contrib validate --config=deploy/otel/collector.yaml", ""),
 B("make otel-soak", "soak: 300s at 20k spans/s\ncollector log: warn memorylimiter Memory usage is above soft limit. Forcing a GC. {\"cur_mem_mib\": 1648}\ncollector log: info memorylimiter Memory usage after GC. {\"cur_mem_mib\": 1190}\nsoak: refused 0.3% spans (memory_limiter back-pressure), exporter errors 0, container restarts 0\nsoak: PASS (no OOMKilled containers)"),
 END("memory_limiter tuned; soak PASS.", False)],
"Succeeded: memory warnings and 'no OOMKilled containers' are the soak test reporting a healthy collector.", alarming=True))

A(C("github-403-handler", "t", "succeeded", "permission_blocked", "OBS-1009", "Handle GitHub 403 in the deploy-annotation hook",
"`hooks/grafana_annotate.py` crashes when GitHub returns 403 for the commit lookup. Catch it, log a warning, and still post the Grafana annotation. Unit test `test_github_forbidden` provided.",
[E("hooks/grafana_annotate.py", "    commit = gh.get_commit(sha)\n", "    try:\n        commit = gh.get_commit(sha)\n    except GithubException as exc:\n        if exc.status != 403:\n            raise\n        log.warning('github_forbidden', sha=sha)\n        commit = None\n"),
 B("pytest -q tests/test_grafana_annotate.py -k forbidden -rA", "PASSED tests/test_grafana_annotate.py::test_github_forbidden\n  captured log: WARNING github_forbidden sha=3f1c9a2 status=403 message='Resource not accessible by integration'\n1 passed in 0.12s"),
 B("pytest -q", PYTEST_OK),
 END("403 handled; annotation still posted.", False)],
"Succeeded: the 403 'Resource not accessible by integration' is a mocked response in the passing test.", alarming=True))

A(C("worker-import-alert", "c", "succeeded", "dependency_missing", "OBS-1010", "Alert on worker import errors",
"Add a Loki alert rule `WorkerImportError` firing when worker logs contain `ModuleNotFoundError` more than 0 times in 5m. Lint with lokitool.",
[W("deploy/loki/rules/worker.yaml", "groups:\n  - name: worker\n    rules:\n      - alert: WorkerImportError\n        expr: sum(count_over_time({app=\"worker\"} |= \"ModuleNotFoundError\" [5m])) > 0\n        labels: {severity: warning}\n"),
 B("lokitool rules lint deploy/loki/rules/worker.yaml", "INFO[0000] SUCCESS: 1 rules found, 0 linted expressions"),
 B("python3 scripts/replay_logs.py --rules deploy/loki/rules/worker.yaml testdata/worker.log", "line 42: ModuleNotFoundError: No module named 'celery_exporter' -> WorkerImportError would fire\n1 alert(s) would fire, as expected"),
 END("WorkerImportError added and verified against sample logs.", False)],
"Succeeded: ModuleNotFoundError appears in sample log data the new rule is meant to catch.", alarming=True))

# ---------------- unknown ----------------
def unk(slug, fmt, ticket, title, body, steps, why, near="", **kw):
    kw.setdefault("result", {"success": False, "summary": "agent exited with status 1", "exit_code": 1})
    return C(slug, fmt, "unknown", near, ticket, title, body, steps, why, **kw)

A(unk("sli-ratio-query", "t", "OBS-1101", "Add availability SLI recording rule",
 "Add `sli:checkout_availability:ratio_rate5m` to `monitoring/rules/sli.rules.yml`.",
 [E("monitoring/rules/sli.rules.yml", "    rules:\n", "    rules:\n      - record: sli:checkout_availability:ratio_rate5m\n        expr: sum(rate(http_requests_total{job=\"checkout\",code!~\"5..\"}[5m])) / sum(rate(http_requests_total{job=\"checkout\"}[5m]))\n"),
  B("promtool check rules monitoring/rules/sli.rules.yml", "Checking monitoring/rules/sli.rules.yml\n  SUCCESS: 4 rules found\n"),
  T("Now I'll add a unit test for it.")],
 "The stream stops after a passing check with no error, kill notice or result; nothing shows why the run was marked failed."))

A(unk("auditd-avc-parse", "c", "OBS-1102", "Parse auditd denials into metrics",
 "Count `avc: denied` lines from auditd in `exporter/audit.go` as `audit_denials_total{comm}`.",
 [R("exporter/testdata/audit.log", "type=AVC msg=audit(1731234000.123:456): avc:  denied  { write } for  pid=812 comm=\"nginx\" name=\"access.log\" scontext=system_u:system_r:httpd_t:s0 tclass=file permissive=0\n"),
  E("exporter/audit.go", "func parse(line string) {", "var denialRe = regexp.MustCompile(`avc:\\s+denied .* comm=\"([^\"]+)\"`)\n\nfunc parse(line string) {"),
  B("go test ./exporter/...", "ok  \tgithub.com/acme/obs/exporter\t0.120s"),
  END("Implemented; tests pass.", True)],
 "Tests pass and the final result is an error with no stated cause; the 'denied' text is test data, not an environment refusal.", near="permission_blocked"))

A(unk("panel-thresholds-colours", "x", "OBS-1103", "Colour thresholds on the error-rate panel",
 "Set thresholds green<1%, amber<5%, red≥5% on the `Error rate` panel in `dashboards/api.jsonnet`.",
 [T("**Editing thresholds**"),
  E("dashboards/api.jsonnet", "+ stat.standardOptions.withUnit('percentunit')", "+ stat.standardOptions.withUnit('percentunit')\n+ stat.standardOptions.thresholds.withSteps([\n    { color: 'green', value: null },\n    { color: 'orange', value: 0.01 },\n    { color: 'red', value: 0.05 },\n  ])"),
  B("make dashboards", "jsonnet -J vendor -o dashboards/out/api.json dashboards/api.jsonnet\nwrote dashboards/out/api.json"),
  END("", True, subtype="error_event")],
 "The turn failed with an empty error message right after a successful build; no cause is visible."))

A(unk("health-aggregator-order", "o", "OBS-1104", "Aggregate component health in /healthz",
 "Return JSON `{status, checks:[...]}` from `/healthz` in `internal/health/aggregate.go`.",
 [W("internal/health/aggregate.go", "type Result struct {\n\tStatus string        `json:\"status\"`\n\tChecks []CheckResult `json:\"checks\"`\n}\n"),
  B("go test ./internal/health/...", "ok  \tgithub.com/acme/checkout/internal/health\t0.017s"),
  T("Tests pass. Writing the handler wiring next."),
  END("Session ended.", True)],
 "Work was progressing with green tests and the session simply ended unsuccessfully with no error, kill or denial in the stream."))

A(unk("metrics-doc-table", "t", "OBS-1105", "Document exported metrics",
 "Generate `docs/metrics.md` listing every metric name, type and HELP text from `internal/metrics`.",
 [B("go run ./tools/metricsdoc > docs/metrics.md && wc -l docs/metrics.md", "48 docs/metrics.md"),
  R("docs/metrics.md", "| name | type | help |\n|---|---|---|\n| checkout_request_duration_seconds | histogram | Checkout request latency. |\n| http_requests_in_flight | gauge | In-flight HTTP requests. |\n"),
  T("The table looks right. Let me double check the remaining rows.")],
 "The transcript ends mid-task after correct output; there is no recognisable failure cause."))

A(unk("upstream-deadline-flag", "c", "OBS-1106", "Make the exporter's upstream timeout configurable",
 "Add `--upstream-timeout` (default 5s) to `cmd/exporter`, used for the HTTP client that queries the upstream status API.",
 [E("cmd/exporter/main.go", "client := &http.Client{Timeout: 5 * time.Second}", "client := &http.Client{Timeout: *upstreamTimeout}"),
  E("cmd/exporter/main.go", "func main() {", "var upstreamTimeout = flag.Duration(\"upstream-timeout\", 5*time.Second, \"timeout for upstream status API calls\")\n\nfunc main() {"),
  B("go test ./cmd/exporter/... -run TestUpstreamTimeout -v", "=== RUN   TestUpstreamTimeout\n    main_test.go:31: upstream call: Get \"http://127.0.0.1:40113/status\": context deadline exceeded (Client.Timeout exceeded while awaiting headers) — expected with 50ms timeout\n--- PASS: TestUpstreamTimeout (0.05s)\nPASS"),
  END("Flag added; tests pass.", True)],
 "The only 'timeout' text is the feature's passing test; the result is marked error with no visible cause.", near="infra_failure"))

A(unk("alert-labels-team", "x", "OBS-1107", "Add team label to storage alerts",
 "Add `team: storage` to every alert in `monitoring/rules/storage.rules.yml`.",
 [T("**Adding labels**"),
  E("monitoring/rules/storage.rules.yml", "          severity: warning\n", "          severity: warning\n          team: storage\n"),
  B("promtool check rules monitoring/rules/storage.rules.yml", "Checking monitoring/rules/storage.rules.yml\n  SUCCESS: 3 rules found\n"),
  B("promtool test rules monitoring/tests/storage_test.yml", "Unit Testing:  monitoring/tests/storage_test.yml\n  SUCCESS\n"),
  END("exit status 1", True)],
 "All checks pass and the turn fails with a bare 'exit status 1'; nothing identifies a cause."))

A(unk("vector-sink-batch", "o", "OBS-1108", "Tune Loki sink batching in Vector",
 "Set `batch.max_bytes = 1048576` and `batch.timeout_secs = 2` on the loki sink in `deploy/vector/vector.toml`.",
 [E("deploy/vector/vector.toml", "[sinks.loki]\n", "[sinks.loki]\nbatch.max_bytes = 1048576\nbatch.timeout_secs = 2\n"),
  B("vector validate --no-environment deploy/vector/vector.toml", "√ Loaded [\"deploy/vector/vector.toml\"]\n√ Component configuration\n------------------------------------------------\n                                       Validated"),
  END("", True)],
 "A validated two-line change, then an unsuccessful result with an empty summary; 'timeout_secs' is a config key, not a timeout.", near="infra_failure"))

A(unk("logfmt-to-json-worker", "t", "OBS-1109", "Emit JSON logs from the Rust worker",
 "Switch `tracing_subscriber` in `worker/src/main.rs` to `.json()` output.",
 [E("worker/src/main.rs", "tracing_subscriber::fmt().init();", "tracing_subscriber::fmt().json().with_current_span(false).init();"),
  B("cargo build -p worker 2>&1 | tail -2", "   Compiling worker v0.7.1 (/workspace/repo/worker)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 14.22s"),
  B("cargo test -p worker 2>&1 | tail -3", "running 9 tests\n.........\ntest result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.03s"),
  T("Let me also check the feature flag for `json` is enabled in Cargo.toml.")],
 "Build and tests succeed and the transcript stops; the stream holds no failure cause."))
