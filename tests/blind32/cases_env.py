from gen_lib import *

P = "/home/priya/src/"

# ============================ infra_failure ============================
case("s2-storybook-build-b1c4", "claude-transcript", "infra_failure", project=P + "web-console", summary="Speed up storybook build", prompt="""
# WEB-812: Storybook static build takes 9 minutes

`npm run build-storybook` in web-console is slow. Find out why and make it faster (the CI budget is 4 minutes).
Acceptance: build-storybook finishes, timings before/after in the PR description.
""", why="The storybook build was killed for memory twice (V8 heap limit, then SIGKILL exit 137) on a 4 GB devbox; the developer moved the work to CI.",
near="", steps=[
  U("storybook build takes forever, can you figure out why and speed it up? budget is 4 min on CI"),
  T("Let me look at the storybook config and the build script first."),
  Read(P + "web-console/package.json", '{\n  "name": "web-console",\n  "scripts": {\n    "dev": "vite",\n    "build-storybook": "storybook build -o storybook-static",\n    "test": "vitest run"\n  }\n}'),
  Read(P + "web-console/.storybook/main.ts", "import type { StorybookConfig } from '@storybook/react-vite';\nconst config: StorybookConfig = {\n  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],\n  addons: ['@storybook/addon-essentials', '@storybook/addon-a11y'],\n  framework: { name: '@storybook/react-vite', options: {} },\n  docs: { autodocs: true },\n};\nexport default config;"),
  Grep("stories", "src/components/Chart/Chart.stories.tsx\nsrc/components/Table/Table.stories.tsx\n... 412 files", path="src"),
  S("There are 412 story files and autodocs is on for all of them. Let me time a build to get a baseline."),
  Bash("time npm run build-storybook 2>&1 | tail -30", "> web-console@0.0.0 build-storybook\n> storybook build -o storybook-static\n\n@storybook/cli v8.1.10\n\ninfo => Building preview..\nvite v5.2.11 building for production...\ntransforming...\n\n<--- Last few GCs --->\n\n[48211:0x5e3c0a0]   412873 ms: Mark-Compact 2041.6 (2083.3) -> 2039.9 (2084.1) MB, 1873.22 / 0.00 ms  (average mu = 0.112, current mu = 0.023) allocation failure; scavenge might not succeed\n\n<--- JS stacktrace --->\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n 1: 0xb8ced1 node::Abort() [node]\n 2: 0xa9a6c4  [node]\n\nreal\t7m2.118s", err=True, code=134, ev=True),
  S("The build ran out of V8 heap at ~2 GB. I'll raise the heap limit and retry to get a baseline."),
  Bash("NODE_OPTIONS=--max-old-space-size=6144 npm run build-storybook 2>&1 | tail -5", "info => Building preview..\nvite v5.2.11 building for production...\ntransforming...\nKilled", err=True, code=137, ev=True),
  Bash("free -m", "               total        used        free      shared  buff/cache   available\nMem:            3928        3611         102          12         214         87\nSwap:              0           0           0"),
  S("The process was SIGKILLed by the kernel OOM killer: this machine has 3.9 GB and no swap, so a 6 GB heap cannot fit. I can't get a baseline locally."),
  U("yeah the devbox is tiny. leave it, I'll run the baseline on a CI runner with 16G and pick this up from there"),
  S("Understood. Summary of what I found so far: 412 stories with `autodocs: true` globally; disabling global autodocs is the most likely speed-up once we can measure it on CI."),
])

case("s2-httpx-pin-7a20", "claude-transcript", "infra_failure", project=P + "notifier", near="dependency_missing", prompt="""
# NOTIF-233: Upgrade httpx to 0.27 in notifier

httpx 0.23 is pinned in requirements.txt; bump it to 0.27.0 and fix any breakage in notifier/clients/.
""", why="pip could not reach the package index at all (Errno 101 Network is unreachable on every retry), so 'No matching distribution' is a network outage, not a missing package; the developer's VPN was down.",
steps=[
  U("bump httpx to 0.27.0 in notifier and fix whatever breaks"),
  Read(P + "notifier/requirements.txt", "httpx==0.23.3\npydantic==2.7.1\nstructlog==24.1.0\ntenacity==8.2.3"),
  Edit(P + "notifier/requirements.txt", "httpx==0.23.3", "httpx==0.27.0"),
  Bash("source .venv/bin/activate && pip install -r requirements.txt", "Looking in indexes: https://pypi.internal.acme.net/simple\nWARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a1c2b5d10>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/httpx/\nWARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a1c2b6090>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/httpx/\nWARNING: Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a1c2b6350>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/httpx/\nERROR: Could not find a version that satisfies the requirement httpx==0.27.0 (from versions: none)\nERROR: No matching distribution found for httpx==0.27.0", err=True, ev=True),
  S("pip couldn't find httpx 0.27.0. Let me check whether the internal mirror has it."),
  Bash("curl -sS -m 10 https://pypi.internal.acme.net/simple/httpx/ | head -5", "curl: (7) Failed to connect to pypi.internal.acme.net port 443 after 3 ms: Network is unreachable", err=True, code=7, ev=True),
  Bash("curl -sS -m 10 -o /dev/null -w '%{http_code}' https://pypi.org/simple/httpx/", "curl: (7) Failed to connect to pypi.org port 443 after 2 ms: Network is unreachable", err=True, code=7),
  S("Neither the internal mirror nor pypi.org is reachable: the machine has no outbound network right now, so the install can't proceed. The version itself exists upstream."),
  U("ugh the VPN dropped again. revert the requirements change for now, I'll redo it tomorrow"),
  Edit(P + "notifier/requirements.txt", "httpx==0.27.0", "httpx==0.23.3"),
  S("Reverted requirements.txt to httpx==0.23.3."),
])

case("s2-ledger-migrate-2d9e", "claude-transcript", "infra_failure", project=P + "ledger-api", near="", prompt="""
# LED-140: Rename `amount_cents` helper and add ledger_entries index

1. Rename `to_cents()` to `money_to_cents()` in ledger/money.py and its callers.
2. Add a migration creating an index on ledger_entries(account_id, posted_at) and apply it to the local docker database.
""", why="The rename succeeded, but the last request failed because the docker host's disk was full (no space left on device while starting postgres), an environment problem.",
steps=[
  U("first rename to_cents() to money_to_cents() everywhere in ledger/"),
  Grep("to_cents\\(", "ledger/money.py:12:def to_cents(amount: Decimal) -> int:\nledger/posting.py:41:    cents = to_cents(line.amount)\nledger/reports.py:88:        total += to_cents(row.amount)\ntests/test_money.py:9:    assert to_cents(Decimal('1.005')) == 101", path="."),
  Edit(P + "ledger-api/ledger/money.py", "def to_cents(amount: Decimal) -> int:", "def money_to_cents(amount: Decimal) -> int:"),
  Edit(P + "ledger-api/ledger/posting.py", "    cents = to_cents(line.amount)", "    cents = money_to_cents(line.amount)"),
  Edit(P + "ledger-api/ledger/reports.py", "        total += to_cents(row.amount)", "        total += money_to_cents(row.amount)"),
  Edit(P + "tests/test_money.py", "    assert to_cents(Decimal('1.005')) == 101", "    assert money_to_cents(Decimal('1.005')) == 101"),
  Bash("pytest -q tests/test_money.py", "....                                                                     [100%]\n4 passed in 0.31s"),
  U("nice. now add the migration for the (account_id, posted_at) index and apply it to the local db"),
  Write(P + "ledger-api/migrations/0042_ledger_entries_account_posted_idx.sql", "CREATE INDEX CONCURRENTLY IF NOT EXISTS ledger_entries_account_posted_idx\n    ON ledger_entries (account_id, posted_at);"),
  Bash("docker compose up -d db", "[+] Running 1/1\n ✘ Container ledger-api-db-1  Error\nError response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: write /var/lib/docker/overlay2/9f1c2e7ab0d4/merged/var/run/postgresql/.s.PGSQL.5432.lock: no space left on device: unknown", err=True, ev=True),
  Bash("df -h /var/lib/docker", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme0n1p2  234G  234G     0 100% /", ev=True),
  S("The root filesystem is 100% full, so Docker can't start the postgres container. `docker system prune` would free space but it deletes images and stopped containers, so I won't run it without asking."),
  U("no, don't prune, I have stuff in there. I'll clean up the disk later, leave the migration file as is"),
  S("OK. The migration file is written at migrations/0042_ledger_entries_account_posted_idx.sql but not applied."),
])

case("s2-webhook-retry-c38f", "claude-transcript", "infra_failure", project=P + "hooks-relay", near="dependency_missing", prompt="""
# HOOK-77: Webhook retries should use exponential backoff with jitter

relay/retry.py retries failed deliveries every 5 s. Use exponential backoff (base 2 s, cap 5 min) with full jitter.
Add tests with freezegun.
""", why="The session ended on the provider usage limit while the work was in progress; the earlier missing freezegun module had already been handled by installing it.",
steps=[
  U("webhook retries should do exponential backoff with full jitter, base 2s cap 5min. add tests (use freezegun)"),
  Read(P + "hooks-relay/relay/retry.py", "RETRY_DELAY_S = 5\n\ndef next_attempt_at(attempt: int, now: float) -> float:\n    return now + RETRY_DELAY_S"),
  Edit(P + "hooks-relay/relay/retry.py", "RETRY_DELAY_S = 5\n\ndef next_attempt_at(attempt: int, now: float) -> float:\n    return now + RETRY_DELAY_S",
       "BASE_S = 2.0\nCAP_S = 300.0\n\ndef next_attempt_at(attempt: int, now: float, rand=random.random) -> float:\n    ceiling = min(CAP_S, BASE_S * (2 ** attempt))\n    return now + rand() * ceiling"),
  Write(P + "hooks-relay/tests/test_retry_backoff.py", "from freezegun import freeze_time\nfrom relay.retry import next_attempt_at, CAP_S\n\n@freeze_time('2026-01-01')\ndef test_cap():\n    assert next_attempt_at(30, 0, rand=lambda: 1.0) == CAP_S\n"),
  Bash("pytest -q tests/test_retry_backoff.py", "ImportError while importing test module '/home/priya/src/hooks-relay/tests/test_retry_backoff.py'.\nHint: make sure your test modules/packages have valid Python names.\nTraceback:\ntests/test_retry_backoff.py:1: in <module>\n    from freezegun import freeze_time\nE   ModuleNotFoundError: No module named 'freezegun'", err=True, code=4),
  S("freezegun isn't installed in the venv. It's a dev dependency; I'll add it to requirements-dev.txt and install it."),
  Edit(P + "hooks-relay/requirements-dev.txt", "pytest==8.2.0", "pytest==8.2.0\nfreezegun==1.5.1"),
  Bash("pip install freezegun==1.5.1", "Collecting freezegun==1.5.1\n  Using cached freezegun-1.5.1-py3-none-any.whl (17 kB)\nRequirement already satisfied: python-dateutil>=2.7 in ./.venv/lib/python3.12/site-packages (from freezegun==1.5.1) (2.9.0.post0)\nInstalling collected packages: freezegun\nSuccessfully installed freezegun-1.5.1"),
  Bash("pytest -q tests/test_retry_backoff.py", "F                                                                        [100%]\n=================================== FAILURES ===================================\n___________________________________ test_cap ___________________________________\nNameError: name 'random' is not defined\n1 failed in 0.12s", err=True),
  S("Missing `import random` in retry.py. Fixing."),
  ApiErr("Claude AI usage limit reached|1763659800"),
  U("hm it stopped"),
  ApiErr("Claude AI usage limit reached|1763659800"),
  U("ok limit hit, I'll finish the import myself"),
])

case("s2-orders-integ-51e0", "claude", "infra_failure", project="/workspace/orders", near="", prompt="""
# ORD-618: Order placed events are published twice

When the outbox relay restarts, events already published are sent again. Make `OutboxRelay.flush` idempotent
(mark rows published in the same transaction). Run `make test-integration` before finishing.
""", why="The integration suite hung because the Kafka broker in the test environment was unreachable (dial tcp i/o timeout) and the Bash tool timed out; the code change itself was reasonable.",
steps=[
  S("I'll start by reading the outbox relay."),
  Read("/workspace/orders/internal/outbox/relay.go", "func (r *OutboxRelay) Flush(ctx context.Context) error {\n\trows, err := r.store.Pending(ctx, 100)\n\tif err != nil {\n\t\treturn err\n\t}\n\tfor _, row := range rows {\n\t\tif err := r.pub.Publish(ctx, row.Topic, row.Payload); err != nil {\n\t\t\treturn err\n\t\t}\n\t}\n\treturn r.store.MarkPublished(ctx, ids(rows))\n}"),
  Grep("MarkPublished", "internal/outbox/store.go:58:func (s *PGStore) MarkPublished(ctx context.Context, ids []int64) error {\ninternal/outbox/relay.go:31:\treturn r.store.MarkPublished(ctx, ids(rows))"),
  Edit("/workspace/orders/internal/outbox/relay.go", "\tfor _, row := range rows {\n\t\tif err := r.pub.Publish(ctx, row.Topic, row.Payload); err != nil {\n\t\t\treturn err\n\t\t}\n\t}\n\treturn r.store.MarkPublished(ctx, ids(rows))",
       "\tfor _, row := range rows {\n\t\tif err := r.store.WithTx(ctx, func(tx Tx) error {\n\t\t\tif err := tx.MarkPublished(ctx, row.ID); err != nil {\n\t\t\t\treturn err\n\t\t\t}\n\t\t\treturn r.pub.Publish(ctx, row.Topic, row.Payload)\n\t\t}); err != nil {\n\t\t\treturn err\n\t\t}\n\t}\n\treturn nil"),
  Bash("go build ./... && go test ./internal/outbox/...", "ok  \tgithub.com/acme/orders/internal/outbox\t0.412s"),
  S("Unit tests pass. Now the integration suite."),
  Bash("make test-integration", "Command timed out after 2m 0.0s\ngo test -tags=integration ./test/integration/... -count=1\n2026/11/14 10:02:11 kafka: client/metadata fetching metadata for all topics from broker kafka.test.svc:9092\n2026/11/14 10:02:41 Failed to connect to broker kafka.test.svc:9092: dial tcp 10.96.14.3:9092: i/o timeout\n2026/11/14 10:02:41 kafka: client/metadata got error from broker -1 while fetching metadata: dial tcp 10.96.14.3:9092: i/o timeout\n2026/11/14 10:03:11 Failed to connect to broker kafka.test.svc:9092: dial tcp 10.96.14.3:9092: i/o timeout", err=True, code=-1, ev=True),
  Bash("make test-integration 2>&1 | tail -20", "Command timed out after 10m 0.0s\n2026/11/14 10:14:02 Failed to connect to broker kafka.test.svc:9092: dial tcp 10.96.14.3:9092: i/o timeout", err=True, code=-1, timeout=600000, ev=True),
  Bash("nc -zv -w 5 kafka.test.svc 9092", "nc: connect to kafka.test.svc (10.96.14.3) port 9092 (tcp) timed out: Operation now in progress", err=True, ev=True),
  S("The Kafka broker used by the integration tests is not reachable from this pod, so `make test-integration` hangs until the tool timeout. The relay change compiles and the unit tests pass, but I could not run the integration suite."),
  Final(False, "Integration tests could not run: broker kafka.test.svc:9092 unreachable (dial tcp i/o timeout); make test-integration timed out after 10 minutes.", subtype="error_during_execution"),
])

case("s2-search-synonyms-e4a7", "claude", "infra_failure", project="/workspace/catalog-search", near="", prompt="""
# CAT-1204: Synonym expansion ignores multi-word synonyms

"tee shirt" should match products indexed with "t-shirt". Fix search/synonyms.py so multi-word synonyms expand.
""", why="The Anthropic API kept answering 529 overloaded and the run ended with an API error before any change was made.",
steps=[
  S("Let me look at how synonyms are expanded."),
  Read("/workspace/catalog-search/search/synonyms.py", "def expand(query: str, table: dict[str, list[str]]) -> list[str]:\n    out = []\n    for tok in query.split():\n        out.append(tok)\n        out.extend(table.get(tok, []))\n    return out"),
  Read("/workspace/catalog-search/search/synonyms.yaml", "t-shirt: [tee shirt, tee, tshirt]\nhoodie: [hooded sweatshirt]\nsneakers: [trainers, running shoes]"),
  Grep("expand\\(", "search/query.py:22:    terms = expand(q, SYNONYMS)\ntests/test_synonyms.py:5:    assert expand('tee', T) == ['tee', 't-shirt']"),
  Bash("pytest -q tests/test_synonyms.py", "..F\nFAILED tests/test_synonyms.py::test_multiword - AssertionError: assert 't-shirt' in ['tee', 'shirt']\n1 failed, 2 passed in 0.09s", err=True),
  T("Tokens are split on whitespace before lookup, so 'tee shirt' never matches. I need n-gram matching over the query tokens, longest first."),
  ApiErr("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},\"request_id\":\"req_011CVa1x9fQ2mUeRk7Lz3d8P\"}"),
  ApiErr("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},\"request_id\":\"req_011CVa1yPq6NcwJ2sH4tB5gE\"}"),
  ApiErr("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},\"request_id\":\"req_011CVa21Z7mKx3bQe8WnD2hR\"}", ev=False),
  Final(False, "API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}", subtype="success", ev=True),
])

case("s2-csv-export-0b6d", "codex", "infra_failure", project="/workspace/reports", near="", prompt="""
# REP-390: CSV export drops the header row when the result is empty

`reports/export.py::to_csv` returns an empty string for zero rows; it should still write the header.
""", why="Codex hit the OpenAI rate limit (429, retry limit exceeded) and the turn failed before the fix was finished.",
steps=[
  T("**Inspecting the export**\n\nI'll read reports/export.py and the tests around to_csv."),
  Read("/workspace/reports/reports/export.py", "def to_csv(rows, columns):\n    if not rows:\n        return ''\n    buf = io.StringIO()\n    w = csv.DictWriter(buf, fieldnames=columns)\n    w.writeheader()\n    for r in rows:\n        w.writerow(r)\n    return buf.getvalue()"),
  Bash("pytest -q tests/test_export.py", "..F\nFAILED tests/test_export.py::test_empty_has_header - AssertionError: assert '' == 'id,name,total\\r\\n'\n1 failed, 2 passed in 0.21s", err=True),
  S("The early return skips the header. Removing it."),
  Edit("/workspace/reports/reports/export.py", "    if not rows:\n        return ''\n", ""),
  Notice("Reconnecting... 1/5 (stream disconnected before completion: Rate limit reached for gpt-5-codex in organization org-4Jk2 on tokens per min (TPM): Limit 2000000, Used 1998214, Requested 21877. Please try again in 590ms.)"),
  Notice("Reconnecting... 2/5"),
  Notice("Reconnecting... 3/5"),
  Notice("Reconnecting... 4/5"),
  Notice("Reconnecting... 5/5"),
  Final(False, "exceeded retry limit, last status: 429 Too Many Requests, request id: 9a1c7e0b2f7d4c11", ev=True),
])

case("s2-geo-tiles-9c12", "osmia", "infra_failure", project="/workspace/geo-tiles", near="", result={}, prompt="""
# MAP-55: Tile renderer crashes on empty bounding boxes

`render_tile` panics when the bbox has zero area. Return an empty tile instead. Run the full test suite.
""", why="The agent pod was OOMKilled by the platform while the full test suite rendered large fixtures; the run ended with no result.",
steps=[
  S("Reading the renderer first."),
  Read("/workspace/geo-tiles/src/render.rs", "pub fn render_tile(bbox: BBox, zoom: u8, layers: &[Layer]) -> Tile {\n    let scale = 256.0 / (bbox.max_x - bbox.min_x);\n    let mut tile = Tile::new(256, 256);\n    for l in layers {\n        l.draw(&mut tile, scale);\n    }\n    tile\n}"),
  Edit("/workspace/geo-tiles/src/render.rs", "    let scale = 256.0 / (bbox.max_x - bbox.min_x);", "    if bbox.area() == 0.0 {\n        return Tile::empty(256, 256);\n    }\n    let scale = 256.0 / (bbox.max_x - bbox.min_x);"),
  Bash("cargo test --lib render", "   Compiling geo-tiles v0.7.2 (/workspace/geo-tiles)\n    Finished test [unoptimized + debuginfo] target(s) in 41.07s\n     Running unittests src/lib.rs (target/debug/deps/geo_tiles-2b1f0c0e9d4a7c55)\n\nrunning 6 tests\ntest render::tests::empty_bbox_returns_empty_tile ... ok\ntest render::tests::renders_roads ... ok\ntest result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 31 filtered out; finished in 0.18s"),
  S("The unit tests pass. Running the whole suite, which includes the planet-extract fixtures."),
  Bash("cargo test --release", "   Compiling geo-tiles v0.7.2 (/workspace/geo-tiles)\n    Finished release [optimized] target(s) in 2m 11s\n     Running tests/planet_fixtures.rs (target/release/deps/planet_fixtures-8e0c1d9a2b)\n\nrunning 4 tests"),
  Notice("agent container terminated: reason=OOMKilled exit_code=137 (memory limit 4Gi)", ev=True),
])

case("s2-thumbs-pipeline-44af", "osmia", "infra_failure", project="/workspace/thumbs", near="dependency_missing", prompt="""
# IMG-301: Thumbnails lose EXIF orientation

Photos taken in portrait come out rotated. Apply EXIF orientation before resizing in src/thumb.rs.
""", why="cargo could not download any crate because the crates.io index host did not resolve (network/DNS outage), so the new dependency failed to fetch for infrastructure reasons.",
steps=[
  S("I'll look at the thumbnailer and see whether the image crate already exposes orientation."),
  Read("/workspace/thumbs/src/thumb.rs", "pub fn make_thumb(bytes: &[u8], max: u32) -> anyhow::Result<Vec<u8>> {\n    let img = image::load_from_memory(bytes)?;\n    let t = img.thumbnail(max, max);\n    encode_jpeg(&t)\n}"),
  Read("/workspace/thumbs/Cargo.toml", "[package]\nname = \"thumbs\"\nversion = \"0.3.0\"\nedition = \"2021\"\n\n[dependencies]\nimage = \"0.24\"\nanyhow = \"1\""),
  S("image 0.24 doesn't read EXIF; kamadak-exif is the usual choice. Adding it."),
  Edit("/workspace/thumbs/Cargo.toml", "anyhow = \"1\"", "anyhow = \"1\"\nkamadak-exif = \"0.5\""),
  Bash("cargo build", "    Updating crates.io index\nwarning: spurious network error (3 tries remaining): [6] Couldn't resolve host name (Could not resolve host: index.crates.io)\nwarning: spurious network error (2 tries remaining): [6] Couldn't resolve host name (Could not resolve host: index.crates.io)\nwarning: spurious network error (1 tries remaining): [6] Couldn't resolve host name (Could not resolve host: index.crates.io)\nerror: failed to get `kamadak-exif` as a dependency of package `thumbs v0.3.0 (/workspace/thumbs)`\n\nCaused by:\n  download of config.json failed\n\nCaused by:\n  failed to download from `https://index.crates.io/config.json`\n\nCaused by:\n  [6] Couldn't resolve host name (Could not resolve host: index.crates.io)", err=True, code=101, ev=True),
  Bash("getent hosts index.crates.io || echo 'no answer'; cat /etc/resolv.conf", "no answer\nnameserver 10.96.0.10\nsearch agents.svc.cluster.local svc.cluster.local cluster.local\noptions ndots:5", ev=True),
  S("DNS inside the pod is not resolving external hosts, so no crate can be fetched. Stopping here."),
  Final(False, "Could not fetch kamadak-exif: index.crates.io did not resolve (DNS failure in the agent pod). EXIF handling not implemented."),
])

case("s2-a4-page-size-3e55", "claude-transcript", "infra_failure", project=P + "docs-render", near="permission_blocked", prompt="""
# DOC-98: Rendered PDFs have the wrong page size for A4 tenants

docs_render/pdf.py always uses Letter. Use the tenant's paper size setting.
""", why="The test run died writing to /tmp with Errno 28 No space left on device; the 'permission denied' in the output comes from a fixture that tests unreadable templates, not from the environment.",
steps=[
  U("pdfs are always Letter even for A4 tenants, fix pdf.py to use tenant.paper_size"),
  Read(P + "docs-render/docs_render/pdf.py", "PAGE = (612, 792)  # Letter\n\ndef render(doc, tenant):\n    return _render(doc.html, page=PAGE)"),
  Edit(P + "docs-render/docs_render/pdf.py", "def render(doc, tenant):\n    return _render(doc.html, page=PAGE)", "SIZES = {'letter': (612, 792), 'a4': (595, 842)}\n\ndef render(doc, tenant):\n    return _render(doc.html, page=SIZES.get(tenant.paper_size, SIZES['letter']))"),
  Bash("pytest -q tests/", "..........s.....\ntests/test_templates.py::test_unreadable_template_raises PASSED  (expected: PermissionError: [Errno 13] Permission denied: '/tmp/pytest-of-priya/pytest-211/locked.html')\n.......E\n==================================== ERRORS ====================================\n___________________ ERROR at setup of test_render_a4_large ____________________\n    def _spool(tmp_path):\n>       (tmp_path / 'big.pdf').write_bytes(render_fixture(pages=400))\nE       OSError: [Errno 28] No space left on device\n=========================== short test summary info ============================\nERROR tests/test_pdf.py::test_render_a4_large - OSError: [Errno 28] No space left on device\n22 passed, 1 skipped, 1 error in 14.02s", err=True, ev=True),
  Bash("df -h /tmp", "Filesystem      Size  Used Avail Use% Mounted on\ntmpfs           2.0G  2.0G     0 100% /tmp", ev=True),
  S("/tmp (a 2 GB tmpfs) is full, which is why the large-render test can't spool its PDF. The 'Permission denied' line is the expected output of test_unreadable_template_raises, which passed."),
  Bash("du -sh /tmp/* 2>/dev/null | sort -h | tail -3", "212M\t/tmp/pytest-of-priya\n640M\t/tmp/chrome-profile-4411\n1.1G\t/tmp/render-cache"),
  U("that's my headless chrome cache from another project, don't touch it. I'll deal with /tmp later, stop here"),
  S("Stopping. The A4 change is in docs_render/pdf.py; the large-render test still needs to be run once /tmp has space."),
])

# ============================ permission_blocked ============================
case("s2-audit-logging-a6f1", "claude-transcript", "permission_blocked", project=P + "audit-svc", near="dependency_missing", prompt="""
# AUD-51: Switch audit-svc to structured logging

Replace the stdlib logging setup in audit_svc/log.py with structlog (JSON renderer). structlog is already in requirements.txt.
""", why="pip install failed with Errno 13 permission denied on the system site-packages (no venv active), so the later 'No module named structlog' is a consequence of the permission failure.",
steps=[
  U("switch audit-svc to structlog with the JSON renderer, it's already in requirements"),
  Read(P + "audit-svc/audit_svc/log.py", "import logging\n\ndef setup(level='INFO'):\n    logging.basicConfig(level=level, format='%(asctime)s %(levelname)s %(name)s %(message)s')"),
  Edit(P + "audit-svc/audit_svc/log.py", "import logging\n\ndef setup(level='INFO'):\n    logging.basicConfig(level=level, format='%(asctime)s %(levelname)s %(name)s %(message)s')",
       "import logging\nimport structlog\n\ndef setup(level='INFO'):\n    logging.basicConfig(level=level, format='%(message)s')\n    structlog.configure(processors=[structlog.processors.TimeStamper(fmt='iso'), structlog.processors.JSONRenderer()])"),
  Bash("pip install -r requirements.txt", "Defaulting to user installation because normal site-packages is not writeable\nCollecting structlog==24.1.0\n  Downloading structlog-24.1.0-py3-none-any.whl (65 kB)\nInstalling collected packages: structlog\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/home/priya/.local/lib/python3.11/site-packages/structlog'\nCheck the permissions.\n", err=True, ev=True),
  Bash("ls -ld ~/.local/lib/python3.11/site-packages", "drwxr-xr-x 14 root root 4096 Oct  2 11:40 /home/priya/.local/lib/python3.11/site-packages", ev=True),
  Bash("python -m pytest -q tests/test_log.py", "ImportError while importing test module '/home/priya/src/audit-svc/tests/test_log.py'.\nTraceback:\naudit_svc/log.py:2: in <module>\n    import structlog\nE   ModuleNotFoundError: No module named 'structlog'", err=True, code=4),
  S("structlog can't be installed: the user site-packages directory is owned by root (probably from an earlier `sudo pip install --user`). I could retry with sudo:"),
  Reject(Bash("sudo pip install -r requirements.txt", ""), said="no sudo. I'll fix the ownership myself later, leave it"),
  S("Understood, I won't use sudo. The change to audit_svc/log.py is in place, but structlog can't be installed until ~/.local/lib/python3.11/site-packages is owned by you again (`sudo chown -R priya ~/.local`)."),
])

case("s2-nightly-cleanup-5b08", "claude", "permission_blocked", project="/workspace/ops-scripts", near="", prompt="""
# OPS-77: nightly_cleanup.sh should skip buckets tagged keep=true

scripts/nightly_cleanup.sh deletes old artifacts from every bucket. Skip buckets tagged keep=true. Verify with a dry run.
""", perm="acceptEdits", why="Running headless without Bash permission, every command was denied ('requested permissions to use Bash, but you haven't granted it yet'), so the script could not be tested.",
steps=[
  S("I'll read the cleanup script first."),
  Read("/workspace/ops-scripts/scripts/nightly_cleanup.sh", "#!/usr/bin/env bash\nset -euo pipefail\nfor b in $(aws s3api list-buckets --query 'Buckets[].Name' --output text); do\n  aws s3 rm \"s3://$b/artifacts/\" --recursive --exclude '*' --include '*.tar.gz'\ndone"),
  Edit("/workspace/ops-scripts/scripts/nightly_cleanup.sh", "for b in $(aws s3api list-buckets --query 'Buckets[].Name' --output text); do\n",
       "for b in $(aws s3api list-buckets --query 'Buckets[].Name' --output text); do\n  keep=$(aws s3api get-bucket-tagging --bucket \"$b\" --query \"TagSet[?Key=='keep'].Value\" --output text 2>/dev/null || true)\n  [[ \"$keep\" == \"true\" ]] && continue\n"),
  S("Now a dry run to verify."),
  Bash("DRY_RUN=1 bash scripts/nightly_cleanup.sh", "Claude requested permissions to use Bash, but you haven't granted it yet.", err=True, code=-2, ev=True),
  Bash("bash -n scripts/nightly_cleanup.sh", "Claude requested permissions to use Bash, but you haven't granted it yet.", err=True, code=-2, ev=True),
  Bash("shellcheck scripts/nightly_cleanup.sh", "Claude requested permissions to use Bash, but you haven't granted it yet.", err=True, code=-2),
  S("I don't have permission to run shell commands in this session, so I couldn't do the dry run or even a syntax check."),
  Final(False, "Edited scripts/nightly_cleanup.sh to skip keep=true buckets, but could not verify it: Bash tool permission was not granted.", subtype="success",
        denials="auto"),
])

case("s2-terraform-tags-6c3d", "claude-transcript", "permission_blocked", project=P + "infra-live", near="", prompt="""
# INFRA-310: Add cost-center tags to the staging RDS module

Add `cost_center = "payments"` to the tags of modules/rds in envs/staging and open a PR.
""", why="The change was made but pushing the branch was refused by GitHub (403, permission to the repo denied to the bot identity), so no PR could be opened.",
steps=[
  U("add cost_center = payments tag to the staging rds module and open a PR"),
  Read(P + "infra-live/envs/staging/rds.tf", "module \"orders_db\" {\n  source         = \"../../modules/rds\"\n  instance_class = \"db.t4g.medium\"\n  tags = {\n    env   = \"staging\"\n    owner = \"orders\"\n  }\n}"),
  Edit(P + "infra-live/envs/staging/rds.tf", "    owner = \"orders\"\n", "    owner = \"orders\"\n    cost_center = \"payments\"\n"),
  Bash("terraform fmt -check envs/staging && terraform -chdir=envs/staging validate", "Success! The configuration is valid."),
  Bash("git checkout -b infra-310-cost-center && git commit -am 'staging rds: add cost_center tag (INFRA-310)'", "Switched to a new branch 'infra-310-cost-center'\n[infra-310-cost-center 4be1a09] staging rds: add cost_center tag (INFRA-310)\n 1 file changed, 1 insertion(+)"),
  Bash("git push -u origin infra-310-cost-center", "remote: Permission to acme-platform/infra-live.git denied to priya-agent-bot.\nfatal: unable to access 'https://github.com/acme-platform/infra-live.git/': The requested URL returned error: 403", err=True, code=128, ev=True),
  Bash("gh auth status", "github.com\n  ✓ Logged in to github.com account priya-agent-bot (GITHUB_TOKEN)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ghp_************************************\n  - Token scopes: 'read:org', 'repo:status'", ev=True),
  S("The token in use belongs to priya-agent-bot and only has `read:org` and `repo:status`; it can't push to acme-platform/infra-live. The commit is on the local branch infra-310-cost-center."),
  U("right, the bot isn't in the infra team. I'll push it from my account"),
])

case("s2-release-notes-8d21", "codex", "permission_blocked", project="/workspace/cli-tool", near="unknown", prompt="""
# CLI-402: Publish release notes for v2.8.0

Generate release notes from merged PRs since v2.7.0 and create the GitHub release draft with `gh release create --draft`.
""", why="The GitHub API refused the integration token (HTTP 403 Resource not accessible by integration) when creating the release, before the agent could act.",
steps=[
  T("**Collecting merged PRs**\n\nI'll list tags and merged PRs since v2.7.0 with gh."),
  Bash("git tag --sort=-creatordate | head -3", "v2.7.0\nv2.6.2\nv2.6.1"),
  Bash("gh pr list --state merged --search 'merged:>2026-10-01' --json number,title --limit 50", "[{\"number\":611,\"title\":\"Add --json output to status\"},{\"number\":604,\"title\":\"Fix panic on empty config\"},{\"number\":598,\"title\":\"Bump cobra to 1.8.1\"}]"),
  Write("/workspace/cli-tool/.release/notes-v2.8.0.md", "## v2.8.0\n\n- Add --json output to status (#611)\n- Fix panic on empty config (#604)\n- Bump cobra to 1.8.1 (#598)\n"),
  Bash("gh release create v2.8.0 --draft --title v2.8.0 --notes-file .release/notes-v2.8.0.md", "HTTP 403: Resource not accessible by integration (https://api.github.com/repos/acme/cli-tool/releases)", err=True, ev=True),
  Bash("gh api repos/acme/cli-tool --jq .permissions", "{\"admin\":false,\"maintain\":false,\"pull\":true,\"push\":false,\"triage\":false}", ev=True),
  S("The GitHub token available here has pull-only access to acme/cli-tool, so it cannot create a release. The notes are in .release/notes-v2.8.0.md."),
  Final(False, "gh release create failed: HTTP 403 Resource not accessible by integration"),
])

case("s2-payments-logs-1f9b", "osmia", "permission_blocked", project="/workspace/payments", near="infra_failure", prompt="""
# PAY-1502: Refund webhooks 500 in staging

Staging returns 500 on POST /webhooks/refund since yesterday's deploy. Use the staging pod logs to find the cause and fix it.
""", why="The agent's service account was forbidden from reading pods and logs in the payments namespace, so it could not see the error it was asked to debug.",
steps=[
  S("Starting with the staging pod logs."),
  Bash("kubectl -n payments get pods -l app=payments-api", "Error from server (Forbidden): pods is forbidden: User \"system:serviceaccount:agents:osmia-runner\" cannot list resource \"pods\" in API group \"\" in the namespace \"payments\"", err=True, ev=True),
  Bash("kubectl -n payments logs deploy/payments-api --since=24h | grep -i refund | tail -50", "Error from server (Forbidden): pods \"payments-api-6d9c7b8f4-x2k9q\" is forbidden: User \"system:serviceaccount:agents:osmia-runner\" cannot get resource \"pods/log\" in API group \"\" in the namespace \"payments\"", err=True, ev=True),
  Bash("kubectl auth can-i get pods/log -n payments", "no", err=True),
  S("No log access. I'll try to reason from the code and yesterday's diff instead."),
  Bash("git log --oneline -5 -- internal/webhooks/", "a91f0c2 refunds: accept partial refund payloads\n77d1e3b webhooks: verify signature v2"),
  Bash("git show a91f0c2 --stat", " internal/webhooks/refund.go      | 24 +++++++++++++++++-------\n internal/webhooks/refund_test.go | 31 +++++++++++++++++++++++++++\n 2 files changed, 48 insertions(+), 7 deletions(-)"),
  Read("/workspace/payments/internal/webhooks/refund.go", "func (h *Handler) Refund(w http.ResponseWriter, r *http.Request) {\n\tvar p RefundPayload\n\tif err := json.NewDecoder(r.Body).Decode(&p); err != nil {\n\t\thttp.Error(w, \"bad payload\", 400)\n\t\treturn\n\t}\n\tif err := h.svc.ApplyRefund(r.Context(), p); err != nil {\n\t\thttp.Error(w, \"internal\", 500)\n\t\treturn\n\t}\n}"),
  Bash("go test ./internal/webhooks/...", "ok  \tgithub.com/acme/payments/internal/webhooks\t0.231s"),
  S("Tests pass locally and the handler returns 500 for any ApplyRefund error; without the staging logs I can't tell which error it is."),
  Final(False, "Could not read staging logs: service account agents:osmia-runner is forbidden to list pods / get pods/log in namespace payments. No fix made."),
])

case("s2-seed-order-7e6a", "claude-transcript", "permission_blocked", project=P + "crm-backend", near="infra_failure", prompt="""
# CRM-930: Seed script fails on a fresh database

`make seed` fails on a new dev DB because contacts are inserted before companies. Fix the seed order.
""", why="Every docker command failed with permission denied on /var/run/docker.sock (user not in the docker group) and the developer refused a sudo workaround, so the seed could not be run.",
steps=[
  U("make seed fails on a fresh db, contacts go in before companies. fix the order and check it works against a fresh db"),
  Read(P + "crm-backend/scripts/seed.py", "SEED_ORDER = ['users', 'contacts', 'companies', 'deals']\n\ndef main():\n    for table in SEED_ORDER:\n        load_fixture(table)"),
  Edit(P + "crm-backend/scripts/seed.py", "SEED_ORDER = ['users', 'contacts', 'companies', 'deals']", "SEED_ORDER = ['users', 'companies', 'contacts', 'deals']"),
  Bash("docker compose -f docker-compose.dev.yml up -d postgres", "permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.45/containers/json?all=1&filters=%7B%22label%22%3A%7B%22com.docker.compose.project%3Dcrm-backend%22%3Atrue%7D%7D\": dial unix /var/run/docker.sock: connect: permission denied", err=True, ev=True),
  Bash("id -nG; ls -l /var/run/docker.sock", "priya wheel\nsrw-rw---- 1 root docker 0 Nov 12 08:01 /var/run/docker.sock", ev=True),
  S("Your user isn't in the `docker` group, so the daemon socket refuses the connection. Options: add you to the group, or run compose with sudo."),
  Reject(Bash("sudo usermod -aG docker priya && newgrp docker", ""), said="no, IT manages groups on this laptop. don't sudo"),
  S("OK. Without docker access I can't bring up a fresh database to run `make seed`. The order change is in scripts/seed.py."),
  U("fine, I'll test it when IT sorts out the group. thanks"),
])

case("s2-cart-badge-2b7c", "claude-transcript", "permission_blocked", project=P + "shop-frontend", near="", prompt="""
# SHOP-1177: Cart badge doesn't update after removing an item

The cart badge in the header keeps the old count after removing an item from the cart drawer. Fix it.
""", why="The dev server and the tests crashed with EPERM on node_modules/.vite files owned by root (left by an earlier sudo run), so the fix could not be checked.",
steps=[
  U("the cart badge doesn't update after removing an item from the drawer, can you fix"),
  Grep("cartCount", "src/components/Header.tsx:14:  const cartCount = useCartStore.getState().items.length\nsrc/store/cart.ts:22:  removeItem: (id) => set((s) => ({ items: s.items.filter((i) => i.id !== id) })),", path="src"),
  S("Header reads the store with getState() once at render, so it never subscribes to changes. It should use the hook selector."),
  Edit(P + "shop-frontend/src/components/Header.tsx", "  const cartCount = useCartStore.getState().items.length", "  const cartCount = useCartStore((s) => s.items.length)"),
  Bash("npx vitest run src/components/Header.test.tsx", "failed to load config from /home/priya/src/shop-frontend/vite.config.ts\n\nError: EPERM: operation not permitted, unlink '/home/priya/src/shop-frontend/node_modules/.vite/vitest/results.json'\n    at Object.unlinkSync (node:fs:1881:3)\n  errno: -1,\n  code: 'EPERM',\n  syscall: 'unlink',\n  path: '/home/priya/src/shop-frontend/node_modules/.vite/vitest/results.json'", err=True, ev=True),
  Bash("ls -la node_modules/.vite/ | head", "total 16\ndrwxr-xr-x  4 root  root  4096 Nov 10 17:22 .\ndrwxr-xr-x 812 priya priya 36864 Nov 10 17:20 ..\ndrwxr-xr-x  2 root  root  4096 Nov 10 17:22 deps\ndrwxr-xr-x  2 root  root  4096 Nov 10 17:22 vitest", ev=True),
  S("node_modules/.vite is owned by root, so vite can't rewrite its cache. Removing it needs root:"),
  Reject(Bash("sudo rm -rf node_modules/.vite", "")),
  U("don't sudo rm anything in my repo. what else"),
  Bash("npx vite --force --cacheDir /tmp/vite-cache-shop", "Error: EPERM: operation not permitted, rmdir '/home/priya/src/shop-frontend/node_modules/.vite/deps'\n    at rmdirSync (node:fs:1208:10)", err=True, ev=True),
  S("Even with a different cache dir vite tries to clear the old deps folder and hits EPERM. The badge fix is in Header.tsx but I can't run the tests or dev server until node_modules/.vite is owned by you."),
  U("ok I'll chown it and test later"),
])

case("s2-ledger-backfill-0c4e", "claude", "permission_blocked", project="/workspace/ledger-api", near="", prompt="""
# LED-152: Backfill posted_at for legacy entries

Entries before 2024 have NULL posted_at. Write and run a backfill (posted_at = created_at) against the staging DB using the `agent_rw` credentials in .env.staging.
""", why="The staging role the agent used had no UPDATE right on ledger_entries (ERROR: permission denied for table), so the backfill could not run.",
steps=[
  Read("/workspace/ledger-api/.env.staging", "PGHOST=staging-db.internal\nPGDATABASE=ledger\nPGUSER=agent_ro\nPGPASSWORD=********"),
  S("The .env.staging file has `agent_ro`, not `agent_rw`. I'll try with it and see."),
  Write("/workspace/ledger-api/scripts/backfill_posted_at.sql", "UPDATE ledger_entries\n   SET posted_at = created_at\n WHERE posted_at IS NULL\n   AND created_at < '2024-01-01';"),
  Bash("set -a; . ./.env.staging; psql -v ON_ERROR_STOP=1 -c 'select count(*) from ledger_entries where posted_at is null'", " count \n-------\n 48213\n(1 row)"),
  Bash("set -a; . ./.env.staging; psql -v ON_ERROR_STOP=1 -f scripts/backfill_posted_at.sql", "psql:scripts/backfill_posted_at.sql:4: ERROR:  permission denied for table ledger_entries", err=True, code=3, ev=True),
  Bash("set -a; . ./.env.staging; psql -c \"select has_table_privilege('agent_ro','ledger_entries','UPDATE')\"", " has_table_privilege \n---------------------\n f\n(1 row)", ev=True),
  S("The only credentials available are read-only; agent_rw isn't in .env.staging."),
  Final(False, "Backfill script written (scripts/backfill_posted_at.sql) but not applied: ERROR: permission denied for table ledger_entries (role agent_ro)."),
])

case("s2-branch-rules-93d0", "claude-transcript", "permission_blocked", project=P + "platform-ci", near="", prompt="""
# CI-221: Require the `lint` check on main in all service repos

Use the GitHub API to add `lint` to the required status checks of main in the repos listed in repos.txt.
""", why="The GitHub API refused to update branch protection (403 Resource not accessible by personal access token) on every repo; the token lacks admin rights.",
steps=[
  U("add lint as a required check on main for every repo in repos.txt, via gh api"),
  Read(P + "platform-ci/repos.txt", "acme/orders\nacme/payments\nacme/catalog"),
  Bash("gh api repos/acme/orders/branches/main/protection/required_status_checks --jq .contexts", "[\"build\",\"test\"]"),
  Bash("gh api -X PATCH repos/acme/orders/branches/main/protection/required_status_checks -f 'contexts[]=build' -f 'contexts[]=test' -f 'contexts[]=lint'", "{\n  \"message\": \"Resource not accessible by personal access token\",\n  \"documentation_url\": \"https://docs.github.com/rest/branches/branch-protection#update-status-check-protection\",\n  \"status\": \"403\"\n}\ngh: Resource not accessible by personal access token (HTTP 403)", err=True, ev=True),
  S("403 from the API. Let me check what the token can do."),
  Bash("gh api repos/acme/orders --jq .permissions", "{\"admin\":false,\"maintain\":false,\"pull\":true,\"push\":true,\"triage\":true}", ev=True),
  S("The fine-grained token has push but not admin on acme/orders; branch protection needs admin (Administration: write)."),
  U("try the other two just in case"),
  Bash("for r in acme/payments acme/catalog; do gh api -X PATCH repos/$r/branches/main/protection/required_status_checks -f 'contexts[]=build' -f 'contexts[]=test' -f 'contexts[]=lint' 2>&1 | tail -1; done", "gh: Resource not accessible by personal access token (HTTP 403)\ngh: Resource not accessible by personal access token (HTTP 403)", err=True, ev=True),
  U("ok I'll ask an org admin to do it"),
])

case("s2-sliding-window-d7b2", "codex", "permission_blocked", project="/workspace/ratelimit", near="dependency_missing", prompt="""
# RL-18: Add a sliding-window limiter

Add a SlidingWindow limiter next to TokenBucket in src/limiter/, with tests. It needs the `parking_lot` crate.
""", why="The sandbox blocked writes outside the workspace: cargo could not create its registry cache under ~/.cargo (Permission denied, os error 13), so the new crate was never fetched.",
steps=[
  T("**Planning limiter addition**\n\nRead the existing TokenBucket, add parking_lot to Cargo.toml, implement SlidingWindow."),
  Read("/workspace/ratelimit/src/limiter/token_bucket.rs", "pub struct TokenBucket {\n    capacity: u32,\n    tokens: Mutex<f64>,\n    refill_per_sec: f64,\n}"),
  Edit("/workspace/ratelimit/Cargo.toml", "[dependencies]\n", "[dependencies]\nparking_lot = \"0.12\"\n"),
  Write("/workspace/ratelimit/src/limiter/sliding_window.rs", "use parking_lot::Mutex;\nuse std::collections::VecDeque;\nuse std::time::{Duration, Instant};\n\npub struct SlidingWindow {\n    window: Duration,\n    limit: usize,\n    hits: Mutex<VecDeque<Instant>>,\n}\n"),
  Bash("cargo build", "    Updating crates.io index\nerror: failed to write `/home/agent/.cargo/registry/index/index.crates.io-6f17d22bba15001f/.cache/pa/rk/parking_lot`\n\nCaused by:\n  failed to create directory `/home/agent/.cargo/registry/index/index.crates.io-6f17d22bba15001f/.cache/pa/rk`\n\nCaused by:\n  Permission denied (os error 13)", err=True, code=101, ev=True),
  Bash("touch /home/agent/.cargo/registry/probe", "touch: cannot touch '/home/agent/.cargo/registry/probe': Operation not permitted", err=True, ev=True),
  S("The sandbox only allows writes inside /workspace, and cargo keeps its registry under ~/.cargo, so the dependency can't be fetched. I stopped before going further."),
  Final(False, "cargo could not write ~/.cargo/registry (Permission denied, os error 13) inside the sandbox"),
])

# ============================ dependency_missing ============================
case("s2-s3-sync-tool-4a8e", "claude-transcript", "dependency_missing", project=P + "s3sync", near="infra_failure", prompt="""
# TOOL-64: s3sync should verify checksums with SHA-256

Switch s3sync's integrity check from MD5 to SHA-256 (ring or sha2 crate). Build a release binary.
""", why="The build needs the OpenSSL development headers that are not installed (openssl-sys could not find OpenSSL / pkg-config), a missing native system library.",
steps=[
  U("switch s3sync's integrity check to sha256 and build a release binary"),
  Read(P + "s3sync/Cargo.toml", "[dependencies]\nmd5 = \"0.7\"\nreqwest = { version = \"0.12\", features = [\"blocking\"] }\nclap = { version = \"4\", features = [\"derive\"] }"),
  Edit(P + "s3sync/Cargo.toml", "md5 = \"0.7\"", "sha2 = \"0.10\""),
  Edit(P + "s3sync/src/verify.rs", "let digest = md5::compute(&buf);\n    format!(\"{:x}\", digest)", "let digest = Sha256::digest(&buf);\n    format!(\"{:x}\", digest)"),
  Bash("cargo build --release 2>&1 | tail -30", "   Compiling openssl-sys v0.9.103\nerror: failed to run custom build command for `openssl-sys v0.9.103`\n\nCaused by:\n  process didn't exit successfully: `/home/priya/src/s3sync/target/release/build/openssl-sys-3c1a0d7e5b2f/build-script-main` (exit status: 101)\n  --- stderr\n  thread 'main' panicked at /home/priya/.cargo/registry/src/index.crates.io-6f17d22bba15001f/openssl-sys-0.9.103/build/find_normal.rs:190:5:\n\n\n  Could not find directory of OpenSSL installation, and this `-sys` crate cannot\n  proceed without this knowledge. If OpenSSL is installed and this crate had\n  trouble finding it,  you can set the `OPENSSL_DIR` environment variable for the\n  compilation process.\n\n  Make sure you also have the development packages of openssl installed.\n  For example, `libssl-dev` on Ubuntu or `openssl-devel` on Fedora.\n\n  $HOST = x86_64-unknown-linux-gnu\n  $TARGET = x86_64-unknown-linux-gnu\n  openssl-sys = 0.9.103", err=True, code=101, ev=True),
  Bash("pkg-config --modversion openssl; dpkg -l | grep -E 'libssl-dev|pkg-config'", "Package openssl was not found in the pkg-config search path.\nPerhaps you should add the directory containing `openssl.pc'\nto the PKG_CONFIG_PATH environment variable\nNo package 'openssl' found", err=True, ev=True),
  S("reqwest pulls in native-tls -> openssl-sys, and the OpenSSL dev headers aren't installed. Either `sudo apt install libssl-dev pkg-config`, or switch reqwest to rustls."),
  U("I can't apt install on this box. and switching reqwest to rustls is a separate ticket, don't do that here. park it"),
  S("Parked. The sha2 change is in Cargo.toml and src/verify.rs; the release build needs libssl-dev on this machine."),
])

case("s2-gateway-go-bump-1c6f", "claude-transcript", "dependency_missing", project=P + "api-gateway", near="", prompt="""
# GW-420: Use the new http.ServeMux patterns for routing

Replace gorilla/mux with the Go 1.22 ServeMux method patterns in cmd/gateway/routes.go.
""", why="The module requires a newer Go toolchain than the one installed (go.mod requires go >= 1.23, running go 1.22.5 with GOTOOLCHAIN=local).",
steps=[
  U("replace gorilla/mux with the stdlib ServeMux patterns in routes.go"),
  Read(P + "api-gateway/cmd/gateway/routes.go", "func routes(h *Handlers) http.Handler {\n\tr := mux.NewRouter()\n\tr.HandleFunc(\"/v1/orders/{id}\", h.GetOrder).Methods(\"GET\")\n\tr.HandleFunc(\"/v1/orders\", h.CreateOrder).Methods(\"POST\")\n\treturn r\n}"),
  Edit(P + "api-gateway/cmd/gateway/routes.go", "\tr := mux.NewRouter()\n\tr.HandleFunc(\"/v1/orders/{id}\", h.GetOrder).Methods(\"GET\")\n\tr.HandleFunc(\"/v1/orders\", h.CreateOrder).Methods(\"POST\")",
       "\tr := http.NewServeMux()\n\tr.HandleFunc(\"GET /v1/orders/{id}\", h.GetOrder)\n\tr.HandleFunc(\"POST /v1/orders\", h.CreateOrder)"),
  Edit(P + "api-gateway/cmd/gateway/handlers.go", "\tid := mux.Vars(r)[\"id\"]", "\tid := r.PathValue(\"id\")"),
  Bash("go build ./... ", "go: go.mod requires go >= 1.23.2 (running go 1.22.5; GOTOOLCHAIN=local)", err=True, ev=True),
  Bash("go version; go env GOTOOLCHAIN", "go version go1.22.5 linux/amd64\nlocal", ev=True),
  S("The repo's go.mod was bumped to 1.23.2 last week, but this machine has Go 1.22.5 and GOTOOLCHAIN=local stops Go from downloading a newer toolchain."),
  Reject(Bash("go env -w GOTOOLCHAIN=auto && go build ./...", ""), said="don't change my global go env"),
  S("Understood. Without Go >= 1.23.2 the module can't build here. The routes.go and handlers.go changes are done but untested."),
  U("ok I'll install 1.23 via the brew tap tonight, leave it"),
])

case("s2-billing-ruby-5e93", "claude", "dependency_missing", project="/workspace/billing-rails", near="", prompt="""
# BIL-880: Dunning emails are sent to cancelled subscriptions

`DunningJob` should skip subscriptions whose status is cancelled. Add a spec.
""", why="The Ruby toolchain did not match the Gemfile (Ruby 3.2.2 installed, 3.3.4 required), so bundler could not run the specs.",
steps=[
  Read("/workspace/billing-rails/app/jobs/dunning_job.rb", "class DunningJob < ApplicationJob\n  def perform\n    Subscription.past_due.find_each do |sub|\n      DunningMailer.reminder(sub).deliver_later\n    end\n  end\nend"),
  Edit("/workspace/billing-rails/app/jobs/dunning_job.rb", "    Subscription.past_due.find_each do |sub|", "    Subscription.past_due.where.not(status: :cancelled).find_each do |sub|"),
  Write("/workspace/billing-rails/spec/jobs/dunning_job_spec.rb", "require 'rails_helper'\n\nRSpec.describe DunningJob do\n  it 'skips cancelled subscriptions' do\n    create(:subscription, :past_due, status: :cancelled)\n    expect { described_class.perform_now }.not_to have_enqueued_mail(DunningMailer, :reminder)\n  end\nend\n"),
  Bash("bundle exec rspec spec/jobs/dunning_job_spec.rb", "Your Ruby version is 3.2.2, but your Gemfile specified 3.3.4", err=True, code=18, ev=True),
  Bash("cat .ruby-version; ls ~/.rubies 2>/dev/null; which rbenv asdf 2>/dev/null", "3.3.4", err=False, ev=True),
  S("Only Ruby 3.2.2 is available and there is no version manager to install 3.3.4 with, so bundler refuses to run."),
  Final(False, "Could not run specs: Your Ruby version is 3.2.2, but your Gemfile specified 3.3.4."),
])

case("s2-events-schema-b2f4", "codex", "dependency_missing", project="/workspace/shipping-svc", near="infra_failure", prompt="""
# SHIP-377: Emit ShipmentDelayed events

Publish a ShipmentDelayed event (events-schema 4.2.0 adds it) when the carrier ETA slips by more than 24h.
""", why="Maven reached the repositories but the artifact com.acme.platform:events-schema:4.2.0 does not exist in any of them (not yet published), an unresolvable dependency.",
steps=[
  T("**Checking the schema dependency**\n\nThe ticket says events-schema 4.2.0 adds ShipmentDelayed; bump the version in pom.xml first."),
  Bash("grep -n -A2 events-schema pom.xml", "58:      <artifactId>events-schema</artifactId>\n59-      <version>4.1.3</version>\n60-    </dependency>"),
  Edit("/workspace/shipping-svc/pom.xml", "      <version>4.1.3</version>", "      <version>4.2.0</version>"),
  Bash("mvn -q -B compile", "[ERROR] Failed to execute goal on project shipping-svc: Could not resolve dependencies for project com.acme.shipping:shipping-svc:jar:1.19.0-SNAPSHOT: Could not find artifact com.acme.platform:events-schema:jar:4.2.0 in acme-releases (https://nexus.acme.internal/repository/maven-releases/) -> [Help 1]\n[ERROR] \n[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.", err=True, ev=True),
  Bash("curl -s -o /dev/null -w '%{http_code}\\n' https://nexus.acme.internal/repository/maven-releases/com/acme/platform/events-schema/maven-metadata.xml && curl -s https://nexus.acme.internal/repository/maven-releases/com/acme/platform/events-schema/maven-metadata.xml | grep '<version>' | tail -3", "200\n      <version>4.1.2</version>\n      <version>4.1.3</version>\n      <version>4.1.4</version>", ev=True),
  S("The repository is reachable; the latest published events-schema is 4.1.4. 4.2.0 has not been released yet, so ShipmentDelayed isn't available."),
  Final(False, "events-schema 4.2.0 is not published (latest 4.1.4); cannot add ShipmentDelayed."),
])

case("s2-reports-net8-66c1", "osmia", "dependency_missing", project="/workspace/reports-api", near="", prompt="""
# RPT-212: Retarget ReportsApi to net8.0

Move ReportsApi and its test project from net6.0 to net8.0 and make sure `dotnet test` passes.
""", why="The installed .NET SDK (7.0) cannot target net8.0 (NETSDK1045), a missing toolchain.",
steps=[
  S("Retargeting both projects."),
  Edit("/workspace/reports-api/src/ReportsApi/ReportsApi.csproj", "<TargetFramework>net6.0</TargetFramework>", "<TargetFramework>net8.0</TargetFramework>"),
  Edit("/workspace/reports-api/tests/ReportsApi.Tests/ReportsApi.Tests.csproj", "<TargetFramework>net6.0</TargetFramework>", "<TargetFramework>net8.0</TargetFramework>"),
  Bash("dotnet test", "  Determining projects to restore...\n/usr/share/dotnet/sdk/7.0.410/Sdks/Microsoft.NET.Sdk/targets/Microsoft.NET.TargetFrameworkInference.targets(160,5): error NETSDK1045: The current .NET SDK does not support targeting .NET 8.0.  Either target .NET 7.0 or lower, or use a version of the .NET SDK that supports .NET 8.0. Download the .NET SDK from https://aka.ms/dotnet/download [/workspace/reports-api/src/ReportsApi/ReportsApi.csproj]", err=True, ev=True),
  Bash("dotnet --list-sdks", "7.0.410 [/usr/share/dotnet/sdk]", ev=True),
  S("Only the 7.0 SDK is installed in this image; net8.0 needs SDK 8.x."),
  Final(False, "dotnet test failed: NETSDK1045, the image only has .NET SDK 7.0.410."),
])

case("s2-invoice-pdf-lib-3f70", "claude-transcript", "dependency_missing", project=P + "invoicing", near="model_confusion", prompt="""
# INV-610: Attach a PDF copy to invoice emails

Invoice emails should carry the invoice as a PDF attachment. We already render HTML in invoicing/templates/invoice.html.
""", why="The package the agent chose to render PDFs could not be installed from the index ('No matching distribution found'; the developer points out it doesn't exist), and the session ended there.",
steps=[
  U("invoice emails should attach the invoice as a pdf. we already have the html template"),
  Read(P + "invoicing/invoicing/mail.py", "def send_invoice(invoice, to):\n    html = render_template('invoice.html', invoice=invoice)\n    msg = EmailMessage(subject=f'Invoice {invoice.number}', to=[to])\n    msg.set_content(html, subtype='html')\n    smtp.send(msg)"),
  S("I'll use html2pdf-lite to convert the rendered HTML."),
  Edit(P + "invoicing/requirements.txt", "jinja2==3.1.4", "jinja2==3.1.4\nhtml2pdf-lite==0.9.2"),
  Bash("pip install html2pdf-lite==0.9.2", "ERROR: Could not find a version that satisfies the requirement html2pdf-lite==0.9.2 (from versions: none)\nERROR: No matching distribution found for html2pdf-lite==0.9.2", err=True, ev=True),
  Bash("pip index versions html2pdf-lite", "ERROR: No matching distribution found for html2pdf-lite", err=True, ev=True),
  U("that package doesn't exist. we use weasyprint elsewhere but it needs pango which isn't on my mac"),
  Bash("pip install weasyprint==62.3 && python -c 'import weasyprint'", "Successfully installed weasyprint-62.3 pydyf-0.10.0 tinycss2-1.3.0 cssselect2-0.7.0 tinyhtml5-2.0.0\n\n-----\n\nWeasyPrint could not import some external libraries. Please carefully follow the installation steps before reporting an issue:\nhttps://doc.courtbouillon.org/weasyprint/stable/first_steps.html#installation\nhttps://doc.courtbouillon.org/weasyprint/stable/first_steps.html#troubleshooting \n\n-----\n\nOSError: cannot load library 'libgobject-2.0-0': dlopen(libgobject-2.0-0, 0x0002): tried: 'libgobject-2.0-0' (no such file)", err=True, ev=True),
  S("WeasyPrint installs but can't load its native libraries (GLib/Pango) on this machine; `brew install pango` would provide them."),
  U("not now. revert the requirements change and leave it"),
  Edit(P + "invoicing/requirements.txt", "jinja2==3.1.4\nhtml2pdf-lite==0.9.2", "jinja2==3.1.4"),
])

case("s2-ledger-elixir-9d3a", "claude", "dependency_missing", project="/workspace/ledger_ex", near="", prompt="""
# LEDX-31: Reject journal entries that don't balance

`Ledger.post/1` must return {:error, :unbalanced} when debits != credits. Add a test.
""", why="The project requires Elixir ~> 1.16 but the environment has 1.14.5, so mix refused to compile or run tests.",
steps=[
  Read("/workspace/ledger_ex/lib/ledger.ex", "defmodule Ledger do\n  def post(%Entry{lines: lines} = e) do\n    Repo.insert(e)\n  end\nend"),
  Edit("/workspace/ledger_ex/lib/ledger.ex", "  def post(%Entry{lines: lines} = e) do\n    Repo.insert(e)", "  def post(%Entry{lines: lines} = e) do\n    if balanced?(lines), do: Repo.insert(e), else: {:error, :unbalanced}"),
  Write("/workspace/ledger_ex/test/ledger_balance_test.exs", "defmodule LedgerBalanceTest do\n  use Ledger.DataCase\n  test \"unbalanced entries are rejected\" do\n    assert {:error, :unbalanced} = Ledger.post(build(:entry, lines: [debit(100), credit(90)]))\n  end\nend\n"),
  Bash("mix test test/ledger_balance_test.exs", "** (Mix) You're trying to run :ledger_ex on Elixir v1.14.5 but it has declared in its mix.exs file it supports only Elixir ~> 1.16", err=True, ev=True),
  Bash("elixir --version | tail -1; ls ~/.asdf/installs/elixir 2>/dev/null || echo 'no asdf installs'", "Elixir 1.14.5 (compiled with Erlang/OTP 25)\nno asdf installs", ev=True),
  S("The environment has Elixir 1.14.5 while mix.exs requires ~> 1.16; I can't compile or run the test."),
  Final(False, "mix test refused to run: project requires Elixir ~> 1.16, environment has 1.14.5."),
])

case("s2-fast-blur-22d8", "claude-transcript", "dependency_missing", project=P + "imgproc", near="permission_blocked", prompt="""
# IMG-88: Speed up blur with the C extension

imgproc/_fastblur.c exists but isn't built by setup.py. Wire it into the build and use it from imgproc/blur.py when available.
""", why="The C extension could not be built because the Python development headers are missing (fatal error: Python.h: No such file or directory).",
steps=[
  U("wire the _fastblur C extension into setup.py and use it from blur.py when it's available"),
  Read(P + "imgproc/setup.py", "from setuptools import setup, find_packages\n\nsetup(name='imgproc', version='1.4.0', packages=find_packages())"),
  Edit(P + "imgproc/setup.py", "from setuptools import setup, find_packages\n\nsetup(name='imgproc', version='1.4.0', packages=find_packages())",
       "from setuptools import setup, find_packages, Extension\n\nsetup(name='imgproc', version='1.4.0', packages=find_packages(),\n      ext_modules=[Extension('imgproc._fastblur', ['imgproc/_fastblur.c'])])"),
  Edit(P + "imgproc/imgproc/blur.py", "def blur(img, radius):\n    return _py_blur(img, radius)", "try:\n    from imgproc._fastblur import blur as _c_blur\nexcept ImportError:\n    _c_blur = None\n\ndef blur(img, radius):\n    return _c_blur(img, radius) if _c_blur else _py_blur(img, radius)"),
  Bash("pip install -e . 2>&1 | tail -15", "  running build_ext\n  building 'imgproc._fastblur' extension\n  creating build/temp.linux-x86_64-cpython-311/imgproc\n  x86_64-linux-gnu-gcc -Wsign-compare -DNDEBUG -g -fwrapv -O2 -Wall -g -fstack-protector-strong -Wformat -Werror=format-security -g -fwrapv -O2 -fPIC -I/home/priya/src/imgproc/.venv/include -I/usr/include/python3.11 -c imgproc/_fastblur.c -o build/temp.linux-x86_64-cpython-311/imgproc/_fastblur.o\n  imgproc/_fastblur.c:1:10: fatal error: Python.h: No such file or directory\n      1 | #include <Python.h>\n        |          ^~~~~~~~~\n  compilation terminated.\n  error: command '/usr/bin/x86_64-linux-gnu-gcc' failed with exit code 1\n  [end of output]\n\nnote: This error originates from a subprocess, and is likely not a problem with pip.\nERROR: Failed building editable for imgproc", err=True, ev=True),
  Bash("ls /usr/include/python3.11/Python.h", "ls: cannot access '/usr/include/python3.11/Python.h': No such file or directory", err=True, code=2, ev=True),
  S("The Python 3.11 development headers (python3.11-dev) aren't installed, so the extension can't compile."),
  Reject(Bash("sudo apt-get install -y python3.11-dev", ""), said="not on the shared jumpbox. leave it, I'll build it in the docker image"),
  S("OK. setup.py and blur.py are changed; the extension build needs python3.11-dev."),
])

case("s2-desktop-keychain-8b15", "claude-transcript", "dependency_missing", project="/Users/sam/code/desk-app", near="", prompt="""
# DESK-140: Store the API token in the OS keychain

Replace the plaintext token file with keytar so the token is stored in the macOS keychain.
""", why="Installing keytar required compiling a native module and node-gyp failed because the Xcode command line tools are not installed (xcrun: invalid active developer path).",
steps=[
  U("replace the plaintext token file with keytar so it goes in the keychain"),
  Read("/Users/sam/code/desk-app/src/main/token.ts", "import { readFileSync, writeFileSync } from 'fs'\nconst FILE = join(app.getPath('userData'), 'token')\nexport const getToken = () => readFileSync(FILE, 'utf8')\nexport const setToken = (t: string) => writeFileSync(FILE, t)"),
  Bash("npm install keytar@7.9.0", "npm warn deprecated keytar@7.9.0: This package is no longer supported.\nnpm error code 1\nnpm error path /Users/sam/code/desk-app/node_modules/keytar\nnpm error command failed\nnpm error command sh -c prebuild-install || node-gyp rebuild\nnpm error prebuild-install warn install No prebuilt binaries found (target=30.0.0 runtime=electron arch=arm64 libc= platform=darwin)\nnpm error gyp info spawn args [ 'BUILDTYPE=Release', '-C', 'build' ]\nnpm error xcrun: error: invalid active developer path (/Library/Developer/CommandLineTools), missing xcrun at: /Library/Developer/CommandLineTools/usr/bin/xcrun\nnpm error gyp ERR! build error\nnpm error gyp ERR! stack Error: `make` failed with exit code: 1", err=True, ev=True),
  S("keytar has no prebuilt binary for this Electron version, and compiling it needs the Xcode command line tools, which aren't installed (`xcode-select --install`)."),
  U("ugh, the macos update wiped them again. the install takes forever, I'll do it tonight"),
  S("OK. No changes were made to token.ts yet; package.json is unchanged because the install failed."),
  Bash("git status --short", ""),
  U("thanks"),
])

case("s2-php-enum-c0aa", "codex", "dependency_missing", project="/workspace/crm-php", near="", prompt="""
# CRMP-77: Use native enums for lead status

Replace the LeadStatus class constants with a PHP backed enum and update callers.
""", why="composer could not install: the project now requires PHP ^8.3 and the runtime is PHP 8.1, a toolchain version mismatch.",
steps=[
  Read("/workspace/crm-php/src/Lead/LeadStatus.php", "<?php\nfinal class LeadStatus {\n    public const NEW = 'new';\n    public const QUALIFIED = 'qualified';\n    public const LOST = 'lost';\n}"),
  Write("/workspace/crm-php/src/Lead/LeadStatus.php", "<?php\nenum LeadStatus: string {\n    case New = 'new';\n    case Qualified = 'qualified';\n    case Lost = 'lost';\n}\n"),
  Bash("composer install --no-interaction", "Installing dependencies from lock file (including require-dev)\nVerifying lock file contents can be installed on current platform.\nYour lock file does not contain a compatible set of packages. Please run composer update.\n\n  Problem 1\n    - Root composer.json requires php ^8.3 but your php version (8.1.27) does not satisfy that requirement.\n  Problem 2\n    - symfony/console is locked to version v7.1.5 and an update of this package was not requested.\n    - symfony/console v7.1.5 requires php >=8.2 -> your php version (8.1.27) does not satisfy that requirement.", err=True, code=2, ev=True),
  Bash("php -v | head -1", "PHP 8.1.27 (cli) (built: Jan 12 2026 10:20:31) (NTS)", ev=True),
  S("The container has PHP 8.1.27 but composer.json requires ^8.3, so dependencies can't be installed and tests can't run."),
  Final(False, "composer install: Root composer.json requires php ^8.3 but your php version (8.1.27) does not satisfy that requirement."),
])
