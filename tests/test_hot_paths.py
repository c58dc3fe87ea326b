"""The hot-path shortcuts give the answers the plain code gives (issue 11, second pass).

Each shortcut here (a literal gate before a regex, a dict of edit digests instead of a
scan of the last edits, a cheaper call fingerprint) may only save work; these tests pin
the behaviour where a shortcut could differ from the straightforward version.
"""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from retriage.core.config import default_config
from retriage.core.formats.skip import SkipRules

CONFIG = default_config()

_WORDS = st.lists(st.sampled_from(["File", "does", "not", "exist", "No such file", "or directory", "ENOENT",
                                   "XENOENT", "ENOENTS", " ", "\n", "x", "Error:", "file does not exist"]),
                  max_size=12).map("".join)


@settings(max_examples=300, deadline=None)
@given(_WORDS)
def test_file_missing_answers_as_the_regex_does(text: str):
    rules = SkipRules.from_rules(CONFIG.rules)
    assert rules.file_missing(text) is (rules.reader_missing.search(text) is not None)


def test_file_missing_without_required_literals_still_runs_the_regex():
    """A pattern the literal reader cannot vouch for (case-insensitive) is searched every time."""
    rules = SkipRules(frozenset({"Read"}), None, re.compile(r"(?i)no such file"))
    assert rules.file_missing("NO SUCH FILE here")
    assert not rules.file_missing("a file that is there")
    assert not SkipRules(frozenset({"Read"}), None, None).file_missing("No such file or directory")


# -- edit/undo oscillation: a dict of the window's digests, the same findings as the scan -------

from collections import deque  # noqa: E402

from retriage.core.analyser import Analyser  # noqa: E402
from retriage.core.detectors import MAX_EDITS_PER_PATH, EditTracker, _digest  # noqa: E402
from retriage.core.events import Event, Format, Kind  # noqa: E402


def _tracker() -> EditTracker:
    return Analyser(CONFIG).edits


def _reference(edits: list[tuple[str, str | None, str, int]]) -> list[tuple[str, int, int]]:
    """The scan of the file's last MAX_EDITS_PER_PATH edits the tracker used to make, verbatim."""
    history: dict[str, deque] = {}
    found: list[tuple[str, int, int]] = []
    for path, old, new, line in edits:
        window = history.setdefault(path, deque(maxlen=MAX_EDITS_PER_PATH))
        before = _digest(old) if old is not None else ""
        after = _digest(new)
        for prev_before, prev_after, prev_line in window:
            if old is not None and prev_before == after and prev_after == before:
                if not found or found[-1][::2] != (path, line):
                    found.append((path, prev_line, line))
                break
            if old is None and prev_before == "" and prev_after == after and window[-1][1] != after:
                found.append((path, prev_line, line))
                break
        window.append((before, after, line))
    return found


def _feed(edits: list[tuple[str, str | None, str, int]]) -> list[tuple[str, int, int]]:
    tracker = _tracker()
    for path, old, new, line in edits:
        tracker._oscillation(path, old, new, line)
    return tracker.oscillations


def _edit_call(line: int, path: str, old: str | None, new: str) -> Event:
    data = {"file_path": path, "new_string": new, "old_string": old} if old is not None else \
        {"file_path": path, "content": new}
    return Event(Kind.TOOL_USE, line, 0, Format.CLAUDE, tool="Edit" if old is not None else "Write",
                 tool_input=data)


def test_a_b_a_b_edits_are_found_at_the_same_lines():
    tracker = _tracker()
    for line, (old, new) in enumerate([("A", "B"), ("B", "A"), ("A", "B"), ("B", "A")], 10):
        tracker.feed(_edit_call(line, "src/app.py", old, new))
    # each reversal points at the earliest edit it undoes
    assert tracker.oscillations == [("src/app.py", 10, 11), ("src/app.py", 11, 12), ("src/app.py", 10, 13)]


def test_whole_file_writes_returning_to_an_earlier_version():
    tracker = _tracker()
    for line, content in enumerate(["v1", "v2", "v2", "v1", "v1"], 1):
        tracker.feed(_edit_call(line, "a.txt", None, content))
    # v1 -> v2 -> v2 (no change) -> v1 (back: the write at line 1) -> v1 (no change: not a return)
    assert tracker.oscillations == [("a.txt", 1, 4)]


def test_an_undo_past_the_window_is_not_one():
    """An edit undone more than MAX_EDITS_PER_PATH edits of the file later has left the window."""
    fillers = [("f.py", f"x{i}", f"y{i}", 100 + i) for i in range(MAX_EDITS_PER_PATH)]
    far = [("f.py", "A", "B", 1), *fillers, ("f.py", "B", "A", 500)]
    near = [("f.py", "A", "B", 1), *fillers[1:], ("f.py", "B", "A", 500)]
    assert _feed(far) == _reference(far) == []
    assert _feed(near) == _reference(near) == [("f.py", 1, 500)]
    # the same edit twice, the first gone from the window: the reversal points at the second
    twice = [("f.py", "A", "B", 1), ("f.py", "A", "B", 2), *fillers[1:], ("f.py", "B", "A", 500)]
    assert _feed(twice) == _reference(twice) == [("f.py", 2, 500)]


def test_identical_edits_far_apart_and_on_other_files():
    # the same A->B on another file, and A->B twice: only the file's own history counts
    edits = [("a.py", "A", "B", 1), ("b.py", "B", "A", 2), ("a.py", "A", "B", 3),
             *[("a.py", f"p{i}", f"q{i}", 10 + i) for i in range(MAX_EDITS_PER_PATH - 2)],
             ("a.py", "B", "A", 200), ("a.py", "B", "A", 200)]
    # the reversal at 200 finds the A->B at 1 still in the window, then (same line) is not repeated
    assert _feed(edits) == _reference(edits) == [("a.py", 1, 200)]


_TEXTS = st.sampled_from(["A", "B", "C", ""])


@settings(max_examples=400, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["a.py", "b.py"]), st.one_of(st.none(), _TEXTS), _TEXTS,
                          st.integers(1, 6)), max_size=160))
def test_oscillations_are_those_the_window_scan_finds(steps):
    """Any sequence of edits and writes (line steps of 0 make several pairs of one call), against the scan."""
    edits, line = [], 1
    for path, old, new, step in steps:
        line += step // 2  # 0 for some: several edits on one line, as a multi-edit call makes
        edits.append((path, old, new, line))
    assert _feed(edits) == _reference(edits)


# -- A-B-A-B alternation: the early "not alternating" answer, against the window check ---------

from retriage.core.detectors import CallTracker  # noqa: E402


class _WindowCallTracker(CallTracker):
    """The tracker with the check it made before: the whole window copied and compared on every call."""

    def _alternation(self) -> None:
        n = self.alternation_min
        if len(self._recent) < n:
            return
        window = list(self._recent)[-n:]
        a, b = window[0][0], window[1][0]
        alternating = a != b and all(sig == (a if i % 2 == 0 else b) for i, (sig, _, _) in enumerate(window))
        if alternating and not self._alt_active:
            self.alternations.append((window[0][2], window[1][2], n, window[0][1], window[-1][1]))
            self.alternation_lines.append([line for _, line, _ in window])
            self._alt_active = True
        elif alternating and self.alternations:
            label_a, label_b, count, first, _ = self.alternations[-1]
            self.alternations[-1] = (label_a, label_b, count + 1, first, window[-1][1])
            if self.alternation_lines and len(self.alternation_lines[-1]) < 16:
                self.alternation_lines[-1].append(window[-1][1])
        elif not alternating:
            self._alt_active = False


def _call(line: int, command: str) -> Event:
    return Event(Kind.TOOL_USE, line, 0, Format.CLAUDE, tool="Bash", tool_input={"command": command})


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(["pytest", "git diff", "ls", "make"]), max_size=80), st.integers(2, 7))
def test_alternations_are_those_the_window_check_finds(commands, n):
    fast, slow = CallTracker(4, n), _WindowCallTracker(4, n)
    for line, command in enumerate(commands, 1):
        fast.feed(_call(line, command))
        slow.feed(_call(line, command))
    assert fast.alternations == slow.alternations
    assert fast.alternation_lines == slow.alternation_lines
    assert fast.finish() == slow.finish()


def test_an_alternation_is_found_and_extended_at_the_same_lines():
    calls = CallTracker(4, 4)
    for line, command in enumerate(["ls", "pytest", "git diff", "pytest", "git diff", "pytest", "ls"], 1):
        calls.feed(_call(line, command))
    assert calls.alternations == [("Bash `pytest`", "Bash `git diff`", 5, 2, 6)]
    assert calls.alternation_lines == [[2, 3, 4, 5, 6]]


# -- command_of: the common shapes first, every shape the same answer ---------------------------

import pytest  # noqa: E402

from retriage.core.channels import command_of  # noqa: E402


@pytest.mark.parametrize("tool_input, command", [
    ({"command": "pytest -q"}, "pytest -q"),
    ({"command": ["git", "status"]}, "git status"),
    ({"command": None, "cmd": "make test"}, "make test"),
    ({"command": 3, "script": "npm test"}, "npm test"),
    ({"cmd": ["ls", 1]}, ""),
    ({"cmd": ["ls", 1], "script": "echo hi"}, "echo hi"),
    ({"file_path": "a.py", "old_string": "x"}, ""),
    ({"command": None}, ""),
    ("pytest", ""),
    (None, ""),
])
def test_command_of_every_shape(tool_input, command):
    assert command_of(tool_input) == command


# -- LiteralGate: a text's words split once for every gate that asks in a row ------------------

from retriage.core.literals import LiteralGate, QuickPattern, may_match  # noqa: E402


def test_gates_asked_about_the_same_text_in_turn_answer_as_may_match():
    first = [QuickPattern(re.compile(p)) for p in (r"No space left on device", r"Connection refused", r"\bOOMKilled\b")]
    second = [QuickPattern(re.compile(p)) for p in (r"Permission denied", r"No space left", r"timed out after")]
    gates = (LiteralGate(first), LiteralGate(second))
    long = "x" * 600  # past the memo of short texts: the words are split each time
    texts = [long + " No space left on device", long + " Connection refused; timed out after 3s",
             long + " Permission denied", long + " nothing", long + " nothing"]
    for text in texts + texts[::-1]:
        for gate, patterns in zip(gates, (first, second)):
            want = {i for i, q in enumerate(patterns) if may_match(q.literals, text)}
            assert gate.candidates(text) == want


# -- QuickPattern: short texts it ruled out are remembered, matches are always searched ---------


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(["ls -la", "pytest -q", "bash -lc 'cargo test'", "git diff", "make",
                                 "npm run test", "echo pytest", "x" * 600 + " go test ./..."]), max_size=40))
def test_quick_pattern_answers_as_the_regex_however_often_a_text_comes_back(commands):
    regex = re.compile(CONFIG.rules["test_command_regex"])
    quick = QuickPattern(regex)
    for command in commands + commands:
        got, want = quick.search(command), regex.search(command)
        assert (got and got.span(), got and got.group(0)) == (want and want.span(), want and want.group(0))


def test_quick_pattern_memo_is_bounded_and_keeps_answering():
    quick = QuickPattern(re.compile(r"Connection refused"))
    for i in range(QuickPattern.MEMO_TEXTS + 10):
        assert quick.search(f"ok {i}") is None
    assert len(quick._memo) <= QuickPattern.MEMO_TEXTS
    assert quick.search("ok 3") is None
    assert quick.search("curl: Connection refused").group(0) == "Connection refused"
    # a match is remembered too: the same answer, without the regex
    for i in range(QuickPattern.MEMO_TEXTS + 10):
        assert quick.search(f"curl {i}: Connection refused").span() == (len(f"curl {i}: "), len(f"curl {i}: ") + 18)
    assert len(quick._memo) <= QuickPattern.MEMO_TEXTS
    assert quick.search("curl 3: Connection refused") is quick.search("curl 3: Connection refused")


def test_quick_pattern_asked_twice_about_one_text_answers_the_same():
    quick = QuickPattern(re.compile(CONFIG.rules["test_report_regex"]))
    report = "collected 3 items\nFAILED tests/test_a.py::test_x - AssertionError\n" + "." * 600
    passed = "=== 3 passed in 0.1s ===" + " " * 600
    first = quick.search(report)
    assert first is not None and quick.search(report) is first
    assert quick.search(passed) is None and quick.search("ok") is None
    assert quick.search(report).group(0) == first.group(0)
    assert quick.search("".join(["FAILED ", "x"])).group(0) == "FAILED "


# -- shell edits: a command no revert/move/delete pattern matches is remembered as quiet ------

def test_a_remembered_command_still_reverts_what_was_edited_since():
    """Whether a command can revert anything depends on its words only (remembered); what it
    reverts depends on what was edited by then (never remembered)."""
    from retriage.core.analyser import Analyser
    from retriage.core.events import Event, Format, Kind

    analyser = Analyser(CONFIG, lean=True)
    edits = analyser.edits

    def shell(command: str, line: int) -> bool:
        return edits.feed(Event(Kind.TOOL_USE, line, 0, Format.CLAUDE, tool="Bash", tool_input={"command": command}))

    assert not shell("git checkout -- src/a.py", 1)       # nothing edited yet: nothing to revert
    assert not shell("ls -la", 2) and not shell("ls -la", 3)
    assert edits._quiet_commands == {"git checkout -- src/a.py": False, "ls -la": True}
    edits.feed(Event(Kind.TOOL_USE, 4, 0, Format.CLAUDE, tool="Edit",
                     tool_input={"file_path": "src/a.py", "old_string": "a", "new_string": "b"}))
    assert shell("git checkout -- src/a.py", 5)           # the same words, now undoing the edit
    assert edits.reverts[-1] == ("reverted src/a.py", 5)
    assert shell("bash -lc 'git rm -q tests/test_a.py'", 6)  # a delete inside a shell wrapper
    assert edits.deleted[-1] == ("tests/test_a.py", 6)


# -- the phantom tracker's literal gate also stands in front of a reader's answer ------------------

from retriage.core.detectors import PhantomTracker  # noqa: E402


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from([
    "src/a.py:3:    import payments", "No module named 'payments.refunds'", "x" * 500,
    "make: *** No rule to make target 'deploy'.  Stop.", "cat: missing.txt: No such file or directory",
    "README.md:12: see docs"]), min_size=1, max_size=6))
def test_a_readers_answer_reports_what_the_ungated_regex_finds(parts):
    """A search's hits (kept by the lean filter since they locate files) are asked of the phantom
    regex only when its literals are there; the reports are what the regex alone gives."""
    rules = default_config().rules
    trackers = [PhantomTracker(re.compile(rules["phantom_output_regex"], re.MULTILINE),
                               re.compile(rules["phantom_reader_regex"])) for _ in range(2)]
    trackers[1]._literals = None  # the reference: every text goes to the regex
    text = "\n".join(parts)
    for tracker in trackers:
        tracker.feed_result(Event(Kind.TOOL_RESULT, 5, 0, Format.CLAUDE, tool="Grep", output=text, use_line=4),
                            reader=True)
    gated, ungated = trackers
    assert gated.reports == ungated.reports
    if not ungated.reader_regex.search(text[:400]) and ungated.output_regex.search(text):
        assert ungated.reports  # the reference does report: the comparison is not of two empty sets
