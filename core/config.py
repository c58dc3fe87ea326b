"""Configuration: built-in rules and prescriptions, overridden by retriage.yaml.

The defaults live in ``rules.yaml`` and ``prescriptions.yaml`` next to this
module. A user file may override any of them; every key it sets is checked
against a schema so that a typo or a wrong type is reported with the file and
line, instead of silently being ignored. YAML aliases are refused outright: a
config file has no use for them and they are the vector of "billion laughs".
"""

from __future__ import annotations

import copy
import functools
import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from retriage.core import actions as _actions

MODES = (
    "infra_failure",
    "permission_blocked",
    "dependency_missing",
    "test_misunderstanding",
    "wrong_approach",
    "scope_creep",
    "model_confusion",
    "unknown",
)

_HERE = Path(__file__).parent
CONFIG_NAME = "retriage.yaml"
MAX_CONFIG_BYTES = 1024 * 1024
#: a config has no use for deep nesting; past this the YAML parser gets slow (and recursive)
MAX_CONFIG_DEPTH = 32


class ConfigError(ValueError):
    """A config problem, already phrased as one line naming file and line."""


@dataclass(frozen=True)
class Pattern:
    id: str
    mode: str
    weight: float
    channels: frozenset[str]
    regex: re.Pattern[str]
    test_report_factor: float = 1.0
    regression_factor: float = 1.0
    #: a hit that is the code under test's own words (a failing test's report body, an
    #: assertion message, text the task itself quotes) counts this much
    code_words_factor: float = 1.0
    #: a hit after the run had changed files counts this much: the run's own change may have caused it
    #: (an interpreter "too old" for syntax the run itself wrote)
    after_edit_factor: float = 1.0
    #: the words are the machine's own (a Docker client refused the socket) even inside a failing test's report
    #: body: there the code_words_factor applies only when the task is about the thing (topic_words); in an
    #: assertion or a test's name it applies as usual
    code_words_by_topic: bool = False


@dataclass
class Config:
    enabled: bool = True
    max_diagnoses_per_task: int = 3
    switch_engine_on: list[str] = field(default_factory=lambda: ["model_confusion"])
    default_engine: str = "claude-code"
    fallback_engines: list[str] = field(default_factory=lambda: ["codex", "aider"])
    rules: dict[str, Any] = field(default_factory=dict)
    patterns: list[Pattern] = field(default_factory=list)
    prescriptions: dict[str, str] = field(default_factory=dict)
    actions: list[_actions.ActionSpec] = field(default_factory=list)
    source: str = "built-in defaults"

    @property
    def engines(self) -> list[str]:
        """Every engine a retry may use, default first, without duplicates."""
        return list(dict.fromkeys([self.default_engine, *self.fallback_engines]))

    def threshold(self, name: str) -> float:
        return float(self.rules["thresholds"][name])


# -- schema -------------------------------------------------------------------
# A schema is a type, a tuple of types, a dict (fixed keys), ("map", schema) for
# free-form keys, ("list", schema), ("enum", values), or _ANY (anything, read by nobody).
_NUMBER = (int, float)
_ANY = ("any",)
#: Osmia's own controller config (internal/config/config.go) has these sections; retriage
#: accepts and ignores them, so that Osmia's osmia-config.yaml can be passed with --config
_OSMIA_SECTIONS = (
    "ticketing", "notifications", "secrets", "execution", "guardrails", "plugin_health", "quality_gate",
    "tenancy", "approval", "review", "code_review", "scm", "progress_watchdog", "webhook",
    "secret_resolver", "streaming", "taskrun_store", "routing", "prm", "memory", "estimator",
    "competitive_execution", "audit", "review_response",
)
#: Osmia's per-engine blocks under engines: (image, auth, ...), accepted and ignored
_OSMIA_ENGINE_BLOCKS = ("claude-code", "codex", "aider", "opencode", "cline")
_ACTION_SCHEMA = {
    "on": ("list", ("enum", _actions.ACTIONS)), "webhook": str, "command": ("list", str),
    "format": ("enum", _actions.FORMATS), "headers": ("map", str), "timeout": _NUMBER, "retries": int,
}
_PATTERN_SCHEMA = {
    "id": str, "mode": ("enum", MODES), "weight": _NUMBER, "channels": ("list", str),
    "regex": str, "enabled": bool, "test_report_factor": _NUMBER,
    "regression_factor": _NUMBER, "code_words_factor": _NUMBER, "after_edit_factor": _NUMBER,
    "code_words_by_topic": bool,
}
_MODE_WEIGHT = {"mode": ("enum", MODES), "weight": _NUMBER, "why": str}
_SCHEMA: dict[str, Any] = {
    "diagnosis": {
        "enabled": bool,
        "max_diagnoses_per_task": int,
        "switch_engine_on": ("list", ("enum", MODES)),
        "enable_engine_switch": bool,      # Osmia: false means never switch engine
        "use_llm_classification": bool,    # Osmia: accepted, retriage has no LLM classifier
    },
    "engines": {"default": str, "fallback_engines": ("list", str), **{name: _ANY for name in _OSMIA_ENGINE_BLOCKS}},
    "analysis": {
        "channel_weights": ("map", _NUMBER),
        "thresholds": ("map", _NUMBER),
        "priority": ("list", ("enum", MODES)),
        "watchdog_codes": ("map", _MODE_WEIGHT),
        "result_subtypes": ("map", _MODE_WEIGHT),
        "result_exit_codes": ("map", _MODE_WEIGHT),
        "reader_tools": ("list", str),
        "edit_tools": ("list", str),
        "reader_commands": ("list", str),
    },
    "patterns": ("list", _PATTERN_SCHEMA),
    "prescriptions": {mode: str for mode in MODES},
    "actions": ("list", _ACTION_SCHEMA),
    **{name: _ANY for name in _OSMIA_SECTIONS},
}


def _type_name(schema: Any) -> str:
    if schema is bool:
        return "true/false"
    if schema is int:
        return "an integer"
    if schema is str:
        return "a string"
    if schema == _NUMBER:
        return "a number"
    if isinstance(schema, dict) or (isinstance(schema, tuple) and schema[0] == "map"):
        return "a mapping"
    if isinstance(schema, tuple) and schema[0] == "list":
        return "a list"
    if isinstance(schema, tuple) and schema[0] == "enum":
        return "one of " + ", ".join(schema[1])
    return "a value"


def _scalar(node: yaml.Node, where: str = "", path: str = "") -> Any:
    """The value of a scalar node (None for collections), as yaml.safe_load would build it.

    A value its tag cannot build (``!!int "x"``, an integer of 10,000 digits)
    is a ConfigError naming the line, not a ValueError from deep in PyYAML.
    """
    if not isinstance(node, yaml.ScalarNode):
        return None
    loader = yaml.SafeLoader("")
    try:
        return loader.construct_object(node, deep=True)
    except (yaml.YAMLError, ValueError, TypeError, OverflowError) as exc:
        line = node.start_mark.line + 1
        problem = getattr(exc, "problem", None) or (str(exc).splitlines() or [type(exc).__name__])[0]
        if "integer string conversion" in problem:
            problem = f"number too long ({len(str(node.value)):,} characters)"
        at = _q(path) if path else "a value"
        raise ConfigError(f"{where}:{line}: {at} cannot be read: {_capped(problem, 100)}") from None
    finally:
        loader.dispose()


def _capped(text: str, limit: int = 60) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _q(name: Any) -> str:
    """A key or id from the file, quoted for a one-line message (newlines escaped, capped)."""
    text = str(name).encode("unicode_escape").decode("ascii")
    return "'" + (text if len(text) <= 80 else text[:79] + "…") + "'"


def _got(value: Any) -> str:
    """``value!r`` for a message: one line, at most 60 characters."""
    return _capped(repr(value))


#: the only tags a config needs; any other (``!!python/...``, ``!!binary``, ``!!set`` ...) is refused
_PLAIN_TAGS = {f"tag:yaml.org,2002:{name}" for name in ("str", "int", "float", "bool", "null", "map", "seq")}


def _check(node: yaml.Node, schema: Any, where: str, path: str) -> None:
    line = node.start_mark.line + 1
    if node.tag not in _PLAIN_TAGS:
        tag = node.tag.replace("tag:yaml.org,2002:", "!!")
        raise ConfigError(f"{where}:{line}: YAML tag {_q(tag)} is not allowed in config files")
    if schema == _ANY:
        for child in (node.value if isinstance(node, (yaml.MappingNode, yaml.SequenceNode)) else ()):
            for sub in (child if isinstance(child, tuple) else (child,)):
                _check(sub, _ANY, where, path)
        return
    fail = f"{where}:{line}: {_q(path) if path else 'the top level'} should be {_type_name(schema)}"
    if isinstance(schema, dict) or (isinstance(schema, tuple) and schema[0] == "map"):
        if not isinstance(node, yaml.MappingNode):
            raise ConfigError(fail)
        for key_node, value_node in node.value:
            key = _scalar(key_node, where, f"{path} key" if path else "key")
            if not isinstance(key, (str, int)):
                under = _q(path) if path else "the top level"
                raise ConfigError(f"{where}:{key_node.start_mark.line + 1}: keys under {under} must be names")
            key = str(key)
            sub = f"{path}.{key}" if path else key
            if isinstance(schema, dict):
                if key not in schema:
                    known = ", ".join(sorted(schema))
                    raise ConfigError(f"{where}:{key_node.start_mark.line + 1}: unknown key {_q(sub)} (known: {known})")
                _check(value_node, schema[key], where, sub)
            else:
                _check(value_node, schema[1], where, sub)
        return
    if isinstance(schema, tuple) and schema[0] == "list":
        if not isinstance(node, yaml.SequenceNode):
            raise ConfigError(fail)
        for index, item in enumerate(node.value):
            _check(item, schema[1], where, f"{path}[{index}]")
        return
    if not isinstance(node, yaml.ScalarNode):
        raise ConfigError(fail)
    value = _scalar(node, where, path)
    if isinstance(schema, tuple) and schema[0] == "enum":
        if value not in schema[1]:
            raise ConfigError(f"{fail}, got {_got(value)}")
        return
    expected = schema if isinstance(schema, tuple) else (schema,)
    if isinstance(value, bool) and bool not in expected:
        raise ConfigError(f"{fail}, got {_got(value)}")
    if not isinstance(value, expected):
        raise ConfigError(f"{fail}, got {_got(value)}")


def _parse(text: str, where: str) -> yaml.Node | None:
    """The document's node tree, after refusing aliases and deep nesting (both checked on the
    event stream, before anything is built: PyYAML's composer is recursive and its scanner
    slows down quadratically with the nesting depth)."""
    try:
        depth = 0
        for event in yaml.parse(text, Loader=yaml.SafeLoader):
            line = event.start_mark.line + 1 if event.start_mark else "?"
            if isinstance(event, yaml.AliasEvent):
                raise ConfigError(f"{where}:{line}: YAML aliases (*name) are not allowed in config files")
            if isinstance(event, yaml.CollectionStartEvent):
                depth += 1
                if depth > MAX_CONFIG_DEPTH:
                    raise ConfigError(f"{where}:{line}: nested too deeply (more than {MAX_CONFIG_DEPTH} levels)")
            elif isinstance(event, yaml.CollectionEndEvent):
                depth -= 1
        return yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.reader.ReaderError as exc:  # a character YAML does not allow (NUL, other controls)
        line = text.count("\n", 0, exc.position) + 1
        raise ConfigError(f"{where}:{line}: invalid YAML: character #x{exc.character:04x} is not allowed") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else 1
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise ConfigError(f"{where}:{line}: invalid YAML: {_capped(problem, 120)}") from None


def _construct(node: yaml.Node, where: str) -> Any:
    """Build the checked tree (every scalar in it was already built once by _check)."""
    loader = yaml.SafeLoader("")
    try:
        return loader.construct_document(node)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else 1
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise ConfigError(f"{where}:{line}: invalid YAML: {_capped(problem, 120)}") from None
    except (ValueError, TypeError, OverflowError, RecursionError) as exc:
        raise ConfigError(f"{where}: invalid YAML: {_capped(str(exc) or type(exc).__name__, 120)}") from None
    finally:
        loader.dispose()


def _compile(entry: dict[str, Any], where: str) -> Pattern:
    try:
        regex = re.compile(entry["regex"], re.MULTILINE)
    except re.error as exc:
        raise ConfigError(f"{where}: pattern {_q(entry.get('id'))} has an invalid regex: "
                          f"{_capped(str(exc), 120)}") from None
    return Pattern(entry["id"], entry["mode"], float(entry["weight"]), frozenset(entry["channels"]), regex,
                   float(entry.get("test_report_factor", 1.0)), float(entry.get("regression_factor", 1.0)),
                   float(entry.get("code_words_factor", 1.0)), float(entry.get("after_edit_factor", 1.0)),
                   bool(entry.get("code_words_by_topic", False)))


#: the bundled defaults are our own files: parse them with libyaml when it is there (6x faster,
#: and every ``retriage`` command pays it at start-up)
_DEFAULTS_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _load_defaults() -> tuple[dict[str, Any], dict[str, str]]:
    """The bundled rules and prescriptions, a fresh copy each call (a config may change its own).

    Parsed once per process: the 25 YAML files take ~30 ms to parse and a copy ~2 ms; a fleet scan's
    workers, the watcher's reloads and the test suite's thousands of runs each build a configuration."""
    return copy.deepcopy(_parsed_defaults())


@functools.lru_cache(maxsize=1)
def _parsed_defaults() -> tuple[dict[str, Any], dict[str, str]]:
    rules = yaml.load((_HERE / "rules.yaml").read_text(encoding="utf-8"), Loader=_DEFAULTS_LOADER)
    # the error-signature catalogue, one file per ecosystem or provider (core/signatures/):
    # patterns like those of rules.yaml, overridable by id the same way
    for path in sorted((_HERE / "signatures").glob("*.yaml")):
        rules["patterns"].extend(yaml.load(path.read_text(encoding="utf-8"), Loader=_DEFAULTS_LOADER)["signatures"])
    prescriptions = yaml.load((_HERE / "prescriptions.yaml").read_text(encoding="utf-8"), Loader=_DEFAULTS_LOADER)
    return rules, prescriptions


def default_config() -> Config:
    return _build({}, "built-in defaults")


def _build(user: dict[str, Any], source: str) -> Config:
    rules, prescriptions = _load_defaults()
    cfg = Config(source=source)
    diagnosis = user.get("diagnosis") or {}
    cfg.enabled = diagnosis.get("enabled", cfg.enabled)
    cfg.max_diagnoses_per_task = diagnosis.get("max_diagnoses_per_task", cfg.max_diagnoses_per_task)
    cfg.switch_engine_on = list(diagnosis.get("switch_engine_on", cfg.switch_engine_on))
    if diagnosis.get("enable_engine_switch") is False:  # Osmia's switch: off means no mode switches
        if diagnosis.get("switch_engine_on"):
            raise ConfigError(f"{source}: diagnosis.enable_engine_switch is false but diagnosis.switch_engine_on "
                              "lists modes; keep one of the two")
        cfg.switch_engine_on = []
    engines = user.get("engines") or {}
    cfg.default_engine = engines.get("default", cfg.default_engine)
    cfg.fallback_engines = list(engines.get("fallback_engines", cfg.fallback_engines))
    for key, value in (user.get("analysis") or {}).items():
        if isinstance(value, dict) and isinstance(rules.get(key), dict):
            if key == "thresholds":
                unknown = sorted(set(value) - set(rules[key]))
                if unknown:
                    known = ", ".join(sorted(rules[key]))
                    raise ConfigError(f"{source}: unknown threshold {_q(unknown[0])} (known: {known})")
            rules[key] = {**rules[key], **value}
        else:
            rules[key] = value
    patterns = {p["id"]: p for p in rules["patterns"]}
    for entry in user.get("patterns") or []:
        pid = entry.get("id")
        if not pid:
            raise ConfigError(f"{source}: every pattern needs an 'id'")
        if entry.get("enabled") is False:
            patterns.pop(pid, None)
            continue
        merged = {**patterns.get(pid, {}), **entry}
        missing = [k for k in ("mode", "weight", "channels", "regex") if k not in merged]
        if missing:
            raise ConfigError(f"{source}: new pattern {_q(pid)} needs {', '.join(missing)}")
        patterns[pid] = merged
    cfg.patterns = [_compile(p, source) for p in patterns.values()]
    cfg.rules = rules
    cfg.prescriptions = {**prescriptions, **(user.get("prescriptions") or {})}
    cfg.actions = [_actions.spec_from(entry) for entry in user.get("actions") or []]
    return cfg


def load_config(path: Path | None) -> Config:
    """Load ``path`` over the defaults (``None``: defaults only)."""
    if path is None:
        return default_config()
    where = str(path)
    try:
        mode = path.stat().st_mode
        if stat.S_ISDIR(mode):
            raise ConfigError(f"{where}: is a directory, expected a file")
        if not stat.S_ISREG(mode):
            raise ConfigError(f"{where}: not a regular file, not read")  # a FIFO would block the read
        with open(path, "rb") as handle:
            raw = handle.read(MAX_CONFIG_BYTES + 1)
        if len(raw) > MAX_CONFIG_BYTES:
            raise ConfigError(f"{where}: config file is too large (over {MAX_CONFIG_BYTES:,} bytes)")
        text = raw.decode("utf-8")
    except ConfigError:
        raise
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise ConfigError(f"{where}:{line}: not UTF-8 text (invalid byte 0x{raw[exc.start]:02x})") from None
    except OSError as exc:
        raise ConfigError(f"{where}: cannot read: {exc.strerror or exc}") from None
    node = _parse(text, where)
    if node is None:
        return _build({}, where)
    _keys_as_names(node)
    _check(node, _SCHEMA, where, "")
    _check_actions(node, where)
    return _build(_construct(node, where) or {}, where)


def _keys_as_names(node: yaml.Node) -> None:
    """YAML 1.1 reads a plain ``on:`` (also yes/no/off) as a boolean; a config key is a name,
    so such a key is read as the text it is (``actions: - on: [approve]`` must work)."""
    stack = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, yaml.MappingNode):
            for key, value in current.value:
                if isinstance(key, yaml.ScalarNode) and key.tag == "tag:yaml.org,2002:bool" and key.style is None:
                    key.tag = "tag:yaml.org,2002:str"
                stack.append(value)
        elif isinstance(current, yaml.SequenceNode):
            stack.extend(current.value)


def _check_actions(node: yaml.Node, where: str) -> None:
    """What the schema cannot say about ``actions:`` (one of webhook/command, the URL's scheme,
    known placeholders), reported at the line of the key concerned."""
    if not isinstance(node, yaml.MappingNode):
        return
    for key_node, value_node in node.value:
        if key_node.value != "actions" or not isinstance(value_node, yaml.SequenceNode):
            continue
        for index, item in enumerate(value_node.value):
            problem = _actions.entry_problem(_construct(item, where) or {})
            if problem is None:
                continue
            key, message = problem
            line = item.start_mark.line + 1
            for sub_key, sub_value in item.value:
                if sub_key.value == key:
                    line = sub_value.start_mark.line + 1
            at = f"actions[{index}].{key}" if key else f"actions[{index}]"
            raise ConfigError(f"{where}:{line}: {_q(at)} {message}")


def user_config_dir() -> Path:
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "retriage"


def find_config(explicit: Path | None, runs_dir: Path | None) -> Path | None:
    """--config, then RUNS_DIR/retriage.yaml, then the user config dir."""
    if explicit is not None:
        return explicit
    candidates = []
    if runs_dir is not None:
        candidates.append(runs_dir / CONFIG_NAME)
    candidates.append(user_config_dir() / CONFIG_NAME)
    for candidate in candidates:
        # anything by that name counts, so that a directory, a FIFO or a dangling symlink
        # is reported by load_config instead of silently falling through to another file
        if os.path.lexists(candidate):
            return candidate
    return None
