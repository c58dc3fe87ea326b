"""retriage: say why an AI coding agent's run failed, and approve a targeted retry.

One installed package with two layers, kept apart on purpose:

- :mod:`retriage.core` (the ``core/`` folder of the source tree) is the diagnosis
  library: plain dataclasses and functions, no Textual;
- :mod:`retriage.tui` (the ``tui/`` folder) is the Textual review app on top of it.

The folders keep their short names in the checkout; ``pyproject.toml`` maps them
under this package so nothing but ``retriage`` lands in site-packages.
"""

__version__ = "0.2.0"
