"""Classes of failure the thirty-sixth blind set (tests/blind36: infrastructure as code and the cloud) found on first
contact, each stated in the tools' real output formats and never keyed to a run of that set (the error signatures
themselves have samples in tests/signatures/iac.yaml, cloud.yaml and native.yaml):

- a refusal the code under test makes (moto's AccessDenied in a failing test, the task about a deny) is the code's;
- Terraform's `-chdir` names where a command runs: `terraform -chdir=x providers` is no rerun of `... init`;
- cgo switched off (`CGO_ENABLED=0`) gets past no missing C compiler;
- a Terraform diff hidden (`ignore_changes`) or an IAM policy widened to "*" is a workaround, and a dependency lock
  file edited by hand is a generated file edited.
"""

from __future__ import annotations

from pathlib import Path

from tests import streams_kit as kit
from tests.streams_kit import diagnose


def test_a_refusal_the_test_asserts_on_is_the_codes_words(tmp_path: Path):
    task = ("# SEC-171: assume_role helper: surface the role ARN in errors\n\n`scripts/awsutil.py` must re-raise with "
            "the ARN. `pytest tests/test_awsutil.py` must pass (moto, with an explicit deny for the untrusted role).\n")
    report = ("F..\n>       creds = awsutil.assume('arn:aws:iam::222222222222:role/untrusted')\nE       botocore.exceptions."
              "ClientError: An error occurred (AccessDenied) when calling the AssumeRole operation: User: "
              "arn:aws:iam::123456789012:user/moto is not authorized to perform: sts:AssumeRole\n1 failed, 2 passed")
    events = (kit.init()
              + kit.edit("/w/tests/test_awsutil.py", "    with pytest.raises(ClientError) as e:\n        awsutil.assume(arn)",
                         "    creds = awsutil.assume(arn)\n    assert creds is not None")
              + kit.bash("pytest -q tests/test_awsutil.py", report, 1)
              + kit.result("The mocked STS keeps refusing the role.", is_error=True))
    d = diagnose(tmp_path, events, prompt=task)
    assert d.mode == "test_misunderstanding", d


def test_terraform_chdir_keeps_init_and_providers_apart():
    from retriage.core.channels import command_key
    assert command_key("terraform -chdir=envs/staging init -upgrade") == "terraform init"
    assert command_key("terraform -chdir=envs/staging providers") == "terraform providers"


def test_cgo_switched_off_gets_past_no_missing_compiler(tmp_path: Path):
    task = "# XP-40: default region from the namespace label in `functions/region/fn.go`\n"
    missing = ('# runtime/cgo\ncgo: C compiler "gcc" not found: exec: "gcc": executable file not found in $PATH\n'
               "FAIL\texample.com/xfn/functions/region [build failed]")
    events = (kit.init() + kit.bash("go test ./functions/...", missing, 1)
              + kit.bash("CGO_ENABLED=0 go test ./functions/...",
                         "../go-sqlite3@v1.14.22/sqlite3_opt_preupdate.go:12:23: undefined: SQLiteConn\nFAIL", 1)
              + kit.result("go test: build failed, no C compiler", is_error=True))
    d = diagnose(tmp_path, events, prompt=task)
    assert d.mode == "dependency_missing", d


def _codex_tf_run(path: str, old: str, new: str) -> str:
    removed = "".join(f"-{line}\n" for line in old.splitlines())
    added = "".join(f"+{line}\n" for line in new.splitlines())
    shown = f"diff --git a/{path} b/{path}\n@@ -1,3 +1,4 @@\n{removed}{added}"
    return kit.codex_stream({"type": "file_change", "changes": [{"path": f"/w/{path}", "kind": "update"}],
                             "status": "completed"},
                            kit.codex_cmd("bash -lc 'git diff'", shown),
                            kit.codex_cmd("bash -lc 'terraform plan -detailed-exitcode'", "No changes."),
                            {"type": "agent_message", "text": "Plan is clean."})


def test_a_hidden_diff_and_a_wildcard_policy_are_workarounds(tmp_path: Path):
    drift = ("# GOV-63: bastion tags drift on every plan\n\n`modules/bastion/main.tf` merges `var.tags` in the wrong "
             "order. Fix the merge.\n")
    hidden = _codex_tf_run("modules/bastion/main.tf", "  tags = merge(var.tags, local.base_tags)",
                           "  tags = merge(var.tags, local.base_tags)\n  lifecycle {\n    ignore_changes = [tags]\n  }")
    assert diagnose(tmp_path / "a", hidden, prompt=drift).mode == "wrong_approach"
    asked = drift.replace("Fix the merge.", "Add `ignore_changes` for the tags the scanner writes.")
    assert diagnose(tmp_path / "b", hidden, prompt=asked).mode != "wrong_approach"
    grant = ("# SRV-273: thumbnailer gets AccessDenied reading uploads\n\nGrant exactly s3:GetObject in "
             "`modules/lambda-thumbnailer/iam.tf`.\n")
    wide = _codex_tf_run("modules/lambda-thumbnailer/iam.tf", '    actions   = ["s3:PutObject"]',
                         '    actions   = ["*"]')
    assert diagnose(tmp_path / "c", wide, prompt=grant).mode == "wrong_approach"
    exact = _codex_tf_run("modules/lambda-thumbnailer/iam.tf", '    actions   = ["s3:PutObject"]',
                          '    actions   = ["s3:PutObject", "s3:GetObject"]')
    assert diagnose(tmp_path / "d", exact, prompt=grant).mode != "wrong_approach"


def test_a_lock_file_edited_by_hand_is_a_generated_file_edited(tmp_path: Path):
    task = "# PLAT-948: bump the aws provider to 5.62 in envs/prod and update the dependency lock file\n"
    refused = ("Error: Failed to install provider\n\nError while installing hashicorp/aws v5.62.0: the local package "
               "doesn't match any of the checksums previously recorded in the dependency lock file")
    events = kit.codex_stream(
        {"type": "file_change", "changes": [{"path": "envs/prod/.terraform.lock.hcl", "kind": "update"}],
         "status": "completed"},
        kit.codex_cmd("bash -lc 'terraform -chdir=envs/prod init -lockfile=readonly'", refused, 1),
        {"type": "agent_message", "text": "The checksum must be for another platform."})
    d = diagnose(tmp_path, events, prompt=task)
    assert any(e.rule == "approach.generated_edit" and e.weight > 0 for e in d.evidence), d.evidence
