"""Builders for session files as Claude Code and Codex write them, for tests.

The line shapes follow real files: Claude Code 2.x transcripts (see
tests/realcases/spotter) and Codex rollouts (codex-rs ``RolloutLine``:
``{"timestamp", "type", "payload"}``).
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

STAMP = "2026-11-20T09:14:03.102Z"


def write_jsonl(path: Path, lines: list[dict[str, Any]], age: float | None = 3600.0) -> Path:
    """Write the lines; ``age`` seconds old (None: leave the mtime as now)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    if age is not None:
        then = time.time() - age
        os.utime(path, (then, then))
    return path


# -- Claude Code transcripts -------------------------------------------------------------------

class Claude:
    """One session's lines, with the bookkeeping every real line carries."""

    def __init__(self, session: str, cwd: str = "/home/ana/src/shop", sidechain: bool = False,
                 agent: str | None = None) -> None:
        self.session = session
        self.cwd = cwd
        self.sidechain = sidechain
        self.agent = agent
        self.lines: list[dict[str, Any]] = []
        self._n = 0

    def _base(self, kind: str) -> dict[str, Any]:
        self._n += 1
        line: dict[str, Any] = {
            "parentUuid": f"{self.session[:8]}-{self._n - 1:04d}" if self._n > 1 else None,
            "isSidechain": self.sidechain, "userType": "external", "cwd": self.cwd,
            "sessionId": self.session, "version": "2.1.38", "gitBranch": "main", "type": kind,
            "uuid": f"{self.session[:8]}-{self._n:04d}", "timestamp": STAMP,
        }
        if self.agent:
            line["agentId"] = self.agent
        return line

    def snapshot(self) -> "Claude":
        self.lines.append({"type": "file-history-snapshot", "messageId": f"m{self._n}",
                           "snapshot": {"trackedFileBackups": {}, "timestamp": STAMP}, "isSnapshotUpdate": False})
        return self

    def user(self, text: str, blocks: bool = False) -> "Claude":
        line = self._base("user")
        content: Any = [{"type": "text", "text": text}] if blocks else text
        line["message"] = {"role": "user", "content": content}
        self.lines.append(line)
        return self

    def say(self, text: str, model: str = "claude-opus-4-6") -> "Claude":
        line = self._base("assistant")
        line["message"] = {"model": model, "id": f"msg_{self._n}", "type": "message", "role": "assistant",
                           "content": [{"type": "text", "text": text}], "stop_reason": "end_turn"}
        self.lines.append(line)
        return self

    def api_error(self, text: str) -> "Claude":
        line = self._base("assistant")
        line["message"] = {"model": "<synthetic>", "id": f"msg_{self._n}", "type": "message", "role": "assistant",
                           "content": [{"type": "text", "text": text}]}
        line["isApiErrorMessage"] = True
        self.lines.append(line)
        return self

    def tool(self, name: str, tool_input: dict[str, Any], output: str | None, is_error: bool = False) -> "Claude":
        tool_id = f"toolu_{self.session[:6]}{self._n:04d}"
        line = self._base("assistant")
        line["message"] = {"model": "claude-opus-4-6", "id": f"msg_{self._n}", "type": "message",
                           "role": "assistant", "content": [{"type": "tool_use", "id": tool_id, "name": name,
                                                             "input": tool_input}]}
        self.lines.append(line)
        progress = self._base("progress")
        progress["data"] = {"type": "hook_progress", "hookEvent": "PreToolUse", "hookName": f"PreToolUse:{name}"}
        self.lines.append(progress)
        if output is not None:
            result = self._base("user")
            result["message"] = {"role": "user", "content": [{"type": "tool_result", "tool_use_id": tool_id,
                                                              "content": output, "is_error": is_error}]}
            self.lines.append(result)
        return self

    def bash(self, command: str, output: str | None, exit_code: int = 0) -> "Claude":
        text = output if output is None or not exit_code else f"Exit code {exit_code}\n{output}"
        return self.tool("Bash", {"command": command, "description": "run"}, text, is_error=bool(exit_code))

    def local_command(self, name: str) -> "Claude":
        self.user(f"<command-name>/{name}</command-name>\n            <command-message>{name}</command-message>\n"
                  "            <command-args></command-args>")
        return self.user("<local-command-stdout></local-command-stdout>")

    def write(self, path: Path, age: float | None = 3600.0) -> Path:
        return write_jsonl(path, self.lines, age)


# -- Codex rollouts ----------------------------------------------------------------------------

class Rollout:
    def __init__(self, session: str = "0199a1b2-7c3d-7e4f-8a9b-0c1d2e3f4a5b", cwd: str = "/home/ana/src/shop") -> None:
        self.session = session
        self.cwd = cwd
        self.lines: list[dict[str, Any]] = [
            self._line("session_meta", {"id": session, "timestamp": STAMP, "cwd": cwd, "originator": "codex_cli_rs",
                                        "cli_version": "0.46.0", "instructions": None, "source": "cli",
                                        "git": {"commit_hash": "4f1c2a9", "branch": "main",
                                                "repository_url": "git@github.com:ana/shop.git"}}),
        ]
        self._calls = 0

    @staticmethod
    def _line(kind: str, payload: dict[str, Any]) -> dict[str, Any]:
        return {"timestamp": STAMP, "type": kind, "payload": payload}

    def item(self, payload: dict[str, Any]) -> "Rollout":
        self.lines.append(self._line("response_item", payload))
        return self

    def event(self, payload: dict[str, Any]) -> "Rollout":
        self.lines.append(self._line("event_msg", payload))
        return self

    def user(self, text: str) -> "Rollout":
        self.item({"type": "message", "role": "user", "content": [
            {"type": "input_text", "text": f"<environment_context>\n  <cwd>{self.cwd}</cwd>\n"
                                           "  <approval_policy>on-request</approval_policy>\n</environment_context>"}]})
        self.item({"type": "message", "role": "user", "content": [{"type": "input_text", "text": text}]})
        self.event({"type": "user_message", "message": text, "kind": "plain", "images": []})
        self.lines.append(self._line("turn_context", {"cwd": self.cwd, "approval_policy": "on-request",
                                                      "sandbox_policy": {"mode": "workspace-write"},
                                                      "model": "gpt-5-codex", "effort": "medium", "summary": "auto"}))
        return self

    def think(self, text: str) -> "Rollout":
        return self.item({"type": "reasoning", "summary": [{"type": "summary_text", "text": text}],
                          "content": None, "encrypted_content": "gAAAAABo-redacted"})

    def say(self, text: str) -> "Rollout":
        self.item({"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": text}]})
        return self.event({"type": "agent_message", "message": text})

    def shell(self, command: str, output: str | None, exit_code: int = 0, new_style: bool = False) -> "Rollout":
        self._calls += 1
        call_id = f"call_{self._calls:03d}"
        if new_style:  # codex 0.5x: exec_command with a string, text output
            self.item({"type": "function_call", "name": "exec_command",
                       "arguments": json.dumps({"cmd": command, "workdir": self.cwd}), "call_id": call_id})
            text = (f"Chunk ID: 9f{self._calls}\nWall time: 0.8120 seconds\nProcess exited with code {exit_code}\n"
                    f"Original token count: 40\nOutput:\n{output}")
        else:
            self.item({"type": "function_call", "name": "shell",
                       "arguments": json.dumps({"command": ["bash", "-lc", command], "workdir": self.cwd}),
                       "call_id": call_id})
            text = json.dumps({"output": output, "metadata": {"exit_code": exit_code, "duration_seconds": 0.8}})
        if output is not None:
            self.item({"type": "function_call_output", "call_id": call_id, "output": text})
        return self.event({"type": "token_count", "info": {"total_token_usage": {"input_tokens": 2946}}})

    def patch(self, body: str, output: str = "Success. Updated the following files:") -> "Rollout":
        self._calls += 1
        call_id = f"call_{self._calls:03d}"
        self.item({"type": "custom_tool_call", "status": "completed", "call_id": call_id, "name": "apply_patch",
                   "input": f"*** Begin Patch\n{body}*** End Patch\n"})
        return self.item({"type": "custom_tool_call_output", "call_id": call_id,
                          "output": json.dumps({"output": output, "metadata": {"exit_code": 0}})})

    def write(self, sessions: Path, day: str = "2026/11/20", stamp: str = "2026-11-20T09-14-03",
              age: float | None = 3600.0) -> Path:
        return write_jsonl(sessions / day / f"rollout-{stamp}-{self.session}.jsonl", self.lines, age)
