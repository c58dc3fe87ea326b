"""One place that decides which JSON decoder parses untrusted stream lines.

orjson is used when it is installed (it is several times faster on the
100 MB streams retriage is built for); the standard library is the fallback so
the core has no hard dependency beyond PyYAML.
"""

from __future__ import annotations

import json
import os
from typing import Any

try:  # pragma: no cover - exercised implicitly by whichever is installed
    import orjson as _orjson
except ImportError:  # pragma: no cover
    _orjson = None
if os.environ.get("RETRIAGE_JSON") == "stdlib":  # benchmarks compare the two on the same machine
    _orjson = None

NAME = "orjson" if _orjson is not None else "json"


def loads(data: bytes | str) -> Any:
    """Parse one JSON document; raises ValueError on anything invalid.

    Every failure mode (bad syntax, invalid UTF-8, nesting too deep, integers
    too long to convert) is reported as ValueError so callers catch one type.
    """
    try:
        if _orjson is not None:
            return _orjson.loads(data)
        if isinstance(data, bytes):
            # json.loads(bytes) guesses UTF-16/32 from NUL bytes; stream lines are UTF-8 only
            data = data.decode("utf-8")
        return json.loads(data)
    except RecursionError as exc:
        raise ValueError("JSON nested too deeply") from exc
    except (ValueError, TypeError) as exc:
        raise ValueError(str(exc).splitlines()[0] if str(exc) else "invalid JSON") from exc


def dumps(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def canonical(obj: Any) -> bytes:
    """Deterministic bytes for an arbitrary decoded value (sorted keys), to hash it.

    Values that JSON cannot encode (a number too big for orjson, say) fall back to
    ``repr``: the result only has to be the same for equal inputs.
    """
    if _orjson is not None:
        try:
            return _orjson.dumps(obj, option=_orjson.OPT_SORT_KEYS)
        except TypeError:  # orjson.JSONEncodeError subclasses TypeError
            pass
    try:
        return json.dumps(obj, sort_keys=True, ensure_ascii=False, default=str).encode("utf-8", "replace")
    except (TypeError, ValueError, RecursionError):
        pass
    try:
        return repr(obj).encode("utf-8", "replace")
    except (ValueError, RecursionError):  # an int past the digit limit, a cycle
        return b"\x00unrepresentable"
