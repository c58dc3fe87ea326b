"""Configuration: built-in rules and prescriptions, overridden by retriage.yaml.

The defaults live in ``rules.yaml`` and ``prescriptions.yaml`` next to this
module. A user file may override any of them; every key it sets is checked
against a schema so that a typo or a wrong type is reported with the file and
line, instead of silently being ignored. YAML aliases are refused outright: a
config file has no use for them and they are the vector of "billion laughs".
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

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
    source: str = "built-in defaults"

    @property
    def engines(self) -> list[str]:
        """Every engine a retry may use, default first, without duplicates."""
        return list(dict.fromkeys([self.default_engine, *self.fallback_engines]))

    def threshold(self, name: str) -> float:
        return float(self.rules["thresholds"][name])


# -- schema -------------------------------------------------------------------
# A schema is a type, a tuple of types, a dict (fixed keys), ("map", schema) for
# free-form keys, ("list", schema), or ("enum", values).
_NUMBER = (int, float)
_PATTERN_SCHEMA = {
    "id": str, "mode": ("enum", MODES), "weight": _NUMBER, "channels": ("list", str),
    "regex": str, "enabled": bool, "test_report_factor": _NUMBER,
    "regression_factor": _NUMBER,
}
_MODE_WEIGHT = {"mode": ("enum", MODES), "weight": _NUMBER, "why": str}
_SCHEMA: dict[str, Any] = {
    "diagnosis": {
        "enabled": bool,
        "max_diagnoses_per_task": int,
        "switch_engine_on": ("list", ("enum", MODES)),
    },
    "engines": {"default": str, "fallback_engines": ("list", str)},
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


def _scalar(node: yaml.Node) -> Any:
    return yaml.safe_load(yaml.serialize(node)) if isinstance(node, yaml.ScalarNode) else None


def _check(node: yaml.Node, schema: Any, where: str, path: str) -> None:
    line = node.start_mark.line + 1
    fail = f"{where}:{line}: '{path}' should be {_type_name(schema)}"
    if isinstance(schema, dict) or (isinstance(schema, tuple) and schema[0] == "map"):
        if not isinstance(node, yaml.MappingNode):
            raise ConfigError(fail)
        for key_node, value_node in node.value:
            key = _scalar(key_node)
            if not isinstance(key, (str, int)):
                raise ConfigError(f"{where}:{key_node.start_mark.line + 1}: keys under '{path}' must be names")
            key = str(key)
            sub = f"{path}.{key}" if path else key
            if isinstance(schema, dict):
                if key not in schema:
                    known = ", ".join(sorted(schema))
                    raise ConfigError(f"{where}:{key_node.start_mark.line + 1}: unknown key '{sub}' (known: {known})")
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
    value = _scalar(node)
    if isinstance(schema, tuple) and schema[0] == "enum":
        if value not in schema[1]:
            raise ConfigError(f"{fail}, got {value!r}")
        return
    expected = schema if isinstance(schema, tuple) else (schema,)
    if isinstance(value, bool) and bool not in expected:
        raise ConfigError(f"{fail}, got {value!r}")
    if not isinstance(value, expected):
        raise ConfigError(f"{fail}, got {value!r}")


def _parse(text: str, where: str) -> tuple[yaml.Node | None, Any]:
    try:
        for event in yaml.parse(text, Loader=yaml.SafeLoader):
            if isinstance(event, yaml.AliasEvent):
                line = event.start_mark.line + 1 if event.start_mark else "?"
                raise ConfigError(f"{where}:{line}: YAML aliases (*name) are not allowed in config files")
        node = yaml.compose(text, Loader=yaml.SafeLoader)
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else 1
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise ConfigError(f"{where}:{line}: invalid YAML: {problem}") from None
    return node, data


def _compile(entry: dict[str, Any], where: str) -> Pattern:
    try:
        regex = re.compile(entry["regex"], re.MULTILINE)
    except re.error as exc:
        raise ConfigError(f"{where}: pattern '{entry.get('id')}' has an invalid regex: {exc}") from None
    return Pattern(entry["id"], entry["mode"], float(entry["weight"]), frozenset(entry["channels"]), regex,
                   float(entry.get("test_report_factor", 1.0)), float(entry.get("regression_factor", 1.0)))


def _load_defaults() -> tuple[dict[str, Any], dict[str, str]]:
    rules = yaml.safe_load((_HERE / "rules.yaml").read_text(encoding="utf-8"))
    prescriptions = yaml.safe_load((_HERE / "prescriptions.yaml").read_text(encoding="utf-8"))
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
    engines = user.get("engines") or {}
    cfg.default_engine = engines.get("default", cfg.default_engine)
    cfg.fallback_engines = list(engines.get("fallback_engines", cfg.fallback_engines))
    for key, value in (user.get("analysis") or {}).items():
        if isinstance(value, dict) and isinstance(rules.get(key), dict):
            if key == "thresholds":
                unknown = sorted(set(value) - set(rules[key]))
                if unknown:
                    raise ConfigError(f"{source}: unknown threshold '{unknown[0]}' (known: {', '.join(sorted(rules[key]))})")
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
            raise ConfigError(f"{source}: new pattern '{pid}' needs {', '.join(missing)}")
        patterns[pid] = merged
    cfg.patterns = [_compile(p, source) for p in patterns.values()]
    cfg.rules = rules
    cfg.prescriptions = {**prescriptions, **(user.get("prescriptions") or {})}
    return cfg


def load_config(path: Path | None) -> Config:
    """Load ``path`` over the defaults (``None``: defaults only)."""
    if path is None:
        return default_config()
    where = str(path)
    try:
        size = path.stat().st_size
        if size > MAX_CONFIG_BYTES:
            raise ConfigError(f"{where}: config file is too large ({size:,} bytes)")
        text = path.read_text(encoding="utf-8")
    except ConfigError:
        raise
    except UnicodeDecodeError:
        raise ConfigError(f"{where}: not UTF-8 text") from None
    except OSError as exc:
        raise ConfigError(f"{where}: cannot read: {exc.strerror or exc}") from None
    node, data = _parse(text, where)
    if node is None:
        return _build({}, where)
    _check(node, _SCHEMA, where, "")
    return _build(data or {}, where)


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
        if candidate.is_file():
            return candidate
    return None
