"""What the analyser's confidence means: the map from its raw strength to a probability.

The analyser's raw figure (evidence strength × margin over the runner-up) orders diagnoses
but is no probability. This module is the one place that turns it into the reported
confidence, from thresholds in rules.yaml, so the map can be re-fitted as data without
touching how evidence is scored. The values were fitted on first-contact outputs only (each
blind set scored by the analyser as it was just before the set was vendored, never tuned on
it), because a confidence should read as "right about this often on a run retriage has never
seen"; on the sets it was fixed on, it is right more often than it says (docs/diagnosis.md §5b).
"""

from __future__ import annotations

from typing import Mapping

#: nothing is ever reported as certain, or as hopeless
TOP, BOTTOM = 0.99, 0.05


def named_confidence(raw: float, thresholds: Mapping[str, float]) -> float:
    """Confidence of a named mode: linear in raw (``confidence_floor`` + ``confidence_span`` × raw),
    so a higher raw never reports lower, clipped to [0.05, 0.99] and rounded as shown."""
    value = thresholds["confidence_floor"] + thresholds["confidence_span"] * raw
    return round(max(BOTTOM, min(TOP, value)), 2)


def unknown_confidence(top: float, credible: float, thresholds: Mapping[str, float]) -> float:
    """Confidence of ``unknown``: how often "no clear cause" was the right answer, given that
    the strongest mode scored ``top`` where ``credible`` names one. It runs from
    ``unknown_confidence_max`` (no evidence at all) to ``unknown_confidence_min`` (a mode came
    just short); the fitted values make it one figure (docs/diagnosis.md §5b)."""
    low, high = thresholds["unknown_confidence_min"], thresholds["unknown_confidence_max"]
    share = min(1.0, max(0.0, top / credible)) if credible else 1.0
    return round(max(BOTTOM, min(TOP, low + (high - low) * (1.0 - share))), 2)
