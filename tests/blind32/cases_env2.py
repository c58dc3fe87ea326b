from gen_lib import *

P = "/home/dee/projects/"

case("s2-quota-sync-40e7", "claude", "infra_failure", project="/workspace/quota-svc", near="dependency_missing", prompt="""
# QTA-88: Quota sync retries forever on 4xx

quota_svc/sync.py retries every HTTP error. Retry only 5xx and connection errors; add tests with respx.
""", why="The session was ended by the provider ('Credit balance is too low') while a missing test module (respx) was still open; the billing limit, not the module, stopped the run.",
steps=[
  Read("/workspace/quota-svc/quota_svc/sync.py", "@retry(stop=stop_after_attempt(10), wait=wait_fixed(2))\nasync def push(client, payload):\n    r = await client.post('/quota', json=payload)\n    r.raise_for_status()"),
  Edit("/workspace/quota-svc/quota_svc/sync.py", "@retry(stop=stop_after_attempt(10), wait=wait_fixed(2))", "@retry(stop=stop_after_attempt(10), wait=wait_fixed(2), retry=retry_if_exception(_is_retryable))"),
  Write("/workspace/quota-svc/tests/test_sync_retry.py", "import respx\n\n@respx.mock\nasync def test_no_retry_on_400(client):\n    route = respx.post('https://quota.test/quota').respond(400)\n    with pytest.raises(httpx.HTTPStatusError):\n        await push(client, {})\n    assert route.call_count == 1\n"),
  Bash("pytest -q tests/test_sync_retry.py", "ImportError while importing test module '/workspace/quota-svc/tests/test_sync_retry.py'.\nE   ModuleNotFoundError: No module named 'respx'", err=True, code=4),
  S("respx isn't installed; I'll add it to the dev requirements."),
  ApiErr("Credit balance is too low", ev=True),
  Final(False, "Credit balance is too low", subtype="success", cost=0.4187, ev=True),
])

case("s2-audit-export-ec51", "codex", "infra_failure", project="/workspace/audit-export", near="", prompt="""
# AUDX-12: Export audit events as JSON Lines

Add `--format jsonl` to the audit export CLI.
""", why="Codex stopped on the account's usage limit before finishing; nothing in the code or environment failed.",
steps=[
  Read("/workspace/audit-export/cmd/export.go", "cmd.Flags().StringVar(&format, \"format\", \"csv\", \"output format (csv)\")"),
  Edit("/workspace/audit-export/cmd/export.go", "\"output format (csv)\")", "\"output format (csv|jsonl)\")"),
  Bash("go build ./...", ""),
  Notice("You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing), visit https://chatgpt.com/codex/settings/usage to purchase more credits or try again in 1 hour 12 minutes.", ev=True),
  Final(False, "You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing), visit https://chatgpt.com/codex/settings/usage to purchase more credits or try again in 1 hour 12 minutes.", ev=True),
])

case("s2-android-okhttp-19d2", "claude-transcript", "infra_failure", project=P + "courier-app", near="dependency_missing", prompt="""
# CRA-301: Upgrade OkHttp to 4.12 in courier-app

Bump com.squareup.okhttp3:okhttp to 4.12.0 and make sure the debug build compiles.
""", why="Gradle could not download anything because Maven Central timed out from this machine (connect timed out on every artifact); the artifact exists, the network didn't.",
steps=[
  U("bump okhttp to 4.12.0 and check the debug build"),
  Grep("okhttp", "gradle/libs.versions.toml:14:okhttp = \"4.9.3\"\ngradle/libs.versions.toml:41:okhttp = { module = \"com.squareup.okhttp3:okhttp\", version.ref = \"okhttp\" }", path="gradle"),
  Edit(P + "courier-app/gradle/libs.versions.toml", "okhttp = \"4.9.3\"", "okhttp = \"4.12.0\""),
  Bash("./gradlew :app:assembleDebug --console=plain 2>&1 | tail -20", "> Task :app:checkDebugAarMetadata FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:checkDebugAarMetadata'.\n> Could not resolve all files for configuration ':app:debugRuntimeClasspath'.\n   > Could not resolve com.squareup.okhttp3:okhttp:4.12.0.\n     Required by:\n         project :app\n      > Could not resolve com.squareup.okhttp3:okhttp:4.12.0.\n         > Could not get resource 'https://repo.maven.apache.org/maven2/com/squareup/okhttp3/okhttp/4.12.0/okhttp-4.12.0.pom'.\n            > Could not GET 'https://repo.maven.apache.org/maven2/com/squareup/okhttp3/okhttp/4.12.0/okhttp-4.12.0.pom'.\n               > Connect to repo.maven.apache.org:443 [repo.maven.apache.org/151.101.12.215] failed: Connect timed out\n\nBUILD FAILED in 1m 24s", err=True, ev=True),
  Bash("curl -sS -m 15 -o /dev/null -w '%{http_code}\\n' https://repo.maven.apache.org/maven2/", "curl: (28) Connection timed out after 15001 milliseconds", err=True, code=28, ev=True),
  S("Maven Central isn't reachable from this machine (the connection times out), so Gradle can't fetch the new OkHttp. 4.12.0 is a published version; this is a network problem."),
  U("corporate proxy again probably. I'll try from home, leave the version bump in"),
])

case("s2-worker-cron-gem-5a8b", "claude-transcript", "dependency_missing", project=P + "billing-worker", near="infra_failure", prompt="""
# BW-61: Schedule the nightly invoice job with sidekiq-cron

Add sidekiq-cron (~> 2.4) and schedule NightlyInvoiceJob at 02:00 UTC.
""", why="Bundler reached rubygems.org but no sidekiq-cron release matches ~> 2.4 (the agent asked for a version that doesn't exist), so the gem could not be resolved.",
steps=[
  U("add sidekiq-cron ~> 2.4 and schedule NightlyInvoiceJob at 02:00 UTC"),
  Edit(P + "billing-worker/Gemfile", "gem 'sidekiq', '~> 7.2'", "gem 'sidekiq', '~> 7.2'\ngem 'sidekiq-cron', '~> 2.4'"),
  Bash("bundle install", "Fetching gem metadata from https://rubygems.org/.........\nResolving dependencies...\nCould not find gem 'sidekiq-cron (~> 2.4)' in rubygems repository https://rubygems.org/ or installed locally.\n\nThe source contains the following gems matching 'sidekiq-cron':\n  * sidekiq-cron-1.12.0\n  * sidekiq-cron-2.0.0\n  * sidekiq-cron-2.0.1\n  * sidekiq-cron-2.1.0", err=True, code=7, ev=True),
  S("There's no 2.4 release of sidekiq-cron; the latest is 2.1.0. Should I use '~> 2.1'?"),
  U("hm, the ticket says 2.4 because platform wants the new unique-jobs API. if it's not released we can't do it. park it"),
  Edit(P + "billing-worker/Gemfile", "gem 'sidekiq', '~> 7.2'\ngem 'sidekiq-cron', '~> 2.4'", "gem 'sidekiq', '~> 7.2'"),
])

case("s2-diesel-cli-b0c9", "claude-transcript", "dependency_missing", project=P + "tracker-rs", near="infra_failure", prompt="""
# TRK-12: Add a migration for the `labels` table

Create the Diesel migration for labels (id, name, color) and run it locally.
""", why="diesel_cli failed to link because the PostgreSQL client library is not installed (ld: cannot find -lpq), a missing native system library.",
steps=[
  U("create the diesel migration for labels (id, name, color) and run it"),
  Bash("diesel migration generate create_labels", "zsh: command not found: diesel", err=True, code=127),
  S("diesel_cli isn't installed. Installing it with the postgres feature only."),
  Bash("cargo install diesel_cli --no-default-features --features postgres 2>&1 | tail -12", "   Compiling diesel_cli v2.2.4\nerror: linking with `cc` failed: exit status: 1\n  |\n  = note: LC_ALL=\"C\" PATH=\"/home/dee/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/lib/rustlib/x86_64-unknown-linux-gnu/bin:...\" \"cc\" \"-m64\" ...\n  = note: /usr/bin/ld: cannot find -lpq: No such file or directory\n          collect2: error: ld returned 1 exit status\n\nerror: could not compile `diesel_cli` (bin \"diesel\") due to 1 previous error\nerror: failed to compile `diesel_cli v2.2.4`, intermediate artifacts can be found at `/tmp/cargo-installXk2p1Q`.", err=True, code=101, ev=True),
  Bash("ldconfig -p | grep libpq || echo 'libpq not found'", "libpq not found", ev=True),
  S("libpq (the PostgreSQL client library, package libpq-dev) isn't installed, so diesel_cli can't link. I can write the migration SQL by hand, but I can't run it without the CLI."),
  U("write the sql files then, I'll run them from the docker image"),
  Write(P + "tracker-rs/migrations/2026-11-20-000000_create_labels/up.sql", "CREATE TABLE labels (\n    id SERIAL PRIMARY KEY,\n    name TEXT NOT NULL UNIQUE,\n    color CHAR(7) NOT NULL DEFAULT '#888888'\n);"),
  Write(P + "tracker-rs/migrations/2026-11-20-000000_create_labels/down.sql", "DROP TABLE labels;"),
  U("ok, the run part will have to wait"),
])

case("s2-getting-started-links-7c3a", "osmia", "permission_blocked", project="/workspace/docs-site", near="", prompt="""
# DOCS-230: Fix broken links in the getting-started guide

Fix the 4 broken links reported by the link checker in docs/getting-started.md and commit.
""", why="The fixes were made but git could not write to the repository (index.lock: Permission denied, .git owned by another user), so nothing could be committed.",
steps=[
  Bash("npx markdown-link-check docs/getting-started.md", "FILE: docs/getting-started.md\n  [✖] ./install.md#prerequisites → Status: 400\n  [✖] https://example.com/old-api → Status: 404\n  [✖] ../reference/cli.md → Status: 400\n  [✖] ./faq.md#proxy → Status: 400\n\n  4 dead links found!", err=True),
  Edit("/workspace/docs-site/docs/getting-started.md", "](./install.md#prerequisites)", "](./installation.md#prerequisites)"),
  Edit("/workspace/docs-site/docs/getting-started.md", "](../reference/cli.md)", "](./reference/cli.md)"),
  Edit("/workspace/docs-site/docs/getting-started.md", "](https://example.com/old-api)", "](https://docs.acme.dev/api)"),
  Edit("/workspace/docs-site/docs/getting-started.md", "](./faq.md#proxy)", "](./faq.md#behind-a-proxy)"),
  Bash("npx markdown-link-check docs/getting-started.md", "FILE: docs/getting-started.md\n  11 links checked."),
  Bash("git add docs/getting-started.md && git commit -m 'docs: fix broken links in getting-started'", "fatal: Unable to create '/workspace/docs-site/.git/index.lock': Permission denied", err=True, code=128, ev=True),
  Bash("ls -ld .git && id -un", "drwxr-xr-x 8 root root 4096 Nov 18 09:12 .git\nosmia", ev=True),
  Final(False, "Links fixed but commit failed: .git is owned by root (index.lock: Permission denied)."),
])
