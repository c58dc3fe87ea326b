"""Score the analyser against every labelled set of runs.

``python -m tests.corpus_eval`` scores every set that exists (tests/corpus,
tests/holdout, tests/realcases1, tests/realcases2, tests/realcases3, tests/realcases4, tests/realcases5, tests/realcases6, tests/realcases7, tests/realcases8, tests/realcases9, tests/realcases10, tests/realcases11, tests/realcases12, tests/realcases13, tests/realcases14, tests/realcases15, tests/realcases16, tests/realcases17, tests/realcases18, tests/realcases19, tests/realcases20, tests/blind, tests/blind2,
tests/blind3, tests/blind4, tests/blind5, tests/blind6, tests/blind7, tests/blind8, tests/blind9, tests/blind10, tests/blind11, tests/blind12, tests/blind13, tests/blind14, tests/blind15, tests/blind16, tests/blind17, tests/blind18, tests/blind19, tests/blind20, tests/blind21, tests/blind22, tests/blind23, tests/blind24, tests/blind25, tests/blind26, tests/blind27, tests/blind28, tests/blind29, tests/blind30, tests/blind31, tests/blind32, tests/blind33, tests/blind34, tests/blind35, tests/blind36, tests/blind37, tests/blind38, tests/blind39, tests/blind40, tests/blind41, tests/blind42, tests/blind43, tests/blind44, tests/blind45, tests/blind46, tests/blind47, tests/blind48, tests/blind49, tests/blind50, tests/blind51, tests/blind52, tests/blind53 and tests/blind54 and tests/blind55 and tests/blind56 and tests/blind57 and tests/blind58 and tests/blind59 and tests/blind60 and tests/blind61 when they carry
``labels/``);
``python -m tests.corpus_eval DIR...`` scores the named sets. For each set and
for all of them pooled it prints:

* mode accuracy over the failed runs (a label ``mode: succeeded`` is a run that
  should not be reported failed: it counts for the verdicts, not the modes);
* verdicts: failed runs reported failed, succeeded runs not;
* the per-mode confusion matrix;
* the evidence-line hit rate: among runs whose label lists ``evidence_lines``
  (1-based lines of events.ndjson that show the cause), the share where any line
  of the winning mode's evidence is one of them (``unknown`` runs excluded);
* calibration: the expected calibration error over 10 equal-width confidence
  bins (|mean confidence - accuracy| per bin, weighted by the bin's share), with
  the reliability table, so "0.8" can be read as "right about 8 times in 10".

tests/test_corpus.py asserts floors on the same numbers. The labels are never
read by the analyser.
"""

from __future__ import annotations

import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from retriage.core.config import MODES, default_config
from retriage.core.report import diagnose_dir

HERE = Path(__file__).parent
CORPUS = HERE / "corpus"
#: every labelled set, in the order they are reported; a missing one is skipped
SETS = ("corpus", "holdout", "realcases1", "realcases2", "realcases3", "realcases4", "realcases5", "realcases6", "realcases7", "realcases8", "realcases9", "realcases10", "realcases11", "realcases12", "realcases13", "realcases14", "realcases15", "realcases16", "realcases17", "realcases18", "realcases19", "realcases20", "blind", "blind2", "blind3", "blind4", "blind5", "blind6", "blind7",
        "blind8", "blind9", "blind10", "blind11", "blind12", "blind13", "blind14", "blind15", "blind16", "blind17", "blind18", "blind19", "blind20", "blind21", "blind22", "blind23", "blind24", "blind25", "blind26", "blind27", "blind28", "blind29", "blind30", "blind31", "blind32", "blind33", "blind34", "blind35", "blind36", "blind37", "blind38", "blind39", "blind40", "blind41", "blind42", "blind43", "blind44", "blind45", "blind46", "blind47", "blind48", "blind49", "blind50", "blind51", "blind52", "blind53", "blind54", "blind55", "blind56", "blind57", "blind58", "blind59", "blind60", "blind61")
SUCCEEDED = "succeeded"
BINS = 10


@dataclass
class Case:
    case_id: str
    path: Path
    expected: str
    fmt: str
    near_miss: str
    evidence_lines: tuple[int, ...] = ()
    set_name: str = ""


@dataclass
class Outcome:
    case: Case
    got: str
    confidence: float
    failed: bool
    evidence_lines: tuple[int, ...] = ()
    alternatives: list[str] = field(default_factory=list)

    @property
    def right(self) -> bool:
        return self.got == self.case.expected


def load_cases(root: Path = CORPUS) -> list[Case]:
    cases = []
    for label in sorted((root / "labels").glob("*.yaml")):
        data = yaml.safe_load(label.read_text(encoding="utf-8"))
        lines = tuple(int(n) for n in (data.get("evidence_lines") or []) if isinstance(n, int))
        cases.append(Case(label.stem, root / "runs" / label.stem, data["mode"], data.get("format", "?"),
                          data.get("near_miss") or "", lines, root.name))
    return cases


def labelled_sets(names: tuple[str, ...] = SETS) -> dict[str, Path]:
    """The labelled sets under tests/ that exist (a directory with labels/ and runs/)."""
    out = {}
    for name in names:
        root = HERE / name
        if (root / "labels").is_dir() and (root / "runs").is_dir():
            out[name] = root
    return out


def evaluate(cases: list[Case], diagnose=None) -> list[Outcome]:
    """``diagnose(run path) -> RunReport``: the default diagnoses each run afresh with the built-in config."""
    config = default_config()
    outcomes = []
    for case in cases:
        report = diagnose(case.path) if diagnose is not None else diagnose_dir(case.path, config)
        d = report.diagnosis
        lines = tuple(e.line for e in d.winning_evidence if e.line is not None)
        outcomes.append(Outcome(case, d.mode, d.confidence, report.failed, lines,
                                [a.mode for a in d.alternatives]))
    return outcomes


def failed_only(outcomes: list[Outcome]) -> list[Outcome]:
    return [o for o in outcomes if o.case.expected != SUCCEEDED]


def accuracy(outcomes: list[Outcome]) -> float:
    """Mode accuracy over the runs labelled with a failure mode."""
    scored = failed_only(outcomes)
    return sum(o.right for o in scored) / len(scored) if scored else 0.0


def verdicts(outcomes: list[Outcome]) -> tuple[int, int]:
    """(right, total): failed runs reported failed, succeeded runs not."""
    right = sum((o.case.expected == SUCCEEDED) != o.failed for o in outcomes)
    return right, len(outcomes)


def evidence_hits(outcomes: list[Outcome]) -> tuple[int, int]:
    """(hits, runs with labelled evidence lines), ``unknown`` excluded."""
    pool = [o for o in failed_only(outcomes) if o.case.evidence_lines and o.case.expected != "unknown"]
    return sum(bool(set(o.evidence_lines) & set(o.case.evidence_lines)) for o in pool), len(pool)


def reliability(outcomes: list[Outcome], bins: int = BINS) -> list[tuple[int, int, float, float]]:
    """Per non-empty bin: (bin index, runs, mean confidence, accuracy)."""
    grouped: dict[int, list[Outcome]] = defaultdict(list)
    for o in failed_only(outcomes):
        grouped[min(int(o.confidence * bins), bins - 1)].append(o)
    return [(b, len(v), sum(o.confidence for o in v) / len(v), sum(o.right for o in v) / len(v))
            for b, v in sorted(grouped.items())]


def ece(outcomes: list[Outcome], bins: int = BINS) -> float:
    """Expected calibration error over equal-width bins."""
    table = reliability(outcomes, bins)
    total = sum(n for _, n, _, _ in table)
    return sum(n * abs(conf - acc) for _, n, conf, acc in table) / total if total else 0.0


def confusion(outcomes: list[Outcome]) -> dict[str, Counter]:
    table: dict[str, Counter] = defaultdict(Counter)
    for o in failed_only(outcomes):
        table[o.case.expected][o.got] += 1
    return table


def summary_line(name: str, outcomes: list[Outcome]) -> str:
    scored = failed_only(outcomes)
    ok = sum(o.right for o in scored)
    v_ok, v_n = verdicts(outcomes)
    hits, ev_n = evidence_hits(outcomes)
    ev = f"{hits}/{ev_n} = {hits / ev_n:.3f}" if ev_n else "no labelled lines"
    return (f"{name}: modes {ok}/{len(scored)} = {accuracy(outcomes):.3f}; verdicts {v_ok}/{v_n}; "
            f"evidence line located {ev}; ECE {ece(outcomes):.3f}")


def render(outcomes: list[Outcome], name: str = "corpus", details: bool = True) -> str:
    lines = [summary_line(name, outcomes)]
    short = {m: m.split("_")[0][:6] for m in MODES}
    lines.append("expected \\ got  " + " ".join(f"{short[m]:>6}" for m in MODES) + "  recall")
    table = confusion(outcomes)
    for mode in MODES:
        row = table.get(mode, Counter())
        total = sum(row.values())
        recall = f"{row[mode] / total:.2f}" if total else "  - "
        lines.append(f"{mode:<22}" + " ".join(f"{row[m]:>6}" for m in MODES) + f"  {recall}")
    lines.append("calibration: " + ", ".join(f"[{b / BINS:.1f},{(b + 1) / BINS:.1f}) n={n} conf {c:.2f} acc {a:.2f}"
                                            for b, n, c, a in reliability(outcomes)))
    if details:
        by_fmt = defaultdict(list)
        for o in failed_only(outcomes):
            by_fmt[o.case.fmt].append(o)
        lines.append("by format: " + ", ".join(f"{f} {accuracy(v):.2f} ({len(v)})" for f, v in sorted(by_fmt.items())))
        near = [o for o in failed_only(outcomes) if o.case.near_miss]
        lines.append(f"near-misses: {len(near)} runs, accuracy {accuracy(near):.3f}")
        for o in outcomes:
            if o.case.expected == SUCCEEDED:
                if o.failed:
                    lines.append(f"  MISS {o.case.case_id}: expected succeeded, reported failed ({o.got})")
            elif not o.right:
                lines.append(f"  MISS {o.case.case_id}: expected {o.case.expected}, got {o.got} ({o.confidence:.2f})")
            elif o.case.evidence_lines and o.case.expected != "unknown" \
                    and not set(o.evidence_lines) & set(o.case.evidence_lines):
                lines.append(f"  NOT LOCATED {o.case.case_id}: evidence lines {list(o.evidence_lines)[:6]}, "
                             f"label {list(o.case.evidence_lines)[:6]}")
    return "\n".join(lines)


def main(argv: list[str]) -> None:
    roots = {Path(a).name: Path(a) for a in argv} or labelled_sets()
    pooled: list[Outcome] = []
    for name, root in roots.items():
        outcomes = evaluate(load_cases(root))
        pooled += outcomes
        print(render(outcomes, name) + "\n")
    if len(roots) > 1:
        print(render(pooled, "all sets", details=False))


if __name__ == "__main__":
    main(sys.argv[1:])
