"""Session-wide test isolation.

The diagnosis cache (core/cache.py) writes under $XDG_CACHE_HOME: every test
process, and every subprocess it starts (they inherit the environment), uses a
throw-away directory instead of the real ~/.cache.
"""

from __future__ import annotations

import os
import tempfile

os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="retriage-test-cache-")
