"""Runs where the platform, not the code, ended the attempt (label: infra_failure)."""
from gen_lib import case, say, think, sh, read, grep, edit, write, sysnote, api_error, cxerr, todo
from fill import orient, py_tests_green

CASES = []

# 1 ---- npm registry unreachable (claude)
CASES.append(case(
    "jsonwebtoken-nine", "claude", "infra_failure",
    "npm could not resolve registry.npmjs.org (EAI_AGAIN, curl cannot resolve the host): the sandbox had no DNS/network, so the bump could never be installed.",
    """# SEC-2291: Bump jsonwebtoken 8.5.1 -> 9.0.2 (CVE-2022-23529)

Dependabot alert #57 on `acme/portal-api`. `jsonwebtoken` <= 8.5.1 is affected (GHSA-27h2-hvpr-p74q).

- Upgrade `jsonwebtoken` to `^9.0.2` in `package.json` and refresh `package-lock.json`.
- v9 rejects RSA keys < 2048 bits by default; check `src/auth/verify.ts` still works with our keys.

Acceptance: `npm test` green, `npm audit --omit=dev` shows no jsonwebtoken advisory.
""",
    orient("node") + [
        grep("jsonwebtoken", "package.json:14:    \"jsonwebtoken\": \"^8.5.1\",\nsrc/auth/verify.ts:1:import jwt from 'jsonwebtoken';\nsrc/auth/sign.ts:1:import jwt from 'jsonwebtoken';"),
        read("src/auth/verify.ts", "import jwt from 'jsonwebtoken';\nimport { publicKey } from './keys';\n\nexport function verify(token: string) {\n  return jwt.verify(token, publicKey, { algorithms: ['RS256'], clockTolerance: 30 });\n}"),
        edit("package.json", '"jsonwebtoken": "^8.5.1"', '"jsonwebtoken": "^9.0.2"'),
        sh("npm install", "npm error code EAI_AGAIN\nnpm error syscall getaddrinfo\nnpm error errno EAI_AGAIN\nnpm error request to https://registry.npmjs.org/jsonwebtoken failed, reason: getaddrinfo EAI_AGAIN registry.npmjs.org\nnpm error A complete log of this run can be found in: /home/node/.npm/_logs/2026-03-21T10_14_52_310Z-debug-0.log", 1, ev=True),
        say("The registry lookup failed. Let me retry using the local cache."),
        sh("npm install --prefer-offline", "npm error code ENOTCACHED\nnpm error request to https://registry.npmjs.org/jsonwebtoken failed: cache mode is 'only-if-cached' but no cached response is available.\nnpm error A complete log of this run can be found in: /home/node/.npm/_logs/2026-03-21T10_15_20_004Z-debug-0.log", 1),
        sh("curl -sS -o /dev/null -w '%{http_code}' https://registry.npmjs.org/ ; getent hosts registry.npmjs.org || echo 'no DNS answer'", "curl: (6) Could not resolve host: registry.npmjs.org\nno DNS answer", 6, ev=True),
        sh("cat /etc/resolv.conf", "nameserver 10.96.0.10\nsearch agents.svc.cluster.local svc.cluster.local cluster.local\noptions ndots:5"),
        sh("npm install", "npm error code EAI_AGAIN\nnpm error syscall getaddrinfo\nnpm error errno EAI_AGAIN\nnpm error request to https://registry.npmjs.org/jsonwebtoken failed, reason: getaddrinfo EAI_AGAIN registry.npmjs.org", 1),
    ],
    near_miss="dependency_missing",
    final="I updated `package.json` to `jsonwebtoken@^9.0.2`, but I could not install it: every request to registry.npmjs.org fails with `EAI_AGAIN` (DNS resolution fails inside this environment). The lockfile is not updated and tests were not run against v9.",
    final_ok=False,
    result={"success": False, "summary": "npm install failed: getaddrinfo EAI_AGAIN registry.npmjs.org", "exit_code": 1}))

# 2 ---- PyPI unreachable -> "No matching distribution" (codex)
CASES.append(case(
    "pyjwt-upgrade", "codex", "infra_failure",
    "The package index could not be reached (Temporary failure in name resolution), so pip reported 'No matching distribution' for a version that exists; the network, not the dependency, failed.",
    """# SEC-2304: pip-audit flags PyJWT 2.3.0 (CVE-2022-29217)

`pip-audit` on `identity-api` reports PYSEC-2022-202 for PyJWT 2.3.0 (algorithm confusion).

- Upgrade `PyJWT` to 2.10.1 in `requirements.txt`.
- Keep `algorithms=["RS256"]` explicit in `app/auth/tokens.py`.

Acceptance: `pip-audit -r requirements.txt` clean; `pytest` green.
""",
    [think("**Planning the upgrade**\n\nI should check requirements.txt for the PyJWT pin, bump it to 2.10.1, reinstall and run pip-audit plus the test suite.")]
    + orient("py", 2) + [
        grep("PyJWT", "requirements.txt:7:PyJWT==2.3.0"),
        read("app/auth/tokens.py", "import jwt\n\nfrom app.settings import settings\n\n\ndef decode(token: str) -> dict:\n    return jwt.decode(token, settings.jwt_public_key, algorithms=[\"RS256\"], audience=\"identity\")"),
        edit("requirements.txt", "PyJWT==2.3.0", "PyJWT==2.10.1"),
        sh("pip install -r requirements.txt", "Collecting PyJWT==2.10.1 (from -r requirements.txt (line 7))\nWARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f9c3a2e1d50>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /simple/pyjwt/\nWARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f9c3a2e2090>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /simple/pyjwt/\nWARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f9c3a2e2a10>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /simple/pyjwt/\nERROR: Could not find a version that satisfies the requirement PyJWT==2.10.1 (from versions: none)\nERROR: No matching distribution found for PyJWT==2.10.1", 1, ev=True),
        think("**Checking the index**\n\n`from versions: none` together with name-resolution retries means pip never reached the index at all."),
        sh("pip-audit -r requirements.txt", "ERROR:pip_audit._cli:requests.exceptions.ConnectionError: HTTPSConnectionPool(host='pypi.org', port=443): Max retries exceeded with url: /pypi/pyjwt/2.3.0/json (Caused by NameResolutionError(\"<urllib3.connection.HTTPSConnection object at 0x7f1d0c6b3e90>: Failed to resolve 'pypi.org' ([Errno -3] Temporary failure in name resolution)\"))", 1, ev=True),
        sh("pip download PyJWT==2.10.1 --no-deps -d /tmp/w", "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f55e01a2c10>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')': /simple/pyjwt/\nERROR: Could not find a version that satisfies the requirement PyJWT==2.10.1 (from versions: none)\nERROR: No matching distribution found for PyJWT==2.10.1", 1),
        say("PyPI is unreachable from this sandbox (DNS fails for pypi.org), so I can't install or audit the new PyJWT."),
    ],
    near_miss="dependency_missing",
    final="Bumped PyJWT to 2.10.1 in requirements.txt, but installation and pip-audit both failed because pypi.org cannot be resolved here. Not verified.",
    result={"success": False, "summary": "pip install failed: No matching distribution found for PyJWT==2.10.1", "exit_code": 1},
    min_lines=104, pad_at=3))

# 3 ---- OOMKilled during maven verify (osmia)
CASES.append(case(
    "jackson-databind-217", "osmia", "infra_failure",
    "The agent container was OOMKilled (exit 137, 2Gi limit) while Maven ran the test suite; the dependency bump itself was fine.",
    """# SEC-2317: Upgrade jackson-databind 2.15.2 -> 2.17.2

Renovate PR #2231 on `ledger-service` is red. Security wants jackson-databind >= 2.17.2 (deserialization gadget advisories).

- Bump `jackson.version` in `pom.xml`.
- Run the full `mvn verify`; fix any compilation or test failures.

Acceptance: `mvn verify` passes.
""",
    orient("java") + [
        grep("jackson", "pom.xml:31:    <jackson.version>2.15.2</jackson.version>", path="pom.xml"),
        edit("pom.xml", "<jackson.version>2.15.2</jackson.version>", "<jackson.version>2.17.2</jackson.version>"),
        sh("mvn -q -DskipTests compile", ""),
        say("Compiles cleanly. Running the full verify now."),
        sh("mvn verify", "[INFO] Scanning for projects...\n[INFO] Building ledger-service 4.12.0-SNAPSHOT\n[INFO] --- surefire:3.2.5:test (default-test) @ ledger-service ---\n[INFO] Running com.acme.ledger.api.AuthControllerTest\n[INFO] Tests run: 14, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 3.912 s -- in com.acme.ledger.api.AuthControllerTest\n[INFO] Running com.acme.ledger.it.LedgerReplayIT\n/opt/maven/bin/mvn: line 191:   412 Killed                  \"$JAVACMD\" $MAVEN_OPTS $MAVEN_DEBUG_OPTS -classpath \"${CLASSWORLDS_JAR}\" ...", 137, ev=True),
        sysnote("pod osmia-agent-sec-2317-7xk2p: container \"agent\" terminated, reason=OOMKilled, exitCode=137 (limits.memory=2Gi)", ev=True),
        api_error("agent container OOMKilled (exit 137) during tool call Bash: mvn verify", ev=False),
    ],
    result={"success": False, "summary": "container OOMKilled (exit 137)", "exit_code": 137}))

# 4 ---- provider usage limit ends session with an open import error (transcript)
CASES.append(case(
    "argon2-hashing", "claude-transcript", "infra_failure",
    "The session was cut off by the provider's usage limit; the open ModuleNotFoundError for argon2 had just been addressed in requirements and was not what ended the run.",
    """# SEC-2330: Use argon2id for new password hashes

Audit finding AUD-114: new passwords are hashed with bcrypt cost 10. Policy now requires argon2id.

- `app/auth/hashing.py`: hash new passwords with argon2id (argon2-cffi), keep verifying old bcrypt hashes and rehash on login.
- Add `argon2-cffi` to `requirements.txt`.

Acceptance: `tests/auth/test_hashing.py` passes; old bcrypt hashes still verify.
""",
    orient("py", 2) + [
        read("app/auth/hashing.py", "import bcrypt\n\n\ndef hash_password(pw: str) -> str:\n    return bcrypt.hashpw(pw.encode(), bcrypt.gensalt(10)).decode()\n\n\ndef verify_password(pw: str, hashed: str) -> bool:\n    return bcrypt.checkpw(pw.encode(), hashed.encode())"),
        write("app/auth/hashing.py", "import bcrypt\nfrom argon2 import PasswordHasher\nfrom argon2.exceptions import VerifyMismatchError\n\n_ph = PasswordHasher()\n\n\ndef hash_password(pw: str) -> str:\n    return _ph.hash(pw)\n\n\ndef verify_password(pw: str, hashed: str) -> bool:\n    if hashed.startswith(\"$2\"):\n        return bcrypt.checkpw(pw.encode(), hashed.encode())\n    try:\n        return _ph.verify(hashed, pw)\n    except VerifyMismatchError:\n        return False\n\n\ndef needs_rehash(hashed: str) -> bool:\n    return hashed.startswith(\"$2\") or _ph.check_needs_rehash(hashed)\n"),
        sh("python -m pytest -q tests/auth/test_hashing.py", "==================================== ERRORS ====================================\n________________ ERROR collecting tests/auth/test_hashing.py _________________\nImportError while importing test module '/workspace/repo/tests/auth/test_hashing.py'.\ntests/auth/test_hashing.py:3: in <module>\n    from app.auth.hashing import hash_password, verify_password\napp/auth/hashing.py:2: in <module>\n    from argon2 import PasswordHasher\nE   ModuleNotFoundError: No module named 'argon2'\n=========================== short test summary info ============================\nERROR tests/auth/test_hashing.py\n1 error in 0.21s", 2),
        say("argon2-cffi isn't installed yet. Adding it to requirements and installing."),
        edit("requirements.txt", "bcrypt==4.1.3\n", "bcrypt==4.1.3\nargon2-cffi==23.1.0\n"),
        api_error("Claude AI usage limit reached|1774299600"),
    ],
    near_miss="dependency_missing",
    result={"success": False, "summary": "session ended: Claude AI usage limit reached", "exit_code": 1},
    min_lines=88, pad_at=3))

# 5 ---- trivy DB download rate limited (claude)
CASES.append(case(
    "billing-base-image", "claude", "infra_failure",
    "trivy could not download its vulnerability DB (ghcr.io answered TOOMANYREQUESTS, the mirror failed too), so the scan the ticket requires never ran.",
    """# SEC-2342: Fix HIGH/CRITICAL trivy findings in billing image

Weekly image scan of `acme/billing:2026.03` shows CVE-2024-5535 and CVE-2024-6119 (openssl in the alpine base).

- Move the base image to a patched `alpine:3.19` digest in `Dockerfile`.
- Re-run `trivy image --severity HIGH,CRITICAL` and attach the clean output.

Acceptance: trivy reports 0 HIGH/CRITICAL for the rebuilt image.
""",
    [
        read("Dockerfile", "FROM alpine:3.19.1\nRUN apk add --no-cache ca-certificates tzdata\nCOPY bin/billing /usr/local/bin/billing\nUSER 10001\nENTRYPOINT [\"/usr/local/bin/billing\"]"),
        edit("Dockerfile", "FROM alpine:3.19.1", "FROM alpine:3.19.4"),
        sh("docker build -q -t acme/billing:dev .", "sha256:3c1e0d97a4f2b8b3f1d2e6a0c9a4b5d8e7f6a1b2c3d4e5f60718293a4b5c6d7e"),
        sh("trivy image --severity HIGH,CRITICAL acme/billing:dev", "2026-03-14T09:12:44Z\tINFO\t[vulndb] Need to update DB\n2026-03-14T09:12:44Z\tINFO\t[vulndb] Downloading vulnerability DB...\n2026-03-14T09:12:44Z\tINFO\t[vulndb] Downloading artifact...\trepo=\"mirror.gcr.io/aquasec/trivy-db:2\"\n2026-03-14T09:12:45Z\tERROR\t[vulndb] Failed to download artifact\trepo=\"mirror.gcr.io/aquasec/trivy-db:2\" err=\"oci download error: failed to fetch the layer: GET https://mirror.gcr.io/v2/aquasec/trivy-db/blobs/sha256:0b2c...: unexpected status code 503 Service Unavailable\"\n2026-03-14T09:12:45Z\tINFO\t[vulndb] Downloading artifact...\trepo=\"ghcr.io/aquasecurity/trivy-db:2\"\n2026-03-14T09:12:46Z\tERROR\t[vulndb] Failed to download artifact\trepo=\"ghcr.io/aquasecurity/trivy-db:2\" err=\"oci download error: failed to fetch the layer: GET https://ghcr.io/v2/aquasecurity/trivy-db/blobs/sha256:0b2c...: TOOMANYREQUESTS: retry-after: 1.08312ms, allowed: 44000/minute\"\n2026-03-14T09:12:46Z\tFATAL\tFatal error\trun error: init error: DB error: failed to download vulnerability DB: OCI artifact error: failed to download vulnerability DB: failed to download artifact from any source", 1, ev=True),
        say("The vulnerability DB download is being rate limited. I'll wait and retry."),
        sh("sleep 90 && trivy image --severity HIGH,CRITICAL acme/billing:dev 2>&1 | tail -3", "2026-03-14T09:14:17Z\tERROR\t[vulndb] Failed to download artifact\trepo=\"ghcr.io/aquasecurity/trivy-db:2\" err=\"oci download error: failed to fetch the layer: GET https://ghcr.io/v2/aquasecurity/trivy-db/blobs/sha256:0b2c...: TOOMANYREQUESTS: retry-after: 712.4µs, allowed: 44000/minute\"\n2026-03-14T09:14:17Z\tFATAL\tFatal error\trun error: init error: DB error: failed to download vulnerability DB: OCI artifact error: failed to download vulnerability DB: failed to download artifact from any source", 1, ev=True),
        sh("trivy image --skip-db-update --severity HIGH,CRITICAL acme/billing:dev 2>&1 | tail -2", "2026-03-14T09:14:31Z\tFATAL\tFatal error\trun error: init error: DB error: --skip-db-update cannot be specified on the first run", 1),
        sh("ls ~/.cache/trivy 2>&1", "ls: cannot access '/home/agent/.cache/trivy': No such file or directory", 2),
        say("There is no cached DB and both registries refuse the download."),
    ],
    near_miss="permission_blocked",
    final="I moved the base image to alpine:3.19.4 and the image builds, but I could not verify it: trivy cannot download its vulnerability DB (mirror.gcr.io 503, ghcr.io TOOMANYREQUESTS) and there is no cached copy.",
    final_ok=False,
    result={"success": False, "summary": "trivy DB download failed (TOOMANYREQUESTS)", "exit_code": 1}))

# 6 ---- OpenAI usage limit mid-fix (codex)
CASES.append(case(
    "reports-raw-sql", "codex", "infra_failure",
    "Codex stopped because the account hit its usage limit; the half-finished change and its one failing test were never revisited.",
    """# SEC-2351: semgrep raw-sql finding in reports/views.py

Semgrep rule `python.django.security.injection.sql.sql-injection-using-raw` fires on `reports/views.py:88` (customer-supplied `order_by`).

- Use a whitelist of sortable columns instead of interpolating `order_by`.
- Add a test for an invalid `order_by` value (expect 400).

Acceptance: semgrep clean for that rule; `pytest tests/reports` green.
""",
    [
        sh("semgrep --config p/django --error reports/views.py", "\n┌─────────────────┐\n│ 1 Code Finding  │\n└─────────────────┘\n\n    reports/views.py\n    ❯❱ python.django.security.injection.sql.sql-injection-using-raw\n          Data from request is passed to raw(). This is a SQL injection and could be exploited.\n\n           88┆ rows = Report.objects.raw(f\"SELECT * FROM reports_report ORDER BY {order_by}\")\n\nRan 1 rule on 1 file: 1 finding.", 1),
        read("reports/views.py", "def report_list(request):\n    order_by = request.GET.get(\"order_by\", \"created_at\")\n    rows = Report.objects.raw(f\"SELECT * FROM reports_report ORDER BY {order_by}\")\n    return JsonResponse({\"items\": [r.as_dict() for r in rows]})", start=86),
        think("**Designing the whitelist**\n\nMap allowed sort keys to ORM field names and use order_by() instead of raw SQL; reject anything else with 400."),
        edit("reports/views.py", "rows = Report.objects.raw(f\"SELECT * FROM reports_report ORDER BY {order_by}\")", "if order_by not in SORTABLE:\n        return HttpResponseBadRequest(\"invalid order_by\")\n    rows = Report.objects.order_by(SORTABLE[order_by])"),
        write("tests/reports/test_order_by.py", "def test_invalid_order_by_is_rejected(client, user):\n    client.force_login(user)\n    r = client.get('/reports/?order_by=id;DROP TABLE x')\n    assert r.status_code == 400\n"),
        sh("python -m pytest -q tests/reports", "F......\n=================================== FAILURES ===================================\n______________________ test_invalid_order_by_is_rejected _______________________\nreports/views.py:88: in report_list\n    if order_by not in SORTABLE:\nE   NameError: name 'SORTABLE' is not defined\n1 failed, 6 passed in 1.84s", 1),
        think("**Fixing the NameError**\n\nI forgot to define SORTABLE at module level."),
        cxerr("Reconnecting... 1/5"),
        api_error("You've hit your usage limit. Upgrade to Pro (https://chatgpt.com/explore/pro), visit https://chatgpt.com/codex/settings/usage to purchase more credits or try again at 4:07 PM."),
    ],
    result={"success": False, "summary": "turn.failed: usage limit", "exit_code": 1}))

# 7 ---- disk full during cargo build (osmia)
CASES.append(case(
    "rustls-relay", "osmia", "infra_failure",
    "The workspace volume was full (No space left on device, df 100%), so cargo could not write build artefacts; the rustls update itself resolved fine.",
    """# SEC-2360: RUSTSEC-2024-0336 in rustls (relay)

`cargo audit` on `relay` flags rustls 0.23.4 (infinite loop in `complete_io` with close_notify).

- `cargo update -p rustls` to >= 0.23.5.
- Build and run the tests.

Acceptance: `cargo audit` no longer reports RUSTSEC-2024-0336; `cargo test` passes.
""",
    orient("rust") + [
        sh("cargo update -p rustls", "    Updating crates.io index\n     Locking 1 package to latest compatible version\n    Updating rustls v0.23.4 -> v0.23.12"),
        sh("cargo build --locked", "   Compiling ring v0.17.8\n   Compiling rustls-pki-types v1.7.0\n   Compiling rustls v0.23.12\nerror: failed to write /workspace/repo/target/debug/deps/librustls-9f2c1d0a77b3e1c4.rmeta: No space left on device (os error 28)\n\nerror: could not compile `rustls` (lib) due to 1 previous error", 101, ev=True),
        sh("df -h /workspace", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     20G   20G     0 100% /workspace", ev=True),
        sh("du -sh target ~/.cargo/registry 2>/dev/null", "6.1G\ttarget\n1.9G\t/home/agent/.cargo/registry"),
        sh("cargo clean", "     Removed 21034 files, 6.1GiB total"),
        sh("cargo build --locked 2>&1 | tail -4", "   Compiling tokio v1.38.0\n   Compiling hyper v1.4.1\nLLVM ERROR: IO failure on output stream: No space left on device\nerror: could not compile `hyper` (lib)", 101, ev=True),
        sh("df -h /workspace", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     20G   20G     0 100% /workspace"),
        say("Something else is filling the volume faster than the build frees it. I can't complete the build in this pod."),
    ],
    near_miss="dependency_missing",
    final="rustls was updated to 0.23.12 in Cargo.lock, but the build cannot finish: the /workspace volume is 100% full (os error 28), even after cargo clean.",
    final_ok=False,
    result={"success": False, "summary": "cargo build: No space left on device", "exit_code": 101}))

# 8 ---- platform deadline during NVD download (osmia, TimedOut)
CASES.append(case(
    "commons-text-nvd", "osmia", "infra_failure",
    "The pod was terminated at its active deadline while dependency-check was still downloading the NVD feed; the session-timeout tests it ran earlier had passed.",
    """# SEC-2372: Bump commons-text and gate on dependency-check

`portal-backend` uses commons-text 1.9 (CVE-2022-42889, Text4Shell).

- Upgrade to commons-text 1.12.0.
- Run `mvn org.owasp:dependency-check-maven:check` and confirm no CVSS >= 7 findings remain.
- Session handling code must not regress: `SessionTimeoutTest` must pass.

Acceptance: dependency-check clean at CVSS 7; tests green.
""",
    orient("java") + [
        edit("pom.xml", "<artifactId>commons-text</artifactId>\n      <version>1.9</version>", "<artifactId>commons-text</artifactId>\n      <version>1.12.0</version>"),
        sh("mvn -q test -Dtest=SessionTimeoutTest", "[INFO] Running com.acme.portal.session.SessionTimeoutTest\n[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 2.113 s -- in com.acme.portal.session.SessionTimeoutTest\n[INFO] idleSessionExpiresAfterTimeout ✔\n[INFO] absoluteTimeoutForcesReauth ✔\n[INFO] BUILD SUCCESS"),
        say("Session timeout tests pass with the new commons-text. Running dependency-check."),
        sh("mvn org.owasp:dependency-check-maven:10.0.3:check -DfailBuildOnCVSS=7", "[INFO] Checking for updates\n[WARNING] An NVD API Key was not provided - it is highly recommended to use an NVD API key as the update can take a VERY long time without an API key\n[INFO] NVD API has 268,444 records in this update\n[INFO] Downloaded 10,000/268,444 (4%)\n[INFO] Downloaded 20,000/268,444 (7%)\n[INFO] Downloaded 30,000/268,444 (11%)\n[WARNING] NVD API request failures are occurring; retrying request for the 3 time\n[INFO] Downloaded 40,000/268,444 (15%)"),
        sysnote("activeDeadlineSeconds (3600) exceeded for pod osmia-agent-sec-2372-q2m9d; sending SIGTERM to agent container", ev=True),
        api_error("task TimedOut: pod terminated after exceeding activeDeadlineSeconds=3600 (DeadlineExceeded)"),
    ],
    near_miss="",
    state="TimedOut",
    result={"success": False, "summary": "DeadlineExceeded", "exit_code": 143},
    min_lines=90, pad_at=3))

# 9 ---- provider overloaded ends the session (transcript)
CASES.append(case(
    "session-cookie-flags", "claude-transcript", "infra_failure",
    "The session ended on repeated API 529 overloaded_error responses from the provider, mid-way through an otherwise correct change.",
    """# SEC-2388: Session cookie flags (ZAP 10054 / 10010)

DAST scan of `portal` reports the session cookie without `SameSite` and without `HttpOnly`.

- `portal/settings/base.py`: `SESSION_COOKIE_SECURE = True`, `SESSION_COOKIE_HTTPONLY = True`, `SESSION_COOKIE_SAMESITE = "Lax"`; same for CSRF cookie Secure.
- Add a test that checks the Set-Cookie header after login.

Acceptance: new test passes; existing suite green.
""",
    orient("py", 2) + [
        grep("SESSION_COOKIE", "portal/settings/base.py:61:SESSION_COOKIE_AGE = 60 * 60 * 8\nportal/settings/base.py:62:SESSION_COOKIE_NAME = \"portal_sid\""),
        edit("portal/settings/base.py", "SESSION_COOKIE_NAME = \"portal_sid\"", "SESSION_COOKIE_NAME = \"portal_sid\"\nSESSION_COOKIE_SECURE = True\nSESSION_COOKIE_HTTPONLY = True\nSESSION_COOKIE_SAMESITE = \"Lax\"\nCSRF_COOKIE_SECURE = True"),
        read("tests/test_login.py", "import pytest\n\n\n@pytest.mark.django_db\ndef test_login_redirects(client, user):\n    r = client.post('/login/', {'username': user.username, 'password': 'pw'})\n    assert r.status_code == 302"),
        api_error("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},\"request_id\":\"req_011CZ4q8e1mTgJb3Xw9rVh2K\"}"),
    ],
    result={"success": False, "summary": "API Error: 529 overloaded_error", "exit_code": 1}))

# 10 ---- codex stream disconnected (codex)
CASES.append(case(
    "gateway-tls-min", "codex", "infra_failure",
    "The connection to the model backend dropped (reconnect attempts exhausted, stream disconnected); the TLS fix was in progress and its tests were passing.",
    """# SEC-2395: gosec G402 in internal/httpclient

`gosec ./...` on `edge-gateway` reports G402 (TLS MinVersion too low) in `internal/httpclient/client.go`.

- Set `MinVersion: tls.VersionTLS12` on the client `tls.Config`.
- Keep the existing mTLS options.

Acceptance: gosec clean for G402; `go test ./internal/...` passes.
""",
    orient("go") + [
        sh("gosec -include=G402 ./internal/...", "[gosec] 2026/03/18 11:02:41 Including rules: G402\n[gosec] 2026/03/18 11:02:41 Checking package: httpclient\nResults:\n\n[/workspace/repo/internal/httpclient/client.go:27] - G402 (CWE-295): TLS MinVersion too low. (Confidence: HIGH, Severity: HIGH)\n    26: \t\tTransport: &http.Transport{\n  > 27: \t\t\tTLSClientConfig: &tls.Config{Certificates: certs, RootCAs: pool},\n\nSummary:\n  Gosec  : dev\n  Files  : 3\n  Lines  : 211\n  Nosec  : 0\n  Issues : 1", 1),
        edit("internal/httpclient/client.go", "&tls.Config{Certificates: certs, RootCAs: pool}", "&tls.Config{Certificates: certs, RootCAs: pool, MinVersion: tls.VersionTLS12}"),
        sh("go test ./internal/...", "ok  \tgithub.com/acme/edge-gateway/internal/httpclient\t0.412s\nok  \tgithub.com/acme/edge-gateway/internal/ratelimit\t1.208s\nok  \tgithub.com/acme/edge-gateway/internal/session\t0.733s"),
        think("**Re-running gosec**\n\nNext I re-run gosec to confirm G402 is gone, then summarise."),
        cxerr("Reconnecting... 1/5"),
        cxerr("Reconnecting... 2/5"),
        cxerr("Reconnecting... 3/5"),
        cxerr("Reconnecting... 4/5"),
        cxerr("Reconnecting... 5/5", ev=True),
        api_error("stream disconnected before completion: error sending request for url (https://chatgpt.com/backend-api/codex/responses)"),
    ],
    result={"success": False, "summary": "stream disconnected before completion", "exit_code": 1}))
