"""Every regex that reads an agent's stream runs in time linear in what it reads.

The stream is untrusted: a command, an edit or an output of a few kilobytes built so a pattern backtracks
(a run of backslashes after ``sed -i 's#``, thousands of blank lines before an ``Error:``) must not hold
the analyser, the background scan or the app for minutes. Each rules regex and each signature is searched
over texts made of one repeated piece (blanks, newlines, backslashes, words, paths...), after the prefixes
that lead a pattern into its repeats. A linear pattern answers in milliseconds; one that backtracks
quadratically takes seconds at this size and exponentially never answers, so the limit below is some
twenty times what the slowest linear one takes here, not a speed target (benchmarks/bench_regex_scaling.py
measures how each one grows; docs/diagnosis.md §2 says what the patterns must avoid).
"""

from __future__ import annotations

import re
import signal

import pytest

from retriage.core.config import default_config

_CONFIG = default_config()
REGEXES = {**{name: re.compile(src) for name, src in _CONFIG.rules.items()
              if name.endswith("_regex") and isinstance(src, str)},
           **{f"{name}[{i}]": re.compile(src) for name, srcs in _CONFIG.rules.items()
              if name.endswith("_lines") and isinstance(srcs, list) for i, src in enumerate(srcs)},
           **{f"signature {p.id}": p.regex for p in _CONFIG.patterns}}
PIECES = [" ", "\t", "\n", " \n", "\\", "a ", "a/", "a:1 ", "'", "-", ".", "x."]
PREFIXES = ["", "sed -i 's#", "Error: ", "def is_a(", "  File \"", "terraform "]
SIZE = 6000
LIMIT_SECONDS = 1.5


class _TooSlow(Exception):
    pass


def _alarm(signum, frame):  # noqa: ARG001
    raise _TooSlow


@pytest.mark.parametrize("name", sorted(REGEXES))
def test_a_regex_answers_in_time_on_texts_built_to_make_it_backtrack(name):
    regex = REGEXES[name]
    if regex.flags & re.MULTILINE == 0 and name.startswith("signature"):
        regex = re.compile(regex.pattern, regex.flags | re.MULTILINE)
    previous = signal.signal(signal.SIGALRM, _alarm)
    slow = []
    try:
        for prefix in PREFIXES:
            for piece in PIECES:
                text = prefix + piece * (SIZE // len(piece))
                signal.setitimer(signal.ITIMER_REAL, LIMIT_SECONDS)
                try:
                    regex.search(text)
                except _TooSlow:
                    slow.append((prefix, piece))
                finally:
                    signal.setitimer(signal.ITIMER_REAL, 0)
    finally:
        signal.signal(signal.SIGALRM, previous)
    assert not slow, f"{name} backtracks on {slow[:3]}"
