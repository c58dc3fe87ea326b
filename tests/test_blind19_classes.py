"""Classes of failure the nineteenth blind set (tests/blind19: science, games, embedded and the long tail) found
on first contact, each stated in the tools' real output formats and never keyed to a run of that set (the
signatures' own samples are in tests/signatures/generic.yaml):

- GNU make's failure line (``make: *** [Makefile:118: build/main.o] Error 127``) reads as an error report, so
  a build piped into a filter (``make -j8 2>&1 | tail -4``) that ends on it is a failed call;
- a module the language's loader or package manager says is not installed: Lua's ``module 'lpeg' not found:``,
  LuaRocks unable to build a rock without the Lua headers, Nim's ``Error: cannot open file: parsetoml`` and
  nimble's ``Error: Package parsetoml is not installed``, Unity's ``Package [x@1.7.0] cannot be found``.
"""

from __future__ import annotations

from pathlib import Path

from tests import streams_kit as kit
from tests.streams_kit import diagnose, lines_of


def test_a_make_failure_behind_a_tail_is_a_failed_build(tmp_path: Path):
    out = ("arm-none-eabi-gcc -c -mcpu=cortex-m4 -mthumb Core/Src/main.c -o build/main.o\n"
           "make: arm-none-eabi-gcc: No such file or directory\nmake: *** [Makefile:118: build/main.o] Error 127\n")
    events = kit.codex_stream(kit.codex_cmd("bash -lc 'make -j8 2>&1 | tail -4'", out, 0))
    d = diagnose(tmp_path, events, prompt="# FW-1: handle UART DMA half-transfer interrupts\n")
    assert d.mode == "dependency_missing", d
    assert lines_of(events, "arm-none-eabi-gcc: No such file")[-1] in {e.line for e in d.evidence if e.mode == d.mode}


def test_a_lua_module_the_loader_cannot_find_is_missing(tmp_path: Path):
    out = ("src/levels.lua:1: module 'lpeg' not found:\n\tno field package.preload['lpeg']\n"
           "\tno file '/usr/local/share/lua/5.4/lpeg.lua'\n\tno file './lpeg.so'")
    events = kit.init() + kit.bash("busted spec", out, 1) + kit.result("cannot load lpeg", is_error=True)
    assert diagnose(tmp_path, events).mode == "dependency_missing"
