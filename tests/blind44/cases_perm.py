"""Permission refused to the agent (label permission_blocked)."""
from gen_lib import Run
from snips import pytest_q, pytest_out, jest_out, gotest_out, git_status


def gh_issue_refused():
    r = Run("payments-issue-1432", "claude", "permission_blocked", ticket="PAY-1432", repo="payments",
            why="The agent's GitHub token was refused on the issue the task depends on (gh: Resource not accessible by integration, HTTP 403), so it never learned the payload it had to handle.",
            prompt="""
# PAY-1432: Support the new Adyen notification payload (see GitHub issue #1432)

Adyen changed the shape of `AUTHORISATION` notifications for our merchant account.
The issue acme/payments#1432 has the sample payload and the field mapping agreed with
finance. Update `payments/adyen/notifications.py` accordingly and extend the tests.
""")
    r.say("The task refers to issue #1432 for the payload. Let me read it first.")
    r.bash("gh issue view 1432 --repo acme/payments --comments",
           "GraphQL: Resource not accessible by integration (repository.issue)", code=1, ev="out", desc="Read the referenced issue")
    r.bash("gh auth status", "github.com\n  \u2713 Logged in to github.com account osmia-agent[bot] (GH_TOKEN)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ghs_************************************\n  - Token scopes: none (GitHub App installation token)")
    r.bash("gh api repos/acme/payments/issues/1432", '{\n  "message": "Resource not accessible by integration",\n  "documentation_url": "https://docs.github.com/rest/issues/issues#get-an-issue",\n  "status": "403"\n}\ngh: Resource not accessible by integration (HTTP 403)', code=1, ev="out", desc="Try the REST API directly")
    r.think("The installation token has no Issues read permission on acme/payments. Without the issue I don't know the new field mapping. Let me see whether the repo contains a copy of the payload anywhere (fixtures, docs).")
    r.grep("AUTHORISATION", "payments/adyen/notifications.py:14:    if item[\"eventCode\"] == \"AUTHORISATION\":\ntests/adyen/fixtures/authorisation.json:5:        \"eventCode\": \"AUTHORISATION\",\ntests/adyen/test_notifications.py:22:def test_authorisation_marks_payment_authorised(load_fixture):", path=".")
    r.read("payments/adyen/notifications.py", """import hmac
from base64 import b64encode
from hashlib import sha256

from payments.models import Payment


def verify_hmac(item, key_hex):
    fields = [item.get(k, "") for k in ("pspReference", "originalReference", "merchantAccountCode", "merchantReference")]
    fields += [str(item["amount"]["value"]), item["amount"]["currency"], item["eventCode"], item["success"]]
    sig = b64encode(hmac.new(bytes.fromhex(key_hex), ":".join(fields).encode(), sha256).digest()).decode()
    return hmac.compare_digest(sig, item["additionalData"]["hmacSignature"])


def handle(item):
    if item["eventCode"] == "AUTHORISATION":
        p = Payment.objects.get(reference=item["merchantReference"])
        p.status = "authorised" if item["success"] == "true" else "refused"
        p.save()""")
    r.read("tests/adyen/fixtures/authorisation.json", """{
  "live": "false",
  "notificationItems": [{
    "NotificationRequestItem": {
        "eventCode": "AUTHORISATION",
        "merchantAccountCode": "AcmeECOM",
        "merchantReference": "order-1001",
        "pspReference": "7914073381342284",
        "amount": {"value": 1999, "currency": "EUR"},
        "success": "true",
        "additionalData": {"hmacSignature": "coqCmt/IZ4E3CzPvMY8zTjQVL5hYJUiBRg8UU+iCWo0="}
    }
  }]
}""")
    r.bash("git log --oneline -5 -- payments/adyen tests/adyen", "5b21c0e PAY-1310 verify Adyen HMAC\n0d8e4f2 PAY-1207 handle REFUND notifications\n77f3b10 Initial Adyen integration")
    r.bash("gh pr list --repo acme/payments --search 1432 --state all", "GraphQL: Resource not accessible by integration (repository.pullRequests)", code=1)
    r.say("I can't read issue #1432 (or PRs): the GitHub App token used in this sandbox has no read access to issues on acme/payments. The repository only has the old payload shape, so implementing the new mapping would be guesswork.")
    r.end(False, "Blocked: the GitHub token is refused on acme/payments issues (HTTP 403 'Resource not accessible by integration'). The task's payload and field mapping live only in issue #1432. No code changed.", subtype="error_during_execution")
    return r


def push_refused():
    r = Run("gh-webhook-hmac-sha256", "osmia", "permission_blocked", ticket="DEVX-512", repo="deploy-bot",
            why="The work was done and tested, but git push was refused (Permission to acme/deploy-bot.git denied to osmia-bot, 403), so the branch and PR could not be created.",
            prompt="""
# DEVX-512: Verify GitHub webhooks with X-Hub-Signature-256

`deploy_bot/github_hook.py` still verifies the deprecated SHA-1 `X-Hub-Signature`.
Switch to `X-Hub-Signature-256` (HMAC-SHA256, `sha256=` prefix, constant-time compare);
respond 403 on mismatch. Push branch `devx-512-sig256` and open a PR.
""")
    r.say("Reading the hook handler and tests.")
    r.read("deploy_bot/github_hook.py", """import hashlib
import hmac
import os

from flask import Blueprint, abort, request

bp = Blueprint("github", __name__)
SECRET = os.environ.get("GITHUB_WEBHOOK_SECRET", "").encode()


@bp.post("/github/webhook")
def webhook():
    sig = request.headers.get("X-Hub-Signature", "")
    mac = hmac.new(SECRET, request.get_data(), hashlib.sha1).hexdigest()
    if sig != "sha1=" + mac:
        abort(403)
    event = request.headers.get("X-GitHub-Event")
    if event == "push":
        from deploy_bot.deploys import on_push
        on_push(request.get_json())
    return "", 204""")
    r.read("tests/test_github_hook.py", """import hashlib
import hmac

SECRET = b"s3cret"


def sign1(body):
    return "sha1=" + hmac.new(SECRET, body, hashlib.sha1).hexdigest()


def test_valid_signature(client):
    body = b'{"ref":"refs/heads/main"}'
    r = client.post("/github/webhook", data=body, headers={"X-Hub-Signature": sign1(body), "X-GitHub-Event": "ping"})
    assert r.status_code == 204


def test_bad_signature_forbidden(client):
    r = client.post("/github/webhook", data=b"{}", headers={"X-Hub-Signature": "sha1=deadbeef", "X-GitHub-Event": "ping"})
    assert r.status_code == 403""")
    r.edit("deploy_bot/github_hook.py", """    sig = request.headers.get("X-Hub-Signature", "")
    mac = hmac.new(SECRET, request.get_data(), hashlib.sha1).hexdigest()
    if sig != "sha1=" + mac:
        abort(403)""", """    sig = request.headers.get("X-Hub-Signature-256", "")
    mac = hmac.new(SECRET, request.get_data(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sig, "sha256=" + mac):
        abort(403)""")
    r.write("tests/test_github_hook.py", """import hashlib
import hmac

SECRET = b"s3cret"


def sign(body):
    return "sha256=" + hmac.new(SECRET, body, hashlib.sha256).hexdigest()


def test_valid_signature(client):
    body = b'{"ref":"refs/heads/main"}'
    r = client.post("/github/webhook", data=body, headers={"X-Hub-Signature-256": sign(body), "X-GitHub-Event": "ping"})
    assert r.status_code == 204


def test_bad_signature_forbidden(client):
    r = client.post("/github/webhook", data=b"{}", headers={"X-Hub-Signature-256": "sha256=deadbeef", "X-GitHub-Event": "ping"})
    assert r.status_code == 403


def test_sha1_header_alone_is_forbidden(client):
    body = b"{}"
    legacy = "sha1=" + hmac.new(SECRET, body, hashlib.sha1).hexdigest()
    r = client.post("/github/webhook", data=body, headers={"X-Hub-Signature": legacy, "X-GitHub-Event": "ping"})
    assert r.status_code == 403""", new=False)
    r.bash("pytest -q tests/test_github_hook.py", pytest_q(3, dur=0.27))
    r.bash("pytest -q", pytest_q(41, dur=2.84) + "\n\n---------- captured log ----------\nWARNING  deploy_bot.github_hook: 403 Forbidden: signature mismatch for delivery 72d3162e-cc78-11e3-81ab-4c9367dc0958")
    r.bash("git checkout -b devx-512-sig256 && git add -A && git commit -qm 'DEVX-512: verify X-Hub-Signature-256' && git log --oneline -1", "Switched to a new branch 'devx-512-sig256'\n3fe91c7 DEVX-512: verify X-Hub-Signature-256")
    r.bash("git push -u origin devx-512-sig256", "remote: Permission to acme/deploy-bot.git denied to osmia-bot.\nfatal: unable to access 'https://github.com/acme/deploy-bot.git/': The requested URL returned error: 403", code=128, ev="out")
    r.bash("gh repo view acme/deploy-bot --json viewerPermission -q .viewerPermission", "READ")
    r.say("The bot account only has READ on acme/deploy-bot, so the branch cannot be pushed and no PR can be opened. The commit is ready locally (3fe91c7).")
    r.end(False, "Code and tests done (3 hook tests pass, full suite green) but `git push` was refused: Permission to acme/deploy-bot.git denied to osmia-bot (403, viewer permission READ). PR not opened.", ev=False)
    return r


def claude_write_denied():
    r = Run("slack-alert-routing", "claude", "permission_blocked", ticket="CHAT-951", repo="slack-bot",
            why="Claude Code's permission layer refused every write to config/ (requested permissions ... haven't granted it), listed in permission_denials; the agent could not make the required change.",
            extra_taskrun={"_permission_mode": "default"},
            prompt="""
# CHAT-951: Route payment alerts to #payments-oncall

Payment failure alerts go to `#general-alerts`. Add a route for `payments.*` alert
keys to channel `C07PAYONCALL` in `config/alert-routes.json` and make sure
`src/alerts/router.ts` picks the most specific route. Tests: `test/alerts/router.test.ts`.
""")
    r.say("Let me look at the routing code and config.")
    r.bash("git status --short; ls config src/alerts test/alerts", "config:\nalert-routes.json\ndefault.json\n\nsrc/alerts:\nformat.ts\nindex.ts\nrouter.ts\n\ntest/alerts:\nrouter.test.ts")
    r.read("test/alerts/router.test.ts", """import { channelFor } from '../../src/alerts/router';

describe('channelFor', () => {
  it('routes infra.* to infra ops', () => expect(channelFor('infra.disk_full')).toBe('C03INFRAOPS'));
  it('routes auth.login_failures to security', () => expect(channelFor('auth.login_failures')).toBe('C05SECURITY'));
  it('falls back to the default channel', () => expect(channelFor('misc.thing')).toBe('C01GENALERT'));
});""")
    r.read("config/alert-routes.json", """{
  "default": "C01GENALERT",
  "routes": [
    { "match": "infra.*", "channel": "C03INFRAOPS" },
    { "match": "auth.login_failures", "channel": "C05SECURITY" }
  ]
}""")
    r.read("src/alerts/router.ts", """import routes from '../../config/alert-routes.json';

export function channelFor(key: string): string {
  for (const r of routes.routes) {
    const re = new RegExp('^' + r.match.replace('.', '\\\\.').replace('*', '.*') + '$');
    if (re.test(key)) return r.channel;
  }
  return routes.default;
}""")
    r.say("The router returns the first match, not the most specific one, and only escapes the first dot. I'll fix both and add the route.")
    r.tool_denied("Edit", {"file_path": "/workspace/slack-bot/config/alert-routes.json",
                           "old_string": '    { "match": "auth.login_failures", "channel": "C05SECURITY" }',
                           "new_string": '    { "match": "auth.login_failures", "channel": "C05SECURITY" },\n    { "match": "payments.*", "channel": "C07PAYONCALL" }'},
                  "Claude requested permissions to write to /workspace/slack-bot/config/alert-routes.json, but you haven't granted it yet.", ev="out")
    r.tool_denied("Edit", {"file_path": "/workspace/slack-bot/src/alerts/router.ts",
                           "old_string": "  for (const r of routes.routes) {",
                           "new_string": "  const sorted = [...routes.routes].sort((a, b) => specificity(b.match) - specificity(a.match));\n  for (const r of sorted) {"},
                  "Claude requested permissions to write to /workspace/slack-bot/src/alerts/router.ts, but you haven't granted it yet.", ev="out")
    r.tool_denied("Bash", {"command": "node -e \"const f='config/alert-routes.json';const j=require('./'+f);j.routes.push({match:'payments.*',channel:'C07PAYONCALL'});require('fs').writeFileSync(f, JSON.stringify(j,null,2)+'\\n')\"", "description": "Add the payments route"},
                  "This command requires approval", ev="out")
    r.bash("npx jest test/alerts", jest_out([("test/alerts/router.test.ts", [
        ("routes infra.* to infra ops", "passed", 3), ("routes auth.login_failures to security", "passed", 1),
        ("falls back to the default channel", "passed", 1)], {})], dur=1.12))
    r.say("I can run read-only commands but every write (Edit, and Bash that writes files) is refused by the permission settings of this session.")
    r.end(True, "I could not apply the change: writes to config/alert-routes.json and src/alerts/router.ts were refused (permission not granted). Proposed patch: add `{ \"match\": \"payments.*\", \"channel\": \"C07PAYONCALL\" }` and sort routes by specificity before matching.",
          denials=[{"tool_name": "Edit", "tool_use_id": "toolu_01Qe7TnVx4bKa2Rz9WmYc3Ld", "tool_input": {"file_path": "/workspace/slack-bot/config/alert-routes.json"}},
                   {"tool_name": "Edit", "tool_use_id": "toolu_01Hs5PoJ8wNf6Ug1TkBv4Xqe", "tool_input": {"file_path": "/workspace/slack-bot/src/alerts/router.ts"}},
                   {"tool_name": "Bash", "tool_use_id": "toolu_01Mc2VyRa9Lt7Dp3ZjKw8Gsn", "tool_input": {"command": "node -e ..."}}], ev=True)
    r.result = {"success": False, "summary": "3 tool calls denied; no changes written", "exit_code": 1}
    return r


def codex_sandbox_network():
    r = Run("flags-ld-sdk-upgrade", "codex", "permission_blocked", near_miss="infra_failure", ticket="GROW-305", repo="growth-api",
            why="The Codex sandbox policy forbids network access (CODEX_SANDBOX_NETWORK_DISABLED=1, connect fails with Operation not permitted), so pip could not install the LaunchDarkly SDK; a denied capability, not an outage.",
            prompt="""
# GROW-305: Evaluate the `checkout-v2` flag with the LaunchDarkly server SDK

Replace the hand-rolled `requests` call to LaunchDarkly's REST API in
`growth/flags.py` with `launchdarkly-server-sdk` (`ldclient`), using a context with
`kind=user`, `key=user.id`, `country`. Default to `False` when the SDK is not initialised.
""")
    r.think("**Planning the SDK switch**\n\nLook at growth/flags.py, then add launchdarkly-server-sdk to requirements and install it.")
    r.say("I’ll read the current flag helper.")
    r.read("growth/flags.py", """import os

import requests

LD_API = "https://app.launchdarkly.com/api/v2"


def checkout_v2_enabled(user):
    resp = requests.get(
        f"{LD_API}/flags/default/checkout-v2",
        headers={"Authorization": os.environ["LD_API_TOKEN"]},
        timeout=2,
    )
    if resp.status_code == 401:
        return False
    flag = resp.json()
    return user.country in flag.get("_targets", {}).get("countries", [])""")
    r.bash("grep -n -i launchdarkly requirements.txt; python -c 'import ldclient' ", "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\nModuleNotFoundError: No module named 'ldclient'", code=1)
    r.write("growth/flags.py", """import os

import ldclient
from ldclient import Context
from ldclient.config import Config

_client = None


def client():
    global _client
    if _client is None:
        ldclient.set_config(Config(os.environ.get("LD_SDK_KEY", "")))
        _client = ldclient.get()
    return _client


def checkout_v2_enabled(user):
    c = client()
    if not c.is_initialized():
        return False
    ctx = Context.builder(str(user.id)).kind("user").set("country", user.country).build()
    return bool(c.variation("checkout-v2", ctx, False))""", new=False)
    r.write("requirements.txt", "Django==5.1.2\nrequests==2.32.3\nlaunchdarkly-server-sdk==9.8.0\npytest==8.3.3\npytest-django==4.9.0", new=False)
    r.bash("pip install launchdarkly-server-sdk==9.8.0", "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f61c08a3d10>: Failed to establish a new connection: [Errno 1] Operation not permitted')': /simple/launchdarkly-server-sdk/\nWARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f61c08a3f50>: Failed to establish a new connection: [Errno 1] Operation not permitted')': /simple/launchdarkly-server-sdk/\nERROR: Could not find a version that satisfies the requirement launchdarkly-server-sdk==9.8.0 (from versions: none)\nERROR: No matching distribution found for launchdarkly-server-sdk==9.8.0", code=1, ev="out")
    r.bash("env | grep -i sandbox", "CODEX_SANDBOX_NETWORK_DISABLED=1\nCODEX_SANDBOX=seccomp", ev="out")
    r.think("**Network disabled by sandbox policy**\n\nThe sandbox blocks outbound sockets (EPERM). I cannot install packages; I should report that network access must be granted or the package pre-installed.")
    r.bash("python - <<'EOF'\nimport socket\ns = socket.socket()\ntry:\n    s.connect(('pypi.org', 443))\nexcept OSError as e:\n    print(type(e).__name__, e)\nEOF", "PermissionError [Errno 1] Operation not permitted", ev="out")
    r.bash("pytest -q tests/test_flags.py", "==================================== ERRORS ====================================\n____________________ ERROR collecting tests/test_flags.py _____________________\ntests/test_flags.py:3: in <module>\n    from growth.flags import checkout_v2_enabled\ngrowth/flags.py:3: in <module>\n    import ldclient\nE   ModuleNotFoundError: No module named 'ldclient'\n=========================== short test summary info ============================\nERROR tests/test_flags.py\n1 error in 0.19s", code=2)
    r.say("The sandbox this run executes in has network access disabled (`CODEX_SANDBOX_NETWORK_DISABLED=1`; sockets fail with `Operation not permitted`), so `launchdarkly-server-sdk` cannot be installed and the tests cannot import it. The code change is written; it needs a run with network permission or a pre-installed SDK.")
    r.end(False, "sandbox denies network access; cannot install launchdarkly-server-sdk")
    return r


def pip_site_packages_denied():
    r = Run("gcs-avatar-resize", "claude-transcript", "permission_blocked", near_miss="dependency_missing", ticket="PROF-118", repo="profile-svc",
            why="pip could not write to /usr/local/lib/python3.11/site-packages ([Errno 13] Permission denied), so google-cloud-storage was never installed; the later ModuleNotFoundError is a consequence of that denied write.",
            prompt="""
# PROF-118: Store resized avatars in GCS

`profile/avatars.py` writes resized avatars to local disk, which is lost on redeploy.
Upload the 3 sizes to `gs://acme-avatars/<user_id>/<size>.webp` with
`google-cloud-storage`, cache-control `public, max-age=86400`. Tests mock the client.
""")
    r.say("Let me check the avatar module and what's installed.")
    r.read("profile/avatars.py", """from pathlib import Path

from PIL import Image

SIZES = {"s": 64, "m": 128, "l": 512}
ROOT = Path("/var/lib/profile/avatars")


def save_avatar(user_id, fp):
    img = Image.open(fp).convert("RGB")
    for name, px in SIZES.items():
        out = img.copy()
        out.thumbnail((px, px))
        dest = ROOT / str(user_id) / f"{name}.webp"
        dest.parent.mkdir(parents=True, exist_ok=True)
        out.save(dest, "WEBP", quality=85)""")
    r.bash("which python pip; python -c 'import sys; print(sys.prefix)'; pip --version", "/usr/local/bin/python\n/usr/local/bin/pip\n/usr/local\npip 24.2 from /usr/local/lib/python3.11/site-packages/pip (python 3.11)")
    r.bash("pip install 'google-cloud-storage==2.18.2'", """Collecting google-cloud-storage==2.18.2
  Downloading google_cloud_storage-2.18.2-py2.py3-none-any.whl.metadata (9.1 kB)
Collecting google-auth<3.0dev,>=2.26.1 (from google-cloud-storage==2.18.2)
  Downloading google_auth-2.35.0-py2.py3-none-any.whl.metadata (4.7 kB)
Collecting google-api-core<3.0.0dev,>=2.15.0 (from google-cloud-storage==2.18.2)
  Downloading google_api_core-2.21.0-py3-none-any.whl.metadata (2.8 kB)
Collecting google-crc32c<2.0dev,>=1.0 (from google-cloud-storage==2.18.2)
  Downloading google_crc32c-1.6.0-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (2.3 kB)
Downloading google_cloud_storage-2.18.2-py2.py3-none-any.whl (130 kB)
Installing collected packages: google-crc32c, google-auth, google-api-core, google-cloud-storage
ERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/usr/local/lib/python3.11/site-packages/google_crc32c'
Check the permissions.
""", code=1, ev="out")
    r.bash("ls -ld /usr/local/lib/python3.11/site-packages; id", "drwxr-xr-x 1 root root 4096 Nov  2 08:14 /usr/local/lib/python3.11/site-packages\nuid=1001(agent) gid=1001(agent) groups=1001(agent)", ev="out")
    r.say("site-packages is owned by root and I run as `agent`. I'll write the code and tests anyway and check what the test run says.")
    r.write("profile/avatars.py", """import io

from google.cloud import storage
from PIL import Image

SIZES = {"s": 64, "m": 128, "l": 512}
BUCKET = "acme-avatars"
_client = None


def _bucket():
    global _client
    if _client is None:
        _client = storage.Client()
    return _client.bucket(BUCKET)


def save_avatar(user_id, fp):
    img = Image.open(fp).convert("RGB")
    bucket = _bucket()
    for name, px in SIZES.items():
        out = img.copy()
        out.thumbnail((px, px))
        buf = io.BytesIO()
        out.save(buf, "WEBP", quality=85)
        blob = bucket.blob(f"{user_id}/{name}.webp")
        blob.cache_control = "public, max-age=86400"
        blob.upload_from_string(buf.getvalue(), content_type="image/webp")""", new=False)
    r.write("tests/test_avatars.py", """import io
from unittest import mock

from PIL import Image

from profile import avatars


def test_uploads_three_sizes(monkeypatch):
    bucket = mock.Mock()
    monkeypatch.setattr(avatars, "_bucket", lambda: bucket)
    img = io.BytesIO()
    Image.new("RGB", (800, 600), "red").save(img, "PNG")
    img.seek(0)
    avatars.save_avatar(42, img)
    names = [c.args[0] for c in bucket.blob.call_args_list]
    assert names == ["42/s.webp", "42/m.webp", "42/l.webp"]""")
    r.bash("pytest -q tests/test_avatars.py", """==================================== ERRORS ====================================
__________________ ERROR collecting tests/test_avatars.py __________________
tests/test_avatars.py:6: in <module>
    from profile import avatars
profile/avatars.py:3: in <module>
    from google.cloud import storage
E   ModuleNotFoundError: No module named 'google.cloud'
=========================== short test summary info ============================
ERROR tests/test_avatars.py
1 error in 0.41s""", code=2)
    r.bash("pip install --user 'google-cloud-storage==2.18.2' 2>&1 | tail -2", "ERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/home/agent/.local'\nCheck the permissions.", code=1, ev="out")
    r.bash("ls -ld /home/agent /home/agent/.local 2>&1", "dr-xr-xr-x 1 root root 4096 Nov  2 08:14 /home/agent\nls: cannot access '/home/agent/.local': No such file or directory")
    r.end(True, "Code and tests are written, but google-cloud-storage cannot be installed: both the system site-packages and ~/.local are not writable for the agent user ([Errno 13] Permission denied), so the tests fail to import google.cloud.")
    r.result = {"success": False, "summary": "tests error: ModuleNotFoundError: No module named 'google.cloud'", "exit_code": 1}
    return r


def node_modules_eacces():
    r = Run("twilio-verify-otp", "osmia", "permission_blocked", near_miss="dependency_missing", ticket="AUTH-640", repo="auth-gateway",
            why="npm could not write node_modules (EACCES: permission denied, mkdir; files owned by root), so the twilio SDK never installed; the 'Cannot find module' that follows is caused by the refused write.",
            prompt="""
# AUTH-640: Send login OTPs through Twilio Verify

Replace our home-made OTP SMS in `src/otp/send.ts` with Twilio Verify
(`client.verify.v2.services(sid).verifications.create`) and check codes with
`verificationChecks.create`. Map Verify error 60202 (max check attempts) to HTTP 429.
""")
    r.say("Reading the OTP module.")
    r.bash("git status --short; ls src/otp test/otp", "src/otp:\nroutes.ts\nsend.ts\n\ntest/otp:\nroutes.test.ts")
    r.read("src/otp/send.ts", """import { randomInt } from 'node:crypto';
import { redis } from '../redis';
import { sendSms } from '../sms';

export async function sendOtp(phone: string) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await redis.set(`otp:${phone}`, code, 'EX', 300);
  await sendSms(phone, `Your Acme code is ${code}`);
}

export async function checkOtp(phone: string, code: string) {
  return (await redis.get(`otp:${phone}`)) === code;
}""")
    r.bash("grep -n twilio package.json || echo 'not a dependency'", "not a dependency")
    r.bash("npm install twilio@^5.3.4", """npm error code EACCES
npm error syscall mkdir
npm error path /workspace/repo/node_modules/twilio
npm error errno -13
npm error Error: EACCES: permission denied, mkdir '/workspace/repo/node_modules/twilio'
npm error  [Error: EACCES: permission denied, mkdir '/workspace/repo/node_modules/twilio'] {
npm error   errno: -13,
npm error   code: 'EACCES',
npm error   syscall: 'mkdir',
npm error   path: '/workspace/repo/node_modules/twilio'
npm error }
npm error
npm error The operation was rejected by your operating system.
npm error It is likely you do not have the permissions to access this file as the current user
npm error
npm error If you believe this might be a permissions issue, please double-check the
npm error permissions of the file and its containing directories, or try running
npm error the command again as root/Administrator.""", code=243, ev="out")
    r.bash("ls -ld node_modules; id -un", "drwxr-xr-x 412 root root 16384 Nov 21 06:02 node_modules\nosmia", ev="out")
    r.write("src/otp/send.ts", """import twilio from 'twilio';

const client = twilio(process.env.TWILIO_ACCOUNT_SID, process.env.TWILIO_AUTH_TOKEN);
const SERVICE = process.env.TWILIO_VERIFY_SERVICE_SID!;

export class TooManyAttempts extends Error {
  status = 429;
}

export async function sendOtp(phone: string) {
  await client.verify.v2.services(SERVICE).verifications.create({ to: phone, channel: 'sms' });
}

export async function checkOtp(phone: string, code: string) {
  try {
    const res = await client.verify.v2.services(SERVICE).verificationChecks.create({ to: phone, code });
    return res.status === 'approved';
  } catch (e: any) {
    if (e?.code === 60202) throw new TooManyAttempts('max check attempts reached');
    throw e;
  }
}""", new=False)
    r.bash("npx tsc --noEmit", "src/otp/send.ts(1,20): error TS2307: Cannot find module 'twilio' or its corresponding type declarations.", code=2)
    r.bash("sudo -n true", "sudo: a password is required", code=1)
    r.say("node_modules is owned by root and the agent runs as `osmia` without sudo, so the twilio package can't be installed and the code doesn't type-check.")
    r.end(False, "npm install twilio failed: EACCES permission denied on node_modules (owned by root). Implementation written but cannot compile without the package.")
    return r


def kubectl_secret_forbidden():
    r = Run("stripe-prod-signature-400", "claude", "permission_blocked", ticket="PAY-2310", repo="payments-api",
            why="The diagnosis required reading the webhook secret and pod env in the payments namespace, and kubectl was forbidden for the agent's service account (cannot get resource secrets / pods/exec).",
            prompt="""
# PAY-2310: Production Stripe webhooks answer 400 since the 11:00 deploy

Since today's deploy every `POST /webhooks/stripe` in prod returns 400
`invalid signature`. Staging is fine. Find out why (compare the `stripe-webhook`
secret in namespace `payments` with what the pods load) and fix it.
You have kubectl access to the cluster.
""")
    r.say("I'll start with what the pods see, then compare with the secret.")
    r.bash("kubectl -n payments get pods -l app=payments-api", "NAME                            READY   STATUS    RESTARTS   AGE\npayments-api-6d9f7c8b5d-2kqzn   1/1     Running   0          3h12m\npayments-api-6d9f7c8b5d-9wltx   1/1     Running   0          3h12m", desc="List payments-api pods")
    r.bash("kubectl -n payments get secret stripe-webhook -o jsonpath='{.data}'", 'Error from server (Forbidden): secrets "stripe-webhook" is forbidden: User "system:serviceaccount:agents:osmia-runner" cannot get resource "secrets" in API group "" in the namespace "payments"', code=1, ev="out")
    r.bash("kubectl -n payments exec payments-api-6d9f7c8b5d-2kqzn -- printenv STRIPE_WEBHOOK_SECRET | cut -c1-8", 'Error from server (Forbidden): pods "payments-api-6d9f7c8b5d-2kqzn" is forbidden: User "system:serviceaccount:agents:osmia-runner" cannot create resource "pods/exec" in API group "" in the namespace "payments"', code=1, ev="out")
    r.bash("kubectl auth can-i --list -n payments | head -12", "Resources                                       Non-Resource URLs   Resource Names   Verbs\nselfsubjectaccessreviews.authorization.k8s.io   []                  []               [create]\nselfsubjectrulesreviews.authorization.k8s.io    []                  []               [create]\npods                                            []                  []               [get list watch]\ndeployments.apps                                []                  []               [get list watch]")
    r.bash("kubectl -n payments get deploy payments-api -o jsonpath='{.spec.template.spec.containers[0].env}' | python -m json.tool | head -30", """[
    {
        "name": "STRIPE_WEBHOOK_SECRET",
        "valueFrom": {
            "secretKeyRef": {
                "key": "signing-secret",
                "name": "stripe-webhook"
            }
        }
    },
    {
        "name": "STRIPE_API_KEY",
        "valueFrom": {
            "secretKeyRef": {
                "key": "api-key",
                "name": "stripe-live"
            }
        }
    }
]""")
    r.read("app/webhooks/stripe_events.py", """@router.post("/webhooks/stripe")
async def stripe_webhook(request: Request, stripe_signature: str = Header(None)):
    payload = await request.body()
    try:
        event = stripe.Webhook.construct_event(payload, stripe_signature, settings.stripe_webhook_secret)
    except stripe.error.SignatureVerificationError:
        log.warning("stripe webhook: bad signature")
        raise HTTPException(status_code=400, detail="invalid signature")""", start=21)
    r.bash("git log --oneline -6 -- app/ deploy/", "e2c91aa PAY-2288 read body once in middleware\n1b7f0d3 PAY-2279 bump stripe to 10.12\n9f1c2ab Merge PR #812 dispute webhooks")
    r.bash("git show e2c91aa --stat", "commit e2c91aa\n    PAY-2288 read body once in middleware\n\n app/middleware/body_logging.py | 18 ++++++++++++++----\n 1 file changed, 14 insertions(+), 4 deletions(-)")
    r.read("app/middleware/body_logging.py", """class BodyLoggingMiddleware:
    async def __call__(self, request, call_next):
        body = await request.body()
        log.debug("request body: %s", body[:512].decode(errors="replace"))
        return await call_next(request)""")
    r.think("This middleware reads the body; in Starlette that can be OK since request.body() is cached on the same Request object... but downstream gets a new Request. Could be the cause, but I can't verify without the secret / pod env, which the task asks me to compare, and I can't reproduce in prod. The kubectl identity can't read secrets or exec.")
    r.say("I can list pods and deployments, but the service account `agents:osmia-runner` is forbidden from reading secrets and from `pods/exec` in `payments`, which is exactly what the comparison in the ticket needs. The body-logging middleware from e2c91aa is a suspect, but I can't confirm it against prod without that access.")
    r.end(False, "Blocked: kubectl forbids reading secret payments/stripe-webhook and exec into pods for system:serviceaccount:agents:osmia-runner. Suspect: e2c91aa body-logging middleware; needs verification by someone with access.")
    return r


def codex_readonly_fs():
    r = Run("oidc-pkce-login", "codex", "permission_blocked", near_miss="infra_failure", ticket="SSO-221", repo="portal",
            why="The Codex run was started with a read-only sandbox: the patch failed and every write returned 'Read-only file system', so no file could be changed; a write permission denied to the agent, not a disk fault.",
            prompt="""
# SSO-221: Add PKCE to the Okta login flow

`portal/auth/oidc.py` builds the authorize URL without `code_challenge`. Add PKCE
(S256): generate a verifier, store it in the session, send `code_challenge` and
`code_challenge_method=S256`, and pass `code_verifier` in the token exchange.
""")
    r.say("I’ll read the OIDC module and its tests.")
    r.bash("git status --short && ls portal/auth tests", "portal/auth:\n__init__.py\ndecorators.py\noidc.py\nviews.py\n\ntests:\nconftest.py\ntest_decorators.py\ntest_oidc.py")
    r.bash("pytest -q tests/test_oidc.py", pytest_q(6, dur=0.49))
    r.read("portal/auth/oidc.py", """import secrets
from urllib.parse import urlencode

import requests
from flask import redirect, request, session, url_for

from portal.config import OKTA


def login():
    state = secrets.token_urlsafe(24)
    session["oidc_state"] = state
    params = {
        "client_id": OKTA.client_id,
        "response_type": "code",
        "scope": "openid profile email",
        "redirect_uri": url_for("auth.callback", _external=True),
        "state": state,
    }
    return redirect(f"{OKTA.issuer}/v1/authorize?{urlencode(params)}")


def callback():
    if request.args.get("state") != session.pop("oidc_state", None):
        return "invalid state", 400
    tok = requests.post(f"{OKTA.issuer}/v1/token", data={
        "grant_type": "authorization_code",
        "code": request.args["code"],
        "redirect_uri": url_for("auth.callback", _external=True),
    }, auth=(OKTA.client_id, OKTA.client_secret), timeout=10)
    if tok.status_code == 401:
        return "token exchange unauthorized", 401
    session["id_token"] = tok.json()["id_token"]
    return redirect("/")""")
    r.edit("portal/auth/oidc.py", """    state = secrets.token_urlsafe(24)
    session["oidc_state"] = state""", """    state = secrets.token_urlsafe(24)
    verifier = secrets.token_urlsafe(64)
    session["oidc_state"] = state
    session["pkce_verifier"] = verifier""", fail="apply_patch failed: Read-only file system (os error 30)")
    r.steps[-1]["ev"] = "out"
    r.bash("touch portal/auth/.probe", "touch: cannot touch 'portal/auth/.probe': Read-only file system", code=1, ev="out")
    r.bash("df -h . | tail -1; mount | grep ' /workspace ' ; echo $CODEX_SANDBOX", "/dev/sdb1        50G   12G   38G  24% /workspace\n/dev/sdb1 on /workspace type ext4 (rw,relatime)\nseccomp")
    r.think("**Sandbox is read-only**\n\nThe disk has 38G free and the mount is rw, so the denial comes from the sandbox policy (read-only mode), not the disk. I can't write anything under the workspace.")
    r.bash("printf 'x' > /tmp/probe && echo tmp-ok; printf 'x' > portal/probe.txt", "tmp-ok\nbash: line 1: portal/probe.txt: Read-only file system", code=1, ev="out")
    r.bash("pytest -q tests/test_oidc.py", pytest_q(6, dur=0.52))
    r.say("This session runs in a read-only sandbox: patches and shell writes into the workspace are denied (`Read-only file system`), although the disk itself is mounted rw with free space. I can't apply the PKCE change; here is the patch to apply:\n\n- login(): `verifier = secrets.token_urlsafe(64)`, `challenge = base64url(sha256(verifier))`, store verifier in session, add `code_challenge` / `code_challenge_method=S256`.\n- callback(): add `code_verifier=session.pop('pkce_verifier')` to the token request.")
    r.end(False, "workspace is read-only in this sandbox; no changes could be written")
    return r


def docker_sock_denied():
    r = Run("s3-presign-localstack-it", "claude-transcript", "permission_blocked", near_miss="infra_failure", ticket="MEDIA-1231", repo="media-svc",
            why="The integration tests needed Docker and the agent was denied the daemon socket (connect: permission denied on /var/run/docker.sock; user not in the docker group).",
            prompt="""
# MEDIA-1231: Presigned PUT URLs must enforce Content-Type

`src/storage/presign.ts` creates presigned PUT URLs without signing `Content-Type`,
so clients can upload any type. Sign the content type and add an integration test
against localstack (`npm run test:it`, uses docker compose).
""")
    r.say("Let me read the presign helper and the integration test setup.")
    r.read("src/storage/presign.ts", """import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

const s3 = new S3Client({ region: process.env.AWS_REGION ?? 'eu-west-1', endpoint: process.env.S3_ENDPOINT, forcePathStyle: !!process.env.S3_ENDPOINT });

export async function presignPut(bucket: string, key: string) {
  return getSignedUrl(s3, new PutObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: 900 });
}""")
    r.read("docker-compose.it.yml", """services:
  localstack:
    image: localstack/localstack:3.8
    ports: ["4566:4566"]
    environment:
      SERVICES: s3
      AWS_DEFAULT_REGION: eu-west-1""")
    r.edit("src/storage/presign.ts", """export async function presignPut(bucket: string, key: string) {
  return getSignedUrl(s3, new PutObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: 900 });""", """export async function presignPut(bucket: string, key: string, contentType: string) {
  const cmd = new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType });
  return getSignedUrl(s3, cmd, { expiresIn: 900, signableHeaders: new Set(['content-type']) });""", line=6)
    r.write("test/it/presign.it.test.ts", """import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { presignPut } from '../../src/storage/presign';

const s3 = new S3Client({ region: 'eu-west-1', endpoint: 'http://localhost:4566', forcePathStyle: true });

beforeAll(async () => {
  await s3.send(new CreateBucketCommand({ Bucket: 'it-uploads' }));
});

it('accepts the signed content type', async () => {
  const url = await presignPut('it-uploads', 'a.png', 'image/png');
  const res = await fetch(url, { method: 'PUT', body: 'x', headers: { 'Content-Type': 'image/png' } });
  expect(res.status).toBe(200);
});

it('rejects another content type with 403 SignatureDoesNotMatch', async () => {
  const url = await presignPut('it-uploads', 'b.png', 'image/png');
  const res = await fetch(url, { method: 'PUT', body: 'x', headers: { 'Content-Type': 'text/html' } });
  expect(res.status).toBe(403);
  expect(await res.text()).toContain('SignatureDoesNotMatch');
});""")
    r.bash("npx jest test/unit/storage", jest_out([("test/unit/storage/presign.test.ts", [("signs the content-type header", "passed", 14), ("expires in 15 minutes", "passed", 2)], {})], dur=1.6))
    r.bash("npm run test:it", """
> media-svc@1.14.0 test:it
> docker compose -f docker-compose.it.yml up -d && jest -c jest.it.config.js

permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get "http://%2Fvar%2Frun%2Fdocker.sock/v1.47/containers/json?all=1&filters=%7B%22label%22%3A%7B%22com.docker.compose.config-hash%22%3Atrue%2C%22com.docker.compose.project%3Dmedia-svc%22%3Atrue%7D%7D": dial unix /var/run/docker.sock: connect: permission denied""", code=1, ev="out")
    r.bash("ls -l /var/run/docker.sock; id", "srw-rw---- 1 root docker 0 Nov 20 05:58 /var/run/docker.sock\nuid=1000(dev) gid=1000(dev) groups=1000(dev)", ev="out")
    r.bash("docker ps", "permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.47/containers/json\": dial unix /var/run/docker.sock: connect: permission denied", code=1)
    r.end(True, "Presign now signs Content-Type; unit tests pass. The localstack integration test could not run: this user is not in the `docker` group and the Docker socket refuses the connection (permission denied).")
    r.result = {"success": False, "summary": "integration tests not run: docker.sock permission denied", "exit_code": 1}
    return r


def gh_secret_admin_required():
    r = Run("ci-stripe-test-key", "claude", "permission_blocked", ticket="PAY-2335", repo="payments-api",
            why="The task needed a repository Actions secret set, and the GitHub API refused the agent's token (HTTP 403 'Must have admin rights to Repository').",
            prompt="""
# PAY-2335: Run the Stripe contract tests in CI

`tests/contract/` is skipped in CI because `STRIPE_TEST_KEY` is not set. Add a CI job
`contract-tests` in `.github/workflows/ci.yml` that runs them with the secret, and set
the repository secret `STRIPE_TEST_KEY` from the vault value in `$STRIPE_TEST_KEY`
(already exported in your environment).
""")
    r.say("Two parts: the workflow job and the repository secret. Workflow first.")
    r.bash("git status --short; ls tests/contract", "conftest.py\ntest_customers.py\ntest_payment_intents.py\ntest_webhook_endpoints.py")
    r.bash("pytest -q tests/contract 2>&1 | tail -2", "ssssssss                                                                 [100%]\n8 skipped in 0.31s")
    r.read(".github/workflows/ci.yml", """name: ci
on: [push, pull_request]
jobs:
  unit:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with: { python-version: '3.11' }
      - run: pip install -r requirements.txt
      - run: pytest -q --ignore=tests/contract""")
    r.read("tests/contract/conftest.py", """import os

import pytest


def pytest_collection_modifyitems(config, items):
    if not os.environ.get("STRIPE_TEST_KEY"):
        skip = pytest.mark.skip(reason="STRIPE_TEST_KEY not set")
        for item in items:
            item.add_marker(skip)""")
    r.edit(".github/workflows/ci.yml", """      - run: pytest -q --ignore=tests/contract""", """      - run: pytest -q --ignore=tests/contract
  contract-tests:
    runs-on: ubuntu-latest
    needs: unit
    if: github.event_name == 'push' || github.event.pull_request.head.repo.full_name == github.repository
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with: { python-version: '3.11' }
      - run: pip install -r requirements.txt
      - run: pytest -q tests/contract
        env:
          STRIPE_TEST_KEY: ${{ secrets.STRIPE_TEST_KEY }}""", line=11)
    r.bash("python -c \"import yaml,sys; yaml.safe_load(open('.github/workflows/ci.yml')); print('ok')\"", "ok")
    r.bash("gh secret set STRIPE_TEST_KEY --repo acme/payments-api --body \"$STRIPE_TEST_KEY\"", "failed to fetch public key: HTTP 403: Must have admin rights to Repository. (https://api.github.com/repos/acme/payments-api/actions/secrets/public-key)", code=1, ev="out")
    r.bash("gh api repos/acme/payments-api --jq .permissions", '{"admin":false,"maintain":false,"push":true,"triage":true,"pull":true}', ev="out")
    r.bash("STRIPE_TEST_KEY=$STRIPE_TEST_KEY pytest -q tests/contract 2>&1 | tail -3", "........                                                                 [100%]\n8 passed in 6.12s")
    r.say("The contract tests pass locally with the key, and the CI job is added, but the token I have has push rights only; creating a repository secret requires admin, so the job would run with an empty key and be skipped.")
    r.end(False, "Workflow job added; repository secret STRIPE_TEST_KEY could not be set: HTTP 403 Must have admin rights to Repository.", subtype="error_during_execution", ev=False)
    return r


def go_private_module_auth():
    r = Run("oauthkit-token-refresh", "osmia", "permission_blocked", near_miss="dependency_missing", ticket="ID-902", repo="api-gateway",
            why="go could not fetch the private module github.com/acme/oauthkit: git has no credentials (could not read Username ... terminal prompts disabled); access to the repo was denied to the agent, the module exists.",
            prompt="""
# ID-902: Refresh OAuth2 tokens 60s before expiry

The gateway's upstream calls fail with 401 `token expired` at the edge of the token
lifetime. Upgrade `github.com/acme/oauthkit` to v0.5.0 (adds `ReuseTokenSourceWithExpiry`)
and use a 60s expiry delta in `internal/upstream/auth.go`.
""")
    r.say("Looking at the upstream auth code and go.mod.")
    r.bash("git log --oneline -3 && go version", "c0a81f2 ID-887 log token refresh latency\n71e2d9b Bump x/oauth2 to v0.23.0\n3a9f4c1 ID-850 per-upstream client credentials\ngo version go1.23.2 linux/amd64")
    r.grep("token expired", "internal/upstream/client.go:58:\t\tif resp.StatusCode == http.StatusUnauthorized && strings.Contains(body, \"token expired\") {\ninternal/upstream/client_test.go:91:\t\tw.Write([]byte(`{\"error\":\"invalid_token\",\"error_description\":\"token expired\"}`))", path="internal")
    r.read("internal/upstream/auth.go", """package upstream

import (
	"context"

	"github.com/acme/oauthkit"
	"golang.org/x/oauth2"
	"golang.org/x/oauth2/clientcredentials"
)

func TokenSource(ctx context.Context, cfg clientcredentials.Config) oauth2.TokenSource {
	return oauthkit.Logging(oauth2.ReuseTokenSource(nil, cfg.TokenSource(ctx)))
}""")
    r.bash("grep -n oauthkit go.mod; go env GOPRIVATE GOPROXY", "9:\tgithub.com/acme/oauthkit v0.4.2\ngithub.com/acme/*\nhttps://proxy.golang.org,direct")
    r.bash("go get github.com/acme/oauthkit@v0.5.0", """go: github.com/acme/oauthkit@v0.5.0: reading github.com/acme/oauthkit/go.mod at revision v0.5.0: git ls-remote -q origin in /root/go/pkg/mod/cache/vcs/3f1b2c0d9e8a7f6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b: exit status 128:
	fatal: could not read Username for 'https://github.com': terminal prompts disabled
Confirm the import path was typed correctly.
If this is a private repository, see https://golang.org/doc/faq#git_https for additional information.""", code=1, ev="out")
    r.bash("git config --global --get-regexp 'url\\..*|credential' ; ls ~/.netrc 2>&1; echo ${GH_TOKEN:+set}", "ls: cannot access '/root/.netrc': No such file or directory")
    r.bash("git ls-remote https://github.com/acme/oauthkit.git 2>&1 | head -2", "fatal: could not read Username for 'https://github.com': terminal prompts disabled", code=128, ev="out")
    r.bash("go build ./... && go test ./internal/upstream/...", "ok  \tgithub.com/acme/api-gateway/internal/upstream\t0.204s")
    r.say("v0.4.2 is in the module cache so the current code builds, but v0.5.0 must be fetched from the private repo acme/oauthkit and this pod has no GitHub credentials (no token, no netrc, no credential helper).")
    r.end(False, "Cannot fetch private module github.com/acme/oauthkit@v0.5.0: git has no credentials for github.com (terminal prompts disabled). No changes made.")
    return r


def git_objects_insufficient():
    r = Run("mailgun-tag-tracking", "claude-transcript", "permission_blocked", ticket="MAIL-455", repo="mailer",
            why="The change was made but could not be committed: git reported 'insufficient permission for adding an object to repository database .git/objects' (the .git directory is owned by root).",
            prompt="""
# MAIL-455: Tag Mailgun messages by campaign

Add `o:tag` with the campaign slug to every message sent by `mailer/providers/mailgun.py`
(max 3 tags, Mailgun limit), so the analytics team can split bounce rates.
Commit on branch `mail-455-tags`.
""")
    r.say("Reading the Mailgun provider.")
    r.read("mailer/providers/mailgun.py", """import requests

from mailer.settings import MAILGUN_DOMAIN, MAILGUN_KEY


class MailgunError(Exception):
    pass


def send(msg):
    resp = requests.post(
        f"https://api.eu.mailgun.net/v3/{MAILGUN_DOMAIN}/messages",
        auth=("api", MAILGUN_KEY),
        data={"from": msg.sender, "to": msg.to, "subject": msg.subject, "html": msg.html},
        timeout=15,
    )
    if resp.status_code == 401:
        raise MailgunError("mailgun: 401 Forbidden - check MAILGUN_KEY")
    resp.raise_for_status()
    return resp.json()["id"]""")
    r.read("tests/providers/test_mailgun.py", """import responses

from mailer.providers import mailgun


@responses.activate
def test_send_returns_id(make_msg):
    responses.add(responses.POST, "https://api.eu.mailgun.net/v3/mg.acme.test/messages", json={"id": "<1@mg>", "message": "Queued"})
    assert mailgun.send(make_msg()) == "<1@mg>"


@responses.activate
def test_bad_key_raises(make_msg):
    responses.add(responses.POST, "https://api.eu.mailgun.net/v3/mg.acme.test/messages", status=401, body="Forbidden")
    try:
        mailgun.send(make_msg())
    except mailgun.MailgunError as e:
        assert "401 Forbidden" in str(e)""")
    r.edit("mailer/providers/mailgun.py", """        data={"from": msg.sender, "to": msg.to, "subject": msg.subject, "html": msg.html},""", """        data=[("from", msg.sender), ("to", msg.to), ("subject", msg.subject), ("html", msg.html)]
        + [("o:tag", t) for t in tags_for(msg)[:3]],""", line=13)
    r.edit("mailer/providers/mailgun.py", """def send(msg):""", """def tags_for(msg):
    tags = []
    if getattr(msg, "campaign", None):
        tags.append(msg.campaign.slug)
    return tags


def send(msg):""", line=10)
    r.edit("tests/providers/test_mailgun.py", """@responses.activate
def test_bad_key_raises(make_msg):""", """@responses.activate
def test_sends_campaign_tag(make_msg, make_campaign):
    responses.add(responses.POST, "https://api.eu.mailgun.net/v3/mg.acme.test/messages", json={"id": "<2@mg>"})
    mailgun.send(make_msg(campaign=make_campaign(slug="black-friday")))
    assert "o%3Atag=black-friday" in responses.calls[0].request.body


@responses.activate
def test_bad_key_raises(make_msg):""", line=10)
    r.bash("pytest -q tests/providers", pytest_q(11, dur=0.73))
    r.bash("git checkout -b mail-455-tags", "Switched to a new branch 'mail-455-tags'")
    r.bash("git add -A && git commit -m 'MAIL-455: tag Mailgun messages with the campaign slug'", "error: insufficient permission for adding an object to repository database .git/objects\nerror: mailer/providers/mailgun.py: failed to insert into database\nerror: unable to index file 'mailer/providers/mailgun.py'\nfatal: updating files failed", code=128, ev="out")
    r.bash("ls -ld .git/objects .git/objects/* | head -4; id -un", "drwxr-xr-x 260 root root 4096 Nov 12 07:40 .git/objects\ndrwxr-xr-x   2 root root 4096 Nov 12 07:40 .git/objects/00\ndrwxr-xr-x   2 root root 4096 Nov 12 07:40 .git/objects/01\ndrwxr-xr-x   2 root root 4096 Nov 12 07:40 .git/objects/02\ndev", ev="out")
    r.say("The repository database is owned by root and I'm running as `dev`, so git cannot write objects; the change is in the working tree but cannot be committed on `mail-455-tags`.")
    r.end(True, "Implemented campaign tags (max 3 `o:tag` values) with a test; all provider tests pass. Commit failed: insufficient permission for adding an object to .git/objects (owned by root).")
    r.result = {"success": False, "summary": "commit failed: insufficient permission on .git/objects", "exit_code": 1}
    return r


def cases():
    return [gh_issue_refused(), push_refused(), claude_write_denied(), codex_sandbox_network(),
            pip_site_packages_denied(), node_modules_eacces(), kubectl_secret_forbidden(),
            codex_readonly_fs(), docker_sock_denied(), gh_secret_admin_required(),
            go_private_module_auth(), git_objects_insufficient()]
