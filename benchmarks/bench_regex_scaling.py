"""How each rules regex and signature grows with the text it reads: a linear one takes 4x the time on 4x
the text, a backtracking one 16x (quadratic) or never answers (exponential).

The texts are those of tests/test_regex_linear.py (one piece repeated after a prefix that leads a pattern
into its repeats); this prints, per regex, its slowest text at ``--size`` and at four times that, and the
ratio, worst first. The unit test only guards against a regex that does not answer in seconds; this is
where a pattern that has turned quadratic shows first.

    python -m benchmarks.bench_regex_scaling [--size N] [--top K]
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.test_regex_linear import PIECES, PREFIXES, REGEXES  # noqa: E402


def slowest(regex: re.Pattern[str], size: int) -> tuple[float, str]:
    worst = (0.0, "")
    for prefix in PREFIXES:
        for piece in PIECES:
            text = prefix + piece * (size // len(piece))
            start = time.perf_counter()
            regex.search(text)
            worst = max(worst, (time.perf_counter() - start, f"{prefix!r} + {piece!r}*"))
    return worst


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=2000)
    parser.add_argument("--top", type=int, default=12)
    args = parser.parse_args()
    rows = []
    for name, regex in sorted(REGEXES.items()):
        if name.startswith("signature"):
            regex = re.compile(regex.pattern, regex.flags | re.MULTILINE)
        small, _ = slowest(regex, args.size)
        large, text = slowest(regex, args.size * 4)
        rows.append((large / max(small, 1e-6), name, small, large, text))
    rows.sort(reverse=True)
    print(f"{len(rows)} regexes; slowest text at {args.size} and {args.size * 4} characters (linear: ratio ~4)")
    print(f"{'ratio':>6}  {'small ms':>8}  {'large ms':>8}  regex (text)")
    for ratio, name, small, large, text in rows[:args.top]:
        print(f"{ratio:6.1f}  {small * 1000:8.2f}  {large * 1000:8.2f}  {name} ({text})")
    print(f"worst at {args.size * 4} characters: {max(r[3] for r in rows) * 1000:.1f} ms; "
          f"regexes over ratio 8: {sum(r[0] > 8 for r in rows)}")


if __name__ == "__main__":
    main()
