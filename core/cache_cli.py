"""The command-line side of the diagnosis cache and the worker pool.

Kept out of :mod:`core.cli` so that module only registers these (one call
each) and its argument tree can change without touching this.

    retriage diagnose --jobs N --no-cache RUN_DIR...
    retriage cache info | clear
"""

from __future__ import annotations

import argparse
from typing import TextIO

from retriage.core.cache import DiagnosisCache


def _jobs(value: str) -> int:
    try:
        jobs = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of processes, got {value!r}") from None
    if jobs < 1:
        raise argparse.ArgumentTypeError(f"expected at least 1 process, got {jobs}")
    return jobs


def add_fleet_options(parser: argparse.ArgumentParser) -> None:
    """``--jobs`` and ``--no-cache`` on a command that diagnoses runs."""
    parser.add_argument("--jobs", "-j", type=_jobs, default=None, metavar="N",
                        help="processes diagnosing runs in parallel (default: one per CPU; 1: this process)")
    parser.add_argument("--no-cache", action="store_true",
                        help="neither read nor write the diagnosis cache (see 'retriage cache info')")


def fleet_cache(args: argparse.Namespace) -> DiagnosisCache | None:
    return None if getattr(args, "no_cache", False) else DiagnosisCache()


def add_cache_parser(sub: argparse._SubParsersAction) -> None:
    cache = sub.add_parser("cache", help="show or clear the diagnosis cache")
    cache.add_argument("action", choices=("info", "clear"))
    cache.set_defaults(handler=cmd_cache)


def cmd_cache(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    cache = DiagnosisCache()
    if args.action == "clear":
        removed = cache.clear()
        print(f"{cache.root}: {removed:,} cached diagnoses removed", file=out)
        return 0
    info = cache.info()
    print(f"{info.path}: {info.entries:,} cached diagnoses, {info.bytes / 1e6:.1f} MB "
          f"(limit {info.max_bytes / 1e6:.0f} MB, RETRIAGE_CACHE_MAX_MB)", file=out)
    return 0
