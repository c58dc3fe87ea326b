"""retriage core: the diagnosis library.

Pure functions and dataclasses over run data. Nothing in here imports Textual,
and the analyser itself does no I/O: files are read by :mod:`retriage.core.rundir` and
:mod:`retriage.core.tail`, decisions written by :mod:`retriage.core.decisions`.
"""

from retriage import __version__

__all__ = ["__version__"]
