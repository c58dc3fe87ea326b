"""The scriptable commands: ``diagnose``, ``prompt`` and ``decide``.

Exit codes: 0 ok, 1 the command ran but found a problem (a decision refused),
2 usage or input error. Errors are one line on stderr, never a traceback.
The TUI entry point (:mod:`retriage.tui.main`) hands these sub-commands to :func:`main`.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import NoReturn, Sequence, TextIO

from retriage.core import __version__
from retriage.core.config import Config, ConfigError, find_config, load_config
from retriage.core.cache_cli import add_cache_parser, add_fleet_options, cmd_cache, fleet_cache
from retriage.core.decisions import ACTIONS, Decision, DecisionError, DecisionExists, diagnosis_summary, write_decision
from retriage.core.fleet import diagnose_many
from retriage.core.report import RunReport, diagnose_dir
from retriage.core.sanitize import inert_text

COMMANDS = ("diagnose", "prompt", "decide", "cache")
EXIT_OK, EXIT_PROBLEM, EXIT_USAGE = 0, 1, 2


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see '{self.prog} --help')")


def build_parser(prog: str = "retriage") -> argparse.ArgumentParser:
    parser = _Parser(
        prog=prog,
        description="Diagnose failed AI coding-agent runs and approve targeted retries.",
        epilog="Without a command: 'retriage RUNS_DIR' opens the review app on a runs directory, "
               "'retriage demo' opens it on a copy of the bundled sample runs, replayed live. "
               "Exit codes: 0 ok, 1 the command found a problem (e.g. a decision refused), 2 usage or input error.",
    )
    parser.add_argument("--version", action="version", version=f"retriage {__version__}")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    diagnose = sub.add_parser("diagnose", help="explain why runs failed")
    diagnose.add_argument("run_dirs", nargs="+", metavar="RUN_DIR")
    diagnose.add_argument("--json", action="store_true", help="one JSON object per run, one per line")
    diagnose.add_argument("--config", type=Path, metavar="F")
    add_fleet_options(diagnose)
    add_cache_parser(sub)

    prompt = sub.add_parser("prompt", help="print the generated retry prompt")
    prompt.add_argument("run_dir", metavar="RUN_DIR")
    prompt.add_argument("--engine", metavar="E", help="engine the retry is for (shown in the header)")
    prompt.add_argument("--config", type=Path, metavar="F")

    decide = sub.add_parser("decide", help="record a decision (the TUI's approval, scriptable)")
    decide.add_argument("run_dir", metavar="RUN_DIR")
    decide.add_argument("action", choices=ACTIONS)
    decide.add_argument("--engine", metavar="E", help="retry engine (default: the suggested one)")
    decide.add_argument("--prompt-file", type=Path, metavar="F", help="use this prompt instead of the generated one")
    decide.add_argument("--force", action="store_true", help="replace an existing decision")
    decide.add_argument("--override", action="store_true",
                        help="approve even though retry is not advised (e.g. an infra_failure)")
    decide.add_argument("--config", type=Path, metavar="F")
    return parser


def _run_dir(value: str) -> Path:
    path = Path(os.path.abspath(value))
    if not path.exists():
        raise UsageError(f"{value}: no such run directory")
    if not path.is_dir():
        raise UsageError(f"{value}: not a directory")
    return path


def _config(explicit: Path | None, runs_dir: Path | None) -> Config:
    return load_config(find_config(explicit, runs_dir))


def _human(report: RunReport, out: TextIO) -> None:
    d = report.diagnosis
    tr = report.files.taskrun
    status = "LIVE" if report.live else ("FAILED" if report.failed else "OK")
    head = f"{inert_text(report.run_id, 120)}  {status}"  # a directory name can hold anything
    if tr.ticket_id:
        head += f"  {inert_text(tr.ticket_id, 40)}"
    if tr.engine_now:
        head += f"  [{inert_text(tr.engine_now, 30)}]"
    print(head, file=out)
    for problem in report.problems:
        print(f"  ! {inert_text(problem, 200)}", file=out)
    if not (report.failed or report.live):
        print("  succeeded: nothing to diagnose", file=out)
        return
    label = "provisional diagnosis" if report.live else "diagnosis"
    print(f"  {label}: {d.mode}  (confidence {d.confidence:.2f})", file=out)
    for reason in d.reasoning:
        print(f"    {reason}", file=out)
    winning = d.winning_evidence
    if winning:
        print("  evidence:", file=out)
        for e in winning[:8]:
            where = f"{e.source}.ndjson:{e.line}" if e.source == "events" and e.line else e.source
            extra = ", ".join(x for x in (e.rule, e.channel, e.note) if x)
            print(f"    {where:<22} {inert_text(e.text, 90)}  [{extra}]", file=out)
        if len(winning) > 8:
            print(f"    ... and {len(winning) - 8} more", file=out)
    alts = [f"{a.mode} {a.confidence:.2f}" for a in d.alternatives if a.score > 0][:4]
    if alts:
        print(f"  alternatives: {', '.join(alts)}", file=out)
    if report.failed:
        advice = report.advice
        print(f"  retry: {advice.reason}", file=out)
        engine = f"switch to {advice.engine}" if advice.switch_engine else f"{advice.engine}"
        print(f"  engine: {engine} ({advice.engine_reason})", file=out)
        print("  prescription:", file=out)
        for line in report.prescription.splitlines():
            print(f"    {line}", file=out)
    if report.files.decision:
        dec = report.files.decision
        fields = (inert_text(str(dec.get(key) or "?"), 64) for key in ("action", "decided_by", "decided_at"))
        print("  decision: {} by {} at {}".format(*fields), file=out)


def cmd_diagnose(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    status = EXIT_OK
    paths: list[Path] = []
    for value in args.run_dirs:
        if os.path.isfile(value):  # a shell glob like runs/* also matches retriage.yaml
            print(f"retriage: {inert_text(value, 200)}: not a run directory, skipped", file=err)
            continue
        try:
            paths.append(_run_dir(value))
        except UsageError as exc:
            print(f"retriage: {inert_text(str(exc), 300)}", file=err)
            status = EXIT_USAGE
    configs: dict[Path, Config] = {}
    for path in paths:  # every config is loaded (and a bad one refused) before any work starts
        if path.parent not in configs:
            configs[path.parent] = _config(args.config, path.parent)
    outcomes = diagnose_many(paths, lambda p: configs[p.parent], args.jobs, fleet_cache(args), json_only=args.json)
    for index, outcome in enumerate(outcomes):
        report = outcome.report
        if args.json and outcome.json is not None:
            out.write(outcome.json + "\n")
            continue
        if report is None:
            print(f"retriage: {inert_text(outcome.error, 300)}", file=err)
            status = EXIT_USAGE
            continue
        if args.json:
            out.write(json.dumps(report.to_json(), ensure_ascii=False) + "\n")
        else:
            if index:
                print(file=out)
            _human(report, out)
    return status


def cmd_prompt(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    path = _run_dir(args.run_dir)
    config = _config(args.config, path.parent)
    report = diagnose_dir(path, config)
    if not report.failed:
        print(f"retriage: {inert_text(report.run_id, 120)}: the run has not failed; there is nothing to retry",
              file=err)
        return EXIT_PROBLEM
    engines = config.engines
    if args.engine and args.engine not in engines:
        raise UsageError(f"unknown engine {args.engine!r} (configured: {', '.join(engines)})")
    engine = args.engine or report.advice.engine
    # stdout is the prompt and nothing else (it is piped to engines); the engine goes to stderr
    print(f"retriage: retry engine {engine} (suggested {report.advice.engine}: {report.advice.engine_reason})",
          file=err)
    out.write(report.retry_prompt)
    return EXIT_OK


def cmd_decide(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    path = _run_dir(args.run_dir)
    config = _config(args.config, path.parent)
    report = diagnose_dir(path, config)
    generated = report.retry_prompt
    prompt = generated
    if args.prompt_file is not None:
        try:
            prompt = args.prompt_file.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise UsageError(f"{args.prompt_file}: cannot read prompt: {getattr(exc, 'strerror', None) or exc}") from None
        if not prompt.strip():
            raise UsageError(f"{args.prompt_file}: the prompt is empty")
    engine = args.engine or report.advice.engine
    if engine not in config.engines and engine != report.files.taskrun.engine_now:
        raise UsageError(f"unknown engine {engine!r} (configured: {', '.join(config.engines)})")
    if args.action == "approve":
        if not report.failed:
            print(f"retriage: {inert_text(report.run_id, 120)}: the run has not failed; refusing to approve a retry",
                  file=err)
            return EXIT_PROBLEM
        if not report.advice.advised and not args.override:
            print(f"retriage: {inert_text(report.run_id, 120)}: {report.advice.reason}; "
                  "use --override to approve anyway", file=err)
            return EXIT_PROBLEM
    decision = Decision(
        run_id=path.name,
        action=args.action,
        prompt=prompt,
        prompt_edited=prompt != generated,
        engine_from=report.files.taskrun.engine_now or config.default_engine,
        engine_to=engine,
        diagnosis=diagnosis_summary(report.diagnosis),
    )
    try:
        record = write_decision(path.parent, decision, force=args.force)
    except DecisionExists as exc:
        print(f"retriage: {exc}", file=err)
        return EXIT_PROBLEM
    except DecisionError as exc:
        print(f"retriage: {exc}", file=err)
        return EXIT_PROBLEM
    target = f" on {record['engine_to']}" if args.action == "approve" else ""
    print(f"{record['run_id']}: {record['action']}{target} recorded by {record['decided_by']} "
          f"at {record['decided_at']}", file=out)
    return EXIT_OK


def main(argv: Sequence[str] | None = None, out: TextIO | None = None, err: TextIO | None = None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    parser = build_parser()
    try:
        args = parser.parse_args(list(argv) if argv is not None else None)
        if args.command is None:
            raise UsageError("missing command (see 'retriage --help')")
        handler = {"diagnose": cmd_diagnose, "prompt": cmd_prompt, "decide": cmd_decide,
                   "cache": cmd_cache}[args.command]
        return handler(args, out, err)
    except UsageError as exc:
        print(f"retriage: {exc}", file=err)
        return EXIT_USAGE
    except ConfigError as exc:
        print(f"retriage: {exc}", file=err)
        return EXIT_USAGE
    except BrokenPipeError:
        return EXIT_OK
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
