"""Fit the confidence map on first-contact outputs and check it set by set.

``python -m benchmarks.fit_calibration`` reads tests/calibration/first_contact.csv (each
held-back set diagnosed by the analyser as it was just before the set was vendored, so never
tuned on it; tests/calibration/README.md says how the rows were made) and prints:

* the fitted thresholds: ``confidence_floor``/``confidence_span`` by least squares of
  right/wrong on raw over the named diagnoses (a proper score, steadier than fitting the binned
  ECE itself), the top held at 0.99; ``unknown``'s one value, the share of "no clear cause"
  answers that were right;
* per set: ECE (10 bins, failed runs) as first reported, with the map fitted on every set, and
  leave-one-set-out (fitted without that set), then pooled; and the same for the thresholds
  rules.yaml holds now.

Why a script and not a test: the fit is run once when new first-contact rows arrive; the
values live in rules.yaml as data, and tests/test_calibration.py holds the result to its figures.
"""

from __future__ import annotations

import csv
import sys
from collections import defaultdict
from pathlib import Path

from retriage.core.calibration import TOP, named_confidence, unknown_confidence
from retriage.core.config import default_config

ROWS = Path(__file__).resolve().parent.parent / "tests" / "calibration" / "first_contact.csv"
BINS = 10


def load(path: Path = ROWS) -> list[dict]:
    with path.open(newline="", encoding="utf-8") as fh:
        return [dict(r, right=r["expected"] == r["got"], confidence=float(r["confidence"]),
                     raw=float(r["raw"]) if r["raw"] else None,
                     top_score=float(r["top_score"]) if r["top_score"] else None)
                for r in csv.DictReader(fh)]


def ece(pairs: list[tuple[float, bool]], bins: int = BINS) -> float:
    """Expected calibration error over equal-width bins, as tests/corpus_eval.py computes it."""
    grouped: dict[int, list[tuple[float, bool]]] = defaultdict(list)
    for conf, right in pairs:
        grouped[min(int(conf * bins), bins - 1)].append((conf, right))
    total = sum(len(v) for v in grouped.values())
    return sum(abs(sum(c for c, _ in v) - sum(r for _, r in v)) for v in grouped.values()) / total if total else 0.0


def fit(rows: list[dict]) -> dict[str, float]:
    named = [(r["raw"], float(r["right"])) for r in rows if r["got"] != "unknown"]
    n = len(named)
    mx = sum(x for x, _ in named) / n
    my = sum(y for _, y in named) / n
    sxx = sum((x - mx) ** 2 for x, _ in named)
    span = sum((x - mx) * (y - my) for x, y in named) / sxx if sxx else 0.0
    floor = my - span * mx
    if floor + span > TOP:  # hold the top at TOP: least squares of the slope through (1, TOP)
        span = sum((1 - x) * (TOP - y) for x, y in named) / sum((1 - x) ** 2 for x, _ in named)
        floor = TOP - span
    span = max(0.0, span)  # a higher raw never reports lower
    unknown = [r["right"] for r in rows if r["got"] == "unknown"]
    value = sum(unknown) / len(unknown) if unknown else 0.5
    return {"confidence_floor": round(floor, 2), "confidence_span": round(span, 2),
            "unknown_confidence_min": round(value, 2), "unknown_confidence_max": round(value, 2)}


def remapped(rows: list[dict], thresholds: dict[str, float]) -> list[tuple[float, bool]]:
    out = []
    for r in rows:
        if r["got"] == "unknown":
            out.append((unknown_confidence(r["top_score"], 1.0, thresholds), r["right"]))
        else:
            out.append((named_confidence(r["raw"], thresholds), r["right"]))
    return out


def main() -> int:
    rows = load()
    sets = list(dict.fromkeys(r["set"] for r in rows))
    fitted = fit(rows)
    current = {k: float(default_config().rules["thresholds"][k]) for k in fitted}
    print(f"{len(rows)} first-contact rows from {len(sets)} sets; fitted: {fitted}; rules.yaml: {current}")
    print(f"{'set':12} {'runs':>4} {'first':>6} {'fitted':>7} {'LOSO':>6} {'rules':>6}   fitted without the set")
    for name in sets:
        mine = [r for r in rows if r["set"] == name]
        without = fit([r for r in rows if r["set"] != name])
        print(f"{name:12} {len(mine):4} {ece([(r['confidence'], r['right']) for r in mine]):6.3f} "
              f"{ece(remapped(mine, fitted)):7.3f} {ece(remapped(mine, without)):6.3f} "
              f"{ece(remapped(mine, current)):6.3f}   {without}")
    print(f"{'pooled':12} {len(rows):4} {ece([(r['confidence'], r['right']) for r in rows]):6.3f} "
          f"{ece(remapped(rows, fitted)):7.3f} {'':>6} {ece(remapped(rows, current)):6.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
