"""``retriage pull k8s``: a stand-in kubectl first on PATH replays recorded cluster output."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from datetime import datetime, timezone
from pathlib import Path

import pytest

from retriage.core import pull_k8s
from retriage.core.config import default_config
from retriage.core.report import diagnose_dir
from retriage.core.rundir import list_run_dirs

FIXTURES = Path(__file__).parent / "fixtures" / "k8s"
AGENT_PODS = {
    "osmia-pay-1423-7-x7k2q", "osmia-pay-1423-7-fb1-m2p9d", "osmia-inv-902-3-q8w4z", "osmia-auth-562-1-h5j6k",
    "osmia-cat-1187-2-b9c1d", "osmia-cat-1187-2-r1-t4v8n", "osmia-notif-230-4-k2l3m", "osmia-notif-230-4-c1-w7x8y",
}


class Cluster:
    def __init__(self, tmp_path: Path) -> None:
        self.fixtures = tmp_path / "cluster"
        shutil.copytree(FIXTURES, self.fixtures)
        self.bin = tmp_path / "bin"
        self.bin.mkdir()
        kubectl = self.bin / "kubectl"
        kubectl.write_text(f"#!{sys.executable}\n" + (FIXTURES / "kubectl_standin.py").read_text())
        kubectl.chmod(0o755)
        self.argv_log = tmp_path / "kubectl-argv.ndjson"
        self.cache = tmp_path / "cache"
        self.env = {**os.environ, "PATH": f"{self.bin}{os.pathsep}{os.environ['PATH']}",
                    "XDG_CACHE_HOME": str(self.cache), "KUBECTL_FIXTURES": str(self.fixtures),
                    "KUBECTL_ARGV_LOG": str(self.argv_log)}

    def pull(self, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
        self.argv_log.write_text("")
        return subprocess.run([sys.executable, "-m", "retriage", "pull", "k8s", *args], capture_output=True,
                              text=True, env=env or self.env, timeout=120)

    def calls(self) -> list[list[str]]:
        return [json.loads(line) for line in self.argv_log.read_text().splitlines()]

    def log_calls(self) -> dict[str, list[str]]:
        """pod -> the argv of its `kubectl logs` call."""
        out = {}
        for argv in self.calls():
            if "logs" in argv:
                out[argv[argv.index("logs") + 1]] = argv
        return out

    def add_pod(self) -> None:
        for name, extra in (("pods.json", "extra-pod.json"), ("jobs.json", "extra-job.json")):
            data = json.loads((self.fixtures / name).read_text())
            data["items"].append(json.loads((self.fixtures / extra).read_text()))
            (self.fixtures / name).write_text(json.dumps(data))
        with open(self.fixtures / "logs" / "osmia-notif-230-4-c1-w7x8y.log", "a") as log:
            log.write((self.fixtures / "more-notif-230-4-c1.log").read_text())


@pytest.fixture
def cluster(tmp_path: Path) -> Cluster:
    return Cluster(tmp_path)


def read_json(path: Path) -> dict:
    return json.loads(path.read_text())


def test_a_pull_materialises_one_run_per_task_run_and_prints_the_directory(cluster: Cluster):
    out = cluster.pull()
    assert out.returncode == 0, out.stderr
    root = cluster.cache / "retriage" / "k8s" / "prod-eu" / "osmia"
    assert out.stdout.strip().splitlines()[-1] == str(root)
    assert sorted(p.name for p in root.iterdir() if p.is_dir() and not p.name.startswith(".")) == [
        "auth-562-1", "cat-1187-2", "inv-902-3", "notif-230-4", "pay-1423-7"]
    assert sorted(p.name for p in (root / ".attempts").iterdir())[:2] == ["auth-562-1.ndjson", "cat-1187-2-r1.ndjson"]

    pay = root / "pay-1423-7"
    taskrun = read_json(pay / "taskrun.json")
    assert taskrun["ticket_id"] == "PAY-1423" and taskrun["state"] == "Failed" and taskrun["retry_count"] == 1
    assert taskrun["engine"] == "claude-code" and taskrun["current_engine"] == "codex"
    assert taskrun["engine_attempts"] == ["claude-code", "codex"]
    assert taskrun["source"]["task_run_ids"] == ["pay-1423-7", "pay-1423-7-fb1"]
    prompt = (pay / "prompt.md").read_text()
    assert prompt.startswith("# Task: PAY-1423: Invoice totals off by one cent") and "Corrective" not in prompt
    events = (pay / "events.ndjson").read_text().splitlines()  # the latest attempt's stream, timestamps stripped
    assert json.loads(events[0])["type"] == "thread.started" and json.loads(events[-1])["type"] == "turn.failed"

    assert read_json(root / "auth-562-1" / "taskrun.json")["state"] == "TimedOut"
    oom = read_json(root / "inv-902-3" / "result.json")
    assert oom["success"] is False and oom["exit_code"] == 137 and "OOMKilled" in oom["summary"]
    assert read_json(root / "cat-1187-2" / "watchdog.json")["reason_code"] == "loop"
    assert not (root / "cat-1187-2" / "result.json").exists()
    notif = read_json(root / "notif-230-4" / "taskrun.json")
    assert notif["state"] == "Running" and notif["retry_count"] == 0 and notif["continuations"] == 1

    # kubectl was used as an engineer would: argv lists, the agent container, every pod once, in full
    logs = cluster.log_calls()
    assert set(logs) == AGENT_PODS | {"osmia-controller-6d9f8b7c5-q2w3e"}
    for pod in AGENT_PODS:
        assert logs[pod] == ["--context", "prod-eu", "-n", "osmia", "logs", pod, "-c", "agent", "--timestamps"]
    assert ["--context", "prod-eu", "-n", "osmia", "get", "pods", "-l", "app=osmia-agent", "-o", "json"] in cluster.calls()
    assert ["--context", "prod-eu", "-n", "osmia", "get", "jobs", "-l", "app=osmia-agent", "-o", "json"] in cluster.calls()


def test_the_pulled_runs_are_diagnosed_as_usual(cluster: Cluster):
    root = Path(cluster.pull().stdout.strip())
    assert sorted(p.name for p in list_run_dirs(root)[0]) == [
        "auth-562-1", "cat-1187-2", "inv-902-3", "notif-230-4", "pay-1423-7"]  # the cache's own files are not runs
    config = default_config()
    modes = {run: diagnose_dir(root / run, config) for run in ("inv-902-3", "cat-1187-2", "auth-562-1", "notif-230-4")}
    assert modes["inv-902-3"].failed and modes["inv-902-3"].diagnosis.mode == "infra_failure"
    assert modes["cat-1187-2"].diagnosis.mode == "model_confusion"
    assert modes["auth-562-1"].failed
    assert modes["notif-230-4"].live
    out = subprocess.run([sys.executable, "-m", "retriage", "diagnose", str(root / "pay-1423-7"), "--json"],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and json.loads(out.stdout)["mode"] == "dependency_missing"


def test_a_second_pull_fetches_only_the_new_pod_and_appends_to_the_running_one(cluster: Cluster):
    root = Path(cluster.pull().stdout.strip())
    events = root / "notif-230-4" / "events.ndjson"
    before = events.read_text()
    inode = events.stat().st_ino
    pay_events = (root / "pay-1423-7" / "events.ndjson").stat()

    cluster.add_pod()
    out = cluster.pull()
    assert out.returncode == 0, out.stderr
    logs = cluster.log_calls()
    agent_calls = {pod for pod in logs if not pod.startswith("osmia-controller")}
    assert agent_calls == {"osmia-promo-322-5-z1a2b", "osmia-notif-230-4-c1-w7x8y"}
    assert "--since-time" not in logs["osmia-promo-322-5-z1a2b"]
    since = logs["osmia-notif-230-4-c1-w7x8y"]
    assert since[-2] == "--since-time" and since[-1].startswith("2026-11-20T12:31:")
    assert "--since-time" in logs["osmia-controller-6d9f8b7c5-q2w3e"]

    after = events.read_text()
    assert after.startswith(before) and len(after.splitlines()) == len(before.splitlines()) + 2
    assert events.stat().st_ino == inode  # appended in place, not rewritten
    assert len(set(after.splitlines())) == len(after.splitlines())  # no line fetched twice
    assert (root / "pay-1423-7" / "events.ndjson").stat().st_mtime_ns == pay_events.st_mtime_ns

    promo = root / "promo-322-5"
    assert (promo / "prompt.md").read_text().startswith("# Task: PROMO-322: Coupons apply to shipping")
    assert read_json(promo / "taskrun.json")["engine_attempts"] == ["aider"]
    assert "403 Forbidden" in (promo / "events.ndjson").read_text()

    # a third pull with nothing new reads no agent stream at all
    cluster.pull()
    assert {p for p in cluster.log_calls() if not p.startswith("osmia-controller")} == {"osmia-notif-230-4-c1-w7x8y"}
    assert events.read_text() == after


def test_a_running_pod_that_disappears_ends_its_run_as_failed(cluster: Cluster):
    root = Path(cluster.pull().stdout.strip())
    data = json.loads((cluster.fixtures / "pods.json").read_text())
    data["items"] = [p for p in data["items"] if p["metadata"]["name"] != "osmia-notif-230-4-c1-w7x8y"]
    (cluster.fixtures / "pods.json").write_text(json.dumps(data))
    assert cluster.pull().returncode == 0
    assert "osmia-notif-230-4-c1-w7x8y" not in cluster.log_calls()
    assert read_json(root / "notif-230-4" / "taskrun.json")["state"] == "Failed"
    assert "was deleted before it finished" in read_json(root / "notif-230-4" / "result.json")["summary"]
    assert diagnose_dir(root / "notif-230-4", default_config()).failed


def test_jobs_that_may_not_be_read_are_a_warning_not_an_error(cluster: Cluster):
    standin = cluster.bin / "kubectl"
    standin.write_text(standin.read_text().replace(
        'elif args[:2] == ["get", "pods"] or args[:2] == ["get", "jobs"]:',
        'elif args[:2] == ["get", "jobs"]:\n    fail(\'Error from server (Forbidden): jobs.batch is forbidden: User "ana" '
        'cannot list resource "jobs" in API group "batch" in the namespace "osmia"\')\n'
        'elif args[:2] == ["get", "pods"]:'))
    out = cluster.pull()
    assert out.returncode == 0, out.stderr
    assert "retriage: warning: kubectl get jobs: Error from server (Forbidden): jobs.batch is forbidden" in out.stderr
    root = Path(out.stdout.strip())
    assert read_json(root / "auth-562-1" / "taskrun.json")["state"] == "TimedOut"  # from the pod's reason


@pytest.mark.parametrize("args, env_change, message", [
    (["--context", "staging"], {}, 'retriage: kubectl config view: error: context "staging" does not exist'),
    ([], {"KUBECTL_FAIL": 'Error from server (Forbidden): pods is forbidden: User "ana" cannot list resource '
                          '"pods" in API group "" in the namespace "osmia"'},
     'retriage: kubectl config current-context: Error from server (Forbidden): pods is forbidden: User "ana"'),
    (["--since", "yesterday"], {}, "retriage: --since 'yesterday': expected a duration like 30m, 6h or 2d"),
])
def test_errors_are_one_line_and_exit_2(cluster: Cluster, args, env_change, message):
    out = cluster.pull(*args, env={**cluster.env, **env_change})
    assert out.returncode == 2 and len(out.stderr.splitlines()) == 1 and out.stderr.startswith(message)
    assert out.stdout == ""


def test_kubectl_missing_is_one_line_and_exit_2(cluster: Cluster, tmp_path: Path):
    empty = tmp_path / "empty"
    empty.mkdir()
    out = cluster.pull(env={**cluster.env, "PATH": str(empty)})
    assert out.returncode == 2 and out.stderr.strip() == (
        "retriage: kubectl: not found on PATH; retriage pull k8s uses your kubectl and kubeconfig")


def test_context_names_become_safe_directory_names(cluster: Cluster):
    out = cluster.pull("--context", "arn:aws:eks:eu-west-1:123456789012:cluster/agents", "-n", "osmia")
    assert out.returncode == 0, out.stderr
    assert Path(out.stdout.strip()) == (cluster.cache / "retriage" / "k8s" /
                                        "arn_aws_eks_eu-west-1_123456789012_cluster_agents" / "osmia")


def test_since_keeps_recent_and_running_pods_only(cluster: Cluster, tmp_path: Path, monkeypatch):
    monkeypatch.setenv("PATH", cluster.env["PATH"])
    monkeypatch.setenv("KUBECTL_FIXTURES", cluster.env["KUBECTL_FIXTURES"])
    monkeypatch.setenv("KUBECTL_ARGV_LOG", cluster.env["KUBECTL_ARGV_LOG"])
    result = pull_k8s.pull(since="90m", root=tmp_path / "out", now=datetime(2026, 11, 20, 13, 0, tzinfo=timezone.utc))
    runs = sorted(p.name for p in result.root.iterdir() if p.is_dir() and not p.name.startswith("."))
    assert runs == ["notif-230-4"]  # 12:00 and 12:31 are within 90 min of 13:00; the rest is older
    assert ["--since", "5400s"] == next(a for a in cluster.calls() if "osmia-controller-6d9f8b7c5-q2w3e" in a)[-2:]


# -- the pure parts ---------------------------------------------------------------------------------
def test_attempt_ids_group_under_their_base():
    assert pull_k8s.split_attempt("pay-7") == ("pay-7", [])
    assert pull_k8s.split_attempt("pay-7-r2") == ("pay-7", [("retry", 2)])
    assert pull_k8s.split_attempt("pay-7-r1-fb2-c1") == ("pay-7", [("retry", 1), ("fallback", 2), ("continuation", 1)])
    assert pull_k8s.split_attempt("42-1") == ("42-1", [])


def test_the_prompt_is_found_where_each_engine_puts_it():
    assert pull_k8s.prompt_from_argv(["setup-claude.sh", "-p", "fix it", "--verbose"], "claude-code") == "fix it"
    assert pull_k8s.prompt_from_argv(["aider", "--yes-always", "--message", "fix it"], "aider") == "fix it"
    assert pull_k8s.prompt_from_argv(["codex", "--approval-mode", "full-auto", "fix it"], "codex") == "fix it"
    assert pull_k8s.prompt_from_argv(["codex"], "codex") is None
    assert pull_k8s.prompt_from_argv(["x", "--task", "fix it"], "someengine") == "fix it"


def test_kubelet_timestamps_sort_although_trailing_zeros_are_trimmed():
    stamps = ["2026-11-20T09:14:03Z", "2026-11-20T09:14:03.05Z", "2026-11-20T09:14:03.5Z", "2026-11-20T09:14:04Z"]
    assert sorted(stamps, key=pull_k8s.ts_key) == stamps
    assert sorted(stamps) != stamps  # plain string order would be wrong


def test_only_the_watchdog_termination_lines_count():
    lines = [
        '2026-11-20T11:21:39.5Z {"msg":"watchdog anomaly: terminating task run","task_run_id":"a-1","reason_code":"stall"}',
        '{"msg":"watchdog anomaly: terminating task run","task_run_id":"b-1"}',
        '{"msg":"job created","task_run_id":"c-1","reason_code":"loop"}',
        'watchdog anomaly: terminating task run (plain text)',
    ]
    assert pull_k8s.watchdog_entries(lines) == {"a-1": {"reason_code": "stall", "action": None, "time": None}}


def test_lines_already_fetched_are_dropped_even_when_they_share_a_timestamp(tmp_path: Path):
    import io
    raw = tmp_path / "log"
    raw.write_text("2026-11-20T09:00:01Z A\n2026-11-20T09:00:02.5Z B\n2026-11-20T09:00:02.5Z C\n")
    out = io.BytesIO()
    written, last, at_last = pull_k8s._strip_timestamps(raw, out, None, 0)
    assert out.getvalue() == b"A\nB\nC\n" and written == 6
    assert (last, at_last) == ("2026-11-20T09:00:02.500000000Z", 2)
    # the kubelet answers --since-time by the second: B and C come back, then the new lines
    raw.write_text("2026-11-20T09:00:02.5Z B\n2026-11-20T09:00:02.5Z C\n2026-11-20T09:00:02.5Z C2\n"
                   "2026-11-20T09:00:03Z D\n2026-11-20T09:00:03Z E\n")
    out = io.BytesIO()
    _, last, at_last = pull_k8s._strip_timestamps(raw, out, last, at_last)
    assert out.getvalue() == b"C2\nD\nE\n" and (last, at_last) == ("2026-11-20T09:00:03.000000000Z", 2)
    raw.write_text("2026-11-20T09:00:03Z D\n2026-11-20T09:00:03Z E\n")  # nothing new
    out = io.BytesIO()
    assert pull_k8s._strip_timestamps(raw, out, last, at_last) == (0, last, 2) and out.getvalue() == b""
