from engine import *
from scen import S, pad

def toggle(path, a, b, cmd, out, rc, n, lead=None):
    """Agent flips path between a and b n times, rerunning cmd with the same output each time."""
    steps = []
    cur = a
    for i in range(n):
        nxt = b if cur == a else a
        if lead and i % 2 == 0:
            steps.append(say(lead[(i // 2) % len(lead)]))
        steps.append(edit(path, cur, nxt, ev=True))
        steps.append(sh(cmd, out, rc=rc, ev=(i >= 1)))
        cur = nxt
    return steps

JEST_DATE = " FAIL  src/orders/__tests__/OrderCard.test.tsx\n  ● OrderCard › shows the order date\n\n    - Snapshot  - 1\n    + Received  + 1\n\n    -   Placed 03/11/2026\n    +   Placed 3 Nov 2026\n\n › 1 snapshot failed.\nTests:       1 failed, 7 passed, 8 total\n"
S("k4-jest-ordercard-date-flip", "model_confusion", "claude", "",
  "The agent alternates OrderCard's date formatting between toLocaleDateString('en-GB') and Intl.DateTimeFormat with identical jest snapshot failures each round; the watchdog kills the loop.",
  "ORD-790: Order card shows US date format to UK users",
  "`src/orders/OrderCard.tsx` should render the placed date as `3 Nov 2026` (as in the committed snapshot). Fix the formatting.",
  ["`npx jest src/orders` passes against the committed snapshot."],
  pad("js") + [read("src/orders/OrderCard.tsx", "export function OrderCard({ order }: Props) {\n  const placed = new Date(order.placedAt).toLocaleDateString('en-GB');\n  return <div className=\"card\">Placed {placed}</div>;\n}")]
  + toggle("src/orders/OrderCard.tsx", "new Date(order.placedAt).toLocaleDateString('en-GB')",
           "new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(order.placedAt))",
           "npx jest src/orders", JEST_DATE, 1, 6,
           lead=["Switching to Intl.DateTimeFormat for explicit control.", "Going back to toLocaleDateString; the Intl version renders the same.", "Trying Intl again with the en-GB locale."]),
  dict(kind="killed"),
  watchdog={"reason_code": "loop", "message": "Edit on src/orders/OrderCard.tsx alternated between the same two versions 6 times with identical jest output; terminating.", "tool_name": "Edit", "call_count": 6})

HYP_OUT = "F                                                                        [100%]\nFalsifying example: test_split_evenly(\n    total=1, parts=3,\n)\nE       AssertionError: assert [0, 0, 1] == [1, 0, 0]\n1 failed in 0.77s"
S("k4-hypothesis-split-evenly-flipflop", "model_confusion", "codex", "",
  "Four identical rounds: the agent swaps where the remainder cent goes (first vs last part) in split_evenly and gets the same falsifying example each time, never reading the expected order.",
  "FIN-433: split_evenly puts the leftover cent on the wrong part",
  "`finance.split.split_evenly(total, parts)` must give leftover cents to the earliest parts (`[1, 0, 0]` for 1 cent / 3). Property test in `tests/test_split.py`.",
  ["`pytest tests/test_split.py` passes."],
  pad("py") + [read("src/finance/split.py", "def split_evenly(total: int, parts: int) -> list[int]:\n    base, rem = divmod(total, parts)\n    out = [base] * parts\n    for i in range(rem):\n        out[-1 - i] += 1\n    return out")]
  + toggle("src/finance/split.py", "        out[-1 - i] += 1", "        out[parts - 1 - i] += 1", "pytest tests/test_split.py -q", HYP_OUT, 1, 6),
  dict(kind="fail", text="split_evenly still fails the property test; the remainder placement needs another look."),
  result={"success": False, "summary": "Same edit/test round repeated 6 times with identical falsifying example.", "exit_code": 1})

RSPEC_OUT = "\nRandomized with seed 5150\n.F..\n\n  1) Checkout with a gift card applies the balance\n     Failure/Error: expect(order.total_cents).to eq(20_00)\n\n       expected: 2000\n            got: 5000\n\n4 examples, 1 failure"
S("k4-rspec-let-before-thrash", "model_confusion", "osmia", "",
  "The agent thrashes between let! and before blocks for the gift card setup, rerunning the same spec with the identical 'expected 2000 got 5000' failure; the watchdog reports thrashing.",
  "CHK-612: Gift card balance not applied in checkout spec",
  "`spec/features/checkout_gift_card_spec.rb` fails: the gift card is created for a different account than the order. Fix the spec setup so the card belongs to `order.account`.",
  ["Spec passes."],
  pad("rb") + [read("spec/features/checkout_gift_card_spec.rb", "  let(:order) { create(:order, total_cents: 50_00) }\n  let!(:card) { create(:gift_card, balance_cents: 30_00) }\n\n  it \"applies the balance\" do\n    Checkout.new(order).apply_gift_cards\n    expect(order.total_cents).to eq(20_00)\n  end")]
  + toggle("spec/features/checkout_gift_card_spec.rb", "  let!(:card) { create(:gift_card, balance_cents: 30_00) }", "  before { create(:gift_card, balance_cents: 30_00) }",
           "bundle exec rspec spec/features/checkout_gift_card_spec.rb", RSPEC_OUT, 1, 7),
  dict(kind="killed"),
  watchdog={"reason_code": "thrashing", "message": "7 edits to spec/features/checkout_gift_card_spec.rb toggling between 2 variants; test output unchanged across 7 runs.", "tool_name": "Edit", "call_count": 7})

EX_OUT = "\n  1) test cache is isolated per test (Catalog.PriceCacheTest)\n     Assertion with == failed\n     left:  %{\"SKU-1\" => 1200, \"SKU-2\" => 900}\n     right: %{\"SKU-1\" => 1200}\n\nFinished in 0.08 seconds (0.08s async, 0.00s sync)\n6 tests, 1 failure\n"
S("k4-exunit-price-cache-async-toggle", "model_confusion", "claude-transcript", "",
  "The agent flips `async: true` / `async: false` on the ExUnit case back and forth six times with the same assertion failure each run; the watchdog stops the loop.",
  "CAT-1261: PriceCache test leaks entries between tests",
  "`test/catalog/price_cache_test.exs` shares a named ETS table across tests. Start a per-test cache with `start_supervised!/1` and a unique name.",
  ["`mix test test/catalog/price_cache_test.exs` passes."],
  pad("ex") + [read("test/catalog/price_cache_test.exs", "defmodule Catalog.PriceCacheTest do\n  use ExUnit.Case, async: true\n\n  setup do\n    Catalog.PriceCache.put(\"SKU-1\", 1200)\n    :ok\n  end")]
  + toggle("test/catalog/price_cache_test.exs", "  use ExUnit.Case, async: true", "  use ExUnit.Case, async: false", "mix test test/catalog/price_cache_test.exs", EX_OUT, 2, 6),
  dict(kind="killed"),
  watchdog={"reason_code": "loop", "message": "Edit on test/catalog/price_cache_test.exs alternated between async: true and async: false 6 times with identical test output.", "tool_name": "Edit", "call_count": 6})

PHP_OUT = "PHPUnit 11.4.3 by Sebastian Bergmann and contributors.\n\nThere was 1 PHPUnit error:\n\n1) Tests\\Tax\\VatRateTest::test_rates\nThe data provider specified for Tests\\Tax\\VatRateTest::test_rates is invalid\nData Provider method Tests\\Tax\\VatRateTest::rates() is not static\n\nNo tests executed!\n"
S("k4-phpunit-vat-provider-static-loop", "model_confusion", "codex", "",
  "The agent adds and removes `static` on the data provider (and the attribute vs annotation) in a loop with the same PHPUnit error each time; watchdog loop.",
  "TAX-77: VAT rate tests don't run under PHPUnit 11",
  "`tests/Tax/VatRateTest.php` uses a non-static data provider, which PHPUnit 11 rejects. Make the provider static and use the `#[DataProvider]` attribute.",
  ["`vendor/bin/phpunit tests/Tax` runs and passes."],
  pad("php") + [read("tests/Tax/VatRateTest.php", "    /** @dataProvider rates */\n    public function test_rates(string $country, string $rate): void\n    {\n        self::assertSame($rate, VatRate::for($country));\n    }\n\n    public function rates(): array\n    {\n        return [['DE', '0.19'], ['FR', '0.20']];\n    }")]
  + toggle("tests/Tax/VatRateTest.php", "    public function rates(): array", "    public static function rates(): array", "vendor/bin/phpunit tests/Tax", PHP_OUT, 2, 6),
  dict(kind="killed"),
  watchdog={"reason_code": "loop", "message": "file_change on tests/Tax/VatRateTest.php reverted and re-applied 6 times; identical phpunit output.", "tool_name": "file_change", "call_count": 6})

PY_OUT = "..E\n==================================== ERRORS ====================================\n_________________ ERROR at setup of test_second_import_is_noop _________________\nE   sqlalchemy.exc.IntegrityError: (sqlite3.IntegrityError) UNIQUE constraint failed: products.sku\n1 error, 2 passed in 0.41s"
S("k4-pytest-db-fixture-lifetime-max-turns", "model_confusion", "claude", "",
  "The agent keeps switching the db fixture between scope='module' and scope='function' with the identical IntegrityError and finally hits error_max_turns.",
  "IMP-215: Product import tests collide on SKU",
  "`tests/imports/test_products.py::test_second_import_is_noop` errors with a UNIQUE constraint. The `db` fixture in `tests/imports/conftest.py` must roll back a transaction per test.",
  ["`pytest tests/imports` passes."],
  pad("py") + [read("tests/imports/conftest.py", "@pytest.fixture(scope=\"module\")\ndef db(engine):\n    conn = engine.connect()\n    yield Session(bind=conn)\n    conn.close()")]
  + toggle("tests/imports/conftest.py", "@pytest.fixture(scope=\"module\")", "@pytest.fixture(scope=\"function\")", "pytest tests/imports -q", PY_OUT, 1, 8,
           lead=["Function scope should isolate each test.", "Module scope again, the function-scoped version produces the same error."]),
  dict(kind="max_turns", ev=True),
  result={"success": False, "summary": "error_max_turns after 8 alternating fixture-scope edits.", "exit_code": 1})

VT_OUT = "\n ❯ src/notify/__tests__/toast.test.ts (3 tests | 1 failed) 5009ms\n   × toast > auto-dismisses after 4s 5004ms\n     → Test timed out in 5000ms.\n\n Test Files  1 failed (1)\n      Tests  1 failed | 2 passed (3)\n"
S("k4-vitest-toast-fake-timers-loop", "model_confusion", "claude-transcript", "infra_failure",
  "'Test timed out in 5000ms' repeats identically while the agent alternates between vi.runAllTimers() and vi.advanceTimersByTime(4000); the watchdog kills the loop. The timeout is test output, not a harness timeout.",
  "WEB-2372: Toast auto-dismiss test hangs",
  "`src/notify/__tests__/toast.test.ts` awaits a real 4s timeout. Use fake timers so it runs instantly (`vi.useFakeTimers()` must be set before the toast is created).",
  ["`pnpm vitest run src/notify` passes in <1s."],
  pad("js", vt=True) + [read("src/notify/__tests__/toast.test.ts", "it('auto-dismisses after 4s', async () => {\n  const t = showToast('Saved');\n  vi.useFakeTimers();\n  vi.runAllTimers();\n  await expect(t.closed).resolves.toBe(true);\n});")]
  + toggle("src/notify/__tests__/toast.test.ts", "  vi.runAllTimers();", "  vi.advanceTimersByTime(4000);", "pnpm vitest run src/notify", VT_OUT, 1, 6),
  dict(kind="killed"),
  watchdog={"reason_code": "loop", "message": "Edit toggled vi.runAllTimers()/vi.advanceTimersByTime(4000) in toast.test.ts 6 times with identical vitest output.", "tool_name": "Edit", "call_count": 6})

RB_LOAD = "\nAn error occurred while loading ./spec/models/order_spec.rb.\nFailure/Error: require \"support/factory_helpers\"\n\nLoadError:\n  cannot load such file -- support/factory_helpers\n# ./spec/models/order_spec.rb:2:in `<top (required)>'\nNo examples found.\n\nFinished in 0.00003 seconds (files took 1.9 seconds to load)\n0 examples, 0 failures, 1 error occurred outside of examples"
S("k4-rspec-helper-require-loop", "model_confusion", "claude", "dependency_missing",
  "The LoadError is for a helper file the agent itself keeps moving: it alternates between require and require_relative paths with the same LoadError each time and the watchdog stops it. Nothing external is missing.",
  "ORD-801: Share the order factory helpers between model and request specs",
  "Move `build_order_with_lines` from `spec/models/order_spec.rb` into `spec/support/factory_helpers.rb` (a module included via `config.include`) and use it in both specs.",
  ["`bundle exec rspec spec/models/order_spec.rb spec/requests/orders_spec.rb` passes."],
  pad("rb") + [write("spec/support/factories/factory_helpers.rb", "module FactoryHelpers\n  def build_order_with_lines(n = 2)\n    create(:order).tap { |o| create_list(:order_line, n, order: o) }\n  end\nend")]
  + toggle("spec/models/order_spec.rb", "require \"support/factory_helpers\"", "require_relative \"../support/factory_helpers\"", "bundle exec rspec spec/models/order_spec.rb", RB_LOAD, 1, 6),
  dict(kind="killed"),
  watchdog={"reason_code": "loop", "message": "Edit on spec/models/order_spec.rb alternated between two require lines 6 times; identical LoadError output.", "tool_name": "Edit", "call_count": 6})
