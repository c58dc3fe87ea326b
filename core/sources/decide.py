"""Recording a decision about any run, wherever it came from.

A run of the runs contract gets its ``decision.json`` beside its files, as
always. A session file belongs to Claude Code or Codex and is never written
to: its decision goes to ``$XDG_STATE_HOME/retriage/decisions/<source-key>/
<run-id>/decision.json``, with the source's ``decisions.log.ndjson`` beside the
run folders. The write itself is :func:`retriage.core.decisions.write_decision`
(atomic, exclusive, audited) in both cases; this module only makes sure the
state folder exists, created private (0700), and never through a symlink.
"""

from __future__ import annotations

import os
from typing import Any

from retriage.core.decisions import Decision, DecisionError, write_decision
from retriage.core.sources.base import RunRef


def _ensure_dir(path) -> None:
    try:
        os.makedirs(path, mode=0o700, exist_ok=True)
    except OSError as exc:
        raise DecisionError(f"{path}: cannot create the decisions folder: {exc.strerror or exc}; "
                            "nothing was written") from None
    if os.path.islink(path) or not os.path.isdir(path):
        raise DecisionError(f"{path}: is a symlink or not a folder; nothing was written")


def record_decision(ref: RunRef, decision: Decision, *, force: bool = False, **kwargs: Any) -> dict[str, Any]:
    """Write ``decision`` for ``ref``; raises DecisionExists / DecisionError like write_decision."""
    if decision.run_id != ref.run_id:
        raise DecisionError(f"{decision.run_id}: the decision is for another run than {ref.run_id}")
    if ref.read_only:
        _ensure_dir(ref.decisions_root)
        _ensure_dir(ref.decision_dir)
    return write_decision(ref.decisions_root, decision, force=force, **kwargs)
