"""No recognisable cause (unknown) and runs that did not fail (succeeded, with alarming words)."""
from gen_lib import say, think, sh, read, edit, write, grep, glob, todo, notice, denied, end
from noise import intro, gitlog, precommit, noise_block

CASES = []


def add(**kw):
    CASES.append(kw)


# ============================================================================ unknown
add(slug="statuspage-maintenance-banner", format="claude", ticket="WEB-1988", repo="statuspage-web",
    title="Show scheduled maintenance as a banner on the status page",
    body="""
Scheduled maintenances from `GET /api/v1/maintenances?upcoming=1` should render as a yellow banner above the
component list (`src/components/Banner.tsx`). Unit tests with vitest.
""",
    mode="unknown", near="",
    why="The agent implemented the banner, tests and lint pass and nothing in the stream errs; the run is marked Failed with no cause visible.",
    steps=intro(files=["src", "public", "package.json", "vite.config.ts", "vitest.config.ts"]) + noise_block("node", 6) + [
        read("src/components/Banner.tsx", """export function Banner({ kind, children }: { kind: "info" | "warn"; children: React.ReactNode }) {
  return <div className={`banner banner-${kind}`}>{children}</div>;
}"""),
        write("src/components/MaintenanceBanner.tsx", """import { useQuery } from "@tanstack/react-query";
import { Banner } from "./Banner";
import { fetchUpcomingMaintenances } from "../lib/api";

export function MaintenanceBanner() {
  const { data = [] } = useQuery({ queryKey: ["maintenances"], queryFn: fetchUpcomingMaintenances });
  if (data.length === 0) return null;
  const next = data[0];
  return <Banner kind="warn">Scheduled maintenance: {next.title} ({new Date(next.starts_at).toUTCString()})</Banner>;
}
"""),
        edit("src/App.tsx", "      <ComponentList />", "      <MaintenanceBanner />\n      <ComponentList />"),
        write("src/components/MaintenanceBanner.test.tsx", """import { render, screen } from "@testing-library/react";
import { MaintenanceBanner } from "./MaintenanceBanner";
import { withQuery, mockApi } from "../test/utils";

test("renders the next maintenance", async () => {
  mockApi("/api/v1/maintenances", [{ title: "DB upgrade", starts_at: "2026-11-02T02:00:00Z" }]);
  render(withQuery(<MaintenanceBanner />));
  expect(await screen.findByText(/DB upgrade/)).toBeInTheDocument();
});
"""),
        sh("npx vitest run --reporter=dot", "\n \u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\n\n Test Files  8 passed (8)\n      Tests  23 passed (23)\n   Duration  2.08s"),
        sh("npm run lint --silent && npx tsc -p . --noEmit && echo ok", "ok"),
        end("ok", "Added `MaintenanceBanner` (uses the existing `Banner` with kind=warn) above the component list, with a vitest test. Lint, typecheck and all 23 tests pass."),
    ])

add(slug="kafka-lag-exporter-labels", format="claude", ticket="OBS-892", repo="kafka-lag-exporter",
    title="Add `team` label to consumer-lag metrics",
    body="""
Consumer-lag metrics need a `team` label (from the `team` key in `config/groups.yaml`) so alerts can be routed.
""",
    mode="unknown", near="",
    why="Work proceeded normally (edits, passing go test) and the session ended with an engine error result that carries no message; nothing in the stream identifies a cause.",
    steps=intro(files=["cmd", "internal", "config", "go.mod", "Makefile"], kind="go") + [
        read("config/groups.yaml", """groups:
  - name: orders-export
    team: data
  - name: payments-ledger
    team: payments
  - name: search-indexer
    team: search"""),
        grep("NewGaugeVec", "internal/metrics/metrics.go:14:\tLag = prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: \"kafka_consumergroup_lag\"}, []string{\"group\", \"topic\", \"partition\"})"),
        edit("internal/metrics/metrics.go", "[]string{\"group\", \"topic\", \"partition\"})", "[]string{\"group\", \"topic\", \"partition\", \"team\"})"),
        edit("internal/collect/collect.go", "\tmetrics.Lag.WithLabelValues(g.Name, p.Topic, strconv.Itoa(p.Partition)).Set(float64(lag))", "\tmetrics.Lag.WithLabelValues(g.Name, p.Topic, strconv.Itoa(p.Partition), g.Team).Set(float64(lag))"),
        edit("internal/config/config.go", "\tName string `yaml:\"name\"`", "\tName string `yaml:\"name\"`\n\tTeam string `yaml:\"team\"`"),
        sh("go test ./...", "ok  \tgithub.com/acme/kafka-lag-exporter/internal/collect\t0.012s\nok  \tgithub.com/acme/kafka-lag-exporter/internal/config\t0.004s\nok  \tgithub.com/acme/kafka-lag-exporter/internal/metrics\t0.003s"),
        say("Tests pass. Updating the README metric table."),
        edit("README.md", "| kafka_consumergroup_lag | group, topic, partition |", "| kafka_consumergroup_lag | group, topic, partition, team |"),
        end("fail", "", subtype="error_during_execution"),
    ])

add(slug="tls-expiry-exporter-fixtures", format="claude", ticket="SRE-1666", repo="tls-expiry-exporter",
    title="tls-expiry-exporter: report probe errors as a metric",
    body="""
When a TLS probe fails (connection refused, handshake error, permission denied reading a local cert file), the
exporter logs and drops it. Expose `tls_probe_errors_total{target,reason}` instead. Existing tests use fixtures
in `testdata/` that simulate each failure.
""",
    mode="unknown", near="permission_blocked",
    why="All 'permission denied' / 'timed out' strings are fixture output of the code under test and every test passes; the stream then simply stops with no error, notice or result.",
    steps=intro(files=["cmd", "internal", "testdata", "go.mod", "Makefile"], kind="go") + noise_block("ci", 4) + [
        read("internal/probe/probe.go", """func (p *Prober) Probe(ctx context.Context, t Target) (time.Time, error) {
	if t.File != "" {
		return p.fromFile(t.File)
	}
	return p.fromConn(ctx, t.Addr)
}""", start=31),
        edit("internal/probe/probe.go", "func (p *Prober) Probe(ctx context.Context, t Target) (time.Time, error) {", "var probeErrors = promauto.NewCounterVec(prometheus.CounterOpts{Name: \"tls_probe_errors_total\"}, []string{\"target\", \"reason\"})\n\nfunc (p *Prober) Probe(ctx context.Context, t Target) (exp time.Time, err error) {\n\tdefer func() {\n\t\tif err != nil {\n\t\t\tprobeErrors.WithLabelValues(t.Name, reason(err)).Inc()\n\t\t}\n\t}()"),
        write("internal/probe/reason.go", """package probe

import (
	"errors"
	"io/fs"
	"net"
	"syscall"
)

func reason(err error) string {
	var ne net.Error
	switch {
	case errors.Is(err, fs.ErrPermission):
		return "permission"
	case errors.Is(err, syscall.ECONNREFUSED):
		return "refused"
	case errors.As(err, &ne) && ne.Timeout():
		return "timeout"
	default:
		return "other"
	}
}
"""),
        sh("go test ./internal/probe/ -v 2>&1 | tail -n 16", "=== RUN   TestProbeErrors/unreadable_cert_file\n    probe_test.go:58: probe error: open testdata/locked.pem: permission denied\n=== RUN   TestProbeErrors/refused\n    probe_test.go:58: probe error: dial tcp 127.0.0.1:1: connect: connection refused\n=== RUN   TestProbeErrors/handshake_timeout\n    probe_test.go:58: probe error: tls: handshake timed out after 200ms\n--- PASS: TestProbeErrors (0.21s)\n    --- PASS: TestProbeErrors/unreadable_cert_file (0.00s)\n    --- PASS: TestProbeErrors/refused (0.00s)\n    --- PASS: TestProbeErrors/handshake_timeout (0.20s)\n=== RUN   TestReason\n--- PASS: TestReason (0.00s)\nPASS\nok  \tgithub.com/acme/tls-expiry-exporter/internal/probe\t0.224s"),
        write("internal/probe/metrics_test.go", """package probe

import (
	"testing"

	"github.com/prometheus/client_golang/prometheus/testutil"
)

func TestProbeErrorsCounted(t *testing.T) {
	p := New()
	_, _ = p.Probe(ctx, Target{Name: "locked", File: "testdata/locked.pem"})
	if got := testutil.ToFloat64(probeErrors.WithLabelValues("locked", "permission")); got != 1 {
		t.Fatalf("got %v", got)
	}
}
"""),
        sh("go test ./... 2>&1 | tail -n 4", "ok  \tgithub.com/acme/tls-expiry-exporter/cmd/exporter\t0.006s\nok  \tgithub.com/acme/tls-expiry-exporter/internal/config\t0.004s\nok  \tgithub.com/acme/tls-expiry-exporter/internal/probe\t0.231s"),
        say("All packages pass, including the new counter test. Next I'll document the metric in the README."),
        read("README.md", """## Metrics

| name | labels | description |
|---|---|---|
| tls_cert_not_after_seconds | target | certificate expiry (unix time) |"""),
        end("cut"),
    ])

add(slug="cfn-drift-report-weekly", cwd="/home/sam/infra-reports", format="claude-transcript", repo="infra-reports", branch="plat-2470",
    ticket="PLAT-2470", title="Weekly CloudFormation drift report to Slack",
    body="""
Add `reports/cfn_drift.py`: detect drift for every stack tagged `owner=platform`, post a summary to #platform-ops.
""",
    user_prompt="PLAT-2470 write reports/cfn_drift.py - run drift detection for stacks tagged owner=platform and post a summary to #platform-ops via the existing slack helper. unit tests with moto",
    mode="unknown", near="dependency_missing",
    why="The agent hit and fixed a missing module (moto) and a transient pip retry, then finished with passing tests; nothing in the stream explains why the run was marked Failed.",
    steps=[
        sh("git status --short --branch && ls reports tests", "## plat-2470\nreports:\n__init__.py\ncost_anomalies.py\nslack.py\n\ntests:\n__init__.py\ntest_cost_anomalies.py"),
        read("reports/slack.py", """import os

import requests


def post(channel: str, text: str) -> None:
    requests.post(os.environ["SLACK_WEBHOOK"], json={"channel": channel, "text": text}, timeout=10).raise_for_status()"""),
        write("reports/cfn_drift.py", """import time

import boto3

from reports.slack import post


def platform_stacks(cfn):
    for page in cfn.get_paginator("describe_stacks").paginate():
        for s in page["Stacks"]:
            if {"Key": "owner", "Value": "platform"} in s.get("Tags", []):
                yield s["StackName"]


def drift(cfn, stack):
    det = cfn.detect_stack_drift(StackName=stack)["StackDriftDetectionId"]
    while True:
        st = cfn.describe_stack_drift_detection_status(StackDriftDetectionId=det)
        if st["DetectionStatus"] != "DETECTION_IN_PROGRESS":
            return st.get("StackDriftStatus", "UNKNOWN")
        time.sleep(2)


def main():
    cfn = boto3.client("cloudformation")
    drifted = [s for s in platform_stacks(cfn) if drift(cfn, s) == "DRIFTED"]
    post("#platform-ops", f"CFN drift: {len(drifted)} platform stacks drifted: {', '.join(drifted) or 'none'}")
"""),
        write("tests/test_cfn_drift.py", """from moto import mock_aws

from reports import cfn_drift


@mock_aws
def test_platform_stacks_filter():
    import boto3
    cfn = boto3.client("cloudformation", region_name="eu-west-1")
    body = '{"Resources": {"B": {"Type": "AWS::S3::Bucket"}}}'
    cfn.create_stack(StackName="a", TemplateBody=body, Tags=[{"Key": "owner", "Value": "platform"}])
    cfn.create_stack(StackName="b", TemplateBody=body, Tags=[{"Key": "owner", "Value": "data"}])
    assert list(cfn_drift.platform_stacks(cfn)) == ["a"]
"""),
        sh("python -m pytest -q tests/test_cfn_drift.py", "ImportError while importing test module '/home/sam/infra-reports/tests/test_cfn_drift.py'.\nTraceback:\ntests/test_cfn_drift.py:1: in <module>\n    from moto import mock_aws\nE   ModuleNotFoundError: No module named 'moto'\n1 error in 0.18s", rc=2),
        sh("pip install 'moto[cloudformation]==5.0.18'", "Collecting moto==5.0.18 (from moto[cloudformation]==5.0.18)\n  WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError(\"HTTPSConnectionPool(host='files.pythonhosted.org', port=443): Read timed out. (read timeout=15)\")': /packages/8f/3e/moto-5.0.18-py3-none-any.whl\n  Downloading moto-5.0.18-py3-none-any.whl (4.2 MB)\nInstalling collected packages: xmltodict, jsonpatch, cfn-lint, moto\nSuccessfully installed cfn-lint-1.17.1 jsonpatch-1.33 moto-5.0.18 xmltodict-0.14.2"),
        sh("python -m pytest -q tests/", "....                                                                     [100%]\n4 passed in 2.71s"),
        edit("requirements-dev.txt", "pytest==8.3.3", "pytest==8.3.3\nmoto[cloudformation]==5.0.18"),
        sh("ruff check reports tests && echo ok", "ok"),
        end("ok", "Added reports/cfn_drift.py (drift detection for owner=platform stacks, Slack summary via reports.slack) with a moto-based test; moto added to requirements-dev.txt. All 4 tests pass."),
    ])

add(slug="staging-overlay-replicas", format="claude-transcript", repo="k8s-manifests", branch="ops-97",
    watchdog={"reason_code": "unanswered_human", "message": "agent asked a question and waited 1800s without an answer", "tool_name": ""},
    ticket="OPS-97", title="Scale search-api to 4 replicas in staging",
    body="""
Load tests start next week. Set `replicas: 4` for `search-api` in the staging overlay.
""",
    user_prompt="OPS-97 bump search-api to 4 replicas in the staging overlay for next week's load tests",
    mode="unknown", near="",
    why="The change was made and validated; the agent then asked whether prod should change too and the session waited until the unanswered-question watchdog ended it, which is not a code or environment failure.",
    steps=[
        sh("git status --short --branch && ls overlays/staging", "## ops-97\nkustomization.yaml\npatches"),
        read("overlays/staging/patches/search-api.yaml", """apiVersion: apps/v1
kind: Deployment
metadata:
  name: search-api
spec:
  replicas: 2"""),
        edit("overlays/staging/patches/search-api.yaml", "  replicas: 2", "  replicas: 4", start=6),
        sh("kustomize build overlays/staging | yq 'select(.kind==\"Deployment\" and .metadata.name==\"search-api\") | .spec.replicas'", "4"),
        sh("kustomize build overlays/staging | kubeconform -strict -summary -ignore-missing-schemas", "Summary: 52 resources found in 1 file - Valid: 50, Invalid: 0, Errors: 0, Skipped: 2"),
        sh("grep -rn 'minReplicas\\|maxReplicas' overlays/staging base/search-api", "base/search-api/hpa.yaml:9:  minReplicas: 2\nbase/search-api/hpa.yaml:10:  maxReplicas: 6"),
        say("Staging now renders 4 replicas and validates. Note the HPA in base has `minReplicas: 2`, so it may scale staging back down when idle. Should I also raise the HPA minimum for staging, and do you want the same change in prod for the load test window?"),
    ])

add(slug="container-restarts-alert-rule", format="claude-transcript", repo="platform-monitoring", branch="obs-899",
    ticket="OBS-899", title="Alert on containers OOMKilled more than 3 times in 1h",
    body="""
Add `KubeContainerOOMKilledRepeatedly`: fire when a container was OOMKilled more than 3 times in the last hour
(kube-state-metrics), severity ticket, with a promtool unit test.
""",
    user_prompt="OBS-899 add an alert KubeContainerOOMKilledRepeatedly - container OOMKilled > 3 times in 1h, severity ticket, plus a promtool test",
    mode="unknown", near="infra_failure",
    why="OOMKilled is the subject of the alert the agent was writing (rule and test output), not something that happened to the run; the rule and its test pass and the stream then stops without any error.",
    steps=[
        sh("git status --short --branch && ls rules tests", "## obs-899\nrules:\napiserver.yaml\netcd.yaml\ningress.yaml\nkube-containers.yaml\nnode.yaml\n\ntests:\napiserver_test.yaml\netcd_test.yaml\nkube-containers_test.yaml"),
        read("rules/kube-containers.yaml", """groups:
  - name: kube-containers
    rules:
      - alert: KubeContainerWaiting
        expr: sum by (namespace, pod, container) (kube_pod_container_status_waiting_reason) > 0
        for: 1h
        labels:
          severity: ticket"""),
        edit("rules/kube-containers.yaml", "        for: 1h\n        labels:\n          severity: ticket", """        for: 1h
        labels:
          severity: ticket
      - alert: KubeContainerOOMKilledRepeatedly
        expr: |
          sum by (namespace, pod, container) (
            increase(kube_pod_container_status_restarts_total[1h])
            * on (namespace, pod, container) group_left
            (kube_pod_container_status_last_terminated_reason{reason="OOMKilled"} == 1)
          ) > 3
        labels:
          severity: ticket
        annotations:
          summary: "{{ $labels.container }} in {{ $labels.namespace }}/{{ $labels.pod }} OOMKilled {{ $value }} times in 1h\"""", start=6),
        edit("tests/kube-containers_test.yaml", "tests:", """tests:
  - interval: 5m
    input_series:
      - series: 'kube_pod_container_status_restarts_total{namespace="orders",pod="orders-worker-0",container="worker"}'
        values: '0 1 2 3 4 5 6 7 8 9 10 11 12'
      - series: 'kube_pod_container_status_last_terminated_reason{namespace="orders",pod="orders-worker-0",container="worker",reason="OOMKilled"}'
        values: '1x12'
    alert_rule_test:
      - eval_time: 60m
        alertname: KubeContainerOOMKilledRepeatedly
        exp_alerts:
          - exp_labels: {namespace: orders, pod: orders-worker-0, container: worker, severity: ticket}
            exp_annotations:
              summary: "worker in orders/orders-worker-0 OOMKilled 12 times in 1h\""""),
        sh("promtool check rules rules/kube-containers.yaml", "Checking rules/kube-containers.yaml\n  SUCCESS: 2 rules found"),
        sh("promtool test rules tests/kube-containers_test.yaml", "Unit Testing:  tests/kube-containers_test.yaml\n  FAILED:\n    alertname: KubeContainerOOMKilledRepeatedly, time: 1h, \n        exp:[\n            0:\n              Labels:{alertname=\"KubeContainerOOMKilledRepeatedly\", container=\"worker\", namespace=\"orders\", pod=\"orders-worker-0\", severity=\"ticket\"}\n              Annotations:{summary=\"worker in orders/orders-worker-0 OOMKilled 12 times in 1h\"}\n            ], \n        got:[\n            0:\n              Labels:{alertname=\"KubeContainerOOMKilledRepeatedly\", container=\"worker\", namespace=\"orders\", pod=\"orders-worker-0\", severity=\"ticket\"}\n              Annotations:{summary=\"worker in orders/orders-worker-0 OOMKilled 12.631578947368421 times in 1h\"}\n            ]", rc=1),
        say("The alert fires as expected; only the annotation differs because increase() extrapolates. I'll format the value with `printf \"%.0f\"` in the summary."),
        edit("rules/kube-containers.yaml", "OOMKilled {{ $value }} times in 1h", "OOMKilled {{ $value | printf \"%.0f\" }} times in 1h"),
        edit("tests/kube-containers_test.yaml", "OOMKilled 12 times in 1h", "OOMKilled 13 times in 1h"),
        sh("promtool test rules tests/*.yaml", "Unit Testing:  tests/apiserver_test.yaml\n  SUCCESS\n\nUnit Testing:  tests/etcd_test.yaml\n  SUCCESS\n\nUnit Testing:  tests/kube-containers_test.yaml\n  SUCCESS"),
        say("All rule tests pass. Adding a runbook link next."),
    ])

add(slug="gh-api-backoff-helper", format="codex", ticket="PLAT-2474", repo="repo-janitor",
    title="repo-janitor: back off on GitHub secondary rate limits",
    body="""
The nightly repo-janitor archives stale branches across ~600 repos and gets `403 You have exceeded a secondary
rate limit`. Honour `Retry-After` / `x-ratelimit-reset` in `janitor/gh.py` with exponential backoff, with tests.
""",
    mode="unknown", near="infra_failure",
    why="The 403/429 rate-limit strings are what the code under test handles and what its mocked tests assert; the work completed with passing tests and no failure appears in the stream.",
    steps=[
        sh("git status --short --branch && sed -n '1,40p' janitor/gh.py", "## main...origin/main\nimport requests\n\nAPI = \"https://api.github.com\"\n\n\nclass GitHub:\n    def __init__(self, token: str):\n        self.s = requests.Session()\n        self.s.headers[\"Authorization\"] = f\"Bearer {token}\"\n\n    def request(self, method: str, path: str, **kw):\n        r = self.s.request(method, f\"{API}{path}\", timeout=30, **kw)\n        r.raise_for_status()\n        return r"),
    ] + noise_block("py", 6, offset=4) + [
        edit("janitor/gh.py", "        r = self.s.request(method, f\"{API}{path}\", timeout=30, **kw)\n        r.raise_for_status()\n        return r", "        for attempt in range(6):\n            r = self.s.request(method, f\"{API}{path}\", timeout=30, **kw)\n            if r.status_code in (403, 429) and _rate_limited(r):\n                time.sleep(_wait_seconds(r, attempt))\n                continue\n            r.raise_for_status()\n            return r\n        r.raise_for_status()\n        return r"),
        edit("janitor/gh.py", "import requests", "import time\n\nimport requests\n\n\ndef _rate_limited(r) -> bool:\n    return \"rate limit\" in r.text.lower() or r.headers.get(\"x-ratelimit-remaining\") == \"0\"\n\n\ndef _wait_seconds(r, attempt: int) -> float:\n    if \"retry-after\" in r.headers:\n        return float(r.headers[\"retry-after\"])\n    if \"x-ratelimit-reset\" in r.headers:\n        return max(0.0, float(r.headers[\"x-ratelimit-reset\"]) - time.time())\n    return min(60.0, 2 ** attempt)"),
        write("tests/test_backoff.py", "import responses\n\nfrom janitor.gh import GitHub\n\n\n@responses.activate\ndef test_secondary_rate_limit_is_retried(monkeypatch):\n    monkeypatch.setattr(\"time.sleep\", lambda s: None)\n    responses.get(\"https://api.github.com/repos/acme/x\", status=403, json={\"message\": \"You have exceeded a secondary rate limit. Please wait a few minutes before you try again.\"}, headers={\"retry-after\": \"60\"})\n    responses.get(\"https://api.github.com/repos/acme/x\", status=200, json={\"name\": \"x\"})\n    assert GitHub(\"t\").request(\"GET\", \"/repos/acme/x\").json()[\"name\"] == \"x\"\n\n\n@responses.activate\ndef test_plain_403_is_not_retried():\n    responses.get(\"https://api.github.com/repos/acme/y\", status=403, json={\"message\": \"Resource not accessible by integration\"})\n    import pytest, requests\n    with pytest.raises(requests.HTTPError):\n        GitHub(\"t\").request(\"GET\", \"/repos/acme/y\")\n"),
        sh("python -m pytest -q tests/test_backoff.py -rA 2>&1 | tail -n 5", "PASSED tests/test_backoff.py::test_secondary_rate_limit_is_retried\nPASSED tests/test_backoff.py::test_plain_403_is_not_retried\n2 passed in 0.11s"),
        sh("python -m pytest -q", "................................                                         [100%]\n32 passed in 1.84s"),
        end("ok", "janitor/gh.py now retries 403/429 responses that are rate limits, honouring Retry-After or x-ratelimit-reset with exponential backoff (max 6 attempts); a plain 403 still fails fast. Tests added; 32 pass."),
    ])

add(slug="terraform-docs-module-readme", format="codex", ticket="PLAT-2480", repo="infra-terraform",
    title="Generate README inputs/outputs for modules/ with terraform-docs",
    body="""
Module READMEs are out of date. Add a `make docs` target running terraform-docs (markdown table, inject mode)
for every module under `modules/` and commit the regenerated READMEs.
""",
    mode="unknown", near="scope_creep",
    why="Regenerating every module README was exactly what the ticket asked for; the run made the change, checks passed and the turn completed normally, yet it was marked Failed with no visible reason.",
    steps=[
        sh("git status --short --branch && ls modules | wc -l && terraform-docs --version", "## main...origin/main\n23\nterraform-docs version v0.19.0 linux/amd64"),
        sh("cat .terraform-docs.yml 2>/dev/null || echo none", "none"),
        write(".terraform-docs.yml", "formatter: markdown table\noutput:\n  file: README.md\n  mode: inject\nsort:\n  by: required\n"),
        edit("Makefile", "fmt:\n\tterraform fmt -recursive", "fmt:\n\tterraform fmt -recursive\n\ndocs:\n\t@for m in modules/*/; do terraform-docs -c .terraform-docs.yml $$m; done"),
        sh("make docs | tail -n 3", "modules/vpc/README.md updated successfully\nmodules/waf/README.md updated successfully\nmodules/sns-alerts/README.md updated successfully"),
        sh("git status --short | wc -l && git diff --stat | tail -n 1", "25\n 25 files changed, 1187 insertions(+), 304 deletions(-)"),
        sh("terraform fmt -check -recursive && tflint --recursive --minimum-failure-severity=error && echo ok", "ok"),
        sh("git add -A && git commit -qm 'docs: terraform-docs for all modules (PLAT-2480)' && git log --oneline -1", "6e1b0d4 docs: terraform-docs for all modules (PLAT-2480)"),
        end("ok", "Added .terraform-docs.yml and a `make docs` target; regenerated the README of all 23 modules (inject mode, inputs sorted by required). fmt and tflint pass; committed."),
    ])

add(slug="mirror-sync-dryrun-report", format="codex", ticket="PLAT-2486", repo="mirror-sync",
    watchdog={"reason_code": "cost_velocity", "message": "cost rate 0.41 USD/min over 10 min exceeded limit 0.30 USD/min", "tool_name": "shell"},
    title="mirror-sync: summarise dry-run output per registry",
    body="""
`mirror-sync --dry-run` prints one line per image tag (~40k lines). Add a `--summary` flag printing per-registry
counts of tags to copy/skip/delete.
""",
    mode="unknown", near="model_confusion",
    why="The agent was doing ordinary, non-repetitive exploration of a large codebase when the cost-velocity watchdog stopped it; no error, loop or wrong action is visible.",
    steps=[
        sh("git status --short --branch && ls", "## main...origin/main\nREADME.md\ncmd\ngo.mod\ngo.sum\ninternal\ntestdata"),
        sh("rg -n 'dry-run|DryRun' --type go | head -n 20", "cmd/mirror-sync/main.go:31:\tflag.BoolVar(&opts.DryRun, \"dry-run\", false, \"print the plan without copying\")\ninternal/plan/plan.go:18:type Plan struct {\ninternal/plan/plan.go:44:func (p *Plan) Print(w io.Writer, dryRun bool) {\ninternal/sync/sync.go:87:\tif opts.DryRun {"),
        sh("sed -n '1,120p' internal/plan/plan.go", "package plan\n\nimport (\n\t\"fmt\"\n\t\"io\"\n)\n\ntype Action int\n\nconst (\n\tCopy Action = iota\n\tSkip\n\tDelete\n)\n\ntype Item struct {\n\tRegistry, Repo, Tag string\n\tAction             Action\n}\n\ntype Plan struct{ Items []Item }\n\nfunc (p *Plan) Print(w io.Writer, dryRun bool) {\n\tfor _, it := range p.Items {\n\t\tfmt.Fprintf(w, \"%s %s/%s:%s\\n\", it.Action, it.Registry, it.Repo, it.Tag)\n\t}\n}"),
        sh("sed -n '1,200p' internal/sync/sync.go", "package sync\n\n// (200 lines of registry client setup, auth, pagination and concurrency control)\n..."),
        sh("wc -l testdata/*.json && head -c 600 testdata/catalog-ghcr.json", "   41872 testdata/catalog-dockerhub.json\n   18230 testdata/catalog-ghcr.json\n   60102 total\n{\"repositories\":[{\"name\":\"acme/api\",\"tags\":[\"1.0.0\",\"1.0.1\",\"1.1.0\",\"1.2.0\",\"1.2.1\"..."),
        sh("go run ./cmd/mirror-sync --config testdata/config.yaml --dry-run | wc -l", "40211"),
        sh("go run ./cmd/mirror-sync --config testdata/config.yaml --dry-run | awk '{print $1, substr($2,1,index($2,\"/\")-1)}' | sort | uniq -c", "  21044 copy docker.io\n   8812 copy ghcr.io\n   6230 skip docker.io\n   2987 skip ghcr.io\n    733 delete docker.io\n    405 delete ghcr.io"),
        sh("sed -n '1,160p' internal/registry/client.go", "package registry\n\n// Client wraps go-containerregistry with retry and auth helpers.\n// (160 lines)\n..."),
        end("cut"),
    ])

add(slug="sops-key-groups-rotation", format="osmia", ticket="SEC-362", repo="secrets-repo", engine="claude-code",
    title="Add the new KMS key to sops creation rules",
    body="""
Add `arn:aws:kms:eu-west-1:481516234200:key/mrk-7f0c...` as a second key group in `.sops.yaml` for
`secrets/prod/*.yaml` and re-encrypt those files with `sops updatekeys`.
""",
    mode="unknown", near="",
    why="The key group was added and all prod secrets re-encrypted and decrypt correctly; the engine then reported failure with a bare exit status and nothing in the stream explains it.",
    osmia_summary="agent process exited with status 1",
    steps=[
        say("Reading the sops config."),
        read(".sops.yaml", """creation_rules:
  - path_regex: secrets/prod/.*\\.yaml$
    key_groups:
      - kms:
          - arn: arn:aws:kms:eu-west-1:481516234200:key/mrk-1a2b3c4d5e6f
  - path_regex: secrets/staging/.*\\.yaml$
    kms: arn:aws:kms:eu-west-1:481516234200:key/mrk-9z8y7x6w5v4u"""),
        edit(".sops.yaml", "          - arn: arn:aws:kms:eu-west-1:481516234200:key/mrk-1a2b3c4d5e6f", "          - arn: arn:aws:kms:eu-west-1:481516234200:key/mrk-1a2b3c4d5e6f\n      - kms:\n          - arn: arn:aws:kms:eu-west-1:481516234200:key/mrk-7f0c2e9d1b3a"),
        sh("ls secrets/prod", "grafana.yaml\nledger-db.yaml\npagerduty.yaml\nslack.yaml"),
        sh("for f in secrets/prod/*.yaml; do sops updatekeys --yes \"$f\"; done", "2026/10/21 09:14:02 Syncing keys for file /workspace/secrets-repo/secrets/prod/grafana.yaml\nThe following changes will be made to the file's groups:\nGroup 2\n+++ arn:aws:kms:eu-west-1:481516234200:key/mrk-7f0c2e9d1b3a\n2026/10/21 09:14:03 File /workspace/secrets-repo/secrets/prod/grafana.yaml synced with new keys\n2026/10/21 09:14:04 File /workspace/secrets-repo/secrets/prod/ledger-db.yaml synced with new keys\n2026/10/21 09:14:05 File /workspace/secrets-repo/secrets/prod/pagerduty.yaml synced with new keys\n2026/10/21 09:14:06 File /workspace/secrets-repo/secrets/prod/slack.yaml synced with new keys"),
        sh("for f in secrets/prod/*.yaml; do sops -d \"$f\" >/dev/null && echo \"ok $f\"; done", "ok secrets/prod/grafana.yaml\nok secrets/prod/ledger-db.yaml\nok secrets/prod/pagerduty.yaml\nok secrets/prod/slack.yaml"),
        sh("yq '.sops.kms | length' secrets/prod/grafana.yaml", "2"),
        sh("git status --short", " M .sops.yaml\n M secrets/prod/grafana.yaml\n M secrets/prod/ledger-db.yaml\n M secrets/prod/pagerduty.yaml\n M secrets/prod/slack.yaml"),
        end("fail", "Added the new KMS key as a second key group for secrets/prod and re-encrypted the four prod files with `sops updatekeys`; all of them decrypt."),
    ])

add(slug="ledger-vacuum-schedule", format="osmia", ticket="DBA-301", repo="db-ops", engine="aider",
    title="Schedule weekly VACUUM ANALYZE for the ledger database",
    body="""
Add a weekly `VACUUM (ANALYZE)` job for the `ledger` database (Sundays 03:00 UTC) to `deploy/maintenance-cronjobs.yaml`
following the pattern of the existing `orders` job.
""",
    mode="unknown", near="",
    why="The agent added the job following the existing pattern and validated it, then stopped on its own, saying only that it wanted a DBA review; there is no error or other recognisable cause.",
    steps=[
        say("Looking at the existing maintenance jobs."),
        read("deploy/maintenance-cronjobs.yaml", """apiVersion: batch/v1
kind: CronJob
metadata:
  name: vacuum-orders
  namespace: data
spec:
  schedule: "0 3 * * 0"
  timeZone: Etc/UTC
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: Never
          containers:
            - name: vacuum
              image: registry.acme.net/dba/psql:16
              args: ["-c", "VACUUM (ANALYZE)"]
              envFrom: [{secretRef: {name: orders-maint}}]"""),
        edit("deploy/maintenance-cronjobs.yaml", "              envFrom: [{secretRef: {name: orders-maint}}]", """              envFrom: [{secretRef: {name: orders-maint}}]
---
apiVersion: batch/v1
kind: CronJob
metadata:
  name: vacuum-ledger
  namespace: data
spec:
  schedule: "0 3 * * 0"
  timeZone: Etc/UTC
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: Never
          containers:
            - name: vacuum
              image: registry.acme.net/dba/psql:16
              args: ["-c", "VACUUM (ANALYZE)"]
              envFrom: [{secretRef: {name: ledger-maint}}]"""),
        sh("kubeconform -strict -summary deploy/maintenance-cronjobs.yaml", "Summary: 2 resources found in 1 file - Valid: 2, Invalid: 0, Errors: 0, Skipped: 0"),
        sh("kubectl -n data get secret ledger-maint -o name", "secret/ledger-maint"),
        sh("git diff --stat", " deploy/maintenance-cronjobs.yaml | 19 +++++++++++++++++++\n 1 file changed, 19 insertions(+)"),
        say("Both jobs now run at the same time on Sunday. That's what the ticket asks, but two VACUUMs on the same primary at once might be worth a DBA's opinion. I'll leave the change uncommitted for review."),
        end("fail", "vacuum-ledger CronJob added (Sun 03:00 UTC) and validated; left uncommitted pending a DBA review of running both vacuums at the same time."),
    ])


# ============================================================================ succeeded (alarming words)
add(slug="pg-backup-deadline-guard", format="claude", ticket="DBA-305", repo="db-ops",
    title="pg-backup: abort dumps that run longer than the maintenance window",
    body="""
Add a `--deadline` option to `backup/dump.py` (default 90 min). If pg_dump is still running at the deadline,
terminate it, remove the partial file and exit 3. Unit tests must cover the timeout path.
""",
    mode="succeeded", near="infra_failure",
    why="All timeout/TimeoutExpired/Killed output comes from the new deadline tests doing exactly what the ticket asked; the run succeeded.",
    steps=intro(files=["backup", "tests", "deploy", "pyproject.toml"], kind="py") + [
        read("backup/dump.py", """import subprocess
import sys


def dump(db: str, out: str) -> int:
    cmd = ["pg_dump", "--format=custom", f"--file={out}", db]
    return subprocess.run(cmd, check=False).returncode


if __name__ == "__main__":
    sys.exit(dump(sys.argv[1], sys.argv[2]))"""),
        edit("backup/dump.py", """def dump(db: str, out: str) -> int:
    cmd = ["pg_dump", "--format=custom", f"--file={out}", db]
    return subprocess.run(cmd, check=False).returncode""", """EXIT_DEADLINE = 3


def dump(db: str, out: str, deadline_s: float = 90 * 60) -> int:
    cmd = ["pg_dump", "--format=custom", f"--file={out}", db]
    proc = subprocess.Popen(cmd)
    try:
        return proc.wait(timeout=deadline_s)
    except subprocess.TimeoutExpired:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
        pathlib.Path(out).unlink(missing_ok=True)
        print(f"pg_dump of {db} timed out after {deadline_s:.0f}s; partial dump removed", file=sys.stderr)
        return EXIT_DEADLINE"""),
        edit("backup/dump.py", "import subprocess\nimport sys", "import pathlib\nimport subprocess\nimport sys"),
        write("tests/test_deadline.py", """import subprocess
import sys

from backup import dump as d


def test_dump_times_out_and_cleans_up(tmp_path, monkeypatch):
    out = tmp_path / "orders.dump"
    out.write_bytes(b"partial")
    monkeypatch.setattr(d.subprocess, "Popen", lambda cmd: subprocess.Popen([sys.executable, "-c", "import time; time.sleep(5)"]))
    assert d.dump("orders", str(out), deadline_s=0.2) == d.EXIT_DEADLINE
    assert not out.exists()


def test_dump_ignores_sigterm_gets_killed(tmp_path, monkeypatch):
    code = "import signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); time.sleep(5)"
    monkeypatch.setattr(d.subprocess, "Popen", lambda cmd: subprocess.Popen([sys.executable, "-c", code]))
    monkeypatch.setattr(d.subprocess.Popen, "wait", subprocess.Popen.wait)
    assert d.dump("orders", str(tmp_path / "x.dump"), deadline_s=0.2) == d.EXIT_DEADLINE
"""),
        sh("python -m pytest -q tests/test_deadline.py -rA 2>&1 | tail -n 12", "..                                                                       [100%]\n==================================== PASSES ====================================\n_______________________ test_dump_times_out_and_cleans_up _______________________\n----------------------------- Captured stderr call -----------------------------\npg_dump of orders timed out after 0s; partial dump removed\n_____________________ test_dump_ignores_sigterm_gets_killed _____________________\n----------------------------- Captured stderr call -----------------------------\npg_dump of orders timed out after 0s; partial dump removed\n=========================== short test summary info ============================\nPASSED tests/test_deadline.py::test_dump_times_out_and_cleans_up\nPASSED tests/test_deadline.py::test_dump_ignores_sigterm_gets_killed\n2 passed in 30.61s"),
        edit("backup/dump.py", "if __name__ == \"__main__\":\n    sys.exit(dump(sys.argv[1], sys.argv[2]))", "if __name__ == \"__main__\":\n    import argparse\n    ap = argparse.ArgumentParser()\n    ap.add_argument(\"db\")\n    ap.add_argument(\"out\")\n    ap.add_argument(\"--deadline\", type=float, default=90, help=\"minutes\")\n    a = ap.parse_args()\n    sys.exit(dump(a.db, a.out, a.deadline * 60))"),
        sh("python -m pytest -q", "..............................                                           [100%]\n30 passed in 31.02s"),
        end("ok", "`backup/dump.py` now takes `--deadline` (minutes, default 90). On timeout it terminates pg_dump (SIGKILL after 30s if it ignores SIGTERM), deletes the partial file and exits 3. Both timeout paths are covered by tests; all 30 tests pass."),
    ])

add(slug="docker-socket-preflight", format="claude", ticket="PLAT-2490", repo="runner-preflight",
    title="Runner preflight: explain docker.sock permission problems",
    body="""
`preflight.sh` just says "docker: FAIL" when the runner user can't reach the Docker socket. Detect the
"permission denied" case and print a hint (add the user to the `docker` group). bats tests with a stubbed docker.
""",
    mode="succeeded", near="permission_blocked",
    why="'permission denied while trying to connect to the Docker daemon socket' is stub output that the new preflight check detects; the tests pass and the task is done.",
    steps=intro(files=["preflight.sh", "tests", "Makefile"], kind="sh") + [
        read("preflight.sh", """#!/usr/bin/env bash
set -uo pipefail
check() { local name=$1; shift; if "$@" >/dev/null 2>&1; then echo "$name: OK"; else echo "$name: FAIL"; fail=1; fi; }
fail=0
check git git --version
check docker docker info
exit $fail"""),
        edit("preflight.sh", "check docker docker info", """if out=$(docker info 2>&1); then
  echo "docker: OK"
elif grep -q "permission denied while trying to connect to the Docker daemon socket" <<<"$out"; then
  echo "docker: FAIL (permission denied on /var/run/docker.sock; add $(id -un) to the docker group and re-login)"
  fail=1
else
  echo "docker: FAIL ($out)"
  fail=1
fi"""),
        write("tests/docker_perm.bats", """setup() { export PATH="$BATS_TEST_DIRNAME/stubs:$PATH"; }

@test "explains docker socket permission problems" {
  DOCKER_STUB=perm run ./preflight.sh
  [ "$status" -eq 1 ]
  [[ "$output" == *"permission denied on /var/run/docker.sock; add"* ]]
}

@test "docker ok" {
  DOCKER_STUB=ok run ./preflight.sh
  [ "$status" -eq 0 ]
}
"""),
        write("tests/stubs/docker", """#!/usr/bin/env bash
case "${DOCKER_STUB:-ok}" in
  perm) echo 'permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get "http://%2Fvar%2Frun%2Fdocker.sock/v1.47/info": dial unix /var/run/docker.sock: connect: permission denied' >&2; exit 1 ;;
  *) echo "Server Version: 27.3.1" ;;
esac
"""),
        sh("chmod +x tests/stubs/docker && bats tests/", "1..5\nok 1 explains docker socket permission problems\nok 2 docker ok\nok 3 git missing fails\nok 4 all ok exits 0\nok 5 prints one line per check"),
        sh("shellcheck preflight.sh tests/stubs/docker && echo shellcheck-ok", "shellcheck-ok"),
        sh("DOCKER_STUB=perm PATH=tests/stubs:$PATH ./preflight.sh; echo \"exit=$?\"", "git: OK\ndocker: FAIL (permission denied on /var/run/docker.sock; add agent to the docker group and re-login)\nexit=1"),
        end("ok", "preflight.sh now recognises the Docker socket 'permission denied' error and prints how to fix it (docker group). Added bats tests with a stubbed docker; all 5 pass and shellcheck is clean."),
    ])

add(slug="s3-inventory-report-csv", format="claude", ticket="OPS-104", repo="ops-tools",
    title="s3_inventory.py: add a --csv output",
    body="""
`scripts/s3_inventory.py` prints a table; finance wants CSV. Add `--csv` writing bucket,objects,bytes,storage_class.
""",
    mode="succeeded", near="test_misunderstanding",
    why="The skipped S3 test was already skipped on main (OPS-88) and the agent did not touch it; the CSV option works and the suite passes.",
    steps=intro(files=["scripts", "tests", "pyproject.toml"], kind="py") + noise_block("py", 10, offset=2) + [
        read("scripts/s3_inventory.py", """def render_table(rows):
    width = max(len(r["bucket"]) for r in rows)
    for r in rows:
        print(f"{r['bucket']:<{width}}  {r['objects']:>10}  {r['bytes']:>14}  {r['storage_class']}")""", start=40),
        edit("scripts/s3_inventory.py", "def render_table(rows):", "def render_csv(rows, out=sys.stdout):\n    w = csv.DictWriter(out, fieldnames=[\"bucket\", \"objects\", \"bytes\", \"storage_class\"])\n    w.writeheader()\n    w.writerows(rows)\n\n\ndef render_table(rows):", start=40),
        edit("scripts/s3_inventory.py", "    ap.add_argument(\"--region\", default=\"eu-west-1\")", "    ap.add_argument(\"--region\", default=\"eu-west-1\")\n    ap.add_argument(\"--csv\", action=\"store_true\", help=\"write CSV to stdout\")"),
        edit("scripts/s3_inventory.py", "    render_table(rows)", "    (render_csv if args.csv else render_table)(rows)"),
        edit("scripts/s3_inventory.py", "import argparse", "import argparse\nimport csv\nimport sys"),
        write("tests/test_s3_inventory_csv.py", """import io

from scripts.s3_inventory import render_csv


def test_csv_header_and_rows():
    buf = io.StringIO()
    render_csv([{"bucket": "logs", "objects": 3, "bytes": 42, "storage_class": "STANDARD"}], buf)
    assert buf.getvalue().splitlines() == ["bucket,objects,bytes,storage_class", "logs,3,42,STANDARD"]
"""),
        sh("python -m pytest -q -rs tests/", "...........s..........................                                    [100%]\n=========================== short test summary info ============================\nSKIPPED [1] tests/test_s3_inventory.py:44: flaky against moto's S3 list_objects_v2 pagination, see OPS-88\n37 passed, 1 skipped in 2.94s"),
        sh("git log -1 --format='%h %ad %s' -S 'see OPS-88' -- tests/test_s3_inventory.py", "1f7c0d2 Tue Jun 3 10:12:44 2025 +0200 tests: skip paginated inventory test (moto bug, OPS-88)"),
        say("The one skipped test has been skipped on main since June 2025 (OPS-88) and is unrelated to this change; I left it as is."),
        end("ok", "Added `--csv` to scripts/s3_inventory.py (bucket, objects, bytes, storage_class) with a unit test. Suite: 37 passed, 1 skipped (the pre-existing OPS-88 skip, untouched)."),
    ])

add(slug="status-sync-github-backoff", format="claude", ticket="PLAT-2495", repo="status-sync",
    title="status-sync: mirror deployment statuses to the on-call channel",
    body="""
`status-sync` should post GitHub deployment status changes for `acme/checkout` to #deploys. Use the existing
GitHub client (it already retries rate limits). Verify against the real API with a read-only token.
""",
    mode="succeeded", near="infra_failure",
    why="The agent's one live GitHub call hit a secondary rate limit, waited out the Retry-After and succeeded; the feature and tests are complete.",
    steps=intro(files=["status_sync", "tests", "pyproject.toml"], kind="py") + noise_block("ci", 4) + [
        read("status_sync/github.py", """class GitHub:
    def deployments(self, repo: str, environment: str):
        return self.get(f"/repos/{repo}/deployments", params={"environment": environment, "per_page": 20})

    def statuses(self, repo: str, deployment_id: int):
        return self.get(f"/repos/{repo}/deployments/{deployment_id}/statuses")""", start=40),
        write("status_sync/deploys.py", """from status_sync.github import GitHub
from status_sync.slack import post


def sync(gh: GitHub, repo: str, environment: str, seen: set[int]) -> int:
    posted = 0
    for d in gh.deployments(repo, environment):
        for s in gh.statuses(repo, d["id"]):
            if s["id"] in seen:
                continue
            seen.add(s["id"])
            post("#deploys", f"{repo} {environment} {d['ref'][:7]}: {s['state']}")
            posted += 1
    return posted
"""),
        write("tests/test_deploys.py", """from status_sync.deploys import sync


class FakeGH:
    def deployments(self, repo, env):
        return [{"id": 1, "ref": "abcdef123"}]

    def statuses(self, repo, did):
        return [{"id": 10, "state": "success"}, {"id": 11, "state": "in_progress"}]


def test_posts_each_status_once(monkeypatch):
    sent = []
    monkeypatch.setattr("status_sync.deploys.post", lambda ch, text: sent.append(text))
    seen = set()
    assert sync(FakeGH(), "acme/checkout", "prod", seen) == 2
    assert sync(FakeGH(), "acme/checkout", "prod", seen) == 0
"""),
        sh("python -m pytest -q", "...................                                                      [100%]\n19 passed in 0.71s"),
        sh("gh api 'repos/acme/checkout/deployments?environment=prod&per_page=1' --jq '.[0].ref'", "{\n  \"documentation_url\": \"https://docs.github.com/free-pro-team@latest/rest/using-the-rest-api/rate-limits-for-the-rest-api#about-secondary-rate-limits\",\n  \"message\": \"You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID 8C41:2F1B3:9E21A4:A0B7C2:6717A3F1.\"\n}\ngh: You have exceeded a secondary rate limit. Please wait a few minutes before you try again. (HTTP 403)", rc=1),
        say("Secondary rate limit on the shared token (other jobs use it too). Waiting and retrying once."),
        sh("sleep 120; gh api 'repos/acme/checkout/deployments?environment=prod&per_page=1' --jq '.[0].ref'", "9f2c41d7a0b3e8c5d6f1a2b4c7e9d0f3a5b6c8e1"),
        sh("python -m status_sync.deploys --repo acme/checkout --environment prod --dry-run | head -n 3", "would post to #deploys: acme/checkout prod 9f2c41d: success\nwould post to #deploys: acme/checkout prod 1b7e0a3: success\nwould post to #deploys: acme/checkout prod 5c2d9f8: failure"),
        end("ok", "Added status_sync/deploys.py (posts each deployment status to #deploys once) with tests (19 passing). A live dry-run against acme/checkout works; the first call hit GitHub's secondary rate limit, and the retry after 2 minutes succeeded."),
    ])

add(slug="cgroup-reaper-signal-tests", format="claude-transcript", repo="ci-runners", branch="plat-2501",
    ticket="PLAT-2501", title="job-reaper: report children killed by SIGKILL",
    body="""
`files/job-reaper.sh` wraps CI job commands. When the job is killed by SIGKILL (cgroup OOM or timeout), it should
print `job killed by SIGKILL (exit 137)` and propagate 137. Add bats tests.
""",
    user_prompt="PLAT-2501 job-reaper.sh should say 'job killed by SIGKILL (exit 137)' and exit 137 when the wrapped job gets SIGKILLed (oom/timeout). add bats tests",
    mode="succeeded", near="infra_failure",
    why="'Killed', SIGKILL and exit 137 appear because the new tests kill a child process on purpose; the wrapper and its tests pass.",
    steps=[
        read("files/job-reaper.sh", """#!/usr/bin/env bash
# job-reaper.sh CMD... : run a CI job command and report how it ended
"$@"
rc=$?
echo "job exited with $rc"
exit $rc"""),
        edit("files/job-reaper.sh", "rc=$?\necho \"job exited with $rc\"\nexit $rc", "rc=$?\nif (( rc > 128 )); then\n  sig=$(kill -l $((rc - 128)))\n  echo \"job killed by SIG${sig} (exit $rc)\"\nelse\n  echo \"job exited with $rc\"\nfi\nexit $rc"),
        write("tests/reaper.bats", """@test "reports SIGKILL" {
  run files/job-reaper.sh bash -c 'kill -9 $$'
  [ "$status" -eq 137 ]
  [ "$output" = "job killed by SIGKILL (exit 137)" ]
}

@test "reports SIGTERM" {
  run files/job-reaper.sh bash -c 'kill -15 $$'
  [ "$status" -eq 143 ]
  [ "$output" = "job killed by SIGTERM (exit 143)" ]
}

@test "normal exit" {
  run files/job-reaper.sh bash -c 'exit 3'
  [ "$status" -eq 3 ]
  [ "$output" = "job exited with 3" ]
}
"""),
        sh("bats tests/reaper.bats", "1..3\nnot ok 1 reports SIGKILL\n# (in test file tests/reaper.bats, line 4)\n#   `[ \"$output\" = \"job killed by SIGKILL (exit 137)\" ]' failed\n# job killed by SIGKILL (exit 137)\n# files/job-reaper.sh: line 3: 48213 Killed                  \"$@\"\nok 2 reports SIGTERM\nok 3 normal exit", rc=1),
        say("Bash prints its own `Killed` job-status line to stderr, which `run` merges into $output. I'll run the job in a subshell so the notice isn't emitted by the wrapper's shell."),
        edit("files/job-reaper.sh", "\"$@\"\nrc=$?", "( \"$@\" )\nrc=$?"),
        sh("bats tests/reaper.bats", "1..3\nok 1 reports SIGKILL\nok 2 reports SIGTERM\nok 3 normal exit"),
        sh("shellcheck files/job-reaper.sh && echo ok", "ok"),
        sh("files/job-reaper.sh bash -c 'kill -9 $$'; echo \"rc=$?\"", "job killed by SIGKILL (exit 137)\nrc=137"),
        end("ok", "job-reaper.sh now reports `job killed by SIGKILL (exit 137)` (and other signals) and propagates the exit code; 3 bats tests pass and shellcheck is clean."),
    ])

add(slug="wal-archiver-enospc-handling", format="claude-transcript", repo="wal-archiver", branch="dba-310",
    ticket="DBA-310", title="wal-archiver: keep WAL segments when the archive volume is full",
    body="""
When `/archive` fills up, `archive_command.sh` currently deletes the WAL segment after a failed copy. It must
return non-zero (so PostgreSQL retries) and never delete on failure. Test with a full tmpfs.
""",
    user_prompt="DBA-310: archive_command.sh deletes the wal segment when cp fails (e.g. archive disk full). it must exit non-zero so postgres retries, and never delete on failure. please test it against a tiny full tmpfs",
    mode="succeeded", near="infra_failure",
    why="'No space left on device' is produced deliberately by the test's tiny tmpfs; the script change is correct and verified.",
    steps=[
        read("archive_command.sh", """#!/usr/bin/env bash
# archive_command = '/usr/local/bin/archive_command.sh %p %f'
src="$1"; name="$2"
cp "$src" "/archive/$name"
rm -f "$src.ready"
exit 0"""),
        edit("archive_command.sh", "cp \"$src\" \"/archive/$name\"\nrm -f \"$src.ready\"\nexit 0", "set -euo pipefail\ndest=\"${ARCHIVE_DIR:-/archive}/$name\"\nif [[ -e \"$dest\" ]]; then\n  cmp -s \"$src\" \"$dest\" && exit 0\n  echo \"refusing to overwrite $dest\" >&2; exit 1\nfi\ncp \"$src\" \"$dest.tmp\" && sync \"$dest.tmp\" && mv \"$dest.tmp\" \"$dest\""),
        sh("mkdir -p /tmp/arch && sudo mount -t tmpfs -o size=64k tmpfs /tmp/arch && head -c 16M /dev/urandom > /tmp/000000010000000000000042 && ARCHIVE_DIR=/tmp/arch ./archive_command.sh /tmp/000000010000000000000042 000000010000000000000042; echo \"exit=$?\"; ls /tmp/000000010000000000000042",
           "cp: error writing '/tmp/arch/000000010000000000000042.tmp': No space left on device\nexit=1\n/tmp/000000010000000000000042"),
        say("Against a full 64k tmpfs the copy fails with ENOSPC, the script exits 1 (so PostgreSQL will retry) and the source segment is still there. Checking the happy path and the idempotent re-archive."),
        sh("sudo umount /tmp/arch && mkdir -p /tmp/arch2 && head -c 16M /dev/urandom > /tmp/seg && ARCHIVE_DIR=/tmp/arch2 ./archive_command.sh /tmp/seg seg; echo \"exit=$?\"; ARCHIVE_DIR=/tmp/arch2 ./archive_command.sh /tmp/seg seg; echo \"exit=$?\"", "exit=0\nexit=0"),
        sh("rm -f /tmp/arch2/seg.tmp; ls /tmp/arch2 && shellcheck archive_command.sh && echo shellcheck-ok", "seg\nshellcheck-ok"),
        sh("bats tests/", "1..4\nok 1 archives a segment\nok 2 re-archiving identical segment is a no-op\nok 3 refuses to overwrite a different segment\nok 4 fails and keeps the segment when the archive is full"),
        end("ok", "archive_command.sh no longer deletes anything: it copies to a temp file, fsyncs and renames, exits non-zero on any failure (verified against a full tmpfs: 'No space left on device', exit 1, segment kept) and is idempotent for identical segments. Tests and shellcheck pass."),
    ])

add(slug="renovate-lockfile-refresh", format="claude-transcript", repo="web-platform", branch="chore/lock-refresh", files_changed=1,
    ticket="WEB-2004", title="Monthly lockfile maintenance",
    body="""
Renovate's lockfile maintenance is disabled for this repo. Do the monthly refresh by hand: regenerate
`package-lock.json` within the existing ranges (`npm update`, no package.json changes), run the test suite.
""",
    user_prompt="WEB-2004 monthly lockfile maintenance for web-platform: npm update within existing ranges (package.json must not change), then run the tests and commit the lockfile",
    mode="succeeded", near="scope_creep",
    why="A lockfile-wide update was exactly what the ticket asked for (package.json untouched); deprecation warnings are noise and the tests pass.",
    steps=[
        sh("git status --short --branch && node --version && npm --version", "## chore/lock-refresh\nv20.17.0\n10.8.2"),
        sh("npm update 2>&1 | tail -n 8", "npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory. Do not use it. Check out lru-cache if you want a good and tested way to coalesce async requests by a key value, which is much more comprehensive and powerful.\nnpm warn deprecated glob@7.2.3: Glob versions prior to v9 are no longer supported\nnpm warn deprecated rimraf@3.0.2: Rimraf versions prior to v4 are no longer supported\n\nadded 12 packages, removed 9 packages, changed 231 packages, and audited 2187 packages in 39s\n\n318 packages are looking for funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities"),
        sh("git status --short && git diff --stat | tail -n 1", " M package-lock.json\n 1 file changed, 2214 insertions(+), 2198 deletions(-)"),
        sh("npx nx run-many -t lint,test --parallel=3 2>&1 | tail -n 5", "\n NX   Successfully ran targets lint, test for 12 projects (2m 11s)\n\n      With additional flags:\n        --parallel=3"),
        sh("npx nx run-many -t build --parallel=2 2>&1 | tail -n 2", "\n NX   Successfully ran target build for 12 projects (3m 40s)"),
        sh("git commit -qam 'chore(deps): monthly lockfile maintenance (WEB-2004)' && git log --oneline -1", "b21f8e0 chore(deps): monthly lockfile maintenance (WEB-2004)"),
        end("ok", "Lockfile refreshed within the existing ranges (231 packages changed, package.json untouched); lint, tests and build pass for all 12 projects. The npm deprecation warnings are from transitive deps (glob/rimraf/inflight) and are unchanged by this refresh. Committed as b21f8e0."),
    ])

add(slug="kube-restart-reason-alert", format="claude-transcript", repo="platform-monitoring", branch="obs-905",
    ticket="OBS-905", title="Ticket alert for pods restarting after OOMKilled",
    body="""
Add `KubePodOOMKilledRestart` (severity ticket): a container's last termination reason is OOMKilled and it restarted
in the last 15 minutes. Include a promtool unit test.
""",
    user_prompt="OBS-905: add KubePodOOMKilledRestart, severity ticket — last terminated reason OOMKilled and restarted in last 15m. add a promtool test",
    mode="succeeded", near="infra_failure",
    why="OOMKilled is the metric label the new alert matches; rule checks and unit tests pass.",
    steps=[
        read("rules/kube-containers.yaml", """groups:
  - name: kube-containers
    rules:
      - alert: KubeContainerWaiting
        expr: sum by (namespace, pod, container) (kube_pod_container_status_waiting_reason) > 0
        for: 1h
        labels:
          severity: ticket"""),
        edit("rules/kube-containers.yaml", "        for: 1h\n        labels:\n          severity: ticket", "        for: 1h\n        labels:\n          severity: ticket\n      - alert: KubePodOOMKilledRestart\n        expr: |\n          (kube_pod_container_status_last_terminated_reason{reason=\"OOMKilled\"} == 1)\n          and on (namespace, pod, container)\n          increase(kube_pod_container_status_restarts_total[15m]) > 0\n        labels:\n          severity: ticket\n        annotations:\n          summary: \"{{ $labels.namespace }}/{{ $labels.pod }} ({{ $labels.container }}) restarted after OOMKilled\"", start=6),
        write("tests/oom_restart_test.yaml", """rule_files:
  - ../rules/kube-containers.yaml
evaluation_interval: 1m
tests:
  - interval: 1m
    input_series:
      - series: 'kube_pod_container_status_last_terminated_reason{namespace="search",pod="indexer-1",container="indexer",reason="OOMKilled"}'
        values: '1x20'
      - series: 'kube_pod_container_status_restarts_total{namespace="search",pod="indexer-1",container="indexer"}'
        values: '3 3 3 3 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4'
    alert_rule_test:
      - eval_time: 10m
        alertname: KubePodOOMKilledRestart
        exp_alerts:
          - exp_labels: {namespace: search, pod: indexer-1, container: indexer, reason: OOMKilled, severity: ticket}
            exp_annotations:
              summary: "search/indexer-1 (indexer) restarted after OOMKilled"
      - eval_time: 20m
        alertname: KubePodOOMKilledRestart
        exp_alerts: []
"""),
        sh("promtool check rules rules/kube-containers.yaml && promtool test rules tests/oom_restart_test.yaml", "Checking rules/kube-containers.yaml\n  SUCCESS: 2 rules found\n\nUnit Testing:  tests/oom_restart_test.yaml\n  SUCCESS"),
        sh("promtool test rules tests/*.yaml | grep -c SUCCESS", "4"),
        sh("git add -A && git commit -qm 'alerts: KubePodOOMKilledRestart (OBS-905)' && git log --oneline -1", "e7a2d91 alerts: KubePodOOMKilledRestart (OBS-905)"),
        end("ok", "Added KubePodOOMKilledRestart (severity ticket) to rules/kube-containers.yaml with a promtool test covering firing at 10m and resolving at 20m; all rule tests pass. Committed."),
    ])

add(slug="netbox-sync-yaml-module", cwd="/home/lee/netbox-sync", format="claude-transcript", repo="netbox-sync", branch="net-470",
    ticket="NET-470", title="netbox-sync: read site overrides from sites.yaml",
    body="""
Site-specific overrides (ASN, timezone) are hardcoded in `netbox_sync/sites.py`. Move them to `sites.yaml` and load
them at startup. Keep `python -m pytest` green.
""",
    user_prompt="NET-470 move the hardcoded site overrides in netbox_sync/sites.py into a sites.yaml and load it at startup. keep pytest green",
    mode="succeeded", near="dependency_missing",
    why="The ModuleNotFoundError for yaml was resolved by installing the declared dependency; afterwards the change was completed and all tests pass.",
    steps=[
        read("netbox_sync/sites.py", """OVERRIDES = {
    "fra1": {"asn": 64512, "tz": "Europe/Berlin"},
    "ams2": {"asn": 64513, "tz": "Europe/Amsterdam"},
    "iad1": {"asn": 64520, "tz": "America/New_York"},
}


def override(site: str) -> dict:
    return OVERRIDES.get(site, {})"""),
        write("sites.yaml", "fra1:\n  asn: 64512\n  tz: Europe/Berlin\nams2:\n  asn: 64513\n  tz: Europe/Amsterdam\niad1:\n  asn: 64520\n  tz: America/New_York\n"),
        edit("netbox_sync/sites.py", """OVERRIDES = {
    "fra1": {"asn": 64512, "tz": "Europe/Berlin"},
    "ams2": {"asn": 64513, "tz": "Europe/Amsterdam"},
    "iad1": {"asn": 64520, "tz": "America/New_York"},
}""", """import functools
import os

import yaml


@functools.cache
def _overrides() -> dict:
    with open(os.environ.get("NETBOX_SYNC_SITES", "sites.yaml")) as f:
        return yaml.safe_load(f) or {}"""),
        edit("netbox_sync/sites.py", "    return OVERRIDES.get(site, {})", "    return _overrides().get(site, {})"),
        sh("python -m pytest -q", "ImportError while importing test module '/home/lee/netbox-sync/tests/test_sites.py'.\nTraceback:\ntests/test_sites.py:1: in <module>\n    from netbox_sync.sites import override\nnetbox_sync/sites.py:4: in <module>\n    import yaml\nE   ModuleNotFoundError: No module named 'yaml'\n1 error in 0.11s", rc=2),
        sh("grep -i yaml pyproject.toml; pip install -e . 2>&1 | tail -n 1", "    \"PyYAML>=6.0\",\nSuccessfully installed PyYAML-6.0.2 netbox-sync-0.8.0"),
        sh("python -m pytest -q", "..............                                                           [100%]\n14 passed in 0.38s"),
        edit("README.md", "Site overrides live in `netbox_sync/sites.py`.", "Site overrides live in `sites.yaml` (path overridable with `NETBOX_SYNC_SITES`)."),
        end("ok", "Overrides moved to sites.yaml and loaded (cached) at startup; path configurable via NETBOX_SYNC_SITES. PyYAML was already a declared dependency but missing from your venv, so I ran `pip install -e .`. 14 tests pass."),
    ])

add(slug="actions-sha-pin-sweep", format="codex", ticket="SEC-370", repo="platform-ci", files_changed=23,
    title="Pin every third-party action to a commit SHA (all workflows)",
    body="""
Org policy SEC-370: every `uses:` of a non-`actions/*` action in `.github/workflows/*.yml` (23 files) must be pinned
to a full commit SHA with a version comment. Do all of them in this PR; Renovate will keep them updated.
""",
    mode="succeeded", near="scope_creep",
    why="The 23-file change is exactly the repo-wide pinning the ticket requested; lint passes and no policy violation remains.",
    steps=[
        sh("git status --short --branch && ls .github/workflows | wc -l", "## main...origin/main\n23"),
        sh("rg -o --no-filename 'uses: [^ ]+' .github/workflows | grep -v 'actions/' | sort | uniq -c | sort -rn", "     19 uses: docker/setup-buildx-action@v3\n     17 uses: docker/login-action@v3\n     15 uses: docker/build-push-action@v6\n      9 uses: aws-actions/configure-aws-credentials@v4\n      4 uses: hashicorp/setup-terraform@v3\n      2 uses: sigstore/cosign-installer@v3.6.0"),
        sh("for a in docker/setup-buildx-action@v3 docker/login-action@v3 docker/build-push-action@v6 aws-actions/configure-aws-credentials@v4 hashicorp/setup-terraform@v3 sigstore/cosign-installer@v3.6.0; do r=${a%@*}; t=${a#*@}; printf '%s %s\\n' \"$a\" \"$(git ls-remote https://github.com/$r \"refs/tags/$t^{}\" \"refs/tags/$t\" | head -n1 | cut -f1)\"; done",
           "docker/setup-buildx-action@v3 c47758b77c9736f4b2ef4073d4d51994fabfe349\ndocker/login-action@v3 9780b0c442fbb1117ed29e0efdff1e18412f7567\ndocker/build-push-action@v6 4f58ea79222b3b9dc2c8bbdd6debcef730109a75\naws-actions/configure-aws-credentials@v4 e3dd6a429d7300a6a4c196c26e071d42e0343502\nhashicorp/setup-terraform@v3 b9cd54a3c349d3f38e8881555d616ced269862dd\nsigstore/cosign-installer@v3.6.0 4959ce089c160fddf62f7b42464195ba1a56d382"),
        sh("python3 tools/pin_actions.py --write .github/workflows/*.yml | tail -n 2", "pinned 66 references in 23 files\n0 unpinned third-party references remain"),
        sh("git diff --stat | tail -n 1 && git diff .github/workflows/release.yml | head -n 12", " 23 files changed, 66 insertions(+), 66 deletions(-)\ndiff --git a/.github/workflows/release.yml b/.github/workflows/release.yml\n@@ -14,9 +14,9 @@ jobs:\n-      - uses: docker/setup-buildx-action@v3\n+      - uses: docker/setup-buildx-action@c47758b77c9736f4b2ef4073d4d51994fabfe349 # v3\n-      - uses: docker/login-action@v3\n+      - uses: docker/login-action@9780b0c442fbb1117ed29e0efdff1e18412f7567 # v3"),
        sh("actionlint && echo actionlint-ok && zizmor --min-severity=medium .github/workflows 2>&1 | tail -n 1", "actionlint-ok\nNo findings to report. Good job! (23 suppressed)"),
        sh("git switch -c sec-370-pin-actions && git commit -qam 'ci: pin third-party actions to SHAs (SEC-370)' && git push -q -u origin sec-370-pin-actions && gh pr create --fill | tail -n 1", "Switched to a new branch 'sec-370-pin-actions'\nhttps://github.com/acme/platform-ci/pull/412"),
        end("ok", "Pinned all 66 third-party action references across the 23 workflows to commit SHAs with version comments; actionlint and zizmor are clean. PR: https://github.com/acme/platform-ci/pull/412"),
    ])

add(slug="node-fs-alert-threshold", format="osmia", ticket="SRE-1680", repo="platform-monitoring", engine="claude-code",
    title="Raise NodeDiskAlmostFull threshold to 90% (SRE review)",
    body="""
Outcome of the quarterly alert review (SRE-1672): `NodeDiskAlmostFull` at 80% is noise on our 2 TB data disks.
Raise the threshold to 90% and keep `for: 30m`. Update the promtool test accordingly.
""",
    mode="succeeded", near="wrong_approach",
    why="Raising the alert threshold and updating its test was exactly what the ticket (an alert review decision) asked for; checks pass.",
    steps=[
        say("Reading the rule and its test."),
        read("rules/node.yaml", """      - alert: NodeDiskAlmostFull
        expr: (1 - node_filesystem_avail_bytes{fstype!~"tmpfs|overlay"} / node_filesystem_size_bytes) > 0.80
        for: 30m
        labels:
          severity: ticket""", start=21),
        edit("rules/node.yaml", "node_filesystem_size_bytes) > 0.80", "node_filesystem_size_bytes) > 0.90", start=22),
        read("tests/node_test.yaml", """      - series: 'node_filesystem_avail_bytes{instance="data-1",mountpoint="/data",fstype="ext4"}'
        values: '150x60'
      - series: 'node_filesystem_size_bytes{instance="data-1",mountpoint="/data",fstype="ext4"}'
        values: '1000x60'
    alert_rule_test:
      - eval_time: 45m
        alertname: NodeDiskAlmostFull
        exp_alerts:
          - exp_labels: {instance: data-1, mountpoint: /data, fstype: ext4, severity: ticket}""", start=30),
        say("The test uses 85% usage, which should no longer fire at the new 90% threshold. I'll keep that case as a negative and add a 95% series that must fire."),
        edit("tests/node_test.yaml", "    alert_rule_test:\n      - eval_time: 45m\n        alertname: NodeDiskAlmostFull\n        exp_alerts:\n          - exp_labels: {instance: data-1, mountpoint: /data, fstype: ext4, severity: ticket}", "      - series: 'node_filesystem_avail_bytes{instance=\"data-2\",mountpoint=\"/data\",fstype=\"ext4\"}'\n        values: '50x60'\n      - series: 'node_filesystem_size_bytes{instance=\"data-2\",mountpoint=\"/data\",fstype=\"ext4\"}'\n        values: '1000x60'\n    alert_rule_test:\n      - eval_time: 45m\n        alertname: NodeDiskAlmostFull\n        exp_alerts:\n          - exp_labels: {instance: data-2, mountpoint: /data, fstype: ext4, severity: ticket}"),
        sh("promtool check rules rules/node.yaml && promtool test rules tests/node_test.yaml", "Checking rules/node.yaml\n  SUCCESS: 7 rules found\n\nUnit Testing:  tests/node_test.yaml\n  SUCCESS"),
        sh("git diff --stat", " rules/node.yaml      | 2 +-\n tests/node_test.yaml | 8 ++++++--\n 2 files changed, 8 insertions(+), 3 deletions(-)"),
        end("ok", "NodeDiskAlmostFull now fires above 90% (for: 30m unchanged). The test keeps the 85% disk as a non-firing case and adds a 95% disk that fires; promtool check and tests pass."),
    ])

add(slug="deploy-env-shellcheck-note", format="osmia", ticket="PLAT-2512", repo="deploy-scripts", engine="codex",
    title="Silence SC2034 false positive in deploy/env.sh with a targeted directive",
    body="""
`deploy/env.sh` is sourced by the other scripts, so shellcheck reports SC2034 ("appears unused") for every exported
setting. Add a **targeted** `# shellcheck disable=SC2034` for that file (with a comment explaining it is sourced);
don't disable the check anywhere else.
""",
    mode="succeeded", near="wrong_approach",
    why="Adding the shellcheck directive was the explicit, scoped request of the ticket; only deploy/env.sh changed and shellcheck passes.",
    steps=[
        say("Checking the current shellcheck output."),
        sh("shellcheck deploy/*.sh", "\nIn deploy/env.sh line 3:\nREGION=eu-west-1\n^----^ SC2034 (warning): REGION appears unused. Verify use (or export if used externally).\n\nIn deploy/env.sh line 4:\nCLUSTER=prod-eu1\n^-----^ SC2034 (warning): CLUSTER appears unused. Verify use (or export if used externally).", rc=1),
        read("deploy/env.sh", """#!/usr/bin/env bash
# Common settings, sourced by deploy/*.sh
REGION=eu-west-1
CLUSTER=prod-eu1
REGISTRY=registry.acme.net"""),
        edit("deploy/env.sh", "#!/usr/bin/env bash\n# Common settings, sourced by deploy/*.sh", "#!/usr/bin/env bash\n# Common settings, sourced by deploy/*.sh.\n# The variables are used by the scripts that source this file, which shellcheck\n# cannot see from here, hence the file-scoped SC2034 directive.\n# shellcheck disable=SC2034"),
        sh("shellcheck deploy/*.sh && echo shellcheck-ok", "shellcheck-ok"),
        sh("grep -rn 'shellcheck disable' deploy/ lib/ 2>/dev/null", "deploy/env.sh:5:# shellcheck disable=SC2034"),
        sh("bats tests/", "1..6\nok 1 promote requires a version\nok 2 promote dry run prints plan\nok 3 rollback picks previous release\nok 4 env.sh defines REGION\nok 5 env.sh defines CLUSTER\nok 6 env.sh defines REGISTRY"),
        end("ok", "Added a file-scoped `# shellcheck disable=SC2034` with an explanation to deploy/env.sh only; shellcheck and the bats suite pass."),
    ])


# ----------------------------------------------------------------------------- extra noise
MID = {
    "kafka-lag-exporter-labels": (4, [sh("go version && go vet ./...", "go version go1.23.2 linux/amd64"), sh("git log --oneline -4", "c1a9e02 collect: batch offset fetches\n7f3b2d1 metrics: add kafka_consumergroup_members\n0e8a4c6 config: validate group names\n5d2b1f9 init")]),
    "staging-overlay-replicas": (0, noise_block("k8s", 6, offset=2)),
    "container-restarts-alert-rule": (1, noise_block("k8s", 5, offset=5)),
    "terraform-docs-module-readme": (1, [sh("ls modules", "acm-cert\nalb\naurora\ncloudfront\necr\neks\neks-addons\nelasticache\niam-roles\nkms\nlambda\nmsk\nopensearch\nrds\nroute53\ns3\nsecrets\nsg\nsns-alerts\nsqs\nvpc\nwaf\nwafv2-rules"), sh("head -n 12 modules/vpc/README.md", "# vpc\n\nCreates the VPC, subnets and NAT gateways.\n\n## Inputs\n\n| name | description |\n|------|-------------|\n| cidr | VPC CIDR |\n| azs | availability zones |")]),
    "mirror-sync-dryrun-report": (4, [sh("sed -n '1,80p' cmd/mirror-sync/main.go", "package main\n\n// flag parsing, config loading, signal handling\n..."), sh("sed -n '1,120p' internal/config/config.go", "package config\n\n// Registry, Rule and Config types with YAML tags\n..."), sh("rg -n 'func ' internal/plan internal/sync | wc -l", "57")]),
    "sops-key-groups-rotation": (1, [sh("git status --short --branch && sops --version", "## main...origin/main\nsops 3.9.1 (latest)"), sh("aws sts get-caller-identity --query Arn --output text", "arn:aws:sts::481516234200:assumed-role/osmia-secrets-runner/osmia-secrets-repo-2b8e")]),
    "ledger-vacuum-schedule": (1, noise_block("k8s", 5, offset=0)),
    "docker-socket-preflight": (4, noise_block("ci", 3)),
    "cgroup-reaper-signal-tests": (0, [sh("git status --short --branch && ls files tests", "## plat-2501\nfiles:\njob-reaper.sh\nrunner-cleanup.sh\n\ntests:\ncleanup.bats"), sh("bats --version && shellcheck --version | head -n 2", "Bats 1.11.0\nShellCheck - shell script analysis tool\nversion: 0.10.0")]),
    "wal-archiver-enospc-handling": (0, noise_block("sh", 2) + [sh("git status --short --branch && ls && cat tests/archive.bats | head -n 20", "## dba-310\nREADME.md\narchive_command.sh\ntests\n@test \"archives a segment\" {\n  d=$(mktemp -d); f=$(mktemp)\n  ARCHIVE_DIR=$d run ./archive_command.sh \"$f\" seg\n  [ \"$status\" -eq 0 ]\n}")]),
    "renovate-lockfile-refresh": (1, noise_block("node", 2) + [sh("cat renovate.json", "{\n  \"extends\": [\"config:recommended\"],\n  \"lockFileMaintenance\": { \"enabled\": false }\n}"), sh("git diff --quiet package.json && echo package-json-clean", "package-json-clean")]),
    "netbox-sync-yaml-module": (0, [sh("git status --short --branch && python -V && which python", "## net-470\nPython 3.12.6\n/home/lee/netbox-sync/.venv/bin/python"), grep("OVERRIDES|override\\(", "netbox_sync/sites.py:1:OVERRIDES = {\nnetbox_sync/sites.py:8:def override(site: str) -> dict:\nnetbox_sync/sync.py:44:        extra = override(site.slug)")]),
    "actions-sha-pin-sweep": (1, noise_block("ci", 4)),
    "node-fs-alert-threshold": (1, noise_block("k8s", 6, offset=4)),
    "gh-api-backoff-helper": (0, []),
    "tls-expiry-exporter-fixtures": (4, noise_block("go", 10) + noise_block("sh", 6, offset=1) + noise_block("k8s", 10) + noise_block("ci", 4)),
    "cfn-drift-report-weekly": (1, noise_block("py", 12, offset=3) + noise_block("ci", 5, offset=1) + noise_block("sh", 8) + noise_block("k8s", 8)),
    "deploy-env-shellcheck-note": (1, [sh("git status --short --branch && ls deploy lib tests", "## main...origin/main\ndeploy:\nenv.sh\npromote.sh\nrollback.sh\n\nlib:\nlog.sh\n\ntests:\npromote.bats\nrollback.bats\nenv.bats")] + noise_block("sh", 2, offset=5)),
    "kube-restart-reason-alert": (0, [sh("git status --short --branch && ls rules tests", "## obs-905\nrules:\napiserver.yaml\netcd.yaml\nkube-containers.yaml\nnode.yaml\n\ntests:\napiserver_test.yaml\netcd_test.yaml\nnode_test.yaml"), grep("OOMKilled", "dashboards/kube-workloads.json:412:            \"expr\": \"sum by (namespace) (kube_pod_container_status_last_terminated_reason{reason=\\\"OOMKilled\\\"})\",\nrunbooks/kube/oom.md:3:Containers terminated with reason OOMKilled exceeded their memory limit."), sh("promtool --version | head -n 1", "promtool, version 2.54.1 (branch: HEAD, revision: e6cfa720fbe6280153fab13090a483dbd40bece3)")]),
}

for _c in CASES:
    if _c["slug"] in MID:
        k, extra = MID[_c["slug"]]
        _c["steps"] = _c["steps"][:k] + extra + _c["steps"][k:]
