"""Environment-side failures: platform (infra), refusals (permission), missing pieces (dependency)."""
from gen_lib import Run
from cbits import pytest_ok, pytest_fail, gostat

CL, TR, CX, OS = "claude", "claude-transcript", "codex", "osmia"


def infra():
    out = []
    # 1 claude CI: OOM kill during a test run after good work
    r = Run("ingest-batching", CL, mode="infra_failure", ticket="DATA-2291", near_miss="",
            why="The test process was OOM-killed (exit 137) by the container's memory limit while the agent's change was otherwise complete.",
            result={"success": False, "summary": "claude exited: container OOMKilled", "exit_code": 137},
            prompt="""# DATA-2291: Batch parquet ingestion instead of loading whole files

`ingest/loader.py` reads each parquet file into memory at once. Switch to `iter_batches(batch_size=50_000)`.

Acceptance:
- `pytest tests/ingest -q` passes
- no change to the public `load_partition()` signature""")
    r.say("I'll look at the loader and its tests first.")
    r.bash("ls ingest tests/ingest", "ingest:\n__init__.py\nloader.py\nschema.py\nwriter.py\n\ntests/ingest:\nconftest.py\ntest_loader.py\ntest_schema.py")
    r.read("ingest/loader.py", "import pyarrow.parquet as pq\n\n\ndef load_partition(path, columns=None):\n    table = pq.read_table(path, columns=columns)\n    for row in table.to_pylist():\n        yield row")
    r.read("tests/ingest/conftest.py", "import pytest\n\n@pytest.fixture(scope='session')\ndef big_partition(tmp_path_factory):\n    # 4M rows, exercises the batching path\n    return _make_partition(tmp_path_factory.mktemp('p'), rows=4_000_000)")
    r.edit("ingest/loader.py", "    table = pq.read_table(path, columns=columns)\n    for row in table.to_pylist():\n        yield row",
           "    pf = pq.ParquetFile(path)\n    for batch in pf.iter_batches(batch_size=50_000, columns=columns):\n        yield from batch.to_pylist()")
    r.bash("pytest tests/ingest/test_schema.py -q", pytest_ok(7, "0.62"))
    r.say("Schema tests pass. Now the loader tests, which build a 4M-row fixture.")
    r.bash("pytest tests/ingest -q", "........\nKilled", rc=137, ev=True)
    r.think("Exit 137 with 'Killed' - the kernel killed the process. The fixture itself allocates the 4M rows before my code runs.")
    r.bash("dmesg | tail -3", "dmesg: read kernel buffer failed: Operation not permitted", rc=1)
    r.bash("cat /sys/fs/cgroup/memory.max /sys/fs/cgroup/memory.events", "2147483648\nlow 0\nhigh 0\nmax 412\noom 3\noom_kill 3", ev=True)
    r.say("The runner has a 2 GiB memory cap and the OOM killer fired three times while building the session fixture. Retrying with a single worker.")
    r.bash("pytest tests/ingest -q -p no:xdist", "....\nKilled", rc=137, ev=True)
    r.sys("runner: container exceeded memory limit (2Gi); OOMKilled, exit code 137", ev=True)
    out.append(r)

    # 2 osmia: pod evicted mid good work
    r = Run("quota-header", OS, mode="infra_failure", ticket="API-873", near_miss="unknown", state="Failed",
            why="The Kubernetes node ran out of ephemeral storage and evicted the agent pod while the change was progressing normally.",
            prompt="""# API-873: return X-RateLimit-Remaining on every response

The middleware in `internal/ratelimit/middleware.go` only sets the header on 429s. Set it on all responses.
Acceptance: `go test ./internal/ratelimit/...` green; header documented in docs/api/headers.md""")
    r.say("Reading the middleware.")
    r.read("internal/ratelimit/middleware.go", "func (m *Middleware) Wrap(next http.Handler) http.Handler {\n\treturn http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {\n\t\tok, remaining := m.limiter.Allow(key(r))\n\t\tif !ok {\n\t\t\tw.Header().Set(\"X-RateLimit-Remaining\", \"0\")\n\t\t\thttp.Error(w, \"rate limited\", http.StatusTooManyRequests)\n\t\t\treturn\n\t\t}\n\t\t_ = remaining\n\t\tnext.ServeHTTP(w, r)\n\t})\n}")
    r.bash("go test ./internal/ratelimit/...", "ok  \tgithub.com/acme/edge/internal/ratelimit\t0.412s")
    r.edit("internal/ratelimit/middleware.go", "\t\t_ = remaining\n", "\t\tw.Header().Set(\"X-RateLimit-Remaining\", strconv.Itoa(remaining))\n")
    r.edit("internal/ratelimit/middleware.go", "import (\n\t\"net/http\"\n", "import (\n\t\"net/http\"\n\t\"strconv\"\n")
    r.write("internal/ratelimit/middleware_header_test.go", "func TestRemainingHeaderOnSuccess(t *testing.T) {\n\t// 200 responses carry the header too\n}")
    r.bash("go test ./internal/ratelimit/...", "ok  \tgithub.com/acme/edge/internal/ratelimit\t0.433s")
    r.read("docs/api/headers.md", "# Response headers\n\n| header | when |\n|---|---|\n| X-Request-Id | always |")
    r.edit("docs/api/headers.md", "| X-Request-Id | always |", "| X-Request-Id | always |\n| X-RateLimit-Remaining | always |")
    r.bash("go build ./... && go vet ./internal/...", "")
    r.say("Build and vet clean. Running the full suite before committing.")
    r.sys("The node was low on resource: ephemeral-storage. Threshold quantity: 1Gi, available: 612Mi. Container agent was using 3921Mi, request is 0, has larger consumption of ephemeral-storage.", ev=True)
    r.sys("pod osmia-agent-api-873-7fq2k evicted (reason: Evicted); agent stream closed", ev=True)
    r.end("agent pod evicted before completion", success=False, ev=True)
    out.append(r)

    # 3 codex: provider stream disconnects then retry limit
    r = Run("csv-bom", CX, mode="infra_failure", ticket="REP-118", near_miss="",
            why="The Codex session lost its connection to the model API (stream disconnected, reconnects exhausted); nothing in the code caused it.",
            result={"success": False, "summary": "codex exec: turn failed", "exit_code": 1},
            prompt="""# REP-118: strip UTF-8 BOM from uploaded CSVs

Excel exports start with a BOM and our header match fails (`\\ufeffemail`). Fix in `reports/csv_import.py`.
Acceptance: new test with a BOM fixture; `pytest tests/test_csv_import.py` passes.""")
    r.think("**Locating the CSV reader**\n\nI should open reports/csv_import.py and check how the file is opened.")
    r.bash("rg -n 'open\\(' reports/csv_import.py", "14:    with open(path, newline=\"\", encoding=\"utf-8\") as fh:")
    r.read("reports/csv_import.py", "import csv\n\n\ndef read_rows(path):\n    with open(path, newline=\"\", encoding=\"utf-8\") as fh:\n        reader = csv.DictReader(fh)\n        for row in reader:\n            yield {k.strip().lower(): v for k, v in row.items()}")
    r.edit("reports/csv_import.py", "encoding=\"utf-8\"", "encoding=\"utf-8-sig\"")
    r.write("tests/fixtures/bom.csv", "\ufeffemail,name\na@example.com,A\n")
    r.bash("pytest tests/test_csv_import.py -q", pytest_ok(5, "0.21"))
    r.say("Encoding switched to utf-8-sig; adding the regression test now.")
    r.api_error("stream disconnected before completion: error sending request for url (https://api.openai.com/v1/responses)", ev=True)
    r.api_error("Reconnecting... 1/5")
    r.api_error("Reconnecting... 2/5")
    r.api_error("Reconnecting... 3/5")
    r.api_error("Reconnecting... 4/5")
    r.api_error("Reconnecting... 5/5", ev=True)
    r.end("stream disconnected before completion: error sending request for url (https://api.openai.com/v1/responses)", success=False, ev=True)
    out.append(r)

    # 4 claude: usage limit ends session while a missing-module error is open
    r = Run("webhook-sig", CL, mode="infra_failure", ticket="PAY-1502", near_miss="dependency_missing",
            why="The provider usage limit ended the session; the open ModuleNotFoundError was being handled when the limit hit and is not why the run stopped.",
            prompt="""# PAY-1502: verify Stripe webhook signatures

`payments/webhooks.py` trusts the payload. Verify `Stripe-Signature` with the endpoint secret, reject on mismatch (400).
Acceptance: tests in tests/test_webhooks.py cover valid, tampered and stale signatures.""")
    r.say("Let me look at the webhook handler.")
    r.read("payments/webhooks.py", "from flask import request, abort\n\n@bp.post('/stripe')\ndef stripe_webhook():\n    event = request.get_json()\n    handle(event)\n    return '', 204")
    r.bash("grep -n stripe requirements*.txt", "requirements.txt:stripe==10.12.0")
    r.edit("payments/webhooks.py", "    event = request.get_json()\n", "    try:\n        event = stripe.Webhook.construct_event(request.data, request.headers.get('Stripe-Signature'), current_app.config['STRIPE_WEBHOOK_SECRET'])\n    except (ValueError, stripe.error.SignatureVerificationError):\n        abort(400)\n")
    r.write("tests/test_webhooks.py", "import time, stripe\n\ndef test_valid_signature(client, signed): ...\n\ndef test_tampered(client, signed): ...\n\ndef test_stale(client, signed): ...")
    r.bash("pytest tests/test_webhooks.py -q", "ImportError while loading conftest '/workspace/payments/tests/conftest.py'.\ntests/conftest.py:3: in <module>\n    import stripe\nE   ModuleNotFoundError: No module named 'stripe'", rc=4)
    r.say("The venv is missing stripe even though it is pinned. Installing the requirements.")
    r.bash("pip install -r requirements.txt", "Collecting stripe==10.12.0\n  Downloading stripe-10.12.0-py2.py3-none-any.whl (1.5 MB)\nInstalling collected packages: stripe", rc=0)
    r.api_error("Claude AI usage limit reached|1761782400", ev=True)
    r.end("Claude AI usage limit reached|1761782400", success=False, ev=True)
    out.append(r)

    # 5 transcript: 529 overloaded repeatedly
    r = Run("tz-render", TR, mode="infra_failure", ticket="CAL-412", near_miss="unknown",
            why="Anthropic API kept returning 529 overloaded_error until the client gave up; the session never got to finish the edit.",
            prompt="""the calendar export renders all-day events at 00:00 UTC instead of as dates, see CAL-412. fix in src/ics/render.ts and add a test""")
    r.say("I'll start with the renderer.")
    r.read("src/ics/render.ts", "export function renderEvent(ev: CalEvent): string {\n  const lines = ['BEGIN:VEVENT'];\n  lines.push(`DTSTART:${toUtc(ev.start)}`);\n  lines.push(`DTEND:${toUtc(ev.end)}`);\n  lines.push(`SUMMARY:${escape(ev.title)}`);\n  lines.push('END:VEVENT');\n  return lines.join('\\r\\n');\n}")
    r.tool("Grep", {"pattern": "allDay", "path": "src"}, "src/model/event.ts:12:  allDay?: boolean;\nsrc/ui/EventForm.tsx:48:        checked={ev.allDay}")
    r.edit("src/ics/render.ts", "  lines.push(`DTSTART:${toUtc(ev.start)}`);\n  lines.push(`DTEND:${toUtc(ev.end)}`);",
           "  if (ev.allDay) {\n    lines.push(`DTSTART;VALUE=DATE:${toDate(ev.start)}`);\n    lines.push(`DTEND;VALUE=DATE:${toDate(addDays(ev.start, 1))}`);\n  } else {\n    lines.push(`DTSTART:${toUtc(ev.start)}`);\n    lines.push(`DTEND:${toUtc(ev.end)}`);\n  }")
    r.bash("npx vitest run src/ics", " ✓ src/ics/render.test.ts (6 tests) 41ms\n\n Test Files  1 passed (1)\n      Tests  6 passed (6)")
    r.say("Existing tests pass; now a test for all-day events.")
    r.api_error("API Error (529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}) · Retrying in 1 seconds… (attempt 1/10)", ev=True)
    r.api_error("API Error (529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}) · Retrying in 2 seconds… (attempt 2/10)")
    r.api_error("API Error (529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}) · Retrying in 5 seconds… (attempt 5/10)")
    r.api_error("API Error (529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}) · Retrying in 34 seconds… (attempt 10/10)", ev=True)
    r.api_error("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},\"request_id\":\"req_011CUaQ4m8pX2Yw\"}", ev=True)
    r.end("")
    out.append(r)

    # 6 osmia: wall clock timeout during normal work (TimedOut)
    r = Run("sitemap-split", OS, mode="infra_failure", ticket="WEB-77", near_miss="model_confusion", state="TimedOut",
            watchdog=None, result={"success": False, "summary": "terminated: wall-clock limit 45m exceeded", "exit_code": 143},
            why="The platform's 45-minute wall-clock limit terminated the pod (SIGTERM) during a slow but progressing full build; the agent was not looping.",
            prompt="""# WEB-77: split sitemap.xml at 50k URLs

Google rejects our sitemap (72k URLs). Generate `sitemap-index.xml` + `sitemap-N.xml` files of <= 50k URLs in `scripts/build_sitemap.py`.
Acceptance: `make site` produces the index; unit test for the splitter.""")
    r.read("scripts/build_sitemap.py", "def build(urls, out):\n    with open(out / 'sitemap.xml', 'w') as fh:\n        fh.write(HEADER)\n        for u in urls:\n            fh.write(f'<url><loc>{u}</loc></url>\\n')\n        fh.write(FOOTER)")
    r.edit("scripts/build_sitemap.py", "def build(urls, out):", "CHUNK = 50_000\n\n\ndef chunks(seq, n=CHUNK):\n    for i in range(0, len(seq), n):\n        yield seq[i:i + n]\n\n\ndef build(urls, out):")
    r.edit("scripts/build_sitemap.py", "    with open(out / 'sitemap.xml', 'w') as fh:", "    names = []\n    for i, part in enumerate(chunks(list(urls)), 1):\n        names.append(write_part(out, i, part))\n    write_index(out, names)\n    return names\n    with open(out / 'sitemap.xml', 'w') as fh:")
    r.write("tests/test_sitemap_split.py", "from scripts.build_sitemap import chunks\n\ndef test_chunks_boundary():\n    assert [len(c) for c in chunks(list(range(100_001)))] == [50_000, 50_000, 1]")
    r.bash("pytest tests/test_sitemap_split.py -q", pytest_ok(1, "0.09"))
    r.say("Unit test passes. Running `make site` to check the real output (this renders all 72k pages).")
    r.bash("make site", "python scripts/render_pages.py --all\n[render] 10000/72114 pages\n[render] 20000/72114 pages\n[render] 30000/72114 pages")
    r.say("Rendering is slow but progressing; waiting for it to finish.")
    r.bash("tail -2 build/render.log", "[render] 41000/72114 pages\n[render] 42000/72114 pages")
    r.sys("task exceeded wall-clock limit (45m0s); sending SIGTERM to agent container", ev=True)
    r.sys("agent container terminated: exit code 143 (SIGTERM)", ev=True)
    r.end("terminated: wall-clock limit exceeded", success=False, ev=True)
    out.append(r)

    # 7 codex: disk full during cargo build
    r = Run("tls-reload", CX, mode="infra_failure", ticket="NET-340", near_miss="dependency_missing",
            result={"success": False, "summary": "codex exec: turn failed", "exit_code": 1},
            why="The runner's disk filled up during the cargo build (os error 28); the code change was fine.",
            prompt="""# NET-340: reload TLS certificates on SIGHUP

`proxy/src/tls.rs` loads certs once at startup. Reload them on SIGHUP without dropping connections.
Acceptance: `cargo test -p proxy` passes; new test for the reload path.""")
    r.think("**Inspecting cert loading**\n\nLook at proxy/src/tls.rs and how the acceptor is shared.")
    r.read("proxy/src/tls.rs", "pub fn acceptor(cfg: &TlsConfig) -> anyhow::Result<TlsAcceptor> {\n    let certs = load_certs(&cfg.cert_path)?;\n    let key = load_key(&cfg.key_path)?;\n    let sc = ServerConfig::builder().with_no_client_auth().with_single_cert(certs, key)?;\n    Ok(TlsAcceptor::from(Arc::new(sc)))\n}")
    r.edit("proxy/src/tls.rs", "pub fn acceptor(", "pub struct Reloadable { inner: ArcSwap<ServerConfig> }\n\npub fn acceptor(")
    r.edit("proxy/Cargo.toml", "[dependencies]\n", "[dependencies]\narc-swap = \"1.7\"\n")
    r.bash("cargo build -p proxy", "    Updating crates.io index\n     Locking 1 package to latest compatible version\n      Adding arc-swap v1.7.1\n   Compiling arc-swap v1.7.1\n   Compiling rustls v0.23.12\n   Compiling proxy v0.4.0 (/workspace/edge/proxy)\nerror: failed to write /workspace/edge/target/debug/deps/libproxy-3f1c9a2e7b.rmeta: No space left on device (os error 28)\n\nerror: could not compile `proxy` (lib) due to 1 previous error", rc=101, ev=True)
    r.bash("df -h /workspace", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     20G   20G     0 100% /workspace", ev=True)
    r.bash("du -sh target", "19G\ttarget")
    r.bash("cargo clean -p proxy && cargo build -p proxy", "     Removed 212 files, 1.1GiB total\n   Compiling proxy v0.4.0 (/workspace/edge/proxy)\nerror: linking with `cc` failed: exit status: 1\n  = note: /usr/bin/ld: final link failed: No space left on device\n          collect2: error: ld returned 1 exit status", rc=101, ev=True)
    r.say("The volume is full (20G/20G); even after cleaning the crate the linker cannot write its output. This needs a bigger disk on the runner.")
    r.end("runner volume /workspace is full (No space left on device)", success=False, ev=True)
    out.append(r)

    # 8 claude: context window exceeded (prompt too long)
    r = Run("changelog-gen", CL, mode="infra_failure", ticket="REL-58", near_miss="model_confusion",
            why="The request exceeded the model's context window (prompt is too long) after the agent cat'ed a huge log; the API refused and the session ended.",
            result={"success": False, "summary": "API Error: 400 prompt is too long", "exit_code": 1},
            prompt="""# REL-58: generate CHANGELOG section from merged PR titles

Add `scripts/changelog.py` that groups PR titles (feat/fix/chore) between two tags.
Acceptance: `python scripts/changelog.py v2.3.0 v2.4.0` prints grouped markdown; unit test for the grouping.""")
    r.say("Let me look at the git history between the tags.")
    r.bash("git tag --sort=-creatordate | head -3", "v2.4.0\nv2.3.1\nv2.3.0")
    r.bash("git log --oneline v2.3.0..v2.4.0 | wc -l", "1843")
    r.write("scripts/changelog.py", "import re, subprocess, sys\n\nKINDS = ('feat', 'fix', 'chore')\n\n\ndef group(titles):\n    out = {k: [] for k in KINDS}\n    for t in titles:\n        m = re.match(r'(\\w+)(\\(.+\\))?: (.*)', t)\n        if m and m.group(1) in out:\n            out[m.group(1)].append(m.group(3))\n    return out")
    r.write("tests/test_changelog.py", "from scripts.changelog import group\n\ndef test_group():\n    assert group(['feat: a', 'fix(ui): b'])['fix'] == ['b']")
    r.bash("pytest tests/test_changelog.py -q", pytest_ok(1, "0.05"))
    r.say("Now let me check what the merge commit messages look like in full.")
    r.bash("git log v2.3.0..v2.4.0 --format=full --stat", "commit 9f2c1e0...\n[... 61,412 lines of log output ...]", ev=False)
    r.bash("git log v2.3.0..v2.4.0 -p -- src | head -40000", "diff --git a/src/app.ts b/src/app.ts\n[... 40,000 lines ...]")
    r.compact(pre_tokens=196000, summary="Wrote scripts/changelog.py and its test (passing). Was inspecting merge commit formats between v2.3.0 and v2.4.0.")
    r.api_error("API Error: 400 {\"type\":\"error\",\"error\":{\"type\":\"invalid_request_error\",\"message\":\"prompt is too long: 212419 tokens > 200000 maximum\"}}", ev=True)
    r.end("API Error: 400 {\"type\":\"error\",\"error\":{\"type\":\"invalid_request_error\",\"message\":\"prompt is too long: 212419 tokens > 200000 maximum\"}}", success=False, ev=True)
    out.append(r)

    # 9 transcript: rate limit with retry-after, exhausted
    r = Run("rotate-keys", TR, mode="infra_failure", ticket="OPS-1190", near_miss="",
            why="The organisation's rate limit (429 rate_limit_error, retry-after) was hit repeatedly during an overnight fleet and the session gave up before finishing.",
            prompt="""OPS-1190 (overnight fleet, item 7/12): add `--dry-run` to `tools/rotate_keys.py` so it prints what would rotate without calling KMS. Test in tests/test_rotate_keys.py""")
    r.read("tools/rotate_keys.py", "def main(argv=None):\n    args = parser().parse_args(argv)\n    for key in list_keys(args.project):\n        if due(key):\n            kms.rotate(key)\n            print(f'rotated {key.name}')")
    r.edit("tools/rotate_keys.py", "            kms.rotate(key)\n            print(f'rotated {key.name}')", "            if args.dry_run:\n                print(f'would rotate {key.name}')\n                continue\n            kms.rotate(key)\n            print(f'rotated {key.name}')")
    r.tool("Grep", {"pattern": "add_argument", "path": "tools/rotate_keys.py", "output_mode": "content"}, "tools/rotate_keys.py:9:    p.add_argument('--project', required=True)")
    r.edit("tools/rotate_keys.py", "    p.add_argument('--project', required=True)", "    p.add_argument('--project', required=True)\n    p.add_argument('--dry-run', action='store_true')")
    r.api_error("API Error: 429 {\"type\":\"error\",\"error\":{\"type\":\"rate_limit_error\",\"message\":\"This request would exceed the rate limit for your organization (org_01H8...) of 400,000 input tokens per minute. For details, refer to: https://docs.claude.com/en/api/rate-limits.\"}} · retry-after: 41s", ev=True)
    r.api_error("API Error: 429 rate_limit_error · Retrying in 41 seconds… (attempt 3/10)")
    r.bash("pytest tests/test_rotate_keys.py -q", pytest_ok(4, "0.33"))
    r.api_error("API Error: 429 rate_limit_error · Retrying in 60 seconds… (attempt 7/10)", ev=True)
    r.api_error("API Error: 429 {\"type\":\"error\",\"error\":{\"type\":\"rate_limit_error\",\"message\":\"This request would exceed the rate limit for your organization of 400,000 input tokens per minute.\"}}", ev=True)
    r.sys("fleet: 12 concurrent sessions share org rate limit; session 7 abandoned after 10 retries", ev=True)
    r.end("")
    out.append(r)

    # 10 codex: usage limit hit
    r = Run("pager-dedupe", CX, mode="infra_failure", ticket="ONC-221", near_miss="",
            result={"success": False, "summary": "usage limit reached", "exit_code": 1},
            why="The Codex account hit its usage limit mid-task; the session was cut off by the provider.",
            prompt="""# ONC-221: dedupe pager alerts by fingerprint within 5 minutes

`alerts/router.go` forwards every alert. Drop duplicates (same fingerprint) seen in the last 5 minutes.
Acceptance: table test in alerts/router_test.go; `go test ./alerts/...` passes.""")
    r.think("**Reading the router**\n\nI'll open alerts/router.go.")
    r.read("alerts/router.go", "func (r *Router) Route(a Alert) error {\n\treturn r.pager.Send(a)\n}")
    r.edit("alerts/router.go", "func (r *Router) Route(a Alert) error {\n\treturn r.pager.Send(a)\n}", "func (r *Router) Route(a Alert) error {\n\tr.mu.Lock()\n\tlast, seen := r.seen[a.Fingerprint]\n\tnow := r.clock.Now()\n\tif seen && now.Sub(last) < 5*time.Minute {\n\t\tr.mu.Unlock()\n\t\treturn nil\n\t}\n\tr.seen[a.Fingerprint] = now\n\tr.mu.Unlock()\n\treturn r.pager.Send(a)\n}")
    r.bash("go build ./alerts/...", "# github.com/acme/oncall/alerts\nalerts/router.go:14:4: r.seen undefined (type *Router has no field or method seen)\nalerts/router.go:12:2: r.mu undefined (type *Router has no field or method mu)", rc=1)
    r.edit("alerts/router.go", "type Router struct {\n\tpager Pager\n", "type Router struct {\n\tpager Pager\n\tclock Clock\n\tmu    sync.Mutex\n\tseen  map[string]time.Time\n")
    r.bash("go build ./alerts/...", "")
    r.say("Build is clean; writing the table test next.")
    r.api_error("You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing), visit https://chatgpt.com/codex/settings/usage to purchase more credits or try again in 3 days 4 hours 12 minutes.", ev=True)
    r.end("You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing), visit https://chatgpt.com/codex/settings/usage to purchase more credits or try again in 3 days 4 hours 12 minutes.", success=False, ev=True)
    out.append(r)
    return out


def permission():
    out = []
    # 1 claude: PreToolUse hook blocks edits to migrations the ticket requires
    r = Run("invoice-idx", CL, mode="permission_blocked", ticket="PAY-1611", near_miss="unknown",
            why="A PreToolUse hook (exit 2) refuses every write under db/migrations/, which the ticket requires; the agent could not add the migration.",
            prompt="""# PAY-1611: add index on invoices(customer_id, issued_at)

The invoices list endpoint does a seq scan. Add an Alembic migration in `db/migrations/versions/` creating the composite index concurrently.
Acceptance: `alembic upgrade head` works on the CI database; migration has a downgrade.""")
    r.say("I'll check the latest migration revision first.")
    r.bash("ls db/migrations/versions | tail -3", "0141_add_refund_reason.py\n0142_drop_legacy_tax.py\n0143_invoice_status_enum.py")
    r.read("db/migrations/versions/0143_invoice_status_enum.py", "revision = '0143'\ndown_revision = '0142'\n\ndef upgrade():\n    op.execute(\"ALTER TYPE invoice_status ADD VALUE 'void'\")\n\ndef downgrade():\n    pass")
    r.write("db/migrations/versions/0144_invoice_customer_issued_idx.py", "revision = '0144'\ndown_revision = '0143'\n\ndef upgrade():\n    with op.get_context().autocommit_block():\n        op.create_index('ix_invoices_customer_issued', 'invoices', ['customer_id', 'issued_at'], postgresql_concurrently=True)\n\ndef downgrade():\n    op.drop_index('ix_invoices_customer_issued', table_name='invoices')",
            err="Write operation blocked by hook:\n- [${CLAUDE_PROJECT_DIR}/.claude/hooks/protect-paths.sh]: db/migrations/ is protected: migrations must be written by a human (see CONTRIBUTING.md#migrations)", ev=True)
    r.say("A project hook protects db/migrations/. Let me try creating it via the shell with alembic's own generator.")
    r.bash("alembic revision -m 'invoice customer issued idx'", "", ev=True)
    r.steps[-1].kw.update(out="Bash operation blocked by hook:\n- [${CLAUDE_PROJECT_DIR}/.claude/hooks/protect-paths.sh]: command writes under db/migrations/ (alembic revision) - blocked", rc=2)
    r.read(".claude/hooks/protect-paths.sh", "#!/bin/sh\n# exit 2 blocks the tool call; stderr goes back to Claude\npayload=$(cat)\necho \"$payload\" | grep -q 'db/migrations' && { echo 'db/migrations/ is protected: migrations must be written by a human (see CONTRIBUTING.md#migrations)' >&2; exit 2; }\nexit 0")
    r.say("The hook is intentional and blocks any path containing db/migrations. I can't add the migration in this session.")
    r.bash("git status --short", "")
    r.end("Could not complete PAY-1611: the repository's PreToolUse hook blocks all writes under db/migrations/, and the ticket is only a migration. A human needs to add it or relax the hook.", success=False, ev=True)
    out.append(r)

    # 2 codex: write outside workspace (cargo home) denied by sandbox
    r = Run("grpc-health", CX, mode="permission_blocked", ticket="NET-355", near_miss="dependency_missing",
            result={"success": False, "summary": "codex exec: task not completed", "exit_code": 1},
            why="The workspace-write sandbox refused writes to ~/.cargo outside the workspace (Permission denied, os error 13), so cargo could not fetch the new crate; the crate itself exists.",
            prompt="""# NET-355: expose grpc.health.v1 on the proxy admin port

Add tonic-health to `proxy` and register the health service on the admin listener.
Acceptance: `cargo test -p proxy` passes; grpcurl health check documented in README.""")
    r.think("**Adding tonic-health**\n\nAdd dependency and wire the service in admin.rs.")
    r.read("proxy/src/admin.rs", "pub async fn serve(addr: SocketAddr) -> anyhow::Result<()> {\n    Server::builder().add_service(admin_svc()).serve(addr).await?;\n    Ok(())\n}")
    r.edit("proxy/Cargo.toml", "tonic = \"0.12\"\n", "tonic = \"0.12\"\ntonic-health = \"0.12\"\n")
    r.edit("proxy/src/admin.rs", "    Server::builder().add_service(admin_svc())", "    let (_reporter, health) = tonic_health::server::health_reporter();\n    Server::builder().add_service(health).add_service(admin_svc())")
    r.bash("cargo build -p proxy", "    Updating crates.io index\nerror: failed to create directory `/home/runner/.cargo/registry/cache/index.crates.io-6f17d22bba15001f`\n\nCaused by:\n  Permission denied (os error 13)", rc=101, ev=True)
    r.bash("ls -ld ~/.cargo/registry && echo $CODEX_SANDBOX", "drwxr-xr-x 4 runner runner 4096 Oct  2 07:10 /home/runner/.cargo/registry\nseatbelt", ev=True)
    r.bash("CARGO_HOME=$PWD/.cargo-home cargo build -p proxy", "    Updating crates.io index\nwarning: spurious network error (3 tries remaining): [6] Couldn't resolve host name (Could not resolve host: index.crates.io)\nerror: failed to get `tonic-health` as a dependency of package `proxy v0.4.0 (/workspace/edge/proxy)`\n\nCaused by:\n  download of config.json failed\n\nCaused by:\n  [6] Couldn't resolve host name (Could not resolve host: index.crates.io)", rc=101, ev=True)
    r.say("The sandbox is workspace-write: ~/.cargo is outside the writable roots, and with CARGO_HOME inside the workspace network access is disabled too. I cannot fetch tonic-health under this sandbox policy (approval_policy=never, so I can't request escalation).")
    r.bash("git diff --stat", " proxy/Cargo.toml   | 1 +\n proxy/src/admin.rs | 3 ++-\n 2 files changed, 3 insertions(+), 1 deletion(-)")
    r.end("Blocked by sandbox: cannot write to ~/.cargo or reach crates.io from workspace-write with approval_policy=never.", success=False, ev=True)
    out.append(r)

    # 3 codex: network disabled in sandbox (npm)
    r = Run("i18n-plural", CX, mode="permission_blocked", ticket="WEB-301", near_miss="infra_failure",
            result={"success": False, "summary": "codex exec: npm install failed in sandbox", "exit_code": 1},
            why="Network access is disabled by the Codex sandbox (CODEX_SANDBOX_NETWORK_DISABLED=1), so npm could not reach the registry; not a registry outage.",
            prompt="""# WEB-301: use Intl.PluralRules for item counts

`src/i18n/plural.ts` hand-rolls English plurals. Replace with `Intl.PluralRules` and add `@formatjs/intl-pluralrules` polyfill for Safari 14.
Acceptance: `npm test -- plural` passes.""")
    r.read("src/i18n/plural.ts", "export const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);")
    r.edit("src/i18n/plural.ts", "export const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);", "import '@formatjs/intl-pluralrules/polyfill';\nimport '@formatjs/intl-pluralrules/locale-data/en';\n\nconst rules = new Intl.PluralRules('en');\nexport const plural = (n: number, forms: Record<string, string>) => forms[rules.select(n)] ?? forms.other;")
    r.bash("npm install @formatjs/intl-pluralrules@5", "npm error code EAI_AGAIN\nnpm error syscall getaddrinfo\nnpm error errno EAI_AGAIN\nnpm error request to https://registry.npmjs.org/@formatjs%2fintl-pluralrules failed, reason: getaddrinfo EAI_AGAIN registry.npmjs.org\nnpm error A complete log of this run can be found in: /home/runner/.npm/_logs/2026-10-14T08_12_40_114Z-debug-0.log", rc=1, ev=True)
    r.bash("env | grep -i sandbox", "CODEX_SANDBOX_NETWORK_DISABLED=1\nCODEX_SANDBOX=seatbelt", ev=True)
    r.think("**Network disabled**\n\nThe sandbox turns off network for commands. approval_policy is never so I can't ask to rerun outside the sandbox.")
    r.bash("ls node_modules/@formatjs 2>&1", "ls: cannot access 'node_modules/@formatjs': No such file or directory", rc=2)
    r.bash("npm test -- plural", "FAIL src/i18n/plural.test.ts\n  ● Test suite failed to run\n\n    Cannot find module '@formatjs/intl-pluralrules/polyfill' from 'src/i18n/plural.ts'", rc=1)
    r.say("I can't install the polyfill: network is disabled in this sandbox (CODEX_SANDBOX_NETWORK_DISABLED=1) and approvals are off. The code change is in place but the package needs installing outside the sandbox.")
    r.end("npm install blocked: sandbox has network access disabled", success=False, ev=True)
    out.append(r)

    # 4 claude -p with allowedTools: Bash denied
    r = Run("pytest-plugin-docs", CL, mode="permission_blocked", ticket="DX-45", near_miss="model_confusion", permission_mode="default",
            why="The CI invocation did not allow Bash (--allowedTools \"Read,Edit\"), so every test/run command was denied and the agent could not verify or finish.",
            prompt="""# DX-45: document and test the `retry_flaky` pytest plugin option

Add `--retry-flaky N` docs to docs/testing.md and a test in tests/plugins/test_retry.py. Run the plugin tests to confirm.""")
    r.say("I'll read the plugin first.")
    r.read("tests/plugins/retry.py", "def pytest_addoption(parser):\n    parser.addoption('--retry-flaky', type=int, default=0)\n\ndef pytest_runtest_protocol(item, nextitem):\n    ...")
    r.read("docs/testing.md", "# Testing\n\nRun `pytest -q`.\n")
    r.edit("docs/testing.md", "Run `pytest -q`.\n", "Run `pytest -q`.\n\n## Flaky tests\n\n`--retry-flaky N` re-runs tests marked `@pytest.mark.flaky` up to N times.\n")
    r.write("tests/plugins/test_retry.py", "pytest_plugins = ['pytester']\n\ndef test_retries(pytester):\n    pytester.makepyfile('import pytest\\n@pytest.mark.flaky\\ndef test_x(): assert 0')\n    res = pytester.runpytest('--retry-flaky', '2')\n    res.assert_outcomes(failed=1)")
    r.bash("pytest tests/plugins -q", "Claude requested permissions to use Bash, but you haven't granted it yet.", rc=1, ev=True)
    r.bash("python -m pytest tests/plugins/test_retry.py -q", "Claude requested permissions to use Bash, but you haven't granted it yet.", rc=1, ev=True)
    r.say("Bash is not permitted in this session, so I can't run the tests.")
    r.bash("ls tests/plugins", "Claude requested permissions to use Bash, but you haven't granted it yet.", rc=1, ev=True)
    r.tool("Glob", {"pattern": "tests/plugins/*.py"}, "/workspace/dx/tests/plugins/__init__.py\n/workspace/dx/tests/plugins/retry.py\n/workspace/dx/tests/plugins/test_retry.py")
    r.end("I added the docs and a pytester-based test, but I could not run it: this session was started without Bash permission (3 tool calls denied). Please run `pytest tests/plugins -q` or allow Bash.", success=False, ev=True)
    out.append(r)

    # 5 osmia: GitHub refuses push / PR creation
    r = Run("readme-badges", OS, mode="permission_blocked", ticket="DOC-19", near_miss="infra_failure", engine="codex",
            result={"success": False, "summary": "push rejected: 403", "exit_code": 1},
            why="GitHub refused the push (403, permission to the repo denied to the bot) so the finished change could not be delivered.",
            prompt="""# DOC-19: add CI and coverage badges to README

Add the GitHub Actions and Codecov badges at the top of README.md and open a PR.""")
    r.read("README.md", "# ledger-core\n\nDouble-entry ledger primitives.\n")
    r.edit("README.md", "# ledger-core\n", "# ledger-core\n\n[![CI](https://github.com/acme/ledger-core/actions/workflows/ci.yml/badge.svg)](https://github.com/acme/ledger-core/actions/workflows/ci.yml)\n[![codecov](https://codecov.io/gh/acme/ledger-core/branch/main/graph/badge.svg)](https://codecov.io/gh/acme/ledger-core)\n")
    r.bash("git checkout -b osmia/doc-19 && git commit -am 'docs: CI and coverage badges (DOC-19)'", "Switched to a new branch 'osmia/doc-19'\n[osmia/doc-19 4e1a2b9] docs: CI and coverage badges (DOC-19)\n 1 file changed, 3 insertions(+)")
    r.bash("git push -u origin osmia/doc-19", "remote: Permission to acme/ledger-core.git denied to osmia-agent[bot].\nfatal: unable to access 'https://github.com/acme/ledger-core.git/': The requested URL returned error: 403", rc=128, ev=True)
    r.bash("gh auth status", "github.com\n  ✓ Logged in to github.com account osmia-agent[bot] (GH_TOKEN)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ghs_************************************\n  - Token scopes: none (GitHub App installation token)")
    r.bash("gh api repos/acme/ledger-core --jq .permissions", "{\"admin\":false,\"maintain\":false,\"pull\":true,\"push\":false,\"triage\":false}", ev=True)
    r.bash("gh pr create --fill --head osmia/doc-19", "pull request create failed: GraphQL: Resource not accessible by integration (createPullRequest)", rc=1, ev=True)
    r.say("The installation token only has pull access on acme/ledger-core, so I can neither push the branch nor open the PR.")
    r.end("Change committed locally but GitHub denied push and PR creation (403 / Resource not accessible by integration).", success=False, ev=True)
    out.append(r)

    # 6 transcript: pip permission error during install causes later missing module
    r = Run("geo-lookup", TR, mode="permission_blocked", ticket="", near_miss="dependency_missing",
            why="pip could not install into the system site-packages (Errno 13 Permission denied); the later ModuleNotFoundError for geoip2 is a consequence of that refusal.",
            prompt="""can you add country lookup for the login audit log? use geoip2 with the GeoLite2 db in /data/geo. api/audit.py, and a test""")
    r.read("api/audit.py", "def record_login(user, ip):\n    db.audit.insert(user_id=user.id, ip=ip, at=now())")
    r.bash("pip install geoip2==4.8.0", "Defaulting to user installation because normal site-packages is not writeable\nCollecting geoip2==4.8.0\n  Downloading geoip2-4.8.0-py2.py3-none-any.whl (27 kB)\nCollecting maxminddb<3.0.0,>=2.5.1\n  Downloading maxminddb-2.6.2-cp311-cp311-manylinux_2_17_x86_64.whl (88 kB)\nInstalling collected packages: maxminddb, geoip2\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/home/app/.local/lib/python3.11'\nCheck the permissions.", rc=1, ev=True)
    r.bash("ls -ld /home/app/.local /home/app/.local/lib", "drwxr-xr-x 3 root root 4096 Sep 30 11:02 /home/app/.local\ndrwxr-xr-x 2 root root 4096 Sep 30 11:02 /home/app/.local/lib", ev=True)
    r.say("The user site dir is owned by root. I'll continue with the code and see whether the package is importable anyway.")
    r.edit("api/audit.py", "def record_login(user, ip):\n    db.audit.insert(user_id=user.id, ip=ip, at=now())", "import geoip2.database\n\n_reader = None\n\n\ndef country_for(ip):\n    global _reader\n    if _reader is None:\n        _reader = geoip2.database.Reader('/data/geo/GeoLite2-Country.mmdb')\n    try:\n        return _reader.country(ip).country.iso_code\n    except geoip2.errors.AddressNotFoundError:\n        return None\n\n\ndef record_login(user, ip):\n    db.audit.insert(user_id=user.id, ip=ip, country=country_for(ip), at=now())")
    r.write("tests/test_audit_country.py", "from api.audit import country_for\n\ndef test_private_ip_has_no_country():\n    assert country_for('10.0.0.1') is None")
    r.bash("pytest tests/test_audit_country.py -q", "ImportError while importing test module '/srv/app/tests/test_audit_country.py'.\ntests/test_audit_country.py:1: in <module>\n    from api.audit import country_for\napi/audit.py:1: in <module>\n    import geoip2.database\nE   ModuleNotFoundError: No module named 'geoip2'", rc=2)
    r.bash("sudo pip install geoip2==4.8.0", "sudo: a terminal is required to read the password; either use the -S option to read from standard input or configure an askpass helper\nsudo: a password is required", rc=1, ev=True)
    r.end("I wrote the lookup and a test, but geoip2 can't be installed: pip gets `Permission denied` on /home/app/.local (owned by root) and sudo needs a password. Could you fix the ownership or install geoip2 in the image?", ev=True)
    out.append(r)

    # 7 claude: npm EACCES on global install (EPERM crash)
    r = Run("openapi-lint", CL, mode="permission_blocked", ticket="API-910", near_miss="dependency_missing",
            why="npm -g install failed with EACCES on /usr/local/lib/node_modules; the agent had no write access there and the lint step it needed never ran.",
            prompt="""# API-910: lint openapi.yaml in CI with redocly

Add a `lint:api` npm script using `@redocly/cli lint openapi.yaml` and fix the errors it reports.
Acceptance: `npm run lint:api` exits 0.""")
    r.read("package.json", "{\n  \"name\": \"billing-api\",\n  \"scripts\": {\n    \"test\": \"vitest run\"\n  }\n}")
    r.bash("npm install -g @redocly/cli@1.25.3", "npm error code EACCES\nnpm error syscall mkdir\nnpm error path /usr/local/lib/node_modules/@redocly\nnpm error errno -13\nnpm error Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/@redocly'\nnpm error  [Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/@redocly'] {\nnpm error   errno: -13,\nnpm error   code: 'EACCES',\nnpm error   syscall: 'mkdir',\nnpm error   path: '/usr/local/lib/node_modules/@redocly'\nnpm error }\nnpm error\nnpm error The operation was rejected by your operating system.\nnpm error It is likely you do not have the permissions to access this file as the current user", rc=243, ev=True)
    r.bash("npx --yes @redocly/cli@1.25.3 lint openapi.yaml", "npm error code EPERM\nnpm error syscall open\nnpm error path /home/ci/.npm/_cacache/tmp/8a1f7c2e\nnpm error errno -1\nnpm error Error: EPERM: operation not permitted, open '/home/ci/.npm/_cacache/tmp/8a1f7c2e'", rc=1, ev=True)
    r.bash("ls -ld /home/ci/.npm /usr/local/lib/node_modules", "drwxr-xr-x 5 root root 4096 Oct  1 03:12 /home/ci/.npm\ndrwxr-xr-x 9 root root 4096 Sep 12 19:40 /usr/local/lib/node_modules", ev=True)
    r.edit("package.json", "    \"test\": \"vitest run\"", "    \"test\": \"vitest run\",\n    \"lint:api\": \"redocly lint openapi.yaml\"")
    r.bash("npm run lint:api", "> billing-api@ lint:api\n> redocly lint openapi.yaml\n\nsh: 1: redocly: not found", rc=127)
    r.say("Both the global prefix and the npm cache are root-owned, so npm cannot install the CLI as the ci user.")
    r.bash("id", "uid=1001(ci) gid=1001(ci) groups=1001(ci)")
    r.end("Added the lint:api script, but could not install @redocly/cli: EACCES on /usr/local/lib/node_modules and EPERM on the root-owned ~/.npm cache. The openapi errors were not fixed because the linter never ran.", success=False, ev=True)
    out.append(r)

    # 8 codex: docker socket permission denied
    r = Run("orders-it", CX, mode="permission_blocked", ticket="ORD-502", near_miss="infra_failure",
            result={"success": False, "summary": "integration tests could not start", "exit_code": 1},
            why="The agent user may not use the Docker socket (permission denied on /var/run/docker.sock), so the testcontainers integration tests the ticket requires could not run.",
            prompt="""# ORD-502: integration test for order cancellation refund

Add a testcontainers-based test in `it/cancel_refund_test.go` (Postgres) proving a cancelled paid order creates a refund row.
Acceptance: `go test -tags=integration ./it/...` passes.""")
    r.read("it/main_test.go", "//go:build integration\n\nfunc TestMain(m *testing.M) {\n\tctx := context.Background()\n\tpg, err := postgres.Run(ctx, \"postgres:16-alpine\")\n\tif err != nil { log.Fatal(err) }\n\tdefer pg.Terminate(ctx)\n\tos.Exit(m.Run())\n}")
    r.write("it/cancel_refund_test.go", "//go:build integration\n\nfunc TestCancelPaidOrderCreatesRefund(t *testing.T) {\n\tord := seedPaidOrder(t, db)\n\trequire.NoError(t, svc.Cancel(ctx, ord.ID))\n\tvar n int\n\trequire.NoError(t, db.QueryRow(`select count(*) from refunds where order_id=$1`, ord.ID).Scan(&n))\n\trequire.Equal(t, 1, n)\n}")
    r.bash("go vet -tags=integration ./it/...", "")
    r.bash("go test -tags=integration ./it/...", "2026/10/09 11:02:17 github.com/testcontainers/testcontainers-go - Connected to docker: \n2026/10/09 11:02:17 Failed to get image auth for docker.io. Setting empty credentials for the image: docker.io/testcontainers/ryuk:0.8.1. Error is: credentials not found in native keychain\n2026/10/09 11:02:17 permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.46/info\": dial unix /var/run/docker.sock: connect: permission denied\nFAIL\tgithub.com/acme/orders/it\t0.081s\nFAIL", rc=1, ev=True)
    r.bash("ls -l /var/run/docker.sock; id", "srw-rw---- 1 root docker 0 Oct  9 06:00 /var/run/docker.sock\nuid=1000(agent) gid=1000(agent) groups=1000(agent)", ev=True)
    r.bash("docker ps", "permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.46/containers/json\": dial unix /var/run/docker.sock: connect: permission denied", rc=1, ev=True)
    r.say("The agent user is not in the docker group, so testcontainers cannot start Postgres. The test is written and vets clean but cannot be run here.")
    r.end("blocked: no access to /var/run/docker.sock (agent not in docker group)", success=False, ev=True)
    out.append(r)

    # 9 osmia: postgres permission denied for schema
    r = Run("loyalty-points", OS, mode="permission_blocked", ticket="CRM-88", near_miss="", engine="codex",
            result={"success": False, "summary": "migration failed: permission denied for schema public", "exit_code": 1},
            why="The agent's database role lacks CREATE on schema public, so the required migration could not be applied.",
            prompt="""# CRM-88: loyalty_points table + accrual on order paid

Create `loyalty_points` (customer_id, points, reason, created_at) via `migrations/20261012_loyalty.sql`, accrue 1pt/€ in `crm/accrual.py`.
Acceptance: `make migrate && pytest tests/crm -q` green against the staging-ci DB.""")
    r.write("migrations/20261012_loyalty.sql", "CREATE TABLE loyalty_points (\n  id bigserial PRIMARY KEY,\n  customer_id bigint NOT NULL REFERENCES customers(id),\n  points integer NOT NULL,\n  reason text NOT NULL,\n  created_at timestamptz NOT NULL DEFAULT now()\n);")
    r.read("crm/accrual.py", "def on_order_paid(order):\n    pass")
    r.edit("crm/accrual.py", "def on_order_paid(order):\n    pass", "def on_order_paid(order):\n    pts = int(order.total_eur)\n    if pts > 0:\n        db.execute('INSERT INTO loyalty_points (customer_id, points, reason) VALUES (%s, %s, %s)', (order.customer_id, pts, f'order {order.id}'))")
    r.bash("make migrate", "psql \"$CI_DATABASE_URL\" -v ON_ERROR_STOP=1 -f migrations/20261012_loyalty.sql\npsql:migrations/20261012_loyalty.sql:7: ERROR:  permission denied for schema public\nLINE 1: CREATE TABLE loyalty_points (\n                     ^\nmake: *** [Makefile:12: migrate] Error 3", rc=2, ev=True)
    r.bash("psql \"$CI_DATABASE_URL\" -c \"select current_user, has_schema_privilege('public','CREATE')\"", " current_user | has_schema_privilege \n--------------+----------------------\n osmia_ro     | f\n(1 row)", ev=True)
    r.bash("pytest tests/crm -q", pytest_fail(11, [("tests/crm/test_accrual.py::test_accrues_one_point_per_euro", "E   psycopg.errors.UndefinedTable: relation \"loyalty_points\" does not exist")]), rc=1)
    r.say("The CI role osmia_ro has no CREATE privilege on schema public, so the table can't be created and the accrual test fails on the missing relation.")
    r.end("Migration refused: permission denied for schema public (role osmia_ro).", success=False, ev=True)
    out.append(r)

    # 10 transcript: GitHub MCP tool 403 on PR comment required by task
    r = Run("review-summary", TR, mode="permission_blocked", ticket="", near_miss="model_confusion",
            mcp=[("github", "connected")],
            why="The GitHub MCP server's token is not allowed to comment on the PR (403 Resource not accessible by personal access token), which was the whole task.",
            prompt="""summarize the review comments on PR #2211 into one checklist comment on the PR so I can work through them tomorrow""")
    r.tool("mcp__github__get_pull_request", {"owner": "acme", "repo": "checkout", "pull_number": 2211}, "{\"number\":2211,\"title\":\"Move tax calc to the server\",\"state\":\"open\",\"user\":{\"login\":\"dkim\"}}")
    r.tool("mcp__github__get_pull_request_comments", {"owner": "acme", "repo": "checkout", "pull_number": 2211}, "[{\"user\":\"rpatel\",\"path\":\"src/tax.ts\",\"body\":\"rounding should use banker's rounding here\"},{\"user\":\"rpatel\",\"path\":\"src/tax.ts\",\"body\":\"missing test for zero-rated items\"},{\"user\":\"mlopez\",\"path\":\"server/tax.go\",\"body\":\"cache the rate table\"}]")
    r.say("Three review comments. Drafting the checklist.")
    r.think("- [ ] banker's rounding in src/tax.ts\n- [ ] test zero-rated items\n- [ ] cache rate table in server/tax.go")
    r.tool("mcp__github__add_issue_comment", {"owner": "acme", "repo": "checkout", "issue_number": 2211, "body": "Review checklist:\n- [ ] Use banker's rounding in src/tax.ts (rpatel)\n- [ ] Test zero-rated items (rpatel)\n- [ ] Cache the rate table in server/tax.go (mlopez)"},
           "Error: POST https://api.github.com/repos/acme/checkout/issues/2211/comments: 403 Resource not accessible by personal access token []", err=True, ev=True)
    r.tool("mcp__github__create_pull_request_review", {"owner": "acme", "repo": "checkout", "pull_number": 2211, "event": "COMMENT", "body": "Review checklist: ..."},
           "Error: POST https://api.github.com/repos/acme/checkout/pulls/2211/reviews: 403 Resource not accessible by personal access token []", err=True, ev=True)
    r.bash("gh pr comment 2211 --body-file /tmp/checklist.md", "GraphQL: Resource not accessible by personal access token (addComment)", rc=1, ev=True)
    r.end("I couldn't post it: both the GitHub MCP server and gh use a fine-grained token without write access to pull requests (403). Here is the checklist to paste:\n- [ ] banker's rounding in src/tax.ts\n- [ ] test zero-rated items\n- [ ] cache the rate table in server/tax.go")
    out.append(r)
    return out


def dependency():
    out = []
    # 1 claude: MCP server binary missing (uvx)
    r = Run("orders-report", CL, mode="dependency_missing", ticket="BI-204", near_miss="model_confusion",
            mcp=[("sqlite", "failed"), ("filesystem", "connected")],
            why="The sqlite MCP server the ticket relies on could not start because `uvx` is not installed in the runner; the tool was configured, not invented.",
            prompt="""# BI-204: weekly orders report via the sqlite MCP server

Using the `sqlite` MCP server (configured in .mcp.json against data/orders.db), produce reports/weekly_orders.md with order counts and revenue per week for Q3.""")
    r.say("I'll check the MCP configuration first.")
    r.read(".mcp.json", "{\n  \"mcpServers\": {\n    \"sqlite\": {\"command\": \"uvx\", \"args\": [\"mcp-server-sqlite\", \"--db-path\", \"data/orders.db\"]},\n    \"filesystem\": {\"command\": \"npx\", \"args\": [\"-y\", \"@modelcontextprotocol/server-filesystem\", \".\"]}\n  }\n}")
    r.tool("mcp__sqlite__read_query", {"query": "select count(*) from orders"}, "<tool_use_error>Error: No such tool available: mcp__sqlite__read_query</tool_use_error>", err=True, ev=True)
    r.say("The sqlite server didn't come up (init reported it failed). Let me see why.")
    r.bash("which uvx uv; echo exit=$?", "exit=1", ev=True)
    r.bash("uvx mcp-server-sqlite --db-path data/orders.db", "/bin/bash: line 1: uvx: command not found", rc=127, ev=True)
    r.bash("sqlite3 data/orders.db 'select count(*) from orders'", "/bin/bash: line 1: sqlite3: command not found", rc=127, ev=True)
    r.bash("python3 -c 'import sqlite3; print(sqlite3.sqlite_version)'", "3.40.1")
    r.say("`uvx` (from uv) is not installed, so the configured sqlite MCP server can't start, and there is no sqlite3 CLI either. The ticket asks for the MCP server specifically.")
    r.bash("pip download uv==0.4.18 --no-deps -d /tmp/uv", "ERROR: Could not find a version that satisfies the requirement uv==0.4.18 (from versions: none)\nERROR: No matching distribution found for uv==0.4.18", rc=1)
    r.end("Could not produce the report: the `sqlite` MCP server failed to start because `uvx` is not installed on this runner (command not found), and uv is not available from the configured index.", success=False, ev=True)
    out.append(r)

    # 2 codex: go toolchain too old, GOTOOLCHAIN=local
    r = Run("iter-seq", CX, mode="dependency_missing", ticket="CORE-611", near_miss="infra_failure",
            result={"success": False, "summary": "go toolchain mismatch", "exit_code": 1},
            why="go.mod requires go >= 1.23 (range-over-func iterators) but the runner has go 1.22.7 with GOTOOLCHAIN=local, so nothing builds.",
            prompt="""# CORE-611: expose store.All() as an iter.Seq2

Replace `store.Each(func(k, v) bool)` callers with a `All() iter.Seq2[string, Item]`.
Acceptance: `go test ./store/...` passes.""")
    r.read("go.mod", "module github.com/acme/kv\n\ngo 1.23.0\n\nrequire golang.org/x/sync v0.8.0")
    r.edit("store/store.go", "func (s *Store) Each(fn func(string, Item) bool) {", "func (s *Store) All() iter.Seq2[string, Item] {\n\treturn func(yield func(string, Item) bool) { s.Each(yield) }\n}\n\nfunc (s *Store) Each(fn func(string, Item) bool) {")
    r.bash("go test ./store/...", "go: go.mod requires go >= 1.23.0 (running go 1.22.7; GOTOOLCHAIN=local)", rc=1, ev=True)
    r.bash("go version; go env GOTOOLCHAIN", "go version go1.22.7 linux/amd64\nlocal", ev=True)
    r.bash("GOTOOLCHAIN=go1.23.2 go test ./store/...", "go: downloading go1.23.2 (linux/amd64)\ngo: download go1.23.2 for linux/amd64: toolchain not available", rc=1, ev=True)
    r.bash("ls /usr/local/go*/ -d", "/usr/local/go/")
    r.think("**Toolchain**\n\nOnly 1.22.7 installed. iter.Seq2 needs 1.23 anyway.")
    r.say("The runner only has Go 1.22.7 and toolchain download is unavailable; go.mod (and iter.Seq2) need 1.23.")
    r.end("cannot build: go.mod requires go >= 1.23.0, runner has go1.22.7 (GOTOOLCHAIN=local, toolchain not available)", success=False, ev=True)
    out.append(r)

    # 3 osmia: cargo crate version not resolvable
    r = Run("wasm-hash", OS, mode="dependency_missing", ticket="SDK-72", near_miss="", engine="codex",
            result={"success": False, "summary": "cargo could not resolve blake3", "exit_code": 101},
            why="The pinned crate version (blake3 ^1.9) does not exist on crates.io; cargo cannot resolve the dependency.",
            prompt="""# SDK-72: switch content hashing to BLAKE3

Use the `blake3` crate (features = ["wasm32_simd"]) in `sdk/src/hash.rs`.
Acceptance: `cargo test -p sdk` passes and the wasm build still works.""")
    r.read("sdk/Cargo.toml", "[dependencies]\nsha2 = \"0.10\"\nserde = { version = \"1\", features = [\"derive\"] }")
    r.edit("sdk/Cargo.toml", "sha2 = \"0.10\"\n", "blake3 = { version = \"1.9\", features = [\"wasm32_simd\"] }\n")
    r.edit("sdk/src/hash.rs", "use sha2::{Digest, Sha256};\n\npub fn content_hash(b: &[u8]) -> String {\n    hex::encode(Sha256::digest(b))\n}", "pub fn content_hash(b: &[u8]) -> String {\n    blake3::hash(b).to_hex().to_string()\n}")
    r.bash("cargo test -p sdk", "    Updating crates.io index\nerror: failed to select a version for the requirement `blake3 = \"^1.9\"`\ncandidate versions found which didn't match: 1.5.4, 1.5.3, 1.5.2, ...\nlocation searched: crates.io index\nrequired by package `sdk v0.7.0 (/workspace/sdk/sdk)`\nperhaps a crate was updated and forgotten to be re-vendored?", rc=101, ev=True)
    r.bash("cargo search blake3 --limit 1", "blake3 = \"1.5.4\"    # the BLAKE3 hash function")
    r.edit("sdk/Cargo.toml", "blake3 = { version = \"1.9\", features = [\"wasm32_simd\"] }", "blake3 = { version = \"1.5\", features = [\"wasm32_simd\"] }")
    r.bash("cargo test -p sdk", "    Updating crates.io index\nerror: failed to select a version for `blake3`.\n    ... required by package `sdk v0.7.0 (/workspace/sdk/sdk)`\nversions that meet the requirements `^1.5` are: 1.5.4, 1.5.3, 1.5.2, 1.5.1, 1.5.0\n\nthe package `sdk` depends on `blake3`, with features: `wasm32_simd` but `blake3` does not have these features.\n\n\nfailed to select a version for `blake3` which could resolve this conflict", rc=101, ev=True)
    r.say("No released blake3 offers the `wasm32_simd` feature the ticket asks for; the dependency as specified can't be resolved.")
    r.end("blake3 with feature wasm32_simd is not resolvable from crates.io", success=False, ev=True)
    out.append(r)

    # 4 transcript: pg_config missing building psycopg2
    r = Run("audit-export", TR, mode="dependency_missing", ticket="", near_miss="",
            why="psycopg2 has to be built from source and the image lacks pg_config/libpq headers, so the required driver cannot be installed.",
            prompt="""add a management command export_audit that streams the audit table to csv with a server-side cursor. we're moving the service to psycopg2 for this, requirements.txt + audit/management/commands/export_audit.py""")
    r.read("requirements.txt", "Django==5.1.2\npg8000==1.31.2\n")
    r.edit("requirements.txt", "pg8000==1.31.2\n", "psycopg2==2.9.9\n")
    r.bash("pip install -r requirements.txt", "Collecting psycopg2==2.9.9\n  Downloading psycopg2-2.9.9.tar.gz (384 kB)\n  Preparing metadata (setup.py) ... error\n  error: subprocess-exited-with-error\n  \n  × python setup.py egg_info did not run successfully.\n  │ exit code: 1\n  ╰─> [23 lines of output]\n      running egg_info\n      \n      Error: pg_config executable not found.\n      \n      pg_config is required to build psycopg2 from source.  Please add the directory\n      containing pg_config to the $PATH or specify the full executable path with the\n      option:\n      \n          python setup.py build_ext --pg-config /path/to/pg_config build ...\n      \n      If you prefer to avoid building psycopg2 from source, please install the PyPI\n      'psycopg2-binary' package instead.\n      [end of output]\n  \nerror: metadata-generation-failed", rc=1, ev=True)
    r.bash("which pg_config; dpkg -l | grep -c libpq-dev", "0", rc=1, ev=True)
    r.bash("apt-get install -y libpq-dev", "E: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)\nE: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), are you root?", rc=100)
    r.say("pg_config and the libpq headers aren't in this image, so psycopg2 can't build. I'll write the command anyway.")
    r.write("audit/management/commands/export_audit.py", "import csv, sys\nfrom django.core.management.base import BaseCommand\nfrom django.db import connection\n\n\nclass Command(BaseCommand):\n    def handle(self, *a, **kw):\n        with connection.cursor() as cur:\n            cur.execute('select * from audit order by id')\n            w = csv.writer(sys.stdout)\n            for row in cur:\n                w.writerow(row)")
    r.bash("python manage.py check", "Traceback (most recent call last):\n  File \"/srv/app/manage.py\", line 22, in <module>\n  ...\ndjango.core.exceptions.ImproperlyConfigured: Error loading psycopg2 or psycopg module", rc=1, ev=True)
    r.end("The command is written, but psycopg2 is not installable here: pg_config/libpq-dev is missing from the image (and apt needs root). Either add libpq-dev to the Dockerfile or we use psycopg2-binary.")
    out.append(r)

    # 5 claude: rust linker cc not found
    r = Run("cli-completions", CL, mode="dependency_missing", ticket="CLI-33", near_miss="infra_failure",
            result={"success": False, "summary": "build failed: linker `cc` not found", "exit_code": 1},
            why="The container has rustc but no C toolchain; every link step fails with 'linker `cc` not found'.",
            prompt="""# CLI-33: generate shell completions

Add `acmectl completions <shell>` using clap_complete (bash, zsh, fish).
Acceptance: `cargo test` passes; `acmectl completions zsh` prints a script.""")
    r.read("Cargo.toml", "[package]\nname = \"acmectl\"\nversion = \"0.9.2\"\nedition = \"2021\"\n\n[dependencies]\nclap = { version = \"4.5\", features = [\"derive\"] }")
    r.edit("Cargo.toml", "clap = { version = \"4.5\", features = [\"derive\"] }", "clap = { version = \"4.5\", features = [\"derive\"] }\nclap_complete = \"4.5\"")
    r.read("src/cli.rs", "#[derive(Subcommand)]\npub enum Cmd {\n    Deploy(DeployArgs),\n    Status,\n}")
    r.edit("src/cli.rs", "    Status,\n}", "    Status,\n    /// Print shell completions\n    Completions { shell: clap_complete::Shell },\n}")
    r.bash("cargo build", "   Compiling proc-macro2 v1.0.86\n   Compiling unicode-ident v1.0.13\nerror: linker `cc` not found\n  |\n  = note: No such file or directory (os error 2)\n\nerror: could not compile `proc-macro2` (build script) due to 1 previous error\nwarning: build failed, waiting for other jobs to finish...", rc=101, ev=True)
    r.bash("which cc gcc clang; rustc --version", "rustc 1.82.0 (f6e511eec 2024-10-15)", rc=1, ev=True)
    r.bash("cargo build", "   Compiling proc-macro2 v1.0.86\nerror: linker `cc` not found\n  |\n  = note: No such file or directory (os error 2)", rc=101)
    r.say("There is no C compiler/linker in this image (no cc, gcc or clang), so no build script can link.")
    r.end("Build impossible: linker `cc` not found (no C toolchain in the runner image).", success=False, ev=True)
    out.append(r)

    # 6 codex: bundler gem not installed locally
    r = Run("mailer-preview", CX, mode="dependency_missing", ticket="RB-140", near_miss="",
            result={"success": False, "summary": "bundle exec failed", "exit_code": 7},
            why="Bundler cannot find the pinned gems (frozen, offline) - the gem set the project needs isn't installed in the image.",
            prompt="""# RB-140: ActionMailer preview for the dunning email

Add `test/mailers/previews/dunning_mailer_preview.rb` and a mailer test.
Acceptance: `bin/rails test test/mailers` passes.""")
    r.read("Gemfile", "source 'https://rubygems.org'\ngem 'rails', '~> 7.2.1'\ngem 'pg', '~> 1.5'\ngem 'premailer-rails', '1.12.0'")
    r.write("test/mailers/previews/dunning_mailer_preview.rb", "class DunningMailerPreview < ActionMailer::Preview\n  def first_reminder\n    DunningMailer.first_reminder(Invoice.overdue.first)\n  end\nend")
    r.write("test/mailers/dunning_mailer_test.rb", "require 'test_helper'\n\nclass DunningMailerTest < ActionMailer::TestCase\n  test 'first reminder' do\n    mail = DunningMailer.first_reminder(invoices(:overdue))\n    assert_equal ['billing@acme.test'], mail.from\n  end\nend")
    r.bash("bin/rails test test/mailers", "Could not find premailer-rails-1.12.0, css_parser-1.19.1, htmlentities-4.3.4 in locally installed gems\nRun `bundle install` to install missing gems.", rc=7, ev=True)
    r.bash("bundle install --local", "Could not find gem 'premailer-rails (= 1.12.0)' in locally installed gems.\n\nThe source contains the following gems matching 'premailer-rails':\n  * premailer-rails-1.11.1", rc=7, ev=True)
    r.bash("bundle config get frozen; bundle config get deployment", "Settings for `frozen` in order of priority. The top value will be used\nSet for your local app (/workspace/billing/.bundle/config): true\nSettings for `deployment` in order of priority. The top value will be used\nSet for your local app (/workspace/billing/.bundle/config): true")
    r.say("The image's vendored gem cache has premailer-rails 1.11.1 but Gemfile.lock pins 1.12.0; bundler is frozen so it won't resolve.")
    r.end("missing gems: premailer-rails-1.12.0, css_parser-1.19.1, htmlentities-4.3.4 not installed", success=False, ev=True)
    out.append(r)

    # 7 osmia: maven artifact not found (internal artifact not published)
    r = Run("ledger-client-bump", OS, mode="dependency_missing", ticket="FIN-404", near_miss="infra_failure",
            result={"success": False, "summary": "maven: could not resolve dependencies", "exit_code": 1},
            why="The internal artifact ledger-client:2.3.1 is not in any configured repository (Could not find artifact), so the project cannot build.",
            prompt="""# FIN-404: use ledger-client 2.3.1 for idempotent postings

Bump `com.acme.internal:ledger-client` to 2.3.1 and pass an idempotency key in `PostingService`.
Acceptance: `mvn -q verify` passes.""")
    r.read("pom.xml", "<dependency>\n  <groupId>com.acme.internal</groupId>\n  <artifactId>ledger-client</artifactId>\n  <version>2.2.0</version>\n</dependency>")
    r.edit("pom.xml", "<version>2.2.0</version>", "<version>2.3.1</version>")
    r.edit("src/main/java/com/acme/billing/PostingService.java", "ledger.post(entry);", "ledger.post(entry, IdempotencyKey.of(entry.getId()));")
    r.bash("mvn -q verify", "[ERROR] Failed to execute goal on project billing: Could not resolve dependencies for project com.acme:billing:jar:1.4.0-SNAPSHOT: Could not find artifact com.acme.internal:ledger-client:jar:2.3.1 in central (https://repo.maven.apache.org/maven2) -> [Help 1]\n[ERROR] \n[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.", rc=1, ev=True)
    r.read("/home/agent/.m2/settings.xml", "<settings>\n  <mirrors/>\n  <servers/>\n</settings>")
    r.bash("curl -sI https://repo.maven.apache.org/maven2/ | head -1", "HTTP/2 200")
    r.bash("mvn -q dependency:get -Dartifact=com.acme.internal:ledger-client:2.3.1", "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-dependency-plugin:3.7.0:get (default-cli) on project billing: Couldn't download artifact: The following artifacts could not be resolved: com.acme.internal:ledger-client:jar:2.3.1 (absent): Could not find artifact com.acme.internal:ledger-client:jar:2.3.1 in central", rc=1, ev=True)
    r.say("Maven Central is reachable; the internal artifact just isn't available from any repository this build knows (no internal Nexus in settings.xml).")
    r.end("ledger-client 2.3.1 not resolvable: Could not find artifact in central; no internal repository configured", success=False, ev=True)
    out.append(r)

    # 8 transcript: rollup native optional dependency missing
    r = Run("storybook-icons", TR, mode="dependency_missing", ticket="", near_miss="wrong_approach",
            why="The rollup native binary for linux-x64 (optional dependency) is missing from node_modules, so vite cannot start; the agent's edits are not the problem.",
            prompt="""add the new icon set to storybook (src/icons/*.svg -> Icons.stories.tsx) and make sure `npm run build-storybook` works""")
    r.bash("ls src/icons | head", "alert.svg\narrow-left.svg\narrow-right.svg\ncart.svg\ncheck.svg")
    r.write("src/stories/Icons.stories.tsx", "import type { Meta } from '@storybook/react';\nconst icons = import.meta.glob('../icons/*.svg', { eager: true, query: '?react' });\nexport default { title: 'Foundations/Icons' } satisfies Meta;\nexport const All = () => <div className=\"grid\">{Object.entries(icons).map(([k, I]: any) => <I.default key={k} />)}</div>;")
    r.bash("npm run build-storybook", "> web@0.0.0 build-storybook\n> storybook build\n\n@storybook/cli v8.3.5\n\ninfo => Cleaning outputDir: storybook-static\nError: Cannot find module @rollup/rollup-linux-x64-gnu. npm has a bug related to optional dependencies (https://github.com/npm/cli/issues/4828). Please try `npm i` again after removing both package-lock.json and node_modules directory.\n    at requireWithFriendlyError (/app/node_modules/rollup/dist/native.js:59:9)", rc=1, ev=True)
    r.bash("ls node_modules/@rollup/", "rollup-darwin-arm64", ev=True)
    r.say("node_modules was installed on a Mac and only has the darwin-arm64 rollup binary. Let me try installing the linux one.")
    r.bash("npm install --no-save @rollup/rollup-linux-x64-gnu", "npm error code ENOTCACHED\nnpm error request to https://registry.npmjs.org/@rollup%2frollup-linux-x64-gnu failed: cache mode is 'only-if-cached' but no cached response is available.", rc=1, ev=True)
    r.bash("npm config get offline", "true")
    r.end("The story file is added, but storybook can't build in this environment: the linux rollup native module (@rollup/rollup-linux-x64-gnu) isn't installed and npm is in offline mode so I can't fetch it.")
    out.append(r)

    # 9 claude: python stdlib version (tomllib on 3.10) + recovers from unrelated earlier module
    r = Run("config-toml", CL, mode="dependency_missing", ticket="DX-71", near_miss="wrong_approach",
            result={"success": False, "summary": "tests fail on import", "exit_code": 1},
            why="The project targets 3.11 (tomllib) but the runner's interpreter is Python 3.10, which has no tomllib; the earlier missing `rich` was installed and is not the cause.",
            prompt="""# DX-71: read tool settings from pyproject.toml

`devtool/config.py` reads `devtool.ini`. Also read `[tool.devtool]` from pyproject.toml (stdlib tomllib), ini wins on conflict.
Acceptance: tests/test_config.py passes.""")
    r.bash("pytest tests/test_config.py -q", "E   ModuleNotFoundError: No module named 'rich'", rc=4)
    r.bash("pip install rich==13.9.2", "Successfully installed markdown-it-py-3.0.0 mdurl-0.1.2 pygments-2.18.0 rich-13.9.2")
    r.bash("pytest tests/test_config.py -q", pytest_ok(6, "0.18"))
    r.read("devtool/config.py", "import configparser\n\n\ndef load(root):\n    cp = configparser.ConfigParser()\n    cp.read(root / 'devtool.ini')\n    return dict(cp['devtool']) if cp.has_section('devtool') else {}")
    r.edit("devtool/config.py", "import configparser\n", "import configparser\nimport tomllib\n")
    r.edit("devtool/config.py", "    return dict(cp['devtool']) if cp.has_section('devtool') else {}", "    ini = dict(cp['devtool']) if cp.has_section('devtool') else {}\n    pp = root / 'pyproject.toml'\n    tool = tomllib.loads(pp.read_text()).get('tool', {}).get('devtool', {}) if pp.exists() else {}\n    return {**tool, **ini}")
    r.bash("pytest tests/test_config.py -q", "ImportError while loading conftest '/ci/devtool/tests/conftest.py'.\ntests/conftest.py:2: in <module>\n    from devtool.config import load\ndevtool/config.py:2: in <module>\n    import tomllib\nE   ModuleNotFoundError: No module named 'tomllib'", rc=4, ev=True)
    r.bash("python --version; grep requires-python pyproject.toml", "Python 3.10.12\nrequires-python = \">=3.11\"", ev=True)
    r.bash("ls /usr/bin/python3*", "/usr/bin/python3\n/usr/bin/python3.10\n/usr/bin/python3-config")
    r.say("tomllib is stdlib only from 3.11; this runner has 3.10.12 while the project requires >=3.11. No 3.11 interpreter is available.")
    r.end("tomllib unavailable: runner has Python 3.10.12, project requires >=3.11", success=False, ev=True)
    out.append(r)

    # 10 codex: dotnet SDK version missing (global.json)
    r = Run("ef-seed", CX, mode="dependency_missing", ticket="INV-260", near_miss="",
            result={"success": False, "summary": "dotnet: compatible SDK not found", "exit_code": 145},
            why="global.json pins .NET SDK 8.0.400 and only SDK 6.0 is installed on the runner, so nothing can build.",
            prompt="""# INV-260: seed warehouse locations in EF Core

Add HasData seeding for the three warehouses in `Inventory.Data/InventoryContext.cs` and a migration.
Acceptance: `dotnet test` passes.""")
    r.read("global.json", "{\n  \"sdk\": {\n    \"version\": \"8.0.400\",\n    \"rollForward\": \"latestPatch\"\n  }\n}")
    r.edit("Inventory.Data/InventoryContext.cs", "        modelBuilder.Entity<Warehouse>().HasKey(w => w.Id);", "        modelBuilder.Entity<Warehouse>().HasKey(w => w.Id);\n        modelBuilder.Entity<Warehouse>().HasData(\n            new Warehouse { Id = 1, Code = \"BER\" },\n            new Warehouse { Id = 2, Code = \"HAM\" },\n            new Warehouse { Id = 3, Code = \"MUC\" });")
    r.bash("dotnet test", "The command could not be loaded, possibly because:\n  * You intended to execute a .NET application:\n      The application 'test' does not exist.\n  * You intended to execute a .NET SDK command:\n      A compatible .NET SDK was not found.\n\nRequested SDK version: 8.0.400\nglobal.json file: /workspace/inventory/global.json\n\nInstalled SDKs:\n6.0.425 [/usr/share/dotnet/sdk]\n\nInstall the [8.0.400] .NET SDK or update [/workspace/inventory/global.json] to match an installed SDK.", rc=145, ev=True)
    r.bash("dotnet --list-sdks", "6.0.425 [/usr/share/dotnet/sdk]", ev=True)
    r.bash("grep -h TargetFramework */*.csproj", "    <TargetFramework>net8.0</TargetFramework>\n    <TargetFramework>net8.0</TargetFramework>")
    r.say("Projects target net8.0 and only the 6.0 SDK is installed; changing global.json would not help.")
    r.end("A compatible .NET SDK was not found (requested 8.0.400, installed 6.0.425)", success=False, ev=True)
    out.append(r)
    return out


def cases():
    return infra() + permission() + dependency()
