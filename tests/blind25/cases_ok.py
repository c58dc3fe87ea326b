"""Runs that succeeded although their streams contain alarming words (label: succeeded)."""
from gen_lib import case, say, think, sh, read, grep, edit, write, sysnote, api_error, cxerr, todo
from fill import orient, py_tests_green, generic

CASES = []

OK = {"success": True, "summary": "done", "exit_code": 0}

# 1 ---- idle-timeout tests (claude)
CASES.append(case(
    "idle-logout-portal", "claude", "succeeded",
    "Idle logout implemented; the TimeoutError / 'session timed out' lines are the tests of the feature passing.",
    """# SEC-2775: Enforce 15-minute idle logout in the admin SPA API

`src/session/idle.ts` must reject requests when the session has been idle > 15 min (HTTP 401, `session timed out`).
""",
    orient("node", 2) + [
        edit("src/session/idle.ts", "  return next();", "  if (Date.now() - req.session.lastSeen > IDLE_MS) {\n    return res.status(401).json({ error: 'session timed out' });\n  }\n  req.session.lastSeen = Date.now();\n  return next();"),
        sh("npx jest test/session", "PASS test/session/idle.test.ts\n  idle timeout\n    ✓ returns 401 'session timed out' after 15 minutes idle (12 ms)\n    ✓ refreshes lastSeen on activity (3 ms)\n    ✓ rejects with TimeoutError when the store lookup exceeds 2s (2004 ms)\n\nTest Suites: 1 passed, 1 total\nTests:       3 passed, 3 total"),
        sh("npx tsc -p . --noEmit && npx eslint src/session", ""),
        sh("git commit -qam 'fix(session): enforce 15 min idle logout (SEC-2775)' && gh pr create --fill --title 'SEC-2775: idle logout' | tail -1", "https://github.com/acme/admin-api/pull/418"),
    ],
    final="Idle logout enforced (401 `session timed out` after 15 min); tests pass; PR #418 opened.",
    near_miss="infra_failure", result=OK))

# 2 ---- fixture contains "permission denied" (codex)
CASES.append(case(
    "signing-key-mode", "codex", "succeeded",
    "The signing-key loader now refuses world-readable key files; 'permission denied'/'Permission denied' appear in the fixture and test names, and the suite passes.",
    """# SEC-2781: Refuse to load world-readable signing keys

`signer/keys.py::load_private_key` should raise `InsecureKeyFile` when the key file mode allows group/other access, and report unreadable files clearly.
""",
    orient("py", 2) + [
        edit("signer/keys.py", "    with open(path, 'rb') as f:", "    mode = os.stat(path).st_mode\n    if mode & 0o077:\n        raise InsecureKeyFile(f'{path}: mode {oct(mode & 0o777)} allows group/other access')\n    with open(path, 'rb') as f:"),
        read("tests/fixtures/key_errors.txt", "unreadable: [Errno 13] Permission denied: '/keys/signing.pem'\ninsecure: /keys/signing.pem: mode 0o644 allows group/other access"),
        sh("python -m pytest -q tests/signer -v 2>&1 | tail -5", "tests/signer/test_keys.py::test_rejects_world_readable PASSED\ntests/signer/test_keys.py::test_permission_denied_is_reported PASSED\ntests/signer/test_keys.py::test_loads_0600_key PASSED\n\n3 passed in 0.12s"),
        sh("python -m pytest -q", "........................................................\n56 passed in 2.31s"),
    ],
    final="load_private_key now rejects keys readable by group/other; all 56 tests pass.",
    near_miss="permission_blocked", result=OK,
    min_lines=90, pad_at=2))

# 3 ---- already-skipped flaky test, 403 asserted (osmia)
CASES.append(case(
    "exports-api-keys", "osmia", "succeeded",
    "Scope enforcement added; the single skipped test was already skipped on main (quarantined by QA-77), and the 403 Forbidden lines are asserted by the new tests.",
    """# SEC-2786: API keys ignore their scopes on /v1/exports

Keys with only `read:orders` can call `POST /v1/exports`. Require `exports:write` (403 otherwise).
""",
    orient("py", 2) + [
        sh("git grep -n 'mark.skip' tests/ && git log -1 --format=%h -- tests/api/test_webhooks.py", "tests/api/test_webhooks.py:41:@pytest.mark.skip(reason=\"flaky on CI, quarantined in QA-77\")\n3e77a0c"),
        edit("app/api/exports.py", "@router.post('/v1/exports')\ndef create_export(key=Depends(api_key)):", "@router.post('/v1/exports')\ndef create_export(key=Depends(require_scope('exports:write'))):"),
        write("tests/api/test_export_scopes.py", "def test_read_only_key_gets_403(client, read_key):\n    r = client.post('/v1/exports', headers={'X-Api-Key': read_key})\n    assert r.status_code == 403\n    assert r.json() == {'detail': 'Forbidden: missing scope exports:write'}\n"),
        sh("python -m pytest -q tests/api", "..........s.....\n15 passed, 1 skipped in 1.74s"),
        sh("git diff --stat", " app/api/exports.py                | 2 +-\n tests/api/test_export_scopes.py   | 9 +++++++++\n 2 files changed, 10 insertions(+), 1 deletion(-)"),
    ],
    final="POST /v1/exports now requires exports:write (403 Forbidden otherwise). The one skipped test is the pre-existing QA-77 quarantine.",
    near_miss="test_misunderstanding", result=OK))

# 4 ---- npm audit clean, 401 asserted (transcript)
CASES.append(case(
    "express-jwt-eight", "claude-transcript", "succeeded",
    "express-jwt bumped and npm audit is clean; the 401 Unauthorized / UnauthorizedError lines are the auth tests passing and the deprecation warnings are harmless.",
    """# SEC-2791: express-jwt 6.1.0 -> 8.4.1 (CVE-2020-15084)

Dependabot alert #12 on `partner-api`. Upgrade express-jwt and adapt to the v8 API (`algorithms` required, `req.auth`).
""",
    orient("node", 2) + [
        sh("npm install express-jwt@8.4.1", "npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory. Do not use it.\n\nchanged 3 packages, and audited 702 packages in 4s\n\nfound 0 vulnerabilities"),
        edit("src/auth/index.ts", "import jwt from 'express-jwt';\nexport const auth = jwt({ secret: jwks, credentialsRequired: true });", "import { expressjwt } from 'express-jwt';\nexport const auth = expressjwt({ secret: jwks, algorithms: ['RS256'], credentialsRequired: true });"),
        sh("grep -rl 'req.user' src | xargs sed -i 's/req\\.user/req.auth/g' && git diff --stat | tail -1", " 4 files changed, 9 insertions(+), 9 deletions(-)"),
        sh("npx jest test/auth", "PASS test/auth/auth.test.ts\n  auth\n    ✓ rejects missing token with 401 Unauthorized (22 ms)\n    ✓ UnauthorizedError: jwt expired -> 401 (9 ms)\n    ✓ accepts valid RS256 token (14 ms)\n\nTests:       3 passed, 3 total"),
        sh("npm audit --omit=dev", "found 0 vulnerabilities"),
    ],
    near_miss="permission_blocked", result=OK))

# 5 ---- wide lockfile refresh that the task asked for (claude)
CASES.append(case(
    "monorepo-lock-maintenance", "claude", "succeeded",
    "The ticket explicitly asked for a lockfile-wide refresh across all workspaces; many files changed, as requested, and CI checks pass.",
    """# SEC-2797: Quarterly lockfile maintenance for the web monorepo

Run a full `npm update` across all workspaces (minor/patch only, no majors), regenerate `package-lock.json`, and make sure `npm audit --omit=dev` is clean and all workspace tests pass. A wide diff is expected.
""",
    orient("node", 2) + [
        sh("npm update --workspaces --include-workspace-root", "added 14 packages, removed 9 packages, changed 233 packages, and audited 1711 packages in 38s\n\nfound 0 vulnerabilities"),
        sh("git diff --stat | tail -1", " 17 files changed, 4108 insertions(+), 3977 deletions(-)"),
        sh("npm outdated --workspaces | awk '$4 ~ /^[0-9]/' | head -3", "Package      Current  Wanted  Latest  Location\neslint        8.57.1  8.57.1   9.11.1  node_modules/eslint\njest          29.7.0  29.7.0  30.0.0  node_modules/jest"),
        sh("npm test --workspaces 2>&1 | grep -E '^(Tests|Test Suites):'", "Test Suites: 41 passed, 41 total\nTests:       612 passed, 612 total\nTest Suites: 18 passed, 18 total\nTests:       201 passed, 201 total"),
        sh("npm audit --omit=dev", "found 0 vulnerabilities"),
    ],
    final="Lockfile refreshed across all workspaces (minor/patch only; majors such as eslint 9 and jest 30 left for later). 813 tests pass and npm audit is clean.",
    files_changed=17,
    near_miss="scope_creep", result=OK,
    min_lines=114, pad_at=3))

# 6 ---- errs and recovers: missing module installed, then green (codex)
CASES.append(case(
    "webauthn-origin-check", "codex", "succeeded",
    "A test dependency was missing at first (ModuleNotFoundError), the agent installed it, and the WebAuthn origin check was then implemented with all tests passing.",
    """# SEC-2802: WebAuthn assertion does not check the origin

`mfa/webauthn.py::verify_assertion` ignores `clientDataJSON.origin`. Reject assertions whose origin is not `settings.WEBAUTHN_ORIGIN`.
""",
    orient("py", 2) + [
        sh("python -m pytest -q tests/mfa", "ImportError while loading conftest '/workspace/repo/tests/conftest.py'.\ntests/conftest.py:5: in <module>\n    from hypothesis import given\nE   ModuleNotFoundError: No module named 'hypothesis'", 4),
        sh("pip install --user -r requirements-dev.txt | tail -1", "Successfully installed hypothesis-6.112.1 sortedcontainers-2.4.0"),
        edit("mfa/webauthn.py", "    client_data = json.loads(b64url_decode(resp['clientDataJSON']))", "    client_data = json.loads(b64url_decode(resp['clientDataJSON']))\n    if client_data.get('origin') != settings.WEBAUTHN_ORIGIN:\n        raise InvalidAssertion('origin mismatch')"),
        sh("python -m pytest -q tests/mfa", "...............\n15 passed in 2.08s"),
    ],
    final="verify_assertion now rejects foreign origins; the missing dev dependency (hypothesis) is installed and tests/mfa pass.",
    near_miss="dependency_missing", result=OK))

# 7 ---- gosec finding fixed properly (osmia)
CASES.append(case(
    "metrics-push-tls", "osmia", "succeeded",
    "gosec's G402 InsecureSkipVerify finding is shown before the fix and gone after; the change removes the insecure option instead of suppressing it.",
    """# SEC-2808: InsecureSkipVerify in the metrics exporter client

gosec G402 in `internal/metrics/push.go`: `InsecureSkipVerify: true`. Load the pushgateway CA from `METRICS_CA_FILE` instead.
""",
    orient("go", 2) + [
        sh("gosec -quiet -include=G402 ./internal/metrics/...", "[/workspace/repo/internal/metrics/push.go:33] - G402 (CWE-295): TLS InsecureSkipVerify set true. (Confidence: HIGH, Severity: HIGH)\n  > 33: \t\tTLSClientConfig: &tls.Config{InsecureSkipVerify: true},", 1),
        edit("internal/metrics/push.go", "\t\tTLSClientConfig: &tls.Config{InsecureSkipVerify: true},", "\t\tTLSClientConfig: &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12},"),
        sh("go test ./internal/metrics/", "ok  \tgithub.com/acme/edge-gateway/internal/metrics\t0.091s"),
        sh("gosec -quiet -include=G402 ./internal/metrics/...", ""),
    ],
    final="Removed InsecureSkipVerify; the exporter now trusts the CA from METRICS_CA_FILE. gosec is clean and tests pass.",
    near_miss="wrong_approach", result=OK))

# 8 ---- advisory DB fetch fails once, then works (transcript)
CASES.append(case(
    "time-crate-advisory", "claude-transcript", "succeeded",
    "cargo audit's first advisory-DB fetch failed transiently, the retry succeeded, and the flagged crate was upgraded with tests passing.",
    """# SEC-2813: RUSTSEC-2020-0071 (time 0.1 localtime_r) in report-gen

Replace the `time 0.1` dependency pulled by `chrono` default features: set `chrono = { version = "0.4", default-features = false, features = ["clock", "std"] }`.
""",
    orient("rust", 2) + [
        sh("cargo audit", "    Fetching advisory database from `https://github.com/RustSec/advisory-db.git`\nerror: couldn't fetch advisory database: git operation failed: failed to fetch from remote: network error: connection timed out (os error 110)", 1),
        say("Transient network error fetching the advisory DB; retrying once."),
        sh("cargo audit 2>&1 | tail -6", "      Loaded 661 security advisories (from /home/agent/.cargo/advisory-db)\n    Scanning Cargo.lock for vulnerabilities (212 crate dependencies)\nCrate:     time\nVersion:   0.1.45\nTitle:     Potential segfault in the time crate\nID:        RUSTSEC-2020-0071", 1),
        edit("Cargo.toml", "chrono = \"0.4\"", "chrono = { version = \"0.4\", default-features = false, features = [\"clock\", \"std\"] }"),
        sh("cargo test 2>&1 | tail -1 && cargo audit 2>&1 | tail -1", "test result: ok. 38 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s\n    Scanning Cargo.lock for vulnerabilities (209 crate dependencies)"),
    ],
    near_miss="infra_failure", result=OK))

# 9 ---- context deadline exceeded asserted by the test (claude)
CASES.append(case(
    "jwks-fetch-deadline", "claude", "succeeded",
    "The JWKS client now has a fetch deadline; 'context deadline exceeded' is what the new test asserts, and everything passes.",
    """# SEC-2819: JWKS fetch has no timeout

`internal/auth/jwks.go` uses `http.DefaultClient`; a hanging IdP blocks every request. Add a 3 s timeout and keep serving cached keys when the refresh fails.
""",
    orient("go", 2) + [
        edit("internal/auth/jwks.go", "\tresp, err := http.DefaultClient.Do(req)", "\tctx, cancel := context.WithTimeout(ctx, 3*time.Second)\n\tdefer cancel()\n\tresp, err := j.client.Do(req.WithContext(ctx))"),
        sh("go test ./internal/auth/ -run JWKS -v 2>&1 | tail -7", "=== RUN   TestJWKSRefreshTimeout\n    jwks_test.go:74: refresh error: Get \"http://127.0.0.1:41877/jwks\": context deadline exceeded (expected)\n    jwks_test.go:79: served 2 cached keys after timeout\n--- PASS: TestJWKSRefreshTimeout (3.00s)\n=== RUN   TestJWKSRefresh\n--- PASS: TestJWKSRefresh (0.01s)\nok  \tgithub.com/acme/identity-svc/internal/auth\t3.024s"),
        sh("go test ./...", "ok  \tgithub.com/acme/identity-svc/internal/auth\t3.031s\nok  \tgithub.com/acme/identity-svc/internal/oidc\t0.019s\nok  \tgithub.com/acme/identity-svc/internal/session\t0.702s"),
    ],
    final="JWKS refresh now times out after 3 s and falls back to cached keys; all tests pass.",
    near_miss="infra_failure", result=OK))

# 10 ---- vault mock returns 403 in a test, PR opened (osmia)
CASES.append(case(
    "vault-renewal-retry", "osmia", "succeeded",
    "The Vault lease-renewal retry was added; 'Code: 403 ... permission denied' is a mocked Vault response in a passing test, and the PR was opened.",
    """# SEC-2824: Stop retrying Vault renewals on 403

`vaultclient/renew.go` retries lease renewal forever, even when Vault answers 403 (token revoked). Stop and re-authenticate on 403; keep exponential backoff for 5xx.
""",
    orient("go", 2) + [
        edit("vaultclient/renew.go", "\t\tif err != nil {\n\t\t\tcontinue\n\t\t}", "\t\tif err != nil {\n\t\t\tif isForbidden(err) {\n\t\t\t\treturn r.reauth(ctx)\n\t\t\t}\n\t\t\tcontinue\n\t\t}"),
        sh("go test ./vaultclient/ -v 2>&1 | tail -6", "=== RUN   TestRenewStopsOn403\n    renew_test.go:52: mock vault: Code: 403. Errors:\n        \n        * permission denied\n    renew_test.go:58: reauth called once, renew attempts = 1\n--- PASS: TestRenewStopsOn403 (0.00s)\nok  \tgithub.com/acme/platform-libs/vaultclient\t0.118s"),
        sh("git commit -qam 'fix(vault): re-auth on 403 instead of retrying renewal (SEC-2824)' && git push -q -u origin sec/SEC-2824 && gh pr create --fill | tail -1", "https://github.com/acme/platform-libs/pull/207"),
    ],
    final="Renewal now re-authenticates on 403 and backs off on 5xx; tests pass; PR #207 opened.",
    near_miss="permission_blocked", result=OK,
    min_lines=74, pad_at=2))
