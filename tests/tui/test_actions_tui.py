"""Decision actions from the TUI: run off the UI thread after the decision, each outcome a toast."""

from __future__ import annotations

import json
import stat
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from retriage.core.actions import ActionSpec, Outcome
from retriage.core.decisions import Decision, write_decision
from retriage.tui.retry_screen import ConfirmApprove, RetryScreen
from tests.tui.conftest import FIXED_NOW, loaded, make_app, select_run, wait_for
from tests.tui.test_snapshots import SIZE, _main_ready, _settled

pytestmark = pytest.mark.anyio


class SlowHook:
    """A webhook receiver that holds its answer until released: the app must stay usable meanwhile."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.bodies: list[dict] = []
        hook = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802
                hook.bodies.append(json.loads(self.rfile.read(int(self.headers["Content-Length"]))))
                hook.release.wait(30)
                self.send_response(204)
                self.end_headers()

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/hook"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.release.set()
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def hook():
    server = SlowHook()
    yield server
    server.close()


async def test_approving_runs_the_actions_off_the_ui_thread_and_toasts_each_outcome(runs_dir, tmp_path, hook):
    failing = tmp_path / "osmia-retry"
    failing.write_text(f"#!{sys.executable}\nimport sys\nprint('controller said no', file=sys.stderr)\nsys.exit(4)\n")
    failing.chmod(failing.stat().st_mode | stat.S_IXUSR)
    (runs_dir / "retriage.yaml").write_text(
        f"actions:\n  - on: [approve]\n    webhook: {hook.url}\n"
        f"  - on: [approve]\n    command: [{failing}, '{{run_id}}', '{{prompt_file}}']\n")
    app = make_app(runs_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await loaded(pilot)
        await select_run(pilot, "pay-101-permission")
        await pilot.press("p")
        await wait_for(pilot, lambda: isinstance(app.screen, RetryScreen), what="retry screen")
        await pilot.press("a")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmApprove), what="confirmation")
        await pilot.press("y")
        # the webhook is still holding its answer, yet the decision is on disk and the app moves on
        await wait_for(pilot, lambda: hook.bodies, what="the webhook called")
        assert json.loads((runs_dir / "pay-101-permission" / "decision.json").read_text())["action"] == "approve"
        await wait_for(pilot, lambda: not isinstance(app.screen, RetryScreen), what="back on the main screen")
        await pilot.press("a")  # a main-screen key still works while the action waits
        await wait_for(pilot, lambda: app.show_all, what="the key handled")
        assert app.action_outcomes.get("pay-101-permission") is None
        hook.release.set()
        await wait_for(pilot, lambda: len(app.action_outcomes.get("pay-101-permission", [])) == 2, what="outcomes")
        delivered, failed = app.action_outcomes["pay-101-permission"]
        assert delivered.ok and not failed.ok and failed.reason == "exit status 4: controller said no"
        assert hook.bodies[0]["run_id"] == "pay-101-permission" and hook.bodies[0]["action"] == "approve"
        # a toast is posted as a message: it may land a moment after the outcome is recorded
        await wait_for(pilot, lambda: len(app._notifications) >= 3, what="the outcome toasts")
        toasts = {(n.message, n.severity) for n in app._notifications}
        assert ("pay-101-permission: action 2 (command osmia-retry): failed (exit status 4: controller said no)",
                "error") in toasts
        assert (f"pay-101-permission: action 1 (webhook {hook.url.rsplit('/', 1)[0]}): delivered",
                "information") in toasts
        log = [json.loads(x) for x in (runs_dir / "decisions.log.ndjson").read_text().splitlines()]
        assert [e.get("type") for e in log] == [None, "action", "action"]

        # the retry view of the decided run shows what became of its actions
        await pilot.press("p")
        await wait_for(pilot, lambda: isinstance(app.screen, RetryScreen), what="retry screen again")
        head = str(app.screen.query_one("#retry-head").render())
        assert "already decided: approve by tester" in head
        assert "↳ action 1 (webhook http://127.0.0.1:" in head and "): delivered" in head
        assert "↳ action 2 (command osmia-retry): failed (exit status 4: controller said no)" in head


def test_retry_view_of_a_decided_run_lists_its_action_outcomes(snap_compare, runs_dir):
    write_decision(runs_dir, Decision("pay-101-permission", "approve", "# PAY-101\n", False, "claude-code",
                                      "codex", {"mode": "permission_blocked"}), user="ana", now=FIXED_NOW)
    app = make_app(runs_dir)
    app.action_outcomes["pay-101-permission"] = [
        Outcome(0, ActionSpec(on=("approve",), webhook="https://ci.example/retry"), True, ""),
        Outcome(1, ActionSpec(on=("approve",), command=("/usr/local/bin/osmia-retry",)), False,
                "exit status 4: no such task run"),
    ]

    async def run_before(pilot) -> None:
        await _main_ready(pilot)
        await pilot.press("p")
        await wait_for(pilot, lambda: isinstance(pilot.app.screen, RetryScreen), what="retry screen")
        await _settled(pilot)

    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)
