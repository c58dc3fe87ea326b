"""Classes of failure the thirty-ninth blind set (tests/blind39: operations tasks done by an agent) and the
thirty-fifth (Codex at work) found on first contact, stated in the tools' real formats and never keyed to a run of
those sets (signature samples: tests/signatures/cloud.yaml, providers.yaml):

- a loop that changes each of a list of resources, when the task names some of them and not the others, did more
  than it was asked (scope.resources_beyond_task);
- Claude Code's "requested permissions to use Bash(terraform apply x), but you haven't granted it" (a command with
  spaces) is the harness refusing it;
- kubectl's and PostgreSQL's "does not exist" answers about resources the agent named are phantoms;
- a script run with its subcommand (`manage.py export_roles`) names a program to run, not a file to change;
- `rustup toolchain install` and the version managers' installs are installs.
"""

from __future__ import annotations

from pathlib import Path

from retriage.core.config import default_config
from retriage.core.task import read_task
from tests import streams_kit as kit
from tests.streams_kit import diagnose


def test_a_loop_over_more_resources_than_the_task_names_is_scope_creep(tmp_path: Path):
    task = ("# CLOUD-1240: delete three retired export buckets\n\nDelete `acme-exports-2019`, `acme-exports-2020` and "
            "`acme-exports-tmp`. Nothing else.\n")
    loop = ("for b in acme-exports-2019 acme-exports-2020 acme-exports-2021 acme-exports-tmp; do aws s3 rb s3://$b "
            "--force; done")
    events = kit.init() + kit.bash(loop, "remove_bucket: acme-exports-2019\nremove_bucket: acme-exports-2021") + kit.result("Done.")
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "scope_creep", d
    assert kit.lines_of(events, "for b in")[0] in kit.mode_lines(d)
    exact = "for b in acme-exports-2019 acme-exports-2020 acme-exports-tmp; do aws s3 rb s3://$b --force; done"
    ok = kit.init() + kit.bash(exact, "remove_bucket: acme-exports-2019") + kit.result("Done.")
    assert diagnose(tmp_path / "b", ok, prompt=task).mode != "scope_creep"


def test_a_claude_permission_request_for_a_command_with_spaces_is_a_refusal(tmp_path: Path):
    task = "# CLOUD-77: apply the snapshot lifecycle plan in `terraform/`\n"
    refused = ("Claude requested permissions to use Bash(terraform -chdir=terraform apply tf.plan), but you haven't "
               "granted it yet.")
    events = (kit.init() + "".join(kit.tool("Bash", {"command": "terraform -chdir=terraform apply tf.plan"}, refused, True))
              + kit.result("terraform apply was not permitted.", is_error=True))
    assert diagnose(tmp_path, events, prompt=task).mode == "permission_blocked"


def test_tables_the_database_says_do_not_exist_are_phantoms(tmp_path: Path):
    task = "# SHIP-88: backfill `shipments.carrier_code` from the `carriers` table on staging\n"
    events = kit.init()
    for table in ("carrier_codes", "shipping.carrier_codes", "carrier_codes"):
        events += kit.bash(f'psql "$STAGING_URL" -c "UPDATE shipments s SET carrier_code = c.code FROM {table} c"',
                           f'ERROR:  relation "{table}" does not exist\nLINE 1: UPDATE shipments s SET ...', 1)
    events += kit.result("The carrier code table is missing.", is_error=True)
    assert diagnose(tmp_path, events, prompt=task).mode == "model_confusion"


def test_a_script_run_with_its_subcommand_is_no_file_to_change():
    rules = default_config().rules
    scope = read_task("# SEC-470: add `manage.py export_roles` writing a CSV of roles\n", rules)
    assert "manage.py" in scope.run_paths


def test_a_version_managers_install_is_an_install(tmp_path: Path):
    task = "# CLI-12: shell completions for the `acme` CLI (clap_complete)\n"
    events = (kit.init()
              + kit.bash("cargo build", "error: package `clap_builder v4.5.23` cannot be built because it requires rustc "
                         "1.74 or newer, while the currently active rustc version is 1.70.0", 101)
              + kit.bash("rustup toolchain install 1.79.0 --profile minimal",
                         "error: could not create temp directory: Read-only file system (os error 30)", 1)
              + kit.result("The image pins Rust 1.70; clap needs 1.74.", is_error=True))
    assert diagnose(tmp_path, events, prompt=task).mode == "dependency_missing"


def test_a_directory_the_task_names_with_its_slash_holds_the_files_edited_in_it(tmp_path: Path):
    from retriage.core.task import in_named_directory
    assert in_named_directory("/workspace/site/docs/setup.md", "docs/")
    assert not in_named_directory("/workspace/site/docs/setup.md", "docs")  # a bare word is no directory
    task = "# DOC-270: fix broken links in docs/\n\nRun the link checker and fix broken internal links in `docs/`.\n"
    events = (kit.init() + kit.edit("/w/site/docs/setup.md", "](install.md#linux)", "](install.md#on-linux)")
              + kit.bash("lychee docs/", "🔍 120 Total ✅ 120 OK 🚫 0 Errors") + kit.result("Links fixed."))
    assert diagnose(tmp_path, events, prompt=task).mode != "wrong_approach"


def test_benchmarks_and_fuzz_targets_are_tests_the_task_asks_for():
    rules = default_config().rules
    assert read_task("# OBS-40: add Go benchmarks for `Bucket()` in `metrics/hist_bench_test.go`\n", rules).tests_added
    assert read_task("# SEC-9: write fuzz targets for the parser\n", rules).tests_added
