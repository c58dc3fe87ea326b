"""Shell completion scripts generated from the argparse tree (no extra dependency).

The scripts are derived from the same parser the command uses, so a new
sub-command or option (``pull``, say) completes as soon as it is registered.
What is completed: sub-command names, each command's options, the choices of
options and positionals that have them (``--output human|json|jsonl``,
``approve|park|dismiss``), and file names wherever a path is expected.
"""

from __future__ import annotations

import argparse
import re
from dataclasses import dataclass, field

SHELLS = ("bash", "zsh", "fish")


@dataclass
class Option:
    flags: list[str]
    takes_value: bool
    choices: list[str] | None
    help: str


@dataclass
class Command:
    name: str
    help: str
    options: list[Option] = field(default_factory=list)
    words: list[str] = field(default_factory=list)  # choices of positionals
    files: bool = False  # a positional that is a path


def _help(action: argparse.Action) -> str:
    text = action.help if isinstance(action.help, str) and action.help != argparse.SUPPRESS else ""
    return " ".join(text.split())


def _model(parser: argparse.ArgumentParser) -> tuple[Command, list[Command]]:
    top = Command("", "")
    subs: list[Command] = []
    helps: dict[str, str] = {}
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for choice in action._choices_actions:
                helps[choice.dest] = _help(choice)
            for name, sub in action.choices.items():
                command = Command(name, helps.get(name, ""))
                _fill(command, sub)
                subs.append(command)
        else:
            _fill_one(top, action)
    return top, subs


def _fill(command: Command, parser: argparse.ArgumentParser) -> None:
    for action in parser._actions:
        _fill_one(command, action)


def _fill_one(command: Command, action: argparse.Action) -> None:
    choices = [str(c) for c in action.choices] if action.choices is not None else None
    if action.option_strings:
        command.options.append(Option(list(action.option_strings), action.nargs != 0, choices, _help(action)))
    elif choices:
        command.words.extend(choices)
    else:
        command.files = True


def _words(items: list[str]) -> str:
    for item in items:
        if not re.fullmatch(r"[A-Za-z0-9._:/=+-]+", item):
            raise ValueError(f"cannot complete {item!r}")
    return " ".join(items)


def bash(parser: argparse.ArgumentParser, prog: str = "retriage") -> str:
    top, subs = _model(parser)
    func = f"_{re.sub(r'[^A-Za-z0-9_]', '_', prog)}_complete"
    lines = [
        f"# {prog} completion for bash, generated from its argparse tree: source <({prog} completion bash)",
        f"{func}() {{",
        '    local cur prev cmd i opts="" words="" files=0',
        '    cur="${COMP_WORDS[COMP_CWORD]}"',
        '    prev="${COMP_WORDS[COMP_CWORD-1]}"',
        '    cmd=""',
        "    for ((i = 1; i < COMP_CWORD; i++)); do",
        '        case "${COMP_WORDS[i]}" in',
        "            -*) ;;",
        '            *) cmd="${COMP_WORDS[i]}"; break ;;',
        "        esac",
        "    done",
        '    case "$cmd" in',
    ]
    default = next((c for c in subs if c.name == "open"), None)

    def branch(pattern: str, command: Command, words: list[str], files: bool) -> None:
        lines.append(f"        {pattern})")
        lines.append(f'            opts="{_words([f for o in command.options for f in o.flags])}"')
        lines.append(f'            words="{_words(words)}"; files={1 if files else 0}')
        valued = [o for o in command.options if o.takes_value]
        if valued:
            lines.append('            case "$prev" in')
            for option in valued:
                flags = "|".join(option.flags)
                if option.choices:
                    lines.append(f'                {flags}) COMPREPLY=($(compgen -W "{_words(option.choices)}" '
                                 '-- "$cur")); return ;;')
                elif option.flags[-1] in ("--config", "--prompt-file") or "FILE" in option.flags[-1].upper():
                    lines.append(f'                {flags}) COMPREPLY=($(compgen -f -- "$cur")); return ;;')
                else:
                    lines.append(f"                {flags}) return ;;")
            lines.append("            esac")
        lines.append("            ;;")

    branch('""', top, [c.name for c in subs], True)
    for command in subs:
        branch(command.name, command, command.words, command.files)
    if default is not None:  # `retriage PATH --no-watch`: the bare form is `open`
        branch("*", default, [], True)
    lines += [
        "    esac",
        '    if [[ "$cur" == -* ]]; then',
        '        COMPREPLY=($(compgen -W "$opts" -- "$cur"))',
        "    else",
        '        COMPREPLY=($(compgen -W "$words" -- "$cur"))',
        '        if [[ $files == 1 ]]; then COMPREPLY+=($(compgen -f -- "$cur")); fi',
        "    fi",
        "}",
        f"complete -o filenames -F {func} {prog}",
        "",
    ]
    return "\n".join(lines)


def zsh(parser: argparse.ArgumentParser, prog: str = "retriage") -> str:
    """zsh runs the bash script through its bashcompinit layer."""
    return (f"#compdef {prog}\n# {prog} completion for zsh: source <({prog} completion zsh)\n"
            "autoload -U +X compinit && compinit\nautoload -U +X bashcompinit && bashcompinit\n"
            + bash(parser, prog))


def _fish_quote(text: str) -> str:
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def fish(parser: argparse.ArgumentParser, prog: str = "retriage") -> str:
    top, subs = _model(parser)
    names = " ".join(c.name for c in subs)
    lines = [f"# {prog} completion for fish, generated from its argparse tree: {prog} completion fish | source",
             f"complete -c {prog} -f"]
    none = f"not __fish_seen_subcommand_from {names}"
    for command in subs:
        lines.append(f"complete -c {prog} -n {_fish_quote(none)} -a {command.name} -d {_fish_quote(command.help)}")
    lines.append(f"complete -c {prog} -n {_fish_quote(none)} -F")

    def options(condition: str, command: Command) -> None:
        for option in command.options:
            spec = ""
            for flag in option.flags:
                spec += f" -l {flag[2:]}" if flag.startswith("--") else f" -s {flag[1:]}"
            if option.choices:
                spec += f" -x -a {_fish_quote(_words(option.choices))}"
            elif option.takes_value:
                spec += " -r -F" if option.flags[-1] in ("--config", "--prompt-file") else " -x"
            lines.append(f"complete -c {prog} -n {_fish_quote(condition)}{spec} -d {_fish_quote(option.help)}")

    options(none, top)
    for command in subs:
        condition = f"__fish_seen_subcommand_from {command.name}"
        options(condition, command)
        if command.words:
            lines.append(f"complete -c {prog} -n {_fish_quote(condition)} -a {_fish_quote(_words(command.words))}")
        if command.files:
            lines.append(f"complete -c {prog} -n {_fish_quote(condition)} -F")
    return "\n".join(lines) + "\n"


def completion_script(parser: argparse.ArgumentParser, shell: str) -> str:
    return {"bash": bash, "zsh": zsh, "fish": fish}[shell](parser, parser.prog)
