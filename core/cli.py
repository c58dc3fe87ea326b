"""The ``retriage`` command line: one argparse tree for every sub-command.

``retriage [open] PATH`` opens the review app, ``demo`` opens it on the bundled
samples, ``diagnose``, ``prompt`` and ``decide`` are scriptable, ``completion``
prints a shell completion script generated from this same tree. The app's two
commands are declared here (so ``--help`` and completion know them) but run by
handlers :mod:`retriage.tui.main` passes in: core never imports Textual.

Another module can add a sub-command: list it in :data:`COMMAND_MODULES`; its
``register(sub)`` calls ``sub.add_parser(...)`` and sets
``handler=function(args, out, err) -> exit code`` with ``set_defaults``.

Exit codes: 0 ok, 1 the command ran but found a problem (a decision refused),
2 usage or input error. Errors are one line on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
from pathlib import Path
from typing import Callable, Iterator, NoReturn, Sequence, TextIO

from retriage.core import __version__
from retriage.core.actions import DecisionContext, run_actions
from retriage.core.completion import SHELLS, completion_script
from retriage.core.config import Config, ConfigError, find_config, load_config
from retriage.core.cache_cli import add_cache_parser, add_fleet_options, cmd_cache, fleet_cache
from retriage.core.decisions import Decision, DecisionError, DecisionExists, diagnosis_summary, overridden
from retriage.core.fleet import diagnose_many
from retriage.core.report import SCHEMA_VERSION, RunReport, diagnose_dir
from retriage.core.sanitize import inert_text
from retriage.core.sources import DEFAULT_LIVE_SECONDS, Found, NoRuns, RunRef, expand
from retriage.core.sources.decide import record_decision

ACTIONS = ("approve", "park", "dismiss")
EXIT_OK, EXIT_PROBLEM, EXIT_USAGE = 0, 1, 2
OUTPUTS = ("human", "json", "jsonl")
#: modules that add their own sub-command (``register(sub)``); a module not installed is skipped
COMMAND_MODULES: tuple[str, ...] = ("retriage.core.pull_k8s",)

Handler = Callable[[argparse.Namespace, TextIO, TextIO], int]


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see '{self.prog} --help')")


def _live_seconds(value: str) -> float:
    try:
        seconds = float(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {value!r}") from None
    if not 0 <= seconds < 10**9:
        raise argparse.ArgumentTypeError(f"out of range: {value!r}")
    return seconds


def _keep_option(parser: argparse.ArgumentParser, scope: str = "") -> None:
    parser.add_argument("--keep", nargs="?", const="", default=None, metavar="DIR",
                        help=f"{scope}keep the decisions: in DIR (a new or empty directory), or without DIR "
                             "in the temporary copy, left in place")


def _source_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--config", type=Path, metavar="FILE", help="retriage.yaml to use")
    parser.add_argument("--live-seconds", type=_live_seconds, default=DEFAULT_LIVE_SECONDS, metavar="N",
                        help="a session file changed less than N seconds ago is live "
                             f"(default {DEFAULT_LIVE_SECONDS:g})")


def build_parser(prog: str = "retriage") -> argparse.ArgumentParser:
    parser = _Parser(
        prog=prog,
        description="Diagnose failed AI coding-agent runs and approve targeted retries.",
        epilog="'retriage PATH' is short for 'retriage open PATH'. PATH is a runs directory, a Claude Code "
               "projects folder (~/.claude/projects, or one project in it) or a Codex sessions folder "
               "(~/.codex/sessions, or a folder below it). Exit codes: 0 ok, 1 the command found a problem "
               "(e.g. a decision refused), 2 usage or input error.",
    )
    parser.add_argument("--version", action="version", version=f"retriage {__version__}")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser, metavar="COMMAND")

    open_ = sub.add_parser("open", help="the review app on a runs directory or session folder (the default)",
                           description="Open the review app on PATH and watch it for new and growing runs.")
    open_.add_argument("path", metavar="PATH", help="runs directory, Claude Code projects or Codex sessions folder")
    _source_options(open_)
    open_.add_argument("--no-watch", action="store_true", help="do not watch the directory for changes")
    _keep_option(open_, "(the bundled sample runs only, which open on a temporary copy) ")

    demo = sub.add_parser("demo", help="the review app on a copy of the bundled sample runs, replayed live",
                          description="Open the review app on a copy of the bundled sample runs, "
                                      "with some runs replayed live.")
    demo.add_argument("--speed", type=float, default=1.0, help="replay speed factor (default 1.0)")
    _keep_option(demo)

    diagnose = sub.add_parser("diagnose", help="explain why runs failed",
                              description="Diagnose every run under each PATH: a run directory, a runs "
                                          "directory, a session folder or a session file.")
    diagnose.add_argument("paths", nargs="+", metavar="PATH")
    diagnose.add_argument("--output", "-o", choices=OUTPUTS, default=None,
                          help="human (default), json (one document) or jsonl (one run per line)")
    diagnose.add_argument("--json", action="store_true", help="the same as --output jsonl")
    _source_options(diagnose)
    add_fleet_options(diagnose)
    diagnose.set_defaults(handler=cmd_diagnose)
    add_cache_parser(sub)

    prompt = sub.add_parser("prompt", help="print the generated retry prompt",
                            description="Print the retry prompt of one failed run (a run directory or a "
                                        "session file).")
    prompt.add_argument("run", metavar="RUN")
    prompt.add_argument("--engine", metavar="E", help="engine the retry is for (shown in the header)")
    _source_options(prompt)
    prompt.set_defaults(handler=cmd_prompt)

    decide = sub.add_parser("decide", help="record a decision (the app's approval, scriptable)",
                            description="Record a decision about one run. A session file is never written "
                                        "to: its decision goes to $XDG_STATE_HOME/retriage/decisions/.")
    decide.add_argument("run", metavar="RUN")
    decide.add_argument("action", choices=ACTIONS)
    decide.add_argument("--engine", metavar="E", help="retry engine (default: the suggested one)")
    decide.add_argument("--prompt-file", type=Path, metavar="FILE", help="use this prompt instead of the generated one")
    decide.add_argument("--force", action="store_true", help="replace an existing decision")
    decide.add_argument("--override", action="store_true",
                        help="approve even though retry is not advised (e.g. an infra_failure)")
    _source_options(decide)
    decide.set_defaults(handler=cmd_decide)

    completion = sub.add_parser("completion", help="print a shell completion script",
                                description="Print a completion script, e.g. "
                                            "'source <(retriage completion bash)'.")
    completion.add_argument("shell", choices=SHELLS)
    completion.set_defaults(handler=cmd_completion)

    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name == name:
                continue  # not part of this installation
            raise
        module.register(sub)
    return parser


def commands(parser: argparse.ArgumentParser | None = None) -> tuple[str, ...]:
    """The sub-command names of the tree."""
    parser = parser or build_parser()
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return tuple(action.choices)
    return ()


def _config(explicit: Path | None, config_dir: Path | None) -> Config:
    return load_config(find_config(explicit, config_dir))


def _where(report: RunReport, source: str) -> str:
    if source == "events" and report.files.events_path.name != "events.ndjson":
        return report.files.events_path.name
    return f"{source}.ndjson"


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
    if report.ref is not None and report.ref.read_only:
        print(f"  session: {inert_text(str(report.path), 300)}", file=out)
        if report.ref.parent:
            print(f"  sub-agent of: {inert_text(report.ref.parent, 120)}", file=out)
    for problem in report.problems:
        print(f"  ! {inert_text(problem, 200)}", file=out)
    if not (report.failed or report.live):
        if report.state_reason:
            print(f"  state: {inert_text(report.state_reason, 300)}", file=out)
        print("  succeeded: nothing to diagnose", file=out)
        return
    label = "provisional diagnosis" if report.live else "diagnosis"
    print(f"  {label}: {d.mode}  (confidence {d.confidence:.2f})", file=out)
    for reason in d.reasoning:
        print(f"    {inert_text(reason, 300)}", file=out)
    winning = d.winning_evidence
    if winning:
        print("  evidence:", file=out)
        for e in winning[:8]:
            where = f"{_where(report, e.source)}:{e.line}" if e.source == "events" and e.line else e.source
            extra = ", ".join(x for x in (e.rule, e.channel, e.note) if x)
            print(f"    {where:<22} {inert_text(e.text, 90)}  [{extra}]", file=out)
        if len(winning) > 8:
            print(f"    ... and {len(winning) - 8} more", file=out)
    alts = [f"{a.mode} {a.confidence:.2f}" for a in d.alternatives if a.score > 0][:4]
    if alts:
        print(f"  alternatives: {', '.join(alts)}", file=out)
    if report.failed:
        advice = report.advice
        print(f"  advice: {advice.verdict} ({advice.rule})", file=out)
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


def _expand(value: str, live_seconds: float) -> Found:
    try:
        return expand(Path(value), live_seconds)
    except NoRuns as exc:
        raise UsageError(inert_text(str(exc), 300)) from None
    except OSError as exc:
        raise UsageError(inert_text(f"{value}: {exc.strerror or exc}" if exc.strerror else str(exc), 300)) from None


def _one_run(value: str, live_seconds: float) -> tuple[Found, RunRef]:
    found = _expand(value, live_seconds)
    if len(found.runs) != 1:
        raise UsageError(f"{inert_text(value, 200)}: holds {len(found.runs)} runs; name one run directory "
                         "or session file")
    return found, found.runs[0]


def _diagnosed(found: list[Found], config_of: Callable[[Found], Config], args: argparse.Namespace,
               json_only: bool) -> Iterator[tuple[str | None, RunReport | None, str]]:
    """(json line, report, error) for each run of every item, in order.

    The runs of every runs directory named go through ONE fleet: the persistent cache, then
    a pool of worker processes (``--jobs``, ``--no-cache``). One fleet, not one per path: a
    shell glob (``runs/*``) names each run as its own path, and a fleet per path would never
    start a pool nor share the cache's bookkeeping (each would trim the cache on closing). A
    session file is read here, uncached: the cache's signature is that of a run directory's files.
    """
    config_of_path: dict[Path, Config] = {}
    paths: list[Path] = []
    for item in found:
        if item.source.kind == "runs":
            for ref in item.runs:
                config_of_path.setdefault(ref.path, config_of(item))
                paths.append(ref.path)
    outcomes = diagnose_many(paths, config_of_path.__getitem__, args.jobs, fleet_cache(args), json_only=json_only,
                             configs=list(config_of_path.values()))
    try:
        for item in found:
            if item.source.kind != "runs":
                for ref in item.runs:
                    yield None, diagnose_dir(ref, config_of(item)), ""
                continue
            for _ref in item.runs:
                outcome = next(outcomes)
                error = "" if outcome.report is not None or outcome.json else outcome.error
                yield outcome.json, outcome.report, error
    finally:
        outcomes.close()  # stops the pool when the caller stops early


def cmd_diagnose(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    output = args.output or ("jsonl" if args.json else "human")
    status = EXIT_OK
    found: list[Found] = []
    for value in args.paths:
        try:
            found.append(_expand(value, args.live_seconds))
        except UsageError as exc:
            if os.path.isfile(value):  # a shell glob like runs/* also matches retriage.yaml: skipped
                print(f"retriage: {exc}, skipped", file=err)
            else:
                print(f"retriage: {exc}", file=err)
                status = EXIT_USAGE
    if not any(f.runs for f in found):
        if status == EXIT_OK:
            print("retriage: nothing to diagnose: none of the paths is a run", file=err)
        return EXIT_USAGE
    configs: dict[Path | None, Config] = {}

    def config_of(item: Found) -> Config:
        key = item.source.config_dir
        if key not in configs:
            configs[key] = _config(args.config, key)
        return configs[key]

    records: list[dict] = []
    warnings: list[str] = []
    count = 0
    for item in found:
        config_of(item)  # a bad retriage.yaml is reported before any run is read
    results = _diagnosed(found, config_of, args, output == "jsonl")
    for item in found:
        for warning in item.warnings:
            warnings.append(warning)
            print(f"retriage: {inert_text(warning, 300)}", file=err)
        for _ref in item.runs:
            line, report, error = next(results)
            if error:
                print(f"retriage: {inert_text(error, 300)}", file=err)
                status = EXIT_USAGE
            elif line is not None:
                out.write(line + "\n")
            elif output == "human":
                if count:
                    print(file=out)
                _human(report, out)
            elif output == "jsonl":
                print(json.dumps(report.to_json(), ensure_ascii=False), file=out)
            else:
                records.append(report.to_json())
            count += 1
    results.close()
    if output == "json":
        document = {"schema_version": SCHEMA_VERSION, "runs": records, "warnings": warnings}
        print(json.dumps(document, ensure_ascii=False, indent=2), file=out)
    return status


def cmd_prompt(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    found, ref = _one_run(args.run, args.live_seconds)
    config = _config(args.config, found.source.config_dir)
    report = diagnose_dir(ref, config)
    if not report.failed:
        print(f"retriage: {inert_text(report.run_id, 120)}: the run has not failed; there is nothing to retry",
              file=err)
        return EXIT_PROBLEM
    engines = config.engines
    if args.engine and args.engine not in engines:
        raise UsageError(f"unknown engine {args.engine!r} (configured: {', '.join(engines)})")
    engine = args.engine or report.advice.engine
    # stdout is the prompt and nothing else (it is piped to engines); the engine goes to stderr
    # one line: the advice (the same object diagnose and the app show), then the engine
    print(f"retriage: advice {report.advice.verdict}: {report.advice.reason}; retry engine {engine} "
          f"(suggested {report.advice.engine}: {report.advice.engine_reason})", file=err)
    out.write(report.retry_prompt)
    return EXIT_OK


def cmd_decide(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    found, ref = _one_run(args.run, args.live_seconds)
    config = _config(args.config, found.source.config_dir)
    report = diagnose_dir(ref, config)
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
        run_id=ref.run_id,
        action=args.action,
        prompt=prompt,
        prompt_edited=prompt != generated,
        engine_from=report.files.taskrun.engine_now or config.default_engine,
        engine_to=engine,
        diagnosis=diagnosis_summary(report.diagnosis),
        overridden_advice=overridden(report.advice, args.action) if report.failed else None,
    )
    try:
        record = record_decision(ref, decision, force=args.force)
    except (DecisionExists, DecisionError) as exc:
        print(f"retriage: {exc}", file=err)
        return EXIT_PROBLEM
    target = f" on {record['engine_to']}" if args.action == "approve" else ""
    where = f" (in {ref.decision_dir})" if ref.read_only else ""
    note = " (override: retry was not advised)" if record.get("override") else ""
    print(f"{record['run_id']}: {record['action']}{target} recorded by {record['decided_by']} "
          f"at {record['decided_at']}{note}{where}", file=out)
    # the decision is on disk; now tell the orchestrator (retriage.yaml actions), and say what failed
    context = DecisionContext(record, ref.path, report.files.taskrun.ticket_id,
                              override=bool(record.get("override")))
    status = EXIT_OK
    for outcome in run_actions(ref.decisions_root, config.actions, context):
        if outcome.ok:
            print(f"  {outcome.line}", file=out)
        else:
            print(f"retriage: {inert_text(record['run_id'], 120)}: decision recorded, but {outcome.line}", file=err)
            status = EXIT_PROBLEM
    return status


def cmd_completion(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    out.write(completion_script(build_parser(), args.shell))
    return EXIT_OK


def with_default_command(argv: list[str], parser: argparse.ArgumentParser) -> list[str]:
    """``retriage PATH ...`` is ``retriage open PATH ...``: the bare form keeps working."""
    if argv and not argv[0].startswith("-") and argv[0] not in commands(parser):
        return ["open", *argv]
    return argv


def main(argv: Sequence[str] | None = None, out: TextIO | None = None, err: TextIO | None = None,
         ui: dict[str, Handler] | None = None) -> int:
    """Run one command. ``ui`` holds the handlers of ``open`` and ``demo`` (the app lives in retriage.tui)."""
    out = out or sys.stdout
    err = err or sys.stderr
    try:
        parser = build_parser()
        args_list = with_default_command(list(sys.argv[1:] if argv is None else argv), parser)
        if not args_list:
            raise UsageError("give a runs directory or session folder to open, or a command (see 'retriage --help')")
        args = parser.parse_args(args_list)
        if args.command is None:
            raise UsageError("missing command (see 'retriage --help')")
        handler = getattr(args, "handler", None) or (ui or {}).get(args.command)
        if handler is None:
            raise UsageError(f"'{args.command}' needs the review app, which is not available here")
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
