"""Where runs come from: a runs directory, Claude Code projects, Codex sessions.

Each source is detected from a directory's layout (:mod:`.detect`), lists its
runs as :class:`RunRef` and is read in place. Session folders belong to other
programs and are never written to: decisions about their runs go to retriage's
state directory (:mod:`.decide`). docs/sources.md says how each one maps onto
the runs contract.
"""

from retriage.core.sources.base import (CLAUDE, CODEX, DEFAULT_LIVE_SECONDS, RUNS, RunRef, Source,
                                        state_home)
from retriage.core.sources.detect import Found, NoRuns, detect, expand, open_source

__all__ = ["CLAUDE", "CODEX", "DEFAULT_LIVE_SECONDS", "RUNS", "Found", "NoRuns", "RunRef", "Source", "detect",
           "expand", "open_source", "state_home"]
