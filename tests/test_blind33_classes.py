"""A class the thirty-third blind set (tests/blind33: where agents run: containers, CI actions, locked-down machines)
showed after it was scored (held back, first contact 62/74 at 6f08477), stated in the formats' real shapes and keyed to
no run of that set:

- the file the task names changed, and at least three times as many others besides (every Dockerfile's base bumped,
  every workflow made reusable, for a one-line pin): far more files than the task warrants is scope_creep
  (``task.mostly_unrelated``), not a change made somewhere else instead.
"""

from __future__ import annotations

from pathlib import Path

from tests import streams_kit as kit
from tests.streams_kit import diagnose

TASK = "# PLAT-77: bump the base image of `services/api/Dockerfile` to python:3.12-slim\n"


def _edits(*paths: str) -> str:
    return "".join(kit.edit(f"/w/{p}", "FROM python:3.11-slim", "FROM python:3.12-slim") for p in paths)


def test_the_named_file_and_three_times_as_many_others_is_scope_creep(tmp_path: Path):
    others = [f"services/{s}/Dockerfile" for s in ("billing", "worker", "auth", "search")]
    events = kit.init() + _edits("services/api/Dockerfile", *others) + kit.result("Bumped every base image.")
    d = diagnose(tmp_path / "a", events, prompt=TASK)
    assert d.mode == "scope_creep", d
    assert any(e.rule == "task.mostly_unrelated" and e.weight > 0 for e in d.evidence), d
    # two others besides the named file are not yet far more than warranted
    events = kit.init() + _edits("services/api/Dockerfile", *others[:2]) + kit.result("Bumped three base images.")
    assert not any(e.rule == "task.mostly_unrelated" for e in diagnose(tmp_path / "b", events, prompt=TASK).evidence)
