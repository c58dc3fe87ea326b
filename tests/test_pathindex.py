"""The basename index answers exactly as the scan over every remembered path did (issue 11).

``EditTracker._toggle_key`` scanned every path it remembered with ``endswith`` per edit;
``SuffixIndex`` buckets the paths by basename. Its answer must be the scan's: the first path,
in the order remembered, naming the same file, including the scan's quirks (``lstrip("./")``
strips leading dots too, so ``.env`` is looked for as ``env``).
"""

from __future__ import annotations

from itertools import islice

from hypothesis import given, settings
from hypothesis import strategies as st

from retriage.core.config import default_config
from retriage.core.detectors import EditTracker
from retriage.core.events import Event, Format, Kind
from retriage.core.pathindex import SuffixIndex, basename

CONFIG = default_config()


def _scan(keys, path: str) -> str:
    """The scan ``EditTracker._toggle_key`` made, verbatim."""
    path = path.strip("'\"")
    bare = path.lstrip("./")
    return next((p for p in keys if p == path or p.endswith("/" + bare) or path.endswith("/" + p)), path)


_PATHS = ["a.py", "./a.py", "src/a.py", "./src/a.py", "lib/a.py", "/repo/src/a.py", "'src/a.py'", "\"a.py\"",
          ".env", "env", "./.env", "x/env", "x/.env", "..env", "src\\a.py", "a\\b.py", "b.py", "dir/", "./",
          "...", "", "/", "src/", "../a.py", "../../src/a.py", "src//a.py", ".github/ci.yml", "github/ci.yml",
          "s/a.py", "rc/a.py"]


def test_basename():
    assert basename("src/a.py") == "a.py"
    assert basename("a.py") == "a.py"
    assert basename("dir/") == ""
    assert basename("a\\b.py") == "a\\b.py"  # backslashes are no separator, as in the scan


def test_same_answers_as_the_scan_on_tricky_paths():
    for order in (_PATHS, list(reversed(_PATHS))):
        index, keys = SuffixIndex(), []
        for key in order:
            for path in _PATHS:
                assert index.find(path) == _scan(keys, path), (keys, path)
            index.add(key)
            keys.append(key)
        for path in _PATHS:
            assert index.find(path) == _scan(keys, path), path


def test_the_earliest_match_wins_across_both_buckets():
    """``./.env`` matches ``.env`` (its own basename, the path ends in ``/.env``) and ``x/env`` (``env``:
    the leading dots stripped): whichever was remembered first is the answer, as in the scan."""
    for first, second in (("x/env", ".env"), (".env", "x/env")):
        index = SuffixIndex()
        index.add(first)
        index.add(second)
        assert index.find("./.env") == first == _scan([first, second], "./.env")
    index = SuffixIndex()
    index.add("x/.env")
    assert index.find(".env") == ".env" == _scan(["x/.env"], ".env")  # the scan's quirk: looked for as env


def test_same_basename_in_different_folders():
    index = SuffixIndex()
    for key in ("lib/util.py", "src/util.py", "util.py"):
        index.add(key)
    assert index.find("src/util.py") == "src/util.py"
    assert index.find("/repo/src/util.py") == "src/util.py"
    assert index.find("./util.py") == "lib/util.py"  # the scan's answer: the first ending in /util.py
    assert index.find("tests/util.py") == "util.py"
    assert index.find("other.py") == "other.py"


def test_a_removed_and_re_added_path_counts_as_new():
    index = SuffixIndex()
    for key in ("src/a.py", "lib/a.py"):
        index.add(key)
    index.remove("src/a.py")
    index.add("src/a.py")
    assert index.find("./a.py") == "lib/a.py" == _scan(["lib/a.py", "src/a.py"], "./a.py")
    index.remove("nowhere.py")  # not remembered: nothing to do
    assert len(index) == 2 and "src/a.py" in index


@settings(max_examples=400, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["add", "remove", "find"]), st.sampled_from(_PATHS)), max_size=60))
def test_any_sequence_answers_as_the_scan(steps):
    index, keys = SuffixIndex(), {}
    for op, path in steps:
        if op == "add":
            index.add(path)
            keys.setdefault(path, None)
        elif op == "remove":
            index.remove(path)
            keys.pop(path, None)
        assert index.find(path) == _scan(keys, path)


# -- the tracker: the same toggles, reverts and uses as with the scan ---------------------------

class _ScanTracker(EditTracker):
    """The tracker with the scans it made before the index (the reference)."""

    def _toggle_key(self, path: str) -> str:
        return _scan(self._toggles, path)

    def _toggle_uses(self, command: str) -> None:
        from retriage.core.channels import unwrap_shell
        from retriage.core.detectors import _GIT_COMMAND
        plain = unwrap_shell(command)
        if self.delete_command.search(plain) or _GIT_COMMAND.match(plain):
            return
        for key, ops in list(self._toggles.items())[:200]:
            if ops and ops[-1][0] == "edit" and key.rsplit("/", 1)[-1] in command:
                self._toggle_used.add(key)


def _tracker(cls):
    from retriage.core.analyser import Analyser
    edits = Analyser(CONFIG).edits
    return cls(**{name: getattr(edits, name) for name in edits.__dataclass_fields__
                  if not name.startswith("_") and not isinstance(getattr(edits, name), (list, dict, set))})


def _edit(line: int, path: str) -> Event:
    return Event(Kind.TOOL_USE, line, 0, Format.CLAUDE, tool="Edit",
                 tool_input={"file_path": path, "old_string": f"x{line}", "new_string": f"y{line}"})


def _shell(line: int, command: str) -> Event:
    return Event(Kind.TOOL_USE, line, 0, Format.CLAUDE, tool="Bash", tool_input={"command": command})


_STEP = st.one_of(
    st.tuples(st.just("edit"), st.sampled_from(["src/a.py", "./src/a.py", "lib/a.py", ".env", "x/env", "b.py",
                                                "/repo/b.py", "src\\a.py"])),
    st.tuples(st.just("shell"), st.sampled_from(["rm src/a.py", "rm -f a.py", "rm .env", "rm env", "rm ./b.py",
                                                 "python b.py", "cat a.py", "git add a.py", "ls", "rm lib/a.py",
                                                 "node src\\a.py", "rm 'src/a.py'"])))


@settings(max_examples=300, deadline=None)
@given(st.lists(_STEP, max_size=40))
def test_the_tracker_finds_what_it_found_with_the_scan(steps):
    new, old = _tracker(EditTracker), _tracker(_ScanTracker)
    for line, (kind, what) in enumerate(steps, 1):
        event = _edit(line, what) if kind == "edit" else _shell(line, what)
        assert new.feed(event) == old.feed(event)
        assert list(new._toggles.items()) == list(old._toggles.items())
        assert new._toggle_used == old._toggle_used
    assert new.reverts == old.reverts and new.undone_edits == old.undone_edits


def test_a_file_deleted_edited_and_deleted_again_through_other_spellings():
    """edit, rm, edit, rm of one file named three ways: the second rm is a revert (as before the index)."""
    tracker = _tracker(EditTracker)
    for event in (_edit(1, "src/app.py"), _shell(2, "rm ./src/app.py"), _edit(3, "/repo/src/app.py"),
                  _shell(4, "rm app.py")):
        tracker.feed(event)
    assert tracker.reverts == [("deleted src/app.py again after writing it again", 2),
                               ("deleted src/app.py again after writing it again", 4)]
    assert tracker.undone_edits == [1, 3]


def test_uses_look_at_the_first_200_paths_only():
    tracker = _tracker(EditTracker)
    for line in range(1, 211):
        tracker.feed(_edit(line, f"d{line}/f{line}.py"))
    tracker.feed(_shell(300, "python f5.py f205.py"))
    assert "d5/f5.py" in tracker._toggle_used and "d205/f205.py" not in tracker._toggle_used
    assert [key for key, _ in islice(tracker._toggles.items(), 2)] == ["d1/f1.py", "d2/f2.py"]
