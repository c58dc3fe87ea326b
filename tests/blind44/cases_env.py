"""Environment failures of the platform (label infra_failure)."""
from gen_lib import Run
from snips import pytest_out, pytest_q, jest_out, gotest_out, git_status, mvn_test_out

PIP_RETRY = ("WARNING: Retrying (Retry(total={n}, connect=None, read=None, redirect=None, status=None)) "
             "after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection "
             "object at 0x7f{addr}>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/{pkg}/")


def stripe_pip_unreachable():
    r = Run("stripe-refund-events", "claude", "infra_failure", near_miss="dependency_missing",
            ticket="PAY-2291", repo="payments-api",
            why="pip could not reach the package index (Errno 101 Network is unreachable), so the pinned stripe upgrade never installed; the platform had no network, nothing was missing from PyPI.",
            prompt="""
# PAY-2291: Handle `charge.refund.updated` webhook events

Stripe started sending `charge.refund.updated` for partial refunds. Our handler in
`app/webhooks/stripe_events.py` ignores it, so refunds stuck in `pending` never settle.

- Add a handler for `charge.refund.updated` that updates the `Refund` row status.
- The event payload types come from `stripe>=10.12` (`stripe.Refund` has `destination_details`); bump the pin in `requirements.txt`.
- Tests: `tests/webhooks/test_stripe_events.py`.

Acceptance: `pytest tests/webhooks -q` passes.
""")
    r.say("I'll start by looking at the current webhook dispatcher and its tests.")
    r.bash("git status && git log --oneline -3", git_status("agent/pay-2291") + "\n9f1c2ab Merge PR #812 dispute webhooks\n31d0e4c Bump fastapi to 0.115\n77ab019 Verify Stripe-Signature with tolerance 300s", desc="Check repo state")
    r.read("app/webhooks/stripe_events.py", """import logging

import stripe
from fastapi import APIRouter, Header, HTTPException, Request

from app.config import settings
from app.models import Refund, session_scope

log = logging.getLogger(__name__)
router = APIRouter()

HANDLERS = {}


def on(event_type):
    def deco(fn):
        HANDLERS[event_type] = fn
        return fn
    return deco


@router.post("/webhooks/stripe")
async def stripe_webhook(request: Request, stripe_signature: str = Header(None)):
    payload = await request.body()
    try:
        event = stripe.Webhook.construct_event(payload, stripe_signature, settings.stripe_webhook_secret)
    except stripe.error.SignatureVerificationError:
        log.warning("stripe webhook: bad signature")
        raise HTTPException(status_code=400, detail="invalid signature")
    handler = HANDLERS.get(event["type"])
    if handler is None:
        log.info("stripe webhook: ignoring %s", event["type"])
        return {"received": True}
    handler(event["data"]["object"])
    return {"received": True}


@on("charge.refunded")
def charge_refunded(charge):
    with session_scope() as s:
        for r in s.query(Refund).filter_by(charge_id=charge["id"]):
            r.status = "succeeded"
""")
    r.read("requirements.txt", "fastapi==0.115.2\nuvicorn==0.30.6\nSQLAlchemy==2.0.35\nstripe==8.11.0\nhttpx==0.27.2\npytest==8.3.3\npytest-asyncio==0.24.0")
    r.bash("pytest tests/webhooks -q", pytest_q(9, dur=1.12), desc="Baseline webhook tests")
    r.say("Baseline is green. I'll bump the stripe pin first, since the ticket asks for `stripe>=10.12`.")
    r.edit("requirements.txt", "stripe==8.11.0", "stripe==10.12.0", line=4)
    out = "Collecting stripe==10.12.0 (from -r requirements.txt (line 4))\n" + "\n".join(
        PIP_RETRY.format(n=n, addr=a, pkg="stripe") for n, a in zip([4, 3, 2, 1, 0], ["3a1c2d5e50", "3a1c2d6110", "3a1c2d63d0", "3a1c2d6690", "3a1c2d6950"])) + \
        "\nERROR: Could not find a version that satisfies the requirement stripe==10.12.0 (from versions: none)\nERROR: No matching distribution found for stripe==10.12.0"
    r.bash("pip install -r requirements.txt", out, code=1, ev="out", desc="Install bumped requirements")
    r.think("Network is unreachable for every retry - that's not a missing version, pip never reached the index. Let me check whether any outbound connection works at all.")
    r.bash("curl -sS -m 10 -o /dev/null -w '%{http_code}\\n' https://pypi.org/simple/stripe/", "curl: (7) Failed to connect to pypi.org port 443 after 3 ms: Couldn't connect to server", code=7, ev="out", desc="Probe PyPI")
    r.bash("pip config list; env | grep -i -E 'proxy|index' || true", "global.timeout='15'", desc="Look for proxy or mirror config")
    r.say("There is no proxy or mirror configured and the sandbox cannot open outbound connections, so the new stripe version cannot be installed here. I'll write the handler against the 8.x objects (dict access works for both) so the code is ready once the dependency can be installed.")
    r.edit("app/webhooks/stripe_events.py", """@on("charge.refunded")""", """@on("charge.refund.updated")
def charge_refund_updated(refund):
    with session_scope() as s:
        row = s.query(Refund).filter_by(stripe_refund_id=refund["id"]).one_or_none()
        if row is None:
            log.info("stripe webhook: unknown refund %s", refund["id"])
            return
        row.status = refund["status"]


@on("charge.refunded")""", line=44)
    r.bash("pytest tests/webhooks -q", pytest_q(9, dur=1.09), desc="Run webhook tests")
    r.end(True, "I added the `charge.refund.updated` handler, but I could not install `stripe==10.12.0`: the sandbox has no outbound network (pip: `[Errno 101] Network is unreachable`, curl to pypi.org fails). The pin is bumped in requirements.txt; the install and the new-typed tests need to be run where the index is reachable.")
    r.state = "Failed"
    r.result = {"success": False, "summary": "dependency install failed: network unreachable", "exit_code": 1}
    return r


def github_compile_killed():
    r = Run("ghsync-etag-cache", "claude-transcript", "infra_failure", ticket="SYNC-418",
            repo="ghsync",
            why="The Go compiler was killed by the kernel (signal: killed) and the cgroup's memory.events shows oom_kill; the container ran out of memory and the session stopped.",
            prompt="""
# SYNC-418: Use conditional requests (ETag) for GitHub repo polling

`internal/github/client.go` polls `/repos/{owner}/{repo}/events` every 60s and burns our
5000 req/h budget. GitHub does not count `304 Not Modified` against the rate limit.

- Store the `ETag` of the last response per repo and send `If-None-Match`.
- On 304 return the cached events.
- Add a test with `httptest.Server` returning 304.
""", result={"success": False, "summary": "agent container exited with code 137", "exit_code": 137})
    r.say("Let me look at the GitHub client first.")
    r.glob("internal/github/*.go", ["internal/github/client.go", "internal/github/client_test.go", "internal/github/ratelimit.go", "internal/github/events.go"])
    r.read("internal/github/client.go", """package github

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

type Client struct {
	http    *http.Client
	baseURL string
	token   string
	limiter *RateLimiter
}

func New(token string) *Client {
	return &Client{
		http:    &http.Client{Timeout: 15 * time.Second},
		baseURL: "https://api.github.com",
		token:   token,
		limiter: NewRateLimiter(),
	}
}

func (c *Client) RepoEvents(ctx context.Context, owner, repo string) ([]Event, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet,
		fmt.Sprintf("%s/repos/%s/%s/events", c.baseURL, owner, repo), nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	req.Header.Set("Accept", "application/vnd.github+json")
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	c.limiter.Observe(resp.Header)
	if resp.StatusCode == http.StatusForbidden && resp.Header.Get("X-RateLimit-Remaining") == "0" {
		return nil, ErrRateLimited
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("github: %s", resp.Status)
	}
	var out []Event
	return out, json.NewDecoder(resp.Body).Decode(&out)
}""")
    r.read("internal/github/ratelimit.go", """package github

import (
	"errors"
	"net/http"
	"strconv"
	"sync"
	"time"
)

var ErrRateLimited = errors.New("github: rate limit exceeded")

type RateLimiter struct {
	mu        sync.Mutex
	remaining int
	reset     time.Time
}

func NewRateLimiter() *RateLimiter { return &RateLimiter{remaining: 5000} }

func (l *RateLimiter) Observe(h http.Header) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if v, err := strconv.Atoi(h.Get("X-RateLimit-Remaining")); err == nil {
		l.remaining = v
	}
	if v, err := strconv.ParseInt(h.Get("X-RateLimit-Reset"), 10, 64); err == nil {
		l.reset = time.Unix(v, 0)
	}
}""")
    r.bash("go test ./internal/github/...", gotest_out([("github.com/acme/ghsync/internal/github", "ok", 0.412, [])]), desc="Baseline tests")
    r.edit("internal/github/client.go", """	limiter *RateLimiter
}""", """	limiter *RateLimiter

	mu    sync.Mutex
	etags map[string]string
	cache map[string][]Event
}""", line=11)
    r.edit("internal/github/client.go", """	req.Header.Set("Accept", "application/vnd.github+json")
	resp, err := c.http.Do(req)""", """	req.Header.Set("Accept", "application/vnd.github+json")
	key := owner + "/" + repo
	c.mu.Lock()
	if tag, ok := c.etags[key]; ok {
		req.Header.Set("If-None-Match", tag)
	}
	c.mu.Unlock()
	resp, err := c.http.Do(req)""", line=34)
    r.edit("internal/github/client.go", """	if resp.StatusCode != http.StatusOK {""", """	if resp.StatusCode == http.StatusNotModified {
		c.mu.Lock()
		defer c.mu.Unlock()
		return c.cache[key], nil
	}
	if resp.StatusCode != http.StatusOK {""", line=48)
    r.write("internal/github/etag_test.go", """package github

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestRepoEventsUsesETag(t *testing.T) {
	calls := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls++
		if r.Header.Get("If-None-Match") == `"abc"` {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		w.Header().Set("ETag", `"abc"`)
		w.Write([]byte(`[{"id":"1","type":"PushEvent"}]`))
	}))
	defer srv.Close()
	c := New("t")
	c.baseURL = srv.URL
	first, err := c.RepoEvents(context.Background(), "acme", "web")
	if err != nil || len(first) != 1 {
		t.Fatalf("first call: %v %v", first, err)
	}
	second, err := c.RepoEvents(context.Background(), "acme", "web")
	if err != nil || len(second) != 1 {
		t.Fatalf("second call: %v %v", second, err)
	}
	if calls != 2 {
		t.Fatalf("calls = %d", calls)
	}
}""")
    r.bash("go vet ./internal/github/ && go test -race ./...",
           "# github.com/acme/ghsync/internal/github\n/usr/local/go/pkg/tool/linux_amd64/compile: signal: killed\nFAIL\tgithub.com/acme/ghsync/internal/github [build failed]\n# github.com/acme/ghsync/cmd/ghsync\n/usr/local/go/pkg/tool/linux_amd64/link: signal: killed\nFAIL\tgithub.com/acme/ghsync/cmd/ghsync [build failed]\nok  \tgithub.com/acme/ghsync/internal/store\t1.904s\nFAIL",
           code=1, ev="out", desc="Vet and run all tests with the race detector")
    r.think("`compile: signal: killed` and `link: signal: killed` - the compiler was killed from outside, not a compile error. Typical of the OOM killer with -race. Let me confirm from the cgroup.")
    r.bash("cat /sys/fs/cgroup/memory.max /sys/fs/cgroup/memory.events; nproc", "1073741824\nlow 0\nhigh 0\nmax 2213\noom 6\noom_kill 6\noom_group_kill 0\n16", ev="out", desc="Check container memory limit and OOM events")
    r.say("The container has a 1 GiB memory limit and the kernel has OOM-killed the compiler 6 times. I'll retry with a single build job and without the race detector to keep memory down.")
    r.bash("GOFLAGS=-p=1 go test ./internal/github/...", desc="Retry with one build job", no_result=True)
    r.killed()  # the container was killed: the last tool result never arrives
    return r


def twilio_codex_usage_limit():
    r = Run("sms-status-callback", "codex", "infra_failure", near_miss="dependency_missing",
            ticket="NOTIF-77", repo="notify-svc",
            why="The OpenAI usage limit ended the Codex session (turn.failed: usage limit); the open ModuleNotFoundError for twilio was about to be handled when the provider cut the session off.",
            prompt="""
# NOTIF-77: Twilio status callback must validate X-Twilio-Signature

`notify/sms/callbacks.py` accepts `POST /sms/status` from anyone. Use
`twilio.request_validator.RequestValidator` to validate `X-Twilio-Signature` and
answer 403 when it does not match. Add tests in `tests/sms/test_callbacks.py`.
""")
    r.think("**Exploring the callback handler**\n\nI need to look at notify/sms/callbacks.py and the existing tests, then wire RequestValidator in.")
    r.say("I’ll inspect the SMS callback module and its tests first.")
    r.bash("ls notify/sms tests/sms", "notify/sms:\n__init__.py\ncallbacks.py\nsender.py\ntemplates.py\n\ntests/sms:\n__init__.py\nconftest.py\ntest_sender.py")
    r.read("notify/sms/callbacks.py", """from flask import Blueprint, request

from notify.models import Message, db

bp = Blueprint("sms_callbacks", __name__)


@bp.post("/sms/status")
def status_callback():
    sid = request.form["MessageSid"]
    msg = Message.query.filter_by(provider_sid=sid).first_or_404()
    msg.status = request.form["MessageStatus"]
    db.session.commit()
    return "", 204""")
    r.read("notify/sms/sender.py", """import os

from twilio.rest import Client

_client = None


def client():
    global _client
    if _client is None:
        _client = Client(os.environ["TWILIO_ACCOUNT_SID"], os.environ["TWILIO_AUTH_TOKEN"])
    return _client


def send(to, body):
    return client().messages.create(to=to, from_=os.environ["TWILIO_FROM"], body=body)""")
    r.edit("notify/sms/callbacks.py", """from flask import Blueprint, request
""", """import os

from flask import Blueprint, abort, request
from twilio.request_validator import RequestValidator
""")
    r.edit("notify/sms/callbacks.py", """def status_callback():
    sid = request.form["MessageSid"]""", """def status_callback():
    validator = RequestValidator(os.environ["TWILIO_AUTH_TOKEN"])
    signature = request.headers.get("X-Twilio-Signature", "")
    if not validator.validate(request.url, request.form.to_dict(), signature):
        abort(403)
    sid = request.form["MessageSid"]""")
    r.write("tests/sms/test_callbacks.py", """from twilio.request_validator import RequestValidator

TOKEN = "test-token"
URL = "http://localhost/sms/status"


def sign(params):
    return RequestValidator(TOKEN).compute_signature(URL, params)


def test_rejects_bad_signature(client, monkeypatch):
    monkeypatch.setenv("TWILIO_AUTH_TOKEN", TOKEN)
    resp = client.post("/sms/status", data={"MessageSid": "SM1", "MessageStatus": "delivered"},
                       headers={"X-Twilio-Signature": "nope"})
    assert resp.status_code == 403


def test_accepts_valid_signature(client, monkeypatch, message):
    monkeypatch.setenv("TWILIO_AUTH_TOKEN", TOKEN)
    params = {"MessageSid": message.provider_sid, "MessageStatus": "delivered"}
    resp = client.post("/sms/status", data=params, headers={"X-Twilio-Signature": sign(params)})
    assert resp.status_code == 204""")
    r.bash("python -m pytest tests/sms -q", """==================================== ERRORS ====================================
__________________ ERROR collecting tests/sms/test_callbacks.py __________________
ImportError while importing test module '/workspace/notify-svc/tests/sms/test_callbacks.py'.
Hint: make sure your test modules/packages have valid Python names.
Traceback:
/usr/lib/python3.11/importlib/__init__.py:126: in import_module
    return _bootstrap._gcd_import(name[level:], package, level)
tests/sms/test_callbacks.py:1: in <module>
    from twilio.request_validator import RequestValidator
E   ModuleNotFoundError: No module named 'twilio'
=========================== short test summary info ============================
ERROR tests/sms/test_callbacks.py
!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!
1 error in 0.31s""", code=2)
    r.think("**Installing missing dependency**\n\ntwilio is in requirements.txt but the venv doesn't have it. I'll install the project requirements before re-running.")
    r.bash("grep -n twilio requirements.txt && python -m pip --version", "7:twilio==9.3.2\npip 24.2 from /workspace/notify-svc/.venv/lib/python3.11/site-packages/pip (python 3.11)")
    r.say("twilio is pinned in requirements.txt but missing from the virtualenv; installing the requirements next.")
    r.api_error("Reconnecting... 1/5")
    r.api_error("Reconnecting... 2/5")
    r.provider_stop("You've hit your usage limit. To get more access now, send a request to your admin or try again at 4:07 PM.", ev=True, codex_repeats=2)
    r.result = {"success": False, "summary": "codex exec: turn failed", "exit_code": 1}
    return r


def slack_overloaded():
    r = Run("slack-sig-replay-window", "claude", "infra_failure", near_miss="permission_blocked",
            ticket="CHAT-903", repo="slack-bot",
            why="The session ended on Anthropic API 529 overloaded_error; the 401s in the stream are the code under test rejecting forged Slack requests, as the tests expect.",
            prompt="""
# CHAT-903: Reject replayed Slack requests

`src/slack/verify.ts` checks `X-Slack-Signature` but not `X-Slack-Request-Timestamp`,
so a captured request can be replayed forever. Reject requests older than 5 minutes
with 401 and add tests in `test/slack/verify.test.ts`.
""")
    r.say("I'll read the verifier and its tests.")
    r.read("src/slack/verify.ts", """import crypto from 'node:crypto';
import type { Request, Response, NextFunction } from 'express';

export function verifySlack(signingSecret: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const ts = req.header('X-Slack-Request-Timestamp') ?? '';
    const sig = req.header('X-Slack-Signature') ?? '';
    const base = `v0:${ts}:${(req as any).rawBody}`;
    const expected = 'v0=' + crypto.createHmac('sha256', signingSecret).update(base).digest('hex');
    if (!crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) {
      return res.status(401).json({ error: 'invalid_signature' });
    }
    next();
  };
}""")
    r.read("test/slack/verify.test.ts", """import request from 'supertest';
import { makeApp, sign } from './helpers';

describe('verifySlack', () => {
  it('accepts a correctly signed request', async () => {
    const { headers, body } = sign({ text: 'hi' });
    await request(makeApp()).post('/slack/events').set(headers).send(body).expect(200);
  });

  it('rejects a bad signature with 401', async () => {
    const { headers, body } = sign({ text: 'hi' }, { secret: 'wrong' });
    await request(makeApp()).post('/slack/events').set(headers).send(body).expect(401);
  });
});""")
    r.edit("src/slack/verify.ts", """    const sig = req.header('X-Slack-Signature') ?? '';""", """    const sig = req.header('X-Slack-Signature') ?? '';
    const age = Math.abs(Date.now() / 1000 - Number(ts));
    if (!ts || Number.isNaN(age) || age > 60 * 5) {
      return res.status(401).json({ error: 'stale_request' });
    }""", line=6)
    r.edit("test/slack/verify.test.ts", """  it('rejects a bad signature with 401', async () => {""", """  it('rejects a request older than five minutes with 401', async () => {
    const { headers, body } = sign({ text: 'hi' }, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    const res = await request(makeApp()).post('/slack/events').set(headers).send(body).expect(401);
    expect(res.body).toEqual({ error: 'stale_request' });
  });

  it('rejects a bad signature with 401', async () => {""", line=10)
    r.bash("npx jest test/slack -i", jest_out([("test/slack/verify.test.ts", [
        ("accepts a correctly signed request", "passed", 41),
        ("rejects a request older than five minutes with 401", "passed", 6),
        ("rejects a bad signature with 401", "passed", 5)], {})], dur=2.871) +
        "\n  console.warn\n    slack: 401 invalid_signature from 127.0.0.1 (x-slack-signature mismatch)", desc="Run Slack tests")
    r.say("All three pass; the 401 warnings are the middleware rejecting the forged request, as intended. Let me also run the type check and the full suite.")
    r.bash("npx tsc --noEmit && npx jest -i 2>&1 | tail -5", "Test Suites: 14 passed, 14 total\nTests:       96 passed, 96 total\nSnapshots:   0 total\nTime:        9.402 s\nRan all test suites.")
    r.say("Now I'll double-check the `sign` helper handles the timestamp option.")
    r.read("test/slack/helpers.ts", """import crypto from 'node:crypto';
import express from 'express';
import { verifySlack } from '../../src/slack/verify';

export const SECRET = 'test-signing-secret';

export function sign(body: object, opts: { secret?: string; timestamp?: number } = {}) {
  const ts = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
  const raw = JSON.stringify(body);
  const sig = 'v0=' + crypto.createHmac('sha256', opts.secret ?? SECRET).update(`v0:${ts}:${raw}`).digest('hex');
  return { headers: { 'X-Slack-Request-Timestamp': ts, 'X-Slack-Signature': sig, 'Content-Type': 'application/json' }, body: raw };
}""")
    r.provider_stop('API Error: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"},"request_id":"req_011CVa8tq2Jm9WZkR4xXcE7b"}', ev=True)
    r.result = {"success": False, "summary": "claude-code exited: API Error 529 overloaded_error", "exit_code": 1}
    return r


def s3_upload_enospc():
    r = Run("media-multipart-upload", "osmia", "infra_failure", near_miss="dependency_missing",
            ticket="MEDIA-1207", repo="media-svc",
            why="npm ci failed with ENOSPC (no space left on device) and df shows the workspace volume 100% full: the pod's disk ran out, no package was missing.",
            prompt="""
# MEDIA-1207: Switch large video uploads to S3 multipart

Uploads over 100 MB to `media-uploads-prod` fail with `EntityTooLarge` from `PutObject`.
Use `@aws-sdk/lib-storage` `Upload` in `src/storage/s3Upload.ts` for files above 64 MB
(part size 16 MB, queueSize 4). Keep `PutObject` for small files. Tests in
`test/storage/s3Upload.test.ts` use `aws-sdk-client-mock`.
""")
    r.say("Reading the upload module and package.json first.")
    r.read("src/storage/s3Upload.ts", """import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createReadStream, statSync } from 'node:fs';

const s3 = new S3Client({ region: process.env.AWS_REGION ?? 'eu-west-1' });

export async function uploadFile(bucket: string, key: string, path: string) {
  const size = statSync(path).size;
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: createReadStream(path), ContentLength: size }));
  return { bucket, key, size };
}""")
    r.bash("grep -n '\"@aws-sdk' package.json", '18:    "@aws-sdk/client-s3": "^3.658.1",\n19:    "@aws-sdk/s3-request-presigner": "^3.658.1",')
    r.say("`@aws-sdk/lib-storage` isn't a dependency yet. Adding it at the same minor as client-s3.")
    r.bash("npm install @aws-sdk/lib-storage@^3.658.1 aws-sdk-client-mock@^4.0.2 --save",
           "npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory.\nnpm error code ENOSPC\nnpm error syscall write\nnpm error errno -28\nnpm error nospc ENOSPC: no space left on device, write\nnpm error nospc There appears to be insufficient space on your system to finish.\nnpm error nospc Clear up some disk space and try again.\nnpm error A complete log of this run can be found in: /root/.npm/_logs/2026-11-14T10_02_51_114Z-debug-0.log",
           code=228, ev="out")
    r.bash("df -h /workspace /tmp /root/.npm", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     20G   20G     0 100% /workspace\noverlay          50G   31G   19G  63% /\n/dev/nvme1n1     20G   20G     0 100% /workspace", ev="out")
    r.bash("du -sh /workspace/* 2>/dev/null | sort -h | tail -5", "312M\t/workspace/repo\n19G\t/workspace/.cache")
    r.bash("ls -la /workspace/.cache", "ls: cannot open directory '/workspace/.cache': Permission denied", code=2)
    r.say("The shared cache volume (owned by another user) fills the whole 20 GB workspace disk; I can't clean it. Trying npm with the cache on the root filesystem.")
    r.bash("npm install @aws-sdk/lib-storage@^3.658.1 aws-sdk-client-mock@^4.0.2 --save --cache /tmp/npm-cache",
           "npm error code ENOSPC\nnpm error syscall mkdir\nnpm error path /workspace/repo/node_modules/@aws-sdk/lib-storage\nnpm error errno -28\nnpm error nospc ENOSPC: no space left on device, mkdir '/workspace/repo/node_modules/@aws-sdk/lib-storage'\nnpm error nospc There appears to be insufficient space on your system to finish.\nnpm error nospc Clear up some disk space and try again.",
           code=228, ev="out")
    r.say("node_modules itself lives on the full volume, so no install can succeed in this pod. I'll write the code change so it is ready once the volume has space.")
    r.edit("src/storage/s3Upload.ts", """import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';""", """import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';""")
    r.edit("src/storage/s3Upload.ts", """  const size = statSync(path).size;
  await s3.send(""", """  const size = statSync(path).size;
  if (size > MULTIPART_THRESHOLD) {
    const upload = new Upload({
      client: s3,
      params: { Bucket: bucket, Key: key, Body: createReadStream(path) },
      partSize: 16 * 1024 * 1024,
      queueSize: 4,
    });
    await upload.done();
    return { bucket, key, size };
  }
  await s3.send(""")
    r.notice("workspace volume pvc-media-svc-ws at 100% (20Gi/20Gi); task marked failed by orchestrator", ev=True)
    r.end(False, "Could not install @aws-sdk/lib-storage: ENOSPC, the /workspace volume is full (20G/20G). Code change drafted but untested.")
    r.result = {"success": False, "summary": "ENOSPC: no space left on device", "exit_code": 1}
    return r


def rubygems_unreachable():
    r = Run("smsgate-twilio-retry", "claude-transcript", "infra_failure", near_miss="dependency_missing",
            ticket="SMS-342", repo="smsgate",
            why="bundle install could not reach rubygems.org (Gem::Net::OpenTimeout / could not reach host): the sandbox network was down, so the new gem could not be fetched.",
            prompt="""
# SMS-342: Retry Twilio sends on 429 and 5xx

`app/services/twilio_sender.rb` gives up on the first `Twilio::REST::RestError`. Twilio
returns 429 (error 20429 "Too Many Requests") under load. Retry 429 and 5xx up to 3 times
with exponential backoff (use the `retriable` gem, already approved by platform).
Specs in `spec/services/twilio_sender_spec.rb`.
""")
    r.say("Let me look at the sender and the spec.")
    r.read("app/services/twilio_sender.rb", """class TwilioSender
  def initialize(client: Twilio::REST::Client.new(ENV.fetch("TWILIO_ACCOUNT_SID"), ENV.fetch("TWILIO_AUTH_TOKEN")))
    @client = client
  end

  def deliver(to:, body:)
    @client.messages.create(from: ENV.fetch("TWILIO_FROM"), to: to, body: body)
  rescue Twilio::REST::RestError => e
    Rails.logger.warn("twilio send failed: #{e.code} #{e.message}")
    raise DeliveryFailed, e.message
  end

  class DeliveryFailed < StandardError; end
end""")
    r.read("spec/services/twilio_sender_spec.rb", """require "rails_helper"

RSpec.describe TwilioSender do
  let(:messages) { double("messages") }
  let(:client) { double("client", messages: messages) }

  it "sends a message" do
    expect(messages).to receive(:create).with(hash_including(to: "+15550001111", body: "hi"))
    described_class.new(client: client).deliver(to: "+15550001111", body: "hi")
  end

  it "raises DeliveryFailed on a 400" do
    allow(messages).to receive(:create).and_raise(twilio_error(400, 21211, "Invalid 'To' Phone Number"))
    expect { described_class.new(client: client).deliver(to: "x", body: "hi") }.to raise_error(TwilioSender::DeliveryFailed)
  end
end""")
    r.bash("grep -n retriable Gemfile Gemfile.lock", "", code=1)
    r.edit("Gemfile", 'gem "twilio-ruby", "~> 7.2"', 'gem "twilio-ruby", "~> 7.2"\ngem "retriable", "~> 3.1"', line=21)
    r.bash("bundle install", """Fetching gem metadata from https://rubygems.org/.........
Retrying fetcher due to error (2/4): Bundler::HTTPError Could not fetch specs from https://rubygems.org/ due to underlying error <Gem::Net::OpenTimeout: Failed to open TCP connection to rubygems.org:443 (execution expired) (https://rubygems.org/quick/Marshal.4.8/retriable-3.1.2.gemspec.rz)>
Retrying fetcher due to error (3/4): Bundler::HTTPError Could not fetch specs from https://rubygems.org/ due to underlying error <Gem::Net::OpenTimeout: Failed to open TCP connection to rubygems.org:443 (execution expired) (https://rubygems.org/quick/Marshal.4.8/retriable-3.1.2.gemspec.rz)>
Retrying fetcher due to error (4/4): Bundler::HTTPError Could not fetch specs from https://rubygems.org/ due to underlying error <Gem::Net::OpenTimeout: Failed to open TCP connection to rubygems.org:443 (execution expired) (https://rubygems.org/quick/Marshal.4.8/retriable-3.1.2.gemspec.rz)>
Could not reach host rubygems.org. Check your network connection and try again.""", code=17, ev="out")
    r.bash("getent hosts rubygems.org; curl -sS -m 8 -I https://rubygems.org | head -1", "151.101.65.227  rubygems.org\ncurl: (28) Connection timed out after 8001 milliseconds", code=28, ev="out")
    r.say("DNS resolves but TCP to rubygems.org times out: the sandbox has no outbound network. I'll wait a minute and retry once in case it is transient.")
    r.bash("sleep 60; bundle install --retry 2", "Fetching gem metadata from https://rubygems.org/\nRetrying fetcher due to error (2/3): Bundler::HTTPError Could not fetch specs from https://rubygems.org/ due to underlying error <Gem::Net::OpenTimeout: Failed to open TCP connection to rubygems.org:443 (execution expired) (https://rubygems.org/specs.4.8.gz)>\nRetrying fetcher due to error (3/3): Bundler::HTTPError Could not fetch specs from https://rubygems.org/ due to underlying error <Gem::Net::OpenTimeout: Failed to open TCP connection to rubygems.org:443 (execution expired) (https://rubygems.org/specs.4.8.gz)>\nCould not reach host rubygems.org. Check your network connection and try again.", code=17, ev="out")
    r.bash("bundle exec rspec spec/services/twilio_sender_spec.rb", "Could not find gem 'retriable (~> 3.1)' in locally installed gems.\n\nRun `bundle install` to install missing gems.", code=7)
    r.say("Reverting the Gemfile change so the branch stays consistent; the retry can't use `retriable` until the network is back.")
    r.bash("git checkout -- Gemfile && git status --short", "")
    r.end(False, "Blocked: rubygems.org is unreachable from the sandbox (Gem::Net::OpenTimeout on every attempt), so the approved `retriable` gem cannot be installed. No code change was kept.")
    return r


def maven_central_timeout():
    r = Run("billing-idempotency-key", "claude", "infra_failure", near_miss="dependency_missing",
            ticket="BILL-1502", repo="billing-client",
            why="Maven could not transfer artifacts from Maven Central (Connect to repo.maven.apache.org:443 ... Connect timed out); the repository was unreachable from the sandbox, the artifacts exist.",
            prompt="""
# BILL-1502: Send Idempotency-Key on payment captures

Retries of `PaymentsClient.capture()` can double-capture. Send an `Idempotency-Key`
header (UUID per logical capture, reused across retries). Add a test with OkHttp
`MockWebServer` (`com.squareup.okhttp3:mockwebserver:4.12.0`, add as test dependency).
""")
    r.say("Looking at the client and the POM.")
    r.read("src/main/java/com/acme/billing/PaymentsClient.java", """package com.acme.billing;

import java.io.IOException;
import okhttp3.*;

public final class PaymentsClient {
    private static final MediaType JSON = MediaType.get("application/json");
    private final OkHttpClient http;
    private final HttpUrl base;
    private final RetryPolicy retry;

    public PaymentsClient(OkHttpClient http, HttpUrl base, RetryPolicy retry) {
        this.http = http;
        this.base = base;
        this.retry = retry;
    }

    public Capture capture(String paymentId, long amountCents) throws IOException {
        Request req = new Request.Builder()
            .url(base.resolve("/v1/payments/" + paymentId + "/capture"))
            .post(RequestBody.create("{\\"amount\\":" + amountCents + "}", JSON))
            .build();
        return retry.execute(() -> Capture.parse(http.newCall(req).execute()));
    }
}""", start=1)
    r.grep("mockwebserver|okhttp", "pom.xml:41:      <artifactId>okhttp</artifactId>\npom.xml:42:      <version>4.12.0</version>", path="pom.xml")
    r.edit("pom.xml", """    <dependency>
      <groupId>org.junit.jupiter</groupId>""", """    <dependency>
      <groupId>com.squareup.okhttp3</groupId>
      <artifactId>mockwebserver</artifactId>
      <version>4.12.0</version>
      <scope>test</scope>
    </dependency>
    <dependency>
      <groupId>org.junit.jupiter</groupId>""", line=55)
    r.edit("src/main/java/com/acme/billing/PaymentsClient.java", """        Request req = new Request.Builder()
            .url(base.resolve("/v1/payments/" + paymentId + "/capture"))""", """        String idempotencyKey = java.util.UUID.randomUUID().toString();
        Request req = new Request.Builder()
            .url(base.resolve("/v1/payments/" + paymentId + "/capture"))
            .header("Idempotency-Key", idempotencyKey)""", line=19)
    r.write("src/test/java/com/acme/billing/PaymentsClientIdempotencyTest.java", """package com.acme.billing;

import static org.junit.jupiter.api.Assertions.*;

import okhttp3.OkHttpClient;
import okhttp3.mockwebserver.*;
import org.junit.jupiter.api.Test;

class PaymentsClientIdempotencyTest {
    @Test
    void reusesIdempotencyKeyAcrossRetries() throws Exception {
        try (MockWebServer server = new MockWebServer()) {
            server.enqueue(new MockResponse().setResponseCode(503));
            server.enqueue(new MockResponse().setBody("{\\"id\\":\\"cap_1\\",\\"status\\":\\"succeeded\\"}"));
            PaymentsClient c = new PaymentsClient(new OkHttpClient(), server.url("/"), RetryPolicy.exponential(3));
            c.capture("pay_1", 1200);
            String k1 = server.takeRequest().getHeader("Idempotency-Key");
            String k2 = server.takeRequest().getHeader("Idempotency-Key");
            assertNotNull(k1);
            assertEquals(k1, k2);
        }
    }
}""")
    r.bash("mvn -q -B test -Dtest=PaymentsClientIdempotencyTest", """[ERROR] Failed to execute goal on project billing-client: Could not resolve dependencies for project com.acme:billing-client:jar:2.3.0-SNAPSHOT
[ERROR] dependency: com.squareup.okhttp3:mockwebserver:jar:4.12.0 (test)
[ERROR] 	Could not transfer artifact com.squareup.okhttp3:mockwebserver:jar:4.12.0 from/to central (https://repo.maven.apache.org/maven2): Connect to repo.maven.apache.org:443 [repo.maven.apache.org/151.101.36.215] failed: Connect timed out
[ERROR] -> [Help 1]
[ERROR] 
[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.
[ERROR] Re-run Maven using the -X switch to enable full debug logging.
[ERROR] 
[ERROR] For more information about the errors and possible solutions, please read the following articles:
[ERROR] [Help 1] http://cwiki.apache.org/confluence/display/MAVEN/DependencyResolutionException""", code=1, ev="out")
    r.bash("ls ~/.m2/settings.xml 2>/dev/null; curl -sS -m 10 -o /dev/null -w '%{http_code}' https://repo.maven.apache.org/maven2/", "curl: (28) Connection timed out after 10002 milliseconds", code=28, ev="out")
    r.say("Maven Central is unreachable (connect timed out) and there is no mirror in settings.xml. Trying offline mode in case the artifact is cached locally.")
    r.bash("mvn -o -q -B test -Dtest=PaymentsClientIdempotencyTest", "[ERROR] Failed to execute goal on project billing-client: Could not resolve dependencies for project com.acme:billing-client:jar:2.3.0-SNAPSHOT\n[ERROR] dependency: com.squareup.okhttp3:mockwebserver:jar:4.12.0 (test)\n[ERROR] 	Cannot access central (https://repo.maven.apache.org/maven2) in offline mode and the artifact com.squareup.okhttp3:mockwebserver:jar:4.12.0 has not been downloaded from it before.", code=1)
    r.think("The idempotency key is generated inside capture() and the retry lambda captures req, so the same key is reused - that part is right. But I cannot compile the test without the artifact.")
    r.end(False, "Implementation done (Idempotency-Key generated once per capture and reused by retries), but the new test cannot run: Maven Central times out from this environment and mockwebserver is not in the local repository.")
    r.state = "Failed"
    return r


def graphql_pod_oomkilled():
    r = Run("shopify-bulk-orders", "osmia", "infra_failure", ticket="COMM-661", repo="catalog-sync",
            why="The orchestrator reports the agent container OOMKilled (exit code 137) while jest ran with 16 workers; the stream stops without a result.",
            prompt="""
# COMM-661: Use Shopify bulk operations for the nightly order export

`src/shopify/orders.ts` pages through `orders(first: 250)` and hits Shopify's GraphQL
cost limit ("Throttled") on big shops. Switch to `bulkOperationRunQuery`, poll
`currentBulkOperation` until `COMPLETED`, then stream the JSONL from `url`.
Tests in `test/shopify/orders.test.ts` (nock).
""", result={"success": False, "summary": "container agent terminated: OOMKilled", "exit_code": 137})
    r.say("Reading the current export code, its tests and the package setup.")
    r.bash("git status --short; node --version; grep -n '\"test\\|jest\\|nock' package.json", "v20.17.0\n7:    \"test\": \"jest\",\n31:    \"jest\": \"^29.7.0\",\n33:    \"nock\": \"^13.5.5\",")
    r.read("test/shopify/orders.test.ts", """import nock from 'nock';
import { exportOrders } from '../../src/shopify/orders';

const SHOP = 'acme-test.myshopify.com';

describe('exportOrders', () => {
  afterEach(() => nock.cleanAll());

  it('pages through orders', async () => {
    nock(`https://${SHOP}`).post('/admin/api/2024-10/graphql.json').reply(200, {
      data: { orders: { pageInfo: { hasNextPage: false, endCursor: null }, edges: [{ node: { id: 'gid://shopify/Order/1', name: '#1001' } }] } },
    });
    const out = [];
    for await (const o of exportOrders(SHOP)) out.push(o);
    expect(out).toHaveLength(1);
  });
});""")
    r.bash("npx jest test/shopify --silent", "PASS test/shopify/orders.test.ts\n\nTest Suites: 1 passed, 1 total\nTests:       1 passed, 1 total\nSnapshots:   0 total\nTime:        1.904 s\nRan all test suites matching /test\\/shopify/i.")
    r.read("src/shopify/orders.ts", """import { shopifyGraphql } from './client';

const ORDERS = `query Orders($cursor: String) {
  orders(first: 250, after: $cursor) {
    pageInfo { hasNextPage endCursor }
    edges { node { id name totalPriceSet { shopMoney { amount currencyCode } } } }
  }
}`;

export async function* exportOrders(shop: string) {
  let cursor: string | null = null;
  do {
    const data = await shopifyGraphql(shop, ORDERS, { cursor });
    for (const e of data.orders.edges) yield e.node;
    cursor = data.orders.pageInfo.hasNextPage ? data.orders.pageInfo.endCursor : null;
  } while (cursor);
}""")
    r.read("src/shopify/client.ts", """import fetch from 'node-fetch';

export class ShopifyThrottled extends Error {}

export async function shopifyGraphql(shop: string, query: string, variables: object) {
  const res = await fetch(`https://${shop}/admin/api/2024-10/graphql.json`, {
    method: 'POST',
    headers: { 'X-Shopify-Access-Token': process.env.SHOPIFY_TOKEN!, 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const json: any = await res.json();
  if (json.errors?.some((e: any) => e.extensions?.code === 'THROTTLED')) throw new ShopifyThrottled('Throttled');
  return json.data;
}""")
    r.write("src/shopify/orders.ts", """import fetch from 'node-fetch';
import readline from 'node:readline';
import { shopifyGraphql } from './client';

const START = `mutation { bulkOperationRunQuery(query: \"\"\"
  { orders { edges { node { id name totalPriceSet { shopMoney { amount currencyCode } } } } } }
\"\"\") { bulkOperation { id status } userErrors { field message } } }`;

const POLL = `{ currentBulkOperation { id status errorCode url objectCount } }`;

export async function* exportOrders(shop: string, sleep = (ms: number) => new Promise(r => setTimeout(r, ms))) {
  const started = await shopifyGraphql(shop, START, {});
  if (started.bulkOperationRunQuery.userErrors.length) {
    throw new Error(started.bulkOperationRunQuery.userErrors[0].message);
  }
  let op;
  for (;;) {
    op = (await shopifyGraphql(shop, POLL, {})).currentBulkOperation;
    if (op.status === 'COMPLETED') break;
    if (op.status === 'FAILED' || op.status === 'CANCELED') throw new Error(`bulk operation ${op.status}: ${op.errorCode}`);
    await sleep(2000);
  }
  if (!op.url) return;
  const res = await fetch(op.url);
  const rl = readline.createInterface({ input: res.body as any });
  for await (const line of rl) if (line.trim()) yield JSON.parse(line);
}""", new=False)
    r.write("test/shopify/orders.test.ts", """import nock from 'nock';
import { exportOrders } from '../../src/shopify/orders';

const SHOP = 'acme-test.myshopify.com';
const GQL = '/admin/api/2024-10/graphql.json';
const noSleep = async () => {};

describe('exportOrders (bulk)', () => {
  afterEach(() => nock.cleanAll());

  it('starts a bulk operation and streams the JSONL', async () => {
    nock(`https://${SHOP}`)
      .post(GQL).reply(200, { data: { bulkOperationRunQuery: { bulkOperation: { id: 'gid://shopify/BulkOperation/1', status: 'CREATED' }, userErrors: [] } } })
      .post(GQL).reply(200, { data: { currentBulkOperation: { id: '1', status: 'RUNNING' } } })
      .post(GQL).reply(200, { data: { currentBulkOperation: { id: '1', status: 'COMPLETED', url: 'https://storage.example/bulk.jsonl' } } });
    nock('https://storage.example').get('/bulk.jsonl').reply(200, '{"id":"gid://shopify/Order/1"}\\n{"id":"gid://shopify/Order/2"}\\n');
    const out = [];
    for await (const o of exportOrders(SHOP, noSleep)) out.push(o);
    expect(out.map(o => o.id)).toEqual(['gid://shopify/Order/1', 'gid://shopify/Order/2']);
  });
});""", new=False)
    r.bash("npx jest test/shopify --silent", jest_out([("test/shopify/orders.test.ts", [
        ("starts a bulk operation and streams the JSONL", "passed", 88),
        ("throws when the bulk operation FAILED", "passed", 12),
        ("surfaces userErrors from bulkOperationRunQuery", "passed", 9),
        ("retries the poll after Throttled (cost limit)", "passed", 2011)], {})], dur=4.12))
    r.say("Shopify tests pass. Running the whole suite before finishing.")
    r.bash("npx jest", no_result=True)
    r.notice("pod osmia-catalog-sync-7f9c4d-x2k8p: container agent terminated (Reason: OOMKilled, Exit Code: 137, memory limit 2Gi)", ev=True)
    r.killed()
    return r


def go_proxy_dns():
    r = Run("alerts-vonage-fallback", "codex", "infra_failure", near_miss="dependency_missing",
            ticket="OPS-1180", repo="alertd",
            why="go mod download failed on DNS (lookup proxy.golang.org ... i/o timeout) from inside the sandbox; the module exists, the network/DNS did not work.",
            prompt="""
# OPS-1180: Fall back to Vonage when Twilio SMS fails

`internal/notify/sms.go` only knows Twilio. When Twilio returns 5xx or times out,
send through Vonage (`github.com/vonage/vonage-go-sdk v0.15.0`). Keep the `Sender`
interface; add a `FallbackSender`. Unit tests with fakes, no real network.
""")
    r.say("I’ll inspect the sms package and go.mod.")
    r.bash("sed -n '1,80p' internal/notify/sms.go", """package notify

import (
	"context"
	"errors"
	"net/http"
)

type Sender interface {
	Send(ctx context.Context, to, body string) error
}

var ErrTemporary = errors.New("notify: temporary failure")

type TwilioSender struct {
	client *http.Client
	sid    string
	token  string
	from   string
}""")
    r.bash("cat go.mod", "module github.com/acme/alertd\n\ngo 1.22\n\nrequire (\n\tgithub.com/prometheus/client_golang v1.20.4\n\tgithub.com/stretchr/testify v1.9.0\n)")
    r.write("internal/notify/fallback.go", """package notify

import (
	"context"
	"errors"
)

// FallbackSender tries Primary and, on a temporary failure, Secondary.
type FallbackSender struct {
	Primary   Sender
	Secondary Sender
}

func (f FallbackSender) Send(ctx context.Context, to, body string) error {
	err := f.Primary.Send(ctx, to, body)
	if err == nil || !errors.Is(err, ErrTemporary) {
		return err
	}
	return f.Secondary.Send(ctx, to, body)
}""")
    r.write("internal/notify/vonage.go", """package notify

import (
	"context"
	"fmt"

	"github.com/vonage/vonage-go-sdk"
)

type VonageSender struct {
	client *vonage.SMSClient
	from   string
}

func NewVonageSender(key, secret, from string) *VonageSender {
	auth := vonage.CreateAuthFromKeySecret(key, secret)
	return &VonageSender{client: vonage.NewSMSClient(auth), from: from}
}

func (v *VonageSender) Send(ctx context.Context, to, body string) error {
	resp, errResp, err := v.client.Send(v.from, to, body, vonage.SMSOpts{})
	if err != nil {
		return fmt.Errorf("%w: vonage: %v", ErrTemporary, err)
	}
	if resp.Messages[0].Status != "0" {
		return fmt.Errorf("vonage: %s", errResp.Messages[0].ErrorText)
	}
	return nil
}""")
    r.bash("go get github.com/vonage/vonage-go-sdk@v0.15.0", """go: github.com/vonage/vonage-go-sdk@v0.15.0: Get "https://proxy.golang.org/github.com/vonage/vonage-go-sdk/@v/v0.15.0.info": dial tcp: lookup proxy.golang.org on 10.96.0.10:53: read udp 10.244.3.17:41234->10.96.0.10:53: i/o timeout""", code=1, ev="out")
    r.think("**Checking network access**\n\nThe DNS lookup to the cluster resolver timed out. Let me see whether GOPROXY=direct or any host resolves.")
    r.bash("GOPROXY=direct go get github.com/vonage/vonage-go-sdk@v0.15.0", """go: github.com/vonage/vonage-go-sdk@v0.15.0: unrecognized import path "github.com/vonage/vonage-go-sdk": https fetch: Get "https://github.com/vonage/vonage-go-sdk?go-get=1": dial tcp: lookup github.com on 10.96.0.10:53: read udp 10.244.3.17:52611->10.96.0.10:53: i/o timeout""", code=1, ev="out")
    r.bash("getent hosts github.com proxy.golang.org || echo 'no resolution'; cat /etc/resolv.conf", "no resolution\nnameserver 10.96.0.10\nsearch agents.svc.cluster.local svc.cluster.local cluster.local\noptions ndots:5")
    r.bash("go build ./... 2>&1 | head -5", "internal/notify/vonage.go:7:2: no required module provides package github.com/vonage/vonage-go-sdk; to add it:\n\tgo get github.com/vonage/vonage-go-sdk", code=1)
    r.say("DNS resolution is failing for every external host from this sandbox (cluster resolver times out), so the Vonage module cannot be downloaded. The fallback logic is written; `vonage.go` cannot compile until the module is fetched.")
    r.end(False, "Blocked by the environment: DNS lookups time out (lookup proxy.golang.org on 10.96.0.10:53: i/o timeout), so github.com/vonage/vonage-go-sdk cannot be downloaded. FallbackSender is written; the Vonage adapter does not build yet.")
    return r


def anthropic_rate_limit():
    r = Run("hubspot-retry-after", "claude", "infra_failure", ticket="CRM-219", repo="crm-sync",
            why="The Claude session was ended by Anthropic's own API rate limit (429 rate_limit_error for the organization); the 429 handling in the code under test is the task, not the failure.",
            prompt="""
# CRM-219: Honour Retry-After from HubSpot

`crm_sync/hubspot/client.py` retries 429 responses with a fixed 1s sleep. HubSpot sends
`Retry-After` (seconds) on its 10-second burst limit. Sleep for `Retry-After` when present
(capped at 30s), else keep exponential backoff. Tests in `tests/hubspot/test_client.py`.
""")
    r.say("Let me read the HubSpot client and tests.")
    r.read("crm_sync/hubspot/client.py", """import time

import requests

API = "https://api.hubapi.com"


class HubSpotError(Exception):
    pass


class HubSpotClient:
    def __init__(self, token, session=None, sleep=time.sleep, max_retries=4):
        self.session = session or requests.Session()
        self.session.headers["Authorization"] = f"Bearer {token}"
        self.sleep = sleep
        self.max_retries = max_retries

    def _request(self, method, path, **kw):
        for attempt in range(self.max_retries + 1):
            resp = self.session.request(method, API + path, timeout=10, **kw)
            if resp.status_code == 429 and attempt < self.max_retries:
                self.sleep(1)
                continue
            if resp.status_code >= 400:
                raise HubSpotError(f"{resp.status_code} {resp.text[:200]}")
            return resp.json()""")
    r.read("tests/hubspot/test_client.py", """import responses

from crm_sync.hubspot.client import API, HubSpotClient


@responses.activate
def test_retries_429_then_succeeds():
    responses.add(responses.GET, API + "/crm/v3/objects/contacts", status=429, json={"status": "error", "message": "You have reached your secondly limit."})
    responses.add(responses.GET, API + "/crm/v3/objects/contacts", json={"results": []})
    sleeps = []
    c = HubSpotClient("t", sleep=sleeps.append)
    assert c._request("GET", "/crm/v3/objects/contacts") == {"results": []}
    assert sleeps == [1]""")
    r.edit("crm_sync/hubspot/client.py", """            if resp.status_code == 429 and attempt < self.max_retries:
                self.sleep(1)
                continue""", """            if resp.status_code == 429 and attempt < self.max_retries:
                self.sleep(self._delay(resp, attempt))
                continue""", line=21)
    r.edit("crm_sync/hubspot/client.py", """    def _request(self, method, path, **kw):""", """    @staticmethod
    def _delay(resp, attempt):
        ra = resp.headers.get("Retry-After")
        if ra and ra.isdigit():
            return min(int(ra), 30)
        return min(2 ** attempt, 30)

    def _request(self, method, path, **kw):""", line=18)
    r.bash("pytest tests/hubspot -q", pytest_q(4, dur=0.38))
    r.say("Existing tests still pass (no Retry-After → 2**0 = 1s). Adding tests for the header and the cap.")
    r.edit("tests/hubspot/test_client.py", """    assert sleeps == [1]""", """    assert sleeps == [1]


@responses.activate
def test_uses_retry_after_header():
    responses.add(responses.GET, API + "/crm/v3/objects/contacts", status=429, headers={"Retry-After": "7"})
    responses.add(responses.GET, API + "/crm/v3/objects/contacts", json={"results": []})
    sleeps = []
    HubSpotClient("t", sleep=sleeps.append)._request("GET", "/crm/v3/objects/contacts")
    assert sleeps == [7]


@responses.activate
def test_caps_retry_after_at_30s():
    responses.add(responses.GET, API + "/crm/v3/objects/contacts", status=429, headers={"Retry-After": "120"})
    responses.add(responses.GET, API + "/crm/v3/objects/contacts", json={"results": []})
    sleeps = []
    HubSpotClient("t", sleep=sleeps.append)._request("GET", "/crm/v3/objects/contacts")
    assert sleeps == [30]""", line=14)
    r.bash("pytest tests/hubspot -q", pytest_q(5, failed=["tests/hubspot/test_client.py::test_caps_retry_after_at_30s"], dur=0.41, failures={
        "tests/hubspot/test_client.py::test_caps_retry_after_at_30s": """    @responses.activate
    def test_caps_retry_after_at_30s():
        responses.add(responses.GET, API + "/crm/v3/objects/contacts", status=429, headers={"Retry-After": "120"})
        responses.add(responses.GET, API + "/crm/v3/objects/contacts", json={"results": []})
        sleeps = []
>       HubSpotClient("t", sleep=sleeps.append)._request("GET", "/crm/v3/objects/contacts")

tests/hubspot/test_client.py:31: 
crm_sync/hubspot/client.py:31: in _request
    raise HubSpotError(f"{resp.status_code} {resp.text[:200]}")
E   crm_sync.hubspot.client.HubSpotError: 429 """}))
    r.think("The cap test fails with a 429 raised - so the 429 was not retried? max_retries=4 ... Probably responses registry ordering; need to look.")
    r.provider_stop('API Error: 429 {"type":"error","error":{"type":"rate_limit_error","message":"This request would exceed the rate limit for your organization (4c1e7a52-93d0-4b1e-8f7a-2d6a0c5e91b3) of 450,000 input tokens per minute. For details, refer to: https://docs.claude.com/en/api/rate-limits. You can see the response headers for current usage. Please reduce the prompt length or the maximum tokens requested, or try again later."},"request_id":"req_011CVf3Zq8mHn2Lk5PwRt9Ya"}', ev=True)
    return r


def gcs_usage_limit_transcript():
    r = Run("gcs-signed-url-export", "claude-transcript", "infra_failure", near_miss="dependency_missing",
            ticket="DATA-884", repo="reports-api",
            why="The Claude usage limit ('5-hour limit reached') ended the session; the ModuleNotFoundError for google.cloud was still open but the agent never got to act on it.",
            prompt="""
# DATA-884: Export reports as GCS signed URLs

`reports/export.py` streams CSVs through the API server. Upload the CSV to
`gs://acme-report-exports/<tenant>/<id>.csv` and return a V4 signed URL valid 15 minutes
(`google-cloud-storage`). Tests in `tests/test_export.py` (mock the bucket).
""")
    r.say("Let me look at the export module and how reports are served today.")
    r.bash("git status --short && git log --oneline -3", "a1b9e0f DATA-871 paginate report rows\n4c2d7e1 Bump flask to 3.0.3\n0be1a55 Add tenant scoping to queries")
    r.glob("reports/**/*.py", ["reports/__init__.py", "reports/api.py", "reports/export.py", "reports/queries.py", "reports/auth.py"])
    r.read("reports/api.py", """from flask import Blueprint, abort, g

from reports.auth import require_tenant
from reports.export import export_csv

bp = Blueprint("reports", __name__)


@bp.get("/reports/<report_id>/export")
@require_tenant
def export(report_id):
    if not g.tenant.can_export:
        abort(403)
    return export_csv(g.tenant.id, report_id)""")
    r.read("reports/export.py", """import csv
import io

from flask import Response

from reports.queries import rows_for


def export_csv(tenant_id, report_id):
    buf = io.StringIO()
    w = csv.writer(buf)
    for row in rows_for(tenant_id, report_id):
        w.writerow(row)
    return Response(buf.getvalue(), mimetype="text/csv")""")
    r.bash("grep -n google requirements*.txt", "requirements.txt:12:google-cloud-storage==2.18.2")
    r.write("reports/export.py", """import csv
import datetime
import io

from google.cloud import storage

from reports.queries import rows_for

BUCKET = "acme-report-exports"
_client = None


def _bucket():
    global _client
    if _client is None:
        _client = storage.Client()
    return _client.bucket(BUCKET)


def export_csv(tenant_id, report_id):
    buf = io.StringIO()
    w = csv.writer(buf)
    for row in rows_for(tenant_id, report_id):
        w.writerow(row)
    blob = _bucket().blob(f"{tenant_id}/{report_id}.csv")
    blob.upload_from_string(buf.getvalue(), content_type="text/csv")
    url = blob.generate_signed_url(version="v4", expiration=datetime.timedelta(minutes=15), method="GET")
    return {"url": url}""", new=False)
    r.edit("reports/api.py", """    return export_csv(g.tenant.id, report_id)""", """    return jsonify(export_csv(g.tenant.id, report_id))""", line=14)
    r.edit("reports/api.py", """from flask import Blueprint, abort, g""", """from flask import Blueprint, abort, g, jsonify""")
    r.write("tests/test_export.py", """from unittest import mock

from reports import export


def test_uploads_and_returns_signed_url(monkeypatch):
    blob = mock.Mock()
    blob.generate_signed_url.return_value = "https://storage.googleapis.com/signed"
    bucket = mock.Mock()
    bucket.blob.return_value = blob
    monkeypatch.setattr(export, "_bucket", lambda: bucket)
    monkeypatch.setattr(export, "rows_for", lambda t, r: [["a", 1]])
    assert export.export_csv("t1", "r9") == {"url": "https://storage.googleapis.com/signed"}
    bucket.blob.assert_called_once_with("t1/r9.csv")
    blob.upload_from_string.assert_called_once()""")
    r.bash("pytest tests/test_export.py -q", """==================================== ERRORS ====================================
_____________________ ERROR collecting tests/test_export.py ______________________
ImportError while importing test module '/home/dev/src/reports-api/tests/test_export.py'.
Hint: make sure your test modules/packages have valid Python names.
Traceback:
tests/test_export.py:3: in <module>
    from reports import export
reports/export.py:5: in <module>
    from google.cloud import storage
E   ModuleNotFoundError: No module named 'google.cloud'
=========================== short test summary info ============================
ERROR tests/test_export.py
!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!
1 error in 0.22s""", code=2)
    r.say("The package is pinned in requirements.txt but not installed in this venv. Installing it.")
    r.provider_stop("5-hour limit reached \u2219 resets 4pm", ev=True)
    r.result = {"success": False, "summary": "session ended: usage limit reached", "exit_code": 1}
    return r


def localstack_docker_dns():
    r = Run("docs-archiver-all-clients", "claude-transcript", "infra_failure", near_miss="scope_creep",
            ticket="ARCH-77", repo="docs-archiver",
            why="The requested repo-wide client change was done; the run failed because docker could not pull the localstack image (lookup registry-1.docker.io ... no such host): no DNS/network in the sandbox.",
            prompt="""
# ARCH-77: Move every AWS client to the shared ClientFactory

All 11 classes under `src/main/java/com/acme/archiver/aws/` build their own
`S3Client`/`SqsClient` with default timeouts. Route **all** of them through the new
`ClientFactory` (apiCallTimeout 30s, apiCallAttemptTimeout 10s, adaptive retry mode).
This is intentionally a wide change. Run the integration tests (`./gradlew integrationTest`,
they start localstack with Testcontainers).
""")
    r.say("This touches every AWS client class; listing them first.")
    r.glob("src/main/java/com/acme/archiver/aws/*.java", [f"src/main/java/com/acme/archiver/aws/{n}.java" for n in
           ["ArchiveBucket", "ManifestStore", "ThumbnailBucket", "IngestQueue", "DeadLetterQueue", "RetentionJob", "ExportBucket", "AuditLogSink", "PresignService", "LifecycleRules", "InventoryReader"]])
    r.write("src/main/java/com/acme/archiver/aws/ClientFactory.java", """package com.acme.archiver.aws;

import java.time.Duration;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.core.retry.RetryMode;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.sqs.SqsClient;

public final class ClientFactory {
    private static final ClientOverrideConfiguration OVERRIDE = ClientOverrideConfiguration.builder()
        .apiCallTimeout(Duration.ofSeconds(30))
        .apiCallAttemptTimeout(Duration.ofSeconds(10))
        .retryStrategy(RetryMode.ADAPTIVE_V2)
        .build();

    private ClientFactory() {}

    public static S3Client s3() { return S3Client.builder().overrideConfiguration(OVERRIDE).build(); }

    public static SqsClient sqs() { return SqsClient.builder().overrideConfiguration(OVERRIDE).build(); }
}""")
    r.bash("grep -ln 'S3Client.builder()\\|SqsClient.builder()\\|S3Client.create()' src/main/java/com/acme/archiver/aws/*.java | grep -v ClientFactory",
           "\n".join(f"src/main/java/com/acme/archiver/aws/{n}.java" for n in ["ArchiveBucket", "ManifestStore", "ThumbnailBucket", "IngestQueue", "DeadLetterQueue", "RetentionJob", "ExportBucket", "AuditLogSink", "PresignService", "LifecycleRules", "InventoryReader"]))
    r.bash("sed -i -E 's/S3Client\\.(builder\\(\\)\\.build\\(\\)|create\\(\\))/ClientFactory.s3()/; s/SqsClient\\.builder\\(\\)\\.build\\(\\)/ClientFactory.sqs()/' src/main/java/com/acme/archiver/aws/{ArchiveBucket,ManifestStore,ThumbnailBucket,IngestQueue,DeadLetterQueue,RetentionJob,ExportBucket,AuditLogSink,PresignService,LifecycleRules,InventoryReader}.java && git diff --stat",
           " src/main/java/com/acme/archiver/aws/ArchiveBucket.java    | 2 +-\n src/main/java/com/acme/archiver/aws/AuditLogSink.java     | 2 +-\n src/main/java/com/acme/archiver/aws/DeadLetterQueue.java  | 2 +-\n src/main/java/com/acme/archiver/aws/ExportBucket.java     | 2 +-\n src/main/java/com/acme/archiver/aws/IngestQueue.java      | 2 +-\n src/main/java/com/acme/archiver/aws/InventoryReader.java  | 2 +-\n src/main/java/com/acme/archiver/aws/LifecycleRules.java   | 2 +-\n src/main/java/com/acme/archiver/aws/ManifestStore.java    | 2 +-\n src/main/java/com/acme/archiver/aws/PresignService.java   | 2 +-\n src/main/java/com/acme/archiver/aws/RetentionJob.java     | 2 +-\n src/main/java/com/acme/archiver/aws/ThumbnailBucket.java  | 2 +-\n 11 files changed, 11 insertions(+), 11 deletions(-)")
    r.bash("./gradlew compileJava test -q", "")
    r.say("Compiles and unit tests pass. Now the integration tests with localstack.")
    r.bash("./gradlew integrationTest", """> Task :integrationTest

ArchiveBucketIT > initializationError FAILED
    org.testcontainers.containers.ContainerFetchException: Can't get Docker image: RemoteDockerImage(imageName=localstack/localstack:3.8, imagePullPolicy=DefaultPullPolicy(), imageNameSubstitutor=org.testcontainers.utility.ImageNameSubstitutor$LogWrappedImageNameSubstitutor@5f2108b5)
        Caused by: com.github.dockerjava.api.exception.InternalServerErrorException: Status 500: {"message":"Get \\"https://registry-1.docker.io/v2/\\": dial tcp: lookup registry-1.docker.io on 127.0.0.11:53: no such host"}

IngestQueueIT > initializationError FAILED
    org.testcontainers.containers.ContainerFetchException: Can't get Docker image: RemoteDockerImage(imageName=localstack/localstack:3.8, ...)

2 tests completed, 2 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':integrationTest'.
> There were failing tests. See the report at: file:///home/dev/src/docs-archiver/build/reports/tests/integrationTest/index.html""", code=1, ev="out")
    r.bash("docker pull localstack/localstack:3.8", "Error response from daemon: Get \"https://registry-1.docker.io/v2/\": dial tcp: lookup registry-1.docker.io on 127.0.0.11:53: no such host", code=1, ev="out")
    r.bash("docker images | grep -i localstack || echo none; nslookup registry-1.docker.io 2>&1 | tail -2", "none\n** server can't find registry-1.docker.io: SERVFAIL", code=0)
    r.end(True, "All 11 AWS client classes now use ClientFactory (30s call timeout, 10s attempt timeout, adaptive retries); unit tests pass. The integration tests could not run: the Docker daemon cannot resolve registry-1.docker.io, so the localstack image cannot be pulled.")
    r.result = {"success": False, "summary": "integration tests did not run: docker pull failed (no such host)", "exit_code": 1}
    return r


def pip_dns_watchdog_loop():
    r = Run("sendgrid-bounce-webhook", "osmia", "infra_failure", near_miss="model_confusion",
            ticket="MAIL-430", repo="mailer",
            why="Every pip install failed on DNS (Temporary failure in name resolution); the watchdog stopped the run for repeating the same install, but the repetition was caused by the network outage, not by confusion.",
            watchdog={"reason_code": "loop", "message": "identical tool call repeated 5 times: Bash pip install -r requirements-dev.txt", "tool_name": "Bash", "call_count": 5, "tokens_consumed": 214332, "cost_estimate_usd": 0.94},
            prompt="""
# MAIL-430: Verify SendGrid Event Webhook signatures

`mailer/webhooks/sendgrid.py` processes bounce/dropped events without checking the
signed event webhook headers (`X-Twilio-Email-Event-Webhook-Signature`,
`...-Timestamp`). Verify with the ECDSA public key from settings using
`sendgrid.helpers.eventwebhook.EventWebhook`. Reject with 403 on failure.
""")
    r.say("Checking the webhook module and dev requirements.")
    r.read("mailer/webhooks/sendgrid.py", """from django.http import HttpResponse, JsonResponse
from django.views.decorators.csrf import csrf_exempt

from mailer.models import Suppression


@csrf_exempt
def events(request):
    for ev in __import__("json").loads(request.body):
        if ev["event"] in ("bounce", "dropped"):
            Suppression.objects.get_or_create(email=ev["email"], defaults={"reason": ev["event"]})
    return HttpResponse(status=204)""")
    r.edit("mailer/webhooks/sendgrid.py", """from django.http import HttpResponse, JsonResponse""", """import json

from django.conf import settings
from django.http import HttpResponse, HttpResponseForbidden
from sendgrid.helpers.eventwebhook import EventWebhook, EventWebhookHeader""")
    r.edit("mailer/webhooks/sendgrid.py", """def events(request):
    for ev in __import__("json").loads(request.body):""", """def events(request):
    sig = request.headers.get(EventWebhookHeader.SIGNATURE, "")
    ts = request.headers.get(EventWebhookHeader.TIMESTAMP, "")
    hook = EventWebhook()
    key = hook.convert_public_key_to_ecdsa(settings.SENDGRID_WEBHOOK_PUBLIC_KEY)
    if not sig or not hook.verify_signature(request.body.decode(), sig, ts, key):
        return HttpResponseForbidden("invalid signature")
    for ev in json.loads(request.body):""")
    dns = ("WARNING: Retrying (Retry(total={n}, connect=None, read=None, redirect=None, status=None)) after connection broken by "
           "'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f8e2c{a}>: Failed to establish a new connection: "
           "[Errno -3] Temporary failure in name resolution')': /simple/sendgrid/")
    out = "Collecting sendgrid==6.11.0 (from -r requirements-dev.txt (line 9))\n" + "\n".join(dns.format(n=n, a=a) for n, a in zip([4, 3, 2, 1, 0], ["1d90", "1f10", "2190", "2410", "2690"])) + \
        "\nERROR: Could not find a version that satisfies the requirement sendgrid==6.11.0 (from versions: none)\nERROR: No matching distribution found for sendgrid==6.11.0"
    r.bash("pip install -r requirements-dev.txt", out, code=1, ev="out")
    r.say("Name resolution failed; retrying the install.")
    r.bash("pip install -r requirements-dev.txt", out, code=1, ev="out")
    r.bash("pip install -r requirements-dev.txt", out, code=1)
    r.say("Still failing to resolve pypi.org. One more attempt.")
    r.bash("pip install -r requirements-dev.txt", out, code=1)
    r.bash("pip install -r requirements-dev.txt", out, code=1)
    r.notice("watchdog: run terminated (loop): identical tool call repeated 5 times")
    r.end(False, "terminated by watchdog: loop")
    r.result = {"success": False, "summary": "terminated by watchdog (loop)", "exit_code": 1}
    return r


def cases():
    return [stripe_pip_unreachable(), github_compile_killed(), twilio_codex_usage_limit(),
            slack_overloaded(), s3_upload_enospc(), rubygems_unreachable(),
            maven_central_timeout(), graphql_pod_oomkilled(), go_proxy_dns(),
            anthropic_rate_limit(), gcs_usage_limit_transcript(), localstack_docker_dns(),
            pip_dns_watchdog_loop()]
