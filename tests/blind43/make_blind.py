#!/usr/bin/env python3
"""Write the blind53 evaluation set (runs/ and labels/) deterministically and validate it.

Usage: python3 make_blind.py            # regenerate + validate + print counts
"""
import collections
import hashlib
import importlib
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from gen_lib import FORMATS, MODES  # noqa: E402

CASE_MODULES = ["cases_env", "cases_deps", "cases_behaviour", "cases_confusion", "cases_other"]
FORBIDDEN_SLUG_WORDS = ["oom", "perm", "loop", "scope", "infra", "deny", "denied", "timeout", "missing",
                        "confus", "wrong", "unknown", "success", "fail", "skip", "flaky", "misunder", "creep", "depend",
                        "limit", "quota", "kill", "disk", "network", "offline", "typo", "oscill", "revert",
                        "sanitiz", "disable"]


def yq(s):
    return json.dumps(s, ensure_ascii=False)


def label_yaml(r, ev):
    return (f"mode: {r.mode}\n"
            f"format: {r.fmt}\n"
            f"near_miss: {yq(r.near_miss) if r.near_miss else chr(39) * 2}\n"
            f"evidence_lines: [{', '.join(str(x) for x in ev)}]\n"
            f"why: {yq(r.why)}\n")


README_HEAD = """# blind53: blind evaluation set for retriage, prefix `n3-` (theme: C and C++ projects)

These are synthetic but realistic event streams of failed (and some successful) AI coding-agent runs on
C and C++ projects: libraries, daemons, CLIs and numerics built with CMake (presets, toolchain files,
FetchContent), Meson/Ninja, autotools, Bazel and plain Makefiles, with vcpkg, Conan, pkg-config and
system -dev packages, tested with GoogleTest, Catch2, doctest, ctest, Unity and CMocka, checked with
ASan/UBSan/TSan, valgrind, clang-tidy and clang-format. Each run is labelled with the failure mode that an
experienced on-call engineer would conclude from the stream alone.

The set was written **blind**: without reading retriage's code, rules, tests, benchmarks or its diagnosis
documentation, and without running retriage on it. It is meant to be used once, to measure retriage on runs
it has never seen.

## Layout

    runs/<id>/            one run per directory, as described in docs/runs-format.md
      taskrun.json        orchestrator record (state, files_changed, tool_calls_total, ...)
      prompt.md           the ticket
      events.ndjson       the agent's event stream (20-120 lines, every line JSON)
      result.json         engine result, where it fits
      watchdog.json       present only when a watchdog stopped the run
    labels/<id>.yaml      mode, format, near_miss, evidence_lines (1-based lines of events.ndjson), why
    make_blind.py         generator + validator (writes runs/, labels/ and this README)
    gen_lib.py            renderers for the four stream formats + padding/noise helpers
    noise.py              realistic tool output (cmake, ninja, gtest, ctest, catch2, git)
    cases_env.py          infra_failure, permission_blocked
    cases_deps.py         dependency_missing
    cases_behaviour.py    test_misunderstanding, wrong_approach, scope_creep
    cases_confusion.py    model_confusion
    cases_other.py        unknown, succeeded (with alarming words)

Formats: `claude` (Claude Code stream-json, with a final `result`), `claude-transcript` (Claude Code
session transcript: no result line, outcome only in taskrun.json), `codex` (`codex exec --json`), `osmia`
(Osmia agentstream, orchestrator notices as `content` with role `system`).

Labels: `mode` is one of the eight modes or `succeeded`; `near_miss` is the mode a naive reader (or a phrase
list) would most likely pick instead (`''` if none); `evidence_lines` are empty for `unknown` and
`succeeded`. Run ids, prompts and taskrun.json carry no mode names or hints.

## What the set exercises

- real tool wording: cc1plus/lto1 `Killed signal`, cgroup `oom_kill`, kubelet ephemeral-storage eviction,
  `No space left on device`, FetchContent/submodule/vcpkg/apt network failures, Claude `5-hour limit
  reached`, `API Error: 529 overloaded_error`, Codex `You've hit your usage limit`; dpkg lock
  `Permission denied`, sudo password, ccache dir, `.git/objects`, CMake `pkgRedirects`, docker.sock,
  GitHub `Resource not accessible by integration` / push 403, LeakSanitizer under ptrace (EPERM), Claude
  Code permission denials; `fatal error: foo.h: No such file or directory`, `cannot find -lsodium`,
  `ld: library not found for -lomp`, `No CMAKE_CXX_COMPILER could be found`, `requires the language
  dialect "CXX20"`, `Could NOT find GTest`, Conan `not resolved`, Bazel `module not found in registries`,
  Meson `Dependency ... not found`, libtoolize missing, libcurl too old, no Visual Studio;
- causal chains where the root cause must win (permission during install -> missing header; no network ->
  'could not find fmt'; provider limit while a missing header is still open);
- whose words: 'Permission denied', 'timed out', 'Segmentation fault', 'Killed', ASan/TSan reports printed by
  the code under test or its fixtures (in succeeded and unknown runs, and as the task's own bug);
- behaviour: GTEST_SKIP, DISABLED_, TEST_IGNORE, doctest WARN, ctest WILL_FAIL, loosened Approx/EXPECT/
  assert_in_range, expected values replaced by actual output, test-only edits; -Wno-error, -fpermissive,
  removing -fsanitize, TSan suppressions, NOLINT/.clang-tidy, edits to third_party/, build/_deps/ and a
  generated config.h, symptom patched in the wrong layer, wrong file; tree-wide clang-format, clang-tidy
  -fix, sed renames, dependency-wide upgrades and framework/build-system migrations for small tasks (and the
  same wide changes when the task asked for them, labelled succeeded); git checkout/restore/stash and sed
  oscillation, identical repeated builds/tests, hallucinated headers, APIs, files and tests;
- agents that err and recover (own include typo, missing Ninja, undefined reference, missing zstd-dev) before
  the real outcome; long runs (up to ~100 lines) where the cause is a few lines among exploration noise; final
  prose claiming success that the stream contradicts.

"""

README_TAIL = """
## Regenerate and validate

    cd /work/blind53 && python3 make_blind.py

The generator is deterministic (all randomness is seeded by the run id). It rewrites runs/, labels/ and this
README, then validates: every stream line is JSON; 20-120 lines per stream; evidence lines exist (and are
empty exactly for unknown/succeeded); taskrun state and result.json agree with the label (succeeded runs are
`Succeeded` and end with a successful result; failed runs are `Failed`/`TimedOut`); no hint words in ids,
prompts or taskrun; at least 80 runs, 8 per failed mode, 8 succeeded runs with alarming words, 25 near misses,
all four formats. It exits non-zero on any violation.
"""


def write_readme(table, near, fmts, total, alarming, runs):
    cols = list(FORMATS)
    lines = ["## Counts (mode x format)", "", "| mode | " + " | ".join(cols) + " | total |",
             "|---|" + "---:|" * (len(cols) + 1)]
    for m in MODES + ("succeeded",):
        row = table[m]
        lines.append(f"| {m} | " + " | ".join(str(row[c]) for c in cols) + f" | {sum(row.values())} |")
    lines.append("| **total** | " + " | ".join(str(fmts[c]) for c in cols) + f" | **{total}** |")
    lines += ["", f"Succeeded runs containing alarming words: {alarming}.", "",
              "## Near misses (label's `near_miss`, i.e. the wrong mode a naive reader would pick)", "",
              "| near_miss | runs |", "|---|---:|"]
    for k, v in sorted(near.items(), key=lambda kv: -kv[1]):
        lines.append(f"| {k} | {v} |")
    lines.append(f"| **total** | **{sum(near.values())}** |")
    by_pair = collections.Counter((r.mode, r.near_miss) for r in runs if r.near_miss)
    lines += ["", "By (mode -> near_miss):", ""]
    for (m, n), v in sorted(by_pair.items()):
        lines.append(f"- {m} -> {n}: {v}")
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write(README_HEAD + "\n".join(lines) + "\n" + README_TAIL)


def load_cases():
    runs = []
    for m in CASE_MODULES:
        path = os.path.join(HERE, m + ".py")
        if not os.path.exists(path):
            continue
        mod = importlib.import_module(m)
        runs.extend(mod.cases())
    return runs


def main():
    runs = load_cases()
    errors = []
    ids = collections.Counter(r.id for r in runs)
    for i, c in ids.items():
        if c > 1:
            errors.append(f"duplicate id {i}")
    out_runs = os.path.join(HERE, "runs")
    out_labels = os.path.join(HERE, "labels")
    for d in (out_runs, out_labels):
        if os.path.isdir(d):
            shutil.rmtree(d)
        os.makedirs(d)
    table = collections.defaultdict(collections.Counter)
    near = collections.Counter()
    alarming_ok = 0
    for r in runs:
        slug_l = r.slug.lower()
        for w in FORBIDDEN_SLUG_WORDS:
            if w in slug_l:
                errors.append(f"{r.id}: slug contains hint word {w!r}")
        if not r.ended:
            errors.append(f"{r.id}: case never ended (call end/cut/api_error)")
        h = int(hashlib.sha1(r.id.encode()).hexdigest(), 16)
        if h % 100 < 40:                       # ~40% long runs: the cause among much noise
            r.lengthen(45 + h % 70)
        r.autopad(22)
        lines, ev = r.render()
        d = os.path.join(out_runs, r.id)
        os.makedirs(d)
        with open(os.path.join(d, "events.ndjson"), "w", encoding="utf-8") as f:
            for l in lines:
                f.write(l + "\n")
        with open(os.path.join(d, "taskrun.json"), "w") as f:
            json.dump(r.taskrun(), f, indent=2)
            f.write("\n")
        with open(os.path.join(d, "prompt.md"), "w") as f:
            f.write(r.prompt_md())
        if r.watchdog:
            with open(os.path.join(d, "watchdog.json"), "w") as f:
                json.dump(r.watchdog, f, indent=2)
                f.write("\n")
        if r.result_json is not None:
            with open(os.path.join(d, "result.json"), "w") as f:
                json.dump(r.result_json, f, indent=2)
                f.write("\n")
        with open(os.path.join(out_labels, r.id + ".yaml"), "w") as f:
            f.write(label_yaml(r, ev))

        # ---- validation
        n = len(lines)
        if not 20 <= n <= 120:
            errors.append(f"{r.id}: {n} lines (need 20-120)")
        for k, l in enumerate(lines, 1):
            try:
                json.loads(l)
            except Exception as e:  # noqa: BLE001
                errors.append(f"{r.id}: line {k} not JSON: {e}")
        for e in ev:
            if not 1 <= e <= n:
                errors.append(f"{r.id}: evidence line {e} out of range")
        if r.mode in ("unknown", "succeeded"):
            if ev:
                errors.append(f"{r.id}: {r.mode} must have no evidence lines, has {ev}")
        elif not ev:
            errors.append(f"{r.id}: failed mode {r.mode} without evidence lines")
        if r.mode == "succeeded":
            if r.state != "Succeeded":
                errors.append(f"{r.id}: succeeded but state {r.state}")
            if r.result_json is not None and r.result_json.get("success") is not True:
                errors.append(f"{r.id}: succeeded but result.json not success")
            last = json.loads(lines[-1])
            if r.fmt == "claude" and (last.get("type") != "result" or last.get("is_error")):
                errors.append(f"{r.id}: succeeded claude run must end with a non-error result")
            if r.fmt == "osmia" and (last.get("type") != "result" or not last.get("success")):
                errors.append(f"{r.id}: succeeded osmia run must end with success result")
            if r.fmt == "codex" and last.get("type") != "turn.completed":
                errors.append(f"{r.id}: succeeded codex run must end with turn.completed")
            if r.watchdog:
                errors.append(f"{r.id}: succeeded run with watchdog.json")
        else:
            if r.state not in ("Failed", "TimedOut"):
                errors.append(f"{r.id}: failed mode but state {r.state}")
            if r.result_json is not None and r.result_json.get("success") is not False:
                errors.append(f"{r.id}: failed mode but result.json success != false")
        if r.near_miss and r.near_miss not in MODES + ("succeeded",):
            errors.append(f"{r.id}: bad near_miss {r.near_miss}")
        if r.near_miss == r.mode:
            errors.append(f"{r.id}: near_miss equals mode")
        text = (r.prompt_md() + json.dumps(r.taskrun())).lower()
        for w in ("infra_failure", "permission_blocked", "dependency_missing", "test_misunderstanding",
                  "wrong_approach", "scope_creep", "model_confusion", "scope creep", "oscillat"):
            if w in text:
                errors.append(f"{r.id}: hint word {w!r} in prompt/taskrun")
        table[r.mode][r.fmt] += 1
        if r.near_miss:
            near[r.near_miss] += 1
        if r.mode == "succeeded" and getattr(r, "alarming", False):
            alarming_ok += 1

    # ---- set-level checks
    total = len(runs)
    modes_present = {r.mode for r in runs}
    if total < 80:
        errors.append(f"only {total} runs (need >= 80)")
    for m in MODES:
        c = sum(table[m].values())
        if c < 8:
            errors.append(f"mode {m}: {c} runs (need >= 8)")
    if alarming_ok < 8:
        errors.append(f"only {alarming_ok} alarming succeeded runs (need >= 8)")
    nn = sum(near.values())
    if nn < 25:
        errors.append(f"only {nn} near misses (need >= 25)")
    fmts = collections.Counter(r.fmt for r in runs)
    for f in FORMATS:
        if not fmts[f]:
            errors.append(f"format {f} absent")

    # ---- report
    cols = list(FORMATS)
    print(f"{'mode':24s}" + "".join(f"{c:>19s}" for c in cols) + f"{'total':>8s}")
    for m in MODES + ("succeeded",):
        row = table[m]
        print(f"{m:24s}" + "".join(f"{row[c]:19d}" for c in cols) + f"{sum(row.values()):8d}")
    print(f"{'total':24s}" + "".join(f"{fmts[c]:19d}" for c in cols) + f"{total:8d}")
    print("near misses:", dict(near), "total", nn)
    print("alarming succeeded:", alarming_ok)
    write_readme(table, near, fmts, total, alarming_ok, runs)
    if errors:
        print("\nVALIDATION ERRORS:")
        for e in errors:
            print("  " + e)
        return 1
    print("\nvalidation OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
