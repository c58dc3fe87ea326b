"""Failed runs with no visible cause (unknown) and successful runs full of alarming words."""
from gen_lib import Run
from snips import pytest_q, pytest_out, jest_out, vitest_out, gotest_out, rspec_out, mvn_test_out, git_status, diffstat


# ============================================================ unknown
def stripe_tax_id_quiet_fail():
    r = Run("billing-tax-id-validate", "claude", "unknown", ticket="BILL-1602", repo="billing-py",
            why="The agent implemented the change and every test it ran passed; the run is marked failed but nothing in the stream says why.",
            result={"success": False, "summary": "post-run checks failed", "exit_code": 1},
            prompt="""
# BILL-1602: Validate EU VAT ids through Stripe Tax before saving

When a customer enters a VAT id, create it with `stripe.Customer.create_tax_id`
(type `eu_vat`) and store `verification.status`. Reject ids Stripe marks as
`unverified` after verification with a 422. Tests in `tests/test_tax_ids.py`.
""")
    r.say("Reading the customer service and tests.")
    r.read("billing/customers.py", """import stripe

from billing.models import Customer, db


def set_vat_id(customer_id, vat_id):
    c = Customer.query.get_or_404(customer_id)
    c.vat_id = vat_id
    db.session.commit()
    return c""")
    r.read("tests/test_tax_ids.py", """from unittest import mock

import pytest

from billing.customers import set_vat_id


@pytest.fixture
def create_tax_id():
    with mock.patch("stripe.Customer.create_tax_id") as m:
        yield m


def test_stores_verification_status(create_tax_id, customer):
    create_tax_id.return_value = {"id": "txi_1", "verification": {"status": "pending"}}
    c = set_vat_id(customer.id, "DE123456789")
    assert c.vat_status == "pending\"""")
    r.write("billing/customers.py", """import stripe
from werkzeug.exceptions import UnprocessableEntity

from billing.models import Customer, db


def set_vat_id(customer_id, vat_id):
    c = Customer.query.get_or_404(customer_id)
    tax_id = stripe.Customer.create_tax_id(c.stripe_id, type="eu_vat", value=vat_id)
    status = tax_id["verification"]["status"]
    if status == "unverified":
        raise UnprocessableEntity("VAT id could not be verified")
    c.vat_id = vat_id
    c.vat_status = status
    db.session.commit()
    return c""", new=False)
    r.edit("tests/test_tax_ids.py", """    assert c.vat_status == "pending\"""", """    assert c.vat_status == "pending"


def test_rejects_unverified(create_tax_id, customer):
    create_tax_id.return_value = {"id": "txi_2", "verification": {"status": "unverified"}}
    with pytest.raises(Exception) as e:
        set_vat_id(customer.id, "DE000000000")
    assert e.value.code == 422""", line=16)
    r.bash("flask db migrate -m 'customer vat_status' && flask db upgrade", "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.autogenerate.compare] Detected added column 'customers.vat_status'\n  Generating /workspace/billing-py/migrations/versions/3c9e_customer_vat_status.py ...  done\nINFO  [alembic.runtime.migration] Running upgrade 8f21 -> 3c9e, customer vat_status")
    r.edit("billing/models.py", "    vat_id = db.Column(db.String(32))", "    vat_id = db.Column(db.String(32))\n    vat_status = db.Column(db.String(16))", line=22)
    r.bash("pytest -q", pytest_q(64, dur=4.1))
    r.bash("ruff check . && mypy billing", "All checks passed!\nSuccess: no issues found in 27 source files")
    r.bash("git status --short", " M billing/customers.py\n M billing/models.py\n M tests/test_tax_ids.py\n?? migrations/versions/3c9e_customer_vat_status.py")
    r.end(True, "VAT ids are now created via Stripe Tax (eu_vat); verification status is stored and `unverified` ids are rejected with 422. Migration added; 64 tests pass, ruff and mypy clean.")
    return r


def transcript_stops_while_reading():
    r = Run("twilio-conversations-webhook", "claude-transcript", "unknown", ticket="SUP-330", repo="support-bot-py",
            why="The transcript simply ends while the agent is still reading code; there is no error, kill message or limit in it, so the cause cannot be told from the stream.",
            prompt="""
# SUP-330: Mirror Twilio Conversations messages into support tickets

Subscribe to the `onMessageAdded` webhook of Twilio Conversations and append each
message to the matching ticket (`ticket.twilio_conversation_sid`). Validate the
`X-Twilio-Signature` like the SMS webhook does.
""")
    r.say("Let me look at the existing SMS webhook and the ticket model.")
    r.prelude(('ls support/webhooks tests/webhooks', 'support/webhooks:\n__init__.py\ntwilio_sms.py\n\ntests/webhooks:\n__init__.py\nconftest.py\ntest_twilio_sms.py'))
    r.bash("git status --short && git log --oneline -3", "2f1e0d9 SUP-321 ticket assignment rules\n9a8b7c6 SUP-312 refund shortcut\n5d4c3b2 Validate Twilio SMS signatures")
    r.glob("support/**/*.py", ["support/__init__.py", "support/app.py", "support/tickets/models.py", "support/tickets/service.py", "support/webhooks/twilio_sms.py", "support/webhooks/__init__.py", "support/twilio.py"])
    r.read("support/webhooks/twilio_sms.py", """from flask import Blueprint, abort, request
from twilio.request_validator import RequestValidator

from support.config import TWILIO_AUTH_TOKEN, PUBLIC_URL
from support.tickets.service import ticket_for_phone

bp = Blueprint("twilio_sms", __name__)


@bp.post("/twilio/sms")
def inbound_sms():
    url = PUBLIC_URL + request.full_path.rstrip("?")
    if not RequestValidator(TWILIO_AUTH_TOKEN).validate(url, request.form, request.headers.get("X-Twilio-Signature", "")):
        abort(403)
    ticket_for_phone(request.form["From"]).add_message(request.form["Body"], source="sms")
    return "", 204""")
    r.read("support/tickets/models.py", """class Ticket(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    subject = db.Column(db.String(200), nullable=False)
    requester_phone = db.Column(db.String(20), index=True)
    twilio_conversation_sid = db.Column(db.String(34), index=True)
    status = db.Column(db.String(16), default="open")

    def add_message(self, body, source):
        db.session.add(Message(ticket_id=self.id, body=body, source=source))
        db.session.commit()""", start=8)
    r.read("support/tickets/service.py", """def ticket_for_phone(phone):
    t = Ticket.query.filter_by(requester_phone=phone, status="open").first()
    if t is None:
        t = Ticket(subject=f"SMS from {phone}", requester_phone=phone)
        db.session.add(t)
        db.session.commit()
    return t


def ticket_for_conversation(sid):
    return Ticket.query.filter_by(twilio_conversation_sid=sid).first()""", start=1)
    r.think("ticket_for_conversation already exists. The Conversations webhook posts form fields EventType=onMessageAdded, ConversationSid, Body, Author. I'll add a blueprint next to twilio_sms.")
    r.bash("pytest -q tests/webhooks", pytest_q(7, dur=0.62))
    r.read("support/app.py", """def create_app():
    app = Flask(__name__)
    app.config.from_object("support.config")
    db.init_app(app)
    from support.webhooks.twilio_sms import bp as sms_bp
    app.register_blueprint(sms_bp)
    return app""", start=5)
    r.end(True, "")
    r.state = "Failed"
    r.result = False  # transcript read in place: no engine result file
    return r


def codex_done_but_failed_etimedout_fixtures():
    r = Run("s3-upload-retry-network", "codex", "unknown", near_miss="infra_failure", ticket="MEDIA-1250", repo="media-svc",
            why="The agent finished, its tests (including ones that simulate ETIMEDOUT/ECONNRESET) pass, and it reported success; the run is marked failed with no cause visible in the stream.",
            prompt="""
# MEDIA-1250: Retry S3 uploads on transient network errors

`uploadFile` fails permanently on `ECONNRESET` / `ETIMEDOUT` from S3. Configure the
SDK's retry strategy (`maxAttempts: 5`, adaptive) on the S3 client and add tests
that simulate the network errors with `aws-sdk-client-mock`.
""")
    r.say("I’ll look at the S3 client setup.")
    r.prelude(('git status --short && git log --oneline -3', '1a2b3c4 MEDIA-1231 sign Content-Type on presigned PUTs\n5d6e7f8 MEDIA-1207 multipart uploads above 64 MB\n9a0b1c2 Bump @aws-sdk/* to 3.658'), ("grep -n 'aws-sdk-client-mock' package.json", '41:    "aws-sdk-client-mock": "^4.0.2",'))
    r.bash("sed -n '1,20p' src/storage/s3Upload.ts", """import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createReadStream, statSync } from 'node:fs';

const s3 = new S3Client({ region: process.env.AWS_REGION ?? 'eu-west-1' });
const MULTIPART_THRESHOLD = 64 * 1024 * 1024;""")
    r.edit("src/storage/s3Upload.ts", "const s3 = new S3Client({ region: process.env.AWS_REGION ?? 'eu-west-1' });", "export const s3 = new S3Client({\n  region: process.env.AWS_REGION ?? 'eu-west-1',\n  maxAttempts: 5,\n  retryMode: 'adaptive',\n});")
    r.write("test/storage/s3Retry.test.ts", """import { mockClient } from 'aws-sdk-client-mock';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3, uploadFile } from '../../src/storage/s3Upload';

const s3Mock = mockClient(s3);

function netErr(code: string) {
  return Object.assign(new Error(`connect ${code} 52.218.0.1:443`), { code, $metadata: {} });
}

beforeEach(() => s3Mock.reset());

it('retries ETIMEDOUT and succeeds', async () => {
  s3Mock.on(PutObjectCommand).rejectsOnce(netErr('ETIMEDOUT')).resolves({ ETag: '"abc"' });
  await expect(uploadFile('b', 'k', 'test/fixtures/small.bin')).resolves.toMatchObject({ key: 'k' });
});

it('retries ECONNRESET and succeeds', async () => {
  s3Mock.on(PutObjectCommand).rejectsOnce(netErr('ECONNRESET')).resolves({ ETag: '"abc"' });
  await expect(uploadFile('b', 'k', 'test/fixtures/small.bin')).resolves.toMatchObject({ key: 'k' });
});""")
    r.bash("npx jest test/storage", jest_out([("test/storage/s3Retry.test.ts", [("retries ETIMEDOUT and succeeds", "passed", 118), ("retries ECONNRESET and succeeds", "passed", 103)], {}),
        ("test/storage/s3Upload.test.ts", [("uses PutObject below 64 MB", "passed", 9), ("uses multipart above 64 MB", "passed", 31)], {})], dur=3.6) +
        "\n  console.warn\n    s3 upload attempt 1 failed: connect ETIMEDOUT 52.218.0.1:443 (retrying)\n  console.warn\n    s3 upload attempt 1 failed: read ECONNRESET (retrying)")
    r.bash("npx tsc --noEmit && npx eslint src test", "")
    r.bash("npx jest 2>&1 | tail -4", "Test Suites: 19 passed, 19 total\nTests:       131 passed, 131 total\nSnapshots:   0 total\nTime:        12.306 s")
    r.bash("git diff --stat", diffstat([("src/storage/s3Upload.ts", 5, 1), ("test/storage/s3Retry.test.ts", 21, 0)]))
    r.say("S3 client now retries up to 5 attempts with the adaptive strategy; tests simulate ETIMEDOUT and ECONNRESET and pass, full suite green.")
    r.end(True, "")
    r.state = "Failed"
    r.result = {"success": False, "summary": "task failed", "exit_code": 1}
    return r


def osmia_exit_code_one():
    r = Run("shopify-webhook-hmac-b64", "osmia", "unknown", ticket="COMM-715", repo="catalog-sync",
            why="The agent's work looks complete and its tests pass; the engine reports failure with exit code 1 and no message, and the stream gives no cause.",
            result={"success": False, "summary": "agent exited with code 1", "exit_code": 1},
            prompt="""
# COMM-715: Verify Shopify webhook HMAC (base64)

`src/shopify/webhooks.ts` compares `X-Shopify-Hmac-Sha256` with a hex digest, but
Shopify sends base64. Compute base64 HMAC-SHA256 of the raw body with the app secret
and compare in constant time. Tests in `test/shopify/webhooks.test.ts`.
""")
    r.say("Reading the webhook verifier.")
    r.prelude(('git status --short && git log --oneline -3', 'e7f8a9b COMM-701 collection handle fix\n3c4d5e6 COMM-672 GraphQL variants\n0a1b2c3 COMM-661 bulk order export'))
    r.read("src/shopify/webhooks.ts", """import crypto from 'node:crypto';

export function verifyShopify(raw: Buffer, header: string | undefined, secret: string) {
  if (!header) return false;
  const digest = crypto.createHmac('sha256', secret).update(raw).digest('hex');
  return digest === header;
}""")
    r.edit("src/shopify/webhooks.ts", """  const digest = crypto.createHmac('sha256', secret).update(raw).digest('hex');
  return digest === header;""", """  const digest = crypto.createHmac('sha256', secret).update(raw).digest();
  const given = Buffer.from(header, 'base64');
  return given.length === digest.length && crypto.timingSafeEqual(given, digest);""")
    r.write("test/shopify/webhooks.test.ts", """import crypto from 'node:crypto';
import { verifyShopify } from '../../src/shopify/webhooks';

const SECRET = 'shpss_test';
const body = Buffer.from(JSON.stringify({ id: 1, topic: 'orders/create' }));
const sign = (b: Buffer) => crypto.createHmac('sha256', SECRET).update(b).digest('base64');

describe('verifyShopify', () => {
  it('accepts a base64 HMAC', () => expect(verifyShopify(body, sign(body), SECRET)).toBe(true));
  it('rejects a hex HMAC', () => expect(verifyShopify(body, crypto.createHmac('sha256', SECRET).update(body).digest('hex'), SECRET)).toBe(false));
  it('rejects a missing header', () => expect(verifyShopify(body, undefined, SECRET)).toBe(false));
  it('rejects a tampered body', () => expect(verifyShopify(Buffer.from('{}'), sign(body), SECRET)).toBe(false));
});""", new=False)
    r.bash("npx jest test/shopify", jest_out([("test/shopify/webhooks.test.ts", [("verifyShopify › accepts a base64 HMAC", "passed", 3), ("verifyShopify › rejects a hex HMAC", "passed", 1), ("verifyShopify › rejects a missing header", "passed", 1), ("verifyShopify › rejects a tampered body", "passed", 1)], {}),
        ("test/shopify/orders.test.ts", [("starts a bulk operation and streams the JSONL", "passed", 84)], {})], dur=2.0))
    r.bash("npx tsc --noEmit; echo tsc=$?", "tsc=0")
    r.bash("git add -A && git commit -qm 'COMM-715: verify Shopify webhook HMAC as base64' && git log --oneline -1", "a61f3c0 COMM-715: verify Shopify webhook HMAC as base64")
    r.bash("npx jest 2>&1 | tail -3", "Tests:       87 passed, 87 total\nSnapshots:   0 total\nTime:        7.118 s")
    r.say("Shopify webhooks are now verified against the base64 HMAC with a constant-time compare; 4 new tests, full suite passes. Committed as a61f3c0.")
    r.end(False, "")
    return r


def claude_auth_tests_pass_failed_state():
    r = Run("portal-api-key-rotation", "claude", "unknown", near_miss="permission_blocked", ticket="SSO-281", repo="portal",
            why="The stream shows a finished implementation with passing tests whose output is full of 401/403 and 'permission denied' assertions; the failure recorded for the run has no visible cause in the stream.",
            prompt="""
# SSO-281: Support rotating API keys with a grace period

Service accounts authenticate with `X-API-Key`. Allow two active keys per account
during rotation; the old key keeps working for 24h after a new one is issued, then
answers 401 `key_expired`. Revoked keys answer 403 `key_revoked`.
""")
    r.say("Reading the API key auth and its tests.")
    r.prelude(('git status --short && git log --oneline -3', 'b2c3d4e SSO-290 cache OIDC discovery with TTL\n4b8e2a1 SSO-262 refresh tokens 60s before expiry\n9c0d7f3 SSO-240 back-channel logout'))
    r.read("portal/auth/api_keys.py", """from flask import abort, g, request

from portal.models import ApiKey


def require_api_key(fn):
    def wrapper(*a, **kw):
        key = ApiKey.lookup(request.headers.get("X-API-Key", ""))
        if key is None:
            abort(401)
        if key.revoked:
            abort(403)
        g.service_account = key.account
        return fn(*a, **kw)
    wrapper.__name__ = fn.__name__
    return wrapper""")
    r.edit("portal/auth/api_keys.py", """        if key.revoked:
            abort(403)""", """        if key.revoked:
            abort(403, description="key_revoked")
        if key.superseded_at and key.superseded_at + GRACE < utcnow():
            abort(401, description="key_expired")""", line=10)
    r.edit("portal/auth/api_keys.py", "from portal.models import ApiKey", "from datetime import timedelta\n\nfrom portal.models import ApiKey\nfrom portal.time import utcnow\n\nGRACE = timedelta(hours=24)")
    r.edit("portal/models.py", "    revoked = db.Column(db.Boolean, default=False)", "    revoked = db.Column(db.Boolean, default=False)\n    superseded_at = db.Column(db.DateTime(timezone=True))", line=41)
    r.write("tests/test_api_key_rotation.py", """def test_old_key_works_during_grace(client, account, freeze):
    old, new = account.rotate_key()
    freeze("+23h")
    assert client.get("/api/me", headers={"X-API-Key": old}).status_code == 200


def test_old_key_expires_after_grace(client, account, freeze):
    old, new = account.rotate_key()
    freeze("+25h")
    resp = client.get("/api/me", headers={"X-API-Key": old})
    assert resp.status_code == 401
    assert resp.get_json()["error"] == "key_expired"


def test_revoked_key_is_forbidden(client, account):
    key = account.issue_key()
    account.revoke(key)
    resp = client.get("/api/me", headers={"X-API-Key": key})
    assert resp.status_code == 403
    assert resp.get_json()["error"] == "key_revoked\"""")
    r.bash("pytest -q tests/test_api_key_rotation.py tests/test_api_keys.py -rA 2>&1 | tail -12", """PASSED tests/test_api_key_rotation.py::test_old_key_works_during_grace
PASSED tests/test_api_key_rotation.py::test_old_key_expires_after_grace
PASSED tests/test_api_key_rotation.py::test_revoked_key_is_forbidden
PASSED tests/test_api_keys.py::test_missing_key_is_401
PASSED tests/test_api_keys.py::test_unknown_key_is_401
------------------------------ Captured log call -------------------------------
WARNING  portal.auth.api_keys:api_keys.py:19 403 Forbidden: permission denied for revoked key ak_live_...9f2c (account svc-reporting)
WARNING  portal.auth.api_keys:api_keys.py:21 401 Unauthorized: key_expired for ak_live_...e41a
5 passed in 0.58s""")
    r.bash("pytest -q 2>&1 | tail -1", "112 passed in 6.02s")
    r.bash("flask db migrate -m 'api key superseded_at' 2>&1 | tail -1", "  Generating /workspace/portal/migrations/versions/7a1d_api_key_superseded_at.py ...  done")
    r.end(True, "Key rotation with a 24h grace period is implemented: superseded keys answer 401 key_expired after 24h, revoked keys 403 key_revoked. Migration added; 112 tests pass.")
    r.state = "Failed"
    r.result = {"success": False, "summary": "", "exit_code": 1}
    return r


def transcript_timeout_tests_pass_failed():
    r = Run("oidc-discovery-cache-ttl", "claude-transcript", "unknown", near_miss="infra_failure", ticket="SSO-290", repo="portal",
            why="All the work is done and every test passes, including tests named after timeouts; the run is recorded as failed but the stream contains no failure at all.",
            prompt="""
# SSO-290: Cache OIDC discovery and JWKS with a TTL

`discovery()` caches forever, so key rotation at Okta breaks logins until restart.
Cache discovery and JWKS for 1h, refetch JWKS once when a `kid` is unknown, and
keep serving the cached copy if Okta times out (stale-if-error).
""")
    r.say("Reading the OIDC helpers.")
    r.prelude(('git status --short && git log --oneline -3', '4b8e2a1 SSO-262 refresh tokens 60s before expiry\n9c0d7f3 SSO-240 back-channel logout\n1e2f3a4 Move Okta config to env'), ('pytest -q tests/test_oidc.py 2>&1 | tail -1', '6 passed in 0.41s'))
    r.read("portal/auth/oidc.py", """_discovery = None


def discovery():
    global _discovery
    if _discovery is None:
        url = current_app.config["OIDC_ISSUER"] + "/.well-known/openid-configuration"
        _discovery = requests.get(url, timeout=5).json()
    return _discovery""", start=4)
    r.write("portal/auth/oidc_cache.py", """import time

import requests


class TTLCache:
    def __init__(self, fetch, ttl=3600, clock=time.monotonic):
        self.fetch, self.ttl, self.clock = fetch, ttl, clock
        self.value, self.at = None, None

    def get(self, force=False):
        fresh = self.at is not None and self.clock() - self.at < self.ttl
        if fresh and not force:
            return self.value
        try:
            self.value, self.at = self.fetch(), self.clock()
        except requests.RequestException:
            if self.value is None:
                raise
        return self.value""")
    r.edit("portal/auth/oidc.py", """_discovery = None


def discovery():
    global _discovery
    if _discovery is None:
        url = current_app.config["OIDC_ISSUER"] + "/.well-known/openid-configuration"
        _discovery = requests.get(url, timeout=5).json()
    return _discovery""", """_discovery = TTLCache(lambda: requests.get(current_app.config["OIDC_ISSUER"] + "/.well-known/openid-configuration", timeout=5).json())
_jwks = TTLCache(lambda: requests.get(discovery()["jwks_uri"], timeout=5).json())


def discovery():
    return _discovery.get()


def jwks(kid=None):
    keys = _jwks.get()
    if kid and kid not in {k["kid"] for k in keys["keys"]}:
        keys = _jwks.get(force=True)
    return keys""", line=4)
    r.bash("pytest tests/test_oidc_cache.py -v", pytest_out([
        ("tests/test_oidc_cache.py::test_discovery_cached_within_ttl", "PASSED"),
        ("tests/test_oidc_cache.py::test_discovery_refetched_after_ttl", "PASSED"),
        ("tests/test_oidc_cache.py::test_unknown_kid_forces_one_refetch", "PASSED"),
        ("tests/test_oidc_cache.py::test_okta_timeout_serves_stale_copy", "PASSED"),
        ("tests/test_oidc_cache.py::test_first_fetch_timeout_raises_ConnectTimeout", "PASSED")], dur=0.31, root="/home/dev/src/portal"))
    r.bash("pytest -q 2>&1 | tail -2", "....................................................................... [100%]\n118 passed in 6.44s")
    r.bash("git diff --stat", diffstat([("portal/auth/oidc.py", 12, 7), ("portal/auth/oidc_cache.py", 21, 0), ("tests/test_oidc_cache.py", 58, 0)]))
    r.end(True, "Discovery and JWKS are cached for 1h, an unknown kid forces one JWKS refetch, and Okta timeouts serve the stale copy. 5 new tests, 118 passing.")
    r.state = "Failed"
    r.result = False
    return r


def codex_ratelimit_tests_pass_failed():
    r = Run("github-graphql-cost-budget", "codex", "unknown", near_miss="infra_failure", ticket="SYNC-480", repo="ghsync",
            why="The agent's rate-limit budgeting code and its tests (which print 'rate limit exceeded' and 429s on purpose) all pass; the run is failed with no cause in the stream.",
            prompt="""
# SYNC-480: Budget GitHub GraphQL rate-limit points

Read `rateLimit { cost remaining resetAt }` from every GraphQL response and pause
the sync when `remaining` drops below 200 until `resetAt`. Tests with a fake clock.
""")
    r.say("I’ll inspect the GraphQL client.")
    r.prelude(('git status --short && git log --oneline -3', '0c1d2e3 Add opt-in live tests (skipped without GITHUB_TOKEN)\n7b0e9c2 SYNC-431 retry secondary rate limits\n3c5d1a8 SYNC-418 conditional requests with ETag'), ('ls internal/github', 'budget_test.go.orig\nclient.go\nclient_test.go\nevents.go\ngraphql.go\nlive_test.go\nratelimit.go\nretry.go\nretry_test.go'), ('rm -f internal/github/budget_test.go.orig && go test ./internal/github/ -count=1', 'ok  \tgithub.com/acme/ghsync/internal/github\t0.391s'), ("grep -rn 'GraphQL(' --include=*.go . | grep -v _test | grep -v 'func (c'", './internal/sync/projects.go:33:\tif err := s.gh.GraphQL(ctx, projectItemsQuery, vars, &out); err != nil {\n./internal/sync/discussions.go:27:\tif err := s.gh.GraphQL(ctx, discussionsQuery, vars, &out); err != nil {'))
    r.bash("sed -n '1,40p' internal/github/graphql.go", """package github

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
)

type gqlResponse struct {
	Data   json.RawMessage `json:"data"`
	Errors []struct {
		Type    string `json:"type"`
		Message string `json:"message"`
	} `json:"errors"`
}

func (c *Client) GraphQL(ctx context.Context, query string, vars map[string]any, out any) error {
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, c.baseURL+"/graphql", bytes.NewReader(body))
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	var r gqlResponse
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
		return err
	}
	return json.Unmarshal(r.Data, out)
}""")
    r.write("internal/github/budget.go", """package github

import (
	"context"
	"sync"
	"time"
)

type Budget struct {
	mu        sync.Mutex
	remaining int
	resetAt   time.Time
	Floor     int
	Now       func() time.Time
	Sleep     func(context.Context, time.Duration) error
}

func (b *Budget) Observe(remaining int, resetAt time.Time) {
	b.mu.Lock()
	b.remaining, b.resetAt = remaining, resetAt
	b.mu.Unlock()
}

func (b *Budget) Wait(ctx context.Context) error {
	b.mu.Lock()
	low, until := b.remaining < b.Floor, b.resetAt
	b.mu.Unlock()
	if !low {
		return nil
	}
	return b.Sleep(ctx, until.Sub(b.Now()))
}""")
    r.write("internal/github/budget_test.go", """package github

import (
	"context"
	"testing"
	"time"
)

func TestBudgetPausesBelowFloor(t *testing.T) {
	now := time.Date(2026, 11, 3, 10, 0, 0, 0, time.UTC)
	var slept time.Duration
	b := &Budget{Floor: 200, Now: func() time.Time { return now }, Sleep: func(_ context.Context, d time.Duration) error { slept = d; return nil }}
	b.Observe(150, now.Add(12*time.Minute))
	if err := b.Wait(context.Background()); err != nil || slept != 12*time.Minute {
		t.Fatalf("slept %v err %v", slept, err)
	}
}""")
    r.bash("go test ./internal/github/ -v -run 'Budget|RateLimit' -count=1", gotest_out([("github.com/acme/ghsync/internal/github", "ok", 0.021, [
        "=== RUN   TestBudgetPausesBelowFloor", "--- PASS: TestBudgetPausesBelowFloor (0.00s)",
        "=== RUN   TestRateLimitedErrorOn429", "    client_test.go:88: fake server: 429 Too Many Requests (You have exceeded a secondary rate limit)", "--- PASS: TestRateLimitedErrorOn429 (0.00s)",
        "=== RUN   TestRateLimitExceededIsNotRetriedForever", "    client_test.go:104: github: rate limit exceeded (reset in 3600s)", "--- PASS: TestRateLimitExceededIsNotRetriedForever (0.00s)", "PASS"])]))
    r.bash("go vet ./... && go test ./... -count=1", gotest_out([("github.com/acme/ghsync/cmd/ghsync", "none", 0, []), ("github.com/acme/ghsync/internal/github", "ok", 0.402, []), ("github.com/acme/ghsync/internal/store", "ok", 1.69, [])]))
    r.say("Added `Budget` (pause below 200 remaining points until `resetAt`) with a fake-clock test; the GraphQL client can feed it from `rateLimit`. All packages pass.")
    r.end(True, "")
    r.state = "Failed"
    r.result = {"success": False, "summary": "task failed", "exit_code": 1}
    return r


def osmia_silent_failure_lint_warning():
    r = Run("ld-flag-fallback-default", "osmia", "unknown", ticket="GROW-330", repo="growth-api",
            why="Implementation and tests completed normally (one harmless lint warning); the engine reports failure with an empty summary, and nothing in the stream explains it.",
            prompt="""
# GROW-330: Log when LaunchDarkly falls back to the default variation

When the LaunchDarkly client is not initialised, `checkout_v2_enabled` silently
returns False. Log a warning once per process (not per call) so we notice.
""")
    r.say("Reading the flag helper.")
    r.read("growth/flags.py", """def checkout_v2_enabled(user):
    c = client()
    if not c.is_initialized():
        return False
    ctx = Context.builder(str(user.id)).kind("user").set("country", user.country).build()
    return bool(c.variation("checkout-v2", ctx, False))""", start=17)
    r.edit("growth/flags.py", """    if not c.is_initialized():
        return False""", """    if not c.is_initialized():
        _warn_fallback_once()
        return False""")
    r.edit("growth/flags.py", "_client = None", "_client = None\n_warned = False\nlog = logging.getLogger(__name__)\n\n\ndef _warn_fallback_once():\n    global _warned\n    if not _warned:\n        log.warning(\"LaunchDarkly client not initialised; serving default variations\")\n        _warned = True")
    r.edit("growth/flags.py", "import os", "import logging\nimport os")
    r.write("tests/test_flags_fallback.py", """import logging

from growth import flags


def test_warns_once(monkeypatch, caplog, user):
    monkeypatch.setattr(flags, "client", lambda: type("C", (), {"is_initialized": lambda self: False})())
    monkeypatch.setattr(flags, "_warned", False)
    with caplog.at_level(logging.WARNING):
        flags.checkout_v2_enabled(user)
        flags.checkout_v2_enabled(user)
    assert [r.message for r in caplog.records].count("LaunchDarkly client not initialised; serving default variations") == 1""")
    r.bash("pytest -q tests/test_flags.py tests/test_flags_fallback.py", pytest_q(5, dur=0.34))
    r.bash("ruff check growth tests", "growth/flags.py:9:1: PLW0603 Using the global statement to update `_warned` is discouraged\nFound 1 error.", code=1)
    r.say("The only lint finding is the `global` statement, which the module already uses for `_client`; keeping it consistent.")
    r.bash("pytest -q 2>&1 | tail -1", "53 passed in 2.71s")
    r.end(False, "")
    return r


def claude_empty_error_result():
    r = Run("slack-oauth-install-state", "claude", "unknown", ticket="CHAT-975", repo="slack-bot-py",
            why="The session ends with an error result that carries no message (empty result, error_during_execution) right after a successful test run; nothing in the stream identifies a cause.",
            prompt="""
# CHAT-975: Validate the OAuth `state` on Slack app installation

`/slack/oauth/callback` exchanges the code without checking `state`, so the install
flow is open to CSRF. Store a random state in the session on `/slack/install` and
reject the callback with 400 when it doesn't match.
""")
    r.say("Reading the install and callback routes.")
    r.prelude(('git status --short && git log --oneline -3', '8b9c0d1 CHAT-960 answer url_verification\n2c3d4e5 Slack app OAuth install flow\n6f7a8b9 Store installations in Postgres'), ('pytest -q tests/test_oauth.py 2>&1 | tail -1', '4 passed in 0.31s'))
    r.read("app/slack/oauth.py", """@bp.get("/slack/install")
def install():
    params = {"client_id": SLACK_CLIENT_ID, "scope": "chat:write,commands", "redirect_uri": REDIRECT_URI}
    return redirect("https://slack.com/oauth/v2/authorize?" + urlencode(params))


@bp.get("/slack/oauth/callback")
def callback():
    resp = slack.oauth_v2_access(client_id=SLACK_CLIENT_ID, client_secret=SLACK_CLIENT_SECRET,
                                 code=request.args["code"], redirect_uri=REDIRECT_URI)
    save_installation(resp)
    return redirect("/installed")""", start=14)
    r.edit("app/slack/oauth.py", """    params = {"client_id": SLACK_CLIENT_ID, "scope": "chat:write,commands", "redirect_uri": REDIRECT_URI}""", """    state = secrets.token_urlsafe(32)
    session["slack_oauth_state"] = state
    params = {"client_id": SLACK_CLIENT_ID, "scope": "chat:write,commands", "redirect_uri": REDIRECT_URI, "state": state}""", line=16)
    r.edit("app/slack/oauth.py", """def callback():
    resp = slack""", """def callback():
    expected = session.pop("slack_oauth_state", None)
    if not expected or not secrets.compare_digest(expected, request.args.get("state", "")):
        abort(400)
    resp = slack""", line=21)
    r.edit("app/slack/oauth.py", "from urllib.parse import urlencode", "import secrets\nfrom urllib.parse import urlencode\n\nfrom flask import abort, session")
    r.write("tests/test_oauth_state.py", """def test_callback_without_state_is_rejected(client):
    assert client.get("/slack/oauth/callback?code=abc").status_code == 400


def test_callback_with_matching_state(client, slack_stub):
    client.get("/slack/install")
    with client.session_transaction() as s:
        state = s["slack_oauth_state"]
    assert client.get(f"/slack/oauth/callback?code=abc&state={state}").status_code == 302""")
    r.bash("pytest -q tests/test_oauth_state.py tests/test_oauth.py", pytest_q(6, dur=0.44))
    r.bash("pytest -q 2>&1 | tail -1", "61 passed in 3.30s")
    r.end(False, "", subtype="error_during_execution")
    return r


# ============================================================ succeeded
def ok_httpx_timeouts():
    r = Run("shipping-rates-timeouts", "claude", "succeeded", near_miss="infra_failure", ticket="SHIP-210", repo="shipping-api",
            why="Task done: per-carrier connect/read timeouts added and the timeout tests pass; every 'timed out' in the stream is a test exercising the new behaviour.",
            prompt="""
# SHIP-210: Carrier rate lookups need separate connect/read timeouts

`shipping/carriers/base.py` uses `httpx.Client(timeout=30)`. Use connect 3s / read 8s
and map `httpx.ConnectTimeout`/`ReadTimeout` to `CarrierUnavailable` so checkout can
fall back to flat rates. Tests in `tests/carriers/test_timeouts.py`.
""")
    r.say("Reading the carrier base client.")
    r.prelude(('git status --short && git log --oneline -3', '7e6d5c4 SHIP-204 UPS negotiated rates\n3b2a1c0 SHIP-198 flat-rate fallback in checkout\n9f8e7d6 Carrier client base class'), ('ls shipping/carriers tests/carriers', 'shipping/carriers:\n__init__.py\nbase.py\ndhl.py\nups.py\n\ntests/carriers:\n__init__.py\ntest_ups.py'), ('pytest -q tests/carriers 2>&1 | tail -1', '2 passed in 0.18s'))
    r.read("shipping/carriers/base.py", """import httpx


class CarrierUnavailable(Exception):
    pass


class CarrierClient:
    def __init__(self, base_url, api_key):
        self.http = httpx.Client(base_url=base_url, headers={"Authorization": f"Bearer {api_key}"}, timeout=30)

    def rates(self, shipment):
        resp = self.http.post("/rates", json=shipment)
        resp.raise_for_status()
        return resp.json()["rates"]""")
    r.edit("shipping/carriers/base.py", """timeout=30)""", """timeout=httpx.Timeout(8.0, connect=3.0))""", line=10)
    r.edit("shipping/carriers/base.py", """        resp = self.http.post("/rates", json=shipment)""", """        try:
            resp = self.http.post("/rates", json=shipment)
        except (httpx.ConnectTimeout, httpx.ReadTimeout) as e:
            raise CarrierUnavailable(f"{type(e).__name__}: {e}") from e""", line=13)
    r.write("tests/carriers/test_timeouts.py", """import httpx
import pytest

from shipping.carriers.base import CarrierClient, CarrierUnavailable


def client_with(handler):
    c = CarrierClient("https://carrier.test", "k")
    c.http = httpx.Client(base_url="https://carrier.test", transport=httpx.MockTransport(handler))
    return c


def test_connect_timeout_is_unavailable():
    def handler(request):
        raise httpx.ConnectTimeout("timed out", request=request)
    with pytest.raises(CarrierUnavailable, match="ConnectTimeout"):
        client_with(handler).rates({})


def test_read_timeout_is_unavailable():
    def handler(request):
        raise httpx.ReadTimeout("The read operation timed out", request=request)
    with pytest.raises(CarrierUnavailable, match="ReadTimeout"):
        client_with(handler).rates({})


def test_timeouts_are_configured():
    t = CarrierClient("https://carrier.test", "k").http.timeout
    assert (t.connect, t.read) == (3.0, 8.0)""")
    r.bash("pytest tests/carriers -v", pytest_out([
        ("tests/carriers/test_timeouts.py::test_connect_timeout_is_unavailable", "PASSED"),
        ("tests/carriers/test_timeouts.py::test_read_timeout_is_unavailable", "PASSED"),
        ("tests/carriers/test_timeouts.py::test_timeouts_are_configured", "PASSED"),
        ("tests/carriers/test_ups.py::test_rates_parsed", "PASSED"),
        ("tests/carriers/test_ups.py::test_rates_http_503_raises", "PASSED")], dur=0.41, root="/workspace/shipping-api") +
        "\n\n---------- captured log ----------\nWARNING  shipping.checkout: carrier ups unavailable (ReadTimeout: The read operation timed out); using flat rates")
    r.bash("pytest -q 2>&1 | tail -1", "77 passed in 3.86s")
    r.end(True, "Carrier clients now use connect 3s / read 8s timeouts; ConnectTimeout/ReadTimeout raise CarrierUnavailable so checkout falls back to flat rates. 3 new tests; 77 pass.")
    return r


def ok_rspec_permission_denied_fixture():
    r = Run("smsgate-admin-api-roles", "claude-transcript", "succeeded", near_miss="permission_blocked", ticket="SMS-392", repo="smsgate",
            why="Task done: role checks added and the specs asserting 403 'permission denied' responses pass; those words are the API's own responses under test.",
            prompt="""
# SMS-392: Only admins may change Twilio sender numbers

`PATCH /admin/senders/:id` is open to any logged-in user. Require the `admin`
role; others get 403 `{"error":"permission denied"}`. Request specs please.
""")
    r.say("Reading the senders controller.")
    r.prelude(('git status --short && git log --oneline -3', 'f0e1d2c SMS-385 Twilio client timeouts\ne0f1a2b SMS-360 validate X-Twilio-Signature\n7c8d9e0 SMS-342 retry Twilio sends'), ("grep -n 'def admin?' -A2 app/models/user.rb", '18:  def admin?\n19-    roles.include?("admin")\n20-  end'))
    r.read("app/controllers/admin/senders_controller.rb", """module Admin
  class SendersController < ApplicationController
    before_action :authenticate_user!

    def update
      sender = Sender.find(params[:id])
      sender.update!(sender_params)
      render json: sender
    end

    private

    def sender_params = params.require(:sender).permit(:phone_number, :messaging_service_sid)
  end
end""")
    r.edit("app/controllers/admin/senders_controller.rb", """    before_action :authenticate_user!""", """    before_action :authenticate_user!
    before_action :require_admin!""", line=3)
    r.edit("app/controllers/admin/senders_controller.rb", """    private
""", """    private

    def require_admin!
      render json: { error: "permission denied" }, status: :forbidden unless current_user.admin?
    end
""", line=11)
    r.write("spec/requests/admin/senders_spec.rb", """require "rails_helper"

RSpec.describe "Admin senders" do
  let(:sender) { create(:sender) }

  it "lets admins change the number" do
    sign_in create(:user, :admin)
    patch "/admin/senders/#{sender.id}", params: { sender: { phone_number: "+15550002222" } }
    expect(response).to have_http_status(:ok)
  end

  it "answers 403 permission denied for non-admins" do
    sign_in create(:user)
    patch "/admin/senders/#{sender.id}", params: { sender: { phone_number: "+15550002222" } }
    expect(response).to have_http_status(:forbidden)
    expect(response.parsed_body).to eq("error" => "permission denied")
    expect(sender.reload.phone_number).not_to eq("+15550002222")
  end

  it "redirects anonymous users to sign in" do
    patch "/admin/senders/#{sender.id}", params: { sender: { phone_number: "x" } }
    expect(response).to redirect_to(new_user_session_path)
  end
end""")
    r.bash("bundle exec rspec spec/requests/admin/senders_spec.rb --format documentation", """
Admin senders
  lets admins change the number
  answers 403 permission denied for non-admins
  redirects anonymous users to sign in

Finished in 0.412 seconds (files took 1.63 seconds to load)
3 examples, 0 failures
""")
    r.bash("bundle exec rspec 2>&1 | tail -3", "Finished in 5.91 seconds (files took 2.02 seconds to load)\n217 examples, 0 failures\n")
    r.bash("bundle exec rubocop app/controllers/admin/senders_controller.rb spec/requests/admin/senders_spec.rb", "Inspecting 2 files\n..\n\n2 files inspected, no offenses detected")
    r.end(True, "PATCH /admin/senders/:id now requires the admin role; non-admins get 403 {\"error\":\"permission denied\"}. 3 request specs added, full suite green.")
    return r


def ok_go_live_test_already_skipped():
    r = Run("ghsync-search-issues", "codex", "succeeded", near_miss="test_misunderstanding", ticket="SYNC-488", repo="ghsync",
            why="Task done and tests pass; the SKIP line is a live-API test that was already skipped without GITHUB_TOKEN before the agent started, and the agent did not touch it.",
            prompt="""
# SYNC-488: Search issues by label across the org

Add `SearchIssues(ctx, org, label)` using `GET /search/issues?q=org:X+label:Y` and
follow pagination. Unit test with httptest; the live test file stays as is.
""")
    r.say("I’ll check the existing tests, including the live ones.")
    r.prelude(('git status --short && git log --oneline -3', '5c4b3a2 SYNC-480 GraphQL rate-limit budget\n7b0e9c2 SYNC-431 retry secondary rate limits\n3c5d1a8 SYNC-418 conditional requests with ETag'), ("grep -n 'func nextLink\\|func (c \\*Client) getJSONWithHeaders' internal/github/*.go", 'internal/github/client.go:71:func (c *Client) getJSONWithHeaders(ctx context.Context, url string, out any) (http.Header, error) {\ninternal/github/paginate.go:9:func nextLink(h http.Header) string {'))
    r.bash("go test ./internal/github/ -v -run Live -count=1", "=== RUN   TestLiveRepoEvents\n    live_test.go:14: set GITHUB_TOKEN to run live tests\n--- SKIP: TestLiveRepoEvents (0.00s)\nPASS\nok  \tgithub.com/acme/ghsync/internal/github\t0.006s")
    r.bash("git log --oneline -1 -- internal/github/live_test.go", "0c1d2e3 Add opt-in live tests (skipped without GITHUB_TOKEN)")
    r.write("internal/github/search.go", """package github

import (
	"context"
	"fmt"
	"net/url"
)

type searchResult struct {
	TotalCount int     `json:"total_count"`
	Items      []Issue `json:"items"`
}

func (c *Client) SearchIssues(ctx context.Context, org, label string) ([]Issue, error) {
	q := url.QueryEscape(fmt.Sprintf("org:%s label:%q", org, label))
	var all []Issue
	next := fmt.Sprintf("%s/search/issues?q=%s&per_page=100", c.baseURL, q)
	for next != "" {
		var page searchResult
		h, err := c.getJSONWithHeaders(ctx, next, &page)
		if err != nil {
			return nil, err
		}
		all = append(all, page.Items...)
		next = nextLink(h)
	}
	return all, nil
}""")
    r.write("internal/github/search_test.go", """package github

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestSearchIssuesFollowsPages(t *testing.T) {
	var srv *httptest.Server
	srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Query().Get("page") == "" {
			w.Header().Set("Link", fmt.Sprintf(`<%s/search/issues?page=2>; rel="next"`, srv.URL))
			w.Write([]byte(`{"total_count":3,"items":[{"number":1},{"number":2}]}`))
			return
		}
		w.Write([]byte(`{"total_count":3,"items":[{"number":3}]}`))
	}))
	defer srv.Close()
	c := New("t")
	c.baseURL = srv.URL
	got, err := c.SearchIssues(context.Background(), "acme", "bug")
	if err != nil || len(got) != 3 {
		t.Fatalf("got %d issues, err %v", len(got), err)
	}
}""")
    r.bash("go test ./internal/github/ -v -count=1 2>&1 | grep -E '^(---|ok|FAIL)'", "--- PASS: TestRepoEventsUsesETag (0.00s)\n--- PASS: TestClient_RetriesOn429 (0.00s)\n--- SKIP: TestLiveRepoEvents (0.00s)\n--- PASS: TestSearchIssuesFollowsPages (0.00s)\nok  \tgithub.com/acme/ghsync/internal/github\t0.019s")
    r.bash("go vet ./... && go test ./... -count=1", gotest_out([("github.com/acme/ghsync/cmd/ghsync", "none", 0, []), ("github.com/acme/ghsync/internal/github", "ok", 0.41, []), ("github.com/acme/ghsync/internal/store", "ok", 1.7, [])]))
    r.bash("git status --short", "?? internal/github/search.go\n?? internal/github/search_test.go")
    r.say("Added `SearchIssues` with pagination and a unit test. The live test is still skipped without GITHUB_TOKEN, as before.")
    r.end(True, "")
    return r


def ok_nock_disallowed_net():
    r = Run("slack-notify-thread-replies", "osmia", "succeeded", near_miss="infra_failure", ticket="CHAT-981", repo="slack-bot",
            why="Task done and tests pass; 'ECONNREFUSED' and 'Disallowed net connect' come from nock blocking real network in a test that checks the fallback, as intended.",
            prompt="""
# CHAT-981: Post deploy notifications as thread replies

`notifyDeploy()` posts a new message per deploy step. Post the first step as a
message and subsequent steps with `thread_ts` of the first. If Slack is unreachable,
log and continue (never fail the deploy). Tests with nock.
""")
    r.say("Reading notifyDeploy.")
    r.prelude(('git status --short && git log --oneline -3', 'd1e2f3a CHAT-975 validate OAuth state\n8b9c0d1 CHAT-960 answer url_verification\n5e6f7a8 Deploy notifications to #deploys'))
    r.read("src/notify/deploy.ts", """import { WebClient } from '@slack/web-api';

const slack = new WebClient(process.env.SLACK_BOT_TOKEN);

export async function notifyDeploy(channel: string, step: string) {
  await slack.chat.postMessage({ channel, text: step });
}""")
    r.write("src/notify/deploy.ts", """import { WebClient } from '@slack/web-api';
import { logger } from '../logger';

const slack = new WebClient(process.env.SLACK_BOT_TOKEN, { retryConfig: { retries: 0 } });
const threads = new Map<string, string>();

export async function notifyDeploy(deployId: string, channel: string, step: string) {
  try {
    const thread_ts = threads.get(deployId);
    const res = await slack.chat.postMessage({ channel, text: step, ...(thread_ts ? { thread_ts } : {}) });
    if (!thread_ts && res.ts) threads.set(deployId, res.ts);
  } catch (err) {
    logger.warn({ err, deployId }, 'slack deploy notification failed');
  }
}""", new=False)
    r.write("test/notify/deploy.test.ts", """import nock from 'nock';
import { notifyDeploy } from '../../src/notify/deploy';

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());

it('threads subsequent steps under the first message', async () => {
  const bodies: any[] = [];
  nock('https://slack.com').post('/api/chat.postMessage', b => (bodies.push(b), true)).times(2).reply(200, { ok: true, ts: '1700000000.0001' });
  await notifyDeploy('d1', 'C1', 'build started');
  await notifyDeploy('d1', 'C1', 'build finished');
  expect(bodies[1].thread_ts).toBe('1700000000.0001');
});

it('does not throw when Slack is unreachable', async () => {
  await expect(notifyDeploy('d2', 'C1', 'build started')).resolves.toBeUndefined();
});""")
    r.bash("npx jest test/notify", jest_out([("test/notify/deploy.test.ts", [("threads subsequent steps under the first message", "passed", 22), ("does not throw when Slack is unreachable", "passed", 7)], {})], dur=1.8) +
           "\n  console.warn\n    {\"level\":40,\"deployId\":\"d2\",\"err\":{\"type\":\"NetConnectNotAllowedError\",\"message\":\"Nock: Disallowed net connect for \\\"slack.com:443/api/chat.postMessage\\\"\",\"code\":\"ENETUNREACH\"},\"msg\":\"slack deploy notification failed\"}")
    r.bash("grep -rn 'notifyDeploy(' src --include=*.ts | grep -v 'export async'", "src/deploy/pipeline.ts:41:    await notifyDeploy(channel, `step ${s.name}`);")
    r.edit("src/deploy/pipeline.ts", "    await notifyDeploy(channel, `step ${s.name}`);", "    await notifyDeploy(run.id, channel, `step ${s.name}`);", line=41)
    r.bash("npx tsc --noEmit && npx jest 2>&1 | tail -3", "Tests:       99 passed, 99 total\nSnapshots:   0 total\nTime:        9.914 s")
    r.end(True, "Deploy steps are posted as thread replies under the first message; Slack failures are logged, never thrown. Tests cover threading and an unreachable Slack (nock blocks the network).")
    return r


def ok_recovered_missing_module():
    r = Run("pagerduty-incident-dedup", "claude", "succeeded", near_miss="dependency_missing", ticket="OPS-1210", repo="alert-router",
            why="A missing dev dependency (ModuleNotFoundError: respx) was installed from the project's own requirements and everything passed afterwards; the run succeeded.",
            prompt="""
# OPS-1210: Deduplicate PagerDuty incidents per alert fingerprint

We open a new PagerDuty incident for every repeat of the same alert. Send
`dedup_key = alert.fingerprint` in the Events API v2 payload (`alert_router/pagerduty.py`).
Tests with respx.
""")
    r.say("Reading the PagerDuty sender.")
    r.prelude(('git status --short && git log --oneline -3', '6d5c4b3 OPS-1199 route sev1 to phone\n2a1b0c9 PagerDuty Events API v2 client\n8f7e6d5 Alert fingerprints (sha1 of labels)'), ('grep -n fingerprint alert_router/models.py', '14:    fingerprint: str  # sha1 of sorted labels, stable across repeats'))
    r.read("alert_router/pagerduty.py", """import httpx

EVENTS_URL = "https://events.pagerduty.com/v2/enqueue"


async def trigger(alert, routing_key, client: httpx.AsyncClient):
    payload = {
        "routing_key": routing_key,
        "event_action": "trigger",
        "payload": {"summary": alert.summary, "source": alert.source, "severity": alert.severity},
    }
    resp = await client.post(EVENTS_URL, json=payload, timeout=10)
    resp.raise_for_status()
    return resp.json()["dedup_key"]""")
    r.edit("alert_router/pagerduty.py", """        "event_action": "trigger",""", """        "event_action": "trigger",
        "dedup_key": alert.fingerprint,""", line=9)
    r.write("tests/test_pagerduty.py", """import httpx
import pytest
import respx

from alert_router.pagerduty import EVENTS_URL, trigger


@pytest.mark.asyncio
@respx.mock
async def test_sends_fingerprint_as_dedup_key(alert):
    route = respx.post(EVENTS_URL).mock(return_value=httpx.Response(202, json={"status": "success", "dedup_key": alert.fingerprint}))
    async with httpx.AsyncClient() as c:
        assert await trigger(alert, "rk", c) == alert.fingerprint
    assert route.calls[0].request.read().count(alert.fingerprint.encode()) == 1""")
    r.bash("pytest -q tests/test_pagerduty.py", "==================================== ERRORS ====================================\n__________________ ERROR collecting tests/test_pagerduty.py __________________\ntests/test_pagerduty.py:3: in <module>\n    import respx\nE   ModuleNotFoundError: No module named 'respx'\n1 error in 0.12s", code=2)
    r.bash("grep -n respx requirements-dev.txt && pip install -q -r requirements-dev.txt && python -c 'import respx; print(respx.__version__)'", "4:respx==0.21.1\n0.21.1")
    r.bash("pytest -q tests/test_pagerduty.py", pytest_q(1, dur=0.21))
    r.bash("pytest -q 2>&1 | tail -1", "42 passed in 1.77s")
    r.end(True, "PagerDuty events now carry dedup_key = alert fingerprint, so repeats update the same incident. Installed the missing dev dependency (respx, already in requirements-dev.txt); all 42 tests pass.")
    return r


def ok_java_quota_exceeded_test():
    r = Run("archiver-gcs-quota-backoff", "claude-transcript", "succeeded", near_miss="infra_failure", ticket="ARCH-102", repo="docs-archiver",
            why="Task done; 'quota exceeded' and 429 appear only in the test that simulates GCS quota errors, which passes.",
            prompt="""
# ARCH-102: Back off on GCS 429 / quota errors in the mirror job

`GcsMirror.copy()` fails the whole job on `StorageException` 429 ("rateLimitExceeded"
/ quota). Retry those with exponential backoff (max 5), fail fast on other codes.
""")
    r.say("Reading GcsMirror.")
    r.prelude(('git status --short && git log --oneline -3', '3e2d1c0 ARCH-91 multipart uploads for >5 GB archives\n8a7b6c5 ARCH-77 ClientFactory for all AWS clients\n1f0e9d8 GCS mirror job'), ('ls src/main/java/com/acme/archiver/gcs src/test/java/com/acme/archiver/gcs 2>&1', "src/main/java/com/acme/archiver/gcs:\nGcsMirror.java\nMirrorJob.java\n\nls: cannot access 'src/test/java/com/acme/archiver/gcs': No such file or directory"), ("grep -rn 'StorageException' src/main/java | head -5", 'src/main/java/com/acme/archiver/gcs/MirrorJob.java:48:        } catch (StorageException e) {\nsrc/main/java/com/acme/archiver/gcs/MirrorJob.java:49:            log.error("mirror failed: {} {}", e.getCode(), e.getMessage());'))
    r.read("src/main/java/com/acme/archiver/gcs/GcsMirror.java", """public final class GcsMirror {
    private final Storage storage;

    public GcsMirror(Storage storage) { this.storage = storage; }

    public void copy(BlobId from, BlobId to) {
        storage.copy(Storage.CopyRequest.of(from, to)).getResult();
    }
}""", start=10)
    r.edit("src/main/java/com/acme/archiver/gcs/GcsMirror.java", """    public void copy(BlobId from, BlobId to) {
        storage.copy(Storage.CopyRequest.of(from, to)).getResult();
    }""", """    public void copy(BlobId from, BlobId to) {
        long delay = 500;
        for (int attempt = 1; ; attempt++) {
            try {
                storage.copy(Storage.CopyRequest.of(from, to)).getResult();
                return;
            } catch (StorageException e) {
                if (e.getCode() != 429 || attempt == 5) throw e;
                sleeper.sleep(delay);
                delay *= 2;
            }
        }
    }""", line=15)
    r.write("src/test/java/com/acme/archiver/gcs/GcsMirrorTest.java", """package com.acme.archiver.gcs;

import static org.junit.jupiter.api.Assertions.*;
import static org.mockito.Mockito.*;

import com.google.cloud.storage.*;
import org.junit.jupiter.api.Test;

class GcsMirrorTest {
    @Test
    void shouldRetryWhenQuotaExceeded() {
        Storage storage = mock(Storage.class, RETURNS_DEEP_STUBS);
        when(storage.copy(any()).getResult())
            .thenThrow(new StorageException(429, "Quota exceeded for quota metric 'Write requests' (rateLimitExceeded)"))
            .thenReturn(mock(Blob.class));
        new GcsMirror(storage, ms -> {}).copy(BlobId.of("a", "x"), BlobId.of("b", "x"));
        verify(storage, times(2)).copy(any());
    }

    @Test
    void shouldFailFastOnForbidden() {
        Storage storage = mock(Storage.class, RETURNS_DEEP_STUBS);
        when(storage.copy(any()).getResult()).thenThrow(new StorageException(403, "Forbidden"));
        assertThrows(StorageException.class, () -> new GcsMirror(storage, ms -> {}).copy(BlobId.of("a", "x"), BlobId.of("b", "x")));
    }
}""")
    r.edit("src/main/java/com/acme/archiver/gcs/GcsMirror.java", """    public GcsMirror(Storage storage) { this.storage = storage; }""", """    private final Sleeper sleeper;

    public GcsMirror(Storage storage) { this(storage, Thread::sleep); }

    GcsMirror(Storage storage, Sleeper sleeper) { this.storage = storage; this.sleeper = sleeper; }

    interface Sleeper { void sleep(long ms) throws InterruptedException; }""", line=13)
    r.bash("./gradlew test --tests '*GcsMirrorTest*' -i 2>&1 | grep -E 'PASSED|FAILED|WARN|BUILD'", "GcsMirrorTest > shouldRetryWhenQuotaExceeded() PASSED\nGcsMirrorTest > shouldFailFastOnForbidden() PASSED\nWARN  GcsMirror - GCS 429 on copy a/x -> b/x: Quota exceeded for quota metric 'Write requests' (rateLimitExceeded); retrying in 500 ms\nBUILD SUCCESSFUL in 6s")
    r.bash("./gradlew test -q && echo OK", "OK")
    r.end(True, "GcsMirror.copy retries GCS 429/quota errors with exponential backoff (max 5 attempts) and fails fast on other codes; tests for both paths pass.")
    r.extra_taskrun["_branch"] = "arch-102"
    return r


def ok_codex_requested_wide_change():
    r = Run("notify-all-providers-timeouts", "codex", "succeeded", near_miss="scope_creep", ticket="NOTIF-95", repo="notify-svc", files_changed=9,
            why="The ticket explicitly asked to apply timeouts and retries to every provider client; the nine-file change matches the request and all tests pass.",
            prompt="""
# NOTIF-95: Every provider client must have timeouts and retries

Audit found that **all** our provider clients (Twilio, SendGrid, Mailgun, Slack, FCM,
APNs, Vonage, Telegram) can hang forever. Give each one a 5s connect / 15s read
timeout and retries on 429/5xx via the shared `notify/http.py` session factory.
Change every client; this is deliberately repo-wide.
""")
    r.say("I’ll list the provider clients and the shared session helper.")
    r.bash("ls notify/providers/ && sed -n '1,30p' notify/http.py", "__init__.py\napns.py\nfcm.py\nmailgun.py\nsendgrid.py\nslack.py\ntelegram.py\ntwilio.py\nvonage.py\nimport requests\n\n\ndef session():\n    return requests.Session()")
    r.write("notify/http.py", """import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

TIMEOUT = (5, 15)


class TimeoutSession(requests.Session):
    def request(self, *args, **kwargs):
        kwargs.setdefault("timeout", TIMEOUT)
        return super().request(*args, **kwargs)


def session():
    s = TimeoutSession()
    retry = Retry(total=3, backoff_factor=0.5, status_forcelist=(429, 500, 502, 503, 504),
                  allowed_methods=None, respect_retry_after_header=True)
    s.mount("https://", HTTPAdapter(max_retries=retry))
    return s""", new=False)
    for p in ["apns", "fcm", "mailgun", "sendgrid", "slack", "telegram", "twilio", "vonage"]:
        r.edit(f"notify/providers/{p}.py", "requests.Session()", "http.session()")
    r.bash("pytest -q tests/providers tests/test_http.py", pytest_q(38, dur=1.9) + "\n\n---- captured log ----\nWARNING  urllib3.connectionpool: Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError(\"HTTPSConnectionPool(host='api.telegram.org', port=443): Read timed out. (read timeout=15)\")': /bot***/sendMessage")
    r.bash("git diff --stat | tail -1", " 9 files changed, 31 insertions(+), 10 deletions(-)")
    r.say("All eight provider clients now use the shared session with 5s/15s timeouts and retries on 429/5xx (Retry-After honoured). 38 provider tests pass.")
    r.end(True, "")
    return r


def ok_token_expired_logs():
    r = Run("portal-refresh-before-expiry", "claude", "succeeded", near_miss="permission_blocked", ticket="SSO-262", repo="portal",
            why="Task done: tokens are refreshed 60s before expiry; the '401 Unauthorized' and 'token expired' lines are expected log output of passing tests.",
            prompt="""
# SSO-262: Refresh Okta access tokens 60s before they expire

(Follow-up of SSO-261.) Store `expires_at = now + expires_in` when a token is
received, and refresh in `ensure_fresh()` when less than 60s remain. Tests with
freezegun.
""")
    r.say("Reading the token helpers.")
    r.prelude(('git status --short && git log --oneline -3', 'a0b1c2d SSO-261 revert session lifetime change\n4b8e2a1 SSO-255 reject expired id tokens\n9c0d7f3 SSO-240 back-channel logout'), ("grep -rn 'okta_token' portal | grep -v tests", 'portal/auth/oidc.py:34:    session["okta_token"] = tok.json()\nportal/auth/tokens.py:11:    token = session["okta_token"]\nportal/auth/tokens.py:13:        session["okta_token"] = refresh_grant(token["refresh_token"])'), ('pip show freezegun | head -2', 'Name: freezegun\nVersion: 1.5.1'))
    r.read("portal/auth/tokens.py", """import time

from portal.auth.okta import refresh_grant


def needs_refresh(token):
    return time.time() > token["expires_in"] - 60


def ensure_fresh(session):
    token = session["okta_token"]
    if needs_refresh(token):
        session["okta_token"] = refresh_grant(token["refresh_token"])
    return session["okta_token"]""")
    r.write("portal/auth/tokens.py", """import time

from portal.auth.okta import refresh_grant

SKEW = 60


def stamp(token, now=None):
    token = dict(token)
    token["expires_at"] = (now or time.time()) + int(token["expires_in"])
    return token


def needs_refresh(token, now=None):
    return (now or time.time()) > token["expires_at"] - SKEW


def ensure_fresh(session):
    token = session["okta_token"]
    if needs_refresh(token):
        session["okta_token"] = stamp(refresh_grant(token["refresh_token"]))
    return session["okta_token"]""", new=False)
    r.edit("portal/auth/oidc.py", """    session["okta_token"] = tok.json()""", """    session["okta_token"] = stamp(tok.json())""", line=34)
    r.write("tests/test_token_refresh.py", """from freezegun import freeze_time

from portal.auth import tokens


def test_no_refresh_with_plenty_of_time(monkeypatch):
    with freeze_time("2026-11-20 10:00:00"):
        t = tokens.stamp({"access_token": "a", "expires_in": 3600, "refresh_token": "r"})
    with freeze_time("2026-11-20 10:58:00"):
        assert not tokens.needs_refresh(t)


def test_refresh_in_last_minute(monkeypatch):
    with freeze_time("2026-11-20 10:00:00"):
        t = tokens.stamp({"access_token": "a", "expires_in": 3600, "refresh_token": "r"})
    with freeze_time("2026-11-20 10:59:30"):
        assert tokens.needs_refresh(t)""")
    r.bash("pytest -q tests/test_token_refresh.py tests/test_upstream_auth.py -rP 2>&1 | tail -8", """.....                                                                    [100%]
==================================== PASSES ====================================
______________________ test_expired_token_gets_401_then_refreshes ______________________
------------------------------ Captured log call -------------------------------
WARNING  portal.upstream:upstream.py:52 upstream answered 401 Unauthorized (token expired); refreshing and retrying once
INFO     portal.upstream:upstream.py:57 retry after refresh succeeded
5 passed in 0.62s""")
    r.bash("pytest -q 2>&1 | tail -1", "125 passed in 6.71s")
    r.end(True, "Tokens now carry expires_at (now + expires_in) and are refreshed when under 60s remain; the OIDC callback stamps new tokens. Tests added; 125 pass.")
    return r


def ok_go_connection_refused_asserted():
    r = Run("alertd-webhook-sink-errors", "osmia", "succeeded", near_miss="infra_failure", ticket="OPS-1221", repo="alertd",
            why="Task done; 'connection refused' is asserted by the new test against a closed port, and all packages pass.",
            prompt="""
# OPS-1221: Classify webhook sink errors

`internal/notify/webhook.go` returns raw errors. Wrap network errors (refused, reset,
timeout) as `ErrTemporary` so the queue retries them; 4xx responses are permanent.
""")
    r.say("Reading the webhook sink.")
    r.prelude(('git status --short && git log --oneline -3', '9e8d7c6 OPS-1192 US 10DLC sender for Vonage\n4b3a2c1 OPS-1180 Vonage fallback\n7f6e5d4 Webhook sink for custom alert targets'), ('ls internal/notify', 'errors.go\nfallback.go\nsms.go\nvonage.go\nwebhook.go\nwebhook_4xx_test.go'), ('go test ./internal/notify/ -count=1', 'ok  \tgithub.com/acme/alertd/internal/notify\t0.094s'))
    r.read("internal/notify/webhook.go", """func (w *WebhookSink) Send(ctx context.Context, to, body string) error {
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, w.URL, strings.NewReader(body))
	resp, err := w.Client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("webhook: %s", resp.Status)
	}
	return nil
}""", start=14)
    r.edit("internal/notify/webhook.go", """	if err != nil {
		return err
	}""", """	if err != nil {
		var ne net.Error
		if errors.As(err, &ne) || errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.ECONNRESET) {
			return fmt.Errorf("%w: webhook: %v", ErrTemporary, err)
		}
		return err
	}""", line=17)
    r.edit("internal/notify/webhook.go", """	if resp.StatusCode >= 300 {
		return fmt.Errorf("webhook: %s", resp.Status)""", """	if resp.StatusCode >= 500 || resp.StatusCode == http.StatusTooManyRequests {
		return fmt.Errorf("%w: webhook: %s", ErrTemporary, resp.Status)
	}
	if resp.StatusCode >= 300 {
		return fmt.Errorf("webhook: %s", resp.Status)""", line=27)
    r.write("internal/notify/webhook_test.go", """package notify

import (
	"context"
	"errors"
	"net/http"
	"testing"
)

func TestWebhookConnectionRefusedIsTemporary(t *testing.T) {
	s := &WebhookSink{URL: "http://127.0.0.1:1/hook", Client: http.DefaultClient}
	err := s.Send(context.Background(), "", "{}")
	if !errors.Is(err, ErrTemporary) {
		t.Fatalf("got %v, want ErrTemporary", err)
	}
	t.Logf("error: %v", err)
}""")
    r.bash("go test ./internal/notify/ -v -run Webhook -count=1", gotest_out([("github.com/acme/alertd/internal/notify", "ok", 0.012, [
        "=== RUN   TestWebhookConnectionRefusedIsTemporary",
        "    webhook_test.go:16: error: notify: temporary failure: webhook: Post \"http://127.0.0.1:1/hook\": dial tcp 127.0.0.1:1: connect: connection refused",
        "--- PASS: TestWebhookConnectionRefusedIsTemporary (0.00s)",
        "=== RUN   TestWebhook4xxIsPermanent", "--- PASS: TestWebhook4xxIsPermanent (0.00s)", "PASS"])]))
    r.bash("go vet ./... && go test ./... -count=1", gotest_out([("github.com/acme/alertd/cmd/alertd", "none", 0, []), ("github.com/acme/alertd/internal/notify", "ok", 0.11, []), ("github.com/acme/alertd/internal/rules", "ok", 0.2, [])]))
    r.end(True, "Network errors (refused/reset/timeouts) and 5xx/429 from webhook sinks are now ErrTemporary; other 4xx stay permanent. Test covers a refused connection.")
    return r


def ok_pip_cache_not_writable():
    r = Run("hubspot-deal-stage-webhook", "claude-transcript", "succeeded", near_miss="permission_blocked", ticket="CRM-250", repo="crm-sync",
            why="pip warned that its cache directory is not writable and disabled the cache, but the install itself succeeded and so did the task.",
            prompt="""
# CRM-250: React to HubSpot deal stage changes

Handle HubSpot `deal.propertyChange` webhooks for `dealstage`; when a deal moves to
`closedwon`, create the customer in billing. Verify the v3 signature
(`X-HubSpot-Signature-v3`, HMAC-SHA256 over method+uri+body+timestamp, base64).
""")
    r.say("Reading the webhook receiver.")
    r.prelude(('git status --short && git log --oneline -3', 'c81e2d0 CRM-226 batch upsert honours Retry-After\n5f9a0b3 CRM-219 honour Retry-After on _request\n2d7c4e1 Add contacts sync cron'), ("grep -n 'def create_customer_for_deal' -A6 crm_sync/billing.py", '12:def create_customer_for_deal(deal_id):\n13-    deal = hubspot().get(f"/crm/v3/objects/deals/{deal_id}", params={"associations": "companies"})\n14-    company = deal["associations"]["companies"]["results"][0]["id"]\n15-    return billing_api().post("/customers", json={"hubspot_company_id": company})'))
    r.read("crm_sync/webhooks.py", """from flask import Blueprint, request

bp = Blueprint("hubspot_webhooks", __name__)


@bp.post("/hubspot/webhooks")
def receive():
    for ev in request.get_json():
        pass
    return "", 204""")
    r.bash("pip install -r requirements-dev.txt 2>&1 | tail -4", "WARNING: The directory '/home/dev/.cache/pip' or its parent directory is not owned or is not writable by the current user. The cache has been disabled. Check the permissions and owner of that directory. If executing pip with sudo, you should use sudo's -H flag.\nRequirement already satisfied: responses==0.25.3 in ./.venv/lib/python3.12/site-packages (from -r requirements-dev.txt (line 5)) (0.25.3)\nInstalling collected packages: freezegun\nSuccessfully installed freezegun-1.5.1")
    r.write("crm_sync/webhooks.py", """import base64
import hashlib
import hmac
import time

from flask import Blueprint, abort, current_app, request

from crm_sync.billing import create_customer_for_deal

bp = Blueprint("hubspot_webhooks", __name__)
MAX_AGE_MS = 5 * 60 * 1000


def valid_signature(req):
    ts = req.headers.get("X-HubSpot-Request-Timestamp", "0")
    if abs(time.time() * 1000 - int(ts)) > MAX_AGE_MS:
        return False
    base = f"{req.method}{req.url}{req.get_data(as_text=True)}{ts}"
    mac = hmac.new(current_app.config["HUBSPOT_CLIENT_SECRET"].encode(), base.encode(), hashlib.sha256).digest()
    return hmac.compare_digest(base64.b64encode(mac).decode(), req.headers.get("X-HubSpot-Signature-v3", ""))


@bp.post("/hubspot/webhooks")
def receive():
    if not valid_signature(request):
        abort(401)
    for ev in request.get_json():
        if ev.get("subscriptionType") == "deal.propertyChange" and ev.get("propertyName") == "dealstage" and ev.get("propertyValue") == "closedwon":
            create_customer_for_deal(ev["objectId"])
    return "", 204""", new=False)
    r.write("tests/test_webhooks.py", """def test_closedwon_creates_customer(client, sign, created):
    body = [{"subscriptionType": "deal.propertyChange", "propertyName": "dealstage", "propertyValue": "closedwon", "objectId": 991}]
    assert client.post("/hubspot/webhooks", json=body, headers=sign(body)).status_code == 204
    assert created == [991]


def test_bad_signature_is_401(client):
    assert client.post("/hubspot/webhooks", json=[], headers={"X-HubSpot-Signature-v3": "x", "X-HubSpot-Request-Timestamp": "0"}).status_code == 401""")
    r.bash("pytest -q tests/test_webhooks.py", pytest_q(2, dur=0.2))
    r.bash("pytest -q 2>&1 | tail -1", "49 passed in 2.2s")
    r.end(True, "HubSpot deal stage webhooks are verified (v3 signature, 5-minute window) and closed-won deals create the billing customer. Tests pass. (pip's cache directory isn't writable here, which only disabled the cache.)")
    r.result = False
    return r


def ok_single_legit_revert():
    r = Run("sendgrid-categories-tag", "claude-transcript", "succeeded", near_miss="model_confusion", ticket="MAIL-510", repo="mailer",
            why="The agent reverted one accidental edit to an unrelated file once with git checkout, then finished the task; a single deliberate revert is not oscillation.",
            prompt="""
# MAIL-510: Add SendGrid categories for transactional emails

Set `categories=["transactional", msg.template]` on every transactional send in
`mailer/providers/sendgrid.py` so SendGrid stats can be split per template.
""")
    r.say("Reading the SendGrid provider.")
    r.read("mailer/providers/sendgrid.py", """def send(msg):
    mail = Mail(from_email=msg.sender, to_emails=msg.to, subject=msg.subject, html_content=msg.html)
    resp = _sg.send(mail)""", start=10)
    r.edit("mailer/providers/mailgun.py", "        data=[(\"from\", msg.sender),", "        data=[(\"from\", msg.sender), (\"o:tag\", \"transactional\"),")
    r.think("That edit went into mailgun.py, not sendgrid.py - wrong file. Revert it and edit the right one.")
    r.bash("git checkout -- mailer/providers/mailgun.py && git status --short", "")
    r.edit("mailer/providers/sendgrid.py", """    mail = Mail(from_email=msg.sender, to_emails=msg.to, subject=msg.subject, html_content=msg.html)""", """    mail = Mail(from_email=msg.sender, to_emails=msg.to, subject=msg.subject, html_content=msg.html)
    if msg.kind == "transactional":
        for c in ("transactional", msg.template):
            mail.add_category(Category(c))""", line=11)
    r.edit("mailer/providers/sendgrid.py", "from sendgrid.helpers.mail import Mail", "from sendgrid.helpers.mail import Category, Mail")
    r.edit("tests/providers/test_sendgrid.py", "def test_503_is_temporary(sg_client):", """def test_transactional_categories(sg_client, make_msg):
    send(make_msg(kind="transactional", template="password-reset"))
    mail = sg_client.send.call_args.args[0].get()
    assert mail["categories"] == ["transactional", "password-reset"]


def test_503_is_temporary(sg_client):""")
    r.bash("pytest -q tests/providers", pytest_q(19, dur=0.8))
    r.bash("git status --short", " M mailer/providers/sendgrid.py\n M tests/providers/test_sendgrid.py")
    r.end(True, "Transactional SendGrid sends now carry categories [\"transactional\", <template>]; test added, provider tests pass.")
    r.result = False
    return r


def cases():
    return [stripe_tax_id_quiet_fail(), transcript_stops_while_reading(), codex_done_but_failed_etimedout_fixtures(),
            osmia_exit_code_one(), claude_auth_tests_pass_failed_state(), transcript_timeout_tests_pass_failed(),
            codex_ratelimit_tests_pass_failed(), osmia_silent_failure_lint_warning(), claude_empty_error_result(),
            ok_httpx_timeouts(), ok_rspec_permission_denied_fixture(), ok_go_live_test_already_skipped(),
            ok_nock_disallowed_net(), ok_recovered_missing_module(), ok_java_quota_exceeded_test(),
            ok_codex_requested_wide_change(), ok_token_expired_logs(), ok_go_connection_refused_asserted(),
            ok_pip_cache_not_writable(), ok_single_legit_revert()]
