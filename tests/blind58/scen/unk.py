from engine import *
from scen import S, pad

EMPTY = {"success": False, "summary": "", "exit_code": 1}

S("k4-jest-invoice-builder-defaults", "unknown", "codex", "",
  "The builder change is made and the suite passes; the run is Failed with an empty summary and exit 1, and nothing in the stream explains why.",
  "INV-2231: Invoice test builder should default to EUR",
  "`test/builders/invoice.ts` `anInvoice()` defaults to `currency: 'USD'`; change the default to `EUR` and fix the two tests that relied on USD.",
  ["`npx jest` passes."],
  pad("js") + [
   sh("sed -n '1,20p' test/builders/invoice.ts", "export function anInvoice(o: Partial<Invoice> = {}): Invoice {\n  return { id: 'inv_1', currency: 'USD', lines: [], issuedAt: '2026-01-01', ...o };\n}\n"),
   edit("test/builders/invoice.ts", "currency: 'USD'", "currency: 'EUR'"),
   sh("npx jest 2>&1 | tail -5", "Tests:       2 failed, 188 passed, 190 total\n", rc=1),
   edit("src/invoices/__tests__/totals.test.ts", "anInvoice({ lines })", "anInvoice({ lines, currency: 'USD' })"),
   edit("src/invoices/__tests__/pdf.test.ts", "anInvoice()", "anInvoice({ currency: 'USD' })"),
   sh("npx jest 2>&1 | tail -4", "Test Suites: 31 passed, 31 total\nTests:       190 passed, 190 total\nSnapshots:   22 passed, 22 total\nTime:        14.2 s\n"),
   sh("npx tsc --noEmit && npx eslint test src --max-warnings 0", ""),
  ],
  dict(kind="ok", text="`anInvoice()` now defaults to EUR; the two tests that assume USD pass it explicitly. jest: 190 passed; tsc and eslint clean."),
  result=EMPTY)

S("k4-pytest-order-builder-discount", "unknown", "claude", "",
  "The stream ends with a clean result line (is_error false) after all tests pass; taskrun says Failed and result.json has an empty summary, with no visible cause.",
  "SHOP-910: OrderBuilder.with_discount()",
  "Add `with_discount(percent)` to `tests/builders.py::OrderBuilder` and use it in `tests/test_discounts.py` instead of mutating `order.discount` by hand.",
  ["`pytest tests/test_discounts.py` passes."],
  pad("py") + [
   read("tests/builders.py", "class OrderBuilder:\n    def __init__(self):\n        self._lines = []\n        self._discount = 0\n\n    def with_line(self, sku, qty=1, price=1000):\n        self._lines.append((sku, qty, price))\n        return self\n\n    def build(self):\n        return Order(lines=[Line(*l) for l in self._lines], discount=self._discount)"),
   edit("tests/builders.py", "    def build(self):", "    def with_discount(self, percent):\n        self._discount = percent\n        return self\n\n    def build(self):"),
   edit("tests/test_discounts.py", "    order = OrderBuilder().with_line(\"A\").build()\n    order.discount = 10", "    order = OrderBuilder().with_line(\"A\").with_discount(10).build()"),
   sh("pytest tests/test_discounts.py -q", "......                                                                   [100%]\n6 passed in 0.22s"),
   sh("pytest -q 2>&1 | tail -1", "214 passed in 6.01s"),
  ],
  dict(kind="ok", text="Added `OrderBuilder.with_discount()` and used it in test_discounts.py. 214 tests pass."),
  result=EMPTY)

S("k4-rspec-vcr-filter-token", "unknown", "osmia", "",
  "VCR now filters the token, cassettes are re-scrubbed and the suite passes; result success is false with an empty summary and no error anywhere.",
  "SEC-230: API token leaks into VCR cassettes",
  "Add `filter_sensitive_data('<GEO_TOKEN>') { ENV['GEO_TOKEN'] }` to `spec/support/vcr.rb` and scrub the token from existing cassettes in `spec/cassettes/geo/`.",
  ["No token in cassettes; specs pass."],
  pad("rb") + [
   edit("spec/support/vcr.rb", "  c.hook_into :webmock", "  c.hook_into :webmock\n  c.filter_sensitive_data(\"<GEO_TOKEN>\") { ENV.fetch(\"GEO_TOKEN\", \"test-token\") }"),
   sh("grep -rl 'tok_live_' spec/cassettes | wc -l", "4"),
   sh("sed -i 's/tok_live_[A-Za-z0-9]*/<GEO_TOKEN>/g' spec/cassettes/geo/*.yml && grep -rc 'tok_live_' spec/cassettes | grep -v ':0' | wc -l", "0"),
   sh("bundle exec rspec spec/services", "\nRandomized with seed 9021\n..............\n\nFinished in 1.02 seconds (files took 2.3 seconds to load)\n14 examples, 0 failures"),
  ],
  dict(kind="ok", text="VCR filters the token and the 4 geo cassettes are scrubbed; spec/services passes.", summary=""),
  result=EMPTY)

S("k4-exunit-mox-verify-on-exit", "unknown", "claude-transcript", "",
  "verify_on_exit! is added and the tests pass; the transcript simply ends after the summary message while the run is recorded as Failed with no reason.",
  "PAY-1588: Mox expectations are never verified",
  "`test/payments/refund_test.exs` sets `Mox.expect` but never verifies. Add `setup :verify_on_exit!` and fix any expectation that turns out to be wrong.",
  ["`mix test test/payments` passes with verification on."],
  pad("ex") + [
   edit("test/payments/refund_test.exs", "  import Mox\n", "  import Mox\n\n  setup :verify_on_exit!\n"),
   sh("mix test test/payments", "\n  1) test partial refund calls PSP once (Payments.RefundTest)\n     ** (Mox.VerificationError) error while verifying mocks for #PID<0.412.0>:\n\n       * expected Payments.MockPSP.refund/2 to be invoked 2 times but it was invoked once\n\n5 tests, 1 failure", rc=2),
   edit("test/payments/refund_test.exs", "    expect(Payments.MockPSP, :refund, 2, fn _, _ -> {:ok, %{}} end)", "    expect(Payments.MockPSP, :refund, fn _, _ -> {:ok, %{}} end)"),
   sh("mix test test/payments", ".....\nFinished in 0.1 seconds (0.1s async, 0.00s sync)\n5 tests, 0 failures"),
  ],
  dict(kind="ok", text="Added `setup :verify_on_exit!`. One expectation claimed 2 PSP calls for a single partial refund; the code calls it once (as the test name says), so I corrected the count. 5 tests pass."),
  result=EMPTY)

S("k4-php-upload-denied-message", "unknown", "codex", "permission_blocked",
  "'Permission denied' is the message the feature itself produces (tests assert on it) and the tests pass; the run ends Failed with no explanation.",
  "UPL-219: Clear error when the upload directory is not writable",
  "`LocalStore::put()` throws a generic `RuntimeException`. Throw `UploadDirNotWritable` with message `Permission denied: <dir>` when the target dir is not writable; add a vfsStream test.",
  ["`vendor/bin/phpunit tests/Upload` passes."],
  pad("php") + [
   edit("src/Upload/LocalStore.php", "            throw new \\RuntimeException('cannot write');", "            throw new UploadDirNotWritable(sprintf('Permission denied: %s', $this->dir));"),
   write("src/Upload/UploadDirNotWritable.php", "<?php\n\nnamespace App\\Upload;\n\nfinal class UploadDirNotWritable extends \\RuntimeException\n{\n}"),
   edit("tests/Upload/LocalStoreTest.php", "    public function test_stores_file(): void", "    public function test_unwritable_dir_is_reported(): void\n    {\n        $root = vfsStream::setup('up', 0555);\n        $this->expectException(UploadDirNotWritable::class);\n        $this->expectExceptionMessage('Permission denied: vfs://up');\n        (new LocalStore($root->url()))->put('a.txt', 'x');\n    }\n\n    public function test_stores_file(): void"),
   sh("vendor/bin/phpunit tests/Upload --testdox", "PHPUnit 10.5.36 by Sebastian Bergmann and contributors.\n\nLocal Store (Tests\\Upload\\LocalStore)\n ✔ Unwritable dir is reported\n ✔ Stores file\n ✔ Rejects path traversal\n\nOK (3 tests, 5 assertions)\n"),
  ],
  dict(kind="ok", text="`LocalStore::put()` now throws `UploadDirNotWritable` (\"Permission denied: <dir>\"); new vfsStream test covers it. tests/Upload: OK (3 tests)."),
  result=EMPTY)

S("k4-pytest-freezegun-recovered-report", "unknown", "claude", "dependency_missing",
  "A ModuleNotFoundError for freezegun is fixed by installing it from requirements-dev.txt and the tests pass; the run is still Failed with an empty result and no further cause.",
  "RPT-551: Freeze time in the weekly report tests",
  "`tests/reports/test_weekly.py` depends on today's date. Use `freezegun.freeze_time` (already in requirements-dev.txt).",
  ["Tests deterministic and passing."],
  pad("py") + [
   edit("tests/reports/test_weekly.py", "def test_week_boundaries():", "@freeze_time(\"2026-03-04\")\ndef test_week_boundaries():"),
   edit("tests/reports/test_weekly.py", "import pytest\n", "import pytest\nfrom freezegun import freeze_time\n"),
   sh("pytest tests/reports/test_weekly.py -q", "E   ModuleNotFoundError: No module named 'freezegun'\n1 error in 0.06s", rc=2),
   sh("pip install -r requirements-dev.txt 2>&1 | tail -1", "Successfully installed freezegun-1.5.1 python-dateutil-2.9.0.post0"),
   sh("pytest tests/reports/test_weekly.py -q", "....                                                                     [100%]\n4 passed in 0.19s"),
  ],
  dict(kind="ok", text="Week-boundary tests are frozen at 2026-03-04 with freezegun (installed from requirements-dev.txt); 4 pass."),
  result=EMPTY)

S("k4-elixir-webhook-timeout-config", "unknown", "osmia", "infra_failure",
  "The feature is about webhook timeouts, so the tests print 'timeout' and ':timeout' results; they pass and the run is Failed with an empty summary.",
  "HOOK-144: Configurable webhook receive timeout",
  "`Hooks.Dispatcher` hard-codes a 5_000ms receive timeout. Read it from `config :hooks, :receive_timeout` and return `{:error, :timeout}` when exceeded; add tests with a slow fake endpoint.",
  ["`mix test test/hooks` passes."],
  pad("ex") + [
   edit("lib/hooks/dispatcher.ex", "    after 5_000 -> {:error, :timeout}", "    after Application.get_env(:hooks, :receive_timeout, 5_000) -> {:error, :timeout}"),
   edit("config/test.exs", "config :hooks, endpoint: Hooks.FakeEndpoint", "config :hooks, endpoint: Hooks.FakeEndpoint, receive_timeout: 50"),
   write("test/hooks/dispatcher_timeout_test.exs", "defmodule Hooks.DispatcherTimeoutTest do\n  use ExUnit.Case, async: false\n\n  test \"returns {:error, :timeout} when the endpoint is slower than receive_timeout\" do\n    Hooks.FakeEndpoint.set_delay(200)\n    assert {:error, :timeout} = Hooks.Dispatcher.deliver(%{id: 1})\n  end\nend"),
   sh("mix test test/hooks --trace", "Hooks.DispatcherTimeoutTest [test/hooks/dispatcher_timeout_test.exs]\n  * test returns {:error, :timeout} when the endpoint is slower than receive_timeout (61.4ms)\n\n[warning] webhook 1 timed out after 50ms\n\nFinished in 0.3 seconds (0.2s async, 0.1s sync)\n7 tests, 0 failures"),
  ],
  dict(kind="ok", text="Receive timeout is configurable (50ms in test); timeout test passes along with the existing 6.", summary=""),
  result=EMPTY)

S("k4-vitest-cart-builder-rename", "unknown", "claude-transcript", "",
  "The builder is renamed, types check and vitest passes; the transcript ends normally and nothing explains the Failed state.",
  "WEB-2380: Rename aCartItem builder to aLineItem",
  "Rename the test builder `aCartItem` to `aLineItem` in `test/builders/cart.ts` and its 6 call sites under `src/cart/__tests__/`.",
  ["`pnpm vitest run src/cart` and `pnpm tsc --noEmit` pass."],
  pad("js", vt=True) + [
   grep("aCartItem", "test/builders/cart.ts:3:export function aCartItem(o: Partial<LineItem> = {}): LineItem {\nsrc/cart/__tests__/totals.test.ts:2:import { aCartItem } from '../../../test/builders/cart';\nsrc/cart/__tests__/discounts.test.ts:2:import { aCartItem } from '../../../test/builders/cart';", path="."),
   sh("rg -l aCartItem src test | xargs sed -i 's/aCartItem/aLineItem/g' && rg -c aLineItem src test", "test/builders/cart.ts:1\nsrc/cart/__tests__/totals.test.ts:4\nsrc/cart/__tests__/discounts.test.ts:3\n"),
   sh("pnpm tsc --noEmit && pnpm vitest run src/cart", "\n RUN  v2.1.4 /workspace/repo\n\n ✓ src/cart/__tests__/totals.test.ts (5 tests) 12ms\n ✓ src/cart/__tests__/discounts.test.ts (4 tests) 9ms\n\n Test Files  2 passed (2)\n      Tests  9 passed (9)\n"),
  ],
  dict(kind="ok", text="Renamed `aCartItem` → `aLineItem` in the builder and its call sites; tsc clean, 9 cart tests pass."),
  result=EMPTY)
