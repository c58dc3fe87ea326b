"""Which stream pipeline runs: the lean one (the default) or the full one it must agree with.

The lean pipeline skips work that provably cannot change a diagnosis (lines that
carry only prose, thinking or file contents; rules whose required words are not
in a text). The full pipeline builds and scans everything, as retriage always
did; it stays selectable (``RETRIAGE_PIPELINE=full``, or ``lean=False`` where a
parser or analyser is made) so the tests and the benchmark can compare the two
on every labelled run.
"""

from __future__ import annotations

import os

ENV = "RETRIAGE_PIPELINE"


def lean_default() -> bool:
    """True unless the environment asks for the full pipeline."""
    return os.environ.get(ENV, "").strip().lower() != "full"
