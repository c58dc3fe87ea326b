"""The confidence map (core/calibration.py, thresholds in rules.yaml) against first-contact outputs.

tests/calibration/first_contact.csv holds every held-back set as the analyser diagnosed it just
before the set was vendored (never tuned on it): the figures a confidence should match on runs
retriage has not seen. These tests hold the shipped map to them.
"""

from __future__ import annotations

import pytest

from benchmarks.fit_calibration import ece, fit, load, remapped
from retriage.core.calibration import named_confidence, unknown_confidence
from retriage.core.config import default_config

#: the map the first-contact rows were produced with (rules.yaml from 8e4d83c until this fit)
FIRST_CONTACT_MAP = {"confidence_floor": 0.65, "confidence_span": 0.34,
                     "unknown_confidence_min": 0.45, "unknown_confidence_max": 0.6}


@pytest.fixture(scope="module")
def rows():
    return load()


@pytest.fixture(scope="module")
def shipped():
    return default_config().rules["thresholds"]


def test_the_rows_are_what_the_old_map_reported(rows):
    """Raw and top score were recorded beside the reported confidence; mapping them back through
    the map of the time must give the reported figure, or the rows are not first-contact outputs."""
    for r in rows:
        if r["got"] == "unknown":
            assert unknown_confidence(r["top_score"], 1.0, FIRST_CONTACT_MAP) == r["confidence"], r["run"]
        else:
            assert named_confidence(r["raw"], FIRST_CONTACT_MAP) == r["confidence"], r["run"]


def test_rules_yaml_holds_the_fitted_map(rows, shipped):
    assert {k: float(shipped[k]) for k in FIRST_CONTACT_MAP} == fit(rows)


def test_first_contact_outputs_are_calibrated_under_the_shipped_map(rows, shipped):
    before = ece([(r["confidence"], r["right"]) for r in rows])
    after = ece(remapped(rows, shipped))
    assert before > 0.06
    assert after <= 0.02


def test_unknown_reports_how_often_no_clear_cause_was_right(rows, shipped):
    unknown = [r for r in rows if r["got"] == "unknown"]
    share = sum(r["right"] for r in unknown) / len(unknown)
    for top in (0.0, 0.5, 0.99):
        assert abs(unknown_confidence(top, float(shipped["credible_score"]), shipped) - share) <= 0.01


def test_a_higher_raw_never_reports_lower_and_the_top_stays_below_certainty(shipped):
    values = [named_confidence(i / 200, shipped) for i in range(201)]
    assert values == sorted(values)
    assert values[-1] <= 0.99
    assert values[0] > unknown_confidence(0.0, 1.0, shipped)


def test_the_map_clips_to_its_bounds():
    wild = {"confidence_floor": 0.5, "confidence_span": 2.0, "unknown_confidence_min": -1.0,
            "unknown_confidence_max": 0.2}
    assert named_confidence(1.0, wild) == 0.99
    assert unknown_confidence(0.99, 1.0, wild) == 0.05
    assert unknown_confidence(0.0, 1.0, wild) == 0.2
