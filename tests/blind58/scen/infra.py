from engine import *
from scen import S, PY_LS, JS_LS, VT_LS, RB_LS, EX_LS, PHP_LS

RENDER_PY = '''from decimal import Decimal

from invoices.templates import env


def render_text(invoice) -> str:
    tpl = env.get_template("invoice.txt.j2")
    lines = [(l.description, l.quantity, l.unit_price) for l in invoice.lines]
    return tpl.render(invoice=invoice, lines=lines, total=invoice.total())'''

TEST_RENDER = '''import pytest

from invoices.render import render_text


def test_single_line_invoice(invoice_factory, snapshot):
    assert render_text(invoice_factory(lines=1)) == snapshot


def test_vat_breakdown(invoice_factory, snapshot):
    inv = invoice_factory(lines=3, vat_rate="0.20")
    assert render_text(inv) == snapshot


@pytest.mark.usefixtures("all_invoices_2025")
def test_every_2025_invoice_renders(all_invoices, snapshot):
    assert [render_text(i) for i in all_invoices] == snapshot'''

S("k4-syrupy-invoice-text-snapshot", "infra_failure", "claude", "",
  "pytest with --snapshot-update is killed with exit 137 and the cgroup's memory.events shows oom_kill; the engine itself is then killed without a result line (result.json exit_code 137).",
  "INV-2210: Invoice text snapshot is missing the VAT breakdown line",
  "The plain-text invoice (`src/invoices/render.py` + `templates/invoice.txt.j2`) should print a `VAT 20%: £x.xx` line above the total. The syrupy snapshots in `tests/invoices/__snapshots__/` must be regenerated after the template change (that is expected for this ticket).",
  ["`render_text()` prints the VAT line for invoices with a VAT rate.", "`pytest tests/invoices` passes with updated snapshots."],
  [sh("ls", PY_LS),
   read("src/invoices/render.py", RENDER_PY),
   read("tests/invoices/test_render.py", TEST_RENDER),
   sh("sed -n '1,40p' src/invoices/templates/invoice.txt.j2", "{{ invoice.number }}  {{ invoice.issued_on }}\n{% for d, q, p in lines %}{{ d }}  x{{ q }}  {{ p }}\n{% endfor %}\nTOTAL {{ total }}\n"),
   edit("src/invoices/templates/invoice.txt.j2", "\nTOTAL {{ total }}", "\n{% if invoice.vat_rate %}VAT {{ (invoice.vat_rate * 100)|int }}%: {{ invoice.vat_amount() }}\n{% endif %}TOTAL {{ total }}"),
   sh("pytest tests/invoices -q -k vat", "F                                                                        [100%]\n=================================== FAILURES ===================================\n______________________________ test_vat_breakdown ______________________________\n\ninvoice_factory = <function invoice_factory.<locals>.make at 0x7f3a2c1b0d30>, snapshot = SnapshotAssertion(name='snapshot', num_executions=1)\n\n>       assert render_text(inv) == snapshot\nE       AssertionError: assert [+ received] == [- snapshot]\nE           ...\nE         +   VAT 20%: £12.40\nE             TOTAL £74.40\n\ntests/invoices/test_render.py:12: AssertionError\n--------------------------- snapshot report summary ----------------------------\n1 snapshot failed.\n=========================== short test summary info ============================\nFAILED tests/invoices/test_render.py::test_vat_breakdown - AssertionError: assert [+ received] == [- snapshot]\n1 failed, 2 deselected in 0.61s", rc=1),
   say("The diff is exactly the new VAT line, as intended. Regenerating the snapshots for the invoices module."),
   sh("pytest tests/invoices --snapshot-update -q", "..Killed", rc=137, ev=True),
   sh("cat /sys/fs/cgroup/memory.max /sys/fs/cgroup/memory.events", "2147483648\nlow 0\nhigh 0\nmax 311\noom 1\noom_kill 1\n", ev=True),
   read("tests/invoices/conftest.py", "import json\nfrom pathlib import Path\n\nimport pytest\n\nDATA = Path(__file__).parent / \"data\"\n\n\n@pytest.fixture(scope=\"session\")\ndef all_invoices():\n    \"\"\"Every invoice issued in 2025 (~310k), used by the full-render snapshot.\"\"\"\n    return [Invoice.from_dict(d) for d in json.loads((DATA / \"invoices_2025.json\").read_text())]"),
   say("The session fixture loads ~310k invoices into memory for the full-render snapshot. Updating only the two small snapshots first."),
   sh("pytest tests/invoices --snapshot-update -q -k 'not every_2025'", "..                                                                       [100%]\n------------------------- snapshot report summary --------------------------\n1 snapshot updated. 1 snapshot unused.\n2 passed, 1 deselected in 0.44s"),
   sh("pytest tests/invoices -q", "..Killed", rc=137, ev=True),
  ],
  dict(kind="killed"),
  result={"success": False, "summary": "claude-code exited with code 137 (container OOMKilled, limit 2Gi) before reporting a result.", "exit_code": 137})

S("k4-jest-svg-golden-registry", "infra_failure", "codex", "dependency_missing",
  "npm ci fails with getaddrinfo ENOTFOUND registry.npmjs.org and curl cannot resolve the host: the registry is unreachable, so jest (not installed yet) never runs.",
  "CHART-418: Sparkline SVG golden files drift after the viewBox change",
  "`src/charts/sparkline.ts` now pads the viewBox by 1px. The golden SVGs in `test/golden/sparkline/*.svg` need regenerating with `npm run golden:update` and reviewing; the renderer change itself is already merged.",
  ["Golden SVGs regenerated and committed.", "`npx jest test/charts` passes."],
  [sh("ls", JS_LS),
   sh("cat package.json", '{\n  "name": "@northwind/charts",\n  "private": true,\n  "scripts": {\n    "test": "jest",\n    "golden:update": "UPDATE_GOLDEN=1 jest test/charts"\n  },\n  "devDependencies": {\n    "jest": "^29.7.0",\n    "jest-image-snapshot": "^6.4.0",\n    "ts-jest": "^29.2.5",\n    "typescript": "^5.6.3"\n  }\n}\n'),
   sh("npm run golden:update", "\n> @northwind/charts@0.0.0 golden:update\n> UPDATE_GOLDEN=1 jest test/charts\n\nsh: 1: jest: not found\n", rc=127),
   think("**Installing dev dependencies**\n\nnode_modules is missing in this checkout, so jest is not on PATH. Running npm ci from the lockfile."),
   sh("npm ci", "npm error code ENOTFOUND\nnpm error syscall getaddrinfo\nnpm error errno ENOTFOUND\nnpm error network request to https://registry.npmjs.org/jest-image-snapshot/-/jest-image-snapshot-6.4.0.tgz failed, reason: getaddrinfo ENOTFOUND registry.npmjs.org\nnpm error network This is a problem related to network connectivity.\nnpm error network In most cases you are behind a proxy or have bad network settings.\nnpm error network\nnpm error network If you are behind a proxy, please make sure that the\nnpm error network 'proxy' config is set properly.  See: 'npm help config'\nnpm error A complete log of this run can be found in: /home/agent/.npm/_logs/2026-11-24T08_12_40_112Z-debug-0.log\n", rc=1, ev=True),
   sh("npm config get registry; cat .npmrc 2>/dev/null", "https://registry.npmjs.org/\n"),
   sh("curl -sS -o /dev/null -w '%{http_code}' https://registry.npmjs.org/jest", "curl: (6) Could not resolve host: registry.npmjs.org\n", rc=6, ev=True),
   sh("getent hosts registry.npmjs.org; cat /etc/resolv.conf", "nameserver 10.96.0.10\nsearch agents.svc.cluster.local svc.cluster.local cluster.local\noptions ndots:5\n", rc=2),
   sh("sleep 20; npm ci --prefer-offline", "npm error code ENOTFOUND\nnpm error syscall getaddrinfo\nnpm error errno ENOTFOUND\nnpm error network request to https://registry.npmjs.org/@jest%2fcore failed, reason: getaddrinfo ENOTFOUND registry.npmjs.org\nnpm error network This is a problem related to network connectivity.\n", rc=1, ev=True),
   sh("ls ~/.npm/_cacache 2>/dev/null | head", "", rc=0),
   read("src/charts/sparkline.ts", "export function sparkline(values: number[], w = 80, h = 16): string {\n  const pad = 1;\n  const vb = `${-pad} ${-pad} ${w + 2 * pad} ${h + 2 * pad}`;\n  return `<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"${vb}\">${path(values, w, h)}</svg>`;\n}"),
  ],
  dict(kind="fail", text="I could not regenerate the golden SVGs. The checkout has no node_modules, and `npm ci` fails with `getaddrinfo ENOTFOUND registry.npmjs.org`; DNS inside the container does not resolve the registry at all (curl exit 6), and there is no local npm cache. Nothing was changed."),
  result={"success": False, "summary": "npm ci: getaddrinfo ENOTFOUND registry.npmjs.org; golden SVGs not regenerated.", "exit_code": 1})

FACTORY_RB = '''FactoryBot.define do
  factory :account do
    sequence(:name) { |n| "Account #{n}" }
    plan { "team" }

    trait :with_invoices do
      after(:create) { |a| create_list(:invoice, 2, account: a) }
    end
  end
end'''

S("k4-rspec-overdue-trait-session-cap", "infra_failure", "claude", "dependency_missing",
  "The session ends on a provider usage-limit result (is_error true, 'Claude AI usage limit reached') while the NameError for Faker was still unresolved; the limit, not the gem, ended the run.",
  "BILL-1334: Factory trait for accounts with overdue invoices",
  "Dunning specs each hand-build overdue invoices. Add a `:with_overdue_invoices` trait to the `:account` factory in `spec/factories/accounts.rb` (2 invoices, due 10 and 40 days ago, unpaid) and use it in `spec/models/dunning_spec.rb`.",
  ["Trait exists and is used by dunning_spec.", "`bundle exec rspec spec/models/dunning_spec.rb` passes."],
  [sh("ls", RB_LS),
   read("spec/factories/accounts.rb", FACTORY_RB),
   read("spec/factories/invoices.rb", "FactoryBot.define do\n  factory :invoice do\n    account\n    amount_cents { 12_00 }\n    due_on { 14.days.from_now.to_date }\n    paid_at { nil }\n  end\nend"),
   grep("overdue", "spec/models/dunning_spec.rb:8:    let!(:overdue) { create(:invoice, account: account, due_on: 12.days.ago) }\nspec/models/dunning_spec.rb:19:    let!(:very_overdue) { create(:invoice, account: account, due_on: 45.days.ago) }", path="spec"),
   edit("spec/factories/accounts.rb", "    trait :with_invoices do", "    trait :with_overdue_invoices do\n      after(:create) do |a|\n        [10, 40].each do |days|\n          create(:invoice, account: a, due_on: days.days.ago.to_date, paid_at: nil,\n                           reference: Faker::Invoice.reference)\n        end\n      end\n    end\n\n    trait :with_invoices do"),
   edit("spec/models/dunning_spec.rb", "  let(:account) { create(:account) }", "  let(:account) { create(:account, :with_overdue_invoices) }"),
   sh("bundle exec rspec spec/models/dunning_spec.rb", "\nRandomized with seed 20931\nFF..\n\nFailures:\n\n  1) Dunning.run sends the first reminder after 7 days\n     Failure/Error: reference: Faker::Invoice.reference)\n\n     NameError:\n       uninitialized constant Faker\n     # ./spec/factories/accounts.rb:12:in `block (5 levels) in <main>'\n\n  2) Dunning.run escalates after 30 days\n     Failure/Error: reference: Faker::Invoice.reference)\n\n     NameError:\n       uninitialized constant Faker\n\nFinished in 0.412 seconds (files took 2.1 seconds to load)\n4 examples, 2 failures", rc=1),
   grep("faker", "", path="Gemfile"),
   say("Faker isn't in the Gemfile. I'll add it to the test group and install it."),
   edit("Gemfile", "group :test do\n", "group :test do\n  gem \"faker\", \"~> 3.5\"\n"),
  ],
  dict(kind="api_error", text="Claude AI usage limit reached|1764003600", ev=True),
  result={"success": False, "summary": "Claude AI usage limit reached|1764003600", "exit_code": 1})

S("k4-exunit-stream-data-hex-offline", "infra_failure", "osmia", "dependency_missing",
  "mix deps.get cannot reach repo.hex.pm (failed_connect ... nxdomain) and curl cannot resolve the host: stream_data is declared correctly but the package server is unreachable.",
  "CART-905: Property tests for cart merge",
  "Add StreamData property tests for `Cart.merge/2` in `test/cart/merge_property_test.exs` (commutative on quantities, never loses a SKU). `stream_data` is already declared in `mix.exs` (only: :test) and locked.",
  ["New property tests exist and pass under `mix test test/cart`."],
  [sh("ls", EX_LS),
   read("lib/cart/merge.ex", "defmodule Cart.Merge do\n  @spec merge(Cart.t(), Cart.t()) :: Cart.t()\n  def merge(%Cart{items: a} = cart, %Cart{items: b}) do\n    %{cart | items: Map.merge(a, b, fn _sku, qa, qb -> qa + qb end)}\n  end\nend"),
   sh("grep -n stream_data mix.exs mix.lock", "mix.exs:41:      {:stream_data, \"~> 1.1\", only: :test},\nmix.lock:38:  \"stream_data\": {:hex, :stream_data, \"1.1.2\", \"05499eaec0443349ff877aaabc6e194e82bda6799b9ce6aaa1aadac15a9fdb4d\", [:mix], [], \"hexpm\", \"129558d2c77cbc1eb2f4747acbbea79e181a5da51108457000020a906813a1a9\"},"),
   write("test/cart/merge_property_test.exs", "defmodule Cart.MergePropertyTest do\n  use ExUnit.Case, async: true\n  use ExUnitProperties\n\n  defp items, do: map_of(string(:alphanumeric, min_length: 3), positive_integer())\n\n  property \"merge is commutative on quantities\" do\n    check all a <- items(), b <- items() do\n      assert Cart.Merge.merge(%Cart{items: a}, %Cart{items: b}).items ==\n               Cart.Merge.merge(%Cart{items: b}, %Cart{items: a}).items\n    end\n  end\n\n  property \"never loses a SKU\" do\n    check all a <- items(), b <- items() do\n      merged = Cart.Merge.merge(%Cart{items: a}, %Cart{items: b})\n      assert MapSet.subset?(MapSet.new(Map.keys(a) ++ Map.keys(b)), MapSet.new(Map.keys(merged.items)))\n    end\n  end\nend"),
   sh("mix test test/cart", "Unchecked dependencies for environment test:\n* stream_data (Hex package)\n  the dependency is not available, run \"mix deps.get\"\n** (Mix) Can't continue due to errors on dependencies", rc=1),
   sh("mix deps.get", "Failed to fetch record for hexpm/stream_data from registry (using cache instead)\n{:failed_connect, [{:to_address, {~c\"repo.hex.pm\", 443}}, {:inet, [:inet], :nxdomain}]}\nResolving Hex dependencies...\nResolution completed in 0.037s\nUnchanged:\n  stream_data 1.1.2\n* Getting stream_data (Hex package)\n** (Mix) httpc request failed with: {:failed_connect, [{:to_address, {~c\"repo.hex.pm\", 443}}, {:inet, [:inet], :nxdomain}]}", rc=1, ev=True),
   sh("curl -sS -I https://repo.hex.pm/ | head -1", "curl: (6) Could not resolve host: repo.hex.pm", rc=6, ev=True),
   sh("echo $HEX_MIRROR; mix hex.config", "\napi_key: nil (default)\napi_url: \"https://hex.pm/api\" (default)\nmirror_url: nil (default)\noffline: false (default)\nhttp_timeout: nil (default)", rc=0),
   say("Hex is unreachable from this pod (DNS for repo.hex.pm fails); no mirror is configured. Waiting a minute and retrying once."),
   sh("sleep 60 && mix deps.get", "Failed to fetch record for hexpm/stream_data from registry (using cache instead)\n{:failed_connect, [{:to_address, {~c\"repo.hex.pm\", 443}}, {:inet, [:inet], :nxdomain}]}\nResolving Hex dependencies...\n* Getting stream_data (Hex package)\n** (Mix) httpc request failed with: {:failed_connect, [{:to_address, {~c\"repo.hex.pm\", 443}}, {:inet, [:inet], :nxdomain}]}", rc=1, ev=True),
  ],
  dict(kind="fail", text="Property tests are written but could not be run: stream_data is declared and locked, but repo.hex.pm does not resolve from this environment, so mix deps.get cannot download it.", summary="Wrote test/cart/merge_property_test.exs. mix deps.get fails: httpc failed_connect to repo.hex.pm (nxdomain); tests not run."),
  result={"success": False, "summary": "mix deps.get: failed_connect repo.hex.pm nxdomain; property tests unverified.", "exit_code": 1})

S("k4-phpunit-ledger-snapshot-volume", "infra_failure", "claude-transcript", "",
  "Writing snapshots fails with 'No space left on device' (errno=28) and df shows the workspace volume at 100%; git cannot even write its index.",
  "LEDG-77: Refresh ledger export snapshots after column rename",
  "Column `acct` was renamed to `account_code` in `src/Export/LedgerCsv.php` (merged). Regenerate the spatie snapshot files under `tests/Export/__snapshots__/` with `--update-snapshots` (-d flag) and commit them.",
  ["Snapshots regenerated; `vendor/bin/phpunit tests/Export` green."],
  [sh("ls", PHP_LS),
   sh("vendor/bin/phpunit tests/Export", "PHPUnit 10.5.36 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.12\nConfiguration: /workspace/repo/phpunit.xml.dist\n\nFFF.                                                                4 / 4 (100%)\n\nTime: 00:00.212, Memory: 12.00 MB\n\nThere were 3 failures:\n\n1) Tests\\Export\\LedgerCsvTest::test_monthly_export\nFailed asserting that two strings are identical.\n--- Expected\n+++ Actual\n@@ @@\n-'date,acct,debit,credit\\n\n+'date,account_code,debit,credit\\n\n\nFAILURES!\nTests: 4, Assertions: 4, Failures: 3.", rc=1),
   sh("vendor/bin/phpunit -d --update-snapshots tests/Export", "PHPUnit 10.5.36 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.12\n\nEEE.                                                                4 / 4 (100%)\n\nThere were 3 errors:\n\n1) Tests\\Export\\LedgerCsvTest::test_monthly_export\nfile_put_contents(): Write of 48213 bytes failed with errno=28 No space left on device\n\n/workspace/repo/vendor/spatie/phpunit-snapshot-assertions/src/Snapshot.php:58\n\nERRORS!\nTests: 4, Assertions: 1, Errors: 3.", rc=2, ev=True),
   sh("df -h /workspace /tmp", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme2n1     20G   20G     0 100% /workspace\noverlay          50G   31G   19G  62% /", ev=True),
   sh("du -sh /workspace/* 2>/dev/null | sort -h | tail -3", "1.2G\t/workspace/repo\n18G\t/workspace/.build-cache\n"),
   say("The workspace volume is full; 18G sits in /workspace/.build-cache, which is not part of the repo and I don't own. I'll not delete it. Checking whether git can still stage anything."),
   sh("git status --short", "fatal: unable to write new index file", rc=128, ev=True),
   sh("ls -la tests/Export/__snapshots__ | head", "total 8\ndrwxr-xr-x 2 agent agent 4096 Nov 24 10:02 .\n-rw-r--r-- 1 agent agent    0 Nov 24 10:31 LedgerCsvTest__test_monthly_export__1.csv\n"),
   sh("git checkout -- tests/Export/__snapshots__", "error: unable to write file tests/Export/__snapshots__/LedgerCsvTest__test_monthly_export__1.csv\nfatal: unable to checkout working tree", rc=128),
  ],
  dict(kind="fail", text="Snapshot regeneration failed: the /workspace volume is at 100% (0 bytes free), PHP's file_put_contents hits errno=28, and git can no longer write its index. One snapshot file was truncated to 0 bytes and could not be restored. Someone needs to free space on the volume (18G in /workspace/.build-cache) before this can be redone."),
  result={"success": False, "summary": "No space left on device on /workspace; snapshots not written.", "exit_code": 1})

S("k4-hypothesis-csv-roundtrip-deadline", "infra_failure", "osmia", "",
  "The orchestrator notice says the task exceeded its 30-minute deadline and the engine was sent SIGTERM while the CI-profile hypothesis run was still going; state TimedOut.",
  "DATA-612: Hypothesis round-trip test for the CSV codec",
  "Add a Hypothesis property test that `decode(encode(rows)) == rows` for `src/datakit/csvcodec.py`, including quotes, newlines and empty strings in cells. Register a `ci` profile in `tests/conftest.py`.",
  ["Property test added; `pytest tests/test_csvcodec.py --hypothesis-profile=ci` passes."],
  [sh("ls", PY_LS),
   read("src/datakit/csvcodec.py", "import csv\nimport io\n\n\ndef encode(rows: list[list[str]]) -> str:\n    buf = io.StringIO()\n    csv.writer(buf, lineterminator=\"\\n\").writerows(rows)\n    return buf.getvalue()\n\n\ndef decode(text: str) -> list[list[str]]:\n    return list(csv.reader(io.StringIO(text)))"),
   read("tests/conftest.py", "import os\n\nfrom hypothesis import settings\n\nsettings.register_profile(\"dev\", max_examples=50)\nsettings.load_profile(os.getenv(\"HYPOTHESIS_PROFILE\", \"dev\"))"),
   edit("tests/conftest.py", "settings.register_profile(\"dev\", max_examples=50)", "settings.register_profile(\"dev\", max_examples=50)\nsettings.register_profile(\"ci\", max_examples=20000, deadline=None)"),
   write("tests/test_csvcodec.py", "from hypothesis import given, strategies as st\n\nfrom datakit.csvcodec import decode, encode\n\ncells = st.text(alphabet=st.characters(blacklist_categories=(\"Cs\",)), max_size=30)\n\n\n@given(st.lists(st.lists(cells, min_size=1, max_size=6), min_size=1, max_size=40))\ndef test_roundtrip(rows):\n    assert decode(encode(rows)) == rows"),
   sh("pytest tests/test_csvcodec.py -q", "F                                                                        [100%]\n=================================== FAILURES ===================================\n________________________________ test_roundtrip ________________________________\n...\nFalsifying example: test_roundtrip(\n    rows=[['\\r']],\n)\nE       AssertionError: assert [['\\n']] == [['\\r']]\n1 failed in 1.92s", rc=1),
   say("Bare '\\r' inside a cell is normalised by csv.reader because encode() doesn't use newline='' semantics. Fixing decode to pass newline='' equivalent."),
   edit("src/datakit/csvcodec.py", "    return list(csv.reader(io.StringIO(text)))", "    return list(csv.reader(io.StringIO(text, newline=\"\")))"),
   sh("pytest tests/test_csvcodec.py -q", ".                                                                        [100%]\n1 passed in 2.31s"),
   sh("pytest tests/test_csvcodec.py -q --hypothesis-profile=ci --hypothesis-show-statistics", "", timeout=True),
   say("The ci profile at 20000 examples is slow with 40x6 rows; re-running it in the background with progress output."),
   sh("pytest tests/test_csvcodec.py -q -p no:cacheprovider --hypothesis-profile=ci -x", ""),
   notice("task exceeded its 30m0s deadline (started 10:14:02Z); sending SIGTERM to engine pid 388", ev=True),
   notice("engine did not exit within 15s grace period; sent SIGKILL", ev=True),
  ],
  dict(kind="killed"),
  state="TimedOut",
  result={"success": False, "summary": "terminated: task deadline 30m exceeded", "exit_code": 143})

S("k4-vitest-msw-handler-provider-529", "infra_failure", "claude-transcript", "",
  "The session ends on a synthetic API error message 'API Error: 529 ... overloaded_error': the provider was overloaded mid-task.",
  "WEB-2291: MSW handlers for the new /v2/orders endpoints",
  "Add MSW request handlers for `GET /v2/orders` and `GET /v2/orders/:id` in `test/msw/handlers.ts` using the builders in `test/builders/order.ts`, and switch `src/orders/__tests__/OrderList.test.tsx` to them.",
  ["Handlers exist; `pnpm vitest run src/orders` passes."],
  [sh("ls", VT_LS),
   read("test/msw/handlers.ts", "import { http, HttpResponse } from 'msw';\nimport { aCustomer } from '../builders/customer';\n\nexport const handlers = [\n  http.get('/v1/customers/:id', ({ params }) =>\n    HttpResponse.json(aCustomer({ id: String(params.id) })),\n  ),\n];"),
   read("test/builders/order.ts", "import type { Order } from '../../src/orders/types';\n\nlet seq = 0;\nexport function anOrder(overrides: Partial<Order> = {}): Order {\n  seq += 1;\n  return { id: `ord_${seq}`, status: 'open', totalCents: 4200, lines: [], ...overrides };\n}"),
   edit("test/msw/handlers.ts", "export const handlers = [\n", "export const handlers = [\n  http.get('/v2/orders', () => HttpResponse.json({ data: [anOrder(), anOrder({ status: 'shipped' })] })),\n  http.get('/v2/orders/:id', ({ params }) => HttpResponse.json(anOrder({ id: String(params.id) }))),\n"),
   edit("test/msw/handlers.ts", "import { aCustomer } from '../builders/customer';", "import { aCustomer } from '../builders/customer';\nimport { anOrder } from '../builders/order';"),
   read("src/orders/__tests__/OrderList.test.tsx", "import { render, screen } from '@testing-library/react';\nimport { vi } from 'vitest';\nimport { OrderList } from '../OrderList';\n\nvi.mock('../api', () => ({ fetchOrders: vi.fn().mockResolvedValue([{ id: 'ord_1', status: 'open', totalCents: 4200, lines: [] }]) }));\n\nit('renders orders', async () => {\n  render(<OrderList />);\n  expect(await screen.findByText('ord_1')).toBeInTheDocument();\n});"),
   sh("pnpm vitest run src/orders", " RUN  v2.1.4 /workspace/repo\n\n ✓ src/orders/__tests__/OrderList.test.tsx (1 test) 41ms\n\n Test Files  1 passed (1)\n      Tests  1 passed (1)\n   Start at  09:41:07\n   Duration  1.38s"),
   say("Handlers are in place. Now replacing the vi.mock in OrderList.test.tsx with the MSW server."),
  ],
  dict(kind="api_error", text="API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},\"request_id\":null}", ev=True),
  result={"success": False, "summary": "API Error: 529 overloaded_error", "exit_code": 1})

S("k4-pytest-flaky-order-push-unreachable", "infra_failure", "codex", "permission_blocked",
  "The fix is done and tests pass, but git push fails with 'ssh: connect to host ... port 22: Connection timed out'; git's generic 'correct access rights' hint follows, but the cause is the unreachable remote.",
  "QA-388: test_refund_totals fails only when run after test_currency_switch",
  "`tests/payments/test_refunds.py::test_refund_totals` fails under `pytest -p randomly` when it runs after `test_currency_switch`, which sets the module-level `payments.fx._RATES` cache. Make the cache reset between tests (autouse fixture in `tests/payments/conftest.py`). Push the branch when done.",
  ["`pytest tests/payments -p randomly -p 'randomly' --randomly-seed=1234` passes.", "Branch pushed."],
  [sh("ls", PY_LS),
   read("src/payments/fx.py", "_RATES: dict[str, float] = {}\n\n\ndef rate(ccy: str) -> float:\n    if ccy not in _RATES:\n        _RATES[ccy] = _load_rate(ccy)\n    return _RATES[ccy]\n\n\ndef set_rate(ccy: str, value: float) -> None:\n    _RATES[ccy] = value"),
   sh("pytest tests/payments -q -p randomly --randomly-seed=1234", "Using --randomly-seed=1234\n.....F..\n=================================== FAILURES ===================================\n______________________________ test_refund_totals ______________________________\nE       assert 11.7 == 10.0\nFAILED tests/payments/test_refunds.py::test_refund_totals - assert 11.7 == 10.0\n1 failed, 7 passed in 0.38s", rc=1),
   read("tests/payments/conftest.py", "import pytest\n\nfrom tests.builders import PaymentBuilder\n\n\n@pytest.fixture\ndef payment():\n    return PaymentBuilder().build()"),
   edit("tests/payments/conftest.py", "@pytest.fixture\ndef payment():", "@pytest.fixture(autouse=True)\ndef _reset_fx_cache():\n    fx._RATES.clear()\n    yield\n    fx._RATES.clear()\n\n\n@pytest.fixture\ndef payment():"),
   edit("tests/payments/conftest.py", "import pytest\n", "import pytest\n\nfrom payments import fx\n"),
   sh("for s in 1234 99 4242; do pytest tests/payments -q -p randomly --randomly-seed=$s | tail -1; done", "8 passed in 0.31s\n8 passed in 0.29s\n8 passed in 0.30s\n"),
   sh("git checkout -b qa-388-fx-cache-reset && git commit -am 'Reset fx rate cache between payment tests (QA-388)'", "Switched to a new branch 'qa-388-fx-cache-reset'\n[qa-388-fx-cache-reset 5e1c0a2] Reset fx rate cache between payment tests (QA-388)\n 1 file changed, 9 insertions(+)\n"),
   sh("git push -u origin qa-388-fx-cache-reset", "ssh: connect to host git.northwind.dev port 22: Connection timed out\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.\n", rc=128, ev=True),
   sh("git remote -v; timeout 10 bash -c '</dev/tcp/git.northwind.dev/22' && echo open", "origin\tgit@git.northwind.dev:payments/payments-core.git (fetch)\norigin\tgit@git.northwind.dev:payments/payments-core.git (push)\nbash: connect: Connection timed out\nbash: line 1: /dev/tcp/git.northwind.dev/22: Connection timed out\n", rc=124, ev=True),
   sh("sleep 30; git push -u origin qa-388-fx-cache-reset", "ssh: connect to host git.northwind.dev port 22: Connection timed out\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.\n", rc=128, ev=True),
  ],
  dict(kind="fail", text="The fix is committed locally on `qa-388-fx-cache-reset` (autouse fixture clearing `fx._RATES`; 3 random seeds pass), but the push failed: git.northwind.dev:22 times out from this runner, twice."),
  result={"success": False, "summary": "git push: ssh connect to git.northwind.dev:22 timed out; branch not pushed.", "exit_code": 1})

S("k4-vcr-cassette-replay-killed", "infra_failure", "codex", "",
  "bundle exec rspec on the VCR-backed spec is killed (exit 137, 'Killed') twice, and memory.events records oom_kill; the process is then killed and the stream ends without turn.completed.",
  "INT-740: Re-record Stripe VCR cassettes for the new API version",
  "We pinned Stripe API `2025-10-29`. Re-record the cassettes used by `spec/integrations/stripe_sync_spec.rb` with `VCR_RECORD=all` is NOT possible in CI; instead update the `Stripe-Version` header matcher in `spec/support/vcr.rb` so existing cassettes replay, then run the spec.",
  ["`bundle exec rspec spec/integrations/stripe_sync_spec.rb` passes."],
  [sh("ls", RB_LS),
   read("spec/support/vcr.rb", "VCR.configure do |c|\n  c.cassette_library_dir = \"spec/cassettes\"\n  c.hook_into :webmock\n  c.default_cassette_options = {\n    match_requests_on: [:method, :uri, :stripe_version],\n    record: ENV.fetch(\"VCR_RECORD\", \"none\").to_sym\n  }\n  c.register_request_matcher(:stripe_version) do |a, b|\n    a.headers[\"Stripe-Version\"] == b.headers[\"Stripe-Version\"]\n  end\nend"),
   sh("ls -lh spec/cassettes/stripe_sync | head", "total 1.9G\n-rw-r--r-- 1 agent agent 1.4G Nov 20 15:02 full_backfill.yml\n-rw-r--r-- 1 agent agent 412M Nov 20 15:02 incremental.yml\n-rw-r--r-- 1 agent agent  84K Nov 20 15:02 single_customer.yml\n"),
   edit("spec/support/vcr.rb", "    a.headers[\"Stripe-Version\"] == b.headers[\"Stripe-Version\"]", "    true # API version pinned in config/stripe.rb; header differs only by date"),
   sh("bundle exec rspec spec/integrations/stripe_sync_spec.rb", "\nRandomized with seed 51203\n..Killed\n", rc=137, ev=True),
   sh("cat /sys/fs/cgroup/memory.max; grep oom /sys/fs/cgroup/memory.events", "3221225472\noom 2\noom_kill 2\n", ev=True),
   sh("bundle exec rspec spec/integrations/stripe_sync_spec.rb -e 'single customer'", "\nRandomized with seed 7710\n.\n\nFinished in 0.93 seconds (files took 3.4 seconds to load)\n1 example, 0 failures\n"),
   say("The single-customer example passes. Running the backfill example alone to see whether it is the 1.4G cassette."),
   sh("bundle exec rspec spec/integrations/stripe_sync_spec.rb -e 'backfill'", "\nRandomized with seed 1922\nKilled\n", rc=137, ev=True),
  ],
  dict(kind="killed"),
  result={"success": False, "summary": "codex exited with code 137 (OOMKilled, limit 3Gi).", "exit_code": 137})

S("k4-exunit-mox-contract-api-500", "infra_failure", "claude", "",
  "Work is midway when the engine's final result is 'API Error: 500 ... Internal server error' with is_error true; the provider failed, nothing in the task did.",
  "SHIP-311: Mox contract for the carrier rate client",
  "Define a `Shipping.CarrierClient` behaviour and a `Shipping.MockCarrier` Mox mock (test/support/mocks.ex), and use it in `test/shipping/rates_test.exs` instead of the hand-written fake module.",
  ["Behaviour + Mox mock exist; `mix test test/shipping` passes."],
  [sh("ls", EX_LS),
   read("lib/shipping/rates.ex", "defmodule Shipping.Rates do\n  @client Application.compile_env(:shop, :carrier_client, Shipping.HttpCarrier)\n\n  def quote(parcel), do: @client.rates(parcel) |> Enum.min_by(& &1.cents)\nend"),
   read("test/shipping/rates_test.exs", "defmodule Shipping.RatesTest do\n  use ExUnit.Case, async: true\n\n  defmodule FakeCarrier do\n    def rates(_), do: [%{carrier: :dhl, cents: 900}, %{carrier: :ups, cents: 700}]\n  end\n\n  test \"cheapest quote\" do\n    assert %{carrier: :ups} = Shipping.Rates.quote(%{weight_g: 500})\n  end\nend"),
   grep("mox", "mix.exs:44:      {:mox, \"~> 1.2\", only: :test},", path="mix.exs"),
   write("lib/shipping/carrier_client.ex", "defmodule Shipping.CarrierClient do\n  @callback rates(map()) :: [%{carrier: atom(), cents: non_neg_integer()}]\nend"),
   write("test/support/mocks.ex", "Mox.defmock(Shipping.MockCarrier, for: Shipping.CarrierClient)"),
   sh("mix test test/shipping", "Compiling 2 files (.ex)\nGenerated shop app\n.\nFinished in 0.05 seconds (0.05s async, 0.00s sync)\n1 test, 0 failures"),
   say("Now wiring config/test.exs to the mock and rewriting the test with Mox.expect."),
  ],
  dict(kind="api_error", text="API Error: 500 {\"type\":\"error\",\"error\":{\"type\":\"api_error\",\"message\":\"Internal server error\"},\"request_id\":\"req_011CVbP4XyQh2T1g9cW8n3Zr\"}", ev=True),
  result={"success": False, "summary": "API Error: 500 Internal server error", "exit_code": 1})
