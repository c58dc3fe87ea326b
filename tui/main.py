"""The ``retriage`` command: one argparse tree (:mod:`retriage.core.cli`), the app's commands run here.

``open`` and ``demo`` are declared in the core tree (so ``--help`` and shell
completion list them) and handled here. Textual is imported only when the app
really starts, so the scriptable commands stay fast and work even where the
terminal UI cannot run.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Sequence, TextIO

from retriage.core import cli


def _open(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from retriage.core.config import ConfigError, find_config, load_config
    from retriage.core.sources import open_source

    path = Path(args.path)
    if not path.is_dir():
        print(f"retriage: {args.path}: not a directory (expected a runs directory or a session folder)", file=err)
        return cli.EXIT_USAGE
    from retriage.tui.demo import is_bundled_samples, run_samples

    if is_bundled_samples(path):
        # the bundled samples are never written to: decisions would land in the checkout (or the
        # installed package) and in every later demo; they open on a temporary copy instead
        return run_samples(path, str(args.path), config_file=args.config, watch=not args.no_watch, keep=args.keep)
    source = open_source(path, args.live_seconds)
    try:
        config = load_config(find_config(args.config, source.config_dir))
    except ConfigError as exc:
        print(f"retriage: {exc}", file=err)
        return cli.EXIT_USAGE
    from retriage.tui.app import RetriageApp

    shown = str(path) if source.kind == "runs" else f"{source.label}: {path}"
    app = RetriageApp(source, config, watch=not args.no_watch, display_dir=shown)
    return int(app.run() or 0)


def _demo(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from retriage.tui.demo import run_demo

    return run_demo(speed=args.speed, keep=args.keep)


def main(argv: Sequence[str] | None = None) -> int:
    return cli.main(argv, ui={"open": _open, "demo": _demo})


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
