"""Score the analyser against the labelled corpus in tests/corpus/.

Run directly (``python -m tests.corpus_eval``) to print accuracy and the
per-mode confusion matrix; tests/test_corpus.py asserts on the same numbers.
"""

from __future__ import annotations

import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

import yaml

from retriage.core.config import MODES, default_config
from retriage.core.report import diagnose_dir

CORPUS = Path(__file__).parent / "corpus"


@dataclass
class Case:
    case_id: str
    path: Path
    expected: str
    fmt: str
    near_miss: str


@dataclass
class Outcome:
    case: Case
    got: str
    confidence: float
    failed: bool


def load_cases(root: Path = CORPUS) -> list[Case]:
    cases = []
    for label in sorted((root / "labels").glob("*.yaml")):
        data = yaml.safe_load(label.read_text(encoding="utf-8"))
        cases.append(Case(label.stem, root / "runs" / label.stem, data["mode"], data.get("format", "?"),
                          data.get("near_miss") or ""))
    return cases


def evaluate(cases: list[Case]) -> list[Outcome]:
    config = default_config()
    outcomes = []
    for case in cases:
        report = diagnose_dir(case.path, config)
        outcomes.append(Outcome(case, report.diagnosis.mode, report.diagnosis.confidence, report.failed))
    return outcomes


def accuracy(outcomes: list[Outcome]) -> float:
    return sum(o.got == o.case.expected for o in outcomes) / len(outcomes) if outcomes else 0.0


def confusion(outcomes: list[Outcome]) -> dict[str, Counter]:
    table: dict[str, Counter] = defaultdict(Counter)
    for o in outcomes:
        table[o.case.expected][o.got] += 1
    return table


def render(outcomes: list[Outcome]) -> str:
    lines = [f"corpus: {len(outcomes)} runs, accuracy {accuracy(outcomes):.3f}"]
    short = {m: m.split("_")[0][:6] for m in MODES}
    lines.append("expected \\ got  " + " ".join(f"{short[m]:>6}" for m in MODES) + "  recall")
    table = confusion(outcomes)
    for mode in MODES:
        row = table.get(mode, Counter())
        total = sum(row.values())
        recall = f"{row[mode] / total:.2f}" if total else "  - "
        lines.append(f"{mode:<22}" + " ".join(f"{row[m]:>6}" for m in MODES) + f"  {recall}")
    by_fmt = defaultdict(list)
    for o in outcomes:
        by_fmt[o.case.fmt].append(o)
    lines.append("by format: " + ", ".join(f"{f} {accuracy(v):.2f} ({len(v)})" for f, v in sorted(by_fmt.items())))
    near = [o for o in outcomes if o.case.near_miss]
    lines.append(f"near-misses: {len(near)} runs, accuracy {accuracy(near):.3f}")
    for o in outcomes:
        if o.got != o.case.expected:
            lines.append(f"  MISS {o.case.case_id}: expected {o.case.expected}, got {o.got} ({o.confidence:.2f})")
    return "\n".join(lines)


if __name__ == "__main__":
    root = Path(sys.argv[1]) if len(sys.argv) > 1 else CORPUS
    print(render(evaluate(load_cases(root))))
