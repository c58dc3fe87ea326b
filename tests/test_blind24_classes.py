"""Classes of failure the twenty-fourth blind set (tests/blind24: platform, SRE and developer-tooling chores) found on
first contact, each stated in the tools' real output formats and never keyed to a run of that set:

- what the task names is not always what it wants changed: Go's `testdata/` (fixtures and golden files) is the test
  tree, and a test-tree file that is no test names the harness to test with; a named directory a command of the run
  reports writing into (`modules/vpc/README.md updated successfully`) was not left untouched; a dotfile
  (`.sops.yaml`) is a named file and a resource name (`arn:...:key/mrk-1`) is not (tests/test_task.py).
"""

from __future__ import annotations

from pathlib import Path

from tests import streams_kit as kit
from tests.streams_kit import diagnose


def _change(path: str) -> dict:
    return {"type": "file_change", "changes": [{"path": path, "kind": "update"}], "status": "completed"}


def test_fixtures_in_testdata_named_as_context_are_not_files_left_untouched(tmp_path: Path):
    task = ("# SRE-16: report probe errors as a metric\n\nExpose `tls_probe_errors_total{target,reason}`. Existing tests "
            "use fixtures in `testdata/` that simulate each failure.\n")
    events = kit.codex_stream(_change("/w/internal/probe/probe.go"), _change("/w/internal/probe/metrics.go"),
                              kit.codex_cmd("bash -lc 'go test ./...'", "ok  \texample.com/tls/internal/probe\t0.41s"),
                              {"type": "agent_message", "text": "Probe errors are counted by reason."})
    assert diagnose(tmp_path, events, prompt=task).mode != "wrong_approach"


def test_a_named_directory_a_generator_of_the_run_wrote_into_was_not_left_untouched(tmp_path: Path):
    task = ("# PLAT-24: module READMEs from terraform-docs\n\nAdd a `make docs` target running terraform-docs for every "
            "module under `modules/` and commit the regenerated READMEs.\n")
    wrote = "modules/vpc/README.md updated successfully\nmodules/waf/README.md updated successfully\n"
    events = kit.codex_stream(_change("/w/.terraform-docs.yml"), _change("/w/Makefile"),
                              kit.codex_cmd("bash -lc 'make docs'", wrote),
                              {"type": "agent_message", "text": "READMEs regenerated."})
    assert diagnose(tmp_path, events, prompt=task).mode != "wrong_approach"
    # the same edits with a command that only says it failed: the named directory stays untouched
    failed = "error: generated docs are out of date with modules/vpc/main.tf\n"
    other = kit.codex_stream(_change("/w/.terraform-docs.yml"), _change("/w/Makefile"),
                             kit.codex_cmd("bash -lc 'make docs'", failed), _change("/w/scripts/ci.sh"),
                             {"type": "agent_message", "text": "Done."})
    assert diagnose(tmp_path / "b", other, prompt=task).mode == "wrong_approach"


def test_action_versions_that_do_not_exist_tried_again_and_again_are_made_up(tmp_path: Path):
    wf = "/w/.github/workflows/test.yml"
    unresolved = "Error: Unable to resolve action `actions/setup-python@{v}`, unable to find version `{v}`"
    events = kit.init()
    for old, new in (("v5", "v13"), ("v13", "v12"), ("v12", "v13.0.1"), ("v13.0.1", "v13")):
        events += kit.edit(wf, f"uses: actions/setup-python@{old}", f"uses: actions/setup-python@{new}")
        events += kit.bash("act -j test 2>&1 | tail -n 1", unresolved.format(v=new), 1)
        if new == "v13.0.1":  # and once more, as it was
            events += kit.bash("act -j test 2>&1 | tail -n 1", unresolved.format(v=new), 1)
    events += kit.result("setup-python cannot be resolved", is_error=True)
    d = diagnose(tmp_path, events, prompt="# CI-7: add Python 3.13 to the test matrix\n")
    assert d.mode == "model_confusion", d
