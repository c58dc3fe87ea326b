from engine import *
from scen import S, pad

OK = {"success": True, "exit_code": 0}

S("k4-pytest-export-unreadable-file-msg", "succeeded", "claude", "permission_blocked",
  "Succeeded; 'PermissionError: [Errno 13] Permission denied' is raised deliberately by the tests' chmod-000 fixture for the feature under test.",
  "EXP-118: Friendly message when an import file is unreadable",
  "`importer.load_csv()` crashes with a raw PermissionError traceback. Catch it and raise `ImportFileError(\"cannot read <path>: permission denied\")`. Add a test using a tmp file with mode 000.",
  ["`pytest tests/importer` passes."],
  pad("py") + [
   read("src/importer/load.py", "def load_csv(path):\n    with open(path, newline=\"\") as fh:\n        return list(csv.DictReader(fh))"),
   sh("python -c \"import os,importer.load as l; open('/tmp/x.csv','w').close(); os.chmod('/tmp/x.csv',0); l.load_csv('/tmp/x.csv')\"", "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n  File \"/workspace/repo/src/importer/load.py\", line 2, in load_csv\n    with open(path, newline=\"\") as fh:\nPermissionError: [Errno 13] Permission denied: '/tmp/x.csv'", rc=1),
   edit("src/importer/load.py", "def load_csv(path):\n    with open(path, newline=\"\") as fh:\n        return list(csv.DictReader(fh))", "def load_csv(path):\n    try:\n        fh = open(path, newline=\"\")\n    except PermissionError as exc:\n        raise ImportFileError(f\"cannot read {path}: permission denied\") from exc\n    with fh:\n        return list(csv.DictReader(fh))"),
   write("tests/importer/test_unreadable.py", "import os\n\nimport pytest\n\nfrom importer.errors import ImportFileError\nfrom importer.load import load_csv\n\n\ndef test_unreadable_file(tmp_path):\n    p = tmp_path / \"orders.csv\"\n    p.write_text(\"id\\n1\\n\")\n    os.chmod(p, 0)\n    with pytest.raises(ImportFileError, match=\"permission denied\"):\n        load_csv(p)"),
   sh("pytest tests/importer -q -rP", "....                                                                     [100%]\n==================================== PASSES ====================================\n___________________________ test_unreadable_file ___________________________\n----------------------------- Captured log call ------------------------------\nWARNING  importer.load:load.py:6 PermissionError: [Errno 13] Permission denied: '/tmp/pytest-of-agent/pytest-3/test_unreadable_file0/orders.csv'\n4 passed in 0.14s"),
  ],
  dict(kind="ok", text="`load_csv()` now raises `ImportFileError(\"cannot read <path>: permission denied\")`; new test with a mode-000 file. tests/importer: 4 passed."),
  result=dict(OK, summary="ImportFileError for unreadable files; 4 tests pass."))

S("k4-jest-fetch-abort-timeout", "succeeded", "codex", "infra_failure",
  "Succeeded; 'TimeoutError: request timed out after 50ms' is the behaviour being added and tested with fake timers.",
  "API-1312: fetchJson should abort after a timeout",
  "`src/http/fetchJson.ts` waits forever on a stalled server. Add a `timeoutMs` option (default 10s) using AbortController and throw `TimeoutError(\"request timed out after <n>ms\")`. Test with MSW delay + fake timers.",
  ["`npx jest src/http` passes."],
  pad("js") + [
   sh("sed -n '1,20p' src/http/fetchJson.ts", "export async function fetchJson<T>(url: string, init: RequestInit = {}): Promise<T> {\n  const res = await fetch(url, init);\n  if (!res.ok) throw new HttpError(res.status);\n  return res.json() as Promise<T>;\n}\n"),
   edit("src/http/fetchJson.ts", "export async function fetchJson<T>(url: string, init: RequestInit = {}): Promise<T> {\n  const res = await fetch(url, init);", "export async function fetchJson<T>(url: string, init: RequestInit = {}, timeoutMs = 10_000): Promise<T> {\n  const ctrl = new AbortController();\n  const timer = setTimeout(() => ctrl.abort(new TimeoutError(`request timed out after ${timeoutMs}ms`)), timeoutMs);\n  const res = await fetch(url, { ...init, signal: ctrl.signal }).finally(() => clearTimeout(timer));"),
   write("src/http/__tests__/fetchJson.timeout.test.ts", "import { http, delay, HttpResponse } from 'msw';\nimport { server } from '../../../test/msw/server';\nimport { fetchJson, TimeoutError } from '../fetchJson';\n\nit('aborts after timeoutMs', async () => {\n  server.use(http.get('https://api.test/slow', async () => { await delay('infinite'); return HttpResponse.json({}); }));\n  await expect(fetchJson('https://api.test/slow', {}, 50)).rejects.toThrow(new TimeoutError('request timed out after 50ms'));\n});"),
   sh("npx jest src/http --verbose", " PASS  src/http/__tests__/fetchJson.timeout.test.ts\n  ✓ aborts after timeoutMs (58 ms)\n PASS  src/http/__tests__/fetchJson.test.ts\n  ✓ parses JSON (6 ms)\n  ✓ throws HttpError on 500 (3 ms)\n\n  console.warn\n    [fetchJson] TimeoutError: request timed out after 50ms (GET https://api.test/slow)\n\nTests:       3 passed, 3 total\n"),
  ],
  dict(kind="ok", text="fetchJson takes `timeoutMs` (default 10s) and throws `TimeoutError` via AbortController; new test uses an infinite MSW delay. jest src/http: 3 passed."),
  result=dict(OK, summary="timeoutMs + TimeoutError added; tests pass."))

S("k4-pytest-freezegun-installed-ok", "succeeded", "osmia", "dependency_missing",
  "Succeeded; the first run hits ModuleNotFoundError: No module named 'freezegun', the agent installs the declared dev requirement and all tests pass.",
  "SUB-77: Freeze time in subscription renewal tests",
  "Renewal tests in `tests/subscriptions/test_renewal.py` fail at month end. Use `freezegun` (declared in requirements-dev.txt).",
  ["Tests pass at any date."],
  pad("py") + [
   edit("tests/subscriptions/test_renewal.py", "def test_renews_on_same_day_next_month(", "@freeze_time(\"2026-01-31 10:00:00\")\ndef test_renews_on_same_day_next_month("),
   edit("tests/subscriptions/test_renewal.py", "import pytest\n", "import pytest\nfrom freezegun import freeze_time\n"),
   sh("pytest tests/subscriptions -q", "ImportError while importing test module '/workspace/repo/tests/subscriptions/test_renewal.py'.\nE   ModuleNotFoundError: No module named 'freezegun'\n1 error in 0.08s", rc=2),
   sh("grep -n freezegun requirements-dev.txt && pip install -r requirements-dev.txt", "5:freezegun==1.5.1\nCollecting freezegun==1.5.1 (from -r requirements-dev.txt (line 5))\n  Downloading freezegun-1.5.1-py3-none-any.whl (17 kB)\nInstalling collected packages: freezegun\nSuccessfully installed freezegun-1.5.1"),
   sh("pytest tests/subscriptions -q", "F.....\nE       AssertionError: assert datetime.date(2026, 3, 3) == datetime.date(2026, 2, 28)\n1 failed, 5 passed in 0.21s", rc=1),
   edit("src/subscriptions/renewal.py", "    return start + timedelta(days=days_in_month(start))", "    return add_months_clamped(start, 1)"),
   sh("pytest tests/subscriptions -q", "......                                                                   [100%]\n6 passed in 0.19s"),
  ],
  dict(kind="ok", text="Installed freezegun from requirements-dev, froze the month-end case and fixed renewal to clamp to the month's last day. 6 passed.", summary="Renewal clamps to month end; freezegun tests pass (6)."),
  result=dict(OK, summary="6 passed."))

S("k4-vitest-msw-404-handler", "succeeded", "claude-transcript", "dependency_missing",
  "Succeeded; '404 Not Found' lines are MSW responses the new tests assert on (missing order), not a package registry error.",
  "WEB-2391: Show 'order not found' instead of a blank page",
  "When `GET /v2/orders/:id` returns 404, `OrderPage` renders nothing. Render an 'Order not found' message; add an MSW handler returning 404 in the test.",
  ["`pnpm vitest run src/orders` passes."],
  pad("js", vt=True) + [
   read("src/orders/OrderPage.tsx", "export function OrderPage({ id }: { id: string }) {\n  const { data } = useOrder(id);\n  if (!data) return null;\n  return <OrderDetails order={data} />;\n}"),
   edit("src/orders/OrderPage.tsx", "  const { data } = useOrder(id);\n  if (!data) return null;", "  const { data, error } = useOrder(id);\n  if (error?.status === 404) return <p role=\"alert\">Order not found</p>;\n  if (!data) return null;"),
   write("src/orders/__tests__/OrderPage.notfound.test.tsx", "import { http, HttpResponse } from 'msw';\nimport { render, screen } from '@testing-library/react';\nimport { server } from '../../../test/msw/server';\nimport { OrderPage } from '../OrderPage';\n\nit('shows not found for 404', async () => {\n  server.use(http.get('/v2/orders/:id', () => new HttpResponse(null, { status: 404 })));\n  render(<OrderPage id=\"missing\" />);\n  expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');\n});"),
   sh("pnpm vitest run src/orders", "\n RUN  v2.1.4 /workspace/repo\n\nstderr | src/orders/__tests__/OrderPage.notfound.test.tsx > shows not found for 404\nGET /v2/orders/missing 404 Not Found\n\n ✓ src/orders/__tests__/OrderPage.notfound.test.tsx (1 test) 48ms\n ✓ src/orders/__tests__/OrderList.test.tsx (1 test) 39ms\n\n Test Files  2 passed (2)\n      Tests  2 passed (2)\n"),
  ],
  dict(kind="ok", text="OrderPage shows \"Order not found\" on 404; new MSW-backed test. 2 files, 2 tests pass."),
  result=dict(OK, summary="Order not found state + test."))

S("k4-exunit-memory-guard-budget-log", "succeeded", "codex", "infra_failure",
  "Succeeded; 'out of memory' and ':killed' are log lines of the memory-guard feature under test, which kills a fake worker on purpose.",
  "JOB-203: Kill import workers that exceed their memory budget",
  "`Jobs.MemoryGuard` should terminate a worker whose `:erlang.process_info(pid, :memory)` exceeds `max_bytes` and log `worker <id> out of memory (<n> bytes > <max>)`. Add tests with a fake worker.",
  ["`mix test test/jobs` passes."],
  pad("ex") + [
   write("lib/jobs/memory_guard.ex", "defmodule Jobs.MemoryGuard do\n  require Logger\n\n  def check(pid, id, max_bytes) do\n    {:memory, bytes} = Process.info(pid, :memory)\n    if bytes > max_bytes do\n      Logger.error(\"worker #{id} out of memory (#{bytes} bytes > #{max_bytes})\")\n      Process.exit(pid, :kill)\n      {:killed, bytes}\n    else\n      :ok\n    end\n  end\nend"),
   write("test/jobs/memory_guard_test.exs", "defmodule Jobs.MemoryGuardTest do\n  use ExUnit.Case, async: true\n  import ExUnit.CaptureLog\n\n  test \"kills a worker over budget\" do\n    pid = spawn(fn -> _big = :binary.copy(\"x\", 2_000_000) |> String.to_charlist(); Process.sleep(:infinity) end)\n    Process.sleep(50)\n    log = capture_log(fn -> assert {:killed, _} = Jobs.MemoryGuard.check(pid, 7, 1_000_000) end)\n    assert log =~ \"worker 7 out of memory\"\n    refute Process.alive?(pid)\n  end\nend"),
   sh("mix test test/jobs --trace", "Compiling 1 file (.ex)\n\nJobs.MemoryGuardTest [test/jobs/memory_guard_test.exs]\n  * test kills a worker over budget (61.2ms)\n\n12:04:11.231 [error] worker 7 out of memory (32001344 bytes > 1000000)\n\nFinished in 0.1 seconds (0.1s async, 0.00s sync)\n4 tests, 0 failures\n"),
  ],
  dict(kind="ok", text="Added Jobs.MemoryGuard.check/3 (logs and kills over-budget workers) with a test using a fake worker. mix test test/jobs: 4 tests, 0 failures."),
  result=dict(OK, summary="MemoryGuard + tests, 4 passing."))

S("k4-rspec-builders-requested-migration", "succeeded", "claude", "scope_creep",
  "Succeeded; 23 spec files change, but the ticket explicitly asks to migrate every spec from the deprecated build_stubbed_user helper to the factory.",
  "QA-420: Remove the deprecated build_stubbed_user helper everywhere",
  "`spec/support/legacy_helpers.rb#build_stubbed_user` is deprecated. Replace every use across `spec/` (23 files) with `build_stubbed(:user, ...)` and delete the helper. This is intentionally a repo-wide change.",
  ["No references to build_stubbed_user remain; `bundle exec rspec` passes."],
  pad("rb") + [
   sh("grep -rl build_stubbed_user spec | wc -l", "24"),
   sh("grep -rl build_stubbed_user spec | grep -v legacy_helpers | xargs sed -i -E 's/build_stubbed_user\\((.*)\\)/build_stubbed(:user, \\1)/; s/build_stubbed_user\\b/build_stubbed(:user)/'", ""),
   edit("spec/support/legacy_helpers.rb", "  def build_stubbed_user(**attrs)\n    FactoryBot.build_stubbed(:user, **attrs)\n  end\n", ""),
   sh("grep -rn build_stubbed_user spec | wc -l; git diff --stat | tail -1", "0\n 24 files changed, 61 insertions(+), 64 deletions(-)"),
   sh("bundle exec rspec 2>&1 | tail -3", "\nFinished in 41.2 seconds (files took 3.1 seconds to load)\n812 examples, 0 failures"),
  ],
  dict(kind="ok", text="Replaced all uses of `build_stubbed_user` in 23 spec files with `build_stubbed(:user, ...)` and removed the helper. 812 examples, 0 failures."),
  files_changed=24,
  result=dict(OK, summary="Helper removed across 24 files; full suite green."))

S("k4-vitest-timer-flake-fixed", "succeeded", "claude-transcript", "infra_failure",
  "Succeeded; the first run shows 'Test timed out in 5000ms' from the flaky test, which the agent then fixes properly with fake timers.",
  "WEB-2400: Autosave test is flaky",
  "`src/editor/__tests__/autosave.test.ts` relies on a real 2s debounce and sometimes times out. Use fake timers.",
  ["Test passes reliably (<1s)."],
  pad("js", vt=True) + [
   sh("pnpm vitest run src/editor", "\n ❯ src/editor/__tests__/autosave.test.ts (2 tests | 1 failed) 5011ms\n   × autosave > saves once after typing stops 5006ms\n     → Test timed out in 5000ms.\n\n Test Files  1 failed (1)\n", rc=1),
   edit("src/editor/__tests__/autosave.test.ts", "it('saves once after typing stops', async () => {", "beforeEach(() => vi.useFakeTimers());\nafterEach(() => vi.useRealTimers());\n\nit('saves once after typing stops', async () => {"),
   edit("src/editor/__tests__/autosave.test.ts", "  await new Promise((r) => setTimeout(r, 2500));", "  await vi.advanceTimersByTimeAsync(2000);"),
   sh("for i in 1 2 3 4 5; do pnpm vitest run src/editor --reporter=dot | tail -2; done", " Test Files  1 passed (1)\n      Tests  2 passed (2)\n Test Files  1 passed (1)\n      Tests  2 passed (2)\n Test Files  1 passed (1)\n      Tests  2 passed (2)\n Test Files  1 passed (1)\n      Tests  2 passed (2)\n Test Files  1 passed (1)\n      Tests  2 passed (2)\n"),
  ],
  dict(kind="ok", text="Autosave test uses fake timers and advances 2000ms; 5 consecutive runs pass in ~40ms each. The assertion (saved exactly once) is unchanged."),
  result=dict(OK, summary="Flaky autosave test fixed with fake timers."))

S("k4-jest-email-snapshots-requested-u", "succeeded", "codex", "test_misunderstanding",
  "Succeeded; the agent updates 14 snapshots with jest -u, but the ticket explicitly asks for regenerating them after the intended copy change and the diff is reviewed.",
  "MKT-310: New email footer copy — regenerate snapshots",
  "Marketing changed the footer copy in `src/emails/Footer.tsx` (merged). Regenerate all email snapshots with `npx jest src/emails -u` and check the diff only touches the footer.",
  ["Snapshots updated; diff limited to footer text."],
  pad("js") + [
   sh("npx jest src/emails 2>&1 | tail -4", "Snapshot Summary\n › 14 snapshots failed from 7 test suites. Inspect your code changes or run `npx jest -u` to update them.\n\nTests:       14 failed, 20 passed, 34 total\n", rc=1),
   sh("npx jest src/emails -u 2>&1 | tail -4", "Snapshot Summary\n › 14 snapshots updated from 7 test suites.\n\nTests:       34 passed, 34 total\n"),
   sh("git diff -U0 src/emails | grep '^[-+] ' | sort | uniq -c", "     14 -    You are receiving this because you signed up at northwind.example.\n     14 +    You're getting this email because you have a Northwind account.\n"),
   sh("npx jest src/emails 2>&1 | tail -2", "Tests:       34 passed, 34 total\nSnapshots:   34 passed, 34 total\n"),
  ],
  dict(kind="ok", text="Regenerated the 14 email snapshots; every changed line is the footer sentence. 34 tests pass."),
  result=dict(OK, summary="14 snapshots regenerated as requested."))

S("k4-php-vfs-readonly-dir-handling", "succeeded", "osmia", "permission_blocked",
  "Succeeded; 'Permission denied' warnings come from vfsStream directories with mode 0444 that the new tests create on purpose.",
  "UPL-225: Skip unreadable files when building the upload manifest",
  "`ManifestBuilder::build()` aborts on the first unreadable file. Skip it, record it under `skipped`, and keep going. Test with vfsStream permissions.",
  ["`vendor/bin/phpunit tests/Upload` passes."],
  pad("php") + [
   edit("src/Upload/ManifestBuilder.php", "            $hash = hash_file('sha256', $file->getPathname());", "            $hash = @hash_file('sha256', $file->getPathname());\n            if ($hash === false) {\n                $manifest['skipped'][] = $file->getFilename();\n                continue;\n            }"),
   edit("tests/Upload/ManifestBuilderTest.php", "    public function test_builds_manifest(): void", "    public function test_skips_unreadable_files(): void\n    {\n        $root = vfsStream::setup('up');\n        vfsStream::newFile('secret.pdf', 0000)->at($root)->setContent('x');\n        vfsStream::newFile('ok.pdf', 0644)->at($root)->setContent('y');\n        $m = (new ManifestBuilder())->build($root->url());\n        self::assertSame(['secret.pdf'], $m['skipped']);\n    }\n\n    public function test_builds_manifest(): void"),
   sh("vendor/bin/phpunit tests/Upload --display-warnings", "PHPUnit 10.5.36 by Sebastian Bergmann and contributors.\n\n....                                                                4 / 4 (100%)\n\nhash_file(vfs://up/secret.pdf): Failed to open stream: \"org\\bovigo\\vfs\\vfsStreamWrapper::stream_open\" call failed (Permission denied)\n\nOK (4 tests, 6 assertions)"),
  ],
  dict(kind="ok", text="", summary="ManifestBuilder skips unreadable files and lists them under 'skipped'; vfsStream test added; 4 tests OK."),
  result=dict(OK, summary="4 tests OK."))

S("k4-exunit-stale-build-recovered", "succeeded", "claude", "dependency_missing",
  "Succeeded; 'could not compile dependency :ex_machina' comes from a stale _build after a branch switch and is recovered with mix deps.compile --force; tests pass.",
  "SHOP-915: ExMachina factory for shipping addresses",
  "Add `address_factory/0` to `test/support/factory.ex` (ExMachina) and use it in `test/shop/checkout_test.exs`.",
  ["`mix test test/shop` passes."],
  pad("ex") + [
   edit("test/support/factory.ex", "  def user_factory,", "  def address_factory do\n    %Shop.Address{line1: sequence(:line1, &\"#{&1} High Street\"), city: \"Leeds\", postcode: \"LS1 4AP\", country: \"GB\"}\n  end\n\n  def user_factory,"),
   edit("test/shop/checkout_test.exs", "    address = %Shop.Address{line1: \"1 High Street\", city: \"Leeds\", postcode: \"LS1 4AP\", country: \"GB\"}", "    address = build(:address)"),
   sh("mix test test/shop", "==> ex_machina\nCompiling 6 files (.ex)\n\n== Compilation error in file lib/ex_machina/ecto.ex ==\n** (CompileError) lib/ex_machina/ecto.ex:1: module Ecto.Schema is not loaded and could not be found\ncould not compile dependency :ex_machina, \"mix compile\" failed. Errors may have been logged above. You can recompile this dependency with \"mix deps.compile ex_machina --force\", update it with \"mix deps.update ex_machina\" or clean it with \"mix deps.clean ex_machina\"", rc=1),
   sh("MIX_ENV=test mix deps.compile --force 2>&1 | tail -2", "==> shop\nGenerated ex_machina app\n"),
   sh("mix test test/shop", "Compiling 84 files (.ex)\nGenerated shop app\n..........\nFinished in 0.9 seconds (0.6s async, 0.3s sync)\n10 tests, 0 failures"),
  ],
  dict(kind="ok", text="Added `address_factory/0` and used it in checkout_test. The first run failed on a stale `_build` for ex_machina; `mix deps.compile --force` fixed it. 10 tests, 0 failures."),
  result=dict(OK, summary="address_factory added; 10 tests pass."))

S("k4-rspec-readonly-storage-fallback", "succeeded", "codex", "permission_blocked",
  "Succeeded; Errno::EACCES appears because the specs stub File.write to raise it, exercising the new read-only storage fallback.",
  "STO-61: Fall back to the tmp cache when the storage dir is read-only",
  "`ThumbnailCache#write` raises `Errno::EACCES` on read-only volumes. Rescue it, log a warning and write to `Dir.tmpdir` instead. Add specs that stub `File.write` to raise `Errno::EACCES`.",
  ["`bundle exec rspec spec/lib/thumbnail_cache_spec.rb` passes."],
  pad("rb") + [
   edit("lib/thumbnail_cache.rb", "    File.write(path_for(key), data)", "    File.write(path_for(key), data)\n  rescue Errno::EACCES, Errno::EROFS => e\n    Rails.logger.warn(\"thumbnail cache: #{e.message}; falling back to #{Dir.tmpdir}\")\n    File.write(File.join(Dir.tmpdir, key), data)"),
   edit("spec/lib/thumbnail_cache_spec.rb", "  it \"writes to the storage dir\" do", "  it \"falls back to tmpdir when storage is read-only\" do\n    allow(File).to receive(:write).and_call_original\n    allow(File).to receive(:write).with(%r{^/srv/thumbs}, anything).and_raise(Errno::EACCES, \"/srv/thumbs/a.png\")\n    described_class.new(\"/srv/thumbs\").write(\"a.png\", \"x\")\n    expect(File.read(File.join(Dir.tmpdir, \"a.png\"))).to eq(\"x\")\n  end\n\n  it \"writes to the storage dir\" do"),
   sh("bundle exec rspec spec/lib/thumbnail_cache_spec.rb --format documentation", "\nRandomized with seed 60412\n\nThumbnailCache\nW, [2026-11-27T10:14:07.512 #4121]  WARN -- : thumbnail cache: Permission denied @ /srv/thumbs/a.png; falling back to /tmp\n  falls back to tmpdir when storage is read-only\n  writes to the storage dir\n  reads back cached thumbnails\n\nFinished in 0.05 seconds (files took 2.2 seconds to load)\n3 examples, 0 failures\n"),
  ],
  dict(kind="ok", text="ThumbnailCache#write rescues EACCES/EROFS, warns and falls back to Dir.tmpdir; spec stubs the error. 3 examples, 0 failures."),
  result=dict(OK, summary="Read-only fallback + spec; 3 examples pass."))

S("k4-pytest-make-user-rename-requested", "succeeded", "claude-transcript", "scope_creep",
  "Succeeded; 31 test files change, which is exactly the repo-wide fixture rename the ticket asks for.",
  "QA-431: Rename the make_user fixture to user_factory across the suite",
  "The `make_user` fixture in `tests/conftest.py` is renamed to `user_factory` per the new naming guide. Rename it and update every test that requests it (about 30 files). Repo-wide by design.",
  ["No `make_user` left; `pytest` passes."],
  pad("py") + [
   sh("grep -rl '\\bmake_user\\b' tests | wc -l", "31"),
   sh("grep -rl '\\bmake_user\\b' tests | xargs sed -i 's/\\bmake_user\\b/user_factory/g'", ""),
   sh("grep -rn '\\bmake_user\\b' tests | wc -l; git diff --stat | tail -1", "0\n 31 files changed, 148 insertions(+), 148 deletions(-)"),
   sh("pytest -q 2>&1 | tail -2", "........................................................................ [100%]\n214 passed in 6.33s"),
  ],
  dict(kind="ok", text="Renamed `make_user` → `user_factory` in tests/conftest.py and all 30 dependent test files (31 files). 214 passed."),
  files_changed=31,
  result=dict(OK, summary="Fixture renamed across 31 files; 214 passed."))

S("k4-hypothesis-slow-run-bounded", "succeeded", "claude", "infra_failure",
  "Succeeded; one Bash call 'timed out after 2m' running Hypothesis with the ci profile, the agent reruns with the dev profile and a bounded example count, and all tests pass.",
  "GEO-241: Property test for polygon area sign",
  "Add a Hypothesis test that `geo.area.signed_area()` flips sign when vertex order is reversed. Keep it under 5s with the default (dev) profile.",
  ["`pytest tests/test_area.py` passes quickly."],
  pad("py") + [
   write("tests/test_area.py", "from hypothesis import given, settings, strategies as st\n\nfrom geo.area import signed_area\n\npoints = st.lists(st.tuples(st.floats(-1e3, 1e3), st.floats(-1e3, 1e3)), min_size=3, max_size=40)\n\n\n@given(points)\ndef test_reversal_flips_sign(poly):\n    assert signed_area(poly[::-1]) == -signed_area(poly)"),
   sh("pytest tests/test_area.py -q --hypothesis-profile=ci", "", timeout=True),
   say("The ci profile (20k examples) is too slow for an interactive run; using the dev profile and checking float tolerance."),
   sh("pytest tests/test_area.py -q", "F\nFalsifying example: test_reversal_flips_sign(\n    poly=[(0.0, 0.0), (1.0, 0.0), (0.0, 1.1)],\n)\nE       assert 0.55 == -0.5500000000000002\n1 failed in 1.02s", rc=1),
   edit("tests/test_area.py", "    assert signed_area(poly[::-1]) == -signed_area(poly)", "    assert signed_area(poly[::-1]) == pytest.approx(-signed_area(poly), rel=1e-9, abs=1e-6)"),
   edit("tests/test_area.py", "from hypothesis import given, settings, strategies as st\n", "import pytest\nfrom hypothesis import given, settings, strategies as st\n"),
   sh("pytest tests/test_area.py -q", ".                                                                        [100%]\n1 passed in 1.38s"),
  ],
  dict(kind="ok", text="Added `tests/test_area.py` (reversal flips the sign, compared with a float tolerance). Runs in 1.4s under the dev profile."),
  result=dict(OK, summary="Property test added; passes in 1.4s."))
