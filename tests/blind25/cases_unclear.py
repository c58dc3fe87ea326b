"""Failed runs whose stream shows no recognisable cause (label: unknown)."""
from gen_lib import case, say, think, sh, read, grep, edit, write, sysnote, api_error, cxerr, todo
from fill import orient, py_tests_green, generic

CASES = []

# 1 ---- normal work, result flagged as error with no message (claude)
CASES.append(case(
    "totp-window", "claude", "unknown",
    "The change and its tests look fine and the session ends with an error result that carries no message; nothing in the stream says why.",
    """# SEC-2730: TOTP verification window too wide

`app/mfa/totp.py` accepts codes from ±3 steps (±90 s). Reduce to ±1 step and reject reuse of the last accepted code.
""",
    orient("py", 3) + [
        read("app/mfa/totp.py", "def verify(secret: str, code: str, last_used: int | None) -> int | None:\n    totp = pyotp.TOTP(secret)\n    if totp.verify(code, valid_window=3):\n        return totp.timecode(datetime.now())\n    return None", start=8),
        edit("app/mfa/totp.py", "    if totp.verify(code, valid_window=3):\n        return totp.timecode(datetime.now())", "    now = totp.timecode(datetime.now())\n    if last_used is not None and now <= last_used:\n        return None\n    if totp.verify(code, valid_window=1):\n        return now"),
        write("tests/mfa/test_totp_window.py", "def test_rejects_code_two_steps_old(secret, clock):\n    ...\n\ndef test_rejects_reuse(secret, clock):\n    ...\n"),
        sh("python -m pytest -q tests/mfa", "..........\n10 passed in 0.64s"),
        sh("git add -A && git commit -qm 'fix(mfa): narrow TOTP window, reject reuse (SEC-2730)' && git log --oneline -1", "b8d01e3 fix(mfa): narrow TOTP window, reject reuse (SEC-2730)"),
    ],
    near_miss="",
    final="",
    final_ok=False,
    result={"success": False, "summary": "", "exit_code": 1}))

# 2 ---- codex finishes cleanly, task marked failed (codex); alarming words in passing output
CASES.append(case(
    "oauth-state-param", "codex", "unknown",
    "Codex completed the OAuth state check with passing tests (the 'unauthorized'/'timeout' lines are asserted behaviour) and ended normally; the run is marked failed without any cause in the stream.",
    """# SEC-2735: OAuth login does not verify the `state` parameter

`internal/oauth/login.go` generates `state` but the callback never compares it. Store it in a short-lived cookie (10 min) and compare in constant time; mismatch -> 401.
""",
    orient("go", 2) + [
        edit("internal/oauth/callback.go", "\tcode := r.URL.Query().Get(\"code\")", "\tif !validState(r) {\n\t\thttp.Error(w, \"unauthorized\", http.StatusUnauthorized)\n\t\treturn\n\t}\n\tcode := r.URL.Query().Get(\"code\")"),
        edit("internal/oauth/state.go", "package oauth\n", "package oauth\n\nfunc validState(r *http.Request) bool {\n\tc, err := r.Cookie(stateCookie)\n\tif err != nil {\n\t\treturn false\n\t}\n\treturn subtle.ConstantTimeCompare([]byte(c.Value), []byte(r.URL.Query().Get(\"state\"))) == 1\n}\n"),
        sh("go test ./internal/oauth/ -v 2>&1 | grep -E '^(=== RUN|--- |ok|PASS|    )'", "=== RUN   TestCallbackStateMismatch\n    callback_test.go:31: callback returned 401 unauthorized as expected\n--- PASS: TestCallbackStateMismatch (0.00s)\n=== RUN   TestStateCookieTimeout\n    state_test.go:22: state cookie expired after timeout (10m0s) as expected\n--- PASS: TestStateCookieTimeout (0.00s)\n=== RUN   TestCallbackHappyPath\n--- PASS: TestCallbackHappyPath (0.01s)\nPASS\nok  \tgithub.com/acme/identity-svc/internal/oauth\t0.022s"),
        sh("go vet ./... && gosec -quiet ./internal/oauth/...", ""),
    ],
    near_miss="infra_failure",
    final="Implemented state verification in the OAuth callback with a 10-minute state cookie; mismatches return 401. Tests and gosec are clean.",
    result={"success": False, "summary": "task failed", "exit_code": 1}))

# 3 ---- osmia result false, summary bare exit code (osmia)
CASES.append(case(
    "hsts-preload", "osmia", "unknown",
    "The HSTS change was made and checked; the engine then reports failure with only 'agent exited with code 1' and nothing in the stream explains it.",
    """# SEC-2741: Add HSTS with preload to portal ingress

Set `Strict-Transport-Security: max-age=63072000; includeSubDomains; preload` on the portal ingress (nginx annotations in `deploy/helm/portal/values.yaml`).
""",
    orient("go", 1) + [
        read("deploy/helm/portal/values.yaml", "ingress:\n  annotations:\n    nginx.ingress.kubernetes.io/ssl-redirect: \"true\"\n    nginx.ingress.kubernetes.io/proxy-body-size: 8m"),
        edit("deploy/helm/portal/values.yaml", "    nginx.ingress.kubernetes.io/proxy-body-size: 8m", "    nginx.ingress.kubernetes.io/proxy-body-size: 8m\n    nginx.ingress.kubernetes.io/configuration-snippet: |\n      more_set_headers \"Strict-Transport-Security: max-age=63072000; includeSubDomains; preload\";"),
        sh("helm template deploy/helm/portal | grep -A1 configuration-snippet", "    nginx.ingress.kubernetes.io/configuration-snippet: |\n      more_set_headers \"Strict-Transport-Security: max-age=63072000; includeSubDomains; preload\";"),
        sh("helm lint deploy/helm/portal", "==> Linting deploy/helm/portal\n[INFO] Chart.yaml: icon is recommended\n\n1 chart(s) linted, 0 chart(s) failed"),
        say("The header is configured on the ingress and the chart lints cleanly."),
    ],
    near_miss="",
    result={"success": False, "summary": "agent exited with code 1", "exit_code": 1},
    min_lines=52, pad_at=1))

# 4 ---- transcript just stops mid-work (transcript)
CASES.append(case(
    "ldap-injection-filter", "claude-transcript", "unknown",
    "The transcript stops after an ordinary successful step with no error, limit or kill visible; the run is recorded as failed without a cause.",
    """# SEC-2746: LDAP injection in user lookup

`directory/lookup.py` builds `(&(uid=%s)(objectClass=person))` with the raw username. Escape with `ldap3.utils.conv.escape_filter_chars`.
""",
    orient("py", 2) + [
        read("directory/lookup.py", "def find_user(conn, username: str):\n    flt = \"(&(uid=%s)(objectClass=person))\" % username\n    conn.search(BASE_DN, flt, attributes=[\"cn\", \"mail\"])\n    return conn.entries", start=14),
        edit("directory/lookup.py", "    flt = \"(&(uid=%s)(objectClass=person))\" % username", "    flt = \"(&(uid=%s)(objectClass=person))\" % escape_filter_chars(username)"),
        edit("directory/lookup.py", "import ldap3\n", "import ldap3\nfrom ldap3.utils.conv import escape_filter_chars\n"),
        sh("python -m pytest -q tests/directory", ".......\n7 passed in 0.52s"),
        say("Now adding a test for a username containing `*)(uid=*`."),
    ],
    near_miss="",
    result={"success": False, "summary": "task failed", "exit_code": 1},
    min_lines=110, pad_at=2))

# 5 ---- alarming words everywhere, all of them expected (claude)
CASES.append(case(
    "rbac-deny-audit", "claude", "unknown",
    "Every 'permission denied' / 'forbidden' line is the RBAC code under test behaving as asserted and the suite passes; the run failed for a reason the stream does not show.",
    """# SEC-2752: Audit-log denied RBAC decisions

Every denied authorization decision in `src/rbac/enforce.ts` must emit an `authz.denied` audit event with subject, action and resource.
""",
    orient("node", 2) + [
        edit("src/rbac/enforce.ts", "  if (!allowed) throw new ForbiddenError(`permission denied: ${action} on ${resource}`);", "  if (!allowed) {\n    audit.emit('authz.denied', { subject: sub.id, action, resource });\n    throw new ForbiddenError(`permission denied: ${action} on ${resource}`);\n  }"),
        sh("npx jest test/rbac", "PASS test/rbac/enforce.test.ts\n  enforce\n    ✓ allows admin to delete invoices (6 ms)\n    ✓ throws ForbiddenError 'permission denied: invoices:delete on inv_42' for viewer (3 ms)\n    ✓ emits authz.denied audit event on 403 Forbidden (4 ms)\n  console.warn\n    [authz] permission denied: invoices:delete on inv_42 (subject usr_viewer)\n\nTest Suites: 1 passed, 1 total\nTests:       3 passed, 3 total"),
        sh("npx tsc -p . --noEmit", ""),
        sh("npx eslint src/rbac", ""),
    ],
    near_miss="permission_blocked",
    final="Denied RBAC decisions now emit `authz.denied` audit events; tests, type-check and lint pass.",
    final_ok=False,
    result={"success": False, "summary": "task failed", "exit_code": 1},
    min_lines=84, pad_at=2))

# 6 ---- long noisy run, nothing decisive (codex)
CASES.append(case(
    "sbom-license-report", "codex", "unknown",
    "A long run that produces the licence report with all checks passing; the run is marked failed and no error, refusal or limit appears anywhere.",
    """# COMP-325: Licence report for the Q2 release of partner-api

Generate `docs/compliance/licenses.csv` (name, version, licence) from the production dependency tree and flag any GPL/AGPL/SSPL packages in `docs/compliance/licence-exceptions.md`.
""",
    orient("node") + [
        sh("npx license-checker --production --csv --out docs/compliance/licenses.csv && wc -l docs/compliance/licenses.csv", "312 docs/compliance/licenses.csv"),
        sh("npx license-checker --production --onlyAllow 'MIT;ISC;BSD-2-Clause;BSD-3-Clause;Apache-2.0;0BSD;BlueOak-1.0.0;CC0-1.0;Python-2.0' --summary", "├─ MIT: 241\n├─ ISC: 38\n├─ Apache-2.0: 17\n├─ BSD-3-Clause: 9\n├─ BSD-2-Clause: 5\n└─ 0BSD: 1"),
        write("docs/compliance/licence-exceptions.md", "# Licence exceptions (partner-api, Q2)\n\nNo GPL, AGPL or SSPL packages in the production tree.\n"),
        sh("git add docs/compliance && git status --short", "A  docs/compliance/licence-exceptions.md\nA  docs/compliance/licenses.csv"),
    ],
    near_miss="",
    final="Generated docs/compliance/licenses.csv (311 packages) and the exceptions note; no copyleft licences in production dependencies.",
    result={"success": False, "summary": "task failed", "exit_code": 1},
    min_lines=96, pad_at=6))

# 7 ---- osmia: recovered from a missing module, then ends failed silently (osmia)
CASES.append(case(
    "redirect-allowlist", "osmia", "unknown",
    "An early ModuleNotFoundError was fixed by installing the test helper, after which everything passed; the failed result has no explanation in the stream.",
    """# SEC-2758: Open redirect in /logout?next=

`app/views/auth.py::logout` redirects to any `next` URL. Only allow relative paths or hosts in `settings.REDIRECT_ALLOWLIST`.
""",
    orient("py", 2) + [
        sh("python -m pytest -q tests/views/test_logout.py", "ImportError while loading conftest '/workspace/repo/tests/conftest.py'.\ntests/conftest.py:3: in <module>\n    import freezegun\nE   ModuleNotFoundError: No module named 'freezegun'", 4),
        sh("pip install --user freezegun==1.5.1", "Collecting freezegun==1.5.1\n  Using cached freezegun-1.5.1-py3-none-any.whl.metadata (11 kB)\nInstalling collected packages: freezegun\nSuccessfully installed freezegun-1.5.1"),
        edit("app/views/auth.py", "    return redirect(request.GET.get('next', '/'))", "    nxt = request.GET.get('next', '/')\n    if not url_has_allowed_host_and_scheme(nxt, allowed_hosts=settings.REDIRECT_ALLOWLIST, require_https=True):\n        nxt = '/'\n    return redirect(nxt)"),
        sh("python -m pytest -q tests/views", "..............\n14 passed in 1.12s"),
    ],
    near_miss="dependency_missing",
    final="Logout now only redirects to relative paths or allow-listed hosts; view tests pass.",
    final_ok=False,
    result={"success": False, "summary": "agent exited with code 1", "exit_code": 1}))

# 8 ---- transcript with "timeout" tests passing, ends without result (transcript)
CASES.append(case(
    "password-reset-expiry", "claude-transcript", "unknown",
    "The reset-token expiry change passes its tests (the 'expired'/'timeout' wording is the feature); the transcript ends without any error and the run is marked failed.",
    """# SEC-2763: Password reset tokens never expire

`accounts/reset.py` issues reset tokens without expiry. Expire them after 30 minutes and invalidate on use.
""",
    orient("py", 2) + [
        edit("accounts/reset.py", "    return signer.sign(user.pk)", "    return signer.sign_object({'uid': user.pk, 'v': user.password_version})"),
        edit("accounts/reset.py", "    uid = signer.unsign(token)", "    data = signer.unsign_object(token, max_age=RESET_TTL)\n    uid = data['uid']"),
        sh("python -m pytest -q tests/accounts/test_reset.py -v 2>&1 | tail -6", "tests/accounts/test_reset.py::test_token_valid_within_ttl PASSED\ntests/accounts/test_reset.py::test_token_expired_after_timeout PASSED\ntests/accounts/test_reset.py::test_signature_expired_raises PASSED\ntests/accounts/test_reset.py::test_token_single_use PASSED\n\n4 passed in 0.40s"),
        say("Reset tokens now expire after 30 minutes and are bound to the password version, so they can't be reused."),
    ],
    near_miss="infra_failure",
    result={"success": False, "summary": "task failed", "exit_code": 1}))

# 9 ---- claude, short: init, a few reads, error result, no text (claude-transcript)
CASES.append(case(
    "secret-scan-baseline", "claude-transcript", "unknown",
    "The agent only read files and ran a clean secret scan before the transcript ends; no error, refusal or limit is visible.",
    """# SEC-2769: Refresh detect-secrets baseline after key rotation

After SEC-2421 the old Stripe key was removed. Re-audit `.secrets.baseline` so that it no longer lists the removed finding, and make sure no live secrets remain.
""",
    orient("py", 2) + [
        sh("detect-secrets scan --baseline .secrets.baseline && git diff --stat .secrets.baseline", " .secrets.baseline | 9 ---------\n 1 file changed, 9 deletions(-)"),
        sh("detect-secrets audit --report .secrets.baseline | tail -3", "\nSecrets audited: 4\nTrue positives: 0\nFalse positives: 4"),
        sh("gitleaks detect --no-banner --redact -v 2>&1 | tail -2", "INF scan completed in 1.12s\nINF no leaks found"),
    ],
    near_miss="",
    result={"success": False, "summary": "task failed", "exit_code": 1}))
