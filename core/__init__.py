"""retriage core: the diagnosis library.

Pure functions and dataclasses over run data. Nothing in here imports Textual,
and the analyser itself does no I/O: files are read by :mod:`core.rundir` and
:mod:`core.tail`, decisions written by :mod:`core.decisions`.
"""

__version__ = "0.1.0"
