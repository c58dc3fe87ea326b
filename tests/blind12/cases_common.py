"""Per-repo distractor exploration shared by the case files."""
from gen_lib import S, B, R, G

REPOS = {
 "api": ("/workspace/api", "README.md", "# acme-api\n\nDjango 5.1 REST API for the Acme product. Run `make test` (pytest + pytest-django).\nNever commit to main directly; CI kills jobs that exceed 20 minutes.\n",
         "a91c2e0 fix: permission denied on export for staff users\n77d1b3a chore: bump celery to 5.4\n3f0e9c2 revert \"timeout middleware\" (broke uploads)\nc2d8a41 feat: org-level API tokens\n19aa7f0 test: flaky test_webhook_timeout quarantined"),
 "web": ("/workspace/web", "README.md", "# acme-web\n\nReact 18 + TypeScript + Vite. `pnpm test` runs vitest, `pnpm lint` runs eslint.\nDo not touch generated files in src/api/gen/.\n",
         "e01f7aa fix(auth): handle 403 from /session without crashing\n5bb21c9 chore(deps): pin vite 5.4.x\n9d3e210 feat(billing): invoice table pagination\n0c6a7d1 revert: kill switch for new checkout\n47e9b02 test: snapshot update for Header"),
 "worker": ("/workspace/worker", "README.md", "# acme-worker\n\nGo 1.22 queue worker (NATS JetStream). `go test ./...`; integration tests need NATS_URL.\n",
         "b3c1f08 fix: worker OOMKilled on large exports (stream rows)\n2a9e77c feat: retry with jitter\n88d0e14 chore: go 1.22\n1f4c6b3 fix: context deadline exceeded on shutdown\n6ad0f9e test: race in TestDrain"),
 "billing": ("/workspace/billing", "README.md", "# billing-service\n\nSpring Boot 3.3, Java 21, Gradle. `./gradlew test`. Artifacts from https://nexus.acme.internal/repository/maven-group/.\n",
         "4e1a9c0 fix: 401 from tax provider now retried\nd71b2e3 feat: proration for annual plans\n0b8e5f1 chore: gradle 8.10\n93ac6d7 fix: deadlock in InvoiceLock (killed by watchdog)\nf02c1a8 test: fix flaky RefundTimeoutTest"),
 "cli": ("/workspace/cli", "README.md", "# acmectl\n\nRust CLI for the Acme API. `cargo test`; MSRV is in Cargo.toml (`rust-version`).\n",
         "c8f3e1d fix: panic when config file permission denied\n1ab9c44 feat: `acmectl tokens rotate`\n7e2d0f6 chore: clap 4.5\n0d9a3b7 fix: timeout flag ignored for uploads\n55c1e20 ci: cache target dir"),
 "infra": ("/workspace/infra", "README.md", "# acme-infra\n\nTerraform (envs/staging, envs/prod) and Helm charts (charts/). Plans only; applies happen in Atlantis.\n",
         "2d7c0a1 fix(helm): worker OOMKilled, raise memory limit\nb61e9f3 feat(tf): staging redis\n8a03c4e revert: node pool autoscaling\n4c9f1e7 chore: aws provider 5.70\nee10b5d fix: 403 on state bucket for CI role"),
 "ruby": ("/workspace/status-page", "README.md", "# status-page\n\nRails 7.1 app. `bundle exec rspec`. Uses a private gem server for acme-ui.\n",
         "1c2b3a4 fix: incident timeout banner\n9f8e7d6 chore: ruby 3.3.5\n5a4b3c2 feat: RSS feed\n0e1d2c3 fix: permission denied writing tmp/cache on deploy"),
 "php": ("/workspace/legacy-portal", "README.md", "# legacy-portal\n\nPHP 8.2, Laravel 10. `vendor/bin/phpunit`. Slated for removal Q2.\n",
         "aa11bb2 fix: session timeout redirect loop\ncc33dd4 chore: composer update\nee55ff6 fix: killed cron job duplicates\n7788990 feat: CSV export"),
 "elixir": ("/workspace/notifier", "README.md", "# notifier\n\nElixir 1.17 / OTP 27 Phoenix service sending push + email. `mix test`.\n",
         "3e4f5a6 fix: GenServer timeout on APNs burst\n6b7c8d9 chore: mix deps.update swoosh\n0a1b2c3 feat: digest emails\n4d5e6f7 fix: crash on revoked token"),
 "swift": ("/workspace/ios-widget", "README.md", "# AcmeWidget\n\nSwift package + WidgetKit extension. `swift test` on Linux covers the Core target only.\n",
         "8c9d0e1 fix: widget killed for memory on iOS 17\n2f3a4b5 feat: lock screen widget\n6c7d8e9 chore: swift 5.10"),
}

def cwd(repo): return REPOS[repo][0]

CI = {
 "api": (".github/workflows/ci.yml", "jobs:\n  test:\n    runs-on: ubuntu-24.04\n    timeout-minutes: 20\n    services:\n      postgres: {image: postgres:16}\n    steps:\n      - run: make test"),
 "web": (".github/workflows/ci.yml", "jobs:\n  test:\n    timeout-minutes: 15\n    steps:\n      - run: pnpm install --frozen-lockfile\n      - run: pnpm lint && pnpm vitest run"),
 "worker": (".github/workflows/ci.yml", "jobs:\n  test:\n    timeout-minutes: 10\n    steps:\n      - uses: actions/setup-go@v5\n        with: {go-version-file: go.mod}\n      - run: go test -race ./..."),
 "billing": (".github/workflows/ci.yml", "jobs:\n  build:\n    steps:\n      - uses: actions/setup-java@v4\n        with: {distribution: temurin, java-version: 21}\n      - run: ./gradlew build  # killed after 30m"),
 "cli": (".github/workflows/ci.yml", "jobs:\n  test:\n    strategy:\n      matrix: {rust: [msrv, stable]}\n    steps:\n      - run: cargo test --locked"),
 "infra": ("atlantis.yaml", "version: 3\nprojects:\n  - dir: envs/staging\n    apply_requirements: [approved]\n  - dir: envs/prod\n    apply_requirements: [approved, mergeable]"),
 "ruby": (".github/workflows/ci.yml", "jobs:\n  rspec:\n    steps:\n      - uses: ruby/setup-ruby@v1\n        with: {bundler-cache: true}\n      - run: bundle exec rspec"),
 "php": (".gitlab-ci.yml", "phpunit:\n  image: php:8.2-cli\n  script:\n    - composer install\n    - vendor/bin/phpunit\n  timeout: 15m"),
 "elixir": (".github/workflows/ci.yml", "jobs:\n  test:\n    steps:\n      - uses: erlef/setup-beam@v1\n        with: {otp-version: '27', elixir-version: '1.17'}\n      - run: mix test --warnings-as-errors"),
 "swift": (".github/workflows/ci.yml", "jobs:\n  linux:\n    container: swift:5.10\n    steps:\n      - run: swift test --filter CoreTests"),
}

def explore(repo, extra_grep=None):
    root, readme, text, log = REPOS[repo]
    ci, citext = CI[repo]
    steps = [S("Let me get oriented in the repository first."),
             B("ls -la", "total 64\ndrwxr-xr-x 9 agent agent 4096 Nov 18 08:02 .\ndrwxr-xr-x 3 agent agent 4096 Nov 18 08:02 ..\ndrwxr-xr-x 8 agent agent 4096 Nov 18 08:02 .git\ndrwxr-xr-x 3 agent agent 4096 Nov 18 08:02 .github\n-rw-r--r-- 1 agent agent 1184 Nov 18 08:02 README.md\n-rw-r--r-- 1 agent agent  412 Nov 18 08:02 AGENTS.md"),
             B("git status --short --branch", "## agent/work...origin/main"),
             B("git log --oneline -5", log), R(f"{root}/{readme}", text),
             R(f"{root}/AGENTS.md", "# Notes for coding agents\n\n- Keep diffs small and focused on the ticket.\n- Run the tests for the package you touch.\n- Never force-push; never edit CI secrets.\n"),
             R(f"{root}/{ci}", citext)]
    if extra_grep:
        steps.append(G(extra_grep[0], extra_grep[1]))
    return steps
