"""Regenerate tests/tui/fixtures (small runs in Claude Code stream-json format).

Run from the repository root: python tests/tui/make_fixtures.py
The fixtures are committed; this script documents how they were made.
"""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).parent / "fixtures"
SESSION = "0f3c5d2e-1111-4a2b-9c3d-000000000001"
EVIL = "[bold red]x[/] [link=http://evil]click[/link] \x1b]0;pwned-title\x07 \x1b[2J \x1b]52;c;ZWNobyBoaQ==\x07"


def init() -> dict:
    return {"type": "system", "subtype": "init", "cwd": "/workspace/repo", "session_id": SESSION,
            "tools": ["Bash", "Read", "Edit"], "model": "claude-sonnet-4-5-20250929", "permissionMode": "default"}


def say(text: str, n: int) -> dict:
    return {"type": "assistant", "message": {"id": f"msg_{n:04d}", "role": "assistant",
            "model": "claude-sonnet-4-5-20250929", "content": [{"type": "text", "text": text}]},
            "session_id": SESSION}


def tool(name: str, args: dict, n: int) -> dict:
    return {"type": "assistant", "message": {"id": f"msg_{n:04d}", "role": "assistant",
            "model": "claude-sonnet-4-5-20250929",
            "content": [{"type": "tool_use", "id": f"toolu_{n:04d}", "name": name, "input": args}]},
            "session_id": SESSION}


def result(content: str, n: int, error: bool = False) -> dict:
    return {"type": "user", "message": {"role": "user", "content": [
        {"tool_use_id": f"toolu_{n:04d}", "type": "tool_result", "content": content, "is_error": error}]},
        "session_id": SESSION}


def final(text: str, error: bool, denials: list | None = None, subtype: str = "success") -> dict:
    return {"type": "result", "subtype": subtype, "is_error": error, "result": text, "num_turns": 5,
            "total_cost_usd": 0.12, "permission_denials": denials or [], "session_id": SESSION}


def write_run(run_id: str, taskrun: dict, prompt: str, events: list[dict], extra: dict | None = None) -> None:
    run = HERE / run_id
    run.mkdir(parents=True, exist_ok=True)
    base = {"id": run_id, "engine": "claude-code", "current_engine": "claude-code",
            "engine_attempts": ["claude-code"], "retry_count": 0, "max_retries": 2, "diagnosis_history": [],
            "created_at": "2026-11-20T08:00:00Z"}
    base.update(taskrun)
    (run / "taskrun.json").write_text(json.dumps(base, indent=2) + "\n")
    (run / "prompt.md").write_text(prompt)
    (run / "events.ndjson").write_text("".join(json.dumps(e, ensure_ascii=False) + "\n" for e in events))
    for name, data in (extra or {}).items():
        (run / name).write_text(json.dumps(data, indent=2) + "\n")


def main() -> None:
    denied = "Claude requested permissions to use Bash, but you haven't granted it yet."
    write_run("pay-101-permission", {"ticket_id": "PAY-101", "state": "Failed", "updated_at": "2026-11-20T11:00:00Z"},
              "# PAY-101: Round invoice totals half-up\n\nFix `src/billing/totals.py` so totals round half-up.\n\n"
              "## Acceptance criteria\n- A total of 0.125 rounds to 0.13; the billing tests pass.\n",
              [init(), say("Let me read the totals module.", 1),
               tool("Read", {"file_path": "/workspace/repo/src/billing/totals.py"}, 2),
               result("     1→def total(items):\n     2→    return round(sum(items), 2)\n", 2),
               tool("Edit", {"file_path": "/workspace/repo/src/billing/totals.py", "old_string": "round(",
                             "new_string": "round_half_up("}, 3),
               result("The file has been updated.", 3),
               tool("Bash", {"command": "pytest tests/billing -q"}, 4), result(denied, 4, True),
               tool("Bash", {"command": "python -m pytest tests/billing"}, 5), result(denied, 5, True),
               say("I cannot run the tests: Bash is not permitted. Please grant Bash access.", 6),
               final("I could not verify the change: Bash was refused.", False,
                     [{"tool_name": "Bash", "tool_use_id": "toolu_0004", "tool_input": {"command": "pytest tests/billing -q"}},
                      {"tool_name": "Bash", "tool_use_id": "toolu_0005",
                       "tool_input": {"command": "python -m pytest tests/billing"}}])],
              {"result.json": {"success": False, "summary": "tests were not run: Bash permission denied", "exit_code": 1}})

    write_run("ops-7-oom-killed", {"ticket_id": "OPS-7", "state": "Failed", "updated_at": "2026-11-20T10:00:00Z"},
              "# OPS-7: Speed up the nightly export\n\nMake `src/export/nightly.py` stream rows instead of loading "
              "them all.\n",
              [init(), tool("Bash", {"command": "pytest tests/export -q"}, 1),
               result("Killed\nExit code 137", 1, True),
               say("pytest was killed with exit code 137: the container ran out of memory (OOMKilled).", 2)],
              {"result.json": {"success": False, "summary": "claude-code exited with code 137 (container OOMKilled)",
                               "exit_code": 137}})

    write_run("web-3-succeeded", {"ticket_id": "WEB-3", "state": "Succeeded", "updated_at": "2026-11-20T09:00:00Z"},
              "# WEB-3: Fix the footer link\n",
              [init(), tool("Edit", {"file_path": "/workspace/repo/web/footer.html", "old_string": "a", "new_string": "b"}, 1),
               result("The file has been updated.", 1), final("Done.", False)],
              {"result.json": {"success": True, "summary": "footer fixed", "exit_code": 0}})

    write_run("evil-9-markup", {"ticket_id": "[bold]EVIL-9[/bold]\x1b[2J", "state": "Failed",
                                "updated_at": "2026-11-20T08:30:00Z"},
              "# EVIL-9: make the importer work\n\n" + EVIL + "\n",
              [init(), say("Running the importer " + EVIL, 1),
               tool("Bash", {"command": "python -m importer " + EVIL}, 2),
               result("Traceback (most recent call last):\nModuleNotFoundError: No module named 'yaml'\n" + EVIL, 2, True),
               tool("Bash", {"command": "pip install pyyaml"}, 3),
               result("ERROR: Could not find a version that satisfies the requirement pyyaml " + EVIL +
                      "\nERROR: No matching distribution found for pyyaml", 3, True),
               final("Failed: ModuleNotFoundError: No module named 'yaml' " + EVIL, True, subtype="error_during_execution")],
              {"result.json": {"success": False, "summary": "importer failed " + EVIL, "exit_code": 1}})

    write_run("api-5-live", {"ticket_id": "API-5", "state": "Running", "updated_at": "2026-11-20T11:30:00Z"},
              "# API-5: Add a health endpoint\n\nAdd `GET /health` in `src/api/health.py`.\n",
              [init(), say("I'll add the health endpoint.", 1),
               tool("Read", {"file_path": "/workspace/repo/src/api/app.py"}, 2),
               result("from flask import Flask\napp = Flask(__name__)\n", 2)])


if __name__ == "__main__":
    main()
