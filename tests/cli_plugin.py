"""A sub-command module as another package would add one (tests the COMMAND_MODULES hook)."""

from __future__ import annotations


def register(sub) -> None:
    pull = sub.add_parser("pull", help="fetch runs from somewhere")
    pull.add_argument("remote", metavar="REMOTE")
    pull.add_argument("--since", metavar="WHEN")
    pull.set_defaults(handler=lambda args, out, err: print(f"pulled {args.remote}", file=out) or 0)
