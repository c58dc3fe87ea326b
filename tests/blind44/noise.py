"""Harmless exploration steps (reads, greps, passing test runs) used to bury the
cause of some runs in noise. Deterministic: picks with the run's own RNG."""

PY = [
    ("bash", "git log --oneline -8", "9f1c2ab Merge PR #812 dispute webhooks\n31d0e4c Bump fastapi to 0.115\n77ab019 Verify Stripe-Signature with tolerance 300s\n2e8d1f0 Add Refund model\n5b7c9a3 Structured logging with structlog\nc4a1e92 CI: run mypy\n0d9f8e7 Settings via pydantic\n61aa0b4 Initial import"),
    ("read", "app/config.py", "from pydantic_settings import BaseSettings\n\n\nclass Settings(BaseSettings):\n    database_url: str = \"postgresql+psycopg://app@db/app\"\n    stripe_api_key: str = \"\"\n    stripe_webhook_secret: str = \"\"\n    sentry_dsn: str | None = None\n    log_level: str = \"INFO\"\n\n\nsettings = Settings()"),
    ("bash", "pytest -q tests/unit", "........................................................................ [ 81%]\n................                                                         [100%]\n88 passed in 2.41s"),
    ("grep", "session_scope", "app/models/__init__.py:31:def session_scope():\napp/webhooks/stripe_events.py:7:from app.models import Refund, session_scope\napp/jobs/reconcile.py:4:from app.models import session_scope\napp/api/refunds.py:9:from app.models import Refund, session_scope"),
    ("read", "app/models/__init__.py", "from contextlib import contextmanager\n\nfrom sqlalchemy import create_engine\nfrom sqlalchemy.orm import sessionmaker\n\nfrom app.config import settings\n\nengine = create_engine(settings.database_url, pool_pre_ping=True)\nSession = sessionmaker(engine, expire_on_commit=False)\n\n\n@contextmanager\ndef session_scope():\n    s = Session()\n    try:\n        yield s\n        s.commit()\n    except Exception:\n        s.rollback()\n        raise\n    finally:\n        s.close()"),
    ("bash", "python --version && pip list 2>/dev/null | grep -i -E 'fastapi|pydantic|sqlalchemy|pytest'", "Python 3.11.9\nfastapi           0.115.2\npydantic          2.9.2\npydantic-settings 2.6.1\nSQLAlchemy        2.0.35\npytest            8.3.3\npytest-asyncio    0.24.0"),
    ("bash", "ruff check . && mypy app --no-error-summary | tail -1", "All checks passed!"),
    ("read", "README.md", "# payments-api\n\nFastAPI service that owns payments, refunds and Stripe webhooks.\n\n## Running tests\n\n    pytest -q\n\nIntegration tests need `STRIPE_TEST_KEY` and are skipped otherwise.\n\n## Webhooks\n\nAll Stripe events arrive on `POST /webhooks/stripe` and are dispatched by type\n(`app/webhooks/stripe_events.py`). Handlers must be idempotent: Stripe retries\nfor up to three days."),
    ("bash", "git show --stat HEAD~1 | head -12", "commit 31d0e4c\nAuthor: dev <dev@acme.test>\n\n    Bump fastapi to 0.115\n\n requirements.txt | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
    ("grep", "def test_", "tests/webhooks/test_stripe_events.py:14:def test_bad_signature_is_400(client):\ntests/webhooks/test_stripe_events.py:22:def test_unknown_event_is_ignored(client, signed):\ntests/webhooks/test_stripe_events.py:31:def test_charge_refunded_marks_refund(client, signed, refund):\ntests/webhooks/test_stripe_events.py:45:def test_dispute_created_freezes_payment(client, signed, payment)"),
    ("bash", "cat pyproject.toml | sed -n '1,25p'", "[project]\nname = \"payments-api\"\nversion = \"3.4.0\"\nrequires-python = \">=3.11\"\n\n[tool.pytest.ini_options]\naddopts = \"-q -p no:cacheprovider\"\ntestpaths = [\"tests\"]\nmarkers = [\"integration: needs network and STRIPE_TEST_KEY\"]\n\n[tool.ruff]\nline-length = 110\n\n[tool.mypy]\nstrict = true\nplugins = [\"pydantic.mypy\"]"),
    ("read", "tests/conftest.py", "import pytest\nfrom fastapi.testclient import TestClient\n\nfrom app.main import app\n\n\n@pytest.fixture\ndef client():\n    return TestClient(app)\n\n\n@pytest.fixture\ndef signed(stripe_secret):\n    def _sign(event_type, **obj):\n        return make_signed_event(event_type, obj, stripe_secret)\n    return _sign"),
    ("bash", "ls app app/webhooks tests tests/webhooks", "app:\n__init__.py\napi\nconfig.py\njobs\nmain.py\nmodels\nwebhooks\n\napp/webhooks:\n__init__.py\nstripe_events.py\n\ntests:\nconftest.py\nunit\nwebhooks\n\ntests/webhooks:\n__init__.py\ntest_stripe_events.py"),
    ("bash", "pytest -q tests/webhooks -k 'not integration'", ".........                                                                [100%]\n9 passed in 1.02s"),
]

TS = [
    ("bash", "git log --oneline -8", "6c1f0e9 CHAT-917 interactive replay guard\n2ab94d7 Verify Slack signatures with timing-safe compare\n9d8e7f6 CHAT-903 reject stale events\n3c2b1a0 Alerts router\n8f7e6d5 Bump @slack/web-api to 7.7\n1a2b3c4 ESLint flat config\n5d4c3b2 Jest 29\n0e1f2a3 Initial commit"),
    ("read", "package.json", "{\n  \"name\": \"slack-bot\",\n  \"version\": \"4.2.0\",\n  \"private\": true,\n  \"scripts\": {\n    \"build\": \"tsc -p tsconfig.build.json\",\n    \"test\": \"jest\",\n    \"lint\": \"eslint .\",\n    \"format\": \"prettier --check .\"\n  },\n  \"dependencies\": {\n    \"@slack/web-api\": \"^7.7.0\",\n    \"express\": \"^4.21.1\",\n    \"pino\": \"^9.5.0\"\n  }\n}"),
    ("bash", "npx jest test/alerts test/format --silent 2>&1 | tail -4", "Test Suites: 3 passed, 3 total\nTests:       17 passed, 17 total\nSnapshots:   2 passed, 2 total\nTime:        1.882 s"),
    ("grep", "verifySlack", "src/app.ts:12:app.use('/slack', verifySlack(process.env.SLACK_SIGNING_SECRET!));\nsrc/slack/verify.ts:4:export function verifySlack(signingSecret: string) {\ntest/slack/helpers.ts:3:import { verifySlack } from '../../src/slack/verify';"),
    ("read", "src/app.ts", "import express from 'express';\nimport { verifySlack } from './slack/verify';\nimport { events } from './slack/events';\nimport { interactive } from './slack/interactive';\nimport { logger } from './logger';\n\nexport function makeApp() {\n  const app = express();\n  app.use(express.json({ verify: (req: any, _res, buf) => { req.rawBody = buf.toString('utf8'); } }));\n  app.use('/slack', verifySlack(process.env.SLACK_SIGNING_SECRET!));\n  app.use(events);\n  app.use(interactive);\n  app.get('/healthz', (_req, res) => res.json({ ok: true }));\n  return app;\n}"),
    ("bash", "npx tsc --noEmit; echo exit=$?", "exit=0"),
    ("bash", "node --version && npm --version", "v20.17.0\n10.8.2"),
    ("read", "jest.config.js", "/** @type {import('jest').Config} */\nmodule.exports = {\n  preset: 'ts-jest',\n  testEnvironment: 'node',\n  roots: ['<rootDir>/test'],\n  setupFiles: ['<rootDir>/test/setup.ts'],\n  collectCoverageFrom: ['src/**/*.ts'],\n};"),
    ("bash", "ls src src/slack test test/slack", "src:\nalerts\napp.ts\nformat\nindex.ts\nlogger.ts\nnotify\nslack\n\nsrc/slack:\nevents.ts\ninteractive.ts\nverify.ts\n\ntest:\nalerts\nformat\nnotify\nsetup.ts\nslack\n\ntest/slack:\nhelpers.ts\ninteractive.test.ts\nverify.test.ts"),
    ("grep", "logger\\.(warn|error)", "src/slack/events.ts:31:    logger.warn({ type: body.type }, 'unhandled slack event type');\nsrc/notify/deploy.ts:12:    logger.warn({ err, deployId }, 'slack deploy notification failed');\nsrc/alerts/router.ts:22:  logger.error({ key }, 'no route and no default channel');"),
    ("bash", "npx eslint src --max-warnings=0; echo exit=$?", "exit=0"),
    ("read", "test/setup.ts", "process.env.SLACK_SIGNING_SECRET = 'test-signing-secret';\nprocess.env.SLACK_BOT_TOKEN = 'xoxb-test';\nprocess.env.LOG_LEVEL = 'silent';"),
]

GO = [
    ("bash", "git log --oneline -8", "3c5d1a8 SYNC-418 conditional requests with ETag\n91f2e44 Nightly sync workflow\n7e6d5c4 Store: upsert events in batches of 500\n2b1a0f9 Rate limiter observes X-RateLimit headers\n8c7b6a5 go 1.23\n4f3e2d1 cmd/ghsync: --all-repos flag\n0a9b8c7 Events model\n6d5c4b3 Initial commit"),
    ("bash", "go version && go env GOFLAGS GOPROXY", "go version go1.23.2 linux/amd64\n\nhttps://proxy.golang.org,direct"),
    ("read", "internal/store/store.go", "package store\n\nimport (\n\t\"context\"\n\t\"database/sql\"\n)\n\ntype Store struct{ db *sql.DB }\n\nfunc New(db *sql.DB) *Store { return &Store{db: db} }\n\nfunc (s *Store) UpsertEvents(ctx context.Context, repo string, evs []Event) error {\n\ttx, err := s.db.BeginTx(ctx, nil)\n\tif err != nil {\n\t\treturn err\n\t}\n\tdefer tx.Rollback()\n\tfor _, chunk := range chunks(evs, 500) {\n\t\tif err := insertChunk(ctx, tx, repo, chunk); err != nil {\n\t\t\treturn err\n\t\t}\n\t}\n\treturn tx.Commit()\n}"),
    ("bash", "go test ./internal/store/... -count=1", "ok  \tgithub.com/acme/ghsync/internal/store\t1.712s"),
    ("grep", "RepoEvents\\(", "cmd/ghsync/main.go:58:\t\tevs, err := gh.RepoEvents(ctx, owner, name)\ninternal/github/client.go:28:func (c *Client) RepoEvents(ctx context.Context, owner, repo string) ([]Event, error) {\ninternal/github/client_test.go:19:\tevs, err := c.RepoEvents(context.Background(), \"acme\", \"web\")"),
    ("read", "cmd/ghsync/main.go", "func run(ctx context.Context, cfg config) error {\n\tgh := github.New(cfg.Token)\n\tst := store.New(cfg.DB)\n\tfor _, r := range cfg.Repos {\n\t\towner, name, _ := strings.Cut(r, \"/\")\n\t\tevs, err := gh.RepoEvents(ctx, owner, name)\n\t\tif err != nil {\n\t\t\tlog.Printf(\"repo %s: %v\", r, err)\n\t\t\tcontinue\n\t\t}\n\t\tif err := st.UpsertEvents(ctx, r, evs); err != nil {\n\t\t\treturn err\n\t\t}\n\t}\n\treturn nil\n}"),
    ("bash", "go vet ./... && echo vet-ok", "vet-ok"),
    ("bash", "ls internal/github internal/store cmd/ghsync", "internal/github:\nclient.go\nclient_test.go\nevents.go\nratelimit.go\nretry_test.go\n\ninternal/store:\nschema.sql\nstore.go\nstore_test.go\n\ncmd/ghsync:\nconfig.go\nmain.go"),
    ("read", "internal/github/events.go", "package github\n\nimport \"time\"\n\ntype Event struct {\n\tID        string    `json:\"id\"`\n\tType      string    `json:\"type\"`\n\tActor     Actor     `json:\"actor\"`\n\tCreatedAt time.Time `json:\"created_at\"`\n}\n\ntype Actor struct {\n\tLogin string `json:\"login\"`\n}"),
    ("bash", "staticcheck ./... 2>&1 | head -3 || true", ""),
    ("grep", "TODO|FIXME", "internal/github/client.go:51:\t// TODO(SYNC-300): paginate events beyond 300\ninternal/store/store.go:9:// FIXME: use COPY for large batches"),
]

RB = [
    ("bash", "git log --oneline -8", "e0f1a2b SMS-360 validate X-Twilio-Signature\n7c8d9e0 SMS-342 retry Twilio sends\n3a4b5c6 Devise 4.9\n9d0e1f2 Admin senders CRUD\n5a6b7c8 Rails 7.1\n1c2d3e4 RuboCop config\n6f7a8b9 Sidekiq for outbound SMS\n2e3f4a5 Initial commit"),
    ("read", "config/routes.rb", "Rails.application.routes.draw do\n  devise_for :users\n  namespace :admin do\n    resources :senders, only: %i[index update]\n  end\n  post \"/twilio/inbound\", to: \"twilio_webhooks#inbound\"\n  post \"/twilio/status\", to: \"twilio_webhooks#status\"\n  get \"/up\", to: \"rails/health#show\"\nend"),
    ("bash", "bundle exec rspec spec/models 2>&1 | tail -3", "Finished in 0.912 seconds (files took 1.88 seconds to load)\n41 examples, 0 failures\n"),
    ("grep", "current_user", "app/controllers/application_controller.rb:4:  helper_method :current_user_admin?\napp/controllers/admin/senders_controller.rb:3:    before_action :authenticate_user!\napp/views/layouts/admin.html.erb:12:    <%= current_user.email %>"),
    ("read", "app/models/user.rb", "class User < ApplicationRecord\n  devise :database_authenticatable, :recoverable, :rememberable, :validatable\n\n  has_many :senders, foreign_key: :owner_id\n\n  def admin?\n    roles.include?(\"admin\")\n  end\nend"),
    ("bash", "ruby -v && bundle -v", "ruby 3.3.5 (2024-09-03 revision ef084cc8f4) [x86_64-linux]\nBundler version 2.5.21"),
    ("read", "spec/rails_helper.rb", "require \"spec_helper\"\nENV[\"RAILS_ENV\"] ||= \"test\"\nrequire_relative \"../config/environment\"\nrequire \"rspec/rails\"\n\nRSpec.configure do |config|\n  config.include FactoryBot::Syntax::Methods\n  config.include Devise::Test::IntegrationHelpers, type: :request\n  config.use_transactional_fixtures = true\nend"),
    ("bash", "bundle exec rails routes -g admin | head -5", "         Prefix Verb  URI Pattern                   Controller#Action\n   admin_senders GET   /admin/senders(.:format)      admin/senders#index\n    admin_sender PATCH /admin/senders/:id(.:format)  admin/senders#update\n                 PUT   /admin/senders/:id(.:format)  admin/senders#update"),
    ("bash", "ls app/controllers app/controllers/admin spec/requests", "app/controllers:\nadmin\napplication_controller.rb\nconcerns\ntwilio_webhooks_controller.rb\n\napp/controllers/admin:\nsenders_controller.rb\n\nspec/requests:\ntwilio_webhooks_spec.rb"),
    ("read", "spec/factories/users.rb", "FactoryBot.define do\n  factory :user do\n    sequence(:email) { |n| \"user#{n}@acme.test\" }\n    password { \"correct horse battery staple\" }\n    roles { [] }\n\n    trait :admin do\n      roles { [\"admin\"] }\n    end\n  end\nend"),
]

JAVA = [
    ("bash", "git log --oneline -6", "b7e1a90 BILL-1502 send Idempotency-Key on captures\n4f0c2d1 BILL-1490 log 429s with request id\n8e91b3a Bump okhttp to 4.12.0\n2c3d4e5 Capture parser handles partial captures\n7f8a9b0 JUnit 5.11\n0a1b2c3 Initial import"),
    ("read", "src/main/java/com/acme/billing/Capture.java", "package com.acme.billing;\n\nimport java.io.IOException;\nimport java.util.Optional;\nimport okhttp3.Response;\n\npublic record Capture(int status, String id, String state, Optional<Long> retryAfterMillis) {\n    static Capture parse(Response r) throws IOException {\n        String ra = r.header(\"Retry-After\");\n        Optional<Long> retry = ra == null ? Optional.empty() : Optional.of(Long.parseLong(ra) * 1000);\n        String body = r.body() == null ? \"\" : r.body().string();\n        return new Capture(r.code(), Json.field(body, \"id\"), Json.field(body, \"status\"), retry);\n    }\n}"),
    ("bash", "mvn -q -B -o dependency:list -DincludeScope=compile 2>/dev/null | grep -E 'okhttp|jackson' | head", "[INFO]    com.squareup.okhttp3:okhttp:jar:4.12.0:compile\n[INFO]    com.fasterxml.jackson.core:jackson-databind:jar:2.17.2:compile"),
    ("bash", "java -version 2>&1 | head -1 && mvn -v | head -1", "openjdk version \"21.0.4\" 2024-07-16 LTS\nApache Maven 3.9.9 (8e8579a9e76f7d015ee5ec7bfcdc97d260186937)"),
    ("grep", "RateLimitedException", "src/main/java/com/acme/billing/RateLimitedException.java:3:public final class RateLimitedException extends java.io.IOException {\nsrc/test/java/com/acme/billing/PaymentsClientRetryTest.java:39:        assertThrows(RateLimitedException.class, () -> client.capture(\"pay_1\", 1200));"),
    ("bash", "mvn -q -B test -Dtest=CaptureParserTest 2>&1 | tail -3", "[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS"),
    ("read", "src/test/java/com/acme/billing/CaptureParserTest.java", "class CaptureParserTest {\n    @Test\n    void parsesRetryAfterSeconds() throws Exception {\n        Capture c = Capture.parse(response(429, \"{}\", \"Retry-After\", \"2\"));\n        assertEquals(Optional.of(2000L), c.retryAfterMillis());\n    }\n\n    @Test\n    void parsesSucceededCapture() throws Exception {\n        Capture c = Capture.parse(response(200, \"{\\\"id\\\":\\\"cap_1\\\",\\\"status\\\":\\\"succeeded\\\"}\"));\n        assertEquals(\"succeeded\", c.state());\n    }\n}"),
    ("bash", "ls src/main/java/com/acme/billing src/test/java/com/acme/billing", "src/main/java/com/acme/billing:\nCapture.java\nJson.java\nPaymentsClient.java\nRateLimitedException.java\nRetryPolicy.java\n\nsrc/test/java/com/acme/billing:\nCaptureParserTest.java\nPaymentsClientIdempotencyTest.java\nPaymentsClientRetryTest.java"),
]

POOLS = {"python": PY, "ts": TS, "go": GO, "ruby": RB, "java": JAVA}


def add_noise(r, lang, k, at):
    """insert k harmless steps from the language pool at position `at`"""
    pool = list(POOLS[lang])
    r.rng.shuffle(pool)
    steps = []
    for kind, a, b in pool[:k]:
        if kind == "bash":
            steps.append(dict(kind="tool", ev=None, name="Bash", input={"command": a}, out=b, code=0, cmd=a, no_result=False))
        elif kind == "read":
            steps.append(dict(kind="tool", ev=None, name="Read", input={"file_path": r.p(a)}, out=b, code=0, path=a, start=1))
        else:
            inp = {"pattern": a, "output_mode": "content", "-n": True}
            steps.append(dict(kind="tool", ev=None, name="Grep", input=inp, out=b, code=0, pattern=a, gpath="."))
    r.steps[at:at] = steps
    return r
