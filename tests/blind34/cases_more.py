"""unknown and succeeded runs (succeeded ones carry alarming words on purpose)."""
from common import *

def P(t, title, body): return "# %s: %s\n\n%s\n" % (t, title, body)
CASES = []
def case(**kw): CASES.append(kw); return kw

# ----------------------------------------------------------------------------- unknown
case(slug="sticky-table-header", ticket="ADM-940", format="claude-transcript", mode="unknown", near_miss="",
     why="The change was made and tests pass; the run is marked failed with no error or cause visible in the stream.",
     prompt=P("ADM-940", "Sticky table header in the audit log", "Make the `<thead>` in `src/admin/audit/AuditLog.tsx` sticky when scrolling."),
     repo="admin-console",
     steps=[read("src/admin/audit/AuditLog.module.css", ".table { width: 100%; }\n.head th { background: var(--surface); }"),
            edit("src/admin/audit/AuditLog.module.css", ".head th { background: var(--surface); }", ".head th { background: var(--surface); position: sticky; top: 0; z-index: 1; }"),
            bash("npx vitest run src/admin/audit", " ✓ src/admin/audit/AuditLog.test.tsx (4 tests) 92ms\n\n Test Files  1 passed (1)\n      Tests  4 passed (4)"),
            say("The header is sticky now.")],
     end=end_fail("The header is sticky now."), result={"success": False, "exit_code": 1, "summary": "failed"})

case(slug="onboarding-copy-update", ticket="GRW-320", format="claude", mode="unknown", near_miss="dependency_missing",
     why="An early missing module was installed and everything passed afterwards; the run still ended as an error with no stated reason.",
     prompt=P("GRW-320", "Update onboarding copy", "Replace the welcome text in `src/onboarding/Welcome.tsx` with the copy from the ticket: \"Let's set up your workspace\"."),
     repo="growth-app",
     steps=[bash("npx vitest run src/onboarding", "Error: Cannot find module '@testing-library/jest-dom/vitest'\nRequire stack:\n- /workspace/growth-app/src/test/setup.ts", err=True),
            bash("npm install", "\nadded 412 packages, and audited 413 packages in 38s\n\nfound 0 vulnerabilities"),
            edit("src/onboarding/Welcome.tsx", "<h1>Welcome aboard!</h1>", "<h1>Let's set up your workspace</h1>"),
            bash("npx vitest run src/onboarding", " ✓ src/onboarding/Welcome.test.tsx (2 tests) 40ms\n\n Test Files  3 passed (3)\n      Tests  11 passed (11)"),
            say("Copy updated; onboarding tests pass.")],
     end=end_fail("Copy updated; onboarding tests pass.", subtype="error_during_execution"))

case(slug="nuxt-meta-tags", ticket="MKT-140", format="codex", mode="unknown", near_miss="",
     why="The stream just stops after a passing build; no error, limit or kill is shown, so the cause cannot be told.",
     prompt=P("MKT-140", "Open Graph tags on blog posts", "Use `useSeoMeta` in `pages/blog/[slug].vue` for og:title/og:image."),
     repo="marketing-nuxt",
     steps=[read("pages/blog/[slug].vue", "<script setup lang=\"ts\">\nconst { data: post } = await useAsyncData(() => queryContent(useRoute().path).findOne());\n</script>"),
            edit("pages/blog/[slug].vue", "</script>", "useSeoMeta({ ogTitle: () => post.value?.title, ogImage: () => post.value?.cover });\n</script>"),
            bash("npx nuxi typecheck", ""),
            bash("npx nuxi build", "ℹ Building client...\n✔ Client built in 8412ms\nℹ Building server...\n✔ Server built in 3120ms\n✔ Nuxt Nitro server built")],
     end=None, result={"success": False, "exit_code": 1, "summary": ""})

case(slug="svg-icon-sprite", ticket="DS-530", format="osmia", mode="unknown", near_miss="",
     why="Build and tests passed and the agent reported completion; the orchestrator marked the run failed without any reason in the stream.",
     prompt=P("DS-530", "Serve icons from an SVG sprite", "Generate `public/icons.svg` from `packages/icons/svg/*.svg` with the existing `scripts/sprite.mjs` and use `<use href>` in `Icon.tsx`."),
     repo="design-system",
     steps=[bash("node scripts/sprite.mjs", "wrote public/icons.svg (142 symbols, 61.2 kB)"),
            edit("packages/ui/src/Icon/Icon.tsx", "return <Svg {...props} />;", "return <svg {...props}><use href={`/icons.svg#${name}`} /></svg>;"),
            bash("pnpm -F @acme/ui test", " Test Files  22 passed (22)\n      Tests  160 passed (160)"),
            say("Icons now come from the sprite.")],
     end=end_fail("Icons now come from the sprite."))

case(slug="chart-legend-toggle", ticket="DASH-350", format="claude-transcript", mode="unknown", near_miss="infra_failure",
     why="The agent's last test run passed (the 'timeout' in its output is a test name); the session stops there with no error, limit or kill in the stream.",
     prompt=P("DASH-350", "Clicking a legend item should hide its series", "Wire `onLegendClick` in `src/charts/LineChart.tsx` to toggle series visibility."),
     repo="dashboard",
     steps=[read("src/charts/LineChart.tsx", "<Legend onClick={() => {}} />"),
            edit("src/charts/LineChart.tsx", "<Legend onClick={() => {}} />", "<Legend onClick={(e) => setHidden((h) => toggle(h, e.dataKey))} />"),
            bash("npx vitest run src/charts", " ✓ src/charts/LineChart.test.tsx (5 tests) 210ms\n   ✓ toggles a series on legend click\n   ✓ shows a timeout placeholder when data loading times out\n\n Test Files  2 passed (2)\n      Tests  9 passed (9)"),
            say("Legend toggling works.")],
     end=end_fail("Legend toggling works."), result={"success": False, "exit_code": 1, "summary": "failed"})

case(slug="angular-signal-inputs", ticket="FIN-220", format="claude", mode="unknown", near_miss="",
     why="The run ends with an error result whose text gives no cause; the stream shows clean builds and tests.",
     prompt=P("FIN-220", "Use signal inputs in InvoiceRow", "Convert `@Input()` properties of `InvoiceRowComponent` to `input()` signals."),
     repo="billing-ng",
     steps=[read("src/app/invoices/invoice-row.component.ts", "@Input() invoice!: Invoice;\n@Input() compact = false;"),
            edit("src/app/invoices/invoice-row.component.ts", "@Input() invoice!: Invoice;\n@Input() compact = false;", "invoice = input.required<Invoice>();\ncompact = input(false);"),
            bash("npx ng build", "Application bundle generation complete. [14.212 seconds]"),
            bash("npx ng test --watch=false", "TOTAL: 88 SUCCESS")],
     end=end_fail("Execution error", subtype="error_during_execution"))

case(slug="tailwind-prose-links", ticket="DOC-35", format="claude-transcript", mode="unknown", near_miss="",
     why="Nothing in the stream explains the failure: the edit was made and the build passed before the transcript ends.",
     prompt=P("DOC-35", "Underline links in docs prose", "Configure `@tailwindcss/typography` so links in `.prose` are underlined."),
     repo="docs-site",
     steps=[read("tailwind.config.js", "module.exports = { plugins: [require('@tailwindcss/typography')] };"),
            edit("tailwind.config.js", "module.exports = { plugins:", "module.exports = { theme: { extend: { typography: { DEFAULT: { css: { a: { textDecoration: 'underline' } } } } } }, plugins:"),
            bash("npm run build", "> docs-site@0.8.0 build\n> vite build\n\n✓ 212 modules transformed.\n✓ built in 3.41s")],
     end=end_fail("done"), result={"success": False, "exit_code": 2, "summary": ""})

case(slug="bff-cache-headers", ticket="BFF-70", format="codex", mode="unknown", near_miss="",
     why="The agent finished normally with passing tests; the run is marked failed but no error appears anywhere in the stream.",
     prompt=P("BFF-70", "Cache product responses for 60s", "Add `Cache-Control: public, max-age=60` to `GET /api/products` in `bff/routes/products.ts`."),
     repo="storefront",
     steps=[read("bff/routes/products.ts", "return c.json(items);"),
            edit("bff/routes/products.ts", "return c.json(items);", "c.header('Cache-Control', 'public, max-age=60');\n  return c.json(items);"),
            bash("bun test bff", "bun test v1.1.12\n\n 14 pass\n 0 fail\n 31 expect() calls\nRan 14 tests across 4 files. [402.00ms]"),
            say("Header added; BFF tests pass.")],
     end=end_fail("", codex_msg=None), result={"success": False, "exit_code": 1, "summary": "failed"})

# ----------------------------------------------------------------------------- succeeded
case(slug="idle-logout-warning", ticket="ACC-680", format="claude", mode="succeeded", near_miss="infra_failure",
     why="Succeeded: the 'session timed out' text is the feature under test and all tests pass.",
     prompt=P("ACC-680", "Log out idle users after 30 minutes", "Add `useIdleLogout(30 * 60_000)` to `AppShell` and show \"Your session timed out\" on the login page afterwards."),
     repo="account-portal",
     steps=[write("src/hooks/useIdleLogout.ts", "export function useIdleLogout(ms: number) {\n  useEffect(() => {\n    let t = setTimeout(logout, ms);\n    const reset = () => { clearTimeout(t); t = setTimeout(logout, ms); };\n    window.addEventListener('pointerdown', reset);\n    return () => { clearTimeout(t); window.removeEventListener('pointerdown', reset); };\n  }, [ms]);\n}"),
            edit("src/app/AppShell.tsx", "export function AppShell({ children }) {", "export function AppShell({ children }) {\n  useIdleLogout(30 * 60_000);"),
            bash("npx vitest run src/hooks/useIdleLogout.test.ts src/pages/Login.test.tsx", " ✓ src/hooks/useIdleLogout.test.ts (3 tests) 18ms\n   ✓ logs out after the idle timeout\n   ✓ resets the timeout on activity\n ✓ src/pages/Login.test.tsx (4 tests) 96ms\n   ✓ shows 'Your session timed out' after an idle logout\n\n Test Files  2 passed (2)\n      Tests  7 passed (7)"),
            bash("npx tsc --noEmit && npx eslint src/hooks src/app", ""),
            say("Idle logout is in place; users see \"Your session timed out\" on the login page.")],
     end=end_ok("Idle logout is in place; tests pass."))

case(slug="roles-page-empty-state", ticket="ADM-945", format="claude-transcript", mode="succeeded", near_miss="permission_blocked",
     why="Succeeded: 'Permission denied' is a fixture string asserted by the Roles page test, which passes.",
     prompt=P("ADM-945", "Roles page: explain missing access", "When `/api/roles` returns 403, render `<EmptyState title=\"Permission denied\" />` instead of a blank table."),
     repo="admin-console",
     steps=[edit("src/admin/roles/RolesPage.tsx", "if (error) return null;", "if (error?.status === 403) return <EmptyState title=\"Permission denied\" description=\"Ask an owner for admin rights.\" />;\n  if (error) return <ErrorBanner error={error} />;"),
            bash("npx vitest run src/admin/roles", " ✓ src/admin/roles/RolesPage.test.tsx (4 tests) 132ms\n   ✓ shows 'Permission denied' when the API answers 403\n   ✓ renders the matrix for admins\n\n Test Files  2 passed (2)\n      Tests  9 passed (9)"),
            bash("npx tsc --noEmit", ""),
            say("403s now show the Permission denied empty state.")],
     end=end_ok("403s now show the Permission denied empty state."))

case(slug="button-intent-codemod", ticket="DS-540", format="codex", mode="succeeded", near_miss="scope_creep",
     why="Succeeded: the ticket asked for the app-wide codemod renaming `variant` to `intent`, so touching 48 files is the task, not scope creep.",
     prompt=P("DS-540", "Rename Button `variant` prop to `intent` across the app", "Design system v4 renames `variant` to `intent`. Run `npx @acme/ds-codemods v4/button-intent src` over the whole app,\nfix anything it misses, and make tsc and tests pass."),
     files_changed=48,
     steps=[bash("npx @acme/ds-codemods v4/button-intent src", "Processing 611 files...\nAll done.\nResults:\n0 errors\n563 unmodified\n0 skipped\n48 ok\nTime elapsed: 6.204seconds"),
            bash("npx tsc --noEmit", "src/features/billing/PlanPicker.tsx(41,11): error TS2322: Type '{ variant: string; }' is not assignable to type 'IntrinsicAttributes & ButtonProps'.", code=2),
            edit("src/features/billing/PlanPicker.tsx", "<Button {...{ variant: highlighted ? 'primary' : 'ghost' }}>", "<Button intent={highlighted ? 'primary' : 'ghost'}>"),
            bash("npx tsc --noEmit", ""),
            bash("npx vitest run", vitest_pass(64, 512, "58.10s")),
            say("Codemod applied to 48 files plus one manual fix; tsc and tests pass.")],
     end=end_ok("Codemod applied; tsc and tests pass."))

case(slug="markdown-preview-sanitize", ticket="NOTE-50", format="osmia", mode="succeeded", near_miss="dependency_missing",
     why="Succeeded: a missing module (dompurify) was installed early and the sanitisation work then passed its tests.",
     prompt=P("NOTE-50", "Sanitise markdown preview HTML", "Run the rendered HTML in `src/editor/Preview.tsx` through DOMPurify before `dangerouslySetInnerHTML`."),
     repo="notes",
     steps=[edit("src/editor/Preview.tsx", "dangerouslySetInnerHTML={{ __html: html }}", "dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }}"),
            bash("yarn vitest run src/editor/Preview.test.tsx", " FAIL  src/editor/Preview.test.tsx\nError: Cannot find package 'dompurify' imported from /workspace/notes/src/editor/Preview.tsx", code=1),
            bash("yarn add dompurify@^3.1.5", "➤ YN0000: · Yarn 4.2.2\n➤ YN0000: ┌ Resolution step\n➤ YN0085: │ + dompurify@npm:3.1.5\n➤ YN0000: └ Completed\n➤ YN0000: · Done in 2s 310ms"),
            bash("yarn vitest run src/editor/Preview.test.tsx", " ✓ src/editor/Preview.test.tsx (3 tests) 57ms\n   ✓ strips <script> tags\n   ✓ keeps links\n\n Test Files  1 passed (1)\n      Tests  3 passed (3)"),
            say("Preview HTML is sanitised with DOMPurify.")],
     end=end_ok("Preview HTML is sanitised with DOMPurify."))

case(slug="newsletter-input-label", ticket="MKT-150", format="claude-transcript", mode="succeeded", near_miss="test_misunderstanding",
     why="Succeeded: the skipped test was already skipped before the run, and Prettier only rewrote the touched file.",
     prompt=P("MKT-150", "Newsletter input needs a visible label", "Add a visible `<label>` for the email input in `src/sections/Newsletter.vue`."),
     repo="marketing-site",
     steps=[edit("src/sections/Newsletter.vue", "<input type=\"email\" placeholder=\"Email\" />", "<label for=\"nl-email\">Email address</label>\n<input id=\"nl-email\" type=\"email\" />"),
            bash("npx prettier --write src/sections/Newsletter.vue", "src/sections/Newsletter.vue 38ms"),
            bash("git diff --stat", " src/sections/Newsletter.vue | 3 ++-\n 1 file changed, 2 insertions(+), 1 deletion(-)"),
            bash("npx vitest run src/sections", " ✓ src/sections/Newsletter.spec.ts (4 tests | 1 skipped) 61ms\n   ↓ subscribes via the real API (skipped: flaky upstream, see MKT-97)\n\n Test Files  3 passed (3)\n      Tests  11 passed | 1 skipped (12)"),
            bash("git log -1 --format=%h -S 'it.skip' -- src/sections/Newsletter.spec.ts", "7c41e0a"),
            say("Label added; the skipped test has been skipped since MKT-97 (7c41e0a).")],
     end=end_ok("Label added."))

case(slug="retry-banner-offline", ticket="WEB-1300", format="claude", mode="succeeded", near_miss="infra_failure",
     why="Succeeded: 'Network Error' and ETIMEDOUT come from the mocked fetch in the tests, which all pass.",
     prompt=P("WEB-1300", "Offline banner with retry", "Show \"You're offline. Retry\" when a query fails with a network error (axios `Network Error`)."),
     steps=[edit("src/components/QueryBoundary.tsx", "if (error) return <ErrorBanner error={error} />;", "if (isNetworkError(error)) return <OfflineBanner onRetry={refetch} />;\n  if (error) return <ErrorBanner error={error} />;"),
            bash("npx vitest run src/components/QueryBoundary.test.tsx", "stderr | src/components/QueryBoundary.test.tsx > shows the offline banner\nAxiosError: Network Error\n    at XMLHttpRequest.handleError (node_modules/axios/lib/adapters/xhr.js:158:14)\n\nstderr | src/components/QueryBoundary.test.tsx > treats ETIMEDOUT as offline\nError: connect ETIMEDOUT 10.0.0.1:443 (mocked)\n\n ✓ src/components/QueryBoundary.test.tsx (4 tests) 88ms\n\n Test Files  1 passed (1)\n      Tests  4 passed (4)"),
            bash("npx tsc --noEmit", ""),
            say("Offline banner shows for network errors; tests pass (the Network Error / ETIMEDOUT output is from the mocked requests).")],
     end=end_ok("Offline banner added; tests pass."))

case(slug="upload-error-messages", ticket="DOC-40", format="codex", mode="succeeded", near_miss="permission_blocked",
     why="Succeeded: EACCES/permission denied appear as the error message the upload UI must show for a fixture, and the tests pass.",
     prompt=P("DOC-40", "Friendly message for upload failures", "Map server errors `EACCES` and `ENOSPC` in `src/upload/messages.ts` to friendly texts."),
     repo="docs-site",
     steps=[edit("src/upload/messages.ts", "export const messages = {};", "export const messages: Record<string, string> = {\n  EACCES: 'Permission denied: you can\\'t upload to this folder.',\n  ENOSPC: 'The server is out of space. Try again later.',\n};"),
            bash("npx vitest run src/upload", " ✓ src/upload/messages.test.ts (3 tests) 4ms\n   ✓ maps EACCES to 'Permission denied: you can't upload to this folder.'\n   ✓ maps ENOSPC to the out-of-space text\n\n Test Files  1 passed (1)\n      Tests  3 passed (3)"),
            say("Upload errors now show friendly messages.")],
     end=end_ok("Upload errors now show friendly messages."))

case(slug="login-e2e-selector", ticket="ACC-690", format="osmia", mode="succeeded", near_miss="test_misunderstanding",
     why="Succeeded: a Cypress 'Timed out retrying' failure was fixed in the component (missing accessible name), without weakening the test.",
     prompt=P("ACC-690", "Login button missing accessible name", "The Cypress login spec can't find the Sign in button by role. Fix the button in `LoginForm.tsx`."),
     repo="account-portal",
     steps=[bash("npx cypress run --spec cypress/e2e/login.cy.ts", "  1) signs in\n\n  0 passing (5s)\n  1 failing\n\n  1) signs in:\n     AssertionError: Timed out retrying after 4000ms: Unable to find an accessible element with the role \"button\" and name \"Sign in\"", code=1),
            read("src/features/auth/LoginForm.tsx", "<button type=\"submit\"><ArrowIcon /></button>"),
            edit("src/features/auth/LoginForm.tsx", "<button type=\"submit\"><ArrowIcon /></button>", "<button type=\"submit\"><ArrowIcon aria-hidden /> Sign in</button>"),
            bash("npx cypress run --spec cypress/e2e/login.cy.ts", "  ✓ signs in (1204ms)\n\n  1 passing (3s)"),
            say("The Sign in button now has an accessible name; the spec passes unchanged.")],
     end=end_ok("Login button fixed; spec passes unchanged."))

case(slug="kanban-column-limit", ticket="PM-240", format="claude-transcript", mode="succeeded", near_miss="",
     why="Succeeded: a WIP limit warning was added; the 'limit exceeded' words are the feature's own message.",
     prompt=P("PM-240", "Warn when a column exceeds its WIP limit", "Show \"WIP limit exceeded\" in the column header when cards > limit."),
     repo="pm-app",
     steps=[edit("src/board/ColumnHeader.tsx", "<h3>{column.title}</h3>", "<h3>{column.title}</h3>\n{column.cards.length > column.limit && <span role=\"status\">WIP limit exceeded</span>}"),
            bash("npx vitest run src/board", " ✓ src/board/ColumnHeader.test.tsx (3 tests) 44ms\n   ✓ warns 'WIP limit exceeded' over the limit\n   ✓ no warning at the limit\n\n Test Files  4 passed (4)\n      Tests  19 passed (19)"),
            bash("npx tsc --noEmit", ""),
            say("Columns now warn when their WIP limit is exceeded.")],
     end=end_ok("WIP limit warning added."))
