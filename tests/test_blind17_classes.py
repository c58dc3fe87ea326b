"""Classes of failure the seventeenth blind set (tests/blind17: back-end services, databases, systems
languages) found on first contact, each stated in the tools' real output formats and never keyed to a
run of that set:

- a command's identity hides behind options before its verb: ``kubectl -n billing apply`` refused and
  ``kubectl -n billing get`` working are two commands (the namespace, context or host is where the verb
  acts), and ``mvn -q verify`` failing then ``mvn -q dependency:get`` working do not recover the build
  (options that change only how much is printed are skipped to reach the verb);
- Go's module proxy refusing the download: its own ``reading https://proxy.golang.org/...: 403
  Forbidden``, and the sandbox's egress proxy refusing the CONNECT (Go's net/http error is the proxy's
  status text alone: ``Get "https://proxy.golang.org/...": Forbidden``) are permissions the agent lacks;
- a command piped into a filter (``cargo test 2>&1 | tail -n 12``) exits with the filter's 0: an output
  that reads as an error report is the command's failure (``masked_pipe_regex``);
- a program found missing, then a refused install of *another* package whose name merely contains it
  (``protoc`` missing, ``go install .../protoc-gen-go@v1`` refused): the dependency was missing first;
- an import of a name the project's own module does not define, written by the agent, then a ``pip
  install`` of a package named after it: an invented name (model_confusion), not a missing dependency;
- SQLAlchemy's "QueuePool limit ... reached, connection timed out" is the application's pool, not the
  network;
- a migration already in the repository (not written or generated in the run) edited to carry the schema
  change the task asks for, with no new migration: databases that ran it never get the change
  (wrong_approach), unless the task asks for that migration to be changed;
- test files edited but none weakened weigh at most 0.9 together: a feature's tests updated alongside it
  never name test_misunderstanding on their own;
- a query parameter the task quotes as a URL (`?serial_prefix=`) is written when its name is;
- the same work made, deleted through the shell and started again in a new file of the same kind in the
  same directory, three times or more, is going round in circles (``loop.discarded_rework``); scratch
  files cleaned up at the end are not;
- "Store `confirmed_at`" (store as a verb) makes a task about stored data: its migration is the task's;
- the agent's pod evicted (``Pod x evicted: The node was low on resource``, a summary "terminated
  (Evicted)") is infrastructure, and an orchestrator's summary that reports it is not the agent's own
  off-task summary.
"""

from __future__ import annotations

from pathlib import Path

from tests import streams_kit as kit
from tests.streams_kit import diagnose, line, lines_of

from retriage.core.channels import command_key


def test_options_before_the_verb_do_not_make_two_verbs_one_command():
    assert command_key("kubectl -n billing apply -f k8s/cron.yaml") == "kubectl apply"
    assert command_key("kubectl --context=prod -n billing get cronjob x") == "kubectl get"
    assert command_key("helm -n billing upgrade api charts/api") == "helm upgrade"
    assert command_key("mvn -q verify") == "mvn verify"
    assert command_key("mvn -B -e -q dependency:get -Dartifact=a:b:1") == "mvn dependency:get"
    assert command_key("python -m pytest -q") == "python -m pytest"  # -m still names the module


def test_a_refused_apply_is_not_recovered_by_a_read_in_the_same_namespace(tmp_path: Path):
    refused = ('Error from server (Forbidden): error when applying patch: cronjobs.batch "reminders" is forbidden: '
               'User "system:serviceaccount:agents:runner" cannot patch resource "cronjobs" in API group "batch" '
               'in the namespace "billing"')
    events = kit.codex_stream(kit.codex_cmd("kubectl -n billing apply -f k8s/billing/cronjobs.yaml", refused, 1),
                              kit.codex_cmd("kubectl -n billing get cronjob reminders -o yaml", "schedule: 0 16 * * *"))
    d = diagnose(tmp_path, events, prompt="# OPS-1: move the reminder job to 07:30 and roll it out\n")
    assert d.mode == "permission_blocked", d


def test_a_quiet_build_is_not_recovered_by_another_quiet_maven_goal(tmp_path: Path):
    unresolved = ("[ERROR] Failed to execute goal on project svc: Could not resolve dependencies for project "
                  "com.acme:svc:jar:1.0: Could not find artifact com.acme:events-schema:jar:2.4.0 in central")
    events = kit.init() + kit.bash("mvn -q verify", unresolved, 1) + kit.bash(
        "mvn -q dependency:get -Dartifact=org.apache.commons:commons-text:1.12.0", "") + kit.result("blocked", is_error=True)
    d = diagnose(tmp_path, events)
    assert d.mode == "dependency_missing", d


def test_go_proxy_refusals_are_permissions(tmp_path: Path):
    for said in ('go: github.com/go-chi/chi/v5@v5.0.12: Get "https://proxy.golang.org/github.com/go-chi/chi/v5/@v/'
                 'v5.0.12.mod": Forbidden',
                 "go: github.com/acme/x@v1.2.0: reading https://proxy.golang.org/github.com/acme/x/@v/v1.2.0.mod: "
                 "403 Forbidden"):
        events = kit.init() + kit.bash("go test ./...", said, 1) + kit.result("cannot fetch modules", is_error=True)
        d = diagnose(tmp_path / str(len(said)), events)
        assert d.mode == "permission_blocked", (said, d)


def test_an_error_report_behind_a_tail_is_a_failure(tmp_path: Path):
    out = ("   Compiling proc-macro2 v1.0.86\nerror: linker `cc` not found\n  |\n  = note: No such file or directory "
           "(os error 2)\n\nerror: could not compile `proc-macro2` (build script) due to 1 previous error")
    events = kit.init() + kit.bash("cargo test 2>&1 | tail -n 12", out) + kit.result("could not build", is_error=True)
    d = diagnose(tmp_path / "tail", events)
    assert d.mode == "dependency_missing", d
    assert lines_of(events, "linker `cc` not found")[0] in {e.line for e in d.evidence if e.mode == d.mode}
    # with pipefail set the exit status is the command's own: nothing to infer (and no flag: plain output)
    events = kit.init() + kit.bash("set -o pipefail; cargo test 2>&1 | tail -n 12", out) + kit.result("done")
    assert diagnose(tmp_path / "pipefail", events).mode != "dependency_missing"


def test_a_refused_install_of_a_package_that_merely_contains_the_missing_name(tmp_path: Path):
    events = kit.codex_stream(
        kit.codex_cmd("make proto", "protoc -I proto --go_out=gen proto/v1/quote.proto\nmake: protoc: No such file "
                      "or directory\nmake: *** [Makefile:12: proto] Error 127", 2),
        kit.codex_cmd("go install google.golang.org/protobuf/cmd/protoc-gen-go@v1.35.1",
                      'go: google.golang.org/protobuf@v1.35.1: Get "https://proxy.golang.org/google.golang.org/'
                      'protobuf/@v/v1.35.1.info": Forbidden', 1))
    d = diagnose(tmp_path, events, prompt="# API-1: add deadline_ms to QuoteRequest and regenerate the stubs\n")
    assert d.mode == "dependency_missing", d


def _invented(install: str) -> str:
    return (kit.init()
            + kit.edit("app/sync.py", "from app.psp import client",
                       "from app.psp import client\nfrom app.utils.retry import retry_with_backoff")
            + kit.bash("pytest tests/test_sync.py -q", "E   ImportError: cannot import name 'retry_with_backoff' from "
                       "'app.utils.retry' (/srv/app/app/utils/retry.py)", 2)
            + kit.bash(install, "ERROR: Could not find a version that satisfies the requirement retry-with-backoff "
                       "(from versions: none)\nERROR: No matching distribution found for retry-with-backoff", 1)
            + kit.result("retry_with_backoff is not available", is_error=True))


def test_installing_a_package_named_after_an_invented_import_is_confusion(tmp_path: Path):
    events = _invented("pip install retry-with-backoff")
    d = diagnose(tmp_path / "a", events, prompt="# PSY-1: retry PSP polling with the existing `retry` decorator\n")
    assert d.mode == "model_confusion", d
    assert lines_of(events, "pip install retry-with-backoff")[0] + 1 in {e.line for e in d.evidence if e.mode == d.mode}
    # the task naming the package makes it a real dependency the index lacks
    d = diagnose(tmp_path / "b", events, prompt="# PSY-1: use the retry_with_backoff package for PSP polling\n")
    assert d.mode == "dependency_missing", d


def test_an_application_pool_running_dry_is_not_the_network(tmp_path: Path):
    out = ("E   sqlalchemy.exc.TimeoutError: QueuePool limit of size 10 overflow 5 reached, connection timed out, "
           "timeout 30.00\n1 failed, 23 passed in 34.12s")
    events = kit.init() + kit.bash("pytest tests/integration -q", out, 1) + kit.result("tests fail", is_error=True)
    d = diagnose(tmp_path, events, prompt="# LED-1: find the session leak in `ledger/posting.py`\n")
    assert d.mode != "infra_failure", d


def test_an_evicted_pod_is_infrastructure_and_its_summary_is_not_off_task(tmp_path: Path):
    out = [{"type": "system", "subtype": "init", "session_id": "s-1"},
           {"type": "tool_use", "tool": "Edit", "args": {"file_path": "src/Api/Program.cs", "old_string": "a",
                                                         "new_string": "b"}},
           {"type": "content", "role": "tool", "content": "Applied edit to src/Api/Program.cs"},
           {"type": "content", "role": "system", "content": "Pod osmia-run-7f3c2 evicted: The node was low on "
            "resource: ephemeral-storage. Container agent was using 13Gi, request is 0."},
           {"type": "result", "success": False, "summary": "Agent pod terminated before the task finished (Evicted)."}]
    events = "".join(line(o) for o in out)
    d = diagnose(tmp_path, events, prompt="# FUL-1: retry `src/Carriers/CarrierClient.cs` on 503\n")
    assert d.mode == "infra_failure", d
    assert not any(e.rule == "confusion.off_task_summary" for e in d.evidence)


MIGRATION_TASK = ("# INV-1: store a reason when an invoice is cancelled\n\nAccept `reason` on the cancel endpoint and "
                  "store it in a new `cancel_reason` column.\n")


def _migration_run(*extra: str) -> str:
    return (kit.init() + kit.read("src/main/resources/db/migration/V12__invoices_status_idx.sql",
                                  "CREATE INDEX invoices_status_idx ON invoices(status);")
            + "".join(extra)
            + kit.edit("src/main/resources/db/migration/V12__invoices_status_idx.sql",
                       "CREATE INDEX invoices_status_idx ON invoices(status);",
                       "CREATE INDEX invoices_status_idx ON invoices(status);\nALTER TABLE invoices ADD COLUMN "
                       "cancel_reason text;")
            + kit.bash("mvn -q test", "Tests run: 41, Failures: 0, Errors: 0, Skipped: 0") + kit.result("done", is_error=True))


def test_a_released_migration_edited_instead_of_a_new_one_is_wrong_approach(tmp_path: Path):
    events = _migration_run()
    d = diagnose(tmp_path / "a", events, prompt=MIGRATION_TASK)
    assert d.mode == "wrong_approach", d
    assert lines_of(events, "ADD COLUMN")[0] in {e.line for e in d.evidence if e.mode == d.mode}
    # the task asking to fix that migration licenses the edit
    d = diagnose(tmp_path / "b", events, prompt=MIGRATION_TASK + "Fix the existing migration V12, it is not yet released.\n")
    assert not any(e.rule == "approach.released_migration_edit" for e in d.evidence), d
    # a migration the run generated is the run's own
    generated = kit.bash("alembic revision -m 'cancel reason'", "  Generating alembic/versions/ab12_cancel_reason.py ...  done")
    d = diagnose(tmp_path / "c", _migration_run(generated), prompt=MIGRATION_TASK)
    assert not any(e.rule == "approach.released_migration_edit" for e in d.evidence), d


def test_plain_test_edits_alone_do_not_name_a_mode(tmp_path: Path):
    edits = "".join(kit.edit(f"tests/test_{name}.py", "def test_a():", "def test_a():\n    pass\n\ndef test_b():")
                    for name in ("allergens", "sync", "codes"))
    events = (kit.init() + kit.edit("menu/allergens.py", "CODES = {}", "CODES = {'A': 'gluten'}") + edits
              + kit.bash("pytest -q", "12 passed in 0.4s") + kit.result("done", is_error=True))
    d = diagnose(tmp_path, events, prompt="# MENU-1: map allergen codes in `menu/allergens.py`\n")
    assert d.mode == "unknown", d
    assert 0.0 < sum(e.weight for e in d.evidence if e.rule == "tests.edited") <= 0.9


def test_a_query_parameter_quoted_as_a_url_is_written_by_its_name(tmp_path: Path):
    events = (kit.init() + kit.edit("internal/http/assets.go", "SiteID: r.URL.Query().Get(\"site_id\"),",
                                    "SiteID: r.URL.Query().Get(\"site_id\"),\nSerialPrefix: r.URL.Query().Get(\"serial_prefix\"),")
              + kit.bash("go test ./...", "ok  \texample.com/assets/internal/http\t0.02s") + kit.result("done", is_error=True))
    d = diagnose(tmp_path, events, prompt="# AR-1: Add `?serial_prefix=` to `GET /assets` in `internal/http/assets.go`\n")
    assert not any(e.rule == "approach.quoted_code_unwritten" for e in d.evidence), d


def _cycle(n: int, name: str) -> str:
    path = f"alembic/versions/{n:04d}_{name}.py"
    return (kit.bash(f"alembic revision -m '{name}'", f"  Generating /srv/cat/{path} ...  done")
            + kit.edit(f"/srv/cat/{path}", "def upgrade():\n    pass",
                       "def upgrade():\n    op.add_column('products', sa.Column('gtin', sa.String(14)))")
            + kit.bash("alembic upgrade head && alembic downgrade -1", "INFO  [alembic.runtime.migration] Running upgrade")
            + kit.bash(f"rm {path}", ""))


def test_making_deleting_and_remaking_the_same_work_is_a_loop(tmp_path: Path):
    events = (kit.init() + "".join(_cycle(n, name) for n, name in enumerate(("add_gtin", "products_gtin", "gtin_col",
                                                                            "gtin")))
              + kit.result("no migration left", is_error=True))
    d = diagnose(tmp_path / "a", events, prompt="# CAT-1: add a nullable `gtin` column to products\n")
    assert d.mode == "model_confusion", d
    assert lines_of(events, "rm alembic/versions/0000_add_gtin.py")[0] in {e.line for e in d.evidence if e.mode == d.mode}


def test_scratch_files_removed_at_the_end_are_not_a_loop(tmp_path: Path):
    scratch = "".join(kit.edit(f"/srv/app/scratch/try_{n}.py", "", f"print({n})") + kit.bash(f"python scratch/try_{n}.py", str(n))
                      for n in range(4))
    events = (kit.init() + scratch + kit.bash("rm scratch/try_0.py scratch/try_1.py scratch/try_2.py scratch/try_3.py", "")
              + kit.result("done", is_error=True))
    d = diagnose(tmp_path, events)
    assert not any(e.rule == "loop.discarded_rework" for e in d.evidence), d


def test_store_as_a_verb_makes_a_data_task(tmp_path: Path):
    use, res = kit.tool("Write", {"file_path": "newsletter/migrations/0007_subscriber_confirmed_at.py",
                                  "content": "operations = [migrations.AddField('subscriber', 'confirmed_at', ...)]"},
                        "File created successfully at: newsletter/migrations/0007_subscriber_confirmed_at.py")
    events = (kit.init() + use + res
              + kit.bash("pytest -q", "31 passed in 2.1s") + kit.result("done", is_error=True))
    d = diagnose(tmp_path / "a", events, prompt="# NL-1: double opt-in\n\nNew subscribers must confirm. Store "
                                                 "`confirmed_at` and skip unconfirmed subscribers.\n")
    assert not any(e.rule == "scope.schema_migration" for e in d.evidence), d
    d = diagnose(tmp_path / "b", events, prompt="# NL-2: the store page shows the wrong newsletter banner colour\n")
    assert any(e.rule == "scope.schema_migration" for e in d.evidence), d
