"""Runs with no recognisable cause: unknown."""
from common import *

CASES = []
def case(**kw): CASES.append(kw); return kw

case(slug="cloudfront-cache-policy-ttl", ticket="CDN-22", format="claude", mode="unknown", near_miss="infra_failure",
     why="A transient ThrottlingException was retried successfully, plan and tests passed, and the session then ended with a bare error result carrying no cause.",
     prompt=P("CDN-22", "Lower default TTL on the static cache policy",
              "`modules/cdn/cache.tf`: `default_ttl` 86400 -> 3600 on `aws_cloudfront_cache_policy.static`."),
     steps=[read("modules/cdn/cache.tf", 'resource "aws_cloudfront_cache_policy" "static" {\n  name        = "static"\n  default_ttl = 86400\n  max_ttl     = 604800\n  min_ttl     = 0\n}'),
            edit("modules/cdn/cache.tf", "  default_ttl = 86400", "  default_ttl = 3600"),
            bash("terraform -chdir=envs/prod/cdn plan -no-color 2>&1 | tail -4", "│ Error: reading CloudFront Cache Policy (6a1f...): operation error CloudFront: GetCachePolicy, https response error StatusCode: 400, RequestID: 1b2c, api error Throttling: Rate exceeded\n╵", err=True),
            say("Throttled by CloudFront; retrying after a short wait."),
            bash("sleep 30; terraform -chdir=envs/prod/cdn plan -no-color 2>&1 | tail -3", "      ~ default_ttl = 86400 -> 3600\n\nPlan: 0 to add, 1 to change, 0 to destroy."),
            bash("make lint", "tflint --recursive\nterraform fmt -check -recursive"),
            say("The plan shows exactly the TTL change and lint is clean.")],
     end=end_fail("", subtype="error_during_execution"))

case(slug="sqs-visibility-review", ticket="APP-702", format="claude-transcript", mode="unknown", near_miss="",
     why="The session read files, made the change and got a clean plan, then simply stopped; the run is marked Failed but nothing in the stream says why.",
     prompt=P("APP-702", "Raise visibility timeout on the render queue",
              "`modules/render/queue.tf`: visibility_timeout_seconds 30 -> 180 (render jobs take ~2 minutes)."),
     steps=[read("modules/render/queue.tf", 'resource "aws_sqs_queue" "render" {\n  name                       = "render"\n  visibility_timeout_seconds = 30\n}'),
            edit("modules/render/queue.tf", "visibility_timeout_seconds = 30", "visibility_timeout_seconds = 180"),
            bash("terraform -chdir=envs/staging plan -no-color | tail -3", "      ~ visibility_timeout_seconds = 30 -> 180\n\nPlan: 0 to add, 1 to change, 0 to destroy."),
            read("modules/render/lambda.tf", 'resource "aws_lambda_function" "render" {\n  function_name = "render"\n  timeout       = 150\n}'),
            say("The Lambda timeout (150s) is below the new visibility timeout, as AWS recommends. Checking the event source mapping next.")],
     end=None)

case(slug="route53-health-check-path", ticket="NET-503", format="codex", mode="unknown", near_miss="",
     why="Change made and validated; the turn then failed with a generic engine error that names no cause.",
     prompt=P("NET-503", "Health check should hit /readyz",
              "`modules/route53/health.tf`: `resource_path` `/` -> `/readyz` for the api health check."),
     steps=[edit("modules/route53/health.tf", '  resource_path     = "/"', '  resource_path     = "/readyz"'),
            tf_validate_ok("terraform -chdir=modules/route53 validate"),
            bash("terraform -chdir=envs/prod/dns plan -no-color | tail -2", "      ~ resource_path = \"/\" -> \"/readyz\"\nPlan: 0 to add, 1 to change, 0 to destroy."),
            say("The plan is exactly the path change.")],
     end=end_fail("", codex_msg="exec session ended unexpectedly"))

case(slug="log-shipper-fixture-paths", ticket="OBS-72", format="osmia", mode="unknown", near_miss="permission_blocked",
     why="The 'permission denied' lines come from the shipper's own fixture test output (expected, and tests pass); the run then ends failed with no stated reason.",
     prompt=P("OBS-72", "log shipper: skip unreadable files instead of crashing",
              "`tools/shipper/ship.py` crashes on files it cannot read. Log a warning and continue. `pytest tools/shipper`."),
     steps=[read("tools/shipper/ship.py", "def ship(paths, sink):\n    for p in paths:\n        with open(p) as f:\n            sink.write(f.read())"),
            edit("tools/shipper/ship.py", "    for p in paths:\n        with open(p) as f:\n            sink.write(f.read())", "    for p in paths:\n        try:\n            with open(p) as f:\n                sink.write(f.read())\n        except PermissionError as e:\n            log.warning('skipping %s: %s', p, e)"),
            bash("pytest -q tools/shipper -o log_cli=true 2>&1 | tail -6", "WARNING  shipper:ship.py:14 skipping /tmp/pytest-of-agent/pytest-3/test_unreadable0/secret.log: [Errno 13] Permission denied: '/tmp/pytest-of-agent/pytest-3/test_unreadable0/secret.log'\n......\n6 passed in 0.48s"),
            bash("git diff --stat", " tools/shipper/ship.py | 8 +++++---\n 1 file changed, 5 insertions(+), 3 deletions(-)"),
            say("Unreadable files are skipped with a warning; all shipper tests pass.")],
     end=end_fail("exit status 1"))

case(slug="ingress-annotations-optional-secret", ticket="K8S-247", format="claude-transcript", mode="unknown", near_miss="dependency_missing",
     why="The `not found` is an optional secret lookup the chart handles; lint and template succeed and the session ends with no recognisable cause for the Failed state.",
     prompt=P("K8S-247", "api chart: optional basic-auth annotations",
              "Add nginx basic-auth annotations to `charts/api/templates/ingress.yaml` only when `ingress.basicAuth.secret` is set."),
     steps=[edit("charts/api/templates/ingress.yaml", "  annotations:\n    {{- toYaml .Values.ingress.annotations | nindent 4 }}", "  annotations:\n    {{- toYaml .Values.ingress.annotations | nindent 4 }}\n    {{- with .Values.ingress.basicAuth.secret }}\n    nginx.ingress.kubernetes.io/auth-type: basic\n    nginx.ingress.kubernetes.io/auth-secret: {{ . }}\n    {{- end }}"),
            bash("kubectl -n api get secret api-basic-auth", "Error from server (NotFound): secrets \"api-basic-auth\" not found", err=True),
            say("No secret in the cluster yet; that's fine because the annotation is optional."),
            bash("helm lint charts/api && helm template api charts/api --set ingress.basicAuth.secret=x | grep auth-", "==> Linting charts/api\n[INFO] Chart.yaml: icon is recommended\n\n1 chart(s) linted, 0 chart(s) failed\n    nginx.ingress.kubernetes.io/auth-type: basic\n    nginx.ingress.kubernetes.io/auth-secret: x"),
            bash("helm unittest charts/api | tail -2", "Tests:       6 passed, 6 total\nSnapshot:    0 passed, 0 total")],
     end=None)

case(slug="batch-namespace-resource-caps", ticket="K8S-252", format="claude", mode="unknown", near_miss="dependency_missing",
     why="The initial NotFound was just the pre-creation check; the quota applied and verified, yet the session ended with an error result that gives no reason.",
     prompt=P("K8S-252", "ResourceQuota for the batch namespace",
              "Add `k8s/namespaces/batch/quota.yaml` (cpu 64, memory 256Gi) and apply it to platform-dev."),
     steps=[bash("kubectl -n batch get resourcequota batch-quota", "Error from server (NotFound): resourcequotas \"batch-quota\" not found", err=True),
            write("k8s/namespaces/batch/quota.yaml", "apiVersion: v1\nkind: ResourceQuota\nmetadata:\n  name: batch-quota\n  namespace: batch\nspec:\n  hard:\n    requests.cpu: \"64\"\n    requests.memory: 256Gi"),
            bash("kubectl apply -f k8s/namespaces/batch/quota.yaml", "resourcequota/batch-quota created"),
            bash("kubectl -n batch describe resourcequota batch-quota | tail -3", "Resource         Used  Hard\n--------         ----  ----\nrequests.cpu     12    64"),
            say("Quota is applied and in effect.")],
     end=end_fail("", subtype="error_during_execution"))

case(slug="budget-alert-tdd", ticket="FIN-101", format="codex", mode="unknown", near_miss="test_misunderstanding",
     why="The agent wrote a failing test first (as asked), implemented the fix and saw it pass; the run is nonetheless recorded as failed with no cause in the stream.",
     prompt=P("FIN-101", "budget_report.py: include forecast column (TDD)",
              "Write a failing test first for the forecast column in `scripts/budget_report.py`, then implement it."),
     steps=[write("tests/test_budget_report.py", "def test_forecast_column(ce_stub):\n    rows = budget_report.rows(ce_stub.client, '2026-05')\n    assert rows[0]['forecast'] == '13100.00'"),
            bash("pytest -q tests/test_budget_report.py", "F\nE       KeyError: 'forecast'\n1 failed in 0.22s", code=1),
            edit("scripts/budget_report.py", "    return [{'account': a, 'actual': fmt(v)} for a, v in actuals.items()]", "    fc = forecast(ce, month)\n    return [{'account': a, 'actual': fmt(v), 'forecast': fmt(fc.get(a, 0))} for a, v in actuals.items()]"),
            bash("pytest -q tests/", "....................\n20 passed in 1.02s"),
            say("Test written first, then implemented; the whole suite passes.")],
     end=end_ok("Forecast column added with a test."), result={"success": False, "exit_code": 1, "summary": ""})

case(slug="alb-idle-setting-values", ticket="APP-715", format="osmia", mode="unknown", near_miss="infra_failure",
     why="'timeout' appears only as the setting being changed (idle_timeout); plan is clean apart from it and the run ends failed with no reason given.",
     prompt=P("APP-715", "ALB idle timeout 60 -> 120 for websocket clients",
              "`modules/alb/main.tf`: make `idle_timeout` a variable (default 60) and set 120 in envs/prod/realtime."),
     steps=[edit("modules/alb/main.tf", "  idle_timeout       = 60", "  idle_timeout       = var.idle_timeout"),
            edit("modules/alb/variables.tf", 'variable "name" {', 'variable "idle_timeout" {\n  type    = number\n  default = 60\n}\n\nvariable "name" {'),
            edit("envs/prod/realtime/main.tf", "  name   = \"realtime\"", "  name         = \"realtime\"\n  idle_timeout = 120"),
            bash("terraform -chdir=envs/prod/realtime plan -no-color | tail -3", "      ~ idle_timeout = 60 -> 120\n\nPlan: 0 to add, 1 to change, 0 to destroy."),
            bash("terraform -chdir=envs/staging plan -no-color | tail -1", "No changes. Your infrastructure matches the configuration."),
            say("idle_timeout is now configurable; only realtime changes.")],
     end=end_fail("task ended"))
