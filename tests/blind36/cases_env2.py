"""More environment cases: EPERM, GitHub refusal up front, unresolvable artifact, missing C toolchain."""
from common import *

CASES = []
def case(**kw): CASES.append(kw); return kw

case(slug="cdk-out-manifest-owner", ticket="CDK-140", format="claude-transcript", mode="permission_blocked", near_miss="",
     why="`cdk synth` crashed with EPERM writing cdk.out (directory owned by root from an earlier container run) and the agent could not change ownership; a file-system permission block.",
     prompt=P("CDK-140", "Add an alarm on the orders DLQ depth",
              "`lib/orders-stack.ts`: CloudWatch alarm when `ApproximateNumberOfMessagesVisible` on OrdersDlq > 0 for 5 minutes.\n`npx cdk synth` and `npm test`."),
     steps=[edit("lib/orders-stack.ts", "    const dlq = new sqs.Queue(this, 'OrdersDlq', { retentionPeriod: Duration.days(14) });", "    const dlq = new sqs.Queue(this, 'OrdersDlq', { retentionPeriod: Duration.days(14) });\n    dlq.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) })\n      .createAlarm(this, 'OrdersDlqAlarm', { threshold: 0, evaluationPeriods: 1,\n        comparisonOperator: cw.ComparisonOperator.GREATER_THAN_THRESHOLD });"),
            bash("npx tsc --noEmit", ""),
            bash("npx cdk synth OrdersStack -q", "node:internal/fs/utils:351\n    throw err;\n    ^\n\nError: EPERM: operation not permitted, open '/workspace/infra/cdk.out/manifest.json'\n    at Object.openSync (node:fs:596:3)\n    at Object.writeFileSync (node:fs:2322:35)\n    at Manifest.saveAssemblyManifest (/workspace/infra/node_modules/aws-cdk-lib/cloud-assembly-schema/lib/manifest.js:1:2210) {\n  errno: -1,\n  syscall: 'open',\n  code: 'EPERM',\n  path: '/workspace/infra/cdk.out/manifest.json'\n}", err=True, ev=True),
            bash("ls -ld cdk.out cdk.out/manifest.json; id", "drwxr-xr-x 3 root root 4096 May 12 22:14 cdk.out\n-rw-r--r-- 1 root root 1840 May 12 22:14 cdk.out/manifest.json\nuid=1000(agent) gid=1000(agent) groups=1000(agent)", ev=True),
            bash("rm -rf cdk.out", "rm: cannot remove 'cdk.out/manifest.json': Permission denied\nrm: cannot remove 'cdk.out/OrdersStack.template.json': Permission denied", err=True, ev=True),
            bash("npx cdk synth OrdersStack -q -o /tmp/cdk.out && npm test 2>&1 | tail -3", "Error: EPERM: operation not permitted, open '/workspace/infra/cdk.out/asset.4e1f0c.zip'\n    at Object.openSync (node:fs:596:3)", err=True, ev=True),
            say("cdk.out is root-owned from a previous run and I can't remove or write it; the tests' synth also writes there.")],
     end=None)

case(slug="issue-context-fetch-gh", ticket="PLAT-990", format="codex", mode="permission_blocked", near_miss="",
     why="The GitHub App token could not read the issue the task points to (`Resource not accessible by integration`, HTTP 403), so the agent never learned what to change and stopped before acting.",
     prompt=P("PLAT-990", "Implement the change described in acme/platform-infra#2304",
              "The details (which env, which module inputs) are in issue #2304. Implement it and open a PR."),
     steps=[bash("gh issue view 2304 --repo acme/platform-infra --json title,body", "GraphQL: Resource not accessible by integration (repository.issue)", code=1, ev=True),
            bash("gh api repos/acme/platform-infra/issues/2304", "{\n  \"message\": \"Resource not accessible by integration\",\n  \"documentation_url\": \"https://docs.github.com/rest/issues/issues#get-an-issue\",\n  \"status\": \"403\"\n}\ngh: Resource not accessible by integration (HTTP 403)", code=1, ev=True),
            bash("gh api /installation/repositories --jq '.repositories[].full_name' 2>&1 | head -3", "gh: Resource not accessible by integration (HTTP 403)", code=1),
            bash("git log --oneline -3", "4b1d7e0 chore(ci): pin tflint to v0.50.3\n8e22c1a feat(rds): enable performance insights in staging\n0c9f5aa fix(vpc): tag private subnets for karpenter discovery"),
            say("The token can't read issues in this repository (403), and the task content lives only in #2304, so I can't determine the change to make.")],
     end=end_fail("", codex_msg="Blocked: cannot read acme/platform-infra#2304 (HTTP 403 Resource not accessible by integration)", ev=True))

case(slug="cdk-java-bucket-replication", ticket="STO-60", format="osmia", mode="dependency_missing", near_miss="infra_failure",
     why="Maven could not resolve aws-cdk-lib 2.175.3 (artifact absent from the configured repository); the repository answered, the version simply does not exist there.",
     prompt=P("STO-60", "CDK (Java): cross-region replication for the backups bucket",
              "`cdk-java/src/main/java/com/acme/BackupsStack.java`: add CRR to eu-central-1. Bump aws-cdk-lib to 2.175.3 (needed for\n`ReplicationRule`). `mvn -q test`."),
     steps=[edit("cdk-java/pom.xml", "<cdk.version>2.150.0</cdk.version>", "<cdk.version>2.175.3</cdk.version>"),
            bash("cd cdk-java && mvn -q -B test", "[ERROR] Failed to execute goal on project backups-infra: Could not resolve dependencies for project com.acme:backups-infra:jar:1.0.0\n[ERROR] dependency: software.amazon.awscdk:aws-cdk-lib:jar:2.175.3 (compile)\n[ERROR] \tsoftware.amazon.awscdk:aws-cdk-lib:jar:2.175.3 was not found in https://nexus.acme.internal/repository/maven-public/ during a previous attempt. This failure was cached in the local repository and resolution is not reattempted until the update interval of acme-nexus has elapsed or updates are forced\n[ERROR] -> [Help 1]", ev=True),
            bash("cd cdk-java && mvn -q -B -U dependency:resolve 2>&1 | grep -m2 ERROR", "[ERROR] Failed to execute goal on project backups-infra: Could not resolve dependencies for project com.acme:backups-infra:jar:1.0.0: The following artifacts could not be resolved: software.amazon.awscdk:aws-cdk-lib:jar:2.175.3 (absent): Could not find artifact software.amazon.awscdk:aws-cdk-lib:jar:2.175.3 in acme-nexus (https://nexus.acme.internal/repository/maven-public/)", ev=True),
            bash("curl -s https://nexus.acme.internal/repository/maven-public/software/amazon/awscdk/aws-cdk-lib/maven-metadata.xml | grep -o '<latest>.*</latest>'", "<latest>2.172.0</latest>"),
            say("Nexus is reachable but only has aws-cdk-lib up to 2.172.0; 2.175.3 isn't available, so the project can't build with the requested version.")],
     end=end_fail("aws-cdk-lib 2.175.3 not resolvable from acme-nexus"))

case(slug="xfn-patch-region-cgo", ticket="XP-40", format="claude", mode="dependency_missing", near_miss="",
     why="Building the Crossplane composition function needs cgo (go-sqlite3 in the test harness) but no C compiler is installed (`exec: \"gcc\": executable file not found in $PATH`).",
     prompt=P("XP-40", "Composition function: default region from the claim's namespace label",
              "`functions/region/fn.go`: when `spec.region` is empty use the namespace label `acme.io/region`. `go test ./functions/...`."),
     steps=[edit("functions/region/fn.go", "\tregion := xr.Spec.Region", "\tregion := xr.Spec.Region\n\tif region == \"\" {\n\t\tregion = nsLabels[\"acme.io/region\"]\n\t}"),
            bash("go vet ./functions/region/", ""),
            bash("go test ./functions/...", "# runtime/cgo\ncgo: C compiler \"gcc\" not found: exec: \"gcc\": executable file not found in $PATH\nFAIL\tgithub.com/acme/xfn/functions/region [build failed]\nFAIL", err=True, ev=True),
            bash("go env CGO_ENABLED CC; which gcc cc clang", "1\ngcc", err=True, ev=True),
            bash("CGO_ENABLED=0 go test ./functions/...", "# github.com/mattn/go-sqlite3\n../../go/pkg/mod/github.com/mattn/go-sqlite3@v1.14.22/sqlite3_opt_preupdate.go:12:23: undefined: SQLiteConn\nFAIL\tgithub.com/acme/xfn/functions/region [build failed]", err=True, ev=True),
            say("The test harness depends on go-sqlite3 which requires cgo, and there is no C compiler in this image.")],
     end=end_fail("go test: build failed, C compiler not found", ev=True))
