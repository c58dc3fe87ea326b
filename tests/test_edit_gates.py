"""The lean edit tracker's remembered, literal-gated patterns find what the plain regexes find (issue 11).

In the lean pipeline the edit tracker's manifest, downgrade, test-wait, disabled-check and
raised-limit patterns are wrapped in ``QuickPattern`` (a required-literals test, answers
remembered per short text). Each edit below must give the lean tracker exactly the findings the
full one (plain regexes) gives, including texts that repeat and texts that must match.
"""

from __future__ import annotations

import re

import pytest

from retriage.core.analyser import Analyser
from retriage.core.config import default_config
from retriage.core.events import Event, Format, Kind
from retriage.core.literals import QuickPattern

CONFIG = default_config()
_NAMES = ("manifest_path", "check_downgrade", "test_wait", "disabled_check", "raised_limit_name")


def _edit(line: int, path: str, old: str, new: str) -> Event:
    return Event(Kind.TOOL_USE, line, 0, Format.CLAUDE, tool="Edit",
                 tool_input={"file_path": path, "old_string": old, "new_string": new})


_EDITS = [
    ("requirements.txt", "flask==2.2.5\n", "flask==3.1.0\nrequests==2.0\n"),
    ("requirements.txt", "flask==2.2.5\n", "flask==3.1.0\nrequests==2.0\n"),  # the same texts again
    ("app/client.py", "timeout = 10", "timeout = 60"),
    ("app/client.py", "retries=3", "retries=8"),
    ("app/client.py", "x = 1", "x = 2"),
    ("models/schema.yml", "severity: error", "severity: warn"),
    ("tests/test_api.py", "assert r.ok", "time.sleep(2)\nassert r.ok"),
    ("Sources/Auth.swift", "var isExpired: Bool { date < now }", "var isExpired: Bool { false }"),
    ("src/handler.ts", "case 401: logout();", "case 401: break"),
    ("package.json", '"left-pad": "1.0.0"', '"left-pad": "1.3.0"'),
    ("README.md", "wait a bit", "wait longer"),
]


def _findings(lean: bool):
    analyser = Analyser(CONFIG, lean=lean)
    analyser.edits.tests_failed = True  # a test run had failed: a wait added to a test counts
    for line, (path, old, new) in enumerate(_EDITS, 1):
        analyser.edits.feed(_edit(line, path, old, new))
    edits = analyser.edits
    return (edits.version_bumps, edits.manifest_additions, edits.test_changes, edits.test_waits,
            edits.disabled_checks, edits.raised_limits)


def test_lean_wraps_the_patterns():
    lean, full = Analyser(CONFIG, lean=True).edits, Analyser(CONFIG, lean=False).edits
    for name in _NAMES:
        assert isinstance(getattr(lean, name), QuickPattern), name
        assert isinstance(getattr(full, name), re.Pattern), name


def test_lean_and_full_find_the_same():
    lean, full = _findings(True), _findings(False)
    assert lean == full
    bumps, additions, changes, waits, disabled, raised = lean
    # and the gated patterns did find things (so the comparison is not of empty lists)
    assert bumps and additions and waits and disabled and raised
    assert any("only warn" in what for _, _, what, _ in changes)


@pytest.mark.parametrize("name", _NAMES)
def test_a_pattern_added_to_the_rules_is_found_through_the_wrapper(name):
    """A rule text changed in the data (a new alternative) is what the wrapper searches: derived, not fixed."""
    rules = dict(CONFIG.rules)
    key = f"{name}_regex"
    rules[key] = rules[key] + "|ZQXJ_NEW_RULE_WORD"
    config = CONFIG.__class__(**{**CONFIG.__dict__, "rules": rules})
    quick = getattr(Analyser(config, lean=True).edits, name)
    assert isinstance(quick, QuickPattern)
    assert quick.search("a ZQXJ_NEW_RULE_WORD here") is not None


# -- the analyser's per-command memo of the tests a command selects, the lean reader test ------

_COMMANDS = ["pytest -k cache tests/", "pytest tests/test_a.py::test_b", "go test -run TestX ./...", "pytest -q",
             "npm test", "cargo test --test api", "pytest -k cache tests/", ""]


def test_selection_is_what_the_regex_finds_and_stays_so():
    analyser = Analyser(CONFIG)
    for command in _COMMANDS * 2:  # asked again: remembered, the same answer
        assert analyser._selection(command) == frozenset(analyser.selection_re.findall(command))
    assert analyser._selection("pytest -k cache tests/")  # a selection is found at all


def test_the_selection_memo_is_bounded():
    analyser = Analyser(CONFIG)
    for n in range(5000):
        analyser._selection(f"pytest -k t{n}")
    assert len(analyser._selections) <= 4096
    assert analyser._selection("pytest -k t1") == frozenset(analyser.selection_re.findall("pytest -k t1"))


@pytest.mark.parametrize("text", ["File does not exist.", "ENOENT: no such file", "x: No such file or directory",
                                  "1\tdef main():", "", "file does not exist"])
def test_the_lean_reader_test_answers_as_the_regex(text):
    lean, full = Analyser(CONFIG, lean=True).phantoms, Analyser(CONFIG, lean=False).phantoms
    assert isinstance(lean.reader_regex, QuickPattern)
    assert bool(lean.reader_regex.search(text)) == bool(full.reader_regex.search(text))
