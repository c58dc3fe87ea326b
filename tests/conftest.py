"""Session-wide test isolation.

The diagnosis cache (core/cache.py) writes under $XDG_CACHE_HOME: every test
process, and every subprocess it starts (they inherit the environment), uses a
throw-away directory instead of the real ~/.cache.
"""

from __future__ import annotations

import os
import tempfile

os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="retriage-test-cache-")

# Property tests draw the same examples on every run (derived from each test's name), whatever seed
# pytest-randomly hands out: a rare draw once kept one worker busy for minutes inside a regex match
# (tests/test_literals.py, a rules regex over a generated text); a suite must not pass or hang by luck.
# Searching more examples is a deliberate local run: HYPOTHESIS_PROFILE=explore.
from hypothesis import settings as _hypothesis_settings  # noqa: E402

_hypothesis_settings.register_profile("repeatable", derandomize=True)
_hypothesis_settings.register_profile("explore", derandomize=False)
_hypothesis_settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "repeatable"))
