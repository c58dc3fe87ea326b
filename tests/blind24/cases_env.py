"""Environment-caused failures: the platform (infra_failure)."""
from gen_lib import say, think, sh, read, edit, write, grep, glob, todo, notice, denied, end

CASES = []


def add(**kw):
    CASES.append(kw)


# ----------------------------------------------------------------------------- INF-1 OOM kill of the pod
add(slug="nx-affected-ci-matrix", format="osmia", ticket="PLAT-2291", repo="web-platform",
    title="CI: build only affected Nx projects on pull requests",
    body="""
The `build` job in `.github/workflows/ci.yml` runs `nx run-many -t build --all` on every PR (~38 min).
Switch PR builds to `nx affected` against the merge base; keep the full build on `main`.

Acceptance criteria
- PR builds use `nx affected -t build` with the correct base/head SHAs
- pushes to `main` still build everything
- verify locally that the affected build works for a small change
""",
    mode="infra_failure", near="unknown",
    why="The agent pod was OOMKilled (exit 137, 4Gi limit) while running the local Nx build; the workflow change itself was fine.",
    steps=[
        say("Let me look at the current CI workflow and the Nx configuration."),
        read(".github/workflows/ci.yml", """name: ci
on:
  pull_request:
  push:
    branches: [main]
jobs:
  build:
    runs-on: ubuntu-22.04
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
      - uses: actions/setup-node@v4
        with:
          node-version: 20
          cache: npm
      - run: npm ci
      - run: npx nx run-many -t build --all --parallel=3"""),
        read("nx.json", """{
  "targetDefaults": {
    "build": { "dependsOn": ["^build"], "cache": true }
  },
  "defaultBase": "main",
  "parallel": 3
}"""),
        edit(".github/workflows/ci.yml", "      - run: npx nx run-many -t build --all --parallel=3",
             """      - uses: nrwl/nx-set-shas@v4
      - if: github.event_name == 'pull_request'
        run: npx nx affected -t build --base=$NX_BASE --head=$NX_HEAD --parallel=3
      - if: github.event_name == 'push'
        run: npx nx run-many -t build --all --parallel=3""", start=17),
        say("Workflow updated. Now a local check: I'll touch one library and run the affected build against the previous commit."),
        sh("git log --oneline -3", "9c41e0a chore(deps): bump @nx/js to 19.8.4\n2b77d13 feat(checkout): add wallet badge\n51aa0f2 fix(ui-kit): focus ring on dark theme"),
        sh("npx nx show projects --affected --base=HEAD~1 --head=HEAD",
           "ui-kit\ncheckout-web\naccount-web\nadmin-console\ndocs-site\nmarketing-web\nemail-templates\nstorybook-host"),
        say("Eight projects are affected by the last commit (the @nx/js bump touches everything that uses the js plugin). Running the build for them."),
        sh("npx nx affected -t build --base=HEAD~1 --head=HEAD --parallel=3",
           "\n   NX   Running target build for 8 projects and 11 tasks they depend on:\n\n- ui-kit\n- checkout-web\n- account-web\n- admin-console\n- docs-site\n- marketing-web\n- email-templates\n- storybook-host\n\n———————————————————————————————————————————————\n\n> nx run ui-tokens:build  [local cache]\n> nx run ui-kit:build\n\nvite v5.4.8 building for production...\ntransforming (1487) src/components/DataGrid/DataGrid.tsx",
           rc=None, raw=True),
        notice("pod osmia-agent-web-platform-7f9c4d: container \"agent\" terminated: reason=OOMKilled exitCode=137 (limits.memory=4Gi); restartPolicy=Never", ev=True),
        end("cut"),
    ])

# ----------------------------------------------------------------------------- INF-2 Docker Hub pull rate limit
add(slug="exporter-base-image-bookworm", format="claude", ticket="SRE-1408", repo="node-exporter-sidecar",
    title="Move node-exporter sidecar image to debian:bookworm-slim",
    body="""
The sidecar image still builds `FROM debian:bullseye-slim`, which goes out of security support.
Switch to `debian:bookworm-slim`, make sure the image builds and `make image-test` passes.

Acceptance criteria
- Dockerfile uses `debian:bookworm-slim`
- `docker build` succeeds and `make image-test` is green
""",
    mode="infra_failure", near="permission_blocked",
    why="Every build failed pulling the base image: Docker Hub answered 429 toomanyrequests (anonymous pull rate limit of the runner), not a credentials or code problem.",
    steps=[
        read("Dockerfile", """FROM debian:bullseye-slim
ARG EXPORTER_VERSION=1.8.2
RUN apt-get update \\
 && apt-get install -y --no-install-recommends ca-certificates curl \\
 && rm -rf /var/lib/apt/lists/*
COPY bin/node_exporter /usr/local/bin/node_exporter
USER 65534
ENTRYPOINT ["/usr/local/bin/node_exporter"]"""),
        edit("Dockerfile", "FROM debian:bullseye-slim", "FROM debian:bookworm-slim"),
        sh("docker build -t node-exporter-sidecar:bookworm .",
           "#0 building with \"default\" instance using docker driver\n\n#1 [internal] load build definition from Dockerfile\n#1 transferring dockerfile: 341B done\n#1 DONE 0.0s\n\n#2 [internal] load metadata for docker.io/library/debian:bookworm-slim\n#2 ERROR: failed to copy: httpReadSeeker: failed open: unexpected status code https://registry-1.docker.io/v2/library/debian/manifests/sha256:ad86386827b083b3d71139050b47ffb32bbd9559ea9b1345a739b14fec2d9ecf: 429 Too Many Requests - Server message: toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit\n------\n > [internal] load metadata for docker.io/library/debian:bookworm-slim:\n------\nERROR: failed to solve: debian:bookworm-slim: failed to resolve source metadata for docker.io/library/debian:bookworm-slim: failed to copy: httpReadSeeker: failed open: unexpected status code https://registry-1.docker.io/v2/library/debian/manifests/sha256:ad86386827b083b3d71139050b47ffb32bbd9559ea9b1345a739b14fec2d9ecf: 429 Too Many Requests - Server message: toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit",
           rc=1, ev=True),
        say("Docker Hub is rate-limiting this runner's anonymous pulls. I'll wait a minute and retry once."),
        sh("sleep 60 && docker pull debian:bookworm-slim",
           "Error response from daemon: toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit",
           rc=1, ev=True),
        sh("docker info --format '{{.RegistryConfig.Mirrors}}'", "[]"),
        sh("docker images debian", "REPOSITORY   TAG              IMAGE ID       CREATED        SIZE\ndebian       bullseye-slim    6b2e4ea3c1f0   5 weeks ago    80.6MB"),
        say("No registry mirror is configured and the bookworm image is not cached locally, so I can't build or run `make image-test` from here."),
        end("fail", "I switched the Dockerfile to `debian:bookworm-slim`, but I could not build it: every pull from Docker Hub returns `429 toomanyrequests: You have reached your pull rate limit`. The runner pulls anonymously and has no registry mirror configured. `make image-test` was not run. Once the runner has a pull-through mirror (or the limit resets) the build should be re-run."),
    ])

# ----------------------------------------------------------------------------- INF-3 private index unreachable
add(slug="alertmanager-webhook-relay", format="codex", ticket="OBS-733", repo="am-relay",
    title="Webhook relay drops resolved notifications",
    body="""
`relay/handler.py` forwards Alertmanager webhooks to the on-call chat. Resolved notifications
(`status: resolved`) are silently dropped, so incidents look like they never recover.

Acceptance criteria
- resolved alerts are forwarded with a ✅ prefix
- unit tests in `tests/test_handler.py` pass (`pip install -r requirements-dev.txt && pytest`)
""",
    mode="infra_failure", near="dependency_missing",
    why="The install failed because the internal package index pypi.internal.acme.net refused connections; the later 'No matching distribution' and ModuleNotFoundError follow from the unreachable index.",
    steps=[
        think("**Inspecting the relay handler**\n\nI need to find where resolved alerts get filtered out, then run the tests."),
        sh("rg -n 'resolved|firing' relay/", "relay/handler.py:31:    if payload.get(\"status\") != \"firing\":\nrelay/handler.py:32:        return None\nrelay/format.py:12:def title(alert, status=\"firing\"):"),
        read("relay/handler.py", """import logging

from relay.format import render
from relay.metrics import FORWARDED

log = logging.getLogger(__name__)


def handle(payload: dict):
    \"\"\"Return the chat message for an Alertmanager webhook, or None to drop it.\"\"\"
    if payload.get("version") != "4":
        log.warning("unexpected webhook version %s", payload.get("version"))
    if payload.get("status") != "firing":
        return None
    FORWARDED.labels(status=payload["status"]).inc()
    return render(payload)""", start=19),
        edit("relay/handler.py", "    if payload.get(\"status\") != \"firing\":\n        return None",
             "    if payload.get(\"status\") not in (\"firing\", \"resolved\"):\n        return None"),
        edit("relay/format.py", "def title(alert, status=\"firing\"):", "def title(alert, status=\"firing\"):\n    prefix = \"\\u2705 \" if status == \"resolved\" else \"\""),
        say("Handler now forwards resolved notifications and the formatter adds the ✅ prefix. Installing dev requirements to run the tests."),
        sh("cat pip.conf requirements-dev.txt", "[global]\nindex-url = https://pypi.internal.acme.net/simple\ntimeout = 15\n-r requirements.txt\nprometheus-client==0.20.0\npytest==8.3.3\nfreezegun==1.5.1"),
        sh("pip install -r requirements-dev.txt",
           "Looking in indexes: https://pypi.internal.acme.net/simple\nWARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3b2c1e4d10>: Failed to establish a new connection: [Errno 111] Connection refused')': /simple/prometheus-client/\nWARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3b2c1e5090>: Failed to establish a new connection: [Errno 111] Connection refused')': /simple/prometheus-client/\nWARNING: Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3b2c1e5350>: Failed to establish a new connection: [Errno 111] Connection refused')': /simple/prometheus-client/\nWARNING: Retrying (Retry(total=1, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3b2c1e5610>: Failed to establish a new connection: [Errno 111] Connection refused')': /simple/prometheus-client/\nWARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3b2c1e58d0>: Failed to establish a new connection: [Errno 111] Connection refused')': /simple/prometheus-client/\nERROR: Could not find a version that satisfies the requirement prometheus-client==0.20.0 (from versions: none)\nERROR: No matching distribution found for prometheus-client==0.20.0",
           rc=1, ev=True),
        sh("python -m pytest -q tests/test_handler.py",
           "ImportError while importing test module '/workspace/am-relay/tests/test_handler.py'.\nHint: make sure your test modules/packages have valid Python names.\nTraceback:\n/usr/lib/python3.11/importlib/__init__.py:126: in import_module\n    return _bootstrap._gcd_import(name[level:], package, level)\ntests/test_handler.py:3: in <module>\n    from relay.handler import handle\nrelay/handler.py:4: in <module>\n    from relay.metrics import FORWARDED\nrelay/metrics.py:1: in <module>\n    from prometheus_client import Counter\nE   ModuleNotFoundError: No module named 'prometheus_client'\n=========================== short test summary info ============================\nERROR tests/test_handler.py\n1 error in 0.21s",
           rc=2),
        sh("curl -sS -o /dev/null -w '%{http_code}' https://pypi.internal.acme.net/simple/",
           "curl: (7) Failed to connect to pypi.internal.acme.net port 443 after 2 ms: Couldn't connect to server",
           rc=7, ev=True),
        sh("pip download --no-deps -d /tmp/wh prometheus-client==0.20.0 --index-url https://pypi.org/simple",
           "Looking in indexes: https://pypi.org/simple\nWARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ConnectTimeoutError(<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f9e0a2b3c50>, 'Connection to pypi.org timed out. (connect timeout=15)')': /simple/prometheus-client/\nERROR: Could not find a version that satisfies the requirement prometheus-client==0.20.0 (from versions: none)\nERROR: No matching distribution found for prometheus-client==0.20.0",
           rc=1),
        end("fail", "The fix is in `relay/handler.py` and `relay/format.py`, but I could not run the tests: the configured index `pypi.internal.acme.net` refuses connections (curl exit 7) and direct egress to pypi.org times out, so `prometheus-client` cannot be installed and the test module fails to import. Please re-run once the package index is reachable."),
    ])

# ----------------------------------------------------------------------------- INF-4 provider overload ends the session with an open missing module
add(slug="pg-backup-retention-days", cwd="/home/dev/db-ops", format="claude-transcript", repo="db-ops", branch="fix/retention",
    ticket="DBA-198", title="pg-backup keeps 30 days of dumps instead of 14",
    body="""
`backup/prune.py` should delete dumps older than `RETENTION_DAYS` (14) from the S3 bucket,
but the bucket still holds 30 days. Fix the pruning and add a unit test.
""",
    user_prompt="DBA-198: backup/prune.py is supposed to keep 14 days of dumps in S3 but we still have 30. can you fix the pruning logic and add a test? run the tests with pytest",
    mode="infra_failure", near="dependency_missing",
    why="The session was ended by the provider (repeated API Error 529 overloaded) right after the agent decided to install boto3; the missing module was still being handled when the engine stopped.",
    steps=[
        say("I'll look at the pruning code first."),
        read("backup/prune.py", """import datetime as dt
import os

import boto3

RETENTION_DAYS = int(os.environ.get("RETENTION_DAYS", "14"))


def expired(key_date: dt.date, today: dt.date) -> bool:
    return (today - key_date).days > RETENTION_DAYS * 2


def prune(bucket: str, prefix: str, today=None):
    today = today or dt.date.today()
    s3 = boto3.client("s3")
    for page in s3.get_paginator("list_objects_v2").paginate(Bucket=bucket, Prefix=prefix):
        for obj in page.get("Contents", []):
            d = dt.date.fromisoformat(obj["Key"].split("/")[-1][:10])
            if expired(d, today):
                s3.delete_object(Bucket=bucket, Key=obj["Key"])"""),
        say("Found it: `expired()` compares against `RETENTION_DAYS * 2`, so with 14 days the cut-off is 28 days, which matches the ~30 days you see. Fixing it and adding a test."),
        edit("backup/prune.py", "    return (today - key_date).days > RETENTION_DAYS * 2",
             "    return (today - key_date).days > RETENTION_DAYS", start=10),
        write("tests/test_prune.py", """import datetime as dt

from backup.prune import expired


def test_expired_after_retention():
    today = dt.date(2026, 10, 20)
    assert expired(dt.date(2026, 10, 5), today)
    assert not expired(dt.date(2026, 10, 6), today)
"""),
        sh("python -m pytest -q tests/test_prune.py",
           "==================================== ERRORS ====================================\n____________________ ERROR collecting tests/test_prune.py ______________________\nImportError while importing test module '/home/dev/db-ops/tests/test_prune.py'.\nTraceback:\ntests/test_prune.py:3: in <module>\n    from backup.prune import expired\nbackup/prune.py:4: in <module>\n    import boto3\nE   ModuleNotFoundError: No module named 'boto3'\n=========================== short test summary info ============================\nERROR tests/test_prune.py\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n1 error in 0.09s",
           rc=2),
        say("boto3 isn't installed in this virtualenv. I'll install the project requirements and re-run."),
        end("api", 'API Error: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"},"request_id":"req_011CZbQ7vT2kLmN9xR4sYp8w"}', ev=True),
    ], summary="Session ended by API Error 529 (overloaded) before the tests could run.")

# ----------------------------------------------------------------------------- INF-5 usage limit ends session; shellcheck missing earlier
add(slug="runbook-cert-expiry-check", format="claude", ticket="SRE-1522", repo="oncall-runbooks",
    title="cert-expiry runbook check should page at 14 days, warn at 30",
    body="""
`scripts/check_cert_expiry.sh` only prints a warning at 30 days and never exits non-zero, so the
cron wrapper never pages. Make it exit 2 (page) under 14 days and 1 (warn) under 30 days.

Acceptance criteria
- exit codes 0/1/2 as above, documented in the script header
- `bats tests/check_cert_expiry.bats` passes
""",
    mode="infra_failure", near="dependency_missing",
    why="The session was cut off by the provider's usage limit ('5-hour limit reached') mid-task; the earlier missing shellcheck had already been worked around with bash -n.",
    steps=[
        todo([("Read check_cert_expiry.sh and its bats tests", "in_progress"), ("Implement exit codes", "pending"),
              ("Run bats + shellcheck", "pending")]),
        read("scripts/check_cert_expiry.sh", """#!/usr/bin/env bash
# check_cert_expiry.sh HOST[:PORT] - print days until the TLS certificate expires
set -euo pipefail
target="$1"
host="${target%%:*}"
port="${target##*:}"; [[ "$port" == "$host" ]] && port=443
end=$(echo | openssl s_client -servername "$host" -connect "$host:$port" 2>/dev/null \\
      | openssl x509 -noout -enddate | cut -d= -f2)
days=$(( ( $(date -d "$end" +%s) - $(date +%s) ) / 86400 ))
if (( days < 30 )); then
  echo "WARN: $host certificate expires in $days days"
fi
echo "$host: $days days" """),
        read("tests/check_cert_expiry.bats", """setup() { export PATH="$BATS_TEST_DIRNAME/stubs:$PATH"; }

@test "ok above 30 days" {
  STUB_DAYS=45 run scripts/check_cert_expiry.sh example.org
  [ "$status" -eq 0 ]
}

@test "warn under 30 days" {
  STUB_DAYS=20 run scripts/check_cert_expiry.sh example.org
  [ "$status" -eq 1 ]
}

@test "page under 14 days" {
  STUB_DAYS=3 run scripts/check_cert_expiry.sh example.org
  [ "$status" -eq 2 ]
}"""),
        edit("scripts/check_cert_expiry.sh", """if (( days < 30 )); then
  echo "WARN: $host certificate expires in $days days"
fi
echo "$host: $days days" """, """echo "$host: $days days"
if (( days < 14 )); then
  echo "PAGE: $host certificate expires in $days days" >&2
  exit 2
elif (( days < 30 )); then
  echo "WARN: $host certificate expires in $days days" >&2
  exit 1
fi""", start=10),
        sh("shellcheck scripts/check_cert_expiry.sh", "/bin/bash: line 1: shellcheck: command not found", rc=127),
        say("shellcheck isn't available in this image; I'll at least syntax-check with `bash -n` and rely on the bats suite."),
        sh("bash -n scripts/check_cert_expiry.sh && echo syntax-ok", "syntax-ok"),
        sh("bats tests/check_cert_expiry.bats",
           "1..3\nok 1 ok above 30 days\nok 2 warn under 30 days\nok 3 page under 14 days"),
        say("All three bats tests pass. Now updating the header comment to document the exit codes."),
        end("api", "5-hour limit reached \u2219 resets 3am", ev=True),
    ], summary="5-hour limit reached ∙ resets 3am")

# ----------------------------------------------------------------------------- INF-6 codex usage limit
add(slug="grafana-slo-burnrate-panels", format="codex", ticket="OBS-811", repo="obs-dashboards",
    title="Add multi-window burn-rate panels to the checkout SLO dashboard",
    body="""
The checkout SLO dashboard (`dashboards/checkout-slo.jsonnet`) only shows the 30d error budget.
Add the 1h/5m and 6h/30m burn-rate panels used by our alerts, using `lib/slo.libsonnet`.

Acceptance criteria
- two new timeseries panels with thresholds at 14.4 and 6
- `make dashboards-test` passes (jsonnet unit tests + golden files)
""",
    mode="infra_failure", near="test_misunderstanding",
    why="The Codex session ended on the provider's usage limit ('You've hit your usage limit') while the work was mid-way; the failing golden test was an expected intermediate state, not the cause.",
    steps=[
        think("**Exploring dashboard library**\n\nI should read lib/slo.libsonnet to reuse the burn-rate helpers, then add panels and regenerate golden files."),
        sh("rg -n 'burnRate|budget' lib/slo.libsonnet dashboards/checkout-slo.jsonnet",
           "lib/slo.libsonnet:14:  burnRate(sli, long, short):: {\nlib/slo.libsonnet:31:  budgetPanel(sli, window='30d'):: g.panel.stat.new('Error budget')\ndashboards/checkout-slo.jsonnet:9:  slo.budgetPanel(sli),"),
        read("dashboards/checkout-slo.jsonnet", """local g = import 'g.libsonnet';
local slo = import '../lib/slo.libsonnet';
local sli = slo.sli('checkout', 'http_requests_total{job="checkout",code=~"5.."}', 'http_requests_total{job="checkout"}');

g.dashboard.new('Checkout SLO')
+ g.dashboard.withUid('checkout-slo')
+ g.dashboard.withPanels([
  slo.budgetPanel(sli),
])"""),
        edit("dashboards/checkout-slo.jsonnet", "  slo.budgetPanel(sli),\n])",
             "  slo.budgetPanel(sli),\n  slo.burnRatePanel(sli, '1h', '5m', threshold=14.4),\n  slo.burnRatePanel(sli, '6h', '30m', threshold=6),\n])"),
        sh("make dashboards-test",
           "jsonnet -J vendor dashboards/checkout-slo.jsonnet > /tmp/checkout-slo.json\nRUNTIME ERROR: field does not exist: burnRatePanel\n\tdashboards/checkout-slo.jsonnet:10:3-20\nmake: *** [Makefile:22: dashboards-test] Error 1",
           rc=2),
        say("The library has `burnRate` but no panel helper yet; adding `burnRatePanel` to lib/slo.libsonnet."),
        edit("lib/slo.libsonnet", "  budgetPanel(sli, window='30d')::",
             "  burnRatePanel(sli, long, short, threshold)::\n    g.panel.timeSeries.new('Burn rate %s/%s' % [long, short])\n    + g.panel.timeSeries.queryOptions.withTargets([self.burnRate(sli, long, short)])\n    + g.panel.timeSeries.standardOptions.thresholds.withSteps([{ value: threshold, color: 'red' }]),\n\n  budgetPanel(sli, window='30d')::"),
        sh("make dashboards-test",
           "jsonnet -J vendor dashboards/checkout-slo.jsonnet > /tmp/checkout-slo.json\ndiff -u golden/checkout-slo.json /tmp/checkout-slo.json\n--- golden/checkout-slo.json\n+++ /tmp/checkout-slo.json\n@@ -41,6 +41,58 @@\n+    {\n+      \"title\": \"Burn rate 1h/5m\",\n+      \"type\": \"timeseries\",\n...\nmake: *** [Makefile:24: dashboards-test] Error 1",
           rc=2),
        say("The dashboard compiles; the golden file needs regenerating since the panels are new. Running `make golden` next."),
        end("api", "You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try again in 2 days 4 hours 51 minutes.", ev=True),
    ])

# ----------------------------------------------------------------------------- INF-7 runner disk full after disk-full tests of the script pass
add(slug="log-archiver-volume-guard", format="osmia", ticket="SRE-1377", repo="log-archiver", engine="claude-code",
    title="log-archiver must stop before the archive volume fills up",
    body="""
Last week `archiver/run.py` kept writing to `/archive` until the volume was full and the node went
NotReady (INC-2207). Add a guard: refuse to start a batch when the target filesystem is above 95%,
and exit cleanly (code 75, EX_TEMPFAIL) if a write fails with ENOSPC mid-batch.

Acceptance criteria
- unit tests for both paths in `tests/test_guard.py`
- `make integration` (docker compose) passes
""",
    mode="infra_failure", near="",
    why="The unit tests for the ENOSPC handling passed; the run failed because the agent's own runner ran out of disk (docker build: no space left on device, /var/lib/docker at 100%).",
    steps=[
        say("Reading the archiver entry point."),
        read("archiver/run.py", """import shutil
import sys

from archiver.batch import next_batch, write_batch


def main(target="/archive"):
    batch = next_batch()
    write_batch(batch, target)
    return 0


if __name__ == "__main__":
    sys.exit(main())"""),
        edit("archiver/run.py", """def main(target="/archive"):
    batch = next_batch()
    write_batch(batch, target)
    return 0""", """EX_TEMPFAIL = 75
MAX_USED = 0.95


def main(target="/archive"):
    usage = shutil.disk_usage(target)
    if usage.used / usage.total > MAX_USED:
        print(f"refusing to start: {target} is {usage.used / usage.total:.0%} full", file=sys.stderr)
        return EX_TEMPFAIL
    batch = next_batch()
    try:
        write_batch(batch, target)
    except OSError as e:
        if e.errno == errno.ENOSPC:
            print(f"stopping batch: {e}", file=sys.stderr)
            return EX_TEMPFAIL
        raise
    return 0"""),
        edit("archiver/run.py", "import shutil\nimport sys", "import errno\nimport shutil\nimport sys"),
        write("tests/test_guard.py", """import errno
from collections import namedtuple

import archiver.run as run

Usage = namedtuple("Usage", "total used free")


def test_refuses_when_volume_above_95(monkeypatch):
    monkeypatch.setattr(run.shutil, "disk_usage", lambda p: Usage(100, 97, 3))
    assert run.main("/archive") == run.EX_TEMPFAIL


def test_stops_cleanly_on_enospc(monkeypatch):
    monkeypatch.setattr(run.shutil, "disk_usage", lambda p: Usage(100, 10, 90))
    monkeypatch.setattr(run, "next_batch", lambda: ["a.log"])
    def boom(batch, target):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(run, "write_batch", boom)
    assert run.main("/archive") == run.EX_TEMPFAIL
"""),
        sh("python -m pytest -q tests/test_guard.py -rA",
           "..                                                                       [100%]\n==================================== PASSES ====================================\n_______________________ test_stops_cleanly_on_enospc ________________________\n----------------------------- Captured stderr call -----------------------------\nstopping batch: [Errno 28] No space left on device\n=========================== short test summary info ============================\nPASSED tests/test_guard.py::test_refuses_when_volume_above_95\nPASSED tests/test_guard.py::test_stops_cleanly_on_enospc\n2 passed in 0.04s"),
        say("Both guard paths behave as specified. Now the docker compose integration suite."),
        sh("make integration",
           "docker compose -f it/compose.yaml build\n[+] Building 41.7s (9/12)\n => [archiver internal] load build definition from Dockerfile                0.0s\n => [archiver 1/6] FROM docker.io/library/python:3.12-slim@sha256:2b0079146a74e23bb4ae8f6c3a7ec5ea3bc0a5ee0ed0fd1c2f5cc9b9f26e9b2c   12.3s\n => [archiver 4/6] RUN pip install --no-cache-dir -r requirements.txt        27.9s\n => ERROR [archiver 5/6] COPY . /app                                          1.2s\n------\n > [archiver 5/6] COPY . /app:\n------\nfailed to solve: failed to copy files: copy file range failed: no space left on device\nmake: *** [Makefile:31: integration] Error 17",
           rc=2, ev=True),
        sh("df -h /var/lib/docker /tmp /workspace",
           "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     40G   40G     0 100% /var/lib/docker\noverlay          40G   40G     0 100% /\n/dev/nvme2n1     20G  2.1G   18G  11% /workspace",
           ev=True),
        sh("docker system df", "TYPE            TOTAL     ACTIVE    SIZE      RECLAIMABLE\nImages          57        3         36.2GB    34.8GB (96%)\nContainers      4         0         12.4MB    12.4MB (100%)\nLocal Volumes   9         1         2.9GB     2.6GB (89%)\nBuild Cache     212       0         1.1GB     1.1GB"),
        say("The runner's docker storage is full of images from other jobs (34.8GB reclaimable). Pruning shared images on a shared runner is not something I should do from a task pod, so I'm stopping here."),
        end("fail", "Guard implemented in archiver/run.py with unit tests (2 passed). `make integration` could not run: the runner's /var/lib/docker is 100% full (no space left on device during docker build)."),
    ])

# ----------------------------------------------------------------------------- INF-8 DNS failure on push / PR
add(slug="oncall-handoff-digest", format="claude-transcript", repo="oncall-tools", branch="feat/handoff-digest",
    ticket="SRE-1490", title="Add PagerDuty incident counts to the weekly on-call hand-off digest",
    body="""
`tools/handoff.py` builds the Monday hand-off message. Add per-service incident counts for the
previous week (from the already-fetched `incidents` list) and open a PR.
""",
    user_prompt="SRE-1490 — add per-service incident counts for last week to the on-call handoff digest (tools/handoff.py, the incidents are already fetched). tests in tests/test_handoff.py. push a branch and open a PR when done",
    mode="infra_failure", near="permission_blocked",
    why="The code and tests were done; push and PR creation failed because github.com could not be resolved from the workstation (DNS/network), not because of credentials.",
    steps=[
        read("tools/handoff.py", """from collections import Counter
from datetime import timedelta


def digest(incidents, week_start):
    lines = [f"*On-call hand-off, week of {week_start:%d %b}*"]
    lines.append(f"Incidents: {len(incidents)}")
    return "\\n".join(lines)"""),
        edit("tools/handoff.py", """    lines.append(f"Incidents: {len(incidents)}")
    return "\\n".join(lines)""", """    lines.append(f"Incidents: {len(incidents)}")
    week_end = week_start + timedelta(days=7)
    last_week = [i for i in incidents if week_start <= i["created_at"] < week_end]
    for service, n in Counter(i["service"] for i in last_week).most_common():
        lines.append(f"  • {service}: {n}")
    return "\\n".join(lines)""", start=7),
        edit("tests/test_handoff.py", "def test_header():", """def test_counts_per_service():
    inc = [{"service": "checkout", "created_at": WEEK + timedelta(days=1)},
           {"service": "checkout", "created_at": WEEK + timedelta(days=2)},
           {"service": "search", "created_at": WEEK + timedelta(days=3)},
           {"service": "search", "created_at": WEEK - timedelta(days=1)}]
    out = digest(inc, WEEK)
    assert "  • checkout: 2" in out and "  • search: 1" in out


def test_header():"""),
        sh("python -m pytest -q tests/test_handoff.py", "...                                                                      [100%]\n3 passed in 0.05s"),
        sh("git checkout -b feat/handoff-digest && git commit -am 'handoff: per-service incident counts (SRE-1490)'",
           "Switched to a new branch 'feat/handoff-digest'\n[feat/handoff-digest 4e1a9c2] handoff: per-service incident counts (SRE-1490)\n 2 files changed, 14 insertions(+)"),
        sh("git push -u origin feat/handoff-digest",
           "fatal: unable to access 'https://github.com/acme/oncall-tools.git/': Could not resolve host: github.com",
           rc=128, ev=True),
        sh("gh pr create --fill --base main",
           "error connecting to api.github.com\ncheck your internet connection or https://githubstatus.com",
           rc=1, ev=True),
        sh("getent hosts github.com || echo unresolved; cat /etc/resolv.conf",
           "unresolved\nnameserver 10.8.0.1\nsearch corp.acme.net",
           rc=0, ev=True),
        end("fail", "The change is committed on `feat/handoff-digest` (3 tests pass), but I couldn't push or open the PR: `github.com` doesn't resolve from this machine (the VPN resolver 10.8.0.1 isn't answering). Once the network is back, `git push -u origin feat/handoff-digest && gh pr create --fill` will finish it."),
    ], summary="Push failed: Could not resolve host: github.com")

# ----------------------------------------------------------------------------- INF-9 remote cache unreachable, task timed out
add(slug="bazel-remote-cache-ci", format="claude", ticket="BLD-517", repo="monorepo",
    title="Enable the shared Bazel remote cache for CI builds",
    body="""
CI builds of `//services/...` take 25 min with a cold local cache. Enable the shared remote cache
at `grpcs://cache.build.internal:9092` for the `ci` config in `.bazelrc` (read-write on main,
read-only on PRs) and check a build against it.

Acceptance criteria
- `.bazelrc` has `build:ci` remote cache flags
- `bazel build --config=ci //services/...` completes using the cache
""",
    mode="infra_failure", near="model_confusion", state="TimedOut",
    watchdog={"reason_code": "stall", "message": "no new events for 900s while tool Bash was running; task deadline (45m) reached", "tool_name": "Bash"},
    why="The remote cache endpoint given in the ticket was unreachable (connect timed out, nc timed out), so the verification build hung until the task deadline; the .bazelrc change was correct.",
    steps=[
        read(".bazelrc", """common --enable_bzlmod
build --incompatible_strict_action_env
build:ci --color=no --curses=no --show_timestamps
build:ci --jobs=16
test:ci --test_output=errors"""),
        edit(".bazelrc", "build:ci --jobs=16", """build:ci --jobs=16
build:ci --remote_cache=grpcs://cache.build.internal:9092
build:ci --remote_upload_local_results=false
build:ci --remote_timeout=60s
build:ci-main --config=ci --remote_upload_local_results=true"""),
        sh("bazel build --config=ci //services/... 2>&1 | tail -n 20",
           "INFO: Invocation ID: 6f3e1b2a-8c0d-4a7e-9b1f-2d5c7e8a9f01\nWARNING: Remote Cache: UNAVAILABLE: io exception\n  Caused by: io.netty.channel.ConnectTimeoutException: connection timed out: cache.build.internal/10.40.2.15:9092\nINFO: Analyzed 412 targets (0 packages loaded, 0 targets configured).\nINFO: Found 412 targets...\n[1,207 / 3,918] 16 actions running\n    Compiling services/payments/ledger/src/main.rs; 58s remote-cache\n    GoCompilePkg services/search/indexer/indexer.a; 61s remote-cache\nCommand timed out after 10m 0.0s",
           rc=124, raw=True, ev=True, timeout=600000),
        sh("nc -vz -w 5 cache.build.internal 9092",
           "nc: connect to cache.build.internal (10.40.2.15) port 9092 (tcp) timed out: Operation now in progress",
           rc=1, ev=True),
        say("The cache host resolves but the port doesn't answer, so every action waits for the remote timeout before running locally. Let me check if the endpoint answers over plain gRPC health."),
        sh("grpcurl -max-time 10 cache.build.internal:9092 grpc.health.v1.Health/Check",
           "Failed to dial target host \"cache.build.internal:9092\": context deadline exceeded",
           rc=1, ev=True),
        say("Still unreachable. I'll run the build once more with a short remote timeout so it falls back to local execution quickly, to at least validate the flags."),
        sh("bazel build --config=ci --remote_timeout=5s //services/... 2>&1 | tail -n 5", "", rc=None, raw=True, timeout=1800000),
        end("cut"),
    ])

# ----------------------------------------------------------------------------- INF-10 API server unreachable after an unrelated RBAC refusal
add(slug="ingress-5xx-prometheusrule", format="codex", ticket="OBS-802", repo="platform-monitoring",
    title="Roll out the ingress 5xx PrometheusRule to staging",
    body="""
`rules/ingress-5xx.yaml` was reviewed in OBS-790. Apply it to the `monitoring` namespace on the
staging cluster and confirm the Prometheus operator picked it up (rule group visible in
`/api/v1/rules`).
""",
    mode="infra_failure", near="permission_blocked",
    why="The apply failed because the staging API server stopped answering (dial tcp 10.12.0.1:443 i/o timeout); the earlier Forbidden on cluster-scoped `get nodes` was irrelevant to the task.",
    steps=[
        think("**Checking cluster access**\n\nFirst confirm the kubeconfig context points to staging and what I can access."),
        sh("kubectl config current-context", "staging-eu1"),
        sh("kubectl get nodes",
           "Error from server (Forbidden): nodes is forbidden: User \"system:serviceaccount:ci:codex-runner\" cannot list resource \"nodes\" in API group \"\" at the cluster scope",
           rc=1),
        think("**Scoping to namespace**\n\nNo cluster-scope access, but I only need the monitoring namespace. Check namespace rights with a server-side dry run."),
        sh("kubectl -n monitoring auth can-i create prometheusrules.monitoring.coreos.com", "yes"),
        sh("kubectl -n monitoring apply -f rules/ingress-5xx.yaml --dry-run=server",
           "prometheusrule.monitoring.coreos.com/ingress-5xx created (server dry run)"),
        sh("kubectl -n monitoring apply -f rules/ingress-5xx.yaml",
           "Unable to connect to the server: dial tcp 10.12.0.1:443: i/o timeout", rc=1, ev=True),
        sh("sleep 30; kubectl -n monitoring apply -f rules/ingress-5xx.yaml",
           "Unable to connect to the server: dial tcp 10.12.0.1:443: i/o timeout", rc=1, ev=True),
        sh("kubectl cluster-info --request-timeout=10s",
           "To further debug and diagnose cluster problems, use 'kubectl cluster-info dump'.\nUnable to connect to the server: dial tcp 10.12.0.1:443: i/o timeout",
           rc=1, ev=True),
        sh("curl -sk --max-time 10 https://10.12.0.1:443/healthz; echo \" exit=$?\"", " exit=28"),
        end("fail", "The rule passed a server-side dry run, but the real apply never reached the API server: `dial tcp 10.12.0.1:443: i/o timeout` three times in a row and `/healthz` times out too. The staging control plane (or the route to it) is down; nothing was applied. The earlier Forbidden on `get nodes` is expected for this service account and unrelated."),
    ])

# ----------------------------------------------------------------------------- INF-11 Go proxy DNS timeouts -> missing go.sum entry
add(slug="blackbox-probe-targets-go", format="osmia", ticket="OBS-845", repo="probe-sync", engine="codex",
    title="probe-sync: read targets from the service catalog API",
    body="""
`probe-sync` renders blackbox-exporter targets from a static YAML. Switch it to the service catalog
client (`github.com/acme/catalog-go v0.9.0`, already tagged) and keep the YAML as fallback.

Acceptance criteria
- `go build ./... && go test ./...` pass
- fallback to `targets.yaml` when the catalog is unreachable
""",
    mode="infra_failure", near="dependency_missing",
    why="`go get` could not reach the module proxy (DNS lookups to 10.96.0.10 timed out), so the module was never downloaded; the later 'missing go.sum entry' is a consequence.",
    steps=[
        say("Adding the catalog client dependency first."),
        sh("go get github.com/acme/catalog-go@v0.9.0",
           "go: github.com/acme/catalog-go@v0.9.0: Get \"https://proxy.golang.org/github.com/acme/catalog-go/@v/v0.9.0.info\": dial tcp: lookup proxy.golang.org on 10.96.0.10:53: read udp 10.244.3.17:48211->10.96.0.10:53: i/o timeout",
           rc=1, ev=True),
        sh("go env GOPROXY GOPRIVATE GONOSUMDB", "https://proxy.golang.org,direct\n\n"),
        say("The module is private, so it should bypass the public proxy. Setting GOPRIVATE for this command and retrying."),
        sh("GOPRIVATE=github.com/acme/* go get github.com/acme/catalog-go@v0.9.0",
           "go: github.com/acme/catalog-go@v0.9.0: unrecognized import path \"github.com/acme/catalog-go\": https fetch: Get \"https://github.com/acme/catalog-go?go-get=1\": dial tcp: lookup github.com on 10.96.0.10:53: read udp 10.244.3.17:51904->10.96.0.10:53: i/o timeout",
           rc=1, ev=True),
        sh("nslookup github.com 10.96.0.10", ";; communications error to 10.96.0.10#53: timed out\n;; communications error to 10.96.0.10#53: timed out\n;; no servers could be reached", rc=1, ev=True),
        say("Cluster DNS isn't answering from this pod. I'll write the code against the documented client API in the meantime."),
        read("internal/targets/source.go", """package targets

import (
	"os"

	"gopkg.in/yaml.v3"
)

type Target struct {
	Module string `yaml:"module"`
	URL    string `yaml:"url"`
}

func FromFile(path string) ([]Target, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var t []Target
	return t, yaml.Unmarshal(b, &t)
}"""),
        write("internal/targets/catalog.go", """package targets

import (
	"context"
	"log/slog"

	catalog "github.com/acme/catalog-go"
)

// Load returns probe targets from the service catalog, falling back to the YAML file.
func Load(ctx context.Context, c *catalog.Client, fallback string) ([]Target, error) {
	svcs, err := c.ListServices(ctx, catalog.WithLabel("probe", "true"))
	if err != nil {
		slog.Warn("catalog unreachable, using fallback", "err", err, "file", fallback)
		return FromFile(fallback)
	}
	out := make([]Target, 0, len(svcs))
	for _, s := range svcs {
		out = append(out, Target{Module: s.Labels["probe_module"], URL: s.HealthURL})
	}
	return out, nil
}
"""),
        sh("go build ./...",
           "internal/targets/catalog.go:7:2: no required module provides package github.com/acme/catalog-go; to add it:\n\tgo get github.com/acme/catalog-go",
           rc=1),
        sh("go mod tidy",
           "go: finding module for package github.com/acme/catalog-go\ngo: github.com/acme/probe-sync/internal/targets imports\n\tgithub.com/acme/catalog-go: missing go.sum entry for module providing package github.com/acme/catalog-go; to add:\n\tgo mod download github.com/acme/catalog-go",
           rc=1),
        notice("network check: egress probe from pod osmia-agent-probe-sync-5d8f7 failed: dns 10.96.0.10:53 timeout (3/3)", ev=True),
        end("fail", "Code for the catalog source is written (internal/targets/catalog.go) but it cannot build: the pod cannot resolve any host (DNS to 10.96.0.10 times out), so `go get github.com/acme/catalog-go@v0.9.0` never downloaded the module and go.sum has no entry for it."),
    ])

# ----------------------------------------------------------------------------- INF-12 rustc SIGKILL (cgroup OOM), dmesg refused
add(slug="ops-cli-workspace-tests", format="claude", ticket="PLAT-2350", repo="ops-cli",
    title="ops-cli: `drain` should skip nodes with the `do-not-drain` label",
    body="""
`ops-cli drain --pool batch` drains every node in the pool, including nodes labelled
`acme.io/do-not-drain=true`. Skip those and print them as skipped.

Acceptance criteria
- labelled nodes are skipped and reported
- `cargo test --workspace` passes
""",
    mode="infra_failure", near="permission_blocked",
    why="rustc was SIGKILLed by the cgroup OOM killer while compiling the workspace tests (memory.events oom_kill 3); the dmesg 'Operation not permitted' was only the agent's diagnostic attempt.",
    steps=[
        grep("do-not-drain|fn drain_pool", "crates/ops-drain/src/lib.rs:48:pub async fn drain_pool(client: &Client, pool: &str, opts: &DrainOpts) -> Result<Report> {"),
        read("crates/ops-drain/src/lib.rs", """pub async fn drain_pool(client: &Client, pool: &str, opts: &DrainOpts) -> Result<Report> {
    let nodes = list_pool_nodes(client, pool).await?;
    let mut report = Report::default();
    for node in nodes {
        cordon(client, &node).await?;
        evict_pods(client, &node, opts).await?;
        report.drained.push(node.name_any());
    }
    Ok(report)
}""", start=48),
        edit("crates/ops-drain/src/lib.rs", """    for node in nodes {
        cordon(client, &node).await?;""", """    for node in nodes {
        if node.labels().get("acme.io/do-not-drain").map(String::as_str) == Some("true") {
            report.skipped.push(node.name_any());
            continue;
        }
        cordon(client, &node).await?;""", start=51),
        edit("crates/ops-drain/src/report.rs", "    pub drained: Vec<String>,", "    pub drained: Vec<String>,\n    pub skipped: Vec<String>,"),
        sh("cargo test --workspace 2>&1 | tail -n 25",
           "   Compiling k8s-openapi v0.22.0\n   Compiling kube-client v0.93.1\n   Compiling ops-drain v0.4.2 (/workspace/ops-cli/crates/ops-drain)\n   Compiling ops-cli v0.4.2 (/workspace/ops-cli/crates/ops-cli)\nerror: could not compile `k8s-openapi` (lib)\n\nCaused by:\n  process didn't exit successfully: `/usr/local/rustup/toolchains/1.81.0-x86_64-unknown-linux-gnu/bin/rustc --crate-name k8s_openapi --edition=2021 ... -C opt-level=0 -C embed-bitcode=no -C debuginfo=2 --cfg 'feature=\"v1_30\"'` (signal: 9, SIGKILL: kill)\nwarning: build failed, waiting for other jobs to finish...\nerror: could not compile `kube-client` (lib)\n\nCaused by:\n  process didn't exit successfully: `/usr/local/rustup/toolchains/1.81.0-x86_64-unknown-linux-gnu/bin/rustc --crate-name kube_client ...` (signal: 9, SIGKILL: kill)",
           rc=101, ev=True),
        sh("dmesg | tail -n 5", "dmesg: read kernel buffer failed: Operation not permitted", rc=1),
        sh("cat /sys/fs/cgroup/memory.max /sys/fs/cgroup/memory.events",
           "3221225472\nlow 0\nhigh 0\nmax 412\noom 3\noom_kill 3\noom_group_kill 0", ev=True),
        say("The container has a 3 GiB memory limit and the kernel OOM-killed rustc three times while compiling k8s-openapi in parallel. I'll retry with a single job to lower peak memory."),
        sh("CARGO_BUILD_JOBS=1 cargo test --workspace 2>&1 | tail -n 6",
           "   Compiling k8s-openapi v0.22.0\nerror: could not compile `k8s-openapi` (lib)\n\nCaused by:\n  process didn't exit successfully: `/usr/local/rustup/toolchains/1.81.0-x86_64-unknown-linux-gnu/bin/rustc --crate-name k8s_openapi ...` (signal: 9, SIGKILL: kill)",
           rc=101, ev=True),
        end("fail", "The skip logic is implemented (crates/ops-drain/src/lib.rs, report.rs), but I couldn't run the tests: rustc is killed by the container's OOM killer (memory.events: oom_kill 3, limit 3 GiB) while compiling k8s-openapi, even with CARGO_BUILD_JOBS=1. The runner needs more memory for this workspace."),
    ])


# ----------------------------------------------------------------------------- INF-13 npm registry rate limit -> missing module
add(slug="notif-service-otel-sdk", format="osmia", ticket="OBS-915", repo="notification-service", engine="claude-code",
    title="notification-service: export traces with the OTel Node SDK",
    body="""
Add tracing to notification-service with `@opentelemetry/sdk-node` + auto-instrumentations (already in
`package.json` since OBS-901, just not wired). Initialise it in `src/tracing.ts`, loaded before the app.
`npm ci && npm test` must pass.
""",
    mode="infra_failure", near="dependency_missing",
    why="npm ci failed because the npm registry answered 429 Too Many Requests for the runner's IP; the later \"Cannot find module '@opentelemetry/sdk-node'\" is a consequence of the aborted install.",
    steps=[
        say("Checking what is already declared and how the app starts."),
        sh("jq '.dependencies | with_entries(select(.key|test(\"opentelemetry\")))' package.json && cat .npmrc 2>/dev/null || echo 'no .npmrc'",
           "{\n  \"@opentelemetry/auto-instrumentations-node\": \"^0.50.0\",\n  \"@opentelemetry/exporter-trace-otlp-grpc\": \"^0.53.0\",\n  \"@opentelemetry/sdk-node\": \"^0.53.0\"\n}\nno .npmrc"),
        read("src/index.ts", """import { createServer } from "./server";

const port = Number(process.env.PORT ?? 8080);
createServer().listen(port, () => console.log(`notification-service listening on ${port}`));"""),
        write("src/tracing.ts", """import { NodeSDK } from "@opentelemetry/sdk-node";
import { getNodeAutoInstrumentations } from "@opentelemetry/auto-instrumentations-node";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-grpc";

export const sdk = new NodeSDK({
  serviceName: "notification-service",
  traceExporter: new OTLPTraceExporter(),
  instrumentations: [getNodeAutoInstrumentations({ "@opentelemetry/instrumentation-fs": { enabled: false } })],
});

sdk.start();
process.on("SIGTERM", () => void sdk.shutdown());
"""),
        edit("src/index.ts", "import { createServer } from \"./server\";", "import \"./tracing\";\nimport { createServer } from \"./server\";"),
        sh("npm ci",
           "npm warn fetch GET https://registry.npmjs.org/@opentelemetry%2fsdk-node attempt 1 failed with 429\nnpm warn fetch GET https://registry.npmjs.org/@opentelemetry%2fsdk-node attempt 2 failed with 429\nnpm error code E429\nnpm error 429 Too Many Requests - GET https://registry.npmjs.org/@opentelemetry%2fsdk-node\nnpm error A complete log of this run can be found in: /home/agent/.npm/_logs/2026-10-23T06_12_40_007Z-debug-0.log",
           rc=1, ev=True),
        sh("npm test",
           "\n> notification-service@2.3.0 test\n> vitest run\n\n FAIL  src/tracing.test.ts [ src/tracing.test.ts ]\nError: Cannot find module '@opentelemetry/sdk-node' imported from /workspace/notification-service/src/tracing.ts\n\n Test Files  1 failed | 6 passed (7)\n      Tests  18 passed (18)",
           rc=1),
        sh("sleep 90; npm ci 2>&1 | tail -n 3",
           "npm error code E429\nnpm error 429 Too Many Requests - GET https://registry.npmjs.org/@opentelemetry%2fauto-instrumentations-node\nnpm error A complete log of this run can be found in: /home/agent/.npm/_logs/2026-10-23T06_14_19_551Z-debug-0.log",
           rc=1, ev=True),
        sh("curl -sI https://registry.npmjs.org/@opentelemetry%2fsdk-node | sed -n '1p;/retry-after/Ip'", "HTTP/2 429\nretry-after: 600", ev=True),
        notice("egress: this node pool shares one NAT IP (34.91.12.7) for all agent pods; no npm registry mirror configured"),
        end("fail", "src/tracing.ts is written and imported first in src/index.ts, but npm ci keeps failing with 429 Too Many Requests from registry.npmjs.org (retry-after 600s), so @opentelemetry/sdk-node is not installed and the tracing test cannot load it."),
    ])


# ----------------------------------------------------------------------------- orientation prefixes
from noise import intro, gitlog, precommit, MAKEFILES  # noqa: E402

PRE = {
    "nx-affected-ci-matrix": intro(files=["apps", "libs", "tools", "nx.json", "package.json", "package-lock.json",
                                          "tsconfig.base.json", ".github"],
                                   msg="I'll start by looking at the repository layout.") + [
        read("package.json", """{
  "name": "web-platform",
  "private": true,
  "workspaces": ["apps/*", "libs/*"],
  "scripts": { "build": "nx run-many -t build", "test": "nx run-many -t test" },
  "devDependencies": { "nx": "19.8.4", "@nx/js": "19.8.4", "@nx/vite": "19.8.4", "typescript": "5.5.4" }
}"""),
    ],
    "exporter-base-image-bookworm": intro(files=["Dockerfile", "Makefile", "bin", "tests", "README.md"]) + [
        read("Makefile", """IMAGE ?= node-exporter-sidecar:dev
image:
\tdocker build -t $(IMAGE) .
image-test: image
\tcontainer-structure-test test --image $(IMAGE) --config tests/structure.yaml"""),
    ],
    "alertmanager-webhook-relay": [
        sh("git status --short --branch && ls", "## main...origin/main\nDockerfile\nMakefile\npip.conf\nrelay\nrequirements-dev.txt\nrequirements.txt\ntests"),
        sh("sed -n '1,40p' tests/test_handler.py", """from freezegun import freeze_time

from relay.handler import handle


def payload(status):
    return {"version": "4", "status": status, "alerts": [{"labels": {"alertname": "HighLatency"}}]}


def test_firing_is_forwarded():
    assert handle(payload("firing")).startswith("HighLatency")


def test_resolved_is_forwarded_with_check_mark():
    assert handle(payload("resolved")).startswith("\\u2705 HighLatency")"""),
    ],
    "pg-backup-retention-days": [
        sh("git status --short --branch && ls backup tests", "## fix/retention\nbackup:\n__init__.py\ndump.py\nprune.py\nupload.py\n\ntests:\n__init__.py\ntest_dump.py"),
        grep("RETENTION_DAYS", "backup/prune.py:6:RETENTION_DAYS = int(os.environ.get(\"RETENTION_DAYS\", \"14\"))\ndeploy/cronjob.yaml:31:            - name: RETENTION_DAYS\ndeploy/cronjob.yaml:32:              value: \"14\""),
        read("tests/test_dump.py", """from backup.dump import dump_name


def test_dump_name_is_dated():
    assert dump_name("orders", "2026-10-20") == "orders/2026-10-20.sql.gz\""""),
    ],
    "runbook-cert-expiry-check": intro(files=["runbooks", "scripts", "tests", "Makefile", "README.md"], kind="sh"),
    "grafana-slo-burnrate-panels": [
        sh("git status --short --branch && ls", "## main...origin/main\nMakefile\ndashboards\ngolden\njsonnetfile.json\nlib\nvendor"),
        sh("cat Makefile", "dashboards-test:\n\t@for f in dashboards/*.jsonnet; do \\\n\t  jsonnet -J vendor $$f > /tmp/$$(basename $$f .jsonnet).json && \\\n\t  diff -u golden/$$(basename $$f .jsonnet).json /tmp/$$(basename $$f .jsonnet).json || exit 1; done\ngolden:\n\t@for f in dashboards/*.jsonnet; do jsonnet -J vendor $$f > golden/$$(basename $$f .jsonnet).json; done"),
        sh("sed -n '1,40p' lib/slo.libsonnet", "local g = import 'g.libsonnet';\n\n{\n  sli(name, errors, total):: { name: name, errors: errors, total: total },\n\n  ratio(sli, window)::\n    'sum(rate(%s[%s])) / sum(rate(%s[%s]))' % [sli.errors, window, sli.total, window],\n\n  // Multi-window burn rate as used by the alerting rules (SRE workbook ch. 5).\n  burnRate(sli, long, short):: {\n    expr: '(%s) / (1 - 0.999) and (%s) / (1 - 0.999)' % [self.ratio(sli, long), self.ratio(sli, short)],\n    legendFormat: '%s/%s' % [long, short],\n  },\n"),
    ],
    "log-archiver-volume-guard": intro(files=["archiver", "it", "tests", "Dockerfile", "Makefile", "pyproject.toml"]) + [
        read("archiver/batch.py", """import os
import shutil

SPOOL = "/var/spool/archiver"


def next_batch(limit=500):
    names = sorted(os.listdir(SPOOL))[:limit]
    return [os.path.join(SPOOL, n) for n in names]


def write_batch(batch, target):
    for path in batch:
        shutil.copy2(path, target)
        os.unlink(path)"""),
    ],
    "oncall-handoff-digest": [
        sh("git status --short --branch", "## main...origin/main"),
        read("tests/test_handoff.py", """from datetime import date, datetime, timedelta

from tools.handoff import digest

WEEK = datetime(2026, 10, 12)


def test_header():
    assert digest([], WEEK).startswith("*On-call hand-off, week of 12 Oct*")


def test_total():
    assert "Incidents: 2" in digest([{"service": "a", "created_at": WEEK}] * 2, WEEK)"""),
    ],
    "bazel-remote-cache-ci": intro(files=["MODULE.bazel", "services", "tools", "third_party", ".bazelrc", ".bazelversion", ".github"]) + [
        sh("cat .bazelversion && bazel version | head -n 3", "7.3.1\nBazelisk version: v1.22.0\nBuild label: 7.3.1\nBuild target: @@//src/main/java/com/google/devtools/build/lib/bazel:BazelServer"),
        grep("bazel build", ".github/workflows/ci.yml:38:      - run: bazel build --config=ci //services/...\n.github/workflows/ci.yml:41:      - run: bazel test --config=ci //services/...", path=".github"),
    ],
    "ingress-5xx-prometheusrule": [
        sh("git status --short --branch && ls rules", "## main...origin/main\napiserver.yaml\ncheckout.yaml\ningress-5xx.yaml\nkube-state.yaml\nnode.yaml"),
        sh("cat rules/ingress-5xx.yaml", "apiVersion: monitoring.coreos.com/v1\nkind: PrometheusRule\nmetadata:\n  name: ingress-5xx\n  labels:\n    release: kube-prometheus-stack\nspec:\n  groups:\n    - name: ingress.5xx\n      rules:\n        - alert: IngressHigh5xxRatio\n          expr: sum by (ingress) (rate(nginx_ingress_controller_requests{status=~\"5..\"}[5m])) / sum by (ingress) (rate(nginx_ingress_controller_requests[5m])) > 0.05\n          for: 10m\n          labels:\n            severity: page"),
        sh("promtool check rules <(yq '.spec' rules/ingress-5xx.yaml)", "Checking /dev/fd/63\n  SUCCESS: 1 rules found"),
    ],
    "blackbox-probe-targets-go": [
        sh("git status --short --branch && cat go.mod", "## main...origin/main\nmodule github.com/acme/probe-sync\n\ngo 1.22\n\nrequire (\n\tgopkg.in/yaml.v3 v3.0.1\n)"),
        sh("ls internal/targets cmd/probe-sync", "internal/targets:\nsource.go\nsource_test.go\n\ncmd/probe-sync:\nmain.go"),
    ],
    "ops-cli-workspace-tests": intro(files=["Cargo.toml", "Cargo.lock", "crates", "rust-toolchain.toml", "README.md"]) + [
        read("Cargo.toml", """[workspace]
members = ["crates/ops-cli", "crates/ops-drain", "crates/ops-k8s"]
resolver = "2"

[workspace.dependencies]
kube = { version = "0.93", features = ["runtime", "derive"] }
k8s-openapi = { version = "0.22", features = ["v1_30"] }
tokio = { version = "1", features = ["full"] }"""),
    ],
}

from noise import noise_block  # noqa: E402

MID = {
    "log-archiver-volume-guard": (6, noise_block("py", 12) + noise_block("ci", 6) + noise_block("sh", 8) + noise_block("k8s", 4)),
    "alertmanager-webhook-relay": (3, noise_block("py", 11, offset=1)),
    "ingress-5xx-prometheusrule": (4, noise_block("k8s", 10)),
}

for _c in CASES:
    _c["steps"] = PRE.get(_c["slug"], []) + _c["steps"]
    if _c["slug"] in MID:
        k, extra = MID[_c["slug"]]
        _c["steps"] = _c["steps"][:k] + extra + _c["steps"][k:]
