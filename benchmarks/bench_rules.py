"""Where a diagnosis spends its time: per pipeline stage and per rule family, per stream format.

``bench_diagnose`` says how far the diagnosis is from the parse floor; this says
where the rest goes, so the next speed-up is aimed at the largest cost instead of
a guess. On the three generated streams (benchmarks/gen_stream.py) it prints:

* the uninstrumented diagnose time (median of ``--repeat``) against the parse floor;
* **stages**: a cProfile run whose exclusive times are summed per stage (parse,
  skip decisions, event building, the analyser's feed loop, the signature scan,
  each detector ...). A shared helper (``QuickPattern.search``, ``command_of``,
  ``text_of``, a builtin such as ``re.Pattern.search``) has no stage of its own:
  its time is split among its callers by what each call cost, recursively, so
  each stage's share includes the helpers it used. cProfile roughly doubles the
  time of small Python functions, so the shares are indicative, not exact;
* **rules**: every regex the analyser and the lean filter ask (each signature of
  core/signatures/*.yaml, each ``*_regex`` of core/rules.yaml) wrapped in a timer
  (no profiler), summed per signature family (the rule id's first part:
  ``infra.network`` -> ``infra``) and per rules.yaml rule, with call counts.

A script that prints figures; nothing here asserts on a time.

    python -m benchmarks.bench_rules [--events N] [--format claude|osmia|codex|all] [--repeat N] [--top N]
"""

from __future__ import annotations

import argparse
import ast
import cProfile
import os
import pstats
import re
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any, Iterator

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.gen_stream import FORMATS, generate  # noqa: E402
from retriage.core import jsonlib, report  # noqa: E402
from retriage.core.config import default_config  # noqa: E402
from retriage.core.formats.skip import SkipRules  # noqa: E402
from retriage.core.literals import AnyBranch, QuickPattern  # noqa: E402

# -- stages -----------------------------------------------------------------------------------

#: functions that own their time, by module file name; the rest are helpers (their time goes to
#: whoever called them). Inside analyser.py and detectors.py the stage is finer: see _stage_of
_FILE_STAGES = {
    "streams.py": "parse: split lines, JSON, dispatch",
    "jsonlib.py": "parse: split lines, JSON, dispatch",
    "tail.py": "parse: split lines, JSON, dispatch",
    "skip.py": "skip decisions (lean filter)",
    "claude.py": "event building (normalisers)",
    "codex.py": "event building (normalisers)",
    "codex_rollout.py": "event building (normalisers)",
    "osmia.py": "event building (normalisers)",
    "opencode.py": "event building (normalisers)",
    "__init__.py": "event building (normalisers)",
    "report.py": "report (diagnose at the end)",
    "diagnosis.py": "report (diagnose at the end)",
    "calibration.py": "report (diagnose at the end)",
}
#: analyser methods -> stage (the others: "analyser: feed loop and bookkeeping")
_ANALYSER_STAGES = {
    "_scan": "signature scan (channel gate + regexes)",
    "_channel_gate": "signature scan (channel gate + regexes)",
    "_own_code_prints": "signature scan (channel gate + regexes)",
    "_add_hit": "signature scan (channel gate + regexes)",
    "_note_test_run": "test runs (_note_test_run, skips)",
    "_note_skips": "test runs (_note_test_run, skips)",
    "_note_located": "located files (_note_located)",
    "_note_diffstat": "diffstat (_note_diffstat)",
    "_recover": "recovery (_recover, _note_moved_on)",
    "_note_moved_on": "recovery (_recover, _note_moved_on)",
    "_edit_outcome": "edit outcomes (_edit_outcome)",
    "diagnose": "report (diagnose at the end)",
}
#: channels.py functions that own their time
_CHANNEL_STAGES = {"channel_of": "channel_of (which channel a text is)",
                   "is_reader_command": "channel_of (which channel a text is)"}


def _classes_of(path: Path) -> list[tuple[int, int, str]]:
    """(first line, last line, class name) of every top-level class in a source file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [(node.lineno, node.end_lineno or node.lineno, node.name)
            for node in tree.body if isinstance(node, ast.ClassDef)]


_DETECTOR_CLASSES = _classes_of(ROOT / "core" / "detectors.py")


def _stage_of(func: tuple[str, int, str]) -> str | None:
    """The stage a profiled function owns, or None for a helper."""
    filename, line, name = func
    base = os.path.basename(filename)
    if base == "analyser.py":
        if name in _ANALYSER_STAGES:
            return _ANALYSER_STAGES[name]
        if name in ("feed", "_skipped", "_answered", "_denials", "_declined") or name.startswith("<"):
            return "analyser: feed loop and bookkeeping"
        return "analyser: other (" + name + ")"
    if base == "detectors.py":
        for first, last, cls in _DETECTOR_CLASSES:
            if first <= line <= last:
                return f"detector: {cls}"
        return None  # module-level helpers (edit_pairs, _digest ...) serve their callers
    if base == "channels.py":
        return _CHANNEL_STAGES.get(name)
    if base == "context.py" and name in ("start_session", "remember_tool", "note_calls", "pair"):
        return "event building (normalisers)"
    if base in _FILE_STAGES and "/core/" in filename.replace(os.sep, "/"):
        return _FILE_STAGES[base]
    return None


def stage_shares(stats: pstats.Stats) -> dict[str, float]:
    """Exclusive seconds per stage, helpers' time split among their callers by cost."""
    table = stats.stats  # type: ignore[attr-defined]
    memo: dict[Any, dict[str, float]] = {}

    def share(func: Any, depth: int = 0) -> dict[str, float]:
        if func in memo:
            return memo[func]
        stage = _stage_of(func)
        if stage is not None:
            out = {stage: 1.0}
        elif depth > 40 or func not in table:
            out = {"unattributed": 1.0}
        else:
            memo[func] = {"unattributed (recursion)": 1.0}
            callers = table[func][4]
            total = sum(entry[2] for entry in callers.values()) or sum(entry[1] for entry in callers.values())
            out = defaultdict(float)
            if not callers or not total:
                out["unattributed"] = 1.0
            for caller, entry in callers.items():
                weight = (entry[2] if sum(e[2] for e in callers.values()) else entry[1]) / total
                for name, part in share(caller, depth + 1).items():
                    out[name] += weight * part
            out = dict(out)
        memo[func] = out
        return out

    seconds: dict[str, float] = defaultdict(float)
    for func, (_cc, _nc, tottime, _ct, _callers) in table.items():
        for name, part in share(func).items():
            seconds[name] += tottime * part
    return dict(seconds)


# -- rules ------------------------------------------------------------------------------------

class _Clock:
    """Seconds and calls per name."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = defaultdict(float)
        self.calls: dict[str, int] = defaultdict(int)

    def add(self, name: str, took: float) -> None:
        self.seconds[name] += took
        self.calls[name] += 1


class _TimedRegex:
    """A compiled regex whose searches are timed under ``name``; everything else passes through."""

    def __init__(self, regex: re.Pattern[str], name: str, clock: _Clock) -> None:
        self._regex, self._name, self._clock = regex, name, clock
        self.pattern, self.flags, self.groupindex, self.groups = regex.pattern, regex.flags, regex.groupindex, regex.groups

    def _timed(self, method: str, *args: Any) -> Any:
        start = time.perf_counter()
        try:
            return getattr(self._regex, method)(*args)
        finally:
            self._clock.add(self._name, time.perf_counter() - start)

    def search(self, *args: Any) -> Any:
        return self._timed("search", *args)

    def match(self, *args: Any) -> Any:
        return self._timed("match", *args)

    def fullmatch(self, *args: Any) -> Any:
        return self._timed("fullmatch", *args)

    def findall(self, *args: Any) -> Any:
        return self._timed("findall", *args)

    def sub(self, *args: Any) -> Any:
        return self._timed("sub", *args)

    def split(self, *args: Any) -> Any:
        return self._timed("split", *args)

    def finditer(self, *args: Any) -> Iterator[re.Match[str]]:
        iterator = self._regex.finditer(*args)
        while True:
            start = time.perf_counter()
            found = next(iterator, None)
            self._clock.add(self._name, time.perf_counter() - start)
            if found is None:
                return
            yield found


class _TimedQuick:
    """A QuickPattern (or AnyBranch) whose searches, literal test included, are timed under ``name``."""

    def __init__(self, quick: Any, name: str, clock: _Clock) -> None:
        self._quick, self._name, self._clock = quick, name, clock
        self.regex = _TimedRegex(quick.regex, name, clock) if hasattr(quick, "regex") else None
        self.literals = getattr(quick, "literals", None)
        self.folded = getattr(quick, "folded", None)
        self.pattern = getattr(quick, "pattern", "")

    def search(self, text: str) -> Any:
        start = time.perf_counter()
        try:
            return self._quick.search(text)
        finally:
            self._clock.add(self._name, time.perf_counter() - start)

    def may_match(self, text: str) -> bool:
        start = time.perf_counter()
        try:
            return self._quick.may_match(text)
        finally:
            self._clock.add(self._name, time.perf_counter() - start)

    def found(self, text: str) -> bool:
        start = time.perf_counter()
        try:
            return self._quick.found(text)
        finally:
            self._clock.add(self._name, time.perf_counter() - start)

    def __getattr__(self, name: str) -> Any:
        """Anything else the analyser asks of the pattern, untimed (a method added to
        QuickPattern later must not break the benchmark)."""
        return getattr(self._quick, name)


def _wrap_fields(owner: Any, prefix: str, clock: _Clock) -> None:
    """Replace every regex-valued attribute of ``owner`` by its timed stand-in."""
    fields = getattr(owner, "__dict__", None)
    names = list(fields) if fields is not None else [f for f in getattr(owner, "__dataclass_fields__", {})]
    for attr in names:
        value = getattr(owner, attr)
        name = f"{prefix}{attr.strip('_').removesuffix('_re')}"
        if isinstance(value, re.Pattern):
            wrapped: Any = _TimedRegex(value, name, clock)
        elif isinstance(value, (QuickPattern, AnyBranch)):
            wrapped = _TimedQuick(value, name, clock)
        elif isinstance(value, tuple) and value and all(isinstance(v, QuickPattern) for v in value):
            wrapped = tuple(_TimedQuick(v, f"{name}[{i}]", clock) for i, v in enumerate(value))
        else:
            continue
        object.__setattr__(owner, attr, wrapped)  # frozen dataclasses too


def instrument(clock: _Clock) -> None:
    """Time every rule the analyser and the lean filter ask, from the next run on."""
    original_analyser = report.Analyser

    class TimedAnalyser(original_analyser):  # type: ignore[misc, valid-type]
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            for owner, prefix in ((self, "rules: "), (self.edits, "rules: "), (self.phantoms, "rules: "),
                                  (self.calls, "rules: "), (self.channel_rules, "rules: channel "),
                                  (self.code_words, "rules: code_words ")):
                _wrap_fields(owner, prefix, clock)
            self._scanned = [(pattern, _TimedQuick(quick, "signature: " + pattern.id, clock))
                             for pattern, quick in self._scanned]

    original_from_rules = SkipRules.from_rules.__func__  # type: ignore[attr-defined]

    def from_rules(cls: type, rules: dict[str, Any]) -> SkipRules:
        made = original_from_rules(cls, rules)
        _wrap_fields(made, "skip filter: ", clock)
        if made.channels is not None:
            _wrap_fields(made.channels, "skip filter: channel ", clock)
        return made

    report.Analyser = TimedAnalyser  # type: ignore[misc]
    report.SkipRules.from_rules = classmethod(from_rules)  # type: ignore[method-assign, assignment]


# -- the run ------------------------------------------------------------------------------------

def diagnose(run: Path) -> float:
    config = default_config()
    start = time.perf_counter()
    report.diagnose_dir(run, config)
    return time.perf_counter() - start


def floor(path: Path) -> float:
    loads = jsonlib.loads
    start = time.perf_counter()
    with open(path, "rb") as handle:
        for line in handle:
            loads(line)
    return time.perf_counter() - start


def _table(title: str, seconds: dict[str, float], total: float, calls: dict[str, int] | None = None,
           top: int = 0) -> None:
    print(f"  {title}")
    rows = sorted(seconds.items(), key=lambda item: -item[1])
    shown = rows[:top] if top else rows
    for name, took in shown:
        extra = f"  {calls[name]:>9,} calls, {took / calls[name] * 1e6:7.1f} µs each" if calls and calls.get(name) else ""
        print(f"    {took / total * 100:5.1f}%  {took:7.3f} s  {name}{extra}")
    if len(rows) > len(shown):
        rest = sum(took for _name, took in rows[len(shown):])
        print(f"    {rest / total * 100:5.1f}%  {rest:7.3f} s  ({len(rows) - len(shown)} more)")


def bench(fmt: str, events: int, tmp: Path, repeat: int, top: int) -> None:
    run = tmp / f"rules-{fmt}"
    run.mkdir()
    (run / "taskrun.json").write_text('{"state": "Failed"}')
    size = generate(run / "events.ndjson", events, fmt=fmt)
    diagnose(run)  # warm: the rule tables are built and cached once per process
    took = statistics.median(diagnose(run) for _ in range(repeat))
    parse = statistics.median(floor(run / "events.ndjson") for _ in range(repeat))
    print(f"[{fmt}] {events:,} events, {size / 1e6:.1f} MB: diagnose {took:.2f} s = {took / parse:.1f}x the "
          f"parse floor ({parse:.2f} s), median of {repeat}")

    profile = cProfile.Profile()
    profile.enable()
    diagnose(run)
    profile.disable()
    stages = stage_shares(pstats.Stats(profile))
    _table("stages (cProfile, exclusive time with helpers charged to their callers):", stages,
           sum(stages.values()), top=top)

    clock = _Clock()
    saved = (report.Analyser, SkipRules.__dict__["from_rules"])
    instrument(clock)
    try:
        timed = diagnose(run)
    finally:
        report.Analyser, report.SkipRules.from_rules = saved[0], saved[1]  # type: ignore[misc]
    families: dict[str, float] = defaultdict(float)
    family_calls: dict[str, int] = defaultdict(int)
    for name, seconds in clock.seconds.items():
        family = ("signature family " + name.split(": ", 1)[1].split(".", 1)[0]) if name.startswith("signature: ") \
            else name
        families[family] += seconds
        family_calls[family] += clock.calls[name]
    regex_total = sum(clock.seconds.values())
    print(f"  rules (timed wrappers, no profiler): {regex_total:.3f} s of a {timed:.2f} s diagnosis "
          f"({regex_total / timed * 100:.0f}%); share of the diagnosis:")
    _table("per signature family and rules.yaml rule:", families, timed, family_calls, top=top)
    signatures = {name: s for name, s in clock.seconds.items() if name.startswith("signature: ")}
    _table("most costly signatures:", signatures, timed, clock.calls, top=min(top or 10, 10))
    print()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=50_000)
    parser.add_argument("--format", choices=(*FORMATS, "all"), default="all")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--top", type=int, default=15, help="rows per table (0: all)")
    args = parser.parse_args()
    print("load average (1, 5, 15 min): " + ", ".join(f"{x:.2f}" for x in os.getloadavg())
          + f" on {os.cpu_count()} CPUs")
    with tempfile.TemporaryDirectory() as tmp:
        for fmt in FORMATS if args.format == "all" else (args.format,):
            bench(fmt, args.events, Path(tmp), max(1, args.repeat), args.top)


if __name__ == "__main__":
    main()
