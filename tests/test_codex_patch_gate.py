"""The Codex normaliser's apply_patch test: a substring gate before the regex, the same answers (issue 11)."""

from __future__ import annotations

import pytest

from retriage.core.formats import codex
from retriage.core.formats.context import ParseContext

_PATCH = "apply_patch <<'PATCH'\n*** Begin Patch\n*** Update File: src/a.py\n@@\n-x = 1\n+x = 2\n*** End Patch\nPATCH"


def _tool(command) -> str:
    obj = {"type": "item.started", "item": {"id": "i1", "type": "command_execution", "command": command,
                                            "status": "in_progress"}}
    events = codex.normalise(obj, 1, 0, ParseContext())
    return events[0].tool


@pytest.mark.parametrize("command", [
    _PATCH,
    f"bash -lc '{_PATCH}'",
    f"  /bin/sh -c \"{_PATCH}\"",
    ["bash", "-lc", _PATCH],
    [_PATCH],
])
def test_the_patch_tool_is_found_as_string_or_list(command):
    assert codex._APPLY_PATCH.match(command if isinstance(command, str) else " ".join(command))
    assert _tool(command) == "apply_patch"


@pytest.mark.parametrize("command", [
    "echo apply_patch",  # names the tool, does not run it
    "pytest -q",
    "",
    [],
    ["pytest", 3],  # a malformed list: its strings only
    None,
    "apply_patcher --x",  # another word
])
def test_other_commands_stay_shell_calls(command):
    assert _tool(command) == "shell"
