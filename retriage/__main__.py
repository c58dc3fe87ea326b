"""``python -m retriage``: the same entry point as the ``retriage`` command."""

import sys

from retriage.tui.main import main

if __name__ == "__main__":
    sys.exit(main())
