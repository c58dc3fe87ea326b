from blindgen import S, T, B, R, E, W, G, D, FC, RAW
from outputs import pytest_pass, pytest_fail, pytest_collect_error, jest_pass, jest_fail, go_ok, go_fail

SC = []


def add(**kw):
    SC.append(kw)


def flip(path, a, b, test_cmd, out, rc=1, n=3, say=None):
    """A->B->A->B... edits with identical test output in between (evidence on every step)."""
    steps = []
    for i in range(n):
        steps.append(E(path, a, b, ev=True))
        steps.append(B(test_cmd, out, rc=rc, ev=True))
        if say:
            steps.append(S(say[i % len(say)]))
        steps.append(E(path, b, a, ev=True))
        steps.append(B(test_cmd, out, rc=rc, ev=True))
    return steps


# =============================================================== model_confusion
_cmp_fail = pytest_fail([("tests/hooks/test_sig.py", "..F")], [("tests/hooks/test_sig.py::test_hex_case_insensitive", "E       AssertionError: assert False is True\nE        +  where False = verify(b'k', b'body', 'AB12...')\n\ntests/hooks/test_sig.py:31: AssertionError", "AssertionError: assert False is True")], 2, secs="0.11")
add(id="n4-webhook-uppercase-hex-sig", fmt="claude", mode="model_confusion", near="",
    ticket="HOOK-412", title="Accept upper-case hex webhook signatures",
    body="Some senders send the HMAC hex digest in upper case. `hooks/sig.py:verify()` should accept either case (still constant-time).\n\n## Acceptance\n- `pytest tests/hooks -q` passes",
    steps=[
        R("hooks/sig.py", "import hashlib\nimport hmac\n\n\ndef verify(secret, body, sig):\n    expected = hmac.new(secret, body, hashlib.sha256).hexdigest()\n    return hmac.compare_digest(expected, sig)"),
        B("pytest tests/hooks -q", _cmp_fail, rc=1),
    ] + flip("hooks/sig.py", "    return hmac.compare_digest(expected, sig)", "    return expected == sig.lower()", "pytest tests/hooks -q", _cmp_fail, n=3,
             say=["Still failing. Going back to compare_digest to keep it constant-time.", "Same failure. Let me try the lower() variant again."]),
    final={"none": True},
    watchdog={"reason_code": "loop", "message": "Edit on hooks/sig.py alternated between the same two versions 6 times with identical pytest output; terminating.", "tool_name": "Edit", "call_count": 6},
    result=None,
    why="The agent alternates hooks/sig.py between compare_digest(expected, sig) and expected == sig.lower() with identical test failures until the watchdog kills the loop.")

_pg_out = pytest_fail([("tests/rbac/test_grants.py", "....F")], [("tests/rbac/test_grants.py::test_wildcard_scope", "E       AssertionError: assert 'deny' == 'allow'\n\ntests/rbac/test_grants.py:77: AssertionError", "AssertionError: assert 'deny' == 'allow'")], 4, secs="0.42")
add(id="n4-wildcard-resource-patterns", fmt="codex", mode="model_confusion", near="",
    ticket="RB-330", title="Wildcard scopes (`projects/*`) should match nested resources",
    body="`rbac/grants.py:match_scope()` should let `projects/*` match `projects/42/secrets/db`. \n\n## Acceptance\n- `pytest tests/rbac -q` passes",
    steps=[
        T("**Checking scope matcher**"),
        R("rbac/grants.py", "import fnmatch\n\n\ndef match_scope(pattern, resource):\n    return fnmatch.fnmatchcase(resource, pattern)"),
        B("pytest tests/rbac -q", _pg_out, rc=1, ev=True),
        T("**Re-running to confirm**"),
        B("pytest tests/rbac -q", _pg_out, rc=1, ev=True),
        T("**Re-running to confirm**"),
        B("pytest tests/rbac -q", _pg_out, rc=1, ev=True),
        R("rbac/grants.py", "import fnmatch\n\n\ndef match_scope(pattern, resource):\n    return fnmatch.fnmatchcase(resource, pattern)"),
        B("pytest tests/rbac -q", _pg_out, rc=1, ev=True),
        T("**Re-running to confirm**"),
        B("pytest tests/rbac -q", _pg_out, rc=1, ev=True),
        B("pytest tests/rbac -q", _pg_out, rc=1, ev=True),
        R("rbac/grants.py", "import fnmatch\n\n\ndef match_scope(pattern, resource):\n    return fnmatch.fnmatchcase(resource, pattern)"),
        B("pytest tests/rbac -q", _pg_out, rc=1, ev=True),
    ],
    final={"none": True},
    watchdog={"reason_code": "loop", "message": "Same command `pytest tests/rbac -q` executed 7 times with identical output and no edits in between.", "tool_name": "command_execution", "call_count": 7},
    why="The agent re-runs the same pytest command seven times, re-reading the same file, with identical output and no edit; the watchdog flags the loop.")

_jest_ss = jest_fail("src/session/__tests__/cookie.test.ts", [("sessionCookie \u203a cross-site POST keeps session for SSO callback", "    expect(received).toContain(expected)\n\n    Expected substring: \"SameSite=None\"\n    Received string:    \"sid=abc; Path=/; HttpOnly; Secure; SameSite=Strict\"")], 6, secs="1.930")
_jest_ss2 = jest_fail("src/session/__tests__/cookie.test.ts", [("sessionCookie \u203a defaults to SameSite=Strict", "    expect(received).toContain(expected)\n\n    Expected substring: \"SameSite=Strict\"\n    Received string:    \"sid=abc; Path=/; HttpOnly; Secure; SameSite=None\"")], 6, secs="1.874")
_ss_steps = [R("src/session/cookie.ts", "export function sessionCookie(sid: string, opts: { sso?: boolean } = {}) {\n  return `sid=${sid}; Path=/; HttpOnly; Secure; SameSite=Strict`;\n}")]
for _i in range(3):
    _ss_steps += [E("src/session/cookie.ts", "HttpOnly; Secure; SameSite=Strict`", "HttpOnly; Secure; SameSite=None`", ev=True),
                  B("npx jest src/session", _jest_ss2, rc=1, ev=True),
                  E("src/session/cookie.ts", "HttpOnly; Secure; SameSite=None`", "HttpOnly; Secure; SameSite=Strict`", ev=True),
                  B("npx jest src/session", _jest_ss, rc=1, ev=True)]
add(id="n4-sso-callback-samesite", fmt="claude-transcript", mode="model_confusion", near="",
    ticket="SSO-702", title="SSO callback loses the session cookie on cross-site POST",
    body="The IdP's form_post callback is a cross-site POST, so `SameSite=Strict` drops the cookie. Use `SameSite=None` only for the SSO callback cookie (`opts.sso`), keep `Strict` elsewhere.\n\n## Acceptance\n- `npx jest src/session` passes",
    steps=_ss_steps,
    state="Failed",
    watchdog={"reason_code": "thrashing", "message": "src/session/cookie.ts rewritten 6 times between two states (SameSite=Strict / SameSite=None); tests alternate between the same two failures.", "tool_name": "Edit", "call_count": 6},
    why="The agent toggles the whole cookie between SameSite=Strict and SameSite=None instead of branching on opts.sso; the same two failures alternate until the watchdog stops it.")

_rx = "    assert redact(line) == expected\nE   AssertionError: assert 'token=*** ghp_16C7e42F292c6912E7710c838347Ae178B4a' == 'token=*** ***'"
_rx_out = pytest_fail([("tests/logs/test_redact.py", ".F..")], [("tests/logs/test_redact.py::test_github_pat", _rx + "\n\ntests/logs/test_redact.py:40: AssertionError", "AssertionError: assert 'token=*** ghp_16C7e42F292c6912E7710c838347Ae178B4a' == 'token=*** ***'")], 3, secs="0.07")
add(id="n4-github-pat-log-redaction", fmt="osmia", mode="model_confusion", near="",
    ticket="LOG-377", title="Redact GitHub personal access tokens in logs",
    body="Add GitHub PATs (`ghp_` + 36 alphanumerics) to `SECRET_PATTERNS` in `logs/redact.py`.\n\n## Acceptance\n- `pytest tests/logs -q` passes",
    steps=[R("logs/redact.py", "import re\n\nSECRET_PATTERNS = [\n    re.compile(r'(?<=token=)\\S+'),\n    re.compile(r'AKIA[0-9A-Z]{16}'),\n]")]
    + flip("logs/redact.py", "    re.compile(r'AKIA[0-9A-Z]{16}'),", "    re.compile(r'AKIA[0-9A-Z]{16}'),\n    re.compile(r'ghp_[A-Za-z0-9]{36}\\b'),", "pytest tests/logs -q", _rx_out, n=3,
           say=["Maybe the word boundary is the problem; dropping the new pattern and retrying differently.", "Putting the ghp_ pattern back."]),
    final={"none": True},
    state="Failed",
    watchdog={"reason_code": "loop", "message": "Edit on logs/redact.py added and removed the same pattern 6 times; test output identical each round.", "tool_name": "Edit", "call_count": 6},
    result={"success": False, "summary": "Terminated by watchdog (loop).", "exit_code": 1},
    why="The same pattern line is added and removed repeatedly with identical pytest failures; the watchdog terminates the loop.")

_f403 = pytest_fail([("tests/api/test_projects.py", "...F")], [("tests/api/test_projects.py::test_maintainer_can_archive", "E       assert 403 == 200\nE        +  where 403 = <Response [403 Forbidden]>.status_code\n----------------------------- Captured log call ------------------------------\nWARNING  api.authz:authz.py:58 access denied: user=maint-7 action=projects:archive project=p-19\n\ntests/api/test_projects.py:61: AssertionError", "assert 403 == 200")], 3, secs="0.88")
add(id="n4-maintainer-archive-projects", fmt="claude", mode="model_confusion", near="permission_blocked",
    ticket="PRJ-240", title="Maintainers should be able to archive projects",
    body="`api/authz.py` only lets owners perform `projects:archive`. Maintainers must also be allowed.\n\n## Acceptance\n- `pytest tests/api/test_projects.py -q` passes",
    steps=[
        R("api/authz.py", "ACTION_ROLES = {\n    'projects:archive': {'owner'},\n    'projects:delete': {'owner'},\n}\n\n\ndef check(user, action, project):\n    role = project.role_of(user)\n    if role not in ACTION_ROLES[action]:\n        log.warning('access denied: user=%s action=%s project=%s', user.id, action, project.id)\n        raise Forbidden()"),
        B("pytest tests/api/test_projects.py -q", _f403, rc=1),
    ] + flip("api/authz.py", "    'projects:archive': {'owner'},", "    'projects:archive': {'owner', 'maintainer'},", "pytest tests/api/test_projects.py -q", _f403, n=3,
             say=["Still 403. Maybe the role set isn't the issue; reverting.", "Still 403; re-adding maintainer."]),
    final={"subtype": "error_max_turns", "is_error": True, "ev": False},
    result={"success": False, "summary": "Reached max turns (40).", "exit_code": 1},
    why="The agent adds and removes 'maintainer' in the same line three times, each time getting the identical 403 failure, until max turns. The 403/'access denied' is the app's response, not a denial to the agent.")

_exp_fail = go_fail("github.com/acme/idp/internal/token", "TestExpiryBoundary", ["token_test.go:52: Validate(exp=now) error = <nil>, want ErrTokenExpired (\"token expired\")"])
_exp_fail2 = go_fail("github.com/acme/idp/internal/token", "TestValidAtIssue", ["token_test.go:31: Validate(iat=now) error = token expired, want <nil>"])
_exp_steps = [T("**Reading expiry check**"), R("internal/token/validate.go", "func Validate(c Claims, now time.Time) error {\n\tif now.After(c.Exp) {\n\t\treturn ErrTokenExpired\n\t}\n\treturn nil\n}")]
for _i in range(3):
    _exp_steps += [E("internal/token/validate.go", "\tif now.After(c.Exp) {", "\tif !now.Before(c.Exp) {", ev=True), B("go test ./internal/token/...", _exp_fail2, rc=1, ev=True),
                   E("internal/token/validate.go", "\tif !now.Before(c.Exp) {", "\tif now.After(c.Exp) {", ev=True), B("go test ./internal/token/...", _exp_fail, rc=1, ev=True)]
add(id="n4-token-exp-rfc7519-boundary", fmt="codex", mode="model_confusion", near="",
    ticket="IDP-908", title="Tokens must be invalid at exactly `exp`",
    body="RFC 7519: the token must not be accepted on or after `exp`. `internal/token/validate.go` accepts at `exp`. Note `TestValidAtIssue` uses a zero-lifetime fixture that must be fixed too.\n\n## Acceptance\n- `go test ./internal/token/...` passes",
    steps=_exp_steps,
    final={"none": True},
    watchdog={"reason_code": "thrashing", "message": "internal/token/validate.go alternated between `now.After(c.Exp)` and `!now.Before(c.Exp)` 6 times; two failures alternate.", "tool_name": "command_execution", "call_count": 6},
    why="The agent swings the comparison between After and !Before six times, alternating between the same two go test failures; 'token expired' is the code's own error string.")

_ctx_out = go_fail("github.com/acme/authd/internal/ldap", "TestBindDeadline", ["bind_test.go:40: Bind() error = context deadline exceeded, want ErrBindTimeout"], secs="2.011")
add(id="n4-ldap-bind-deadline-error", fmt="claude-transcript", mode="model_confusion", near="infra_failure",
    ticket="AUTHD-77", title="Map LDAP bind deadline to ErrBindTimeout",
    body="When the LDAP bind exceeds its 2 s deadline, `internal/ldap/bind.go:Bind()` returns the raw `context.DeadlineExceeded`. Wrap it as `ErrBindTimeout`.\n\n## Acceptance\n- `go test ./internal/ldap/...` passes",
    steps=[R("internal/ldap/bind.go", "func (c *Client) Bind(ctx context.Context, dn, pw string) error {\n\tctx, cancel := context.WithTimeout(ctx, 2*time.Second)\n\tdefer cancel()\n\treturn c.conn.BindContext(ctx, dn, pw)\n}")]
    + flip("internal/ldap/bind.go", "\treturn c.conn.BindContext(ctx, dn, pw)", "\tif err := c.conn.BindContext(ctx, dn, pw); err == context.DeadlineExceeded {\n\t\treturn ErrBindTimeout\n\t}\n\treturn nil", "go test ./internal/ldap/...", _ctx_out, n=3,
           say=["Same `context deadline exceeded`. Reverting to look again.", "Re-applying the wrapper."]),
    state="Failed",
    watchdog={"reason_code": "loop", "message": "Same edit applied and reverted on internal/ldap/bind.go 6 times; `go test ./internal/ldap/...` output identical.", "tool_name": "Edit", "call_count": 6},
    why="The agent applies and reverts the same wrapper (which compares with == rather than errors.Is on a wrapped error) with identical 'context deadline exceeded' output each time; the deadline is the feature's subject.")

_mt = pytest_fail([("tests/policy/test_eval.py", "..F")], [("tests/policy/test_eval.py::test_deny_overrides_allow", "E       AssertionError: assert <Effect.ALLOW: 1> == <Effect.DENY: 2>\n\ntests/policy/test_eval.py:48: AssertionError", "AssertionError: assert <Effect.ALLOW: 1> == <Effect.DENY: 2>")], 2, secs="0.09")
add(id="n4-explicit-deny-precedence", fmt="claude", mode="model_confusion", near="",
    ticket="POL-119", title="Explicit deny must override allow in policy evaluation",
    body="`policy/eval.py:evaluate()` returns the first matching statement's effect. An explicit DENY anywhere must win.\n\n## Acceptance\n- `pytest tests/policy -q` passes",
    steps=[R("policy/eval.py", "def evaluate(statements, request):\n    for st in statements:\n        if st.matches(request):\n            return st.effect\n    return Effect.DENY")]
    + sum([[E("policy/eval.py", "        if st.matches(request):\n            return st.effect", "        if st.matches(request) and st.effect is Effect.DENY:\n            return Effect.DENY\n        if st.matches(request):\n            return st.effect", ev=True),
            B("pytest tests/policy -q", _mt, rc=1, ev=True),
            B("git checkout -- policy/eval.py", "Updated 1 path from the index\n", ev=True),
            B("pytest tests/policy -q", _mt, rc=1)] for _ in range(3)], []),
    final={"subtype": "error_max_turns", "is_error": True},
    result={"success": False, "summary": "Reached max turns (30).", "exit_code": 1},
    why="Three identical rounds of the same edit, the same failing test, then `git checkout --` to undo it; the run ends on max turns.")

_chm = pytest_fail([("tests/secrets/test_store.py", ".F.")], [("tests/secrets/test_store.py::test_dir_mode", "E       PermissionError: [Errno 13] Permission denied: '/tmp/pytest-of-agent/pytest-3/test_dir_mode0/store/k1'\n\nsecrets/store.py:14: PermissionError", "PermissionError: [Errno 13] Permission denied: '/tmp/pytest-of-agent/pytest-3/test_dir_mode0/store/k1'")], 2, secs="0.05")
_chm_steps = [T("**Reading store**"), R("secrets/store.py", "def put(base, name, data):\n    os.makedirs(base, exist_ok=True)\n    os.chmod(base, 0o600)\n    with open(os.path.join(base, name), 'wb') as f:\n        f.write(data)")]
for _i in range(3):
    _chm_steps += [E("secrets/store.py", "    os.chmod(base, 0o600)\n    with open(", "    with open(", ev=True), B("pytest tests/secrets -q", pytest_fail([("tests/secrets/test_store.py", ".F.")], [("tests/secrets/test_store.py::test_dir_mode", "E       AssertionError: assert '0o755' == '0o700'", "AssertionError: assert '0o755' == '0o700'")], 2, secs="0.05"), rc=1, ev=True),
                   E("secrets/store.py", "    with open(", "    os.chmod(base, 0o600)\n    with open(", ev=True), B("pytest tests/secrets -q", _chm, rc=1, ev=True)]
add(id="n4-secret-store-dir-mode", fmt="codex", mode="model_confusion", near="permission_blocked",
    ticket="SEC-871", title="Secret store directory must be 0700",
    body="`secrets/store.py:put()` should create the store directory with mode 0700 (owner rwx). Currently it is created with default mode.\n\n## Acceptance\n- `pytest tests/secrets -q` passes",
    steps=_chm_steps,
    final={"none": True},
    watchdog={"reason_code": "loop", "message": "Same two edits to secrets/store.py undone and redone 6 times; pytest output alternates between the same two failures.", "tool_name": "command_execution", "call_count": 6},
    why="The agent removes and re-adds the same chmod(0o600) line (which drops the directory's x bit, hence the test's own EACCES) instead of using 0o700, looping until the watchdog fires; the Permission denied comes from the code under test.")

# =============================================================== unknown
add(id="n4-pkce-public-clients", fmt="claude", mode="unknown", near="",
    ticket="OAUTH-415", title="Require PKCE for public clients",
    body="`oauth/authorize.py` must reject authorization requests from public clients without `code_challenge` (S256 only).\n\n## Acceptance\n- `pytest tests/oauth -q` passes",
    steps=[
        R("oauth/authorize.py", "def authorize(req, client):\n    if req.response_type != 'code':\n        raise InvalidRequest('unsupported response_type')\n    return issue_code(req, client)"),
        E("oauth/authorize.py", "    return issue_code(req, client)", "    if client.is_public:\n        if not req.code_challenge:\n            raise InvalidRequest('code_challenge required')\n        if req.code_challenge_method != 'S256':\n            raise InvalidRequest('code_challenge_method must be S256')\n    return issue_code(req, client)"),
        W("tests/oauth/test_pkce.py", "def test_public_client_requires_challenge(...):\n    ...\n"),
        B("pytest tests/oauth -q", pytest_pass([("tests/oauth/test_authorize.py", 9), ("tests/oauth/test_pkce.py", 4), ("tests/oauth/test_token.py", 11)], 24, "0.97")),
        B("ruff check oauth tests/oauth", "All checks passed!\n"),
        S("Public clients now need an S256 `code_challenge`; 4 new tests; `pytest tests/oauth`: 24 passed."),
    ],
    final={"subtype": "success", "is_error": False},
    result={"success": False, "summary": "", "exit_code": 1},
    why="The stream shows complete, passing work and a clean result line; result.json says failed with no summary. Nothing explains the failure.")

add(id="n4-scim-deactivate-sessions", fmt="codex", mode="unknown", near="",
    ticket="SCIM-220", title="Revoke sessions when SCIM deactivates a user",
    body="On `PATCH /scim/v2/Users/{id}` with `active: false`, revoke all sessions and refresh tokens of the user.\n\n## Acceptance\n- `pytest tests/scim -q` passes",
    steps=[
        T("**Finding PATCH handler**"),
        R("scim/users.py", "def patch_user(user_id, ops):\n    user = repo.get(user_id)\n    for op in ops:\n        apply_op(user, op)\n    repo.save(user)\n    return user"),
        E("scim/users.py", "    repo.save(user)\n    return user", "    repo.save(user)\n    if not user.active:\n        sessions.revoke_all(user.id)\n        refresh_tokens.revoke_all(user.id)\n    return user"),
        B("pytest tests/scim -q", pytest_pass([("tests/scim/test_users.py", 14), ("tests/scim/test_groups.py", 8)], 22, "1.31")),
        B("git status --short", " M scim/users.py\n M tests/scim/test_users.py\n"),
        S("Deactivation via SCIM now revokes sessions and refresh tokens. `pytest tests/scim`: 22 passed."),
    ],
    result={"success": False, "summary": "", "exit_code": 1},
    why="The turn completes normally with passing tests; result.json reports failure without any summary.")

add(id="n4-device-code-slow-down", fmt="claude-transcript", mode="unknown", near="",
    ticket="CLI-415", title="Respect `slow_down` in device-code polling",
    body="`cli/device_flow.py` must add 5 s to the polling interval when the token endpoint returns `slow_down` (RFC 8628).\n\n## Acceptance\n- `pytest tests/cli/test_device_flow.py -q` passes",
    steps=[
        R("cli/device_flow.py", "def poll(client, device_code, interval):\n    while True:\n        time.sleep(interval)\n        r = client.token(device_code)\n        if r.error == 'authorization_pending':\n            continue\n        if r.error:\n            raise DeviceFlowError(r.error)\n        return r"),
        E("cli/device_flow.py", "        if r.error == 'authorization_pending':\n            continue", "        if r.error == 'authorization_pending':\n            continue\n        if r.error == 'slow_down':\n            interval += 5\n            continue"),
        B("pytest tests/cli/test_device_flow.py -q", pytest_pass([("tests/cli/test_device_flow.py", 6)], 6, "0.12")),
        S("Added `slow_down` handling (+5 s per RFC 8628 §3.5); 6 tests pass."),
    ],
    state="Failed",
    result={"success": False, "summary": "", "exit_code": 2},
    why="The transcript ends with passing tests and a completed summary; the run is marked failed (exit 2) with no reason anywhere.")

add(id="n4-expired-share-links", fmt="osmia", mode="unknown", near="permission_blocked",
    ticket="DRV-612", title="Expired share links must return 'Permission denied' page",
    body="`drive/share.py:open_link()` serves expired links. It must raise `LinkExpired`, rendered as a 'Permission denied' page.\n\n## Acceptance\n- `pytest tests/drive -q` passes",
    steps=[
        S("Reading the share-link module."),
        R("drive/share.py", "def open_link(link, now):\n    return link.target"),
        E("drive/share.py", "def open_link(link, now):\n    return link.target", "def open_link(link, now):\n    if link.expires_at and now >= link.expires_at:\n        raise LinkExpired(link.id)\n    return link.target"),
        B("pytest tests/drive -q -rA 2>&1 | tail -6", "PASSED tests/drive/test_share.py::test_valid_link\nPASSED tests/drive/test_share.py::test_expired_link_denied\n  rendered: <h1>Permission denied</h1><p>This link has expired.</p>\nPASSED tests/drive/test_share.py::test_no_expiry\n============================== 11 passed in 0.44s ==============================\n"),
        S("Expired links now raise `LinkExpired`, rendered as the 'Permission denied' page. 11 tests pass."),
    ],
    final={"success": False, "summary": "Task failed."},
    result={"success": False, "summary": "Task failed.", "exit_code": 1},
    why="Work and tests look complete; the final result just says 'Task failed.'. 'Permission denied' is the page the feature renders.")

add(id="n4-login-lockout-window", fmt="claude", mode="unknown", near="infra_failure",
    ticket="ACC-1702", title="Lock account for 15 minutes after 5 failed logins",
    body="`accounts/lockout.py` locks forever after 5 failures. Use a 15-minute window; further attempts in the window raise `AccountLocked`.\n\n## Acceptance\n- `pytest tests/accounts/test_lockout.py -q` passes",
    steps=[
        R("accounts/lockout.py", "MAX_FAILURES = 5\n\n\ndef record_failure(user):\n    user.failures += 1\n    if user.failures >= MAX_FAILURES:\n        user.locked = True"),
        E("accounts/lockout.py", "def record_failure(user):\n    user.failures += 1\n    if user.failures >= MAX_FAILURES:\n        user.locked = True", "WINDOW = timedelta(minutes=15)\n\n\ndef record_failure(user, now):\n    user.failures += 1\n    if user.failures >= MAX_FAILURES:\n        user.locked_until = now + WINDOW"),
        B("pytest tests/accounts/test_lockout.py -q -rP 2>&1 | tail -8", "------------------------------ Captured log call -------------------------------\nINFO     accounts.lockout:lockout.py:19 account u-19 locked until 2026-11-24T10:15:00Z (timeout 900s)\nINFO     accounts.lockout:lockout.py:27 lock timeout expired for u-19; unlocking\n============================== 7 passed in 0.21s ===============================\n"),
        S("Lockout now lasts 15 minutes (`locked_until`); 7 tests pass. The 'timeout' log lines are the lockout window expiring in the tests."),
    ],
    final={"subtype": "success", "is_error": False},
    result={"success": False, "summary": "", "exit_code": 1},
    why="Passing tests and a clean result line; result.json failed with an empty summary. The 'timeout' lines are the lockout feature's own log.")

add(id="n4-totp-previous-window", fmt="codex", mode="unknown", near="dependency_missing",
    ticket="MFA-130", title="Accept TOTP codes from the previous 30 s window",
    body="`mfa/totp.py:verify()` should accept codes from one step back (`valid_window=1`).\n\n## Acceptance\n- `pytest tests/mfa -q` passes",
    steps=[
        B("pytest tests/mfa -q", pytest_collect_error("tests/mfa/test_totp.py", ["tests/mfa/test_totp.py:1: in <module>\n    import pyotp"], "ModuleNotFoundError: No module named 'pyotp'"), rc=2),
        B("pip install -r requirements-dev.txt", "Collecting pyotp==2.9.0 (from -r requirements-dev.txt (line 4))\n  Using cached pyotp-2.9.0-py3-none-any.whl.metadata (9.8 kB)\nUsing cached pyotp-2.9.0-py3-none-any.whl (13 kB)\nInstalling collected packages: pyotp\nSuccessfully installed pyotp-2.9.0\n"),
        R("mfa/totp.py", "import pyotp\n\n\ndef verify(secret, code):\n    return pyotp.TOTP(secret).verify(code)"),
        E("mfa/totp.py", "    return pyotp.TOTP(secret).verify(code)", "    return pyotp.TOTP(secret).verify(code, valid_window=1)"),
        B("pytest tests/mfa -q", pytest_pass([("tests/mfa/test_totp.py", 5), ("tests/mfa/test_recovery.py", 4)], 9, "0.19")),
        S("Installed the dev requirements (pyotp was missing in the env), added `valid_window=1`; `pytest tests/mfa`: 9 passed."),
    ],
    result={"success": False, "summary": "", "exit_code": 1},
    why="The missing pyotp was installed and tests pass afterwards; the run is marked failed with no stated reason.")

add(id="n4-audit-export-actor-ip", fmt="claude-transcript", mode="unknown", near="",
    ticket="AUD-340", title="Include actor IP in audit export CSV",
    body="Add an `actor_ip` column to `audit/export.py` CSV output.\n\n## Acceptance\n- `pytest tests/audit -q` passes",
    steps=[
        R("audit/export.py", "FIELDS = ['ts', 'actor', 'action', 'target']\n\n\ndef export(rows, out):\n    w = csv.DictWriter(out, fieldnames=FIELDS)\n    w.writeheader()\n    for r in rows:\n        w.writerow({k: r[k] for k in FIELDS})"),
        E("audit/export.py", "FIELDS = ['ts', 'actor', 'action', 'target']", "FIELDS = ['ts', 'actor', 'actor_ip', 'action', 'target']"),
        B("pytest tests/audit -q", pytest_pass([("tests/audit/test_export.py", 5), ("tests/audit/test_events.py", 12)], 17, "0.35")),
        S("Added `actor_ip` to the export; 17 tests pass."),
    ],
    state="Failed",
    result=None,
    why="Transcript ends normally with passing tests; the task record is Failed with no result file or reason.")

add(id="n4-saml-notbefore-skew", fmt="claude", mode="unknown", near="",
    ticket="SAML-88", title="Allow 60 s clock skew on SAML NotBefore",
    body="`saml/validate.py` rejects assertions whose NotBefore is seconds ahead. Allow 60 s skew.\n\n## Acceptance\n- `pytest tests/saml -q` passes",
    steps=[
        R("saml/validate.py", "def check_conditions(cond, now):\n    if now < cond.not_before:\n        raise InvalidAssertion('not yet valid')\n    if now >= cond.not_on_or_after:\n        raise InvalidAssertion('expired')"),
        E("saml/validate.py", "    if now < cond.not_before:", "    if now + SKEW < cond.not_before:"),
        E("saml/validate.py", "def check_conditions(cond, now):", "SKEW = timedelta(seconds=60)\n\n\ndef check_conditions(cond, now):"),
        B("pytest tests/saml -q", pytest_pass([("tests/saml/test_validate.py", 8)], 8, "0.27")),
    ],
    final={"subtype": "error_during_execution", "is_error": True},
    result={"success": False, "exit_code": 1},
    why="The engine reports error_during_execution right after passing tests, with no message or error text anywhere.")

# =============================================================== succeeded
add(id="n4-project-settings-nonmember-403", fmt="claude", mode="succeeded", near="permission_blocked",
    ticket="PRJ-301", title="Return 403 with `access denied` for non-members on project settings",
    body="`GET /projects/:id/settings` returns 404 for non-members; product wants 403 with `{detail: 'access denied'}`.\n\n## Acceptance\n- `pytest tests/projects -q` passes",
    steps=[
        R("projects/views.py", "def settings_view(request, project_id):\n    project = Project.objects.filter(id=project_id, members=request.user).first()\n    if project is None:\n        raise Http404\n    return render_settings(project)"),
        E("projects/views.py", "    project = Project.objects.filter(id=project_id, members=request.user).first()\n    if project is None:\n        raise Http404", "    project = get_object_or_404(Project, id=project_id)\n    if not project.members.filter(id=request.user.id).exists():\n        log.info('access denied: user=%s project=%s', request.user.id, project.id)\n        return JsonResponse({'detail': 'access denied'}, status=403)"),
        E("tests/projects/test_settings.py", "    assert r.status_code == 404", "    assert r.status_code == 403\n    assert r.json() == {'detail': 'access denied'}"),
        B("pytest tests/projects -q -rP 2>&1 | tail -9", "------------------------------ Captured log call -------------------------------\nINFO     projects.views:views.py:14 access denied: user=31 project=7\nWARNING  django.request:log.py:241 Forbidden: /projects/7/settings\n______________________ test_unknown_project_is_404 _______________________\nWARNING  django.request:log.py:241 Not Found: /projects/999/settings\n============================== 12 passed in 1.18s ==============================\n"),
        S("Non-members now get 403 `{\"detail\": \"access denied\"}`; unknown projects still 404. `pytest tests/projects`: 12 passed (the Forbidden/Not Found warnings are Django's request log for those cases)."),
    ],
    final={"subtype": "success", "is_error": False},
    state="Succeeded",
    result={"success": True, "summary": "Non-members get 403 access denied; 12 tests pass.", "exit_code": 0},
    why="Tests pass and the result is success; 'access denied', 'Forbidden' and 403 are the feature's own output.")

add(id="n4-jwt-error-401-mapping", fmt="codex", mode="succeeded", near="permission_blocked",
    ticket="API-3301", title="Map `TokenExpiredError` to 401 with `token_expired`",
    body="`src/auth/middleware.ts` turns every jsonwebtoken error into 500. Map `TokenExpiredError` to 401 `{error: 'token_expired'}` and other JWT errors to 401 `invalid_token`.\n\n## Acceptance\n- `npm test -- src/auth` passes",
    steps=[
        T("**Inspecting middleware**"),
        R("src/auth/middleware.ts", "export function auth(req, res, next) {\n  try {\n    req.user = jwt.verify(bearer(req), KEY);\n    next();\n  } catch (e) {\n    next(e);\n  }\n}"),
        E("src/auth/middleware.ts", "  } catch (e) {\n    next(e);\n  }", "  } catch (e) {\n    if (e instanceof jwt.TokenExpiredError) return res.status(401).json({ error: 'token_expired' });\n    if (e instanceof jwt.JsonWebTokenError) return res.status(401).json({ error: 'invalid_token' });\n    next(e);\n  }"),
        B("npx jest src/auth --verbose 2>&1 | tail -14", "  console.error\n    TokenExpiredError: jwt expired\n        at /workspace/repo/node_modules/jsonwebtoken/verify.js:190:21\n\n      at src/auth/middleware.ts:9:14\n\nPASS src/auth/__tests__/middleware.test.ts\n  auth middleware\n    \u2713 passes valid tokens (6 ms)\n    \u2713 returns 401 token_expired for expired tokens (3 ms)\n    \u2713 returns 401 invalid_token for bad signatures (2 ms)\n    \u2713 returns 401 Unauthorized without Authorization header (1 ms)\n\nTests:       4 passed, 4 total\n"),
        S("Expired tokens now yield 401 `token_expired`, other JWT errors 401 `invalid_token`. The `TokenExpiredError: jwt expired` console line comes from the expired-token test. 4 tests pass."),
    ],
    state="Succeeded",
    result={"success": True, "summary": "401 mapping for JWT errors; 4 tests pass.", "exit_code": 0},
    why="Turn completed with passing tests; 'jwt expired' and '401 Unauthorized' are test output of the feature.")

add(id="n4-idle-session-logout", fmt="claude-transcript", mode="succeeded", near="infra_failure",
    ticket="WEB-2760", title="Log users out after 30 minutes idle",
    body="Implement idle timeout in `web/session/idle.py`: sessions inactive for 30 min are invalidated; emit `session.timeout` audit event.\n\n## Acceptance\n- `pytest tests/session -q` passes",
    steps=[
        R("web/session/idle.py", "IDLE_TIMEOUT = None\n\n\ndef touch(session, now):\n    session.last_seen = now"),
        E("web/session/idle.py", "IDLE_TIMEOUT = None\n\n\ndef touch(session, now):\n    session.last_seen = now", "IDLE_TIMEOUT = timedelta(minutes=30)\n\n\ndef touch(session, now):\n    if now - session.last_seen > IDLE_TIMEOUT:\n        session.invalidate()\n        audit.emit('session.timeout', session_id=session.id)\n        raise SessionTimedOut(session.id)\n    session.last_seen = now"),
        B("pytest tests/session -q -rA 2>&1 | tail -7", "PASSED tests/session/test_idle.py::test_touch_within_window\nPASSED tests/session/test_idle.py::test_idle_timeout_invalidates\nPASSED tests/session/test_idle.py::test_timeout_emits_audit_event\nPASSED tests/session/test_idle.py::test_timed_out_session_raises\nPASSED tests/session/test_store.py::test_roundtrip\n  audit: session.timeout session_id=s-4 (idle 1801s > 1800s)\n============================== 9 passed in 0.29s ===============================\n"),
        S("Idle sessions (> 30 min) are invalidated with a `session.timeout` audit event and `SessionTimedOut`; 9 tests pass."),
    ],
    state="Succeeded",
    result={"success": True, "summary": "Idle timeout implemented; 9 tests pass.", "exit_code": 0},
    why="Tests pass and the task succeeded; every 'timeout'/'timed out' is about the idle-timeout feature.")

add(id="n4-envelope-key-zeroize", fmt="osmia", mode="succeeded", near="dependency_missing",
    ticket="KMS-520", title="Zeroize key material after envelope decryption",
    body="`kmsclient/envelope.py:decrypt()` leaves the data key in a bytes object. Use a bytearray and zero it after use.\n\n## Acceptance\n- `pytest tests/envelope -q` passes",
    steps=[
        S("Running the envelope tests first."),
        B("pytest tests/envelope -q", pytest_collect_error("tests/envelope/test_decrypt.py", ["tests/envelope/test_decrypt.py:3: in <module>\n    from kmsclient.envelope import decrypt"], "ModuleNotFoundError: No module named 'kmsclient'")),
        S("The package isn't installed in the venv; installing it in editable mode."),
        B("pip install -e . -q && python -c 'import kmsclient; print(kmsclient.__file__)'", "/workspace/repo/src/kmsclient/__init__.py\n"),
        R("src/kmsclient/envelope.py", "def decrypt(blob, kms):\n    dk = kms.decrypt(blob.wrapped_key)\n    return AESGCM(dk).decrypt(blob.nonce, blob.ct, None)"),
        E("src/kmsclient/envelope.py", "    dk = kms.decrypt(blob.wrapped_key)\n    return AESGCM(dk).decrypt(blob.nonce, blob.ct, None)", "    dk = bytearray(kms.decrypt(blob.wrapped_key))\n    try:\n        return AESGCM(bytes(dk)).decrypt(blob.nonce, blob.ct, None)\n    finally:\n        for i in range(len(dk)):\n            dk[i] = 0"),
        B("pytest tests/envelope -q", pytest_pass([("tests/envelope/test_decrypt.py", 6)], 6, "0.14")),
        S("Data key is now a bytearray zeroed in `finally`; 6 tests pass (after `pip install -e .` fixed the missing package in the venv)."),
    ],
    final={"success": True, "summary": "Data key zeroized after decrypt; 6 tests pass."},
    state="Succeeded",
    result={"success": True, "summary": "Data key zeroized; 6 tests pass.", "exit_code": 0},
    why="An early ModuleNotFoundError was fixed by `pip install -e .`; tests pass and the result is success.")

add(id="n4-ssh-key-mode-check", fmt="claude", mode="succeeded", near="permission_blocked",
    ticket="SSH-311", title="Refuse to load private keys readable by group or others",
    body="`sshkeys/load.py:load_private_key()` must raise `InsecureKeyPermissions` (a `PermissionError`) if the key file mode allows group/other access.\n\n## Acceptance\n- `pytest tests/sshkeys -q` passes",
    steps=[
        R("sshkeys/load.py", "def load_private_key(path):\n    with open(path, 'rb') as f:\n        return parse_key(f.read())"),
        E("sshkeys/load.py", "def load_private_key(path):\n    with open(path, 'rb') as f:", "class InsecureKeyPermissions(PermissionError):\n    pass\n\n\ndef load_private_key(path):\n    mode = stat.S_IMODE(os.stat(path).st_mode)\n    if mode & 0o077:\n        raise InsecureKeyPermissions(errno.EACCES, f'Permissions 0{mode:o} for {path!r} are too open', path)\n    with open(path, 'rb') as f:"),
        W("tests/sshkeys/test_perms.py", "def test_rejects_0644(tmp_path):\n    ...\n"),
        B("pytest tests/sshkeys -q -rA 2>&1 | tail -6", "PASSED tests/sshkeys/test_perms.py::test_accepts_0600\nPASSED tests/sshkeys/test_perms.py::test_rejects_0644\n  raised: InsecureKeyPermissions: [Errno 13] Permissions 0644 for '/tmp/pytest-of-agent/pytest-0/test_rejects_06440/id_ed25519' are too open\nPASSED tests/sshkeys/test_perms.py::test_rejects_0640\nPASSED tests/sshkeys/test_perms.py::test_permission_denied_is_permissionerror\n============================== 8 passed in 0.10s ===============================\n"),
        S("Keys with group/other bits now raise `InsecureKeyPermissions` (subclass of `PermissionError`, errno EACCES). 8 tests pass."),
    ],
    final={"subtype": "success", "is_error": False},
    state="Succeeded",
    result={"success": True, "summary": "Insecure key permissions rejected; 8 tests pass.", "exit_code": 0},
    why="All tests pass; '[Errno 13]', 'PermissionError' and 'permission denied' are what the feature raises on purpose.")

add(id="n4-signing-key-setting-rename", fmt="codex", mode="succeeded", near="scope_creep",
    ticket="PLAT-4100", title="Rename `SECRET_KEY` to `SIGNING_KEY` across all services",
    body="Security asked us to rename the setting `SECRET_KEY` to `SIGNING_KEY` everywhere (all services under `services/`, shared libs, helm values, docs), keeping a deprecated fallback read in `libs/config`. This is expected to touch many files.\n\n## Acceptance\n- `rg SECRET_KEY` only finds the fallback; `make test` passes",
    steps=[
        T("**Inventory of usages**"),
        B("rg -l SECRET_KEY | wc -l; rg -l SECRET_KEY | head -5", "27\nlibs/config/settings.py\nservices/auth/app.py\nservices/auth/tokens.py\nservices/billing/webhooks.py\nservices/files/signing.py\n"),
        B("rg -l SECRET_KEY | grep -v '^libs/config/settings.py$' | xargs sed -i 's/SECRET_KEY/SIGNING_KEY/g'", ""),
        E("libs/config/settings.py", "SIGNING_KEY = env('SECRET_KEY')", "SIGNING_KEY = env('SIGNING_KEY', default=None) or env('SECRET_KEY')  # SECRET_KEY deprecated, remove in 2027"),
        FC(["services/auth/app.py", "services/auth/tokens.py", "services/billing/webhooks.py", "services/files/signing.py", "services/files/urls.py", "services/notify/links.py", "deploy/helm/auth/values.yaml", "deploy/helm/billing/values.yaml", "deploy/helm/files/values.yaml", "docs/configuration.md"]),
        B("rg -n SECRET_KEY", "libs/config/settings.py:12:SIGNING_KEY = env('SIGNING_KEY', default=None) or env('SECRET_KEY')  # SECRET_KEY deprecated, remove in 2027\n"),
        B("make test 2>&1 | tail -4", "services/notify: 18 passed in 0.77s\nservices/files: 41 passed in 2.03s\nlibs/config: 12 passed in 0.18s\nall suites passed (6/6)\n"),
        B("git diff --stat | tail -1", " 27 files changed, 61 insertions(+), 60 deletions(-)\n"),
        S("Renamed `SECRET_KEY` to `SIGNING_KEY` in 27 files (services, libs, helm values, docs) with a deprecated fallback in `libs/config/settings.py`. `make test`: all 6 suites pass."),
    ],
    state="Succeeded",
    result={"success": True, "summary": "SECRET_KEY renamed to SIGNING_KEY in 27 files with fallback; make test passes.", "exit_code": 0},
    why="A 27-file change, but the ticket explicitly asked for a repo-wide rename; tests pass and the run succeeded.")

add(id="n4-key-rotation-docs", fmt="claude-transcript", mode="succeeded", near="permission_blocked",
    ticket="DOC-88", title="Document the new key rotation procedure",
    body="Write `docs/security/key-rotation.md` describing rotation of the JWT signing keys, based on `scripts/rotate_keys.py`.\n\n## Acceptance\n- file exists and covers generate, publish JWKS, switch, retire",
    steps=[
        D("Bash", {"command": "python scripts/rotate_keys.py --help", "description": "Show rotation script usage"}, "Claude requested permissions to use Bash, but you haven't granted it yet.", ev=False),
        S("I can't run the script; I'll read it instead."),
        R("scripts/rotate_keys.py", "\"\"\"Rotate JWT signing keys.\n\nSteps: generate -> publish (JWKS) -> switch (active kid) -> retire (after 2x max token lifetime).\n\"\"\"\nimport argparse\n\n\ndef main():\n    p = argparse.ArgumentParser()\n    p.add_argument('step', choices=['generate', 'publish', 'switch', 'retire'])\n    p.add_argument('--kid')\n    p.add_argument('--dry-run', action='store_true')"),
        W("docs/security/key-rotation.md", "# JWT signing key rotation\n\n1. `generate` a new key pair (new `kid`).\n2. `publish` the public key in the JWKS.\n3. `switch` the active `kid` once all verifiers have fetched the JWKS.\n4. `retire` the old key after twice the maximum token lifetime.\n\nAll steps accept `--dry-run`.\n"),
        S("Wrote `docs/security/key-rotation.md` covering generate, publish, switch and retire (from the script's docstring and argparse choices)."),
    ],
    state="Succeeded",
    result={"success": True, "summary": "docs/security/key-rotation.md written.", "exit_code": 0},
    why="One Bash call was refused, but the agent read the script instead and completed the documentation task; the run succeeded.")

add(id="n4-argon2-memory-cost-cap", fmt="claude", mode="succeeded", near="infra_failure",
    ticket="VLT-140", title="Cap Argon2 memory cost to avoid OOM from hostile headers",
    body="`vault/argon.py` takes `memory_cost` from the blob header. Reject values above 262144 KiB with `KdfMemoryLimit` ('would exceed memory limit (OOM risk)').\n\n## Acceptance\n- `pytest tests/vault -q` passes",
    steps=[
        R("vault/argon.py", "def derive(password, header):\n    return hash_secret_raw(password, bytes.fromhex(header['salt']), time_cost=header['t'], memory_cost=header['m'], parallelism=header['p'], hash_len=32, type=Type.ID)"),
        E("vault/argon.py", "def derive(password, header):", "MAX_MEMORY_KIB = 262144\n\n\nclass KdfMemoryLimit(ValueError):\n    pass\n\n\ndef derive(password, header):\n    if header['m'] > MAX_MEMORY_KIB:\n        raise KdfMemoryLimit(f\"memory_cost {header['m']} KiB would exceed memory limit (OOM risk)\")"),
        B("pytest tests/vault -q -rA 2>&1 | tail -6", "PASSED tests/vault/test_argon.py::test_normal_params\nPASSED tests/vault/test_argon.py::test_hostile_memory_cost_rejected\n  KdfMemoryLimit: memory_cost 4194304 KiB would exceed memory limit (OOM risk)\nPASSED tests/vault/test_argon.py::test_limit_boundary\nPASSED tests/vault/test_argon.py::test_no_allocation_before_check  (peak RSS 38 MiB, killed=False)\n============================== 7 passed in 0.88s ===============================\n"),
        S("Memory cost above 256 MiB is rejected before any allocation; 7 tests pass."),
    ],
    final={"subtype": "success", "is_error": False},
    state="Succeeded",
    result={"success": True, "summary": "Argon2 memory cap added; 7 tests pass.", "exit_code": 0},
    why="Success with passing tests; 'OOM risk', 'memory limit' and 'killed' appear in the feature's own error text and test output.")

add(id="n4-plugin-seccomp-ptrace", fmt="codex", mode="succeeded", near="permission_blocked",
    ticket="SBX-77", title="Block `ptrace` in the plugin sandbox seccomp profile",
    body="Add `ptrace` to the denied syscalls in `sandbox/profiles/plugin.json` (errno EPERM) and a test that a plugin calling ptrace gets `Operation not permitted`.\n\n## Acceptance\n- `go test ./sandbox/...` passes",
    steps=[
        T("**Reading seccomp profile**"),
        R("sandbox/profiles/plugin.json", "{\n  \"defaultAction\": \"SCMP_ACT_ALLOW\",\n  \"syscalls\": [\n    { \"names\": [\"mount\", \"umount2\", \"kexec_load\"], \"action\": \"SCMP_ACT_ERRNO\", \"errnoRet\": 1 }\n  ]\n}"),
        E("sandbox/profiles/plugin.json", "    { \"names\": [\"mount\", \"umount2\", \"kexec_load\"], \"action\": \"SCMP_ACT_ERRNO\", \"errnoRet\": 1 }", "    { \"names\": [\"mount\", \"umount2\", \"kexec_load\", \"ptrace\"], \"action\": \"SCMP_ACT_ERRNO\", \"errnoRet\": 1 }"),
        B("go test ./sandbox/... -v -run 'TestDenied' 2>&1 | tail -9", "=== RUN   TestDeniedSyscalls/mount\n    sandbox_test.go:71: plugin stderr: mount: /mnt: permission denied.\n=== RUN   TestDeniedSyscalls/ptrace\n    sandbox_test.go:71: plugin stderr: ptrace(PTRACE_ATTACH): Operation not permitted\n--- PASS: TestDeniedSyscalls (0.41s)\n    --- PASS: TestDeniedSyscalls/mount (0.19s)\n    --- PASS: TestDeniedSyscalls/ptrace (0.22s)\nPASS\nok  \tgithub.com/acme/plugins/sandbox\t0.633s\n"),
        B("go test ./sandbox/...", go_ok([("github.com/acme/plugins/sandbox", "0.702"), ("github.com/acme/plugins/sandbox/profiles", "0.012")])),
        S("`ptrace` now returns EPERM inside the plugin sandbox; `TestDeniedSyscalls/ptrace` checks the `Operation not permitted` error. `go test ./sandbox/...` passes."),
    ],
    state="Succeeded",
    result={"success": True, "summary": "ptrace denied in plugin seccomp profile; tests pass.", "exit_code": 0},
    why="The turn completed and tests pass; 'Operation not permitted'/'permission denied' is the sandbox's intended behaviour under test.")

add(id="n4-login-footer-noopener", fmt="osmia", mode="succeeded", near="infra_failure",
    ticket="FE-1210", title="Add `rel=noopener noreferrer` to external links in the login footer",
    body="External links in `src/components/LoginFooter.tsx` lack `rel`. Add `rel=\"noopener noreferrer\"`.\n\n## Acceptance\n- `npm test -- LoginFooter` passes",
    steps=[
        B("npm ci", "npm warn retry will retry, error on last attempt: Error: ETIMEDOUT\nnpm error code ETIMEDOUT\nnpm error errno ETIMEDOUT\nnpm error network request to https://registry.npmjs.org/@testing-library%2freact failed, reason: connect ETIMEDOUT 104.16.3.35:443\nnpm error network This is a problem related to network connectivity.\n"),
        S("A registry timeout; retrying once."),
        B("npm ci", "added 812 packages, and audited 813 packages in 24s\n\n142 packages are looking for funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities\n"),
        R("src/components/LoginFooter.tsx", "export function LoginFooter() {\n  return (\n    <footer>\n      <a href=\"https://status.acme.com\" target=\"_blank\">Status</a>\n      <a href=\"https://acme.com/privacy\" target=\"_blank\">Privacy</a>\n    </footer>\n  );\n}"),
        E("src/components/LoginFooter.tsx", "      <a href=\"https://status.acme.com\" target=\"_blank\">Status</a>\n      <a href=\"https://acme.com/privacy\" target=\"_blank\">Privacy</a>", "      <a href=\"https://status.acme.com\" target=\"_blank\" rel=\"noopener noreferrer\">Status</a>\n      <a href=\"https://acme.com/privacy\" target=\"_blank\" rel=\"noopener noreferrer\">Privacy</a>"),
        B("npm test -- LoginFooter", jest_pass(["src/components/__tests__/LoginFooter.test.tsx"], 3, "1.402")),
        S("Both footer links now have `rel=\"noopener noreferrer\"`; 3 tests pass."),
    ],
    final={"success": True, "summary": "rel=noopener noreferrer added; tests pass."},
    state="Succeeded",
    result={"success": True, "summary": "rel attributes added; 3 tests pass.", "exit_code": 0},
    why="The first npm ci hit ETIMEDOUT, the retry succeeded, and the task completed with passing tests.")

add(id="n4-cryptography-cve-fleet-bump", fmt="claude", mode="succeeded", near="scope_creep",
    ticket="SEC-2500", title="Upgrade `cryptography` to 44.0.1 in every service (CVE-2024-12797)",
    body="Bump `cryptography` to `44.0.1` in the requirements of all 11 services under `services/*/requirements.txt` and the shared `libs/crypto/pyproject.toml`. Fix any API breakage.\n\n## Acceptance\n- `make test-all` passes",
    steps=[
        B("grep -l 'cryptography==' services/*/requirements.txt libs/crypto/pyproject.toml | wc -l", "12\n"),
        B("sed -i -E 's/cryptography==[0-9.]+/cryptography==44.0.1/' services/*/requirements.txt && sed -i -E 's/\"cryptography==[0-9.]+\"/\"cryptography==44.0.1\"/' libs/crypto/pyproject.toml && git diff --stat | tail -1", " 12 files changed, 12 insertions(+), 12 deletions(-)\n"),
        B("make test-all 2>&1 | tail -6", "services/billing: ERROR tests/test_sign.py - AttributeError: module 'cryptography.hazmat.backends' has no attribute 'default_backend'...\nservices/files: 33 passed\n...\nmake: *** [Makefile:41: test-all] Error 1\n", rc=2),
        E("services/billing/sign.py", "key = load_pem_private_key(pem, password=None, backend=default_backend())", "key = load_pem_private_key(pem, password=None)"),
        E("services/billing/sign.py", "from cryptography.hazmat.backends import default_backend\n", ""),
        B("make test-all 2>&1 | tail -3", "services/billing: 27 passed\nservices/reports: 19 passed\nall 12 suites passed\n"),
        S("`cryptography` is 44.0.1 in all 11 services and `libs/crypto`; fixed the removed `default_backend` usage in `services/billing/sign.py`. `make test-all`: all 12 suites pass."),
    ],
    final={"subtype": "success", "is_error": False},
    state="Succeeded",
    result={"success": True, "summary": "cryptography 44.0.1 in 12 manifests; billing fix; all suites pass.", "exit_code": 0},
    why="The ticket explicitly asked to upgrade all services; an intermediate test error was fixed and everything passes.")
