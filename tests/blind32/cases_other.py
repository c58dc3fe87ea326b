from gen_lib import *

P = "/home/jules/dev/"

# ============================ unknown ============================
case("s2-onboarding-copy-1b7e", "claude-transcript", "unknown", project=P + "onboarding", near="", prompt="""
# ONB-55: Welcome screen copy update

Update the welcome screen headline and subtitle per the new copy doc.
""", why="The developer stopped the session after some reading without stating a reason; nothing in the stream shows what went wrong.",
steps=[
  U("update the welcome screen headline and subtitle to the new copy"),
  Grep("Welcome to", "src/screens/Welcome.tsx:22:        <h1>Welcome to Acme</h1>\nsrc/screens/Welcome.tsx:23:        <p>Let's get your workspace ready.</p>", path="src"),
  Read(P + "onboarding/src/screens/Welcome.tsx", "export function Welcome() {\n  return (\n    <main>\n        <h1>Welcome to Acme</h1>\n        <p>Let's get your workspace ready.</p>\n    </main>\n  )\n}"),
  S("What's the new headline and subtitle? I don't see a copy doc in the repo."),
  U("hang on"),
  Interrupt(),
  U("ok let's leave this one for now"),
])

case("s2-ci-cache-key-3d0f", "claude", "unknown", project="/workspace/monorepo", near="", prompt="""
# BLD-201: CI cache never hits for the web package

The GitHub Actions cache key for web/ includes a timestamp. Use the lockfile hash instead.
""", why="The run ended with an error result carrying no explanation after a normal-looking edit; the stream gives no recognisable cause.",
steps=[
  Read("/workspace/monorepo/.github/workflows/web.yml", "      - uses: actions/cache@v4\n        with:\n          path: ~/.npm\n          key: web-npm-${{ github.run_id }}"),
  Edit("/workspace/monorepo/.github/workflows/web.yml", "          key: web-npm-${{ github.run_id }}", "          key: web-npm-${{ hashFiles('web/package-lock.json') }}\n          restore-keys: web-npm-"),
  Bash("npx --yes @action-validator/cli .github/workflows/web.yml", ""),
  S("The cache key now uses the lockfile hash, with a prefix restore key."),
  Final(False, "", subtype="error_during_execution"),
])

case("s2-tooltip-delay-5e2c", "codex", "unknown", project="/workspace/design-system", near="", prompt="""
# DS-140: Tooltip delay should be 300ms

Change the default open delay of <Tooltip> from 700ms to 300ms and update the docs table.
""", why="The change and the docs update look correct and the tests pass, but the run is recorded as failed with no reason in the stream or result.",
steps=[
  Bash("rg -n 'openDelay' src/components/Tooltip", "src/components/Tooltip/Tooltip.tsx:18:  openDelay = 700,\nsrc/components/Tooltip/Tooltip.mdx:31:| openDelay | number | 700 | Delay before opening (ms) |"),
  Edit("/workspace/design-system/src/components/Tooltip/Tooltip.tsx", "  openDelay = 700,", "  openDelay = 300,"),
  Edit("/workspace/design-system/src/components/Tooltip/Tooltip.mdx", "| openDelay | number | 700 |", "| openDelay | number | 300 |"),
  Bash("npx vitest run src/components/Tooltip", " ✓ src/components/Tooltip/Tooltip.test.tsx (6 tests) 112ms\n\n Test Files  1 passed (1)\n      Tests  6 passed (6)"),
  S("Default delay is now 300ms; docs updated."),
  Final(False, "turn completed", subtype="turn_completed"),
], result={"success": False, "summary": "", "exit_code": 1})

case("s2-queue-metrics-8f31", "osmia", "unknown", project="/workspace/worker", near="", prompt="""
# WRK-66: Export queue depth as a Prometheus gauge

Add a `worker_queue_depth` gauge updated every 10 s in worker/metrics.py.
""", why="The agent exited with a bare non-zero status after reading files; no error, denial or behaviour in the stream explains it.",
steps=[
  Read("/workspace/worker/worker/metrics.py", "from prometheus_client import Counter\n\nJOBS_DONE = Counter('worker_jobs_done_total', 'Jobs completed')"),
  Read("/workspace/worker/worker/queue.py", "class Queue:\n    def depth(self) -> int:\n        return self.redis.llen(self.key)"),
  S("I'll add a Gauge and a background thread that samples Queue.depth()."),
  Final(False, "agent process exited with status 1"),
])

case("s2-greeting-rename-a70b", "claude-transcript", "unknown", project=P + "chatbot", near="permission_blocked", prompt="""
# BOT-31: Rename greet() to greeting()

Rename the greet() helper in bot/replies.py to greeting() and update callers.
""", why="The developer rejected tool calls without giving reasons and then ended the session; no failure cause is recognisable (the rejections are the human's choice, not a permission problem).",
steps=[
  U("rename greet() to greeting() in bot/replies.py and callers"),
  Grep("greet\\(", "bot/replies.py:8:def greet(name):\nbot/handlers.py:31:    return greet(user.first_name)\ntests/test_replies.py:4:    assert greet('Ann') == 'Hi Ann!'", path="."),
  Reject(Edit(P + "chatbot/bot/replies.py", "def greet(name):", "def greeting(name):")),
  S("Understood, I won't edit replies.py. How would you like to proceed?"),
  U("hmm, let me think about it"),
  Reject(Bash("git grep -n greet", "")),
  U("never mind, not today"),
])

case("s2-chart-legend-2c55", "claude", "unknown", project="/workspace/analytics-ui", near="", result={}, prompt="""
# AUI-90: Chart legend overlaps the x-axis on mobile

Move the legend above the chart below 640px.
""", why="The stream stops mid-run with no result line, no error and no watchdog record; the cause can't be determined.",
steps=[
  Read("/workspace/analytics-ui/src/charts/LineChart.tsx", "<Legend verticalAlign=\"bottom\" height={36} />"),
  Grep("useMediaQuery", "src/hooks/useMediaQuery.ts:1:export function useMediaQuery(q: string) {\nsrc/layout/Sidebar.tsx:9:  const narrow = useMediaQuery('(max-width: 640px)')", path="src"),
  Edit("/workspace/analytics-ui/src/charts/LineChart.tsx", "<Legend verticalAlign=\"bottom\" height={36} />", "<Legend verticalAlign={narrow ? 'top' : 'bottom'} height={36} />"),
  S("Now wiring `narrow` from useMediaQuery at the top of the component."),
])

case("s2-pagination-docs-6e08", "claude-transcript", "unknown", project=P + "public-api", near="infra_failure", prompt="""
# API-512: Document cursor pagination

Add a "Pagination" section to docs/api.md describing `cursor` and `limit`, with an example.
""", why="The docs were written and the developer then said the product decision was still open and parked the ticket; the 'timeout' and 'connection refused' text is example output inside the docs, not an error.",
steps=[
  U("add a pagination section to docs/api.md: cursor + limit, with an example. mention what happens on timeouts too"),
  Read(P + "public-api/docs/api.md", "# Public API\n\n## Authentication\n\nSend `Authorization: Bearer <token>`.\n\n## Errors\n\nErrors are JSON: `{\"error\": {\"code\": ..., \"message\": ...}}`."),
  Edit(P + "public-api/docs/api.md", "## Errors\n", "## Pagination\n\nList endpoints return `next_cursor`. Pass it back as `cursor`; `limit` is 1-200 (default 50).\n\n    GET /v1/orders?limit=2&cursor=eyJpZCI6MTIzfQ\n\nIf a page request exceeds 30 s the API answers `504 {\"error\": {\"code\": \"timeout\", \"message\": \"upstream request timeout\"}}`;\nclients should retry with the same cursor. A `connection refused` from the SDK means the base URL is wrong.\n\n## Errors\n"),
  Bash("npx markdownlint docs/api.md", ""),
  S("Added the Pagination section with an example and the timeout behaviour."),
  U("hmm, product hasn't decided whether limit max is 200 or 100. let's park this until they do"),
])

case("s2-avatar-upload-9b21", "claude-transcript", "unknown", project=P + "profile-svc", near="", prompt="""
# PRF-70: Avatar upload accepts 50 MB files

Limit avatar uploads to 5 MB in profile/api/avatar.py and return 413 above that.
""", why="The change was made and tested, then the developer interrupted and closed the session without comment; nothing indicates a failure cause.",
steps=[
  U("limit avatar uploads to 5MB, 413 above"),
  Read(P + "profile-svc/profile/api/avatar.py", "@router.post('/avatar')\nasync def upload(file: UploadFile):\n    data = await file.read()\n    return store_avatar(data)"),
  Edit(P + "profile-svc/profile/api/avatar.py", "    data = await file.read()\n", "    data = await file.read(MAX_BYTES + 1)\n    if len(data) > MAX_BYTES:\n        raise HTTPException(413, 'avatar too large')\n"),
  Bash("pytest -q tests/test_avatar.py", "...\n3 passed in 0.4s"),
  S("Uploads above 5 MB now get a 413."),
  U("wait"),
  Interrupt(),
])

case("s2-sitemap-gen-d3c7", "osmia", "unknown", project="/workspace/marketing-site", near="", prompt="""
# MKT-44: Sitemap misses blog posts

scripts/sitemap.ts only includes /pages. Add /blog posts.
""", why="The result reports failure with a generic summary; the stream shows a reasonable change and passing build and no cause.",
steps=[
  Read("/workspace/marketing-site/scripts/sitemap.ts", "const pages = await glob('content/pages/**/*.md')\nconst urls = pages.map(toUrl)\nawait writeFile('public/sitemap.xml', render(urls))"),
  Edit("/workspace/marketing-site/scripts/sitemap.ts", "const pages = await glob('content/pages/**/*.md')", "const pages = await glob('content/{pages,blog}/**/*.md')"),
  Bash("npx tsx scripts/sitemap.ts && grep -c '<url>' public/sitemap.xml", "184"),
  Bash("npm run build", "> marketing-site@1.0.0 build\n> astro build\n\n12:04:11 [build] 184 page(s) built in 9.81s\n12:04:11 [build] Complete!"),
  Final(False, "Task not completed."),
])
