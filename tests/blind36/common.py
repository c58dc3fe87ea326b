"""Shared bits for t2- case files: realistic IaC outputs and filler steps."""
from gen_lib import *

def P(t, title, body): return "# %s: %s\n\n%s\n" % (t, title, body)

def ls(path, names): return bash("ls %s" % path, "\n".join(names))
def gitst(lines): return bash("git status --short", "\n".join(lines))

def tf_init_ok(providers=(("hashicorp/aws", "5.62.0"),), tofu=False):
    tool = "OpenTofu" if tofu else "Terraform"
    reg = "registry.opentofu.org" if tofu else "registry.terraform.io"
    out = ["Initializing the backend...", "", "Initializing provider plugins..."]
    for p, v in providers:
        out.append("- Reusing previous version of %s from the dependency lock file" % p)
    for p, v in providers:
        out.append("- Using previously-installed %s v%s" % (p, v))
    out += ["", "%s has been successfully initialized!" % tool]
    return "\n".join(out)

def tf_plan(add, change, destroy, body=""):
    return (body + ("\n\n" if body else "") +
            "Plan: %d to add, %d to change, %d to destroy." % (add, change, destroy))

def tf_validate_ok(cmd="terraform validate"):
    return bash(cmd, "Success! The configuration is valid.")

def pytest_ok(n=42, t="3.12s", extra=""):
    return "%s\n%d passed in %s" % (extra or "........................................", n, t)

VERSIONS_TF = '''terraform {
  required_version = ">= 1.6.0"
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.40"
    }
  }
  backend "s3" {
    bucket         = "acme-tfstate-prod"
    key            = "platform/network/terraform.tfstate"
    region         = "eu-west-1"
    dynamodb_table = "acme-tf-locks"
    encrypt        = true
  }
}'''

FILLER = [
    lambda: bash("git status --short && git log --oneline -5", "4b1d7e0 chore(ci): pin tflint to v0.50.3\n8e22c1a feat(rds): enable performance insights in staging\n0c9f5aa fix(vpc): tag private subnets for karpenter discovery\n73d1e02 docs: runbook for state unlock\n1aa09b4 chore: terraform-docs regen"),
    lambda: read("versions.tf", VERSIONS_TF),
    lambda: bash("ls", "README.md\nenvs\nmodules\nscripts\n.tflint.hcl\n.terraform-version\n.pre-commit-config.yaml\nMakefile"),
    lambda: say("Let me look at how the repository is laid out before changing anything."),
    lambda: bash("terraform version", "Terraform v1.7.5\non linux_amd64\n+ provider registry.terraform.io/hashicorp/aws v5.62.0\n+ provider registry.terraform.io/hashicorp/random v3.6.2"),
    lambda: read("Makefile", "ENV ?= staging\n\n.PHONY: init plan apply lint docs\ninit:\n\tterraform -chdir=envs/$(ENV) init -input=false\nplan:\n\tterraform -chdir=envs/$(ENV) plan -input=false -lock-timeout=60s\nlint:\n\ttflint --recursive\n\tterraform fmt -check -recursive\ndocs:\n\tterraform-docs markdown table --output-file README.md modules/*"),
    lambda: read(".tflint.hcl", 'plugin "aws" {\n  enabled = true\n  version = "0.30.0"\n  source  = "github.com/terraform-linters/tflint-ruleset-aws"\n}\n\nrule "terraform_naming_convention" {\n  enabled = true\n}'),
    lambda: bash("ls modules envs", "envs:\nprod\nstaging\nsandbox\n\nmodules:\nalb\necs-service\niam-roles\nrds\ns3-bucket\nvpc"),
    lambda: read("README.md", "# platform-infra\n\nTerraform for the Acme AWS estate.\n\n- `modules/` reusable modules (one per concern)\n- `envs/<env>/` root modules, one state per env (S3 backend + DynamoDB lock)\n\nRun `make lint` before pushing; CI runs `terraform plan` for every env on PRs."),
    lambda: bash("cat .pre-commit-config.yaml", "repos:\n  - repo: https://github.com/antonbabenko/pre-commit-terraform\n    rev: v1.88.0\n    hooks:\n      - id: terraform_fmt\n      - id: terraform_validate\n      - id: terraform_tflint\n      - id: terraform_docs"),
]

# Extra, varied noise for long runs: reads, successful checks, prose. Each item is used at most once per run.
VPC_MAIN = '''module "vpc" {
  source  = "terraform-aws-modules/vpc/aws"
  version = "5.8.1"

  name = "${var.env}-core"
  cidr = var.cidr

  azs             = ["eu-west-1a", "eu-west-1b", "eu-west-1c"]
  private_subnets = [for i in range(3) : cidrsubnet(var.cidr, 4, i)]
  public_subnets  = [for i in range(3) : cidrsubnet(var.cidr, 8, 48 + i)]

  enable_nat_gateway     = true
  one_nat_gateway_per_az = var.env == "prod"
  enable_dns_hostnames   = true

  private_subnet_tags = {
    "karpenter.sh/discovery" = "${var.env}-core"
  }
}'''
NOISE = [
    lambda: say("I'll skim the surrounding modules first so the change matches existing conventions."),
    lambda: read("modules/vpc/main.tf", VPC_MAIN),
    lambda: bash("git log --oneline -8 -- modules envs", "4b1d7e0 chore(ci): pin tflint to v0.50.3\n8e22c1a feat(rds): enable performance insights in staging\n0c9f5aa fix(vpc): tag private subnets for karpenter discovery\n73d1e02 docs: runbook for state unlock\n1aa09b4 chore: terraform-docs regen\n5f0e2b1 feat(alb): access logs to the central bucket\nd9c4a77 fix(iam): scope ssm:GetParameter to /app/*\n2e81f3c feat(ecs): capacity provider strategy"),
    lambda: read("modules/vpc/variables.tf", 'variable "env" {\n  type = string\n}\n\nvariable "cidr" {\n  type        = string\n  description = "VPC CIDR, a /16"\n  validation {\n    condition     = can(cidrnetmask(var.cidr))\n    error_message = "cidr must be a valid IPv4 CIDR block."\n  }\n}'),
    lambda: bash("tflint --chdir=modules/vpc", ""),
    lambda: bash("terraform -chdir=modules/vpc validate", "Success! The configuration is valid."),
    lambda: read("docs/runbooks/state.md", "# Terraform state runbook\n\n- One state per env root, S3 + DynamoDB lock.\n- Never edit state by hand; use `moved` blocks or `terraform state mv` in a reviewed PR.\n- A stuck lock from a dead CI job: confirm the job is gone, then `terraform force-unlock <ID>`."),
    lambda: bash("aws sts get-caller-identity --query Arn --output text", "arn:aws:sts::481923365510:assumed-role/osmia-agent/agent-pod-7d21"),
    lambda: grep("module \\\"", "envs/prod/main.tf:1:module \"vpc\" {\nenvs/prod/main.tf:14:module \"eks\" {\nenvs/prod/main.tf:40:module \"rds\" {\nenvs/prod/main.tf:61:module \"alb\" {\nenvs/staging/main.tf:1:module \"vpc\" {\nenvs/staging/main.tf:14:module \"eks\" {"),
    lambda: say("The module layout is standard: one root per env, shared modules under modules/. Moving on to the file the ticket names."),
    lambda: read("modules/ecs-service/variables.tf", 'variable "name" {\n  type = string\n}\n\nvariable "cluster_arn" {\n  type = string\n}\n\nvariable "desired_count" {\n  type    = number\n  default = 2\n}\n\nvariable "tags" {\n  type    = map(string)\n  default = {}\n}'),
    lambda: bash("pytest -q scripts/tests -x", "..............................................\n46 passed in 2.88s"),
    lambda: bash("helm lint charts/api", "==> Linting charts/api\n[INFO] Chart.yaml: icon is recommended\n\n1 chart(s) linted, 0 chart(s) failed"),
    lambda: read(".github/workflows/plan.yml", "name: plan\non: [pull_request]\njobs:\n  plan:\n    strategy:\n      matrix: { env: [staging, prod] }\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: hashicorp/setup-terraform@v3\n        with: { terraform_version: 1.7.5 }\n      - run: terraform -chdir=envs/${{ matrix.env }} init -input=false -lockfile=readonly\n      - run: terraform -chdir=envs/${{ matrix.env }} plan -input=false -lock-timeout=120s"),
    lambda: bash("kubectl --context platform-dev -n kube-system get pods -l k8s-app=kube-dns", "NAME                       READY   STATUS    RESTARTS   AGE\ncoredns-5d78c9869d-7kq2x   1/1     Running   0          6d2h\ncoredns-5d78c9869d-tx9wp   1/1     Running   0          6d2h"),
    lambda: bash("terraform fmt -check -recursive modules/vpc modules/alb && echo fmt-ok", "fmt-ok"),
    lambda: read("modules/alb/outputs.tf", 'output "arn" {\n  value = aws_lb.this.arn\n}\n\noutput "dns_name" {\n  value = aws_lb.this.dns_name\n}\n\noutput "https_listener_arn" {\n  value = aws_lb_listener.https.arn\n}'),
    lambda: think("Nothing unusual in the CI config; the plan job uses the lock file read-only, so provider versions must be pinned in the lock file."),
    lambda: bash("ls envs/prod envs/staging", "envs/prod:\nalb\nbastion\ncdn\ndns\nlogging\nmain.tf\nnetwork\nrds\nrealtime\nsearch\nstorage\nversions.tf\n\nenvs/staging:\neks\nmain.tf\nrds\nversions.tf\nwaf"),
    lambda: read("scripts/README.md", "# scripts\n\nSmall operational helpers (boto3). Tests use moto and botocore Stubber; run `pytest scripts/tests`.\nNothing here should call real AWS in tests."),
    lambda: bash("pre-commit run terraform_validate --files modules/vpc/main.tf", "Terraform validate.......................................................Passed"),
    lambda: say("Checks so far are green; continuing with the actual change."),
    lambda: read("modules/rds/variables.tf", 'variable "identifier" {\n  type = string\n}\n\nvariable "allocated_storage" {\n  type    = number\n  default = 100\n}\n\nvariable "multi_az" {\n  type    = bool\n  default = false\n}'),
    lambda: bash("go test ./test/helpers/...", "ok  \tgithub.com/acme/platform-infra/test/helpers\t0.214s"),
    lambda: bash("cat envs/prod/terraform.tfvars", 'env          = "prod"\ncidr         = "10.20.0.0/16"\ncost_center  = "cc-1042"\noffice_cidrs = ["198.51.100.0/24", "203.0.113.0/24"]'),
    lambda: bash("git diff --stat", ""),
    lambda: read("modules/s3-bucket/main.tf", 'resource "aws_s3_bucket" "this" {\n  bucket = var.name\n  tags   = var.tags\n}\n\nresource "aws_s3_bucket_public_access_block" "this" {\n  bucket                  = aws_s3_bucket.this.id\n  block_public_acls       = true\n  block_public_policy     = true\n  ignore_public_acls      = true\n  restrict_public_buckets = true\n}'),
    lambda: bash("npx tsc --noEmit -p tsconfig.json", ""),
    lambda: bash("ansible-lint --version", "ansible-lint 24.6.1 using ansible-core:2.17.1 ansible-compat:24.6.1 ruamel-yaml:0.18.6 ruamel-yaml-clib:0.2.8"),
    lambda: read("policy/tags.rego", 'package main\n\nrequired := {"CostCenter", "Owner"}\n\ndeny[msg] {\n  r := input.resource_changes[_]\n  r.change.after.tags_all\n  missing := required - {k | r.change.after.tags_all[k]}\n  count(missing) > 0\n  msg := sprintf("%s: missing required tag %v", [r.address, concat(",", missing)])\n}'),
]
