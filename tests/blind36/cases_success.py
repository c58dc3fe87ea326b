"""Succeeded runs, many with alarming words in them."""
from common import *

CASES = []
def case(**kw): CASES.append(kw); return kw

case(slug="sts-untrusted-role-test", ticket="SEC-188", format="claude-transcript", mode="succeeded", near_miss="permission_blocked",
     why="The AccessDenied is what the new test asserts (moto, untrusted role); the helper was fixed and all tests pass.",
     prompt=P("SEC-188", "assume(): raise a clear error for untrusted roles",
              "`scripts/awsutil.py::assume` should raise `RoleNotTrusted(role_arn)` when STS returns AccessDenied. Add a test."),
     steps=[edit("scripts/awsutil.py", "    resp = sts.assume_role(RoleArn=role_arn, RoleSessionName=name)", "    try:\n        resp = sts.assume_role(RoleArn=role_arn, RoleSessionName=name)\n    except ClientError as e:\n        if e.response['Error']['Code'] == 'AccessDenied':\n            raise RoleNotTrusted(role_arn) from e\n        raise"),
            write("tests/test_assume.py", "def test_untrusted(moto_sts_deny):\n    with pytest.raises(awsutil.RoleNotTrusted, match='role/untrusted'):\n        awsutil.assume('arn:aws:iam::222222222222:role/untrusted')"),
            bash("pytest -q tests/test_assume.py -rA 2>&1 | tail -4", "PASSED tests/test_assume.py::test_untrusted\n  captured: botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the AssumeRole operation: User: arn:aws:iam::123456789012:user/moto is not authorized to perform: sts:AssumeRole on resource: arn:aws:iam::222222222222:role/untrusted\n1 passed in 0.61s"),
            bash("pytest -q", "..........................................\n42 passed in 3.40s"),
            say("RoleNotTrusted is raised on AccessDenied, covered by a moto test; full suite passes.")],
     end=end_ok("done"))

case(slug="ci-role-ecr-policy-doc", ticket="SEC-191", format="claude", mode="succeeded", near_miss="permission_blocked",
     why="The task was to write a least-privilege policy; the simulator shows implicitDeny for other repos exactly as intended and tests pass.",
     prompt=P("SEC-191", "CI role: push only to the web repo",
              "`modules/iam-roles/ci.tf`: restrict ECR push actions to `repository/web`. `pytest tests/iam` must pass."),
     steps=[edit("modules/iam-roles/ci.tf", '  resources = ["*"]', '  resources = ["arn:aws:ecr:eu-west-1:481923365510:repository/web"]'),
            bash("aws iam simulate-custom-policy --policy-input-list file://build/ci-policy.json --action-names ecr:PutImage --resource-arns arn:aws:ecr:eu-west-1:481923365510:repository/payments --query 'EvaluationResults[0].EvalDecision'", "\"implicitDeny\""),
            bash("pytest -q tests/iam", "...\n3 passed in 1.74s"),
            bash("make checkov DIR=modules/iam-roles | tail -1", "Passed checks: 22, Failed checks: 0, Skipped checks: 0"),
            say("Push is now limited to the web repository; pushes elsewhere are denied (implicitDeny), as the test expects.")],
     end=end_ok("CI role restricted to repository/web; tests and checkov pass."))

case(slug="describe-stacks-retry-impl", ticket="PLAT-966", format="codex", mode="succeeded", near_miss="infra_failure",
     why="A real ThrottlingException hit the agent once and was retried; the retry helper was implemented and the tests pass.",
     prompt=P("PLAT-966", "stack_status(): retry throttling with backoff",
              "Implement retries (5, exponential) for ThrottlingException in `scripts/cfn.py`. `pytest tests/test_cfn.py`."),
     steps=[bash("aws cloudformation describe-stacks --stack-name web --query 'Stacks[0].StackStatus'", "An error occurred (Throttling) when calling the DescribeStacks operation (reached max retries: 4): Rate exceeded", code=254),
            bash("sleep 15; aws cloudformation describe-stacks --stack-name web --query 'Stacks[0].StackStatus'", "\"UPDATE_COMPLETE\""),
            edit("scripts/cfn.py", "def stack_status(cfn, name):\n    return cfn.describe_stacks(StackName=name)['Stacks'][0]['StackStatus']", "def stack_status(cfn, name, attempts=5):\n    for i in range(attempts):\n        try:\n            return cfn.describe_stacks(StackName=name)['Stacks'][0]['StackStatus']\n        except ClientError as e:\n            if e.response['Error']['Code'] not in ('Throttling', 'ThrottlingException') or i == attempts - 1:\n                raise\n            time.sleep(2 ** i)"),
            bash("pytest -q tests/test_cfn.py", "..\n2 passed in 0.31s"),
            say("Retries with backoff implemented; tests pass.")],
     end=end_ok("Implemented throttling retries in stack_status."))

case(slug="terratest-wait-helper", ticket="STO-52", format="osmia", mode="succeeded", near_miss="infra_failure",
     why="The 'timed out' lines are the expected output of TestWaitTimesOut, a test about the helper's deadline; every test passes.",
     prompt=P("STO-52", "waitForBucket: honour the context deadline",
              "`test/helpers/wait.go::WaitForBucket` ignores ctx. Respect the deadline; `go test ./test/helpers`."),
     steps=[edit("test/helpers/wait.go", "\tfor {\n\t\tif exists(bucket) {\n\t\t\treturn nil\n\t\t}\n\t\ttime.Sleep(2 * time.Second)\n\t}", "\tfor {\n\t\tif exists(bucket) {\n\t\t\treturn nil\n\t\t}\n\t\tselect {\n\t\tcase <-ctx.Done():\n\t\t\treturn fmt.Errorf(\"waiting for bucket %s: %w\", bucket, ctx.Err())\n\t\tcase <-time.After(2 * time.Second):\n\t\t}\n\t}"),
            bash("go test -v ./test/helpers -run Wait", "=== RUN   TestWaitFindsBucket\n--- PASS: TestWaitFindsBucket (2.01s)\n=== RUN   TestWaitTimesOut\n    wait_test.go:41: got expected error: waiting for bucket missing-bkt: context deadline exceeded (timed out after 3s)\n--- PASS: TestWaitTimesOut (3.00s)\nPASS\nok  \tgithub.com/acme/platform-infra/test/helpers\t5.021s"),
            bash("go vet ./test/...", ""),
            say("The helper now returns when the context deadline passes; both tests pass.")],
     end=end_ok("WaitForBucket honours ctx; tests pass."))

case(slug="repo-wide-terraform-style", ticket="PLAT-972", format="claude-transcript", mode="succeeded", near_miss="scope_creep",
     why="The ticket explicitly asked for `terraform fmt -recursive` over the whole repo plus the CI check; touching 41 files was the task.",
     prompt=P("PLAT-972", "Format the whole repo and enforce it in CI",
              "Run `terraform fmt -recursive` across the repository (all modules and envs) and add `terraform fmt -check -recursive`\nto `.github/workflows/lint.yml`. Expect a large, formatting-only diff."),
     files_changed=41,
     steps=[bash("terraform fmt -recursive | wc -l", "40"),
            edit(".github/workflows/lint.yml", "      - run: tflint --recursive", "      - run: tflint --recursive\n      - run: terraform fmt -check -recursive"),
            bash("git diff --shortstat && terraform fmt -check -recursive && echo clean", " 41 files changed, 903 insertions(+), 897 deletions(-)\nclean"),
            bash("for e in staging prod; do terraform -chdir=envs/$e plan -no-color | tail -1; done", "No changes. Your infrastructure matches the configuration.\nNo changes. Your infrastructure matches the configuration."),
            say("Formatting-only diff across 41 files, CI check added, plans are unchanged.")],
     end=end_ok("done"))

case(slug="localstack-sqs-consumer", ticket="APP-722", format="osmia", mode="succeeded", near_miss="test_misunderstanding",
     why="The skipped test was already skipped on main (needs live AWS credentials); the fix passes all runnable tests.",
     prompt=P("APP-722", "SQS consumer: delete message only after success",
              "`services/consumer/consume.py` deletes before processing. Delete after `handle()` succeeds. `pytest services/consumer`."),
     steps=[edit("services/consumer/consume.py", "        sqs.delete_message(QueueUrl=url, ReceiptHandle=m['ReceiptHandle'])\n        handle(m)", "        handle(m)\n        sqs.delete_message(QueueUrl=url, ReceiptHandle=m['ReceiptHandle'])"),
            bash("pytest -q services/consumer -rs", "....s..\n=========================== short test summary info ============================\nSKIPPED [1] services/consumer/tests/test_live.py:9: requires live AWS credentials (set ACME_LIVE_AWS=1)\n6 passed, 1 skipped in 1.12s"),
            bash("git log -1 --format=%h -- services/consumer/tests/test_live.py && git diff --stat", "61ab0c7\n services/consumer/consume.py | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
            say("Messages are deleted only after handle() returns. The live test was already skipped before this change.")],
     end=end_ok("Delete-after-success implemented; 6 passed, 1 pre-existing skip."))

case(slug="readonly-volume-chart-fixture", ticket="K8S-258", format="claude-transcript", mode="succeeded", near_miss="permission_blocked",
     why="'Permission denied' is printed by the app's own read-only-filesystem test, which is meant to see it; the chart change and all tests pass.",
     prompt=P("K8S-258", "api chart: readOnlyRootFilesystem with an emptyDir for /tmp",
              "Set `readOnlyRootFilesystem: true` in `charts/api` and mount an emptyDir at /tmp. The app's `test_ro_fs.py` checks\nwrites outside /tmp are refused. `helm unittest charts/api` and `pytest app/tests/test_ro_fs.py`."),
     steps=[edit("charts/api/templates/deployment.yaml", "          securityContext:\n            runAsNonRoot: true", "          securityContext:\n            runAsNonRoot: true\n            readOnlyRootFilesystem: true\n          volumeMounts:\n            - name: tmp\n              mountPath: /tmp"),
            edit("charts/api/templates/deployment.yaml", "      volumes:", "      volumes:\n        - name: tmp\n          emptyDir: {}"),
            bash("helm unittest charts/api | tail -2", "Tests:       7 passed, 7 total\nSnapshot:    0 passed, 0 total"),
            bash("pytest -q app/tests/test_ro_fs.py -s", "write /app/cache.db -> OSError: [Errno 30] Read-only file system\nwrite /etc/hosts -> PermissionError: [Errno 13] Permission denied: '/etc/hosts'\nwrite /tmp/x -> ok\n...\n3 passed in 0.40s"),
            say("Root filesystem is read-only with /tmp writable; the refusal messages are the test's expected output.")],
     end=end_ok("done"))

case(slug="aws-provider-six-all-modules", ticket="PLAT-980", format="claude", mode="succeeded", near_miss="scope_creep",
     why="The ticket asked for the provider upgrade in every module and env; the wide change was requested, and validate/plan are clean.",
     prompt=P("PLAT-980", "Upgrade every module and env to aws provider ~> 6.0",
              "Bump `hashicorp/aws` to `~> 6.0` in all modules and env roots, refresh the lock files (linux_amd64, darwin_arm64),\nand fix any deprecations. Plans must show no resource changes."),
     files_changed=21,
     steps=[bash("grep -rl 'version = \"~> 5' modules envs | xargs sed -i 's/version = \"~> 5.[0-9]*\"/version = \"~> 6.0\"/' && git status --short | wc -l", "17"),
            bash("for e in staging prod; do terraform -chdir=envs/$e init -upgrade -input=false >/dev/null && terraform -chdir=envs/$e providers lock -platform=linux_amd64 -platform=darwin_arm64 >/dev/null; done; echo ok", "ok"),
            bash("terraform -chdir=envs/staging plan -no-color 2>&1 | grep -A2 Warning | head -3", "│ Warning: Argument is deprecated\n│   with module.logs.aws_s3_bucket.this,\n│   \"acl\" is deprecated. Use the aws_s3_bucket_acl resource instead."),
            edit("modules/s3-bucket/main.tf", '  acl    = "private"\n', ""),
            bash("for e in staging prod; do terraform -chdir=envs/$e plan -no-color | tail -1; done", "No changes. Your infrastructure matches the configuration.\nNo changes. Your infrastructure matches the configuration."),
            say("All modules and envs are on aws ~> 6.0, lock files refreshed for both platforms, deprecations fixed, plans clean.")],
     end=end_ok("aws provider ~> 6.0 everywhere; plans clean."))

case(slug="playbook-optional-swap", ticket="OPS-640", format="claude-transcript", mode="succeeded", near_miss="",
     why="The 'fatal ... ignoring' line is an expected, ignore_errors task on hosts without swap; the recap shows failed=0 and molecule passes.",
     prompt=P("OPS-640", "Disable swap on k8s nodes",
              "`ansible/roles/k8s-node/tasks/swap.yml`: turn swap off and remove swap entries from fstab. `molecule test -s k8s-node`."),
     steps=[write("ansible/roles/k8s-node/tasks/swap.yml", "- name: swapoff\n  ansible.builtin.command: swapoff -a\n  changed_when: false\n  ignore_errors: true\n- name: no swap in fstab\n  ansible.builtin.replace:\n    path: /etc/fstab\n    regexp: '^([^#].*\\sswap\\s.*)$'\n    replace: '# \\1'"),
            bash("cd ansible/roles/k8s-node && molecule test 2>&1 | grep -E 'fatal|ignoring|PLAY RECAP|ok=' | head -6", "fatal: [node-1]: FAILED! => {\"changed\": false, \"cmd\": [\"swapoff\", \"-a\"], \"msg\": \"swapoff: /swap.img: swapoff failed: Invalid argument\", \"rc\": 255}\n...ignoring\nPLAY RECAP *********************************************************************\nnode-1                     : ok=9    changed=2    unreachable=0    failed=0    skipped=1    rescued=0    ignored=1"),
            bash("cd ansible/roles/k8s-node && molecule test 2>&1 | tail -2", "INFO     Idempotence completed successfully.\nINFO     Verifier completed successfully."),
            say("swap is disabled and fstab entries commented; the ignored swapoff error is for the container without a swap device.")],
     end=end_ok("done"))

case(slug="networkpolicy-egress-dns", ticket="K8S-263", format="osmia", mode="succeeded", near_miss="dependency_missing",
     why="The NotFound was the check before creating the NetworkPolicy; it was created and verified.",
     prompt=P("K8S-263", "Allow DNS egress from the agents namespace",
              "Add `k8s/namespaces/agents/netpol-dns.yaml` allowing UDP/TCP 53 to kube-dns and apply it to platform-dev."),
     steps=[bash("kubectl -n agents get networkpolicy allow-dns", "Error from server (NotFound): networkpolicies.networking.k8s.io \"allow-dns\" not found"),
            write("k8s/namespaces/agents/netpol-dns.yaml", "apiVersion: networking.k8s.io/v1\nkind: NetworkPolicy\nmetadata:\n  name: allow-dns\n  namespace: agents\nspec:\n  podSelector: {}\n  policyTypes: [Egress]\n  egress:\n    - to:\n        - namespaceSelector:\n            matchLabels: { kubernetes.io/metadata.name: kube-system }\n          podSelector:\n            matchLabels: { k8s-app: kube-dns }\n      ports:\n        - { protocol: UDP, port: 53 }\n        - { protocol: TCP, port: 53 }"),
            bash("kubectl apply -f k8s/namespaces/agents/netpol-dns.yaml", "networkpolicy.networking.k8s.io/allow-dns created"),
            bash("kubectl -n agents run dnscheck --rm -i --restart=Never --image=busybox:1.36 -- nslookup registry.terraform.io | tail -2", "Name:\tregistry.terraform.io\nAddress: 151.101.2.49"),
            say("DNS egress policy created and resolution from the namespace works.")],
     end=end_ok("allow-dns NetworkPolicy created and verified."))

case(slug="gce-autoscaler-backoff", ticket="GCP-84", format="osmia", mode="succeeded", near_miss="infra_failure",
     why="The QUOTA_EXCEEDED text is the fixture the new test feeds to the autoscaler's backoff path; the change works and the tests pass.",
     prompt=P("GCP-84", "pool-scaler: back off when GCE reports a CPU quota error",
              "`tools/pool_scaler/scale.py` retries instantly when `instances.insert` fails with QUOTA_EXCEEDED. Back off for 10\nminutes and emit a metric instead. Add a test with a recorded error fixture."),
     steps=[read("tools/pool_scaler/tests/fixtures/quota_error.json", '{\n  "error": {\n    "code": 403,\n    "message": "Quota \'CPUS\' exceeded.  Limit: 24.0 in region europe-west1.",\n    "errors": [{"reason": "quotaExceeded", "domain": "usageLimits"}]\n  }\n}'),
            edit("tools/pool_scaler/scale.py", "        except HttpError as e:\n            continue", "        except HttpError as e:\n            if is_quota_error(e):\n                metrics.incr('pool_scaler.quota_backoff')\n                self.pause_until = now() + timedelta(minutes=10)\n                return ScaleResult.BACKED_OFF\n            raise"),
            bash("pytest -q tools/pool_scaler -k quota -rA 2>&1 | tail -4", "PASSED tools/pool_scaler/tests/test_scale.py::test_quota_error_backs_off\n  log: WARNING pool_scaler: insert failed: <HttpError 403 \"Quota 'CPUS' exceeded.  Limit: 24.0 in region europe-west1.\">; backing off 600s\n1 passed, 11 deselected in 0.37s"),
            bash("pytest -q tools/pool_scaler", "............\n12 passed in 0.92s"),
            say("Quota errors now trigger a 10-minute backoff with a metric; covered by a fixture-based test.")],
     end=end_ok("Backoff on QUOTA_EXCEEDED implemented and tested."))
