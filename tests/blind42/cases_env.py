"""Environment cases, part 1: platform failures and refusals (c3- set)."""
from gen_lib import Run
from kit import orient

TRIES = lambda host, path, err, n=4: "\n".join(
    "WARNING: Retrying (Retry(total=%d, connect=None, read=None, redirect=None, status=None)) after connection broken by "
    "'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f%s>: Failed to establish a new "
    "connection: %s')': %s" % (n - i, "3a2c1b5e%02x" % (i * 16 + 80), err, path) for i in range(n + 1))


def infra():
    out = []

    # 1 codex: stream disconnected after real work, legit failing test in the middle
    r = Run("tabular-diff-columns", "codex", "infra_failure", "test_misunderstanding",
            "The fix was mid-way (a legitimately failing test was being worked on) when the Codex stream to the provider dropped: five reconnects, then 'stream disconnected before completion' ended the turn.",
            ticket="TDF-88", title="--ignore-columns ignored when header order differs",
            body="""`tabdiff a.csv b.csv --ignore-columns updated_at` still reports differences in `updated_at` when the two
files list their columns in a different order.

Where: `src/tabdiff/diff.py` (`align_columns`, `diff_rows`), CLI in `src/tabdiff/cli.py`.

Acceptance:
- ignored columns are dropped by name, not by position
- `pytest -q` passes; add a test for the reordered-header case""", repo="tabdiff", created="2026-11-03T08:12:00Z")
    r.think("**Reproducing the column alignment bug**\n\nI'll look at how diff.py aligns columns and where ignore_columns is applied; the description suggests it filters by index before reordering.")
    r.say("I'll scan the package layout and the diff module first.")
    r.cmd("ls -la && rg --files src tests | head -50",
          "total 48\ndrwxr-xr-x  6 dev dev 4096 Nov  3 08:11 .\n-rw-r--r--  1 dev dev  912 Nov  3 08:11 pyproject.toml\n-rw-r--r--  1 dev dev 1650 Nov  3 08:11 README.md\ndrwxr-xr-x  3 dev dev 4096 Nov  3 08:11 src\ndrwxr-xr-x  3 dev dev 4096 Nov  3 08:11 tests\nsrc/tabdiff/__init__.py\nsrc/tabdiff/cli.py\nsrc/tabdiff/diff.py\nsrc/tabdiff/io.py\ntests/test_cli.py\ntests/test_diff.py\ntests/fixtures/left.csv\ntests/fixtures/right.csv")
    r.read("src/tabdiff/diff.py", "from __future__ import annotations\n\nfrom .io import Table\n\n\ndef align_columns(left: Table, right: Table, ignore: set[int]) -> tuple[list[str], list[int], list[int]]:\n    cols = [c for i, c in enumerate(left.header) if i not in ignore]\n    li = [left.header.index(c) for c in cols]\n    ri = [right.header.index(c) for c in cols]\n    return cols, li, ri\n\n\ndef diff_rows(left: Table, right: Table, ignore_columns: list[str]) -> list[tuple]:\n    ignore = {left.header.index(c) for c in ignore_columns}\n    cols, li, ri = align_columns(left, right, ignore)\n    ...")
    r.read("tests/test_diff.py", "from tabdiff.diff import diff_rows\nfrom tabdiff.io import Table\n\n\ndef test_identical_tables_have_no_diff():\n    t = Table(header=['id', 'name'], rows=[['1', 'a']])\n    assert diff_rows(t, t, []) == []\n\n\ndef test_ignored_column_is_skipped():\n    a = Table(header=['id', 'updated_at'], rows=[['1', '2024-01-01']])\n    b = Table(header=['id', 'updated_at'], rows=[['1', '2024-02-02']])\n    assert diff_rows(a, b, ['updated_at']) == []")
    r.cmd("python -m pytest -q", "..........                                                               [100%]\n10 passed in 0.21s")
    r.think("**Adding a failing test first**\n\nThe existing tests only cover identical header order. I'll add a reordered-header case, confirm it fails, then change align_columns to filter by name.")
    r.edit("tests/test_diff.py", "", "def test_ignored_column_with_reordered_header(): ...")
    r.cmd("python -m pytest -q tests/test_diff.py",
          "..F                                                                      [100%]\n=================================== FAILURES ===================================\n_________________ test_ignored_column_with_reordered_header __________________\n\n    def test_ignored_column_with_reordered_header():\n        a = Table(header=['id', 'updated_at', 'name'], rows=[['1', '2024-01-01', 'x']])\n        b = Table(header=['updated_at', 'id', 'name'], rows=[['2024-02-02', '1', 'x']])\n>       assert diff_rows(a, b, ['updated_at']) == []\nE       AssertionError: assert [('1', 'updated_at', '2024-01-01', '2024-02-02')] == []\n\ntests/test_diff.py:21: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_diff.py::test_ignored_column_with_reordered_header - AssertionError\n1 failed, 2 passed in 0.09s", code=1)
    r.say("The new test reproduces the bug. Now changing `align_columns` to drop ignored columns by name.")
    r.edit("src/tabdiff/diff.py", "ignore: set[int]", "ignore: set[str]")
    r.cmd("python -m pytest -q tests/test_diff.py",
          "..F                                                                      [100%]\nFAILED tests/test_diff.py::test_ignored_column_with_reordered_header - ValueError: 'updated_at' is not in list\n1 failed, 2 passed in 0.08s", code=1)
    r.think("**Fixing the remaining index lookup**\n\ndiff_rows still converts the names to indexes of the left header before calling align_columns; I need to pass the names through.")
    r.error("Reconnecting... 1/5")
    r.error("Reconnecting... 2/5")
    r.error("Reconnecting... 3/5")
    r.error("Reconnecting... 4/5")
    r.error("Reconnecting... 5/5", ev=True)
    r.error("stream disconnected before completion: error sending request for url (https://chatgpt.com/backend-api/codex/responses)", ev=True)
    r.fail("stream disconnected before completion: error sending request for url (https://chatgpt.com/backend-api/codex/responses)", ev=True)
    out.append(r)

    # 2 codex: provider usage limit while a missing module is still open
    r = Run("meter-rollup-month-end", "codex", "infra_failure", "dependency_missing",
            "The agent found pyarrow not installed and was about to install it when the Codex usage limit ended the session; the limit, not the module, is why the run stopped.",
            ticket="DATA-412", title="Monthly rollup drops the last day of the month",
            body="""`scripts/rollup_monthly.py` produces totals for e.g. 2026-10 that do not include readings from Oct 31.
The window is built in `meter_etl/windows.py::month_bounds`.

Acceptance: Oct 31 readings are included; `pytest tests/test_rollup.py` passes.""", repo="meter-etl", created="2026-11-03T09:40:00Z")
    r.cmd("sed -n '1,80p' meter_etl/windows.py",
          "from datetime import date, datetime, timedelta\n\n\ndef month_bounds(year: int, month: int) -> tuple[datetime, datetime]:\n    start = datetime(year, month, 1)\n    nxt = datetime(year + (month == 12), month % 12 + 1, 1)\n    return start, nxt - timedelta(days=1)\n")
    r.think("**Spotting the off-by-one**\n\nmonth_bounds returns the last day at 00:00 as an inclusive end, so anything after midnight on the 31st is excluded. A half-open interval [start, next_month) is the right fix.")
    r.cmd("rg -n 'month_bounds' -S .",
          "meter_etl/windows.py:4:def month_bounds(year: int, month: int) -> tuple[datetime, datetime]:\nmeter_etl/rollup.py:18:    start, end = month_bounds(year, month)\nmeter_etl/rollup.py:19:    frame = frame[(frame.ts >= start) & (frame.ts <= end)]\ntests/test_rollup.py:9:from meter_etl.windows import month_bounds")
    r.cmd("sed -n '1,60p' tests/test_rollup.py",
          "import pandas as pd\nimport pytest\n\nfrom meter_etl.rollup import rollup_month\nfrom meter_etl.windows import month_bounds\n\n\n@pytest.fixture\ndef readings():\n    return pd.read_parquet('tests/data/readings_2026_10.parquet')\n\n\ndef test_last_day_included(readings):\n    totals = rollup_month(readings, 2026, 10)\n    assert totals.loc['M-0042', 'kwh'] == pytest.approx(913.4)")
    r.cmd("python -m pytest -q tests/test_rollup.py",
          "==================================== ERRORS ====================================\n____________________ ERROR at setup of test_last_day_included ____________________\n\n    @pytest.fixture\n    def readings():\n>       return pd.read_parquet('tests/data/readings_2026_10.parquet')\n\n.venv/lib/python3.11/site-packages/pandas/io/parquet.py:67: in get_engine\n    raise ImportError(\nE   ImportError: Unable to find a usable engine; tried using: 'pyarrow', 'fastparquet'.\nE   A suitable version of pyarrow or fastparquet is required for parquet support.\nE   Trying to import the above resulted in these errors:\nE    - Missing optional dependency 'pyarrow'. pyarrow is required for parquet support. Use pip or conda to install pyarrow.\nE    - Missing optional dependency 'fastparquet'. fastparquet is required for parquet support. Use pip or conda to install fastparquet.\n=========================== short test summary info ============================\nERROR tests/test_rollup.py::test_last_day_included - ImportError: Unable to find a usable engine\n1 error in 0.71s", code=1)
    r.think("**Parquet engine missing**\n\nThe fixture needs pyarrow, which is listed in requirements-dev.txt but not installed in this venv. I'll install the dev requirements, then make the interval half-open in windows.py and rollup.py.")
    r.cmd("grep -n arrow requirements-dev.txt", "4:pyarrow>=15")
    r.say("pyarrow is declared in requirements-dev.txt but missing from the venv; installing it next, then applying the fix.")
    r.error("You've hit your usage limit. To get more access now, send a request to your admin or try again at 3:12 PM.", ev=True)
    r.fail("You've hit your usage limit. To get more access now, send a request to your admin or try again at 3:12 PM.", ev=True)
    out.append(r)

    # 3 transcript: gradle daemon OOM-killed, dmesg refused (permission words are noise)
    r = Run("invoice-pdf-footer", "claude-transcript", "infra_failure", "permission_blocked",
            "The Gradle daemon and then the --no-daemon build were killed (daemon disappeared, exit 137 'Killed') on a 2 GiB pod; the dmesg 'Operation not permitted' was only the agent's attempt to look at the kernel log.",
            ticket="INV-230", title="Page numbers in PDF footer start at 0",
            body="""Invoices rendered by `invoice-render` show "Page 0 of 3" on the first page.
Footer is built in `src/main/kotlin/com/acme/invoice/pdf/FooterDecorator.kt`.

Acceptance: footer reads "Page 1 of N"; `./gradlew test` green.""", repo="invoice-render", model="claude-sonnet-4-5-20250929", created="2026-11-03T10:05:00Z")
    r.say("Let me look at the footer decorator.")
    r.read("src/main/kotlin/com/acme/invoice/pdf/FooterDecorator.kt",
           "package com.acme.invoice.pdf\n\nclass FooterDecorator(private val font: PdfFont) : PageDecorator {\n    override fun decorate(page: PageContext) {\n        val label = \"Page ${page.index} of ${page.total}\"\n        page.canvas.showTextAligned(label, page.width / 2, 20f, TextAlignment.CENTER)\n    }\n}")
    r.cmd("grep -rn 'page.index\\|pageIndex' src/main/kotlin | head",
          "src/main/kotlin/com/acme/invoice/pdf/FooterDecorator.kt:5:        val label = \"Page ${page.index} of ${page.total}\"\nsrc/main/kotlin/com/acme/invoice/pdf/PageContext.kt:4:    val index: Int, // zero-based")
    r.say("`PageContext.index` is zero-based, so the footer needs `index + 1`.")
    r.edit("src/main/kotlin/com/acme/invoice/pdf/FooterDecorator.kt", 'val label = "Page ${page.index} of ${page.total}"', 'val label = "Page ${page.index + 1} of ${page.total}"')
    r.cmd("./gradlew test --console=plain",
          "Starting a Gradle Daemon (subsequent builds will be faster)\n> Task :compileKotlin\n> Task :compileJava NO-SOURCE\n> Task :processResources\n> Task :classes\n> Task :compileTestKotlin\n\nGradle build daemon disappeared unexpectedly (it may have been killed or may have crashed)", code=1, ev=True)
    r.say("The daemon vanished mid-build. Let me check the kernel log for an OOM kill.")
    r.cmd("dmesg | tail -20", "dmesg: read kernel buffer failed: Operation not permitted", code=1)
    r.cmd("free -m && cat /sys/fs/cgroup/memory.max",
          "               total        used        free      shared  buff/cache   available\nMem:            2048        1962          31           0          54          41\nSwap:              0           0           0\n2147483648", ev=True)
    r.say("The container has a 2 GiB limit and is nearly full. I'll retry without the daemon and a smaller heap.")
    r.cmd("./gradlew test --no-daemon -Dorg.gradle.jvmargs=-Xmx768m --console=plain",
          "To honour the JVM settings for this build a single-use Daemon process will be forked.\n> Task :compileKotlin UP-TO-DATE\n> Task :compileTestKotlin\nKilled", code=137, ev=True)
    r.cut()
    r.result = {"success": False, "summary": "agent container terminated (exit code 137)", "exit_code": 137}
    out.append(r)

    # 4 codex: disk full while running the export
    r = Run("geo-batch-workers", "codex", "infra_failure", "",
            "Writing the export and even pytest's cache failed with ENOSPC ('No space left on device', sqlite 'database or disk is full'); df shows the workspace volume at 100%.",
            ticket="GEO-77", title="Add --workers to export_tiles.py",
            body="""`scripts/export_tiles.py` renders tiles single-threaded. Add a `--workers N` option that fans the
zoom levels out to a process pool (default 1, same output as today).

Acceptance: `python scripts/export_tiles.py --workers 4 --bbox sample` produces the same mbtiles as `--workers 1`;
`pytest -q` passes.""", repo="geo-batch", created="2026-11-03T11:20:00Z")
    r.todo(["Read export_tiles.py", "Add --workers option with ProcessPoolExecutor", "Compare outputs for 1 vs 4 workers", "Run tests"])
    r.cmd("sed -n '1,140p' scripts/export_tiles.py",
          "import argparse\nimport sqlite3\n\nfrom geobatch.render import render_zoom\nfrom geobatch.mbtiles import MBTilesWriter\n\n\ndef main(argv=None):\n    p = argparse.ArgumentParser()\n    p.add_argument('--bbox', required=True)\n    p.add_argument('--out', default='out/tiles.mbtiles')\n    p.add_argument('--zooms', default='0-12')\n    args = p.parse_args(argv)\n    with MBTilesWriter(args.out) as w:\n        for z in parse_zooms(args.zooms):\n            for tile in render_zoom(args.bbox, z):\n                w.put(tile)\n")
    r.patch([("scripts/export_tiles.py", "update"), ("tests/test_export.py", "update")])
    r.todo(["Read export_tiles.py", "Add --workers option with ProcessPoolExecutor", "Compare outputs for 1 vs 4 workers", "Run tests"], done=2)
    r.cmd("python scripts/export_tiles.py --workers 1 --bbox sample --out out/w1.mbtiles",
          "rendering zooms 0-12 for bbox sample\nzoom 0..8 done (21,845 tiles)\nTraceback (most recent call last):\n  File \"/workspace/geo-batch/scripts/export_tiles.py\", line 41, in main\n    w.put(tile)\n  File \"/workspace/geo-batch/geobatch/mbtiles.py\", line 33, in put\n    self.conn.execute(INSERT_TILE, (tile.z, tile.x, tile.y, tile.data))\nsqlite3.OperationalError: database or disk is full", code=1, ev=True)
    r.cmd("df -h . /tmp",
          "Filesystem      Size  Used Avail Use% Mounted on\noverlay          20G   20G     0 100% /\noverlay          20G   20G     0 100% /", ev=True)
    r.think("**Out of disk**\n\nThe workspace volume is completely full. I'll remove the partial mbtiles output and caches I created and retry with a smaller zoom range.")
    r.cmd("rm -f out/w1.mbtiles && du -sh out .pytest_cache 2>/dev/null; df -h .",
          "4.0K\tout\n12K\t.pytest_cache\nFilesystem      Size  Used Avail Use% Mounted on\noverlay          20G   20G   18M 100% /")
    r.cmd("python scripts/export_tiles.py --workers 4 --bbox sample --zooms 0-6 --out out/w4.mbtiles",
          "rendering zooms 0-6 for bbox sample with 4 workers\nProcess SpawnProcess-3:\nTraceback (most recent call last):\n  File \"/usr/lib/python3.11/multiprocessing/process.py\", line 314, in _bootstrap\n    self.run()\n  File \"/workspace/geo-batch/geobatch/render.py\", line 58, in render_zoom\n    tmp = tempfile.NamedTemporaryFile(suffix='.png', delete=False)\n  File \"/usr/lib/python3.11/tempfile.py\", line 563, in NamedTemporaryFile\n    file = _io.open(dir, mode, buffering=buffering,\nOSError: [Errno 28] No space left on device", code=1, ev=True)
    r.cmd("python -m pytest -q",
          "INTERNALERROR> Traceback (most recent call last):\nINTERNALERROR>   File \"/workspace/geo-batch/.venv/lib/python3.11/site-packages/_pytest/cacheprovider.py\", line 190, in set\nINTERNALERROR>     f.write(data)\nINTERNALERROR> OSError: [Errno 28] No space left on device", code=3)
    r.finish("I added `--workers` (ProcessPoolExecutor over zoom levels, results written by the parent so the mbtiles writer stays single-threaded), but I couldn't verify it: the volume is at 100% and every write fails with `No space left on device`. The comparison between 1 and 4 workers and the test run still need to be done once there is disk space.")
    out.append(r)

    # 5 osmia: pip cannot reach the index (DNS), so the package is not installed
    r = Run("ticketbot-json-output", "osmia", "infra_failure", "dependency_missing",
            "pip could not reach the package index at all (DNS: 'Temporary failure in name resolution', curl cannot resolve pypi.org), so the project was never installed; the later ModuleNotFoundError is a consequence.",
            ticket="OPS-519", title="ticketbot: add --json output to `ticketbot list`",
            body="""`ticketbot list` prints a table. Add `--json` that prints the same rows as a JSON array
(keys: id, title, assignee, age_days).

Code: `src/ticketbot/commands/list_cmd.py`. Tests in `tests/test_list.py`.""", repo="ticketbot", created="2026-11-03T12:02:00Z")
    r.say("I'll set up the environment and look at the list command.")
    r.cmd("python -m venv .venv && . .venv/bin/activate && pip install -e '.[dev]'",
          "Obtaining file:///workspace/ticketbot\n  Installing build dependencies: started\n  Installing build dependencies: finished with status 'error'\n  error: subprocess-exited-with-error\n\n  × pip subprocess to install build dependencies did not run successfully.\n  │ exit code: 1\n  ╰─> [9 lines of output]\n" + TRIES("pypi.org", "/simple/hatchling/", "[Errno -3] Temporary failure in name resolution") + "\n      ERROR: Could not find a version that satisfies the requirement hatchling (from versions: none)\n      ERROR: No matching distribution found for hatchling\n      [end of output]", code=1, ev=True)
    r.cmd("curl -sSI https://pypi.org/simple/ | head -3", "curl: (6) Could not resolve host: pypi.org", code=6, ev=True)
    r.cmd("cat /etc/resolv.conf; getent hosts pypi.org || echo 'no answer'",
          "search agents.svc.cluster.local svc.cluster.local cluster.local\nnameserver 10.96.0.10\noptions ndots:5\nno answer", ev=True)
    r.cmd("pip config list; env | grep -i -E 'pip_|proxy'", "global.index-url='https://pypi.org/simple'")
    r.say("Name resolution is failing for every host, so nothing can be installed. I'll still read the code.")
    r.read("src/ticketbot/commands/list_cmd.py",
           "import click\n\nfrom ..client import fetch_open_tickets\nfrom ..render import table\n\n\n@click.command('list')\n@click.option('--assignee')\ndef list_cmd(assignee):\n    rows = fetch_open_tickets(assignee=assignee)\n    click.echo(table(rows))")
    r.edit("src/ticketbot/commands/list_cmd.py", "@click.option('--assignee')", "@click.option('--assignee')\n@click.option('--json', 'as_json', is_flag=True)")
    r.edit("src/ticketbot/commands/list_cmd.py", "    click.echo(table(rows))", "    if as_json:\n        click.echo(json.dumps([r.as_dict() for r in rows]))\n    else:\n        click.echo(table(rows))")
    r.cmd("python -m pytest -q tests/test_list.py",
          "ImportError while loading conftest '/workspace/ticketbot/tests/conftest.py'.\ntests/conftest.py:3: in <module>\n    from ticketbot.client import Ticket\nE   ModuleNotFoundError: No module named 'ticketbot'", code=4)
    r.cmd("pip download hatchling -d /tmp/wheels",
          TRIES("pypi.org", "/simple/hatchling/", "[Errno -3] Temporary failure in name resolution", 2) + "\nERROR: Could not find a version that satisfies the requirement hatchling (from versions: none)\nERROR: No matching distribution found for hatchling", code=1)
    r.fail("Unable to install the project or run tests: pip install failed (index not reachable).",
           "I added the `--json` flag but could not install the package or run the tests: DNS lookups fail for pypi.org (and every other host), so pip cannot fetch the build backend.")
    out.append(r)

    # 6 codex: go proxy i/o timeout while adding a module
    r = Run("ratekeeper-rejected-counter", "codex", "infra_failure", "dependency_missing",
            "The Go module proxy and then github.com were unreachable (dial tcp ... i/o timeout, DNS lookup i/o timeout) with no sandbox network restriction, so the prometheus module could not be fetched; 'no required module provides package' follows from that.",
            ticket="RK-41", title="Count rejected requests in a Prometheus counter",
            body="""ratekeeper should expose `ratekeeper_rejected_total{route}` incremented whenever the limiter rejects
a request (`internal/limiter/middleware.go`). Use the official client_golang library and register the counter on
the existing `/metrics` handler.

Acceptance: `go test ./...` passes; counter visible at /metrics in `internal/limiter/middleware_test.go`.""", repo="ratekeeper", created="2026-11-03T13:15:00Z")
    r.cmd("cat go.mod && ls internal/limiter",
          "module github.com/acme/ratekeeper\n\ngo 1.22\n\nrequire (\n\tgolang.org/x/time v0.5.0\n)\nlimiter.go\nlimiter_test.go\nmiddleware.go\nmiddleware_test.go")
    r.cmd("sed -n '1,120p' internal/limiter/middleware.go",
          "package limiter\n\nimport (\n\t\"net/http\"\n)\n\nfunc Middleware(l *Limiter, next http.Handler) http.Handler {\n\treturn http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {\n\t\tif !l.Allow(routeKey(r)) {\n\t\t\thttp.Error(w, \"rate limited\", http.StatusTooManyRequests)\n\t\t\treturn\n\t\t}\n\t\tnext.ServeHTTP(w, r)\n\t})\n}")
    r.think("**Adding the counter**\n\nclient_golang isn't in go.mod yet. I'll add a CounterVec in a metrics.go file, increment it on rejection, then `go get` the module.")
    r.write("internal/limiter/metrics.go", "package limiter\n\nimport \"github.com/prometheus/client_golang/prometheus\"\n")
    r.edit("internal/limiter/middleware.go", "http.Error(w", "rejectedTotal.WithLabelValues(routeKey(r)).Inc()\n\t\t\thttp.Error(w")
    r.cmd("go get github.com/prometheus/client_golang@v1.19.1",
          "go: github.com/prometheus/client_golang@v1.19.1: Get \"https://proxy.golang.org/github.com/prometheus/client_golang/@v/v1.19.1.info\": dial tcp 142.250.74.81:443: i/o timeout", code=1, ev=True)
    r.cmd("go build ./...",
          "internal/limiter/metrics.go:3:8: no required module provides package github.com/prometheus/client_golang/prometheus; to add it:\n\tgo get github.com/prometheus/client_golang/prometheus", code=1)
    r.cmd("env | grep -E '^(GOPROXY|GOFLAGS|CODEX_SANDBOX)' ; go env GOPROXY GONOSUMDB", "GOPROXY=https://proxy.golang.org,direct\n\nhttps://proxy.golang.org,direct\n")
    r.think("**Network check**\n\nNo CODEX_SANDBOX_NETWORK_DISABLED in the environment, so this session has network access in principle. The proxy connection times out; I'll try direct mode against GitHub.")
    r.cmd("GOPROXY=direct go get github.com/prometheus/client_golang@v1.19.1",
          "go: github.com/prometheus/client_golang@v1.19.1: unrecognized import path \"github.com/prometheus/client_golang\": https fetch: Get \"https://github.com/prometheus/client_golang?go-get=1\": dial tcp: lookup github.com on 10.96.0.10:53: read udp 10.244.3.17:41873->10.96.0.10:53: i/o timeout", code=1, ev=True)
    r.cmd("curl -sS -m 8 -o /dev/null -w '%{http_code}' https://proxy.golang.org/", "curl: (28) Connection timed out after 8001 milliseconds", code=28, ev=True)
    r.cmd("go test ./internal/limiter/ 2>&1 | tail -3",
          "internal/limiter/metrics.go:3:8: no required module provides package github.com/prometheus/client_golang/prometheus; to add it:\n\tgo get github.com/prometheus/client_golang/prometheus\nFAIL\tgithub.com/acme/ratekeeper/internal/limiter [setup failed]", code=1)
    r.finish("The counter and middleware change are written, but I couldn't add `github.com/prometheus/client_golang` to go.mod: both the module proxy and github.com time out from this pod, so the package can't be downloaded and `go test` fails at setup. Re-run once outbound network is available.")
    out.append(r)

    # 7 transcript: provider overloaded, session ends; permission words belong to code under test
    r = Run("fsguard-group-writable", "claude-transcript", "infra_failure", "permission_blocked",
            "The session ended on repeated Anthropic API 529 'Overloaded' errors; the 'Permission denied' text is from fsguard's own test fixtures (the code under test reports unreadable paths).",
            ticket="SEC-301", title="check_tree should report group-writable files",
            body="""`fsguard.check_tree(root)` reports world-writable files but misses group-writable ones (mode & 0o020).
Add a `group_writable` finding. Code: `src/fsguard/scan.py`; tests `tests/test_scan.py` (fixtures are created in a tmp dir
with explicit modes, including an unreadable directory).""", repo="fsguard", created="2026-11-03T14:00:00Z")
    r.say("I'll start by reading the scanner and its tests.")
    r.read("src/fsguard/scan.py",
           "import os\nimport stat\nfrom dataclasses import dataclass\n\n\n@dataclass\nclass Finding:\n    path: str\n    kind: str\n\n\ndef check_tree(root):\n    findings = []\n    for dirpath, dirnames, filenames in os.walk(root, onerror=lambda e: findings.append(Finding(e.filename, 'unreadable'))):\n        for name in filenames:\n            p = os.path.join(dirpath, name)\n            mode = os.lstat(p).st_mode\n            if mode & stat.S_IWOTH:\n                findings.append(Finding(p, 'world_writable'))\n    return findings")
    r.read("tests/test_scan.py",
           "import os\n\nfrom fsguard.scan import check_tree\n\n\ndef test_unreadable_dir_is_reported(tree):\n    locked = tree / 'locked'\n    locked.mkdir(mode=0o000)\n    kinds = {f.kind for f in check_tree(tree)}\n    assert 'unreadable' in kinds\n\n\ndef test_world_writable(tree):\n    p = tree / 'a.txt'\n    p.write_text('x')\n    os.chmod(p, 0o646)\n    assert [f.kind for f in check_tree(tree)] == ['world_writable']")
    r.cmd("python -m pytest -q -rA tests/test_scan.py 2>&1 | tail -15",
          "..                                                                       [100%]\n==================================== PASSES ====================================\n______________________ test_unreadable_dir_is_reported _______________________\n----------------------------- Captured log call ------------------------------\nWARNING  fsguard.scan:scan.py:14 skipping /tmp/pytest-of-agent/pytest-3/test_unreadable_dir_is_reported0/locked: [Errno 13] Permission denied: '/tmp/pytest-of-agent/pytest-3/test_unreadable_dir_is_reported0/locked'\n=========================== short test summary info ============================\nPASSED tests/test_scan.py::test_unreadable_dir_is_reported\nPASSED tests/test_scan.py::test_world_writable\n2 passed in 0.05s")
    r.say("Both existing tests pass; the Permission denied warning is the expected fixture. Adding the group-writable check and a test.")
    r.edit("src/fsguard/scan.py", "            if mode & stat.S_IWOTH:\n                findings.append(Finding(p, 'world_writable'))",
           "            if mode & stat.S_IWOTH:\n                findings.append(Finding(p, 'world_writable'))\n            elif mode & stat.S_IWGRP:\n                findings.append(Finding(p, 'group_writable'))")
    r.edit("tests/test_scan.py", "", "def test_group_writable(tree):\n    p = tree / 'b.txt'\n    p.write_text('x')\n    os.chmod(p, 0o664)\n    assert [f.kind for f in check_tree(tree)] == ['group_writable']")
    r.error('API Error: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"},"request_id":"req_011CUx3kq9Ww2pQf7Ym5TzAb"}', ev=True)
    r.error('API Error: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"},"request_id":"req_011CUx3p1EaRz8gHnV4cLdQs"}', ev=True)
    r.error('API Error: Repeated 529 Overloaded errors · check status.anthropic.com', ev=True)
    r.result = {"success": False, "summary": "session ended before the task was completed", "exit_code": 1}
    r.cut()
    out.append(r)

    # 8 claude stream-json: usage limit while a dev-dependency is missing
    r = Run("logfmt-escaped-quotes", "claude", "infra_failure", "dependency_missing",
            "Mid-fix, with serde_json still to be added as a dev-dependency, the Claude usage limit was hit ('You've hit your limit · resets 4pm') and the session ended as an error result.",
            ticket="LOG-17", title="logfmt parser splits values that contain escaped quotes",
            body="""`parse_line(r#"msg="say \\"hi\\"" level=info"#)` returns three pairs instead of two.
Parser: `src/parser.rs`. Please also add a round-trip test against the JSON fixtures in `tests/fixtures/*.json`.""",
            repo="logfmt-rs", model="claude-sonnet-4-5-20250929", created="2026-11-03T15:30:00Z")
    r.read("src/parser.rs", "pub fn parse_line(line: &str) -> Vec<(String, String)> {\n    let mut out = Vec::new();\n    let mut chars = line.chars().peekable();\n    while let Some(c) = chars.next() {\n        // ... value scanning stops at the first '\"' after an opening quote\n    }\n    out\n}")
    r.say("The quoted-value scanner stops at the first quote without looking at the preceding backslash. I'll track an `escaped` flag.")
    r.edit("src/parser.rs", "// ... value scanning stops at the first '\"' after an opening quote", "// track backslash escapes inside quoted values\n        if in_quotes && c == '\\\\' { escaped = !escaped; continue; }")
    r.write("tests/roundtrip.rs", "use logfmt::parse_line;\nuse serde_json::Value;\n\n#[test]\nfn fixtures_roundtrip() { /* ... */ }")
    r.cmd("cargo test 2>&1 | tail -20",
          "   Compiling logfmt v0.3.1 (/workspace/logfmt-rs)\nerror[E0432]: unresolved import `serde_json`\n --> tests/roundtrip.rs:2:5\n  |\n2 | use serde_json::Value;\n  |     ^^^^^^^^^^ use of undeclared crate or module `serde_json`\n\nFor more information about this error, try `rustc --explain E0432`.\nerror: could not compile `logfmt` (test \"roundtrip\") due to 1 previous error", code=101)
    r.say("serde_json isn't a dev-dependency yet; I'll add it to Cargo.toml.")
    r.read("Cargo.toml", "[package]\nname = \"logfmt\"\nversion = \"0.3.1\"\nedition = \"2021\"\n\n[dependencies]\n\n[dev-dependencies]\npretty_assertions = \"1\"")
    r.error("You've hit your limit · resets 4pm (UTC)", ev=True)
    r.fail("You've hit your limit · resets 4pm (UTC)", ev=True)
    out.append(r)

    # 9 codex: OOM kill of the job, then the pod
    r = Run("embeddings-index-since", "codex", "infra_failure", "",
            "The sample rebuild was SIGKILLed (exit 137) and the cgroup's memory.events shows oom_kill; the pod itself was then OOM-killed and the stream stops mid-run.",
            ticket="ML-208", title="rebuild_index.py: add --since to only re-embed recent documents",
            body="""`scripts/rebuild_index.py` always re-embeds the whole corpus. Add `--since YYYY-MM-DD` to only
process documents with `updated_at >= since` and upsert them into the existing index.

Acceptance: `pytest tests/test_rebuild.py` passes; a run on `data/sample` with `--since` touches fewer rows.""", repo="embeddings-cache", created="2026-11-03T16:10:00Z")
    r.cmd("sed -n '1,90p' scripts/rebuild_index.py",
          "import argparse\n\nimport pandas as pd\n\nfrom embcache.index import FlatIndex\nfrom embcache.encode import encode_batch\n\n\ndef main(argv=None):\n    ap = argparse.ArgumentParser()\n    ap.add_argument('--data', default='data/corpus')\n    ap.add_argument('--index', default='out/index.faiss')\n    args = ap.parse_args(argv)\n    docs = pd.read_parquet(args.data)\n    vecs = encode_batch(docs.text.tolist())\n    FlatIndex.build(vecs, docs.id).save(args.index)\n")
    r.edit("scripts/rebuild_index.py", "    docs = pd.read_parquet(args.data)", "    docs = pd.read_parquet(args.data)\n    if args.since:\n        docs = docs[docs.updated_at >= pd.Timestamp(args.since)]")
    r.cmd("python -m pytest -q tests/test_rebuild.py", "....                                                                     [100%]\n4 passed in 2.88s")
    r.cmd("python scripts/rebuild_index.py --data data/sample --since 2026-10-01 --index /tmp/idx.faiss",
          "loading data/sample (1,204,332 rows)\nfiltering updated_at >= 2026-10-01\n", code=137, ev=True)
    r.think("**Exit 137 without a traceback**\n\nThat's SIGKILL; likely the memory limit. The parquet load happens before the filter, so the whole sample is materialised. Checking the cgroup.")
    r.cmd("cat /sys/fs/cgroup/memory.max /sys/fs/cgroup/memory.events",
          "2147483648\nlow 0\nhigh 0\nmax 412\noom 3\noom_kill 3\noom_group_kill 0", ev=True)
    r.think("**Reading only the needed columns**\n\nI'll push the filter into read_parquet (filters=) so only matching row groups are loaded, then retry.")
    r.edit("scripts/rebuild_index.py", "docs = pd.read_parquet(args.data)", "docs = pd.read_parquet(args.data, filters=[('updated_at', '>=', pd.Timestamp(args.since))] if args.since else None)")
    r.cmd("python scripts/rebuild_index.py --data data/sample --since 2026-10-01 --index /tmp/idx.faiss",
          "loading data/sample (filtered)\nencoding 88,410 documents in batches of 256\n", code=137, ev=True)
    r.cut()
    r.result = {"success": False, "summary": "pod agent-ml-208-x7k2p terminated: OOMKilled", "exit_code": 137}
    out.append(r)

    # 10 transcript: push fails because the network is unreachable ("access rights" wording)
    r = Run("pgbackup-retention-today", "claude-transcript", "infra_failure", "permission_blocked",
            "The fix and tests were done, but git push failed because the pod had no route out ('Network is unreachable' for ssh, https and ping); git's 'make sure you have the correct access rights' hint is boilerplate, not a permission refusal.",
            ticket="OPS-311", title="prune_backups.sh deletes today's backup when RETAIN_DAYS=0",
            body="""With `RETAIN_DAYS=0`, `scripts/prune_backups.sh` removes the backup taken today. Intended behaviour:
0 means keep only today's. Fix the `find -mtime` expression and push the branch for review.

Tests: `bats tests/prune.bats`.""", repo="pg-backup-scripts", created="2026-11-04T07:45:00Z")
    r.read("scripts/prune_backups.sh",
           "#!/usr/bin/env bash\nset -euo pipefail\n\nBACKUP_DIR=${BACKUP_DIR:-/var/backups/pg}\nRETAIN_DAYS=${RETAIN_DAYS:-7}\n\nfind \"$BACKUP_DIR\" -name '*.dump' -mtime +\"$((RETAIN_DAYS - 1))\" -print -delete")
    r.say("`-mtime +-1` matches everything, including today's file. Using `-mtime +$RETAIN_DAYS` with `-daystart` gives the intended semantics.")
    r.edit("scripts/prune_backups.sh", "find \"$BACKUP_DIR\" -name '*.dump' -mtime +\"$((RETAIN_DAYS - 1))\" -print -delete", "find \"$BACKUP_DIR\" -daystart -name '*.dump' -mtime +\"$((RETAIN_DAYS - 1 < 0 ? 0 : RETAIN_DAYS - 1))\" -print -delete")
    r.cmd("bats tests/prune.bats",
          "prune.bats\n ✓ keeps last 7 days by default\n ✓ RETAIN_DAYS=0 keeps today's backup\n ✓ RETAIN_DAYS=3 removes older dumps\n ✓ ignores non-dump files\n\n4 tests, 0 failures")
    r.cmd("git add -A && git commit -qm 'prune_backups: keep today when RETAIN_DAYS=0' && git log --oneline -1", "9f2c1ab prune_backups: keep today when RETAIN_DAYS=0")
    r.cmd("git push -u origin agent/ops-311",
          "ssh: connect to host github.com port 22: Network is unreachable\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.", code=128, ev=True)
    r.say("SSH can't reach GitHub. Let me try HTTPS.")
    r.cmd("git push https://github.com/acme/pg-backup-scripts.git HEAD:agent/ops-311",
          "fatal: unable to access 'https://github.com/acme/pg-backup-scripts.git/': Failed to connect to github.com port 443 after 2 ms: Couldn't connect to server", code=128, ev=True)
    r.cmd("ip route; ping -c1 -W2 github.com", "ping: connect: Network is unreachable", code=2, ev=True)
    r.say("The pod has no default route (`ip route` is empty and ping reports Network is unreachable). The commit is ready locally on `agent/ops-311` but could not be pushed.")
    r.result = {"success": False, "summary": "branch agent/ops-311 was not pushed", "exit_code": 1}
    r.cut()
    out.append(r)

    # 11 transcript: maven central unreachable
    r = Run("settlement-parser-blank-line", "claude-transcript", "infra_failure", "dependency_missing",
            "Maven could not download junit-jupiter because repo.maven.apache.org timed out (Connect timed out; curl timeout too); the artifact exists, the repository was unreachable.",
            ticket="SET-902", title="SettlementFileParser throws NPE on trailing blank line",
            body="""Settlement files from bank B end with an empty line; `SettlementFileParser.parse` throws a
NullPointerException on it. Skip blank lines.

Code: `src/main/java/com/acme/settlement/SettlementFileParser.java`. Run `mvn -B test`.""", repo="settlement-batch", created="2026-11-04T08:30:00Z")
    r.read("src/main/java/com/acme/settlement/SettlementFileParser.java",
           "public List<SettlementRecord> parse(BufferedReader in) throws IOException {\n    List<SettlementRecord> out = new ArrayList<>();\n    String line;\n    while ((line = in.readLine()) != null) {\n        String[] f = SPLIT.split(line);\n        out.add(new SettlementRecord(f[0], new BigDecimal(f[3]), LocalDate.parse(f[5])));\n    }\n    return out;\n}")
    r.edit("src/main/java/com/acme/settlement/SettlementFileParser.java", "        String[] f = SPLIT.split(line);", "        if (line.isBlank()) {\n            continue;\n        }\n        String[] f = SPLIT.split(line);")
    r.cmd("mvn -B test 2>&1 | tail -12",
          "[INFO] Scanning for projects...\n[INFO] \n[INFO] --------------------< com.acme:settlement-batch >---------------------\n[INFO] Building settlement-batch 2.4.0-SNAPSHOT\n[INFO] --------------------------------[ jar ]---------------------------------\n[WARNING] Failed to retrieve plugin descriptor for org.apache.maven.plugins:maven-surefire-plugin:3.2.5\n[ERROR] Failed to execute goal on project settlement-batch: Could not resolve dependencies for project com.acme:settlement-batch:jar:2.4.0-SNAPSHOT: Failed to collect dependencies at org.junit.jupiter:junit-jupiter:jar:5.10.2: Failed to read artifact descriptor for org.junit.jupiter:junit-jupiter:jar:5.10.2: The following artifacts could not be resolved: org.junit.jupiter:junit-jupiter:pom:5.10.2 (absent): Could not transfer artifact org.junit.jupiter:junit-jupiter:pom:5.10.2 from/to central (https://repo.maven.apache.org/maven2): Connect to repo.maven.apache.org:443 [repo.maven.apache.org/151.101.196.215] failed: Connect timed out -> [Help 1]", code=1, ev=True)
    r.cmd("curl -sS -m 10 -o /dev/null https://repo.maven.apache.org/maven2/", "curl: (28) Connection timed out after 10002 milliseconds", code=28, ev=True)
    r.cmd("ls ~/.m2/repository/org/junit 2>&1 | head", "ls: cannot access '/home/agent/.m2/repository/org/junit': No such file or directory", code=2)
    r.cmd("mvn -B -o test 2>&1 | tail -3",
          "[ERROR] Failed to execute goal on project settlement-batch: Could not resolve dependencies for project com.acme:settlement-batch:jar:2.4.0-SNAPSHOT: Cannot access central (https://repo.maven.apache.org/maven2) in offline mode and the artifact org.junit.jupiter:junit-jupiter:jar:5.10.2 has not been downloaded from it before. -> [Help 1]", code=1)
    r.say("The fix is in place, but Maven can't reach repo.maven.apache.org (connections time out) and the local repository is empty, so the tests can't be compiled or run here.")
    r.result = {"success": False, "summary": "tests not run", "exit_code": 1}
    r.cut()
    out.append(r)
    return out


def permission():
    out = []

    # 1 codex read-only sandbox
    r = Run("dotenv-export-prefix", "codex", "permission_blocked", "",
            "Codex ran in a read-only sandbox: apply_patch was rejected ('writing is blocked by read-only sandbox; rejected by user approval settings') and sed -i / touch failed with 'Read-only file system', so no change could be written.",
            ticket="DX-140", title="dotenv-lint: accept `export KEY=value` lines",
            body="""`dotenv-lint .env` flags `export DATABASE_URL=...` as E001 invalid line. Lines prefixed with `export `
are valid in the files we load with `set -a; . ./.env`.

Code: `src/dotenv_lint/rules.py::parse_line`. Add a test to `tests/test_rules.py`.""", repo="dotenv-lint", created="2026-11-04T09:00:00Z")
    r.cmd("rg -n 'def parse_line' -A 14 src/dotenv_lint/rules.py",
          "12:def parse_line(raw: str) -> Entry | None:\n13-    line = raw.strip()\n14-    if not line or line.startswith('#'):\n15-        return None\n16-    m = KEY_RE.match(line)\n17-    if not m:\n18-        raise LintError('E001', f'invalid line: {raw!r}')\n19-    return Entry(m['key'], m['value'])")
    r.cmd("python -m pytest -q tests/test_rules.py", "........                                                                 [100%]\n8 passed in 0.04s")
    r.think("**Patch plan**\n\nStrip an optional `export ` prefix before matching KEY_RE. I'll patch rules.py and add a test.")
    r.patch([("src/dotenv_lint/rules.py", "update")], status="failed", ev=True)
    r.say("The patch was rejected: `patch rejected: writing is blocked by read-only sandbox; rejected by user approval settings`. I'll check whether a shell edit works.", ev=True)
    r.cmd("sed -i \"s/    line = raw.strip()/    line = raw.strip().removeprefix('export ')/\" src/dotenv_lint/rules.py",
          "sed: couldn't open temporary file src/dotenv_lint/sedq3ZP1x: Read-only file system", code=4, ev=True)
    r.cmd("touch /tmp/probe && echo ok; touch .probe && echo ok2",
          "touch: cannot touch '/tmp/probe': Read-only file system\ntouch: cannot touch '.probe': Read-only file system", code=1, ev=True)
    r.finish("I can't modify files in this session (read-only sandbox, approvals disabled). The change needed is:\n\n```diff\n-    line = raw.strip()\n+    line = raw.strip().removeprefix('export ')\n```\n\nplus a test asserting `parse_line('export A=1') == Entry('A', '1')`. Re-run with workspace-write to apply it.")
    out.append(r)

    # 2 codex network disabled by sandbox
    r = Run("retry-after-http-date", "codex", "permission_blocked", "infra_failure",
            "pip could not install the test extras because the Codex sandbox had network access disabled (CODEX_SANDBOX_NETWORK_DISABLED=1); the 'Network is unreachable' retries and the missing respx module follow from that policy.",
            ticket="NET-66", title="Honour Retry-After given as an HTTP date",
            body="""`backoff_for(response)` in `src/retrykit/policy.py` only understands `Retry-After: 120`. Servers also send
`Retry-After: Wed, 21 Oct 2026 07:28:00 GMT`. Support both; tests use respx to fake responses.

Acceptance: `pip install -e '.[test]' && pytest -q` green.""", repo="retrykit", created="2026-11-04T09:35:00Z")
    r.cmd("pip install -e '.[test]'",
          "Obtaining file:///workspace/retrykit\n  Installing build dependencies: started\n  Installing build dependencies: finished with status 'done'\nCollecting respx>=0.21 (from retrykit==0.9.2)\n" + TRIES("pypi.org", "/simple/respx/", "[Errno 101] Network is unreachable") + "\nERROR: Could not find a version that satisfies the requirement respx>=0.21 (from retrykit[test]) (from versions: none)\nERROR: No matching distribution found for respx>=0.21", code=1, ev=True)
    r.cmd("env | grep '^CODEX_'", "CODEX_SANDBOX_NETWORK_DISABLED=1", ev=True)
    r.think("**Network disabled by the sandbox**\n\nThis session runs with network access turned off, so the test extras can't be installed. I can still implement the parsing and check it with the stdlib only.")
    r.cmd("sed -n '1,60p' src/retrykit/policy.py",
          "import random\n\n\ndef backoff_for(response, attempt: int, base: float = 0.5) -> float:\n    ra = response.headers.get('Retry-After')\n    if ra is not None:\n        return float(ra)\n    return base * (2 ** attempt) * random.uniform(0.8, 1.2)")
    r.edit("src/retrykit/policy.py", "        return float(ra)", "        return _parse_retry_after(ra)")
    r.edit("src/retrykit/policy.py", "", "def _parse_retry_after(value: str) -> float:\n    try:\n        return max(0.0, float(value))\n    except ValueError:\n        dt = email.utils.parsedate_to_datetime(value)\n        return max(0.0, (dt - datetime.now(timezone.utc)).total_seconds())")
    r.cmd("python -m pytest -q",
          "==================================== ERRORS ====================================\n____________________ ERROR collecting tests/test_policy.py _____________________\nImportError while importing test module '/workspace/retrykit/tests/test_policy.py'.\ntests/test_policy.py:3: in <module>\n    import respx\nE   ModuleNotFoundError: No module named 'respx'\n=========================== short test summary info ============================\nERROR tests/test_policy.py\n1 error in 0.12s", code=2)
    r.cmd("python -c \"from retrykit.policy import _parse_retry_after as p; print(p('120'), p('Wed, 21 Oct 2026 07:28:00 GMT') >= 0)\"", "120.0 True")
    r.finish("Implemented HTTP-date support in `_parse_retry_after`. I couldn't run the suite: network access is disabled in this sandbox, so `respx` could not be installed and tests/test_policy.py fails to import. A quick stdlib check of both header forms works.", ev=True)
    out.append(r)

    # 3 codex: docker compose declined (approval required)
    r = Run("orders-consumer-dlq", "codex", "permission_blocked", "",
            "The integration tests need Kafka via docker compose, and every docker command was declined by the approval policy, so the change could not be verified.",
            ticket="ORD-733", title="Dead-lettered orders lose their headers",
            body="""When `orders-consumer` moves a poison message to `orders.dlq`, the original Kafka headers
(trace-id, tenant) are dropped. Copy them over in `internal/consumer/dlq.go`.

Acceptance: `make itest` (spins up Kafka with docker compose) passes, including `TestDLQKeepsHeaders`.""", repo="orders-consumer", created="2026-11-04T10:10:00Z")
    r.cmd("sed -n '1,80p' internal/consumer/dlq.go",
          "package consumer\n\nfunc (c *Consumer) toDLQ(msg *kafka.Message, cause error) error {\n\tout := &kafka.Message{\n\t\tTopicPartition: kafka.TopicPartition{Topic: &c.dlqTopic, Partition: kafka.PartitionAny},\n\t\tKey:            msg.Key,\n\t\tValue:          msg.Value,\n\t}\n\tout.Headers = append(out.Headers, kafka.Header{Key: \"x-dlq-cause\", Value: []byte(cause.Error())})\n\treturn c.producer.Produce(out, nil)\n}")
    r.edit("internal/consumer/dlq.go", "\t\tValue:          msg.Value,\n\t}", "\t\tValue:          msg.Value,\n\t\tHeaders:        append([]kafka.Header(nil), msg.Headers...),\n\t}")
    r.cmd("go test ./internal/...", "ok  \tgithub.com/acme/orders-consumer/internal/consumer\t0.412s\nok  \tgithub.com/acme/orders-consumer/internal/model\t0.019s")
    r.cmd("cat Makefile | sed -n '/^itest/,/^$/p'", "itest:\n\tdocker compose -f test/compose.yml up -d kafka\n\tgo test -tags=integration ./test/...\n\tdocker compose -f test/compose.yml down")
    r.cmd("docker compose -f test/compose.yml up -d kafka", "", status="declined", ev=True)
    r.say("Starting Kafka with docker compose was declined: it needs approval and this session cannot ask for it.", ev=True)
    r.cmd("docker ps", "", status="declined", ev=True)
    r.cmd("go test -tags=integration ./test/... -run TestDLQKeepsHeaders",
          "--- FAIL: TestDLQKeepsHeaders (10.01s)\n    dlq_test.go:31: dial tcp 127.0.0.1:9092: connect: connection refused\nFAIL\nFAIL\tgithub.com/acme/orders-consumer/test\t10.034s", code=1)
    r.finish("Headers are now copied to the DLQ message and the unit tests pass. The integration test needs Kafka from docker compose, and docker commands are declined in this session, so `TestDLQKeepsHeaders` could not run (connection refused on :9092).")
    out.append(r)

    # 4 transcript: GitHub refusal before the agent could act
    r = Run("release-notes-issue-212", "claude-transcript", "permission_blocked", "",
            "The agent's token could not read the issue that holds the task details: gh and the REST API both returned 403 'Resource not accessible by integration', so it never got to the code.",
            ticket="REL-212", title="Changelog generator mangles the sample in issue #212",
            body="""The sample changelog attached to acme/release-notes-gen#212 renders with broken nested bullets.
Reproduce with the sample from the issue, fix the renderer and open a PR referencing the issue.""", repo="release-notes-gen", created="2026-11-04T11:00:00Z")
    r.say("I'll fetch the issue to get the sample changelog.")
    r.cmd("gh issue view 212 --repo acme/release-notes-gen --comments",
          "GraphQL: Resource not accessible by integration (repository.issue)", code=1, ev=True)
    r.cmd("gh auth status",
          "github.com\n  ✓ Logged in to github.com account osmia-agent[bot] (GH_TOKEN)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ghs_************************************")
    r.cmd("gh api repos/acme/release-notes-gen/issues/212",
          "{\"message\":\"Resource not accessible by integration\",\"documentation_url\":\"https://docs.github.com/rest/issues/issues#get-an-issue\",\"status\":\"403\"}gh: Resource not accessible by integration (HTTP 403)", code=1, ev=True)
    r.cmd("gh api repos/acme/release-notes-gen --jq '.permissions'", "gh: Resource not accessible by integration (HTTP 403)", code=1, ev=True)
    r.say("Let me check whether the sample is in the repo anyway.")
    r.cmd("git log --oneline -5 && ls tests/fixtures", "c0ffee1 Bump version to 1.8.0\n7d1b2aa Render nested lists\n1a2b3c4 Add --since flag\nbasic.md\nnested.md\nempty.md")
    r.cmd("grep -rn '212' tests docs 2>/dev/null | head", "", code=1)
    r.say("The GitHub App token for this run has no access to issues on acme/release-notes-gen (HTTP 403 \"Resource not accessible by integration\"), so I can't read the sample from #212 or open a PR. The repository doesn't contain the sample either. The installation needs `issues: read` and `pull_requests: write` before I can go on.")
    r.cut()
    out.append(r)

    # 5 codex: go module cache outside the writable roots
    r = Run("edge-router-header-rules", "codex", "permission_blocked", "dependency_missing",
            "go get could not write the module cache outside the workspace ('mkdir /home/dev/go/pkg/mod/...: operation not permitted' under workspace-write), so yaml.v3 never landed and go.sum stayed incomplete.",
            ticket="NET-204", title="Load header rewrite rules from YAML",
            body="""edge-router rules are hard-coded in `internal/rules/defaults.go`. Load them from a YAML file given by
`--rules` (use gopkg.in/yaml.v3). Tests: `go test ./internal/rules/`.""", repo="edge-router", created="2026-11-04T11:40:00Z")
    r.cmd("sed -n '1,60p' internal/rules/defaults.go", "package rules\n\nvar Defaults = []Rule{\n\t{Match: \"/api/\", SetHeader: map[string]string{\"X-Edge\": \"1\"}},\n}")
    r.write("internal/rules/load.go", "package rules\n\nimport (\n\t\"os\"\n\n\t\"gopkg.in/yaml.v3\"\n)\n")
    r.cmd("go get gopkg.in/yaml.v3@v3.0.1",
          "go: downloading gopkg.in/yaml.v3 v3.0.1\ngo: gopkg.in/yaml.v3@v3.0.1: mkdir /home/dev/go/pkg/mod/cache/download/gopkg.in/yaml.v3/@v: operation not permitted", code=1, ev=True)
    r.cmd("go env GOMODCACHE GOPATH && ls -ld /home/dev/go/pkg/mod", "/home/dev/go/pkg/mod\n/home/dev/go\ndrwxr-xr-x 12 dev dev 4096 Oct 29 17:02 /home/dev/go/pkg/mod")
    r.think("**Writes outside the workspace are blocked**\n\nThe directory is owned by the same user, but the sandbox only allows writing to the workspace and /tmp. Let me point GOMODCACHE at /tmp.")
    r.cmd("GOMODCACHE=/tmp/gomod GOFLAGS=-modcacherw go get gopkg.in/yaml.v3@v3.0.1",
          "go: gopkg.in/yaml.v3@v3.0.1: Get \"https://proxy.golang.org/gopkg.in/yaml.v3/@v/v3.0.1.mod\": dial tcp: lookup proxy.golang.org: operation not permitted", code=1, ev=True)
    r.cmd("go build ./...",
          "internal/rules/load.go:6:2: missing go.sum entry for module providing package gopkg.in/yaml.v3 (imported by github.com/acme/edge-router/internal/rules); to add:\n\tgo get github.com/acme/edge-router/internal/rules", code=1, ev=True)
    r.finish("I started the YAML loader but can't add gopkg.in/yaml.v3: the sandbox does not let me write the module cache outside the workspace (`operation not permitted`) nor reach the module proxy. The build fails on the missing go.sum entry until the dependency can be fetched.")
    out.append(r)

    # 6 transcript: pip EACCES, later ModuleNotFoundError
    r = Run("ics-merge-uid-dedupe", "claude-transcript", "permission_blocked", "dependency_missing",
            "Installing the dev requirements failed with EACCES on site-packages and on ~/.local; the 'No module named icalendar' during pytest is the consequence of that refused install.",
            ticket="CAL-58", title="ics-merge: duplicate events when two feeds share a UID",
            body="""`ics-merge a.ics b.ics -o out.ics` emits the same VEVENT twice when both feeds contain it. Deduplicate by
UID, keeping the one with the latest LAST-MODIFIED. Code in `ics_merge/merge.py`; tests in `tests/test_merge.py`.""", repo="ics-merge", created="2026-11-04T12:15:00Z")
    r.cmd("pip install -r requirements-dev.txt",
          "Collecting icalendar==5.0.13\n  Using cached icalendar-5.0.13-py3-none-any.whl (113 kB)\nCollecting pytest==8.2.2\n  Using cached pytest-8.2.2-py3-none-any.whl (339 kB)\nInstalling collected packages: icalendar, pytest\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/usr/local/lib/python3.11/site-packages/icalendar'\nConsider using the `--user` option or check the permissions.\n", code=1, ev=True)
    r.cmd("pip install --user -r requirements-dev.txt",
          "Requirement already satisfied: pytest==8.2.2 in /usr/local/lib/python3.11/site-packages (8.2.2)\nCollecting icalendar==5.0.13\n  Using cached icalendar-5.0.13-py3-none-any.whl (113 kB)\nInstalling collected packages: icalendar\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/home/agent/.local'\nCheck the permissions.\n", code=1, ev=True)
    r.cmd("ls -ld /home/agent /usr/local/lib/python3.11/site-packages; id", "dr-xr-xr-x 3 root root 4096 Nov  1 06:00 /home/agent\ndrwxr-xr-x 1 root root 4096 Oct 30 11:02 /usr/local/lib/python3.11/site-packages\nuid=1000(agent) gid=1000(agent) groups=1000(agent)", ev=True)
    r.read("ics_merge/merge.py",
           "from icalendar import Calendar\n\n\ndef merge(feeds):\n    out = Calendar()\n    for feed in feeds:\n        for ev in feed.walk('VEVENT'):\n            out.add_component(ev)\n    return out")
    r.edit("ics_merge/merge.py", "    for feed in feeds:\n        for ev in feed.walk('VEVENT'):\n            out.add_component(ev)",
           "    latest = {}\n    for feed in feeds:\n        for ev in feed.walk('VEVENT'):\n            uid = str(ev.get('UID'))\n            if uid not in latest or _modified(ev) > _modified(latest[uid]):\n                latest[uid] = ev\n    for ev in latest.values():\n        out.add_component(ev)")
    r.cmd("python -m pytest -q tests/test_merge.py",
          "ImportError while importing test module '/workspace/ics-merge/tests/test_merge.py'.\ntests/test_merge.py:1: in <module>\n    from ics_merge.merge import merge\nics_merge/merge.py:1: in <module>\n    from icalendar import Calendar\nE   ModuleNotFoundError: No module named 'icalendar'", code=2)
    r.say("The dedupe is implemented, but I can't run the tests: the home directory and site-packages are read-only for this user, so `icalendar` could not be installed and the test module fails to import.")
    r.cut()
    r.result = {"success": False, "summary": "tests could not be run", "exit_code": 1}
    out.append(r)

    # 7 osmia: kubectl forbidden
    r = Run("ingest-worker-staging-env", "osmia", "permission_blocked", "",
            "The agent's service account was forbidden from reading pod logs and from patching the deployment in staging (RBAC 'cannot get resource pods/log', 'cannot patch resource deployments', can-i: no).",
            ticket="PLAT-1188", title="ingest-worker crashloops in staging after config change",
            body="""Since this morning `ingest-worker` in the `staging` namespace is in CrashLoopBackOff. Find out why from the
logs, fix the env in `k8s/staging/ingest-worker.yaml` and apply it to staging.""", repo="platform-manifests", created="2026-11-04T13:00:00Z")
    r.cmd("kubectl -n staging get pods -l app=ingest-worker",
          "NAME                             READY   STATUS             RESTARTS       AGE\ningest-worker-7c9d8f6b5-x2kqp    0/1     CrashLoopBackOff   14 (38s ago)   49m")
    r.cmd("kubectl -n staging logs ingest-worker-7c9d8f6b5-x2kqp --previous",
          "Error from server (Forbidden): pods \"ingest-worker-7c9d8f6b5-x2kqp\" is forbidden: User \"system:serviceaccount:agents:osmia-runner\" cannot get resource \"pods/log\" in API group \"\" in the namespace \"staging\"", code=1, ev="out")
    r.cmd("kubectl -n staging describe pod ingest-worker-7c9d8f6b5-x2kqp | sed -n '/State:/,/Events:/p'",
          "    State:          Waiting\n      Reason:       CrashLoopBackOff\n    Last State:     Terminated\n      Reason:       Error\n      Exit Code:    2\n    Ready:          False\n    Restart Count:  14")
    r.read("k8s/staging/ingest-worker.yaml",
           "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ingest-worker\nspec:\n  template:\n    spec:\n      containers:\n        - name: worker\n          image: registry.acme.io/ingest-worker:2.14.0\n          env:\n            - name: QUEUE_URL\n              valueFrom:\n                secretKeyRef: {name: ingest-queue, key: url}\n            - name: BATCH_SIZE\n              value: \"500ms\"")
    r.say("BATCH_SIZE was set to \"500ms\", which the worker parses as an integer; that matches exit code 2 (usage error). Fixing it to 500.")
    r.edit("k8s/staging/ingest-worker.yaml", "              value: \"500ms\"", "              value: \"500\"")
    r.cmd("kubectl apply -n staging -f k8s/staging/ingest-worker.yaml",
          "Error from server (Forbidden): error when applying patch:\n{\"spec\":{\"template\":{\"spec\":{\"$setElementOrder/containers\":[{\"name\":\"worker\"}]}}}}\nto:\nResource: \"apps/v1, Resource=deployments\", GroupVersionKind: \"apps/v1, Kind=Deployment\"\nName: \"ingest-worker\", Namespace: \"staging\"\nfor: \"k8s/staging/ingest-worker.yaml\": error when patching \"k8s/staging/ingest-worker.yaml\": deployments.apps \"ingest-worker\" is forbidden: User \"system:serviceaccount:agents:osmia-runner\" cannot patch resource \"deployments\" in API group \"apps\" in the namespace \"staging\"", code=1, ev="out")
    r.cmd("kubectl auth can-i patch deployments -n staging; kubectl auth can-i get pods/log -n staging", "no\nno", code=1, ev="out")
    r.cmd("git diff --stat", " k8s/staging/ingest-worker.yaml | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)")
    r.fail("Could not apply the manifest to staging (RBAC).",
           "I corrected BATCH_SIZE in the manifest (\"500ms\" -> \"500\") but couldn't confirm it from the logs or apply it: the osmia-runner service account may not read pod logs or patch deployments in staging.")
    out.append(r)

    # 8 transcript: docker socket permission (testcontainers)
    r = Run("ledger-statement-query", "claude-transcript", "permission_blocked", "infra_failure",
            "Testcontainers could not start Postgres because the agent user may not use the Docker socket ('connect: permission denied' on /var/run/docker.sock; user not in the docker group).",
            ticket="LED-455", title="Monthly statement query double-counts reversed entries",
            body="""`StatementRepository.monthlyStatement` sums reversed entries twice. Fix the SQL in
`src/main/resources/sql/monthly_statement.sql`. Integration tests run against Postgres via Testcontainers:
`./mvnw -B verify -Pit`.""", repo="ledger-core", created="2026-11-04T13:40:00Z")
    r.read("src/main/resources/sql/monthly_statement.sql",
           "SELECT account_id,\n       SUM(amount) AS total\nFROM entries e\nLEFT JOIN reversals r ON r.entry_id = e.id\nWHERE e.booked_at >= :from AND e.booked_at < :to\nGROUP BY account_id")
    r.say("The LEFT JOIN multiplies rows when an entry has a reversal. I'll exclude reversed entries with NOT EXISTS instead.")
    r.edit("src/main/resources/sql/monthly_statement.sql", "LEFT JOIN reversals r ON r.entry_id = e.id\nWHERE e.booked_at >= :from AND e.booked_at < :to",
           "WHERE e.booked_at >= :from AND e.booked_at < :to\n  AND NOT EXISTS (SELECT 1 FROM reversals r WHERE r.entry_id = e.id)")
    r.cmd("./mvnw -B verify -Pit 2>&1 | grep -E 'ERROR|Tests run|docker|Docker' | head -20",
          "[INFO] Tests run: 41, Failures: 0, Errors: 0, Skipped: 0\n[ERROR] org.testcontainers.dockerclient.DockerClientProviderStrategy - Could not find a valid Docker environment. Please check configuration. Attempted configurations were:\n[ERROR] \tUnixSocketClientProviderStrategy: failed with exception RuntimeException (java.io.IOException: com.sun.jna.LastErrorException: [13] Permission denied)\n[ERROR] \tDockerDesktopClientProviderStrategy: failed with exception NullPointerException (Cannot invoke \"java.nio.file.Path.toString()\" because the return value of \"org.testcontainers.dockerclient.DockerDesktopClientProviderStrategy.getSocketPath()\" is null)As no valid configuration was found, execution cannot continue.\n[ERROR] Tests run: 12, Failures: 0, Errors: 12, Skipped: 0, Time elapsed: 1.92 s <<< FAILURE! - in com.acme.ledger.StatementRepositoryIT\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-failsafe-plugin:3.2.5:verify (default) on project ledger-core: There are test failures.", code=1, ev=True)
    r.cmd("docker ps",
          "permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.45/containers/json\": dial unix /var/run/docker.sock: connect: permission denied", code=1, ev=True)
    r.cmd("id; ls -l /var/run/docker.sock", "uid=1001(agent) gid=1001(agent) groups=1001(agent)\nsrw-rw---- 1 root docker 0 Nov  4 06:12 /var/run/docker.sock", ev=True)
    r.say("The unit tests pass (41/41). The integration tests can't start Postgres: the agent user isn't in the `docker` group, so the socket refuses connections. The SQL change is in place but unverified against Postgres.")
    r.cut()
    r.result = {"success": False, "summary": "integration tests failed", "exit_code": 1}
    out.append(r)

    # 9 codex: database privileges
    r = Run("warehouse-events-ts-index", "codex", "permission_blocked", "",
            "The migration could not be applied or checked on the dev database because the agent's role is not the table owner and may not SET ROLE to the migrator ('must be owner of table events', 'permission denied to set role').",
            ticket="DWH-377", title="Add index on events(occurred_at) and verify the plan",
            body="""Dashboards filter `analytics.events` by `occurred_at`. Add migration `migrations/0042_events_occurred_at_idx.sql`
creating the index CONCURRENTLY, apply it to the dev database (`$DEV_DATABASE_URL`) and paste the EXPLAIN of the
dashboard query showing an index scan.""", repo="metrics-warehouse", created="2026-11-04T14:20:00Z")
    r.cmd("ls migrations | tail -3", "0039_sessions_rollup.sql\n0040_drop_legacy_views.sql\n0041_events_partition_2026q4.sql")
    r.write("migrations/0042_events_occurred_at_idx.sql", "CREATE INDEX CONCURRENTLY IF NOT EXISTS events_occurred_at_idx\n    ON analytics.events (occurred_at);\n")
    r.cmd("psql \"$DEV_DATABASE_URL\" -v ON_ERROR_STOP=1 -f migrations/0042_events_occurred_at_idx.sql",
          "psql:migrations/0042_events_occurred_at_idx.sql:2: ERROR:  must be owner of table events", code=3, ev=True)
    r.cmd("psql \"$DEV_DATABASE_URL\" -Atc 'select current_user; select tableowner from pg_tables where tablename = $$events$$'", "agent_ro\nmigrator")
    r.cmd("psql \"$DEV_DATABASE_URL\" -c 'SET ROLE migrator'", "ERROR:  permission denied to set role \"migrator\"", code=1, ev=True)
    r.cmd("psql \"$DEV_DATABASE_URL\" -c 'EXPLAIN SELECT date_trunc($$hour$$, occurred_at), count(*) FROM analytics.events WHERE occurred_at > now() - interval $$1 day$$ GROUP BY 1'",
          "                                   QUERY PLAN\n--------------------------------------------------------------------------------\n HashAggregate  (cost=412873.21..412876.71 rows=200 width=16)\n   Group Key: date_trunc('hour'::text, occurred_at)\n   ->  Seq Scan on events  (cost=0.00..407102.40 rows=1154162 width=8)\n         Filter: (occurred_at > (now() - '1 day'::interval))\n(4 rows)")
    r.finish("The migration file is added. I couldn't apply it: my database role (`agent_ro`) doesn't own `analytics.events` and isn't allowed to `SET ROLE migrator`, so the index doesn't exist on dev and the plan is still a sequential scan.")
    out.append(r)

    # 10 claude stream-json: tool permissions not granted
    r = Run("conf-render-jinja-filters", "claude", "permission_blocked", "",
            "The session ran in default permission mode without approvals: every Edit and Bash call came back 'requested permissions ... you haven't granted it yet', listed in the result's permission_denials.",
            ticket="CFG-92", title="Add `b64encode` and `to_yaml` Jinja filters",
            body="""Templates in `conf-render` need `| b64encode` and `| to_yaml`. Register them in
`src/conf_render/filters.py` and cover them in `tests/test_filters.py`.""", repo="conf-render", model="claude-sonnet-4-5-20250929", created="2026-11-04T15:00:00Z")
    r.taskrun_extra["_permission_mode"] = "default"
    r.read("src/conf_render/filters.py", "import json\n\n\ndef to_json(value, indent=None):\n    return json.dumps(value, indent=indent, sort_keys=True)\n\n\nFILTERS = {\n    'to_json': to_json,\n}")
    r.say("I'll add the two filters next to `to_json`.")
    r.deny("Edit", {"file_path": "/workspace/conf-render/src/conf_render/filters.py", "old_string": "FILTERS = {\n    'to_json': to_json,\n}", "new_string": "FILTERS = {\n    'to_json': to_json,\n    'b64encode': b64encode,\n    'to_yaml': to_yaml,\n}"},
           "Claude requested permissions to write to /workspace/conf-render/src/conf_render/filters.py, but you haven't granted it yet.")
    r.deny("Bash", {"command": "python -m pytest -q tests/test_filters.py", "description": "Run filter tests"},
           "Claude requested permissions to use Bash, but you haven't granted it yet.")
    r.deny("Write", {"file_path": "/workspace/conf-render/src/conf_render/filters_extra.py", "content": "import base64\n..."},
           "Claude requested permissions to write to /workspace/conf-render/src/conf_render/filters_extra.py, but you haven't granted it yet.")
    r.read("tests/test_filters.py", "from conf_render.filters import FILTERS\n\n\ndef test_to_json_sorted():\n    assert FILTERS['to_json']({'b': 1, 'a': 2}) == '{\"a\": 2, \"b\": 1}'")
    r.deny("Edit", {"file_path": "/workspace/conf-render/tests/test_filters.py", "old_string": "def test_to_json_sorted():", "new_string": "def test_b64encode():\n    assert FILTERS['b64encode']('hi') == 'aGk='\n\n\ndef test_to_json_sorted():"},
           "Claude requested permissions to write to /workspace/conf-render/tests/test_filters.py, but you haven't granted it yet.")
    r.say("I don't have permission to edit files or run commands in this session.")
    r.finish("I couldn't make the change: write and Bash permissions were not granted. The filters to add are `b64encode = lambda v: base64.b64encode(str(v).encode()).decode()` and `to_yaml = lambda v: yaml.safe_dump(v, sort_keys=False)`, registered in `FILTERS`.", ev=True)
    out.append(r)

    # 11 codex: fix needs a file outside the writable project
    r = Run("invoicer-proto-field", "codex", "permission_blocked", "",
            "The required change is in the sibling proto-defs checkout, and writes there were refused by the sandbox ('writing outside of the project; rejected by user approval settings', cp: Operation not permitted).",
            ticket="BIL-610", title="invoice.proto: rename `taxAmount` to `tax_amount`",
            body="""Buf lint fails on `invoice/v1/invoice.proto` in our proto-defs repo (checked out next to this service at
`../proto-defs`). Rename the field to snake_case (keep the field number), regenerate the Go code here with
`make proto`, and make `go build ./...` pass.""", repo="invoicer", created="2026-11-04T15:45:00Z")
    r.cmd("ls .. && sed -n '1,40p' ../proto-defs/invoice/v1/invoice.proto",
          "invoicer\nproto-defs\nsyntax = \"proto3\";\n\npackage invoice.v1;\n\nmessage Invoice {\n  string id = 1;\n  int64 total_cents = 2;\n  int64 taxAmount = 3;\n}")
    r.cmd("buf lint ../proto-defs", "../proto-defs/invoice/v1/invoice.proto:8:9:Field name \"taxAmount\" should be lower_snake_case, such as \"tax_amount\".", code=100)
    r.patch([("/workspace/proto-defs/invoice/v1/invoice.proto", "update")], status="failed", ev=True)
    r.say("That patch was rejected: `patch rejected: writing outside of the project; rejected by user approval settings`. The proto lives outside the writable workspace.", ev=True)
    r.cmd("cp ../proto-defs/invoice/v1/invoice.proto /tmp/invoice.proto && sed -i 's/taxAmount/tax_amount/' /tmp/invoice.proto && cp /tmp/invoice.proto ../proto-defs/invoice/v1/invoice.proto",
          "cp: cannot create regular file '../proto-defs/invoice/v1/invoice.proto': Operation not permitted", code=1, ev=True)
    r.cmd("make proto", "buf generate ../proto-defs --template buf.gen.yaml\n", code=0)
    r.cmd("go build ./... && git status --short", "")
    r.finish("I couldn't rename the field: `../proto-defs` is outside this session's writable workspace, so both apply_patch and a shell copy were refused. Nothing changed in generated code. Run with `--add-dir ../proto-defs` (or make the change in that repo) and re-run `make proto`.")
    out.append(r)

    # 12 codex: the code under test crashes with EPERM because the sandbox blocks its cache dir
    r = Run("feedcache-warm-start", "codex", "permission_blocked", "",
            "The CLI under test crashed with PermissionError [Errno 1] Operation not permitted creating ~/.cache/feedcache because the workspace-write sandbox blocks writes outside the project; the agent never got a run to verify the change.",
            ticket="FEED-88", title="feedcache: --warm should skip feeds fetched in the last hour",
            body="""`feedcache warm` re-downloads every feed. Skip feeds whose cache entry is younger than `--max-age` (default 1h).
Code: `feedcache/warm.py`. Verify with `feedcache warm --config examples/feeds.toml --dry-run`.""", repo="feedcache", created="2026-11-04T16:30:00Z")
    r.cmd("sed -n '1,40p' feedcache/warm.py", "def warm(feeds, store, max_age=None):\n    for feed in feeds:\n        store.put(feed.url, fetch(feed.url))")
    r.edit("feedcache/warm.py", "    for feed in feeds:\n        store.put(feed.url, fetch(feed.url))", "    for feed in feeds:\n        if max_age and store.age(feed.url) < max_age:\n            continue\n        store.put(feed.url, fetch(feed.url))")
    r.cmd("feedcache warm --config examples/feeds.toml --dry-run",
          "Traceback (most recent call last):\n  File \"/workspace/feedcache/.venv/bin/feedcache\", line 8, in <module>\n    sys.exit(main())\n  File \"/workspace/feedcache/feedcache/cli.py\", line 22, in main\n    store = DiskStore(user_cache_dir('feedcache'))\n  File \"/workspace/feedcache/feedcache/store.py\", line 15, in __init__\n    os.makedirs(self.root, exist_ok=True)\n  File \"<frozen os>\", line 225, in makedirs\nPermissionError: [Errno 1] Operation not permitted: '/home/dev/.cache/feedcache'", code=1, ev=True)
    r.cmd("touch ~/.cache/probe; echo $?; touch ./probe && rm ./probe && echo workspace-ok", "touch: cannot touch '/home/dev/.cache/probe': Operation not permitted\n1\nworkspace-ok", ev=True)
    r.think("**Sandbox blocks the cache directory**\n\nWrites are only allowed inside the workspace. The CLI has no flag to move its cache, so the required verification command can't run here.")
    r.cmd("python -m pytest -q -p no:cacheprovider tests/test_warm.py", "...                                                                      [100%]\n3 passed in 0.07s")
    r.finish("The max-age skip is implemented and the existing warm tests pass, but I couldn't run the required verification: the CLI crashes creating its cache directory under ~/.cache (Operation not permitted in this sandbox).")
    out.append(r)
    return out


STACK = {
    "tabular-diff-columns": ("python", 1), "meter-rollup-month-end": ("python", 3), "invoice-pdf-footer": ("kotlin", 3),
    "geo-batch-workers": ("python", 2), "ticketbot-json-output": ("python", 2), "ratekeeper-rejected-counter": ("go", 2),
    "fsguard-group-writable": ("python", 3), "logfmt-escaped-quotes": ("rust", 3), "embeddings-index-since": ("python", 3),
    "pgbackup-retention-today": ("shell", 3), "settlement-parser-blank-line": ("java", 3), "dotenv-export-prefix": ("python", 3),
    "retry-after-http-date": ("python", 3), "orders-consumer-dlq": ("go", 3), "release-notes-issue-212": ("python", 2),
    "edge-router-header-rules": ("go", 3), "ics-merge-uid-dedupe": ("python", 3), "ingest-worker-staging-env": ("shell", 2),
    "ledger-statement-query": ("java", 4), "warehouse-events-ts-index": ("shell", 3), "conf-render-jinja-filters": ("python", 3),
    "invoicer-proto-field": ("go", 3), "feedcache-warm-start": ("python", 3),
}


def cases():
    runs = infra() + permission()
    for r in runs:
        st, n = STACK[r.slug]
        orient(r, st, n)
    return runs
