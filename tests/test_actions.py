"""Actions on a decision: a real HTTP server on 127.0.0.1 and real commands, never mocks."""

from __future__ import annotations

import json
import os
import socket
import stat
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from retriage.core import actions
from retriage.core.actions import ActionSpec, DecisionContext, run_actions
from retriage.core.config import ConfigError, load_config
from retriage.core.decisions import AUDIT_LOG
from tests.test_cli import failed_run, retriage


class Recorder:
    """A webhook receiver: answers with the scripted statuses (then 200) and keeps every request."""

    def __init__(self, statuses: list[int] | None = None) -> None:
        self.statuses = list(statuses or [])
        self.requests: list[dict] = []
        recorder = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - http.server's naming
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                recorder.requests.append({"path": self.path, "headers": dict(self.headers), "body": body})
                status = recorder.statuses.pop(0) if recorder.statuses else 200
                self.send_response(status)
                self.send_header("Content-Length", "2")
                self.end_headers()
                self.wfile.write(b"ok")

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def json(self, index: int) -> dict:
        return json.loads(self.requests[index]["body"])


@pytest.fixture
def server():
    recorder = Recorder()
    recorder.thread.start()
    yield recorder
    recorder.server.shutdown()
    recorder.server.server_close()


@pytest.fixture(autouse=True)
def quick_backoff(monkeypatch):
    monkeypatch.setattr(actions, "RETRY_BACKOFF", 0.01)


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


RECORD = {
    "run_id": "pay-1", "action": "approve", "prompt": "# PAY-1: charge cards\n\nfix it\n", "prompt_edited": False,
    "engine_from": "claude-code", "engine_to": "codex", "engine_switched": True,
    "diagnosis": {"mode": "dependency_missing", "confidence": 0.82, "evidence_count": 1, "evidence": []},
    "decided_by": "ana", "decided_at": "2026-11-23T10:00:00Z",
}


def context(tmp_path: Path, **changes) -> DecisionContext:
    (tmp_path / "pay-1").mkdir(exist_ok=True)
    return DecisionContext({**RECORD, **changes}, tmp_path / "pay-1", "PAY-1")


def log_records(runs: Path) -> list[dict]:
    return [json.loads(line) for line in (runs / AUDIT_LOG).read_text().splitlines()]


# -- webhooks --------------------------------------------------------------------------------------
def test_webhook_posts_the_decision_json_and_logs_the_outcome(tmp_path: Path, server: Recorder):
    spec = ActionSpec(on=("approve",), webhook=server.url + "/retry")
    [outcome] = run_actions(tmp_path, [spec], context(tmp_path))
    assert outcome.ok and outcome.line == f"action 1 (webhook {server.url}): delivered"
    assert len(server.requests) == 1 and server.requests[0]["path"] == "/retry"
    assert server.requests[0]["headers"]["Content-Type"] == "application/json"
    body = server.json(0)
    assert body["run_id"] == "pay-1" and body["action"] == "approve" and body["engine"] == "codex"
    assert body["prompt"] == RECORD["prompt"] and body["override"] is False and body["ticket_id"] == "PAY-1"
    assert body["diagnosis"]["mode"] == "dependency_missing"
    [entry] = log_records(tmp_path)
    assert entry["type"] == "action" and entry["outcome"] == "delivered" and entry["run_id"] == "pay-1"
    assert entry["kind"] == "webhook" and entry["attempts"] == 1


def test_a_500_is_retried_and_the_second_attempt_delivers(tmp_path: Path, server: Recorder):
    server.statuses = [500]
    [outcome] = run_actions(tmp_path, [ActionSpec(on=("approve",), webhook=server.url)], context(tmp_path))
    assert outcome.ok and outcome.attempts == 2
    assert len(server.requests) == 2 and server.json(0) == server.json(1)
    assert log_records(tmp_path)[0]["attempts"] == 2


def test_retries_are_bounded_and_a_4xx_is_not_retried(tmp_path: Path, server: Recorder):
    server.statuses = [503, 503, 503, 503]
    [outcome] = run_actions(tmp_path, [ActionSpec(on=("approve",), webhook=server.url, retries=2)], context(tmp_path))
    assert not outcome.ok and outcome.reason == "HTTP 503 after 3 attempts" and len(server.requests) == 3
    server.requests.clear()
    server.statuses = [404]
    [outcome] = run_actions(tmp_path, [ActionSpec(on=("approve",), webhook=server.url)], context(tmp_path))
    assert not outcome.ok and outcome.reason == "HTTP 404" and len(server.requests) == 1
    assert [e["outcome"] for e in log_records(tmp_path)] == ["failed", "failed"]


def test_only_actions_configured_for_this_decision_run(tmp_path: Path, server: Recorder):
    specs = [ActionSpec(on=("park",), webhook=server.url + "/park"), ActionSpec(on=("approve",), webhook=server.url)]
    outcomes = run_actions(tmp_path, specs, context(tmp_path))
    assert [o.index for o in outcomes] == [1] and [r["path"] for r in server.requests] == ["/"]


def test_slack_format_posts_text_and_blocks_with_untrusted_text_escaped(tmp_path: Path, server: Recorder):
    spec = ActionSpec(on=("approve",), webhook=server.url, format="slack")
    ctx = DecisionContext({**RECORD, "decided_by": "<!channel> eve"}, tmp_path, "PAY-1 <http://x|y>", override=True)
    [outcome] = run_actions(tmp_path, [spec], ctx)
    assert outcome.ok
    body = server.json(0)
    assert set(body) == {"text", "blocks"} and body["blocks"][0]["type"] == "section"
    assert "approved a retry of pay-1" in body["text"]
    assert "<!channel>" not in json.dumps(body) and "&lt;!channel&gt; eve" in body["text"]
    assert "&lt;http://x|y&gt;" in body["text"]
    context_text = " ".join(e["text"] for e in body["blocks"][1]["elements"])
    assert "codex" in context_text and "override" in context_text and "prompt" not in body


def test_header_tokens_come_from_the_environment_and_are_never_logged(tmp_path: Path, server: Recorder,
                                                                       monkeypatch):
    monkeypatch.setenv("RETRIAGE_TEST_TOKEN", "s3cret-value")
    spec = ActionSpec(on=("approve",), webhook=server.url, headers=(("Authorization", "Bearer ${RETRIAGE_TEST_TOKEN}"),))
    [outcome] = run_actions(tmp_path, [spec], context(tmp_path))
    assert outcome.ok and server.requests[0]["headers"]["Authorization"] == "Bearer s3cret-value"
    monkeypatch.delenv("RETRIAGE_TEST_TOKEN")
    [outcome] = run_actions(tmp_path, [spec], context(tmp_path))
    assert not outcome.ok and outcome.reason == "header Authorization: environment variable RETRIAGE_TEST_TOKEN is not set"
    assert len(server.requests) == 1  # nothing sent without the token
    assert "s3cret" not in (tmp_path / AUDIT_LOG).read_text()


def test_a_webhook_url_secret_is_not_logged(tmp_path: Path, server: Recorder, monkeypatch):
    monkeypatch.setenv("RETRIAGE_TEST_HOOK", server.url + "/services/T0/B0/secretpath")
    spec = ActionSpec(on=("approve",), webhook="${RETRIAGE_TEST_HOOK}")
    [outcome] = run_actions(tmp_path, [spec], context(tmp_path))
    assert outcome.ok and server.requests[0]["path"] == "/services/T0/B0/secretpath"
    spec = ActionSpec(on=("approve",), webhook=server.url + "/services/T0/B0/secretpath")
    run_actions(tmp_path, [spec], context(tmp_path))
    assert "secretpath" not in (tmp_path / AUDIT_LOG).read_text()


def test_a_redirect_is_not_followed(tmp_path: Path, server: Recorder):
    server.statuses = [302]
    [outcome] = run_actions(tmp_path, [ActionSpec(on=("approve",), webhook=server.url)], context(tmp_path))
    assert not outcome.ok and outcome.reason == "HTTP 302: redirects are not followed"


def test_a_server_that_is_down_fails_after_the_retries(tmp_path: Path):
    spec = ActionSpec(on=("approve",), webhook=f"http://127.0.0.1:{closed_port()}/", retries=1)
    [outcome] = run_actions(tmp_path, [spec], context(tmp_path))
    assert not outcome.ok and outcome.attempts == 2
    assert "refused" in outcome.reason.lower() and outcome.reason.endswith("after 2 attempts")


# -- the CLI: decision first, then the actions ----------------------------------------------------
def write_config(runs: Path, text: str) -> None:
    (runs / "retriage.yaml").write_text(text)


def test_decide_posts_to_the_webhook_and_exits_0(tmp_path: Path, server: Recorder):
    run = failed_run(tmp_path)
    write_config(tmp_path, f"actions:\n  - on: [approve]\n    webhook: {server.url}/retry\n")
    out = retriage("decide", str(run), "approve")
    assert out.returncode == 0, out.stderr
    assert f"action 1 (webhook {server.url}): delivered" in out.stdout
    body = server.json(0)
    assert body["run_id"] == "pay-1" and body["diagnosis"]["mode"] == "dependency_missing"
    assert body["prompt"].startswith("# PAY-1: charge cards")
    assert [r.get("type") for r in log_records(tmp_path)] == [None, "action"]


def test_decide_with_the_server_down_keeps_the_decision_records_the_failure_and_exits_1(tmp_path: Path):
    run = failed_run(tmp_path)
    write_config(tmp_path, f"actions:\n  - on: [approve]\n    webhook: http://127.0.0.1:{closed_port()}/retry\n"
                           "    retries: 1\n")
    out = retriage("decide", str(run), "approve")
    assert out.returncode == 1
    lines = out.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("retriage: pay-1: decision recorded, but action 1 (webhook http")
    assert "failed (" in lines[0] and "Traceback" not in out.stderr
    assert json.loads((run / "decision.json").read_text())["action"] == "approve"
    decision, action = log_records(tmp_path)
    assert decision["action"] == "approve" and "type" not in decision
    assert action["type"] == "action" and action["outcome"] == "failed" and action["attempts"] == 2
    # the decision stands: a second one is refused as usual
    assert retriage("decide", str(run), "park").returncode == 1


# -- commands --------------------------------------------------------------------------------------
def script(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "bin" / "osmia-retry"
    path.parent.mkdir(exist_ok=True)
    path.write_text(f"#!{sys.executable}\nimport json, os, sys, time\n{body}\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


def test_a_command_gets_placeholders_per_argument_and_the_prompt_in_a_file(tmp_path: Path):
    seen = tmp_path / "seen.json"
    prog = script(tmp_path, f"""
prompt_file = sys.argv[sys.argv.index('--prompt-file') + 1]
with open({str(seen)!r}, 'w') as out:
    json.dump({{'argv': sys.argv[1:], 'prompt': open(prompt_file).read(), 'prompt_file': prompt_file,
               'mode': oct(os.stat(os.path.dirname(prompt_file)).st_mode & 0o777)}}, out)
""")
    argv = (str(prog), "{run_id}", "--engine", "{engine}", "--prompt-file", "{prompt_file}", "{action}:{mode}",
            "{ticket_id}", "{run_dir}", "{not a placeholder")
    [outcome] = run_actions(tmp_path, [ActionSpec(on=("approve",), command=argv)], context(tmp_path))
    assert outcome.ok, outcome.reason
    data = json.loads(seen.read_text())
    assert data["argv"][:4] == ["pay-1", "--engine", "codex", "--prompt-file"]
    assert data["argv"][5:] == ["approve:dependency_missing", "PAY-1", str(tmp_path / "pay-1"), "{not a placeholder"]
    assert data["prompt"] == RECORD["prompt"] and data["mode"] == "0o700"
    assert not os.path.exists(data["prompt_file"])  # removed afterwards
    assert log_records(tmp_path)[0]["target"] == "osmia-retry"


def test_a_hostile_ticket_id_stays_one_harmless_argument(tmp_path: Path):
    seen = tmp_path / "seen.json"
    prog = script(tmp_path, f"json.dump(sys.argv[1:], open({str(seen)!r}, 'w'))")
    ctx = DecisionContext(RECORD, tmp_path / "pay-1", "--upload-pack=x; rm -rf / $(id)")
    run_actions(tmp_path, [ActionSpec(on=("approve",), command=(str(prog), "{ticket_id}"))], ctx)
    [arg] = json.loads(seen.read_text())
    assert not arg.startswith("-") and ";" not in arg and "$" not in arg and " " not in arg


def test_a_failing_command_reports_its_status_and_last_error_line(tmp_path: Path):
    prog = script(tmp_path, "print('starting', file=sys.stderr); print('no such task run', file=sys.stderr); sys.exit(3)")
    [outcome] = run_actions(tmp_path, [ActionSpec(on=("approve",), command=(str(prog),))], context(tmp_path))
    assert not outcome.ok and outcome.reason == "exit status 3: no such task run"
    assert log_records(tmp_path)[0]["reason"] == "exit status 3: no such task run"


def test_a_hanging_command_is_killed_at_its_timeout(tmp_path: Path):
    prog = script(tmp_path, "time.sleep(60)")
    [outcome] = run_actions(tmp_path, [ActionSpec(on=("approve",), command=(str(prog),), timeout=0.5)],
                            context(tmp_path))
    assert not outcome.ok and outcome.reason == "timed out after 0.5 s, killed"


def test_a_missing_program_is_a_failure_not_a_crash(tmp_path: Path):
    [outcome] = run_actions(tmp_path, [ActionSpec(on=("approve",), command=("retriage-no-such-program",))],
                            context(tmp_path))
    assert not outcome.ok and outcome.reason == "retriage-no-such-program: command not found"


def test_decide_runs_a_command_and_a_failing_one_exits_1(tmp_path: Path):
    run = failed_run(tmp_path)
    prog = script(tmp_path, "sys.exit(0 if sys.argv[1] == 'park' else 2)")
    write_config(tmp_path, f"actions:\n  - on: [park, dismiss]\n    command: [{prog}, '{{action}}']\n")
    out = retriage("decide", str(run), "park")
    assert out.returncode == 0, out.stderr
    assert "action 1 (command osmia-retry): delivered" in out.stdout
    out = retriage("decide", str(run), "dismiss", "--force")
    assert out.returncode == 1 and out.stderr.strip().endswith("action 1 (command osmia-retry): failed (exit status 2)")


# -- configuration ---------------------------------------------------------------------------------
@pytest.mark.parametrize("text, message", [
    ("actions:\n  - on: [approve]\n    command: osmia-retry {run_id}\n",
     ":3: 'actions[0].command' should be a list"),
    ("actions:\n  - on: [approve]\n    command: [osmia-retry, '{run}']\n",
     ":3: 'actions[0].command' unknown placeholder {run} (known: {run_id}, {engine}"),
    ("actions:\n  - on: [approve]\n    webhook: ftp://ci.example/retry\n",
     ":3: 'actions[0].webhook' should be an http:// or https:// URL, got 'ftp:'"),
    ("actions:\n  - on: [approve]\n    webhook: https://ci.example\n  - on: [park]\n    webhok: https://x\n",
     ":5: unknown key 'actions[1].webhok' (known: command, format, headers, on, retries, timeout, webhook)"),
    ("actions:\n  - on: [retry]\n    webhook: https://ci.example\n",
     ":2: 'actions[0].on[0]' should be one of approve, park, dismiss, got 'retry'"),
    ("actions:\n  - webhook: https://ci.example\n", ":2: 'actions[0]' needs 'on', e.g. on: [approve]"),
    ("actions:\n  - on: [approve]\n    webhook: https://ci.example\n    command: [x]\n",
     ":2: 'actions[0]' needs exactly one of 'webhook' or 'command'"),
    ("actions:\n  - on: [approve]\n    command: [x]\n    format: slack\n",
     ":4: 'actions[0].format' only applies to a webhook"),
    ("actions:\n  - on: [approve]\n    webhook: https://ci.example\n    format: teams\n",
     ":4: 'actions[0].format' should be one of json, slack, got 'teams'"),
    ("actions:\n  - on: [approve]\n    webhook: https://ci.example\n    retries: 50\n",
     ":4: 'actions[0].retries' should be between 0 and 5"),
    ("actions:\n  - on: [approve]\n    webhook: https://ci.example\n    headers: {X-Token: [a]}\n",
     ":4: 'actions[0].headers.X-Token' should be a string"),
])
def test_bad_actions_name_file_line_and_key(tmp_path: Path, text: str, message: str):
    path = tmp_path / "retriage.yaml"
    path.write_text(text)
    with pytest.raises(ConfigError) as exc:
        load_config(path)
    assert str(exc.value).startswith(str(path) + message.split(" ", 1)[0])
    assert message in str(exc.value)


def test_the_documented_actions_load(tmp_path: Path):
    path = tmp_path / "retriage.yaml"
    path.write_text("""actions:
  - on: [approve]                # approve | park | dismiss
    webhook: https://ci.example/retry      # POST the decision JSON
  - on: [approve]
    command: [osmia-retry, "{run_id}", --engine, "{engine}", --prompt-file, "{prompt_file}"]
  - on: [park, dismiss]
    webhook: ${SLACK_WEBHOOK_URL}
    format: slack
    headers: {Authorization: "Bearer ${CI_TOKEN}"}
    timeout: 5
    retries: 3
""")
    first, second, third = load_config(path).actions
    assert first.on == ("approve",) and first.webhook == "https://ci.example/retry" and first.format == "json"
    assert second.command == ("osmia-retry", "{run_id}", "--engine", "{engine}", "--prompt-file", "{prompt_file}")
    assert third.on == ("park", "dismiss") and third.format == "slack" and third.timeout == 5 and third.retries == 3
    assert third.headers == (("Authorization", "Bearer ${CI_TOKEN}"),) and third.target == "${SLACK_WEBHOOK_URL}"


def test_a_missing_environment_url_fails_when_used_not_when_loaded(tmp_path: Path, monkeypatch):
    monkeypatch.delenv("RETRIAGE_NO_SUCH_HOOK", raising=False)
    spec = ActionSpec(on=("approve",), webhook="${RETRIAGE_NO_SUCH_HOOK}")
    [outcome] = run_actions(tmp_path, [spec], context(tmp_path))
    assert not outcome.ok and outcome.reason == "webhook URL: environment variable RETRIAGE_NO_SUCH_HOOK is not set"


def test_every_yaml_example_in_docs_configuration_loads(tmp_path: Path):
    import re
    doc = (Path(__file__).parent.parent / "docs" / "configuration.md").read_text()
    examples = re.findall(r"```yaml\n(.*?)```", doc, re.S)
    assert len(examples) >= 3
    for index, example in enumerate(examples):
        path = tmp_path / f"example{index}.yaml"
        path.write_text(example)
        load_config(path)
    assert any("actions:" in e for e in examples) and any("enable_engine_switch" in e for e in examples)


def test_a_header_with_a_line_break_fails_without_quoting_the_secret(tmp_path: Path, server: Recorder, monkeypatch):
    monkeypatch.setenv("RETRIAGE_TEST_TOKEN", "s3cret\r\nX-Injected: 1")
    spec = ActionSpec(on=("approve",), webhook=server.url, headers=(("Authorization", "Bearer ${RETRIAGE_TEST_TOKEN}"),))
    [outcome] = run_actions(tmp_path, [spec], context(tmp_path))
    assert not outcome.ok and "s3cret" not in outcome.reason and server.requests == []
    assert outcome.reason == "cannot send: a header value or the URL has characters HTTP does not allow"
