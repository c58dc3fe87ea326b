"""Classes of failure the thirty-fifth and thirty-seventh blind sets (tests/blind35: Codex at work; tests/blind37:
refactors, renames and migrations) found on first contact, stated in the tools' real formats and never keyed to a
run of those sets:

- a wide change the task asks for in other words than "across the codebase" (every csproj, its 26 importers, all
  140 files, a migration from one framework to another, "everywhere") is no scope creep, and the count the task
  states is the size it allows; a wide change the task defers ("tracked separately") is not asked for;
- a Docker socket refusal explains the "Cannot connect to the Docker daemon" printed beside it;
- a diff printed without its headers (`git diff x | tail`, or `git diff` where the run changed one file) is still
  that file's change, so a test weakened or a workaround written there is seen;
- retries switched off (`max_retries: 0`) is a workaround unless the task asks for it.
"""

from __future__ import annotations

from pathlib import Path

from retriage.core.config import default_config
from retriage.core.task import read_task
from tests import streams_kit as kit
from tests.streams_kit import diagnose

RULES = default_config().rules


def test_wide_changes_asked_in_other_words_are_broad_and_deferred_ones_are_not():
    for asked in ("Change TargetFramework to net8.0 in every csproj.",
                  "Rename the module and update its 26 importers.",
                  "Move all 140 markdown files and fix relative links.",
                  "Migrate the mobile backend from Ktor 2 to Ktor 3.",
                  "Use structlog everywhere.",
                  "Fix the breaking API changes across the server module."):
        assert read_task(f"# T-1: wide\n\n{asked}\n", RULES).broad, asked
    deferred = "# T-2: fix dueDate\n\nOnly `web/src/dueDate.js`. (Replacing moment everywhere is tracked separately.)\n"
    assert not read_task(deferred, RULES).broad
    assert read_task("# T-3: move\n\nMove all 140 markdown files under website/.\n", RULES).stated_count == 140


def test_the_count_the_task_states_is_the_size_it_allows(tmp_path: Path):
    task = "# WEB-2407: the cart events module moved\n\nPoint its 26 importers at the new path.\n"
    events = kit.init()
    for n in range(27):
        events += kit.edit(f"/w/src/cart/part{n}.ts", "from './events'", "from './cartEvents'")
    events += kit.bash("npx tsc --noEmit", "") + kit.result("Renamed; 26 importers updated.")
    assert diagnose(tmp_path / "a", events, prompt=task).mode != "scope_creep"
    small = "# WEB-2408: fix the typo in the cart's event names\n"
    assert diagnose(tmp_path / "b", events, prompt=small).mode == "scope_creep"


def test_a_socket_refusal_explains_the_daemon_that_cannot_be_reached_beside_it(tmp_path: Path):
    task = "# BIL-571: migrate the billing tests to JUnit 5; the Testcontainers suites must pass\n"
    refused = ("Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?\n"
               "permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: "
               "Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.45/info\": dial unix /var/run/docker.sock: connect: "
               "permission denied")
    events = kit.init() + kit.bash("docker info", refused, 1) + kit.result("Testcontainers cannot start.", is_error=True)
    assert diagnose(tmp_path, events, prompt=task).mode == "permission_blocked"


def _codex(*items: dict) -> str:
    return kit.codex_stream(*items, {"type": "agent_message", "text": "Done."})


def _change(path: str) -> dict:
    return {"type": "file_change", "changes": [{"path": path, "kind": "update"}], "status": "completed"}


def test_a_headerless_diff_of_the_one_file_shows_its_change(tmp_path: Path):
    task = "# SDK-19: full jitter in `retry/backoff.go`; `TestBackoffCap` must keep passing\n"
    skipped = (" func TestBackoffCap(t *testing.T) {\n+\tt.Skip(\"flaky on CI\")\n"
               " \tb := Backoff{Base: 100 * time.Millisecond}")
    events = _codex(_change("retry/backoff_test.go"),
                    kit.codex_cmd("bash -lc 'git diff retry/backoff_test.go | tail -3'", skipped),
                    kit.codex_cmd("bash -lc 'go test ./...'", "ok  \texample.com/sdk/retry\t0.003s"))
    assert diagnose(tmp_path / "a", events, prompt=task).mode == "test_misunderstanding"
    handler = ("+    @ExceptionHandler(NullPointerException.class)\n+    ResponseEntity<String> none(NullPointerException e) {\n"
               "+        return ResponseEntity.ok(\"\");\n+    }")
    npe = "# ACC-12: the profile endpoint 500s on a null middle name in `UserService.displayName`\n"
    events = _codex(_change("src/main/java/com/acme/web/GlobalExceptionHandler.java"),
                    kit.codex_cmd("bash -lc 'git diff'", handler))
    assert diagnose(tmp_path / "b", events, prompt=npe).mode == "wrong_approach"


def test_retries_switched_off_are_a_workaround_unless_asked(tmp_path: Path):
    task = "# NOTIF-233: receipts are emailed twice when the webhook is retried; skip duplicate event ids\n"
    shown = ("diff --git a/deploy/worker.yaml b/deploy/worker.yaml\n@@ -4,3 +4,3 @@\n   queue: payments\n"
             "-  max_retries: 5\n+  max_retries: 0\n")
    events = _codex(_change("deploy/worker.yaml"), kit.codex_cmd("bash -lc 'git diff'", shown))
    assert diagnose(tmp_path / "a", events, prompt=task).mode == "wrong_approach"
    asked = "# OPS-9: turn off retries for the payments queue (at most once delivery)\n"
    assert diagnose(tmp_path / "b", events, prompt=asked).mode != "wrong_approach"


def test_a_rename_done_as_an_alias_of_the_old_name_is_a_wrong_approach(tmp_path: Path):
    task = ("# WEB-2360: rename fetchUser to getUser across the storefront\n\nRename the exported function `fetchUser` "
            "(src/lib/users.ts) to `getUser` and update every call site. Do not keep the old name.\n")
    events = (kit.init()
              + kit.edit("/w/src/lib/users.ts", "  return r.data\n}", "  return r.data\n}\n\nexport const getUser = fetchUser")
              + kit.bash("npx tsc --noEmit", "") + kit.result("getUser is available."))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "wrong_approach", d
    assert kit.lines_of(events, "export const getUser")[0] in kit.mode_lines(d)
    kept = task.replace("Do not keep the old name.", "Keep a deprecated alias for the old name.")
    assert diagnose(tmp_path / "b", events, prompt=kept).mode != "wrong_approach"
    moved = ("# MOB-425: move com.acme.legacy.payments into com.acme.payments\n\nMove the Kotlin package "
             "com.acme.legacy.payments to com.acme.payments and update imports.\n")
    shim = (kit.init() + "".join(kit.tool("Write", {"file_path": "/w/src/main/kotlin/com/acme/payments/Aliases.kt",
                                                    "content": "package com.acme.payments\n\ntypealias Gateway = "
                                                               "com.acme.legacy.payments.Gateway\n"}, "File created"))
            + kit.result("The new package exposes the payment types."))
    assert diagnose(tmp_path / "c", shim, prompt=moved).mode == "wrong_approach"


def test_a_task_that_continues_the_branchs_work_is_not_charged_with_its_size(tmp_path: Path):
    task = ("# FLT-955: logrus -> slog: fix TestRequestLogging\n\nThe slog migration (FLT-902) is nearly done; "
            "TestRequestLogging fails. Make the middleware emit method, path and status.\n")
    events = (kit.init()
              + kit.edit("/w/internal/httpapi/middleware_test.go", "func TestRequestLogging(t *testing.T) {",
                         "func TestRequestLogging(t *testing.T) {\n\tt.Skip(\"log format changed\")")
              + kit.bash("go test ./...", "ok  \texample.com/fleet/internal/httpapi\t0.084s")
              + kit.result("All packages pass."))
    d = diagnose(tmp_path, events, prompt=task, taskrun={"state": "Failed", "files_changed": 46})
    assert d.mode == "test_misunderstanding", d
