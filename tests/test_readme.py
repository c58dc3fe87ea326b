"""The README's Quickstart is what CI runs: keep the two in step."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).parent.parent


def quickstart_commands() -> list[str]:
    text = (ROOT / "README.md").read_text()
    section = text.split("## Quickstart", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"```sh\n(.*?)```", section, re.S).group(1)
    return [line for line in block.splitlines() if line.strip() and not line.startswith("#")]


def test_quickstart_has_exactly_two_commands_launch_and_test():
    commands = quickstart_commands()
    assert len(commands) == 2
    assert "retriage" in commands[0] and "pytest" in commands[1]


def test_ci_runs_the_readme_test_command_verbatim():
    ci = (ROOT / ".ci" / "run").read_text().splitlines()
    assert quickstart_commands()[1] in ci
