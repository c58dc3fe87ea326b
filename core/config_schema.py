"""A JSON Schema for retriage.yaml, generated from the schema config.py checks files against.

``docs/retriage.schema.json`` is this module's output; a test regenerates it and
compares, so the published schema cannot drift from what retriage accepts.
Editors use it for completion and checking (e.g. the YAML language server's
``# yaml-language-server: $schema=...`` comment). Regenerate with
``python -m retriage.core.config_schema > docs/retriage.schema.json``.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from retriage.core import config



def _convert(schema: Any) -> dict[str, Any]:
    """One node of config.py's schema notation as JSON Schema."""
    if schema == ("any",):
        return {}  # accepted whatever it holds (Osmia's sections retriage reads past)
    if schema is bool:
        return {"type": "boolean"}
    if schema is int:
        return {"type": "integer"}
    if schema is str:
        return {"type": "string"}
    if schema is float or schema == (int, float):
        return {"type": "number"}
    if isinstance(schema, dict):
        return {"type": "object", "additionalProperties": False,
                "properties": {key: _convert(value) for key, value in schema.items()}}
    if isinstance(schema, tuple) and schema and schema[0] == "map":
        return {"type": "object", "additionalProperties": _convert(schema[1])}
    if isinstance(schema, tuple) and schema and schema[0] == "list":
        return {"type": "array", "items": _convert(schema[1])}
    if isinstance(schema, tuple) and schema and schema[0] == "enum":
        return {"enum": list(schema[1])}
    if isinstance(schema, tuple) and all(isinstance(t, type) for t in schema):
        return {"anyOf": [_convert(t) for t in schema]}
    raise ValueError(f"no JSON Schema for {schema!r}")


def json_schema() -> dict[str, Any]:
    body = _convert(config._SCHEMA)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "retriage.yaml",
        "description": "retriage configuration (docs/configuration.md). Generated from retriage.core.config; "
                       "do not edit by hand.",
        **body,
    }


def render() -> str:
    return json.dumps(json_schema(), indent=2, ensure_ascii=False) + "\n"


if __name__ == "__main__":  # pragma: no cover
    sys.stdout.write(render())
