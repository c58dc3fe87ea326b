"""Classes of failure the twenty-eighth blind set (tests/blind28: long autonomous sessions and the agent's own
machinery: hooks, sandboxes, MCP servers, subagents, provider limits) found on first contact, each stated in the
formats' real shapes and keyed to no run of that set:

- a Claude Code PreToolUse hook exiting 2 ("Write operation blocked by hook:\n- [hook]: reason") is the project's
  policy refusing the call (`permission.policy_blocked`);
- Codex's sandbox with network access off says so in the environment it gives commands
  (`CODEX_SANDBOX_NETWORK_DISABLED=1`): the hosts a command could not reach are its policy, a refusal, not an outage
  (causal link `sandbox_turns_network_off`, the network evidence becomes permission evidence).
"""

from __future__ import annotations

from pathlib import Path

from tests import streams_kit as kit
from tests.streams_kit import diagnose

EAI_AGAIN = ("npm error code EAI_AGAIN\nnpm error syscall getaddrinfo\nnpm error errno EAI_AGAIN\nnpm error request to "
             "https://registry.npmjs.org/@formatjs%2fintl-pluralrules failed, reason: getaddrinfo EAI_AGAIN registry.npmjs.org")


def test_a_pretooluse_hook_blocking_the_write_is_a_policy_refusal(tmp_path: Path):
    blocked = ("Write operation blocked by hook:\n- [${CLAUDE_PROJECT_DIR}/.claude/hooks/protect-paths.sh]: "
               "db/migrations/ is protected: migrations must be written by a human")
    use, res = kit.tool("Write", {"file_path": "/w/db/migrations/versions/0144_idx.py", "content": "revision = '0144'\n"},
                        blocked, True)
    events = kit.init() + use + res + kit.result("could not add the migration", is_error=True)
    d = diagnose(tmp_path, events, prompt="# INV-88: add an index on invoices(customer_id, issued_at)\n")
    assert d.mode == "permission_blocked", d
    assert kit.lines_of(events, "blocked by hook")[0] in kit.mode_lines(d)


def _codex(with_env: bool) -> str:
    items = [kit.codex_cmd("npm install @formatjs/intl-pluralrules@5", EAI_AGAIN, 1)]
    if with_env:
        items.append(kit.codex_cmd("env | grep CODEX_SANDBOX", "CODEX_SANDBOX_NETWORK_DISABLED=1\nCODEX_SANDBOX=seatbelt"))
    items.append({"type": "agent_message", "text": "npm cannot reach the registry from here."})
    return kit.codex_stream(*items)


def test_unreachable_hosts_under_a_sandbox_without_network_are_its_refusal(tmp_path: Path):
    task = "# WEB-77: plural rules for Polish in the i18n layer\n"
    assert diagnose(tmp_path / "a", _codex(True), prompt=task).mode == "permission_blocked"
    # without the sandbox's word for it, the same error is the network's
    assert diagnose(tmp_path / "b", _codex(False), prompt=task).mode == "infra_failure"
