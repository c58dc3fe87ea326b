"""What a diagnosis is: a ranked differential with located evidence."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass(frozen=True)
class Evidence:
    """One reason to believe a mode, located so a UI can point at it.

    For ``source == "events"``: ``line`` is the 1-based line in events.ndjson,
    ``field`` names the event field the text was found in (output, text, ...),
    ``span`` is the [start, end) character range of ``text`` within that field,
    and ``raw_span`` the same range within the raw line when it could be found
    there (``None`` when JSON escaping makes the raw text differ).
    Structural evidence (a loop, an edit of a test) has ``span`` None and its
    ``text`` describes what was seen.
    """

    mode: str
    rule: str
    source: str  # events | watchdog | result | taskrun
    text: str
    weight: float
    line: int | None = None
    span: tuple[int, int] | None = None
    field: str | None = None
    channel: str = ""
    raw_span: tuple[int, int] | None = None
    recovered: bool = False
    note: str = ""
    offset: int | None = None  # byte offset of ``line`` in events.ndjson

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["span"] = list(self.span) if self.span else None
        data["raw_span"] = list(self.raw_span) if self.raw_span else None
        data["weight"] = round(self.weight, 3)
        return data


@dataclass(frozen=True)
class Alternative:
    mode: str
    score: float
    confidence: float


@dataclass
class Diagnosis:
    mode: str
    confidence: float
    evidence: list[Evidence]
    alternatives: list[Alternative]
    scores: dict[str, float]
    facts: dict[str, Any] = field(default_factory=dict)
    reasoning: list[str] = field(default_factory=list)

    def evidence_for(self, mode: str) -> list[Evidence]:
        return [e for e in self.evidence if e.mode == mode]

    @property
    def winning_evidence(self) -> list[Evidence]:
        return self.evidence_for(self.mode)
