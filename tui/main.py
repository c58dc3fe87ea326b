"""The ``retriage`` command: sub-commands go to :mod:`retriage.core.cli`, a directory opens the TUI.

Textual is imported only when the TUI is really started, so the scriptable
commands stay fast and work even where the terminal UI cannot run.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Sequence

from retriage.core import cli


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0] in cli.COMMANDS or args[0].startswith("-"):
        if not args:
            print("retriage: give a runs directory to open, or a command (see 'retriage --help')", file=sys.stderr)
            return cli.EXIT_USAGE
        return cli.main(args)
    if args[0] == "demo":
        from retriage.tui.demo import run_demo

        return run_demo(args[1:])
    runs_dir = Path(args[0])
    if not runs_dir.is_dir():
        print(f"retriage: {args[0]}: not a directory (expected a runs directory)", file=sys.stderr)
        return cli.EXIT_USAGE
    from retriage.tui.app import run_app

    return run_app(runs_dir, args[1:])


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
