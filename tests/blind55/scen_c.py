"""model_confusion, unknown and succeeded runs."""
from blindlib import B, R, G, E, W, T, TH, DENY, SYS, APIERR, MULTI
from texts import explore, ls_tree, vitest, jest_summary, pkg

RUNS = []


def run(**kw):
    RUNS.append(kw)


def flipflop(path, a, b, test_cmd, fail_out, n, notes=None, ev_from=1):
    """Alternate edits a->b, b->a with the same failing test output in between."""
    steps = []
    cur, other = a, b
    for i in range(n):
        ev = "call" if i >= ev_from else None
        if notes and i < len(notes) and notes[i]:
            steps.append(T(notes[i]))
        steps.append(E(path, cur, other, ev=ev))
        steps.append(B(test_cmd, fail_out, rc=1, ev="out" if i >= ev_from else None))
        cur, other = other, cur
    return steps


# ====================================================================== model_confusion
DD_FAIL = vitest([("src/components/Dropdown.test.tsx", 5, 1)], [("src/components/Dropdown.test.tsx > Dropdown > returns focus to the trigger on Escape", "AssertionError: expected <button#menu-item-0> to be <button#trigger> // Object.is equality\n ❯ src/components/Dropdown.test.tsx:44:38")])
run(id="h4-dropdown-escape-focus", format="claude", mode="model_confusion", near_miss="",
    why="The agent alternates the same two versions of the focus effect in Dropdown.tsx (deps [open] ↔ [open, triggerRef]) with an identical vitest failure each time; watchdog.json reason 'loop'.",
    ticket="UX-440", title="Dropdown: Escape should return focus to the trigger",
    body="After closing with Escape, focus stays on the menu item. Fix `src/components/Dropdown.tsx`.\n\n## Acceptance criteria\n- `npx vitest run src/components/Dropdown.test.tsx` passes.",
    steps=explore("web-app", "vite", ls_tree(["src/", "package.json"], "1111aaa feat: dropdown\n2222bbb chore\n3333ccc fix")) + [
        R("src/components/Dropdown.tsx", "useEffect(() => {\n  if (!open) triggerRef.current?.focus();\n}, [open]);"),
        B("npx vitest run src/components/Dropdown.test.tsx", DD_FAIL, rc=1)] +
        flipflop("src/components/Dropdown.tsx", "}, [open]);", "}, [open, triggerRef]);", "npx vitest run src/components/Dropdown.test.tsx", DD_FAIL, 6,
                 notes=["Maybe the ref needs to be a dependency.", "That didn't help; going back to [open].", "Trying the ref dependency again.", None, "Reverting.", None]),
    end=dict(result_line=False),
    watchdog={"reason_code": "loop", "message": "Edit on src/components/Dropdown.tsx alternated between the same two versions 6 times with identical vitest output; terminating.", "tool_name": "Edit", "call_count": 6, "tokens_consumed": 231400, "cost_estimate_usd": 1.12},
    result=None, state="Failed", files_changed=1)

VT_FAIL = vitest([("src/utils/currency.test.ts", 6, 1)], [("src/utils/currency.test.ts > parseCurrency > handles comma decimals", "AssertionError: expected 1234.5 to be 1234.56 // Object.is equality\n ❯ src/utils/currency.test.ts:18:40")])
_cx = [TH("**Running the currency tests**"), B("npx vitest run src/utils/currency.test.ts", VT_FAIL, rc=1),
       B("cat src/utils/currency.ts", "export function parseCurrency(s: string): number {\n  const norm = s.replace(/\\./g, '').replace(',', '.');\n  return Math.round(parseFloat(norm) * 10) / 10;\n}\n")]
for i in range(6):
    _cx.append(E("src/utils/currency.ts", "", "", ev="call" if i else None))
    _cx.append(B("npx vitest run src/utils/currency.test.ts", VT_FAIL, rc=1, ev="out" if i else None))
    if i % 2 == 1:
        _cx.append(TH("**Re-checking rounding**\n\nStill 1234.5. Trying the regex change again."))
run(id="h4-currency-comma-decimals", format="codex", mode="model_confusion", near_miss="",
    why="Six identical edit+test rounds on currency.ts with byte-identical vitest output (1234.5 vs 1234.56); the watchdog stops the run for thrashing.",
    ticket="PAY-610", title="parseCurrency loses the second decimal",
    body="`parseCurrency('1.234,56')` returns 1234.5. Fix `src/utils/currency.ts`.\n\n## Acceptance criteria\n- `npx vitest run src/utils/currency.test.ts` passes.",
    steps=_cx, end=dict(codex="none"),
    watchdog={"reason_code": "thrashing", "message": "6 consecutive file_change+command rounds on src/utils/currency.ts produced identical test output", "tool_name": "command_execution", "call_count": 12, "tokens_consumed": 402113, "cost_estimate_usd": 1.86},
    result=None, state="Failed", files_changed=1)

CSS_FAIL = "src/components/Card.tsx(2,8): error TS1192: Module '\"*.module.css\"' has no default export.\n\nFound 1 error.\nexit status 2"
run(id="h4-card-css-module", format="osmia", mode="model_confusion", near_miss="",
    why="The agent toggles `import styles from` ↔ `import * as styles from` in Card.tsx five times, each followed by the same tsc error; the watchdog ends it for looping.",
    ticket="DS-190", title="Card: move styles to CSS module",
    body="Use `Card.module.css` in `src/components/Card.tsx` (the `*.module.css` declaration lives in `src/vite-env.d.ts`).\n\n## Acceptance criteria\n- `npx tsc --noEmit` clean.",
    steps=[T("Reading Card and the type declarations."), R("src/components/Card.tsx", "import './Card.css';\n\nexport function Card({ children }: Props) {\n  return <div className=\"card\">{children}</div>;\n}")] +
        flipflop("src/components/Card.tsx", "import styles from './Card.module.css';", "import * as styles from './Card.module.css';", "npx tsc --noEmit", CSS_FAIL.replace("\nexit status 2", ""), 6,
                 notes=[None, "Default import then.", "Namespace import might satisfy the declaration.", None, None, None]),
    end=dict(result_line=False),
    watchdog={"reason_code": "loop", "message": "Same Edit on src/components/Card.tsx repeated (2 distinct versions, 6 calls) with identical tsc output", "tool_name": "Edit", "call_count": 6, "tokens_consumed": 144020, "cost_estimate_usd": 0.61},
    result=None, state="Failed", files_changed=1)

IMG_FAIL = "Error: Invalid src prop (https://cdn.shop.example/img/p/123.jpg) on `next/image`, hostname \"cdn.shop.example\" is not configured under images in your `next.config.js`\nSee more info: https://nextjs.org/docs/messages/next-image-unconfigured-host"
run(id="h4-next-image-cdn-host", format="claude-transcript", mode="model_confusion", near_miss="",
    why="Repeatedly swaps `images.domains` and `images.remotePatterns` in next.config.mjs (without restarting the test server that caches config) and gets the identical unconfigured-host error; watchdog 'loop'.",
    ticket="SHOP-2350", title="Product images from the new CDN fail to load",
    body="Allow `cdn.shop.example` in `next.config.mjs` for `next/image`.\n\n## Acceptance criteria\n- `npx jest app/(shop)/p` passes.",
    steps=explore("storefront-web", "next", ls_tree(["app/", "next.config.mjs", "package.json"], "0f0f0f0 feat: cdn\n1e1e1e1 chore\n2d2d2d2 fix")) +
        flipflop("next.config.mjs", "  images: { domains: ['cdn.shop.example'] },", "  images: { remotePatterns: [{ protocol: 'https', hostname: 'cdn.shop.example' }] },", "npx jest 'app/(shop)/p'", IMG_FAIL, 7,
                 notes=["remotePatterns is the recommended option.", "Back to domains — maybe the hostname match is stricter.", None, "Trying remotePatterns with the protocol again.", None, None, None]),
    end=dict(),
    watchdog={"reason_code": "loop", "message": "next.config.mjs edited 7 times alternating between 2 versions; identical test failure after each", "tool_name": "Edit", "call_count": 7, "tokens_consumed": 260500, "cost_estimate_usd": 1.31},
    result=None, state="Failed", files_changed=1)

ALIAS_FAIL = "FAIL src/features/cart/__tests__/total.test.ts\n  ● Test suite failed to run\n\n    Cannot find module '@/utils/money' from 'src/features/cart/total.ts'\n\n    Require stack:\n      src/features/cart/total.ts\n      src/features/cart/__tests__/total.test.ts\n\n" + jest_summary(1, 1, 0, 0)
run(id="h4-cart-gift-wrap-fee", format="claude", mode="model_confusion", near_miss="dependency_missing",
    why="The 'Cannot find module @/utils/money' is a path-alias mapping issue the agent keeps toggling (moduleNameMapper '^@/(.*)$' ↔ '@/(.*)') with identical output each round; no package is missing. Watchdog: thrashing.",
    ticket="SHOP-2361", title="Cart total: include gift-wrap fee",
    body="Add the gift-wrap fee (`GIFT_WRAP_CENTS`) in `src/features/cart/total.ts`.\n\n## Acceptance criteria\n- `npx jest src/features/cart` passes.",
    steps=explore("storefront-web", "webpack", ls_tree(["src/", "jest.config.js", "package.json", "tsconfig.json"], "5e5e5e5 feat\n6f6f6f6 chore\n7a7a7a7 fix")) + [
        E("src/features/cart/total.ts", "  return subtotal + shipping;", "  return subtotal + shipping + (giftWrap ? GIFT_WRAP_CENTS : 0);"),
        B("npx jest src/features/cart", ALIAS_FAIL, rc=1),
        R("jest.config.js", "module.exports = {\n  preset: 'ts-jest',\n  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },\n};")] +
        flipflop("jest.config.js", "  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },", "  moduleNameMapper: { '@/(.*)': '<rootDir>/src/$1' },", "npx jest src/features/cart", ALIAS_FAIL, 6,
                 notes=["Maybe the anchor is the problem.", "Restoring the anchored pattern.", None, None, None, None]),
    end=dict(result_line=False),
    watchdog={"reason_code": "thrashing", "message": "jest.config.js moduleNameMapper rewritten 6 times between two values; same 'Cannot find module' output each run", "tool_name": "Edit", "call_count": 6, "tokens_consumed": 198200, "cost_estimate_usd": 0.97},
    result=None, state="Failed", files_changed=2)

SV_FAIL = vitest([("src/lib/Counter.test.ts", 3, 1)], [("src/lib/Counter.test.ts > Counter > doubles reactively", "AssertionError: expected '2' to be '4'\n ❯ src/lib/Counter.test.ts:15:43")])
_sv = [TH("**Looking at the reactive statement**"), B("cat src/lib/Counter.svelte", "<script lang=\"ts\">\n  export let count = 1;\n  let doubled = count * 2;\n</script>\n\n<button on:click={() => count++}>{count} → {doubled}</button>\n"), B("npx vitest run src/lib/Counter.test.ts", SV_FAIL, rc=1)]
for i in range(7):
    _sv.append(E("src/lib/Counter.svelte", "", "", ev="call" if i else None))
    _sv.append(B("npx vitest run src/lib/Counter.test.ts", SV_FAIL, rc=1, ev="out" if i else None))
    if i in (2, 5):
        _sv.append(TH("**Undoing the last change**\n\nThe `$:` form gave the same result; switching back."))
run(id="h4-svelte-counter-doubled", format="codex", mode="model_confusion", near_miss="",
    why="Seven rounds of switching `let doubled` ↔ `$: doubled` (and back) in Counter.svelte with identical vitest output; watchdog 'loop'.",
    ticket="MKT-370", title="Counter doubled value doesn't update",
    body="`src/lib/Counter.svelte` computes `doubled` once. Make it reactive.\n\n## Acceptance criteria\n- `npx vitest run src/lib/Counter.test.ts` passes.",
    steps=_sv, end=dict(codex="none"),
    watchdog={"reason_code": "loop", "message": "src/lib/Counter.svelte changed 7 times between two states; identical test output", "tool_name": "file_change", "call_count": 7, "tokens_consumed": 351000, "cost_estimate_usd": 1.52},
    result=None, state="Failed", files_changed=1)

LINT_OUT = "\n/workspace/repo/src/pages/Reports.tsx\n  31:1  error  Delete `··`  prettier/prettier\n  31:9  error  Expected an assignment or function call and instead saw an expression  @typescript-eslint/no-unused-expressions\n\n✖ 2 problems (2 errors, 0 warnings)\n  1 error and 0 warnings potentially fixable with the `--fix` option.\n"
_ln = explore("reports-ui", "vite", ls_tree(["src/", "eslint.config.js", ".prettierrc"], "aa11bb2 feat\ncc33dd4 chore\nee55ff6 fix")) + [B("npx eslint src/pages/Reports.tsx", LINT_OUT, rc=1)]
for i in range(5):
    _ln.append(B("npx eslint --fix src/pages/Reports.tsx", LINT_OUT.replace("  31:1  error  Delete `··`  prettier/prettier\n", "").replace("2 problems (2 errors", "1 problem (1 error"), rc=1, ev="call" if i else None))
    _ln.append(B("npx prettier --write src/pages/Reports.tsx && npx eslint src/pages/Reports.tsx", "src/pages/Reports.tsx 48ms\n" + LINT_OUT, rc=1, ev="out" if i else None))
run(id="h4-reports-page-lint", format="claude-transcript", mode="model_confusion", near_miss="",
    why="The agent cycles `eslint --fix` then `prettier --write` five times; each round restores the same two lint errors. Never edits the offending expression; watchdog 'thrashing'.",
    ticket="RPT-95", title="Reports page fails lint in CI",
    body="`npx eslint src/pages/Reports.tsx` reports errors. Fix them.\n\n## Acceptance criteria\n- ESLint clean for that file.",
    steps=_ln, end=dict(),
    watchdog={"reason_code": "thrashing", "message": "Identical Bash pair (eslint --fix / prettier --write) repeated 5 times with identical output", "tool_name": "Bash", "call_count": 10, "tokens_consumed": 120440, "cost_estimate_usd": 0.52},
    result=None, state="Failed", files_changed=1)

PW_TIMEOUT = "\nRunning 1 test using 1 worker\n\n  ✘  1 [chromium] › search.spec.ts:5:5 › search › shows suggestions (30.0s)\n\n  1) [chromium] › search.spec.ts:5:5 › search › shows suggestions ─────\n\n    Test timeout of 30000ms exceeded.\n\n    Error: locator.click: Test timeout of 30000ms exceeded.\n    Call log:\n      - waiting for getByRole('option', { name: 'Running shoes' })\n\n  1 failed\n    [chromium] › search.spec.ts:5:5 › search › shows suggestions"
run(id="h4-search-suggestions-e2e", format="osmia", mode="model_confusion", near_miss="infra_failure",
    why="Each of six Playwright runs hits the same 'Test timeout of 30000ms exceeded'; the agent alternates the selector between getByRole('option') and getByText and back. The timeout is the test symptom, the loop is the cause; watchdog 'loop'.",
    ticket="WEB-1620", title="Search suggestions e2e is red",
    body="`e2e/search.spec.ts › shows suggestions` fails since the listbox refactor. Update the app or the selector per the ARIA spec in `docs/search.md`.\n\n## Acceptance criteria\n- `npx playwright test e2e/search.spec.ts` passes.",
    steps=[T("Running the search spec."), B("npx playwright test e2e/search.spec.ts", PW_TIMEOUT, rc=1)] +
        flipflop("e2e/search.spec.ts", "getByRole('option', { name: 'Running shoes' })", "getByText('Running shoes')", "npx playwright test e2e/search.spec.ts", PW_TIMEOUT, 6,
                 notes=["Role query may be too strict.", "Text match didn't help; role query again.", None, None, None, None]),
    end=dict(result_line=False),
    watchdog={"reason_code": "loop", "message": "e2e/search.spec.ts toggled between two selectors 6 times; identical Playwright timeout each run", "tool_name": "Edit", "call_count": 6, "tokens_consumed": 188000, "cost_estimate_usd": 0.88},
    result=None, state="Failed", files_changed=1)

WP_FAIL = "ERROR in ./src/index.tsx 4:0-33\nModule not found: Error: Can't resolve '~/App' in '/workspace/repo/src'\n\nwebpack 5.94.0 compiled with 1 error in 2110 ms"
run(id="h4-webpack-tilde-alias", format="claude", mode="model_confusion", near_miss="dependency_missing",
    why="'Can't resolve ~/App' comes from the alias the agent itself keeps rewriting in webpack.config.js; it re-applies the same two alias variants six times with identical webpack output, then the watchdog stops it.",
    ticket="ADM-540", title="Use ~/ alias for src imports",
    body="Add a `~` → `src` alias to `webpack.config.js` and `tsconfig.json`; update `src/index.tsx` to `import App from '~/App'`.\n\n## Acceptance criteria\n- `npm run build` passes.",
    steps=explore("admin", "webpack", ls_tree(["src/", "webpack.config.js", "tsconfig.json"], "9a9a9a9 feat\n8b8b8b8 chore\n7c7c7c7 fix")) + [
        E("src/index.tsx", "import App from './App';", "import App from '~/App';"),
        B("npm run build", WP_FAIL, rc=1)] +
        flipflop("webpack.config.js", "  resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { '~': path.resolve(__dirname, 'src') } },", "  resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { '~/': path.resolve(__dirname, 'src/') } },", "npm run build", WP_FAIL, 6,
                 notes=["The alias key may need the trailing slash.", "Going back to '~'.", None, None, None, None]),
    end=dict(result_line=False),
    watchdog={"reason_code": "loop", "message": "webpack.config.js resolve.alias flipped between two values 6 times; build output identical", "tool_name": "Edit", "call_count": 6, "tokens_consumed": 176000, "cost_estimate_usd": 0.84},
    result=None, state="Failed", files_changed=2)

# ====================================================================== unknown
run(id="h4-nav-menu-arrow-keys", format="claude", mode="unknown", near_miss="",
    why="Work is complete and tests pass, then the session ends with subtype error_during_execution and no message; nothing in the stream explains it.",
    ticket="UX-450", title="Nav menu: arrow-key navigation",
    body="Support ArrowUp/ArrowDown in `src/components/NavMenu.tsx` (roving tabindex).\n\n## Acceptance criteria\n- `npx vitest run src/components/NavMenu` passes.",
    steps=explore("web-app", "vite", ls_tree(["src/", "package.json"], "a1a1a1a feat\nb2b2b2b chore\nc3c3c3c fix")) + [
        R("src/components/NavMenu.tsx", "export function NavMenu({ items }: { items: Item[] }) {\n  return (\n    <ul role=\"menu\">\n      {items.map((it) => <li role=\"menuitem\" key={it.href} tabIndex={0}><a href={it.href}>{it.label}</a></li>)}\n    </ul>\n  );\n}"),
        E("src/components/NavMenu.tsx", "      {items.map((it) => <li role=\"menuitem\" key={it.href} tabIndex={0}><a href={it.href}>{it.label}</a></li>)}", "      {items.map((it, i) => (\n        <li role=\"menuitem\" key={it.href} tabIndex={i === active ? 0 : -1} ref={(el) => (refs.current[i] = el)} onKeyDown={onKey}>\n          <a href={it.href}>{it.label}</a>\n        </li>\n      ))}"),
        B("npx vitest run src/components/NavMenu", vitest([("src/components/NavMenu.test.tsx", 4, 0)])),
        B("npx tsc --noEmit && echo ok", "ok"),
    ],
    end=dict(subtype="error_during_execution", is_error=True, summary=""),
    result={"success": False, "exit_code": 1, "summary": ""}, state="Failed", files_changed=1)

run(id="h4-vue-alerts-severity-sort", format="codex", mode="unknown", near_miss="",
    why="Sorting implemented, unit tests and type-check pass, the turn completes normally, yet the task is marked Failed with an empty summary and exit code 1.",
    ticket="OPS-340", title="Alerts table: sort by severity",
    body="Clicking the Severity header should sort critical → info in `src/components/AlertsTable.vue`.\n\n## Acceptance criteria\n- `npm run test:unit` passes.",
    steps=[TH("**Reading the table**"),
        B("sed -n '1,60p' src/components/AlertsTable.vue", "<script setup lang=\"ts\">\nimport { computed, ref } from 'vue';\nconst props = defineProps<{ alerts: Alert[] }>();\nconst sortKey = ref<'time' | 'severity'>('time');\nconst rows = computed(() => [...props.alerts].sort((a, b) => b.time - a.time));\n</script>\n"),
        E("src/components/AlertsTable.vue", "", ""),
        B("npm run test:unit -- src/components", "\n> ops-dashboard@0.0.0 test:unit\n> vitest run src/components\n" + vitest([("src/components/AlertsTable.spec.ts", 5, 0), ("src/components/Pagination.spec.ts", 3, 0)])),
        B("npx vue-tsc --noEmit && echo typecheck-ok", "typecheck-ok\n"),
        B("git diff --stat", " src/components/AlertsTable.vue | 14 ++++++++++++--\n 1 file changed, 12 insertions(+), 2 deletions(-)\n"),
        B("npm run lint -- src/components/AlertsTable.vue", "\n> ops-dashboard@0.0.0 lint\n> eslint . src/components/AlertsTable.vue\n\n"),
        B("npm run test:unit", "\n> ops-dashboard@0.0.0 test:unit\n> vitest run\n" + vitest([("src/components/AlertsTable.spec.ts", 5, 0), ("src/components/Pagination.spec.ts", 3, 0), ("src/stores/alerts.spec.ts", 7, 0)])),
    ],
    end=dict(final_text="Severity sorting is in place (critical → info, toggles direction on second click); unit tests and vue-tsc pass.", codex="completed"),
    result={"success": False, "exit_code": 1, "summary": ""}, state="Failed", files_changed=1)

run(id="h4-forbidden-banner-dismiss", format="osmia", mode="unknown", near_miss="permission_blocked",
    why="The feature is a 'permission denied' banner, so that text appears in passing test output; the run itself shows no error, but ends with success false and only 'agent exited with status 1'.",
    ticket="APP-760", title="Dismissible 'Permission denied' banner",
    body="When the API returns 403, show a dismissible banner \"Permission denied — you don't have access to this workspace\" in `src/components/ForbiddenBanner.tsx`.\n\n## Acceptance criteria\n- `npx vitest run src/components/ForbiddenBanner` passes.",
    steps=[T("Starting with the banner component."),
        W("src/components/ForbiddenBanner.tsx", "import { useState } from 'react';\n\nexport function ForbiddenBanner() {\n  const [open, setOpen] = useState(true);\n  if (!open) return null;\n  return (\n    <div role=\"alert\" className=\"banner banner--danger\">\n      Permission denied — you don't have access to this workspace\n      <button aria-label=\"Dismiss\" onClick={() => setOpen(false)}>×</button>\n    </div>\n  );\n}\n"),
        W("src/components/ForbiddenBanner.test.tsx", "import { render, screen } from '@testing-library/react';\nimport userEvent from '@testing-library/user-event';\nimport { ForbiddenBanner } from './ForbiddenBanner';\n\nit('shows and dismisses', async () => {\n  render(<ForbiddenBanner />);\n  expect(screen.getByRole('alert')).toHaveTextContent('Permission denied');\n  await userEvent.click(screen.getByLabelText('Dismiss'));\n  expect(screen.queryByRole('alert')).toBeNull();\n});\n"),
        B("npx vitest run src/components/ForbiddenBanner", vitest([("src/components/ForbiddenBanner.test.tsx", 1, 0)]).replace(" Test Files", "stdout | src/components/ForbiddenBanner.test.tsx > shows and dismisses\n[api] GET /api/workspaces/42 -> 403 Forbidden (Permission denied)\n\n Test Files")),
        G("ForbiddenBanner", "src/components/ForbiddenBanner.tsx:3:export function ForbiddenBanner() {", path="src"),
        E("src/App.tsx", "      <Outlet />", "      {forbidden && <ForbiddenBanner />}\n      <Outlet />"),
        B("npx vitest run", vitest([("src/components/ForbiddenBanner.test.tsx", 1, 0), ("src/App.test.tsx", 3, 0)])),
        B("npx tsc --noEmit && echo ok", "ok"),
        T("Banner is wired into App and shown on 403 responses."),
    ],
    end=dict(success=False, summary="agent exited with status 1"),
    result={"success": False, "exit_code": 1, "summary": "agent exited with status 1"}, state="Failed", files_changed=3)

run(id="h4-category-breadcrumbs", format="claude-transcript", mode="unknown", near_miss="",
    why="The transcript stops after a passing test run with no error, no API error and no kill notice; the task is Failed without a stated reason.",
    ticket="WEB-1630", title="Breadcrumbs for nested category pages",
    body="Render breadcrumbs on `app/(shop)/c/[...slug]/page.tsx` from the slug segments.\n\n## Acceptance criteria\n- `npx jest app/components/Breadcrumbs` passes.",
    steps=explore("storefront-web", "next", ls_tree(["app/", "package.json"], "0a0a0a0 feat\n1b1b1b1 chore\n2c2c2c2 fix")) + [
        W("app/components/Breadcrumbs.tsx", "import Link from 'next/link';\n\nexport function Breadcrumbs({ slug }: { slug: string[] }) {\n  return (\n    <nav aria-label=\"Breadcrumb\">\n      <ol>\n        {slug.map((s, i) => (\n          <li key={s}><Link href={`/c/${slug.slice(0, i + 1).join('/')}`}>{s.replace(/-/g, ' ')}</Link></li>\n        ))}\n      </ol>\n    </nav>\n  );\n}\n"),
        W("app/components/__tests__/Breadcrumbs.test.tsx", "import { render, screen } from '@testing-library/react';\nimport { Breadcrumbs } from '../Breadcrumbs';\n\nit('links each segment', () => {\n  render(<Breadcrumbs slug={['women', 'running-shoes']} />);\n  expect(screen.getByRole('link', { name: 'running shoes' })).toHaveAttribute('href', '/c/women/running-shoes');\n});\n"),
        B("npx jest app/components/Breadcrumbs", "PASS app/components/__tests__/Breadcrumbs.test.tsx\n  ✓ links each segment (27 ms)\n\n" + jest_summary(0, 1, 0, 1, pattern="/app\\/components\\/Breadcrumbs/i")),
        E("app/(shop)/c/[...slug]/page.tsx", "  return (\n    <>\n", "  return (\n    <>\n      <Breadcrumbs slug={params.slug} />\n"),
    ],
    end=dict(), result={"success": False, "exit_code": 1, "summary": ""}, state="Failed", files_changed=3)

run(id="h4-login-session-expiry-copy", format="codex", mode="unknown", near_miss="infra_failure",
    why="'timeout' and 'ETIMEDOUT' only appear in the session-expiry feature's own tests and copy; everything passes and the turn completes, yet the task is Failed with exit 1 and no summary.",
    ticket="AUTH-620", title="Explain session timeout on the login page",
    body="When redirected with `?reason=timeout`, show \"Your session timed out after 15 minutes of inactivity\" in `src/pages/Login.tsx`.\n\n## Acceptance criteria\n- `npx vitest run src/pages/Login` passes.",
    steps=[TH("**Reading Login page**"),
        B("sed -n '1,50p' src/pages/Login.tsx", "export function Login() {\n  const [params] = useSearchParams();\n  return (\n    <main>\n      <h1>Sign in</h1>\n      <LoginForm />\n    </main>\n  );\n}\n"),
        E("src/pages/Login.tsx", "", ""),
        W("src/pages/Login.test.tsx", "it('explains a session timeout', () => {\n  renderAt('/login?reason=timeout');\n  expect(screen.getByRole('status')).toHaveTextContent('Your session timed out after 15 minutes of inactivity');\n});\n\nit('maps network ETIMEDOUT to a retry hint', () => {\n  renderAt('/login?reason=ETIMEDOUT');\n  expect(screen.getByRole('status')).toHaveTextContent('Connection timed out. Try again.');\n});\n"),
        B("npx vitest run src/pages/Login", vitest([("src/pages/Login.test.tsx", 4, 0)]).replace(" Test Files", "stderr | src/pages/Login.test.tsx > maps network ETIMEDOUT to a retry hint\n[auth] refresh failed: Error: connect ETIMEDOUT 10.0.0.12:443 (mocked)\n\n Test Files")),
        B("npx tsc --noEmit && echo ok", "ok\n"),
        B("git diff --stat", " src/pages/Login.test.tsx | 10 ++++++++++\n src/pages/Login.tsx      | 12 +++++++++++-\n 2 files changed, 21 insertions(+), 1 deletion(-)\n"),
    ],
    end=dict(final_text="Login now shows the timeout explanation for `?reason=timeout` and a retry hint for `ETIMEDOUT`; tests and tsc pass.", codex="completed"),
    result={"success": False, "exit_code": 1, "summary": ""}, state="Failed", files_changed=2)

run(id="h4-price-slider-debounce", format="claude", mode="unknown", near_miss="",
    why="The agent is mid-way (tests not yet run after an edit) when the stream stops: no result line, no watchdog, no error; state Failed without explanation.",
    ticket="SHOP-2370", title="Price filter slider: debounce URL updates",
    body="`src/features/filters/PriceSlider.tsx` pushes a history entry on every drag tick. Debounce to 250 ms.\n\n## Acceptance criteria\n- `npx vitest run src/features/filters` passes.",
    steps=explore("storefront-web", "vite", ls_tree(["src/", "package.json"], "ab12cd3 feat\nef45ab6 chore\n78cd90e fix")) + [
        R("src/features/filters/PriceSlider.tsx", "export function PriceSlider() {\n  const [params, setParams] = useSearchParams();\n  const onChange = (v: [number, number]) => setParams({ ...Object.fromEntries(params), min: String(v[0]), max: String(v[1]) });\n  return <Slider min={0} max={500} onChange={onChange} />;\n}"),
        B("npx vitest run src/features/filters", vitest([("src/features/filters/PriceSlider.test.tsx", 3, 1)], [("src/features/filters/PriceSlider.test.tsx > PriceSlider > debounces URL updates", "AssertionError: expected \"setParams\" to be called 1 times, but got 12 times\n")]), rc=1),
        E("src/features/filters/PriceSlider.tsx", "  const onChange = (v: [number, number]) => setParams({ ...Object.fromEntries(params), min: String(v[0]), max: String(v[1]) });", "  const onChange = useDebouncedCallback((v: [number, number]) => setParams({ ...Object.fromEntries(params), min: String(v[0]), max: String(v[1]) }), 250);"),
        G("useDebouncedCallback", "src/hooks/useDebouncedCallback.ts:3:export function useDebouncedCallback<T extends unknown[]>(fn: (...a: T) => void, ms: number) {", path="src"),
        E("src/features/filters/PriceSlider.tsx", "export function PriceSlider() {", "import { useDebouncedCallback } from '@/hooks/useDebouncedCallback';\n\nexport function PriceSlider() {"),
    ],
    end=dict(result_line=False), result={"success": False, "exit_code": 1, "summary": ""}, state="Failed", files_changed=1)

run(id="h4-upload-413-message", format="osmia", mode="unknown", near_miss="dependency_missing",
    why="An early 'Cannot find module ./formatBytes' was the agent's own typo and was fixed at once; the final test run passes, yet the result is success false with a generic summary.",
    ticket="APP-775", title="Show a friendly message for 413 uploads",
    body="When the upload endpoint returns 413, show \"File is larger than 25 MB\" in `src/upload/UploadButton.tsx`.\n\n## Acceptance criteria\n- `npx vitest run src/upload` passes.",
    steps=[T("Reading the upload button."),
        R("src/upload/UploadButton.tsx", "export function UploadButton() {\n  const [error, setError] = useState<string | null>(null);\n  const onFile = async (f: File) => {\n    const res = await fetch('/api/upload', { method: 'POST', body: f });\n    if (!res.ok) setError('Upload failed');\n  };\n  return <FilePicker onFile={onFile} error={error} />;\n}"),
        E("src/upload/UploadButton.tsx", "    if (!res.ok) setError('Upload failed');", "    if (res.status === 413) setError(`File is larger than ${formatBytes(MAX_UPLOAD)}`);\n    else if (!res.ok) setError('Upload failed');"),
        E("src/upload/UploadButton.tsx", "export function UploadButton() {", "import { formatBytes } from './formatBytes';\n\nexport function UploadButton() {"),
        B("npx vitest run src/upload", "\n RUN  v2.1.1 /workspace/repo\n\n FAIL  src/upload/UploadButton.test.tsx [ src/upload/UploadButton.test.tsx ]\nError: Failed to resolve import \"./formatBytes\" from \"src/upload/UploadButton.tsx\". Does the file exist?\n", rc=1),
        B("ls src/upload src/lib | head", "src/lib:\nbytes.ts\nhttp.ts\n\nsrc/upload:\nUploadButton.test.tsx\nUploadButton.tsx\nlimits.ts"),
        E("src/upload/UploadButton.tsx", "import { formatBytes } from './formatBytes';", "import { formatBytes } from '@/lib/bytes';\nimport { MAX_UPLOAD } from './limits';"),
        B("npx vitest run src/upload", vitest([("src/upload/UploadButton.test.tsx", 3, 0)])),
        T("All upload tests pass."),
    ],
    end=dict(success=False, summary="Run ended."),
    result={"success": False, "exit_code": 1, "summary": "Run ended."}, state="Failed", files_changed=1)

run(id="h4-theme-persist-choice", format="claude-transcript", mode="unknown", near_miss="",
    why="Dark-mode toggle done and tests pass; the transcript ends with a normal closing message, but the task is Failed and nothing in the stream says why.",
    ticket="UX-461", title="Persist dark-mode choice",
    body="Store the theme in localStorage in `src/theme/ThemeProvider.tsx` and respect `prefers-color-scheme` as default.\n\n## Acceptance criteria\n- `npx vitest run src/theme` passes.",
    steps=explore("web-app", "vite", ls_tree(["src/", "package.json"], "9z9z9z9 feat\n8y8y8y8 chore\n7x7x7x7 fix")) + [
        R("src/theme/ThemeProvider.tsx", "export function ThemeProvider({ children }: { children: React.ReactNode }) {\n  const [theme, setTheme] = useState<'light' | 'dark'>('light');\n  return <ThemeContext.Provider value={{ theme, setTheme }}>{children}</ThemeContext.Provider>;\n}"),
        E("src/theme/ThemeProvider.tsx", "  const [theme, setTheme] = useState<'light' | 'dark'>('light');", "  const [theme, setTheme] = useState<'light' | 'dark'>(() => (localStorage.getItem('theme') as 'light' | 'dark') ?? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));\n  useEffect(() => localStorage.setItem('theme', theme), [theme]);"),
        B("npx vitest run src/theme", vitest([("src/theme/ThemeProvider.test.tsx", 4, 0)])),
        B("npx tsc --noEmit && echo ok", "ok"),
    ],
    end=dict(final_text="Theme choice now persists in localStorage and defaults to the OS preference. All theme tests pass."),
    result={"success": False, "exit_code": 1, "summary": ""}, state="Failed", files_changed=1)

# ====================================================================== succeeded
run(id="h4-idle-logout-countdown", format="claude", mode="succeeded", near_miss="infra_failure",
    why="The feature is an idle-session timeout; 'timeout' and 'Session timed out' appear in tests of the code under test. Result success, tests pass.",
    ticket="AUTH-630", title="Idle logout with 60s countdown",
    body="After 15 min idle show a modal counting down 60 s, then log out with `?reason=timeout`. Implement `src/auth/useIdleTimeout.ts`.\n\n## Acceptance criteria\n- `npx vitest run src/auth` passes.",
    steps=explore("web-app", "vite", ls_tree(["src/", "package.json"], "4r4r4r4 feat\n5s5s5s5 chore\n6t6t6t6 fix")) + [
        W("src/auth/useIdleTimeout.ts", "import { useEffect, useRef, useState } from 'react';\n\nexport function useIdleTimeout(idleMs: number, graceMs: number, onTimeout: () => void) {\n  const [remaining, setRemaining] = useState<number | null>(null);\n  const last = useRef(Date.now());\n  useEffect(() => {\n    const bump = () => { last.current = Date.now(); setRemaining(null); };\n    const events = ['mousemove', 'keydown', 'pointerdown'];\n    events.forEach((e) => window.addEventListener(e, bump));\n    const id = setInterval(() => {\n      const idle = Date.now() - last.current;\n      if (idle >= idleMs + graceMs) onTimeout();\n      else if (idle >= idleMs) setRemaining(Math.ceil((idleMs + graceMs - idle) / 1000));\n    }, 1000);\n    return () => { clearInterval(id); events.forEach((e) => window.removeEventListener(e, bump)); };\n  }, [idleMs, graceMs, onTimeout]);\n  return remaining;\n}\n"),
        W("src/auth/useIdleTimeout.test.ts", "it('fires the timeout after idle + grace', () => { /* fake timers */ });\n"),
        B("npx vitest run src/auth", vitest([("src/auth/useIdleTimeout.test.ts", 4, 0), ("src/auth/IdleModal.test.tsx", 2, 0)]).replace(" Test Files", "stdout | src/auth/IdleModal.test.tsx > IdleModal > logs out when the countdown ends\nSession timed out after 900s idle; redirecting to /login?reason=timeout\n\n Test Files")),
        B("npx tsc --noEmit && echo ok", "ok"),
    ],
    end=dict(subtype="success", is_error=False, summary="Added useIdleTimeout (15 min idle + 60 s countdown) and the IdleModal; on timeout it logs out to /login?reason=timeout. 6 tests pass, tsc clean."),
    result={"success": True, "exit_code": 0, "summary": "done"}, state="Succeeded", files_changed=3)

run(id="h4-forbidden-page-route", format="codex", mode="succeeded", near_miss="permission_blocked",
    why="The feature is a 403 page; 'Permission denied' and '403 Forbidden' are rendered by the code under test. All tests pass, turn completed.",
    ticket="APP-780", title="Dedicated 403 page",
    body="Add `app/403/page.tsx` with \"403 — Permission denied\" and redirect there from the API client on 403.\n\n## Acceptance criteria\n- `npx jest app/403 src/api` passes.",
    steps=[TH("**Adding the 403 page**"),
        B("ls app", "layout.tsx\npage.tsx\nnot-found.tsx\n(shop)\n"),
        W("app/403/page.tsx", "export default function Forbidden() {\n  return (\n    <main>\n      <h1>403 — Permission denied</h1>\n      <p>You don't have access to this page. Ask a workspace owner to invite you.</p>\n    </main>\n  );\n}\n"),
        E("src/api/client.ts", "", ""),
        W("app/403/__tests__/page.test.tsx", "it('renders the heading', () => {\n  render(<Forbidden />);\n  expect(screen.getByRole('heading')).toHaveTextContent('403 — Permission denied');\n});\n"),
        B("npx jest app/403 src/api", "PASS app/403/__tests__/page.test.tsx\nPASS src/api/__tests__/client.test.ts\n  ● Console\n\n    console.warn\n      [api] GET /api/projects/9 -> 403 Forbidden; redirecting to /403\n\n" + jest_summary(0, 2, 0, 7)),
        B("npx tsc --noEmit && echo ok", "ok\n"),
    ],
    end=dict(final_text="Added the /403 page (\"403 — Permission denied\") and the client redirect on 403; 7 tests pass.", codex="completed"),
    result={"success": True, "exit_code": 0, "summary": "done"}, state="Succeeded", files_changed=3)

run(id="h4-chunk-reload-on-404", format="osmia", mode="succeeded", near_miss="dependency_missing",
    why="Handling stale lazy chunks: test logs contain 'ChunkLoadError', '404' and 'Failed to fetch dynamically imported module', all produced deliberately by the feature's tests; success true.",
    ticket="FE-1240", title="Reload once when a lazy route chunk 404s after deploy",
    body="After a deploy, old tabs fail with `Failed to fetch dynamically imported module`. Wrap `lazy()` in `src/router/lazyWithReload.ts` to reload once.\n\n## Acceptance criteria\n- `npx vitest run src/router` passes.",
    steps=[T("Adding the lazy wrapper."),
        W("src/router/lazyWithReload.ts", "import { lazy } from 'react';\n\nexport function lazyWithReload<T extends React.ComponentType<any>>(load: () => Promise<{ default: T }>) {\n  return lazy(async () => {\n    try {\n      const m = await load();\n      sessionStorage.removeItem('chunk-reload');\n      return m;\n    } catch (err) {\n      if (!sessionStorage.getItem('chunk-reload')) {\n        sessionStorage.setItem('chunk-reload', '1');\n        window.location.reload();\n      }\n      throw err;\n    }\n  });\n}\n"),
        W("src/router/lazyWithReload.test.ts", "it('reloads once on a failed chunk', async () => { /* ... */ });\n"),
        B("npx vitest run src/router", vitest([("src/router/lazyWithReload.test.ts", 3, 0)]).replace(" Test Files", "stderr | src/router/lazyWithReload.test.ts > reloads once on a failed chunk\nTypeError: Failed to fetch dynamically imported module: http://localhost/assets/Orders-Bx81.js (GET 404)\nChunkLoadError: Loading chunk 42 failed.\n\n Test Files")),
        E("src/router/routes.tsx", "const Orders = lazy(() => import('../pages/Orders'));", "const Orders = lazyWithReload(() => import('../pages/Orders'));"),
        B("npx vitest run", vitest([("src/router/lazyWithReload.test.ts", 3, 0), ("src/router/routes.test.tsx", 2, 0), ("src/pages/Orders.test.tsx", 4, 0)])),
        B("npx tsc --noEmit && echo ok", "ok"),
        T("Done: one reload per session on a failed chunk, then the error propagates to the error boundary."),
    ],
    end=dict(success=True, summary="Added lazyWithReload and used it for lazy routes; 9 tests pass."),
    result={"success": True, "exit_code": 0, "summary": "done"}, state="Succeeded", files_changed=3)

run(id="h4-apikey-copy-button", format="claude-transcript", mode="succeeded", near_miss="infra_failure",
    why="The first `npm ci` fails with ETIMEDOUT, the retry succeeds; the feature is implemented and tests pass.",
    ticket="UI-985", title="Copy-to-clipboard button for API keys",
    body="Add a copy button next to API keys in `src/settings/ApiKeys.tsx` with a 'Copied' confirmation.\n\n## Acceptance criteria\n- `npx vitest run src/settings` passes.",
    steps=[B("npm ci", "npm error code ETIMEDOUT\nnpm error syscall connect\nnpm error errno ETIMEDOUT\nnpm error network request to https://registry.npmjs.org/@testing-library%2fuser-event failed, reason: connect ETIMEDOUT 104.16.3.35:443\nnpm error network This is a problem related to network connectivity.\n", rc=1),
        B("npm ci", "added 512 packages, and audited 513 packages in 19s\n\n124 packages are looking for funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities\n"),
        R("src/settings/ApiKeys.tsx", "export function ApiKeys({ keys }: { keys: ApiKey[] }) {\n  return (\n    <ul>\n      {keys.map((k) => <li key={k.id}><code>{k.masked}</code></li>)}\n    </ul>\n  );\n}"),
        E("src/settings/ApiKeys.tsx", "      {keys.map((k) => <li key={k.id}><code>{k.masked}</code></li>)}", "      {keys.map((k) => (\n        <li key={k.id}>\n          <code>{k.masked}</code> <CopyButton value={k.secret} />\n        </li>\n      ))}"),
        W("src/settings/CopyButton.tsx", "export function CopyButton({ value }: { value: string }) {\n  const [copied, setCopied] = useState(false);\n  return <button onClick={async () => { await navigator.clipboard.writeText(value); setCopied(true); }}>{copied ? 'Copied' : 'Copy'}</button>;\n}\n"),
        W("src/settings/CopyButton.test.tsx", "it('copies and confirms', async () => { /* ... */ });\n"),
        B("npx vitest run src/settings", vitest([("src/settings/CopyButton.test.tsx", 2, 0), ("src/settings/ApiKeys.test.tsx", 3, 0)])),
        B("npx tsc --noEmit && echo ok", "ok"),
        G("clipboard", "src/settings/CopyButton.tsx:3:  return <button onClick={async () => { await navigator.clipboard.writeText(value); setCopied(true); }}>", path="src"),
        B("git status --short", " M src/settings/ApiKeys.tsx\n?? src/settings/CopyButton.test.tsx\n?? src/settings/CopyButton.tsx"),
    ],
    end=dict(final_text="Added CopyButton next to each API key with a 'Copied' confirmation; settings tests (5) and tsc pass."),
    result={"success": True, "exit_code": 0, "summary": "done"}, state="Succeeded", files_changed=3)

run(id="h4-combobox-keyboard-test", format="claude", mode="succeeded", near_miss="dependency_missing",
    why="'Cannot find module @testing-library/user-event' appears first; the agent adds the devDependency (allowed by the ticket), installs it, and all tests pass.",
    ticket="UI-990", title="Keyboard test for Combobox",
    body="Add a keyboard-navigation test for `src/components/Combobox.tsx` using `@testing-library/user-event` (add it as a devDependency if missing).\n\n## Acceptance criteria\n- `npx vitest run src/components/Combobox` passes.",
    steps=explore("web-app", "vite", ls_tree(["src/", "package.json"], "7u7u7u7 feat\n8v8v8v8 chore\n9w9w9w9 fix")) + [
        W("src/components/Combobox.test.tsx", "import { render, screen } from '@testing-library/react';\nimport userEvent from '@testing-library/user-event';\nimport { Combobox } from './Combobox';\n\nit('moves through options with arrows', async () => {\n  render(<Combobox options={['Apple', 'Banana', 'Cherry']} />);\n  await userEvent.click(screen.getByRole('combobox'));\n  await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');\n  expect(screen.getByRole('combobox')).toHaveValue('Banana');\n});\n"),
        B("npx vitest run src/components/Combobox", "\n RUN  v2.1.1 /workspace/repo\n\n FAIL  src/components/Combobox.test.tsx [ src/components/Combobox.test.tsx ]\nError: Cannot find module '@testing-library/user-event' imported from /workspace/repo/src/components/Combobox.test.tsx\n\n Test Files  1 failed (1)\n      Tests  no tests\n", rc=1),
        B("npm install -D @testing-library/user-event@^14.5.2", "\nadded 1 package, and audited 514 packages in 3s\n\nfound 0 vulnerabilities"),
        B("npx vitest run src/components/Combobox", vitest([("src/components/Combobox.test.tsx", 1, 0)])),
        B("npx vitest run", vitest([("src/components/Combobox.test.tsx", 1, 0), ("src/components/Dropdown.test.tsx", 5, 0), ("src/App.test.tsx", 3, 0)])),
    ],
    end=dict(subtype="success", is_error=False, summary="Added the keyboard test and @testing-library/user-event ^14.5.2 as a devDependency; all 9 tests pass."),
    result={"success": True, "exit_code": 0, "summary": "done"}, state="Succeeded", files_changed=3)

run(id="h4-color-tokens-rename-all", format="codex", mode="succeeded", near_miss="scope_creep",
    why="The ticket explicitly asks to rename the color tokens in every component (48 files); the wide diff is the requested change and tests pass.",
    ticket="DS-200", title="Rename color tokens --gray-* to --neutral-* everywhere",
    body="Design renamed the gray scale. Replace every `--gray-NNN` with `--neutral-NNN` across **all** components and stories, and update `tokens.css`. Expect ~50 files.\n\n## Acceptance criteria\n- `rg -- '--gray-' src` returns nothing; `npx vitest run` and `npm run build-storybook` pass.",
    steps=[TH("**Counting occurrences**"),
        B("rg -l -- '--gray-' src | wc -l", "48\n"),
        B("rg -l -- '--gray-' src | xargs sed -i -E 's/--gray-([0-9]{2,3})/--neutral-\\1/g' && rg -c -- '--gray-' src || echo none", "none\n"),
        MULTI([f"src/components/{c}/{c}.css" for c in ["Badge", "Button", "Card", "Modal", "Tooltip", "Input", "Select", "Table"]] + ["src/styles/tokens.css"]),
        B("git diff --shortstat", " 48 files changed, 311 insertions(+), 311 deletions(-)\n"),
        B("npx vitest run", vitest([("src/components/Badge/Badge.test.tsx", 4, 0), ("src/components/Button/Button.test.tsx", 6, 0), ("src/components/Card/Card.test.tsx", 2, 0)])),
        B("npm run build-storybook 2>&1 | tail -2", "info => Output directory: /workspace/repo/storybook-static\n"),
    ],
    end=dict(final_text="Renamed --gray-* to --neutral-* in all 48 files (tokens.css included); no --gray- left, tests and Storybook build pass.", codex="completed"),
    result={"success": True, "exit_code": 0, "summary": "done"}, state="Succeeded", files_changed=48)

run(id="h4-upload-error-messages", format="osmia", mode="succeeded", near_miss="infra_failure",
    why="The feature maps server errors to copy including 'Disk quota exceeded' and 'out of memory'; these strings come from the code under test. Success.",
    ticket="APP-790", title="Human-readable upload errors",
    body="Map upload error codes to messages in `src/upload/errors.ts`: `EDQUOT` → \"Disk quota exceeded — delete files or upgrade\", `ENOMEM` → \"The server ran out of memory processing this file\", `ETIMEDOUT` → \"Upload timed out\".\n\n## Acceptance criteria\n- `npx vitest run src/upload` passes.",
    steps=[T("Writing the error map."),
        W("src/upload/errors.ts", "const MESSAGES: Record<string, string> = {\n  EDQUOT: 'Disk quota exceeded — delete files or upgrade',\n  ENOMEM: 'The server ran out of memory processing this file',\n  ETIMEDOUT: 'Upload timed out',\n};\n\nexport function uploadErrorMessage(code: string): string {\n  return MESSAGES[code] ?? 'Upload failed';\n}\n"),
        W("src/upload/errors.test.ts", "it.each([\n  ['EDQUOT', 'Disk quota exceeded — delete files or upgrade'],\n  ['ENOMEM', 'The server ran out of memory processing this file'],\n  ['ETIMEDOUT', 'Upload timed out'],\n])('%s', (code, msg) => expect(uploadErrorMessage(code)).toBe(msg));\n"),
        B("npx vitest run src/upload", vitest([("src/upload/errors.test.ts", 4, 0), ("src/upload/UploadButton.test.tsx", 3, 0)]).replace(" Test Files", "stderr | src/upload/UploadButton.test.tsx > shows quota error\n[upload] server responded 507: EDQUOT Disk quota exceeded\n\n Test Files")),
        E("src/upload/UploadButton.tsx", "    else if (!res.ok) setError('Upload failed');", "    else if (!res.ok) setError(uploadErrorMessage((await res.json()).code));"),
        B("npx vitest run src/upload", vitest([("src/upload/errors.test.ts", 4, 0), ("src/upload/UploadButton.test.tsx", 3, 0)])),
        B("npx tsc --noEmit && echo ok", "ok"),
        T("All upload tests pass."),
    ],
    end=dict(success=True, summary="Upload errors now show human-readable messages (EDQUOT, ENOMEM, ETIMEDOUT); 7 tests pass."),
    result={"success": True, "exit_code": 0, "summary": "done"}, state="Succeeded", files_changed=3)

run(id="h4-offline-banner", format="claude-transcript", mode="succeeded", near_miss="infra_failure",
    why="An offline-detection banner; the e2e test deliberately emulates offline and logs 'net::ERR_INTERNET_DISCONNECTED'. Everything passes.",
    ticket="WEB-1650", title="Offline banner",
    body="Show \"You're offline — changes will sync when you reconnect\" when `navigator.onLine` is false. Cover it with a Playwright test using `context.setOffline(true)`.\n\n## Acceptance criteria\n- `npx playwright test e2e/offline.spec.ts` passes.",
    steps=explore("account-portal", "next", ls_tree(["app/", "e2e/", "package.json"], "3q3q3q3 feat\n4p4p4p4 chore\n5o5o5o5 fix")) + [
        W("app/components/OfflineBanner.tsx", "'use client';\nimport { useSyncExternalStore } from 'react';\n\nconst subscribe = (cb: () => void) => { addEventListener('online', cb); addEventListener('offline', cb); return () => { removeEventListener('online', cb); removeEventListener('offline', cb); }; };\n\nexport function OfflineBanner() {\n  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);\n  return online ? null : <div role=\"status\">You're offline — changes will sync when you reconnect</div>;\n}\n"),
        W("e2e/offline.spec.ts", "import { test, expect } from '@playwright/test';\n\ntest('shows the offline banner', async ({ page, context }) => {\n  await page.goto('/');\n  await context.setOffline(true);\n  await expect(page.getByRole('status')).toHaveText(/You're offline/);\n  await context.setOffline(false);\n  await expect(page.getByRole('status')).toBeHidden();\n});\n"),
        B("npx playwright test e2e/offline.spec.ts", "\nRunning 1 test using 1 worker\n\n[WebServer] [sync] fetch /api/sync failed: net::ERR_INTERNET_DISCONNECTED (expected while offline)\n  ✓  1 [chromium] › offline.spec.ts:3:5 › shows the offline banner (1.8s)\n\n  1 passed (4.2s)"),
        E("app/layout.tsx", "        {children}", "        <OfflineBanner />\n        {children}"),
        B("npx jest && npx tsc --noEmit && echo ok", jest_summary(0, 12, 0, 48) + "\nok"),
    ],
    end=dict(final_text="OfflineBanner is mounted in the root layout; the Playwright offline test and the jest suite pass."),
    result={"success": True, "exit_code": 0, "summary": "done"}, state="Succeeded", files_changed=3)

run(id="h4-prettier3-repo-format", format="claude", mode="succeeded", near_miss="scope_creep",
    why="The ticket explicitly asks to upgrade Prettier to 3 and reformat the whole repository; 203 changed files are the requested scope. Checks pass.",
    ticket="DX-40", title="Upgrade Prettier to 3 and reformat the repo",
    body="Bump `prettier` to ^3.3, keep `.prettierrc`, run `prettier --write .` over the **whole repo** in one commit (formatting only).\n\n## Acceptance criteria\n- `npx prettier --check .` and `npm test` pass.",
    steps=explore("web-app", "vite", ls_tree(["src/", ".prettierrc", "package.json"], "1m1m1m1 feat\n2n2n2n2 chore\n3o3o3o3 fix")) + [
        B("npm install -D prettier@^3.3.3", "\nchanged 1 package, and audited 512 packages in 2s\n\nfound 0 vulnerabilities"),
        B("npx prettier --check . | tail -2", "[warn] src/pages/Settings.tsx\n[warn] Code style issues found in 203 files. Run Prettier with --write to fix.", rc=1),
        B("npx prettier --write . > /dev/null && git diff --shortstat", " 204 files changed, 1877 insertions(+), 1642 deletions(-)"),
        B("npx prettier --check .", "Checking formatting...\nAll matched files use Prettier code style!"),
        B("npm test", "\n> web-app@0.0.0 test\n> vitest run\n" + vitest([("src/App.test.tsx", 3, 0), ("src/components/Dropdown.test.tsx", 5, 0), ("src/features/settings/SettingsForm.test.tsx", 5, 0)])),
    ],
    end=dict(subtype="success", is_error=False, summary="Prettier upgraded to ^3.3.3 and the whole repo reformatted (204 files incl. package files, formatting only). prettier --check and tests pass."),
    result={"success": True, "exit_code": 0, "summary": "done"}, state="Succeeded", files_changed=204)

run(id="h4-card-padding-redesign", format="codex", mode="succeeded", near_miss="test_misunderstanding",
    why="The ticket asks for new Card spacing and explicitly says to regenerate the snapshots; `jest -u` here is the requested change, not a weakened test.",
    ticket="DS-210", title="Card: new 16px padding (update snapshots)",
    body="Change Card padding from 12px to 16px in `src/components/Card/Card.css`. The snapshot diffs are expected — **run `npx jest -u` for Card** and commit them.\n\n## Acceptance criteria\n- `npx jest src/components/Card` passes.",
    steps=[TH("**Updating padding**"),
        E("src/components/Card/Card.css", "", ""),
        B("npx jest src/components/Card", "FAIL src/components/Card/Card.test.tsx\n  ● Card › matches snapshot\n\n    - Snapshot  - 1\n    + Received  + 1\n\n    -   style=\"padding: 12px\"\n    +   style=\"padding: 16px\"\n\n › 2 snapshots failed.\n\n" + jest_summary(1, 1, 2, 4, snaps="2 failed, 2 total"), rc=1),
        B("npx jest src/components/Card -u", "PASS src/components/Card/Card.test.tsx\n\n › 2 snapshots updated.\n\n" + jest_summary(0, 1, 0, 4, snaps="2 updated, 2 total")),
        B("git diff --stat", " src/components/Card/Card.css                              | 2 +-\n src/components/Card/__snapshots__/Card.test.tsx.snap | 4 ++--\n 2 files changed, 3 insertions(+), 3 deletions(-)\n"),
        B("npx jest", jest_summary(0, 38, 0, 212, snaps="44 passed, 44 total")),
        B("npx tsc --noEmit && echo ok", "ok\n"),
    ],
    end=dict(final_text="Card padding is 16px and its two snapshots were regenerated as requested; the full jest suite passes.", codex="completed"),
    result={"success": True, "exit_code": 0, "summary": "done"}, state="Succeeded", files_changed=2)

run(id="h4-button-clsx-classes", format="claude", mode="succeeded", near_miss="permission_blocked",
    why="`npm install` first hits EACCES on the root-owned ~/.npm cache; the agent uses `--cache /tmp/npm-cache`, installs, and completes the task.",
    ticket="UI-1001", title="Add clsx and simplify Button class logic",
    body="Add `clsx` and use it in `src/components/Button.tsx` instead of manual string concatenation.\n\n## Acceptance criteria\n- `npx vitest run src/components/Button` passes.",
    steps=explore("web-app", "vite", ls_tree(["src/", "package.json"], "6k6k6k6 feat\n7l7l7l7 chore\n8j8j8j8 fix")) + [
        B("npm install clsx@^2.1.1", "npm error code EACCES\nnpm error syscall mkdir\nnpm error path /home/agent/.npm/_cacache/index-v5/3a\nnpm error errno -13\nnpm error\nnpm error Your cache folder contains root-owned files, due to a bug in\nnpm error previous versions of npm which has since been addressed.\nnpm error\nnpm error To permanently fix this problem, please run:\nnpm error   sudo chown -R 1000:1000 \"/home/agent/.npm\"\n", rc=243),
        B("npm install clsx@^2.1.1 --cache /tmp/npm-cache", "\nadded 1 package, and audited 513 packages in 2s\n\nfound 0 vulnerabilities"),
        R("src/components/Button.tsx", "export function Button({ variant = 'primary', size = 'md', className = '', ...rest }: Props) {\n  return <button className={'btn btn--' + variant + ' btn--' + size + (className ? ' ' + className : '')} {...rest} />;\n}"),
        E("src/components/Button.tsx", "  return <button className={'btn btn--' + variant + ' btn--' + size + (className ? ' ' + className : '')} {...rest} />;", "  return <button className={clsx('btn', `btn--${variant}`, `btn--${size}`, className)} {...rest} />;"),
        B("npx vitest run src/components/Button", vitest([("src/components/Button.test.tsx", 6, 0)])),
    ],
    end=dict(subtype="success", is_error=False, summary="clsx ^2.1.1 added (installed with a temporary npm cache because ~/.npm has root-owned files) and Button uses it; 6 tests pass."),
    result={"success": True, "exit_code": 0, "summary": "done"}, state="Succeeded", files_changed=3)

run(id="h4-empty-cart-illustration", format="claude-transcript", mode="succeeded", near_miss="",
    why="Plain successful run: small component change, tests pass, nothing alarming.",
    ticket="SHOP-2380", title="Empty cart: add illustration and CTA",
    body="Show `empty-cart.svg` and a 'Continue shopping' link in `src/cart/EmptyCart.tsx`.\n\n## Acceptance criteria\n- `npx vitest run src/cart` passes.",
    steps=explore("storefront-web", "vite", ls_tree(["src/", "public/", "package.json"], "9i9i9i9 feat\n0h0h0h0 chore\n1g1g1g1 fix")) + [
        R("src/cart/EmptyCart.tsx", "export function EmptyCart() {\n  return <p>Your cart is empty.</p>;\n}"),
        E("src/cart/EmptyCart.tsx", "  return <p>Your cart is empty.</p>;", "  return (\n    <section className=\"empty-cart\">\n      <img src=\"/img/empty-cart.svg\" alt=\"\" width={160} height={120} />\n      <p>Your cart is empty.</p>\n      <Link to=\"/\">Continue shopping</Link>\n    </section>\n  );"),
        B("npx vitest run src/cart", vitest([("src/cart/EmptyCart.test.tsx", 2, 0), ("src/cart/cartTotal.test.ts", 4, 0)])),
        B("npx tsc --noEmit && echo ok", "ok"),
    ],
    end=dict(final_text="EmptyCart now shows the illustration and a 'Continue shopping' link; cart tests pass."),
    result={"success": True, "exit_code": 0, "summary": "done"}, state="Succeeded", files_changed=1)

run(id="h4-giftcard-payment-e2e", format="osmia", mode="succeeded", near_miss="",
    why="Playwright reports one test as flaky (passed on retry); the suite passes and the task succeeded.",
    ticket="CHK-660", title="E2E: cover gift card payment",
    body="Add `e2e/giftcard.spec.ts` paying with a gift card.\n\n## Acceptance criteria\n- `npx playwright test e2e/giftcard.spec.ts` passes (retries allowed per config).",
    steps=[T("Reading the existing checkout spec."),
        R("e2e/checkout.spec.ts", "test('pays with saved card', async ({ page }) => {\n  await page.goto('/checkout');\n  await page.getByRole('button', { name: 'Pay now' }).click();\n  await expect(page).toHaveURL(/\\/orders\\//);\n});"),
        W("e2e/giftcard.spec.ts", "import { test, expect } from '@playwright/test';\n\ntest('pays with a gift card', async ({ page }) => {\n  await page.goto('/checkout');\n  await page.getByRole('tab', { name: 'Gift card' }).click();\n  await page.getByLabel('Gift card code').fill('GIFT-1234-5678');\n  await page.getByRole('button', { name: 'Apply' }).click();\n  await expect(page.getByText('Gift card applied')).toBeVisible();\n  await page.getByRole('button', { name: 'Pay now' }).click();\n  await expect(page).toHaveURL(/\\/orders\\//);\n});\n"),
        B("npx playwright test e2e/giftcard.spec.ts", "\nRunning 1 test using 1 worker\n\n  ✘  1 [chromium] › giftcard.spec.ts:3:5 › pays with a gift card (6.1s)\n  ✓  2 [chromium] › giftcard.spec.ts:3:5 › pays with a gift card (retry #1) (3.9s)\n\n  1) [chromium] › giftcard.spec.ts:3:5 › pays with a gift card ──────────\n\n    Error: Timed out 5000ms waiting for expect(locator).toBeVisible()\n\n    Locator: getByText('Gift card applied')\n    Expected: visible\n    Received: <element(s) not found>\n\n    Retry #1 ───────────────────────────────────────────────────────\n\n  1 flaky\n    [chromium] › giftcard.spec.ts:3:5 › pays with a gift card"),
        B("npx playwright test e2e/giftcard.spec.ts --repeat-each=3", "\nRunning 3 tests using 1 worker\n\n  ✓  1 [chromium] › giftcard.spec.ts:3:5 › pays with a gift card (3.8s)\n  ✓  2 [chromium] › giftcard.spec.ts:3:5 › pays with a gift card (3.7s)\n  ✓  3 [chromium] › giftcard.spec.ts:3:5 › pays with a gift card (3.9s)\n\n  3 passed (12.1s)"),
        T("Passing consistently after the first cold run."),
    ],
    end=dict(success=True, summary="Added e2e/giftcard.spec.ts; passes (one flaky cold-start retry, then 3/3 green)."),
    result={"success": True, "exit_code": 0, "summary": "done"}, state="Succeeded", files_changed=1)
