"""docs/retriage.schema.json is generated from the schema config.py enforces, and cannot drift.

The published file must equal a fresh generation, and the two must agree on
real files: every config retriage accepts validates against the JSON Schema,
and a mistake retriage rejects (unknown key, wrong type, unknown mode) fails it
too. The validator below covers exactly the JSON Schema keywords the generator
emits, so no extra dependency is needed.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from retriage.core.config import ConfigError, load_config
from retriage.core.config_schema import json_schema, render

ROOT = Path(__file__).parent.parent
PUBLISHED = ROOT / "docs" / "retriage.schema.json"


def errors(value: Any, schema: dict[str, Any], where: str = "") -> list[str]:
    if "anyOf" in schema:
        return [] if any(not errors(value, s, where) for s in schema["anyOf"]) else [f"{where}: no anyOf matched"]
    if "enum" in schema:
        return [] if value in schema["enum"] else [f"{where}: {value!r} not in enum"]
    kind = schema["type"]
    checks = {"boolean": lambda v: isinstance(v, bool), "string": lambda v: isinstance(v, str),
              "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
              "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
              "array": lambda v: isinstance(v, list), "object": lambda v: isinstance(v, dict)}
    if not checks[kind](value):
        return [f"{where}: not {kind}"]
    out: list[str] = []
    if kind == "array":
        for index, item in enumerate(value):
            out += errors(item, schema["items"], f"{where}[{index}]")
    if kind == "object":
        props = schema.get("properties", {})
        extra = schema.get("additionalProperties", True)
        for key, item in value.items():
            if key in props:
                out += errors(item, props[key], f"{where}.{key}")
            elif extra is False:
                out.append(f"{where}: unknown key {key}")
            elif isinstance(extra, dict):
                out += errors(item, extra, f"{where}.{key}")
    return out


def test_the_published_schema_is_the_generated_one():
    assert PUBLISHED.read_text(encoding="utf-8") == render(), \
        "regenerate: python -m retriage.core.config_schema > docs/retriage.schema.json"
    assert json.loads(PUBLISHED.read_text(encoding="utf-8"))["properties"].keys() >= {"diagnosis", "engines"}


def _documented_example() -> str:
    text = (ROOT / "docs" / "configuration.md").read_text(encoding="utf-8")
    return re.search(r"```yaml\n(.*?)```", text, re.S).group(1)


ACCEPTED = {
    "sample": (ROOT / "sample_runs" / "retriage.yaml").read_text(encoding="utf-8"),
    "documented": _documented_example(),
    "empty-mapping": "{}\n",
}
REJECTED = {
    "unknown-key": "diagnosis:\n  enabeld: true\n",
    "wrong-type": "diagnosis:\n  max_diagnoses_per_task: three\n",
    "unknown-mode": "diagnosis:\n  switch_engine_on: [confusion]\n",
    "pattern-weight": "patterns:\n  - id: x\n    weight: heavy\n",
}


@pytest.mark.parametrize("name", sorted(ACCEPTED))
def test_what_retriage_accepts_the_schema_accepts(tmp_path: Path, name: str):
    path = tmp_path / "retriage.yaml"
    path.write_text(ACCEPTED[name], encoding="utf-8")
    load_config(path)  # raises if retriage rejects it
    assert errors(yaml.safe_load(ACCEPTED[name]), json_schema()) == []


@pytest.mark.parametrize("name", sorted(REJECTED))
def test_what_retriage_rejects_the_schema_rejects(tmp_path: Path, name: str):
    path = tmp_path / "retriage.yaml"
    path.write_text(REJECTED[name], encoding="utf-8")
    with pytest.raises(ConfigError):
        load_config(path)
    assert errors(yaml.safe_load(REJECTED[name]), json_schema()) != []
