"""Accuracy of the analyser on the labelled corpus (tests/corpus/).

The corpus is realistic failed runs in all three stream formats, with
near-misses for every mode; see tests/corpus/README.md. The bar is 0.95.
"""

from __future__ import annotations

from collections import Counter

from retriage.core.config import MODES
from tests.corpus_eval import accuracy, evaluate, load_cases, render

CASES = load_cases()


def test_the_corpus_has_the_required_shape():
    assert len(CASES) >= 48
    per_mode = Counter(c.expected for c in CASES)
    assert all(per_mode[m] >= 5 for m in MODES), per_mode
    formats = Counter(c.fmt for c in CASES)
    assert formats["claude"] and formats["osmia"] and formats["codex"] >= 4, formats
    assert sum(bool(c.near_miss) for c in CASES) >= len(MODES) * 2
    assert all(c.path.is_dir() for c in CASES)


def test_corpus_accuracy_is_at_least_95_percent(capsys):
    outcomes = evaluate(CASES)
    with capsys.disabled():
        print("\n" + render(outcomes))
    assert all(o.failed for o in outcomes), [o.case.case_id for o in outcomes if not o.failed]
    assert accuracy(outcomes) >= 0.95
