"""Properties every generated retry prompt and advice must have, over every run we ship or test with.

Sample runs, the labelled corpus and the hold-out set: no directory listed as a file, no sentence
said twice, numbers that agree with the evidence, the ticket's files named where the evidence has
them, and advice that never says "park" and "switch engines" at once.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from retriage.core.config import find_config, load_config
from retriage.core.report import diagnose_dir
from retriage.core.retry import is_file_path
from retriage.core.rundir import list_run_dirs
from retriage.core.task import path_matches

ROOT = Path(__file__).resolve().parent.parent
SETS = [ROOT / "sample_runs", ROOT / "tests" / "corpus" / "runs", ROOT / "tests" / "holdout" / "runs"]
RUNS = [path for root in SETS for path in list_run_dirs(root)[0]]
#: lines that quote a command, not a file
COMMAND_LINES = ("The blocked operation was", "The repeated action was", "could not find")


def test_every_set_is_there():
    assert {p.parent for p in RUNS} == set(SETS) and len(RUNS) > 80


@pytest.fixture(scope="module")
def reports():
    out = {}
    for path in RUNS:
        out[path] = diagnose_dir(path, load_config(find_config(None, path.parent)))
    return out


@pytest.mark.parametrize("path", RUNS, ids=lambda p: p.name)
def test_prompt_properties(reports, path: Path):
    report = reports[path]
    if not report.failed:
        return
    text = report.prescription
    facts = report.diagnosis.facts
    # no directories (or routes, or zones) named as files
    for line in text.splitlines():
        if any(marker in line for marker in COMMAND_LINES):
            continue
        for token in re.findall(r"`([^`]+)`", line):
            assert is_file_path(token), f"{token!r} is not a file: {line}"
    # no sentence twice
    sentences = [" ".join(s.split()).lower() for s in re.split(r"(?<=[.!?])\s+", text) if s.strip()]
    assert len(sentences) == len(set(sentences)), text
    # numbers agree with the evidence
    for item in report.diagnosis.evidence:
        if item.rule == "scope.files_changed":
            count, allowance = map(int, re.match(r"(\d+) files changed; .* at most (\d+)", item.text).groups())
            if report.diagnosis.mode == "scope_creep":
                assert f"It changed {count} files; this task should need at most {allowance}." in text
    edited_tests = facts.get("edited_test_files") or []
    listed = re.search(r"edited these test files: (.*?)\. Leave", text)
    counted = re.search(r"edited (\d+) test file\(s\)", text)
    if listed:
        assert len(re.findall(r"`[^`]+`", listed.group(1))) == len(edited_tests)
    if counted:
        assert int(counted.group(1)) == len(edited_tests)
    # the ticket's files are named where the evidence is about them
    named_files = [n for n in facts.get("named_files") or [] if is_file_path(n)]
    if report.diagnosis.mode in ("wrong_approach", "scope_creep") and named_files:
        assert any(f"`{n}`" in text for n in named_files), text
    if report.diagnosis.mode == "test_misunderstanding":
        for edited in edited_tests:
            names = [n for n in named_files if path_matches(edited, n)]
            if names and listed:
                assert any(f"`{n}`" in listed.group(1) for n in names)


@pytest.mark.parametrize("path", RUNS, ids=lambda p: p.name)
def test_advice_is_coherent(reports, path: Path):
    report = reports[path]
    advice = report.advice
    assert not (advice.switch_engine and not advice.advised), advice
    data = report.to_json()
    if report.failed:
        assert data["retry"]["verdict"] == advice.verdict and data["retry"]["advised"] == advice.advised
