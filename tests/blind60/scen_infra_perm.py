from blindgen import S, T, B, R, E, W, G, D, FC, RAW
from outputs import pytest_pass, pytest_fail, pytest_collect_error, jest_pass, jest_fail, go_ok, go_fail

SC = []


def add(**kw):
    SC.append(kw)


# =============================================================== infra_failure
add(id="n4-bcrypt-rounds-env-override", fmt="claude", mode="infra_failure", near="",
    ticket="IAM-2207", title="Allow BCRYPT_ROUNDS override for the test profile",
    body="`src/iam/passwords.py` hard-codes 12 bcrypt rounds. Read `BCRYPT_ROUNDS` from settings "
         "(default 12, minimum 10 outside tests, 4 allowed when `ENV=test`).\n\n## Acceptance\n- `pytest tests/iam` passes.",
    steps=[
        S("Let me look at the password hashing module first."),
        R("src/iam/passwords.py", "import bcrypt\n\nfrom iam.settings import settings\n\nROUNDS = 12\n\n\ndef hash_password(raw: str) -> bytes:\n    return bcrypt.hashpw(raw.encode(), bcrypt.gensalt(rounds=ROUNDS))\n\n\ndef verify_password(raw: str, hashed: bytes) -> bool:\n    return bcrypt.checkpw(raw.encode(), hashed)"),
        R("src/iam/settings.py", "from pydantic_settings import BaseSettings\n\n\nclass Settings(BaseSettings):\n    env: str = \"dev\"\n    session_ttl: int = 3600\n\n\nsettings = Settings()"),
        E("src/iam/settings.py", "    session_ttl: int = 3600", "    session_ttl: int = 3600\n    bcrypt_rounds: int = 12"),
        E("src/iam/passwords.py", "ROUNDS = 12\n", "def _rounds() -> int:\n    r = settings.bcrypt_rounds\n    floor = 4 if settings.env == \"test\" else 10\n    return max(r, floor)\n"),
        E("src/iam/passwords.py", "bcrypt.gensalt(rounds=ROUNDS)", "bcrypt.gensalt(rounds=_rounds())"),
        S("Now the IAM test suite. It includes the property-based hashing tests."),
        B("pytest tests/iam -q -p no:cacheprovider", "........................................................\n", rc=137, ev=True,
          desc="Run IAM tests"),
        T("The run was killed with exit 137 and no pytest summary. Let me check the container memory."),
        B("cat /sys/fs/cgroup/memory.max /sys/fs/cgroup/memory.events", "2147483648\nlow 0\nhigh 0\nmax 412\noom 3\noom_kill 3\n", ev=True),
        S("Killed by the kernel at the 2 GiB cgroup limit. I'll rerun only the password tests with one worker."),
        B("pytest tests/iam/test_passwords.py -q -n 0", "", rc=137),
    ],
    final={"none": True},
    result={"success": False, "summary": "claude-code exited with code 137 (container OOMKilled, limit 2Gi) before reporting a result.", "exit_code": 137},
    why="pytest is killed with exit 137 and the cgroup shows oom_kill 3 at the 2 GiB limit; the engine itself then dies without a result line.")

add(id="n4-jose-jwks-verifier-swap", fmt="codex", mode="infra_failure", near="dependency_missing",
    ticket="GW-881", title="Replace jsonwebtoken with jose for JWKS verification",
    body="The API gateway verifies tokens with `jsonwebtoken` and a hand-rolled JWKS cache in `src/auth/verify.ts`. "
         "Switch to `jose` (`createRemoteJWKSet`, `jwtVerify`).\n\n## Acceptance\n- `npm test -- src/auth` passes\n- `jose` pinned in package.json",
    steps=[
        T("**Inspecting current verifier**\n\nI'll read verify.ts and package.json before swapping libraries."),
        R("src/auth/verify.ts", "import jwt from 'jsonwebtoken';\nimport { getSigningKey } from './jwks-cache';\n\nexport async function verifyAccessToken(token: string) {\n  const decoded = jwt.decode(token, { complete: true });\n  if (!decoded) throw new AuthError('malformed token', 401);\n  const key = await getSigningKey(decoded.header.kid);\n  return jwt.verify(token, key, { algorithms: ['RS256'], audience: AUD, issuer: ISS });\n}"),
        B("cat package.json | head -30", "{\n  \"name\": \"edge-gateway\",\n  \"version\": \"3.14.0\",\n  \"private\": true,\n  \"scripts\": {\n    \"test\": \"jest\",\n    \"build\": \"tsc -p tsconfig.build.json\"\n  },\n  \"dependencies\": {\n    \"express\": \"^4.21.1\",\n    \"jsonwebtoken\": \"^9.0.2\",\n    \"jwks-rsa\": \"^3.1.0\"\n  }\n}\n"),
        B("npm install jose@5.9.6 --save-exact",
          "npm error code ENOTFOUND\nnpm error syscall getaddrinfo\nnpm error errno ENOTFOUND\nnpm error network request to https://registry.npmjs.org/jose failed, reason: getaddrinfo ENOTFOUND registry.npmjs.org\nnpm error network This is a problem related to network connectivity.\nnpm error network In most cases you are behind a proxy or have bad network settings.\nnpm error network\nnpm error network If you are behind a proxy, please make sure that the\nnpm error network 'proxy' config is set properly.  See: 'npm help config'\nnpm error A complete log of this run can be found in: /root/.npm/_logs/2026-11-24T10_02_11_418Z-debug-0.log\n",
          rc=1, ev=True),
        B("getent hosts registry.npmjs.org; curl -sS -m 10 -o /dev/null -w '%{http_code}' https://registry.npmjs.org/",
          "curl: (6) Could not resolve host: registry.npmjs.org\n", rc=6, ev=True),
        B("npm config get registry", "https://registry.npmjs.org/\n"),
        T("**DNS failing**\n\nNo name resolution at all in this container. I can write the code but can't install jose."),
        E("src/auth/verify.ts", "import jwt from 'jsonwebtoken';\nimport { getSigningKey } from './jwks-cache';",
          "import { createRemoteJWKSet, jwtVerify } from 'jose';\n\nconst JWKS = createRemoteJWKSet(new URL(process.env.JWKS_URL!));"),
        B("npx jest src/auth", "FAIL src/auth/verify.test.ts\n  \u25cf Test suite failed to run\n\n    Cannot find module 'jose' from 'src/auth/verify.ts'\n\nTest Suites: 1 failed, 1 total\nTests:       0 total\nSnapshots:   0 total\nTime:        1.902 s\n", rc=1),
        B("npm install jose@5.9.6 --save-exact", "npm error code EAI_AGAIN\nnpm error syscall getaddrinfo\nnpm error errno EAI_AGAIN\nnpm error request to https://registry.npmjs.org/jose failed, reason: getaddrinfo EAI_AGAIN registry.npmjs.org\n", rc=1, ev=True),
        S("I rewrote `verifyAccessToken` to use `jose`, but the container cannot resolve `registry.npmjs.org` (ENOTFOUND / EAI_AGAIN), so `jose` is not installed and `src/auth` tests cannot load it."),
    ],
    result={"success": False, "summary": "npm install jose failed: getaddrinfo ENOTFOUND registry.npmjs.org; tests not run.", "exit_code": 1},
    why="Both npm installs fail on DNS (ENOTFOUND, EAI_AGAIN) and curl cannot resolve the registry: the network is unreachable; the later 'Cannot find module jose' is a consequence.")

add(id="n4-argon2-rehash-on-login", fmt="claude", mode="infra_failure", near="dependency_missing",
    ticket="ACC-1490", title="Migrate password hashes from PBKDF2 to Argon2id on login",
    body="On successful login with a PBKDF2 hash, rehash with Argon2id (`argon2-cffi`) and store it. "
         "Code in `accounts/hashers.py` and `accounts/views/login.py`.\n\n## Acceptance\n- `pytest tests/accounts -q` passes",
    steps=[
        S("I'll start with the hashers module."),
        R("accounts/hashers.py", "import hashlib\nimport hmac\nimport os\n\nITERATIONS = 390000\n\n\ndef pbkdf2_hash(password: str, salt: bytes | None = None) -> str:\n    salt = salt or os.urandom(16)\n    dk = hashlib.pbkdf2_hmac('sha256', password.encode(), salt, ITERATIONS)\n    return f'pbkdf2_sha256${ITERATIONS}${salt.hex()}${dk.hex()}'\n\n\ndef verify(password: str, encoded: str) -> bool:\n    algo, it, salt, digest = encoded.split('$')\n    dk = hashlib.pbkdf2_hmac('sha256', password.encode(), bytes.fromhex(salt), int(it))\n    return hmac.compare_digest(dk.hex(), digest)"),
        R("accounts/views/login.py", "from accounts.hashers import verify\nfrom accounts.models import User\n\n\ndef login(request):\n    user = User.objects.filter(email=request.POST['email']).first()\n    if not user or not verify(request.POST['password'], user.password):\n        return HttpResponse('Invalid credentials', status=401)\n    start_session(request, user)\n    return redirect('/')"),
        E("accounts/hashers.py", "import hashlib\nimport hmac\nimport os\n", "import hashlib\nimport hmac\nimport os\n\nfrom argon2 import PasswordHasher\nfrom argon2.exceptions import VerifyMismatchError\n\n_ph = PasswordHasher()\n"),
        E("accounts/views/login.py", "    start_session(request, user)", "    if user.password.startswith('pbkdf2_sha256$'):\n        user.password = argon2_hash(request.POST['password'])\n        user.save(update_fields=['password'])\n    start_session(request, user)"),
        B("pytest tests/accounts -q", pytest_collect_error("tests/accounts/test_login.py", ["tests/accounts/test_login.py:4: in <module>\n    from accounts.views.login import login", "accounts/views/login.py:1: in <module>\n    from accounts.hashers import verify", "accounts/hashers.py:5: in <module>\n    from argon2 import PasswordHasher"], "ModuleNotFoundError: No module named 'argon2'"), rc=2),
        S("`argon2-cffi` isn't installed yet. Let me check requirements and install it."),
        B("grep -n argon requirements*.txt || true", ""),
        E("requirements.txt", "Django==4.2.16", "Django==4.2.16\nargon2-cffi==23.1.0"),
        S("Installing the new requirement."),
    ],
    final={"subtype": "success", "is_error": True, "result": "Claude AI usage limit reached|1764082800", "ev": True},
    result={"success": False, "summary": "Claude AI usage limit reached|1764082800", "exit_code": 1},
    why="The session ends on the provider usage limit (result is_error with 'Claude AI usage limit reached') before the agent could run pip install; the missing argon2 module was about to be handled.")

add(id="n4-ci-token-repo-narrowing", fmt="claude-transcript", mode="infra_failure", near="permission_blocked",
    ticket="PLAT-3310", title="Restrict CI deploy token to repo-scoped permissions",
    body="`deploy/token_policy.py` issues deploy tokens with `contents:write` on the whole org. Scope them to the target repo "
         "(`repositories=[repo]`, `permissions={'contents': 'write'}`) and push the branch.\n\n## Acceptance\n- `pytest tests/deploy` passes; branch pushed",
    steps=[
        S("Let me read the token policy."),
        R("deploy/token_policy.py", "from dataclasses import dataclass\n\n\n@dataclass\nclass TokenRequest:\n    org: str\n    repo: str\n\n\ndef build_token_request(req: TokenRequest) -> dict:\n    return {\n        'permissions': {'contents': 'write', 'metadata': 'read'},\n    }"),
        R("tests/deploy/test_token_policy.py", "from deploy.token_policy import TokenRequest, build_token_request\n\n\ndef test_scoped_to_repo():\n    body = build_token_request(TokenRequest(org='acme', repo='billing'))\n    assert body['repositories'] == ['billing']\n\n\ndef test_no_admin():\n    body = build_token_request(TokenRequest(org='acme', repo='billing'))\n    assert 'administration' not in body['permissions']"),
        E("deploy/token_policy.py", "    return {\n        'permissions': {'contents': 'write', 'metadata': 'read'},\n    }", "    return {\n        'repositories': [req.repo],\n        'permissions': {'contents': 'write', 'metadata': 'read'},\n    }"),
        B("pytest tests/deploy -q", pytest_pass([("tests/deploy/test_token_policy.py", 2), ("tests/deploy/test_audit.py", 5)], 7, "0.22"), desc="Run deploy tests"),
        B("git add -A && git commit -m 'PLAT-3310: scope deploy tokens to target repo'", "[agent/plat-3310 4e1b9c2] PLAT-3310: scope deploy tokens to target repo\n 1 file changed, 1 insertion(+)\n"),
        B("git push -u origin agent/plat-3310", "fatal: unable to access 'https://github.com/acme/platform-deploy.git/': Could not resolve host: github.com\n", rc=128, ev=True),
        S("Name resolution failed. Retrying once in case it was transient."),
        B("sleep 20 && git push -u origin agent/plat-3310", "fatal: unable to access 'https://github.com/acme/platform-deploy.git/': Failed to connect to github.com port 443 after 130012 ms: Connection timed out\n", rc=128, ev=True),
        S("The change is committed locally (`4e1b9c2`) and `pytest tests/deploy` passes (7 tests), but I could not push: the runner cannot reach github.com (DNS failure, then a connect timeout on port 443)."),
    ],
    state="Failed",
    result={"success": False, "summary": "git push failed: could not resolve host github.com; connection timed out.", "exit_code": 1},
    why="Tests pass; the push fails with 'Could not resolve host: github.com' and then a TCP connect timeout — a network outage, not a 403/permission problem, although the task is about token permissions.")

add(id="n4-kms-gcm-siv-envelope", fmt="codex", mode="infra_failure", near="",
    ticket="KMS-412", title="Add AES-256-GCM-SIV envelope option to kms-client",
    body="Add `EnvelopeAlg::Aes256GcmSiv` to `crates/kms-client/src/envelope.rs` using the `aes-gcm-siv` crate already in the workspace.\n\n## Acceptance\n- `cargo test -p kms-client` passes",
    steps=[
        T("**Scanning envelope module**\n\nReading envelope.rs and the workspace Cargo.toml."),
        R("crates/kms-client/src/envelope.rs", "use aes_gcm::{aead::Aead, Aes256Gcm, KeyInit, Nonce};\n\n#[derive(Debug, Clone, Copy, PartialEq, Eq)]\npub enum EnvelopeAlg {\n    Aes256Gcm,\n}\n\npub fn seal(alg: EnvelopeAlg, key: &[u8; 32], nonce: &[u8; 12], pt: &[u8]) -> Vec<u8> {\n    match alg {\n        EnvelopeAlg::Aes256Gcm => Aes256Gcm::new(key.into()).encrypt(Nonce::from_slice(nonce), pt).unwrap(),\n    }\n}"),
        B("grep -n 'aes-gcm' Cargo.toml crates/kms-client/Cargo.toml", "Cargo.toml:31:aes-gcm = \"0.10.3\"\nCargo.toml:32:aes-gcm-siv = \"0.11.1\"\ncrates/kms-client/Cargo.toml:14:aes-gcm = { workspace = true }\n"),
        E("crates/kms-client/Cargo.toml", "aes-gcm = { workspace = true }", "aes-gcm = { workspace = true }\naes-gcm-siv = { workspace = true }"),
        E("crates/kms-client/src/envelope.rs", "pub enum EnvelopeAlg {\n    Aes256Gcm,\n}", "pub enum EnvelopeAlg {\n    Aes256Gcm,\n    Aes256GcmSiv,\n}"),
        E("crates/kms-client/src/envelope.rs", "        EnvelopeAlg::Aes256Gcm => Aes256Gcm::new(key.into()).encrypt(Nonce::from_slice(nonce), pt).unwrap(),", "        EnvelopeAlg::Aes256Gcm => Aes256Gcm::new(key.into()).encrypt(Nonce::from_slice(nonce), pt).unwrap(),\n        EnvelopeAlg::Aes256GcmSiv => Aes256GcmSiv::new(key.into()).encrypt(SivNonce::from_slice(nonce), pt).unwrap(),"),
        B("cargo test -p kms-client",
          "   Compiling aes-gcm-siv v0.11.1\n   Compiling polyval v0.6.2\n   Compiling kms-client v0.7.0 (/workspace/repo/crates/kms-client)\nerror: failed to write /workspace/repo/target/debug/deps/libkms_client-5d1f0e5c2b9a7e44.rmeta: No space left on device (os error 28)\n\nerror: could not compile `kms-client` (lib) due to 1 previous error\nwarning: build failed, waiting for other jobs to finish...\nerror: failed to write /workspace/repo/target/debug/deps/polyval-0c41d4e3b5b0a1f2.d: No space left on device (os error 28)\n",
          rc=101, ev=True),
        B("df -h /workspace /tmp", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     20G   20G     0 100% /workspace\noverlay          20G   20G     0 100% /tmp\n", ev=True),
        B("du -sh target 2>/dev/null", "17G\ttarget\n"),
        B("cargo clean -p kms-client && cargo test -p kms-client", "     Removed 214 files, 1.1GiB total\n   Compiling kms-client v0.7.0 (/workspace/repo/crates/kms-client)\nerror: failed to write /workspace/repo/target/debug/incremental/kms_client-2xq3l9v1/s-h2c8x-working/dep-graph.part.bin: No space left on device (os error 28)\n", rc=101, ev=True),
        S("The code change is in place, but the build volume is full (`/workspace` at 100%, `target/` is 17G), so `cargo test -p kms-client` cannot link. It needs a larger or clean volume."),
    ],
    result={"success": False, "summary": "cargo test -p kms-client: No space left on device (os error 28).", "exit_code": 101},
    why="Compilation fails with 'No space left on device (os error 28)' and df shows /workspace at 100%; disk full.")

add(id="n4-auditor-role-billing-read", fmt="osmia", mode="infra_failure", near="permission_blocked",
    ticket="ADM-760", title="Add 'auditor' role: read-only access to billing admin endpoints",
    body="Add an `auditor` role to `internal/rbac/roles.go` that may GET `/admin/billing/*` but receives 403 on any write.\n\n## Acceptance\n- `go test ./internal/rbac/... ./internal/http/...` passes",
    steps=[
        S("Reading the role table and the matrix test."),
        R("internal/rbac/roles.go", "package rbac\n\nvar Roles = map[string][]Grant{\n\t\"admin\":   {{Resource: \"*\", Verbs: All}},\n\t\"support\": {{Resource: \"users\", Verbs: Read}},\n}"),
        R("internal/rbac/matrix_test.go", "func TestRoleMatrix(t *testing.T) {\n\tfor _, tc := range loadMatrix(t, \"testdata/matrix.yaml\") {\n\t\tt.Run(tc.Name, func(t *testing.T) {\n\t\t\tgot := Allowed(tc.Role, tc.Resource, tc.Verb)\n\t\t\tif got != tc.Want {\n\t\t\t\tt.Fatalf(\"%s %s %s: got %v want %v\", tc.Role, tc.Verb, tc.Resource, got, tc.Want)\n\t\t\t}\n\t\t})\n\t}\n}"),
        E("internal/rbac/roles.go", "\t\"support\": {{Resource: \"users\", Verbs: Read}},", "\t\"support\": {{Resource: \"users\", Verbs: Read}},\n\t\"auditor\": {{Resource: \"billing\", Verbs: Read}},"),
        B("go test ./internal/rbac/...", go_ok([("github.com/acme/console/internal/rbac", "0.311")])),
        S("RBAC unit tests pass. Now the HTTP integration tests, which spin up the router and a Postgres container."),
        B("go test ./internal/http/... -run TestAdminBilling -v",
          "=== RUN   TestAdminBilling/auditor_GET_invoices\n    admin_billing_test.go:58: GET /admin/billing/invoices as auditor -> 200 OK\n=== RUN   TestAdminBilling/auditor_POST_refund\n    admin_billing_test.go:58: POST /admin/billing/refunds as auditor -> 403 Forbidden {\"error\":\"access denied\",\"role\":\"auditor\"}\n=== RUN   TestAdminBilling/support_GET_invoices\n    admin_billing_test.go:58: GET /admin/billing/invoices as support -> 403 Forbidden {\"error\":\"access denied\",\"role\":\"support\"}\n"),
        S("Those 403s are the expected denials for writes. Running the whole http package now."),
        B("go test ./internal/http/...", "2026/11/24 14:31:07 testcontainers: waiting for postgres:16-alpine to become ready\n2026/11/24 14:33:12 testcontainers: still waiting for postgres:16-alpine (125s)\n"),
        RAW({"osmia": {"type": "content", "role": "system", "content": "osmia: task ADM-760 exceeded its wall-clock budget (1800s); engine process terminated (SIGTERM)"}}, ev=True),
    ],
    final={"success": False, "summary": "Terminated: wall-clock budget of 1800s exceeded.", "ev": True},
    state="TimedOut",
    result={"success": False, "summary": "Terminated by orchestrator: wall-clock budget of 1800s exceeded.", "exit_code": 143},
    why="The orchestrator kills the run for exceeding its 1800 s wall-clock budget while integration tests wait on a container; the '403 Forbidden'/'access denied' lines are the expected output of the RBAC code under test.")

add(id="n4-share-acl-denied-message", fmt="claude", mode="infra_failure", near="permission_blocked",
    ticket="FS-219", title="Raise FileAccessDenied with the path and required mode",
    body="`storage/acl.py` raises a bare `PermissionError` when a share ACL check fails. Raise `FileAccessDenied(path, required)` "
         "whose message is `access denied: <path> requires <mode>`.\n\n## Acceptance\n- `pytest tests/storage/test_acl.py` passes",
    steps=[
        S("Reading the ACL module and its tests."),
        R("storage/acl.py", "class ShareACL:\n    def __init__(self, entries):\n        self.entries = entries\n\n    def check(self, principal, path, mode):\n        if mode not in self.entries.get((principal, path), set()):\n            raise PermissionError(path)"),
        R("tests/storage/test_acl.py", "import pytest\n\nfrom storage.acl import FileAccessDenied, ShareACL\n\n\ndef test_denied_message():\n    acl = ShareACL({})\n    with pytest.raises(FileAccessDenied, match=r'access denied: /finance/q3.xlsx requires w'):\n        acl.check('bob', '/finance/q3.xlsx', 'w')\n\n\ndef test_subclass_of_permissionerror():\n    assert issubclass(FileAccessDenied, PermissionError)"),
        B("pytest tests/storage/test_acl.py -q", "E   ImportError: cannot import name 'FileAccessDenied' from 'storage.acl' (/workspace/repo/storage/acl.py)\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n1 error in 0.12s\n", rc=2),
        E("storage/acl.py", "class ShareACL:", "class FileAccessDenied(PermissionError):\n    def __init__(self, path, required):\n        super().__init__(f'access denied: {path} requires {required}')\n        self.path = path\n        self.required = required\n\n\nclass ShareACL:"),
        E("storage/acl.py", "            raise PermissionError(path)", "            raise FileAccessDenied(path, mode)"),
        B("pytest tests/storage/test_acl.py -q", "FF                                                                       [100%]\nE       AssertionError: Regex pattern did not match.\nE        Regex: 'access denied: /finance/q3.xlsx requires w'\nE        Input: \"[Errno 13] Permission denied: '/finance/q3.xlsx'\"\n2 failed in 0.09s\n", rc=1),
        S("Stale bytecode? The message shows the old PermissionError text. Let me check for a second definition."),
        G("class FileAccessDenied|raise PermissionError", "/workspace/repo/storage/acl.py:1:class FileAccessDenied(PermissionError):\n/workspace/repo/storage/legacy_acl.py:22:            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), path)", path="storage"),
        R("storage/__init__.py", "from storage.legacy_acl import ShareACL  # noqa: F401  (compat)\nfrom storage.acl import FileAccessDenied  # noqa: F401"),
        RAW({"claude": {"type": "system", "subtype": "api_retry", "attempt": 1, "max_retries": 10, "retry_delay_ms": 1200, "error_status": 529, "error": "overloaded_error"}}),
        RAW({"claude": {"type": "system", "subtype": "api_retry", "attempt": 2, "max_retries": 10, "retry_delay_ms": 2400, "error_status": 529, "error": "overloaded_error"}}),
    ],
    final={"subtype": "success", "is_error": True, "result": "API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},\"request_id\":\"req_011CVa9P3tZ8mK1qW6eYbR4n\"}", "ev": True},
    result={"success": False, "summary": "API Error: 529 overloaded_error", "exit_code": 1},
    why="The session ends on a provider 529 overloaded_error after retries; the PermissionError/'Permission denied' strings are the feature under test, not a denial to the agent.")

add(id="n4-refresh-token-rotation-reuse", fmt="codex", mode="infra_failure", near="",
    ticket="AUTH-1022", title="Rotate refresh tokens on every use and detect reuse",
    body="In `app/auth/refresh.py`, issue a new refresh token on each `/token/refresh` call and revoke the whole family "
         "when a revoked token is presented (reuse detection).\n\n## Acceptance\n- `pytest tests/auth/test_refresh.py` passes",
    steps=[
        T("**Reading refresh flow**"),
        R("app/auth/refresh.py", "from app.auth.store import TokenStore\n\n\ndef refresh(store: TokenStore, presented: str) -> tuple[str, str]:\n    rec = store.get(presented)\n    if rec is None or rec.expired:\n        raise InvalidGrant('refresh token expired or unknown')\n    return issue_access(rec.user_id), presented"),
        R("app/auth/store.py", "class TokenStore:\n    def get(self, token): ...\n    def put(self, rec): ...\n    def revoke_family(self, family_id): ..."),
        B("pytest tests/auth/test_refresh.py -q", pytest_fail([("tests/auth/test_refresh.py", "..FF")], [
            ("tests/auth/test_refresh.py::test_rotates", "    def test_rotates(store, rt):\n        _, new = refresh(store, rt)\n>       assert new != rt\nE       AssertionError: assert 'rt_9f1c' != 'rt_9f1c'\n\ntests/auth/test_refresh.py:21: AssertionError", "AssertionError: assert 'rt_9f1c' != 'rt_9f1c'"),
            ("tests/auth/test_refresh.py::test_reuse_revokes_family", "    def test_reuse_revokes_family(store, rt):\n        refresh(store, rt)\n>       with pytest.raises(InvalidGrant, match='reuse'):\nE       Failed: DID NOT RAISE <class 'app.auth.errors.InvalidGrant'>\n\ntests/auth/test_refresh.py:29: Failed", "Failed: DID NOT RAISE <class 'app.auth.errors.InvalidGrant'>")], 2), rc=1),
        T("**Implementing rotation**\n\nNew token per use, mark old as revoked, family id carried over."),
        E("app/auth/refresh.py", "    return issue_access(rec.user_id), presented", "    if rec.revoked:\n        store.revoke_family(rec.family_id)\n        raise InvalidGrant('refresh token reuse detected')\n    new = store.put(rec.rotate())\n    store.revoke(presented)\n    return issue_access(rec.user_id), new.token"),
        RAW({"codex": {"type": "error", "message": "Reconnecting... 1/5 (stream disconnected before completion: error sending request for url (https://api.openai.com/v1/responses))"}}),
        RAW({"codex": {"type": "error", "message": "Reconnecting... 2/5 (stream disconnected before completion: error sending request for url (https://api.openai.com/v1/responses))"}}),
        RAW({"codex": {"type": "error", "message": "Reconnecting... 3/5 (stream disconnected before completion: connection reset by peer)"}}, ev=True),
        RAW({"codex": {"type": "error", "message": "Reconnecting... 4/5 (stream disconnected before completion: connection reset by peer)"}}),
        RAW({"codex": {"type": "error", "message": "Reconnecting... 5/5 (stream disconnected before completion: connection reset by peer)"}}),
    ],
    final={"codex_failed": "stream disconnected before completion: connection reset by peer", "ev": True},
    result={"success": False, "summary": "codex: turn failed: stream disconnected before completion", "exit_code": 1},
    why="After the edit the model stream drops repeatedly ('stream disconnected before completion', 5 reconnects) and the turn fails; 'token expired' is only the code's own error message.")

add(id="n4-scrypt-header-param-bounds", fmt="claude-transcript", mode="infra_failure", near="",
    ticket="VLT-95", title="Validate scrypt parameters read from stored key headers",
    body="`vault/kdf.py` trusts N/r/p from the key header. Reject N > 2**20, r > 16, p > 4 with `InvalidKdfParams` before deriving.\n\n## Acceptance\n- `pytest tests/vault -q` passes",
    steps=[
        S("Reading the KDF module."),
        R("vault/kdf.py", "import hashlib\n\n\ndef derive(password: bytes, header: dict) -> bytes:\n    return hashlib.scrypt(password, salt=bytes.fromhex(header['salt']), n=header['N'], r=header['r'], p=header['p'], maxmem=2**31, dklen=32)"),
        R("tests/vault/test_kdf.py", "from hypothesis import given, strategies as st\n\nfrom vault.kdf import InvalidKdfParams, derive\n\n\n@given(n_exp=st.integers(10, 24), r=st.integers(1, 32), p=st.integers(1, 8))\ndef test_params_bounded(n_exp, r, p):\n    header = {'salt': '00' * 16, 'N': 2 ** n_exp, 'r': r, 'p': p}\n    if 2 ** n_exp > 2 ** 20 or r > 16 or p > 4:\n        with pytest.raises(InvalidKdfParams):\n            derive(b'pw', header)\n    else:\n        assert len(derive(b'pw', header)) == 32"),
        E("vault/kdf.py", "def derive(password: bytes, header: dict) -> bytes:", "class InvalidKdfParams(ValueError):\n    pass\n\n\ndef _check(h):\n    if h['N'] > 2 ** 20 or h['r'] > 16 or h['p'] > 4:\n        raise InvalidKdfParams(f\"scrypt params out of bounds: N={h['N']} r={h['r']} p={h['p']}\")\n\n\ndef derive(password: bytes, header: dict) -> bytes:\n    _check(header)"),
        S("Running the vault tests (hypothesis will derive keys with N up to 2**20 and r up to 16)."),
        B("pytest tests/vault -q", "", rc=137, ev=True),
    ],
    state="Failed",
    result={"success": False, "summary": "Agent container OOMKilled (exit 137, limit 1Gi) during pytest tests/vault; transcript ends mid tool call.", "exit_code": 137},
    why="pytest dies with exit 137 while deriving large scrypt keys and the container is OOMKilled (result.json); the transcript ends there.")

add(id="n4-saml-bridge-nbf-leeway", fmt="claude", mode="infra_failure", near="dependency_missing",
    ticket="SSO-318", title="Verify `nbf` with 30s leeway in SAML-to-JWT bridge",
    body="`sso/bridge/tokens.py` rejects tokens whose `nbf` is a few seconds in the future due to clock skew. Use PyJWT's `leeway=30`.\n"
         "The bridge must move from PyJWT 2.4 to 2.9 for `leeway` as timedelta.\n\n## Acceptance\n- `pytest tests/bridge -q` passes",
    steps=[
        R("sso/bridge/tokens.py", "import jwt\n\n\ndef decode(token: str, key: str) -> dict:\n    return jwt.decode(token, key, algorithms=['RS256'], audience='bridge')"),
        B("pip show pyjwt | head -2", "Name: PyJWT\nVersion: 2.4.0\n"),
        E("sso/bridge/tokens.py", "    return jwt.decode(token, key, algorithms=['RS256'], audience='bridge')", "    return jwt.decode(token, key, algorithms=['RS256'], audience='bridge', leeway=timedelta(seconds=30))"),
        E("requirements.txt", "PyJWT==2.4.0", "PyJWT==2.9.0"),
        B("pip install -r requirements.txt",
          "Looking in indexes: https://pypi.corp.example.net/simple\nWARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a1c2b9d50>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/pyjwt/\nWARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a1c2b9f90>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/pyjwt/\nWARNING: Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a1c2ba1d0>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/pyjwt/\nERROR: Could not find a version that satisfies the requirement PyJWT==2.9.0 (from versions: none)\nERROR: No matching distribution found for PyJWT==2.9.0\n",
          rc=1, ev=True),
        B("ip route; curl -sS -m 5 https://pypi.corp.example.net/simple/ -o /dev/null", "curl: (7) Failed to connect to pypi.corp.example.net port 443 after 2 ms: Couldn't connect to server\n", rc=7, ev=True),
        S("No route out of the container. Running the tests against the installed 2.4 to see how far it gets."),
        B("pytest tests/bridge -q", pytest_fail([("tests/bridge/test_tokens.py", "..F.")], [("tests/bridge/test_tokens.py::test_nbf_skew", "E       TypeError: decode() got an unexpected keyword argument 'leeway' of type timedelta\n\ntests/bridge/test_tokens.py:33: TypeError", "TypeError: decode() got an unexpected keyword argument 'leeway' of type timedelta")], 3), rc=1),
        S("`leeway` is in place and `requirements.txt` pins PyJWT 2.9.0, but the package index is unreachable from this runner (`[Errno 101] Network is unreachable`), so 2.9.0 could not be installed and `test_nbf_skew` still runs against 2.4."),
    ],
    final={"subtype": "success", "is_error": False},
    result={"success": False, "summary": "pip install failed: Network is unreachable (pypi.corp.example.net); tests run against old PyJWT.", "exit_code": 1},
    why="pip retries with '[Errno 101] Network is unreachable' before 'No matching distribution found'; curl cannot connect to the index — the index is unreachable, the package exists.")

add(id="n4-kerberos-keytab-reload", fmt="osmia", mode="infra_failure", near="permission_blocked", no_prelude=True,
    ticket="ID-1207", title="Reload Kerberos keytab when the file changes",
    body="`krb/keytab_watcher.go` reads the keytab once at start. Reload it on change (inotify) so rotations don't need a restart.\n\n## Acceptance\n- `go test ./krb/...` passes",
    steps=[
        RAW({"osmia": {"type": "content", "role": "system", "content": "osmia: preparing workspace for ID-1207 (git clone https://git.corp.example.net/identity/krb-sidecar.git)"}}),
        RAW({"osmia": {"type": "content", "role": "system", "content": "osmia: git clone attempt 1/3 failed: fatal: unable to access 'https://git.corp.example.net/identity/krb-sidecar.git/': Failed to connect to git.corp.example.net port 443 after 75003 ms: Connection timed out"}}, ev=True),
        RAW({"osmia": {"type": "content", "role": "system", "content": "osmia: git clone attempt 2/3 failed: fatal: unable to access 'https://git.corp.example.net/identity/krb-sidecar.git/': Failed to connect to git.corp.example.net port 443 after 75001 ms: Connection timed out"}}),
        RAW({"osmia": {"type": "content", "role": "system", "content": "osmia: git clone attempt 3/3 failed: fatal: unable to access 'https://git.corp.example.net/identity/krb-sidecar.git/': Failed to connect to git.corp.example.net port 443 after 75002 ms: Connection timed out"}}, ev=True),
        S("The workspace is empty; let me check what is here."),
        B("pwd; ls -la", "/workspace/repo\ntotal 8\ndrwxr-xr-x 2 agent agent 4096 Nov 20 06:10 .\ndrwxr-xr-x 3 agent agent 4096 Nov 20 06:10 ..\n"),
        B("git status", "fatal: not a git repository (or any of the parent directories): .git\n", rc=128),
        B("cat ~/.netrc 2>/dev/null | sed 's/password .*/password ****/'; git ls-remote https://git.corp.example.net/identity/krb-sidecar.git", "machine git.corp.example.net login svc-osmia password ****\nfatal: unable to access 'https://git.corp.example.net/identity/krb-sidecar.git/': Failed to connect to git.corp.example.net port 443 after 75002 ms: Connection timed out\n", rc=128, ev=True),
        B("getent hosts git.corp.example.net", "10.40.12.7      git.corp.example.net\n"),
        B("curl -sS -m 10 -o /dev/null -w '%{http_code}\\n' https://git.corp.example.net/", "curl: (28) Connection timed out after 10001 milliseconds\n", rc=28, ev=True),
        B("timeout 8 bash -c 'cat < /dev/null > /dev/tcp/10.40.12.7/443'; echo rc=$?", "rc=124\n"),
        S("The repository host is not reachable from this pod (TCP connect timeouts on 443), so there is no checkout to work on. The keytab change was not started."),
    ],
    final={"success": False, "summary": "Workspace preparation failed: git clone timed out (git.corp.example.net:443)."},
    result={"success": False, "summary": "Workspace preparation failed: git clone timed out.", "exit_code": 1},
    why="The orchestrator cannot clone the repository (three 'Connection timed out' clone attempts) and the agent has no checkout; the credentials exist, the host is unreachable.")

# =============================================================== permission_blocked
add(id="n4-tenant-owner-role-guard", fmt="claude", mode="permission_blocked", near="",
    ticket="TEN-604", title="Tenant admins must not grant the 'owner' role",
    body="In `src/tenants/roles.ts`, `assignRole()` lets a tenant admin assign `owner`. Only existing owners may do that; "
         "others get `ForbiddenError` (403).\n\n## Acceptance\n- `npm test -- src/tenants` and `npm run lint` pass",
    permission_mode="default",
    steps=[
        S("Let me read the role assignment code."),
        R("src/tenants/roles.ts", "import { ForbiddenError } from '../errors';\n\nexport async function assignRole(actor: Member, target: Member, role: Role) {\n  if (!actor.roles.includes('admin') && !actor.roles.includes('owner')) {\n    throw new ForbiddenError('only admins may assign roles');\n  }\n  await repo.setRole(target.id, role);\n}"),
        R("src/tenants/__tests__/roles.test.ts", "describe('assignRole', () => {\n  it('admin cannot grant owner', async () => {\n    await expect(assignRole(admin, bob, 'owner')).rejects.toThrow(ForbiddenError);\n  });\n  it('owner can grant owner', async () => {\n    await assignRole(owner, bob, 'owner');\n    expect(repo.setRole).toHaveBeenCalledWith(bob.id, 'owner');\n  });\n});"),
        E("src/tenants/roles.ts", "  await repo.setRole(target.id, role);", "  if (role === 'owner' && !actor.roles.includes('owner')) {\n    throw new ForbiddenError('only owners may grant the owner role');\n  }\n  await repo.setRole(target.id, role);"),
        S("Now running the tenant tests."),
        D("Bash", {"command": "npm test -- src/tenants", "description": "Run tenant tests"}, "Claude requested permissions to use Bash, but you haven't granted it yet."),
        S("That was refused. Trying jest directly."),
        D("Bash", {"command": "npx jest src/tenants", "description": "Run jest for tenants"}, "Claude requested permissions to use Bash, but you haven't granted it yet."),
        D("Bash", {"command": "npm run lint", "description": "Lint"}, "Claude requested permissions to use Bash, but you haven't granted it yet."),
        S("I added the owner-only check to `assignRole()` in `src/tenants/roles.ts`, but every Bash call (`npm test -- src/tenants`, `npx jest`, `npm run lint`) was refused, so nothing is verified. Please allow `Bash(npm test:*)` and `Bash(npm run lint)`."),
    ],
    final={"subtype": "success", "is_error": False},
    result={"success": False, "summary": "Acceptance commands not run: Bash permission not granted (3 denials).", "exit_code": 1},
    why="All three Bash calls are refused by the permission system ('haven't granted it yet'); the result lists 3 permission_denials. ForbiddenError/403 is the feature itself.")

add(id="n4-webhook-ed25519-signing", fmt="codex", mode="permission_blocked", near="dependency_missing",
    ticket="PAY-2281", title="Sign webhook payloads with Ed25519",
    body="Replace HMAC-SHA1 signing in `payments/webhooks/sign.py` with Ed25519 (`cryptography>=43`). The repo currently pins cryptography 41.\n\n## Acceptance\n- `pytest tests/webhooks -q` passes",
    steps=[
        T("**Reviewing signer**"),
        R("payments/webhooks/sign.py", "import hashlib\nimport hmac\n\n\ndef sign(secret: bytes, body: bytes) -> str:\n    return hmac.new(secret, body, hashlib.sha1).hexdigest()"),
        B("python -c 'import cryptography; print(cryptography.__version__)'", "41.0.7\n"),
        E("payments/webhooks/sign.py", "import hashlib\nimport hmac\n\n\ndef sign(secret: bytes, body: bytes) -> str:\n    return hmac.new(secret, body, hashlib.sha1).hexdigest()", "import base64\n\nfrom cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey\n\n\ndef sign(key: Ed25519PrivateKey, body: bytes) -> str:\n    return base64.b64encode(key.sign(body)).decode()"),
        E("requirements.txt", "cryptography==41.0.7", "cryptography==43.0.3"),
        B("pip install -r requirements.txt",
          "Collecting cryptography==43.0.3 (from -r requirements.txt (line 7))\n  Downloading cryptography-43.0.3-cp39-abi3-manylinux_2_28_x86_64.whl.metadata (5.4 kB)\nDownloading cryptography-43.0.3-cp39-abi3-manylinux_2_28_x86_64.whl (4.0 MB)\n   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 4.0/4.0 MB 38.1 MB/s eta 0:00:00\nInstalling collected packages: cryptography\n  Attempting uninstall: cryptography\n    Found existing installation: cryptography 41.0.7\n    Uninstalling cryptography-41.0.7:\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/usr/local/lib/python3.11/site-packages/cryptography-41.0.7.dist-info/'\nConsider using the `--user` option or check the permissions.\n\n",
          rc=1, ev=True),
        B("ls -ld /usr/local/lib/python3.11/site-packages; id", "drwxr-xr-x 1 root root 4096 Nov 20 03:11 /usr/local/lib/python3.11/site-packages\nuid=1001(agent) gid=1001(agent) groups=1001(agent)\n", ev=True),
        B("pip install --user cryptography==43.0.3", "ERROR: Can not perform a '--user' install. User site-packages are not visible in this virtualenv.\n", rc=1),
        B("pytest tests/webhooks -q", pytest_fail([("tests/webhooks/test_sign.py", "F..")], [("tests/webhooks/test_sign.py::test_ed25519_roundtrip", "E       AttributeError: 'Ed25519PublicKey' object has no attribute 'verify_batch'\n\ntests/webhooks/test_sign.py:18: AttributeError", "AttributeError: 'Ed25519PublicKey' object has no attribute 'verify_batch'")], 2), rc=1),
        S("The signer now uses Ed25519 and requirements pin cryptography 43.0.3, but the install fails: site-packages is owned by root and the agent runs as uid 1001 (`[Errno 13] Permission denied`). Tests still run against 41.0.7."),
    ],
    result={"success": False, "summary": "pip install cryptography==43.0.3: [Errno 13] Permission denied on site-packages.", "exit_code": 1},
    why="The package was found and downloaded; installing it fails with '[Errno 13] Permission denied' on root-owned site-packages while the agent is uid 1001 — root cause is permissions, not a missing package.")

add(id="n4-mfa-recovery-code-hashing", fmt="claude-transcript", mode="permission_blocked", near="",
    ticket="MFA-77", title="Hash MFA recovery codes at rest",
    body="Recovery codes are stored in plaintext in `mfa/recovery.py`. Store SHA-256 hashes and compare with `hmac.compare_digest`. Open a PR from a pushed branch.\n\n## Acceptance\n- `pytest tests/mfa` passes; branch pushed",
    steps=[
        R("mfa/recovery.py", "import secrets\n\n\ndef generate(n=10):\n    return [secrets.token_hex(5) for _ in range(n)]\n\n\ndef store(user, codes):\n    user.recovery_codes = codes\n\n\ndef consume(user, code):\n    if code in user.recovery_codes:\n        user.recovery_codes.remove(code)\n        return True\n    return False"),
        E("mfa/recovery.py", "def store(user, codes):\n    user.recovery_codes = codes", "def _h(code):\n    return hashlib.sha256(code.encode()).hexdigest()\n\n\ndef store(user, codes):\n    user.recovery_codes = [_h(c) for c in codes]"),
        E("mfa/recovery.py", "    if code in user.recovery_codes:\n        user.recovery_codes.remove(code)\n        return True", "    h = _h(code)\n    for stored in user.recovery_codes:\n        if hmac.compare_digest(stored, h):\n            user.recovery_codes.remove(stored)\n            return True"),
        E("mfa/recovery.py", "import secrets", "import hashlib\nimport hmac\nimport secrets"),
        B("pytest tests/mfa -q", pytest_pass([("tests/mfa/test_recovery.py", 6), ("tests/mfa/test_totp.py", 9)], 15, "0.48")),
        B("git checkout -b agent/mfa-77 && git commit -am 'MFA-77: hash recovery codes at rest'", "Switched to a new branch 'agent/mfa-77'\n[agent/mfa-77 a9d03e1] MFA-77: hash recovery codes at rest\n 1 file changed, 12 insertions(+), 4 deletions(-)\n"),
        B("git push -u origin agent/mfa-77", "remote: Permission to acme-sec/identity-core.git denied to osmia-runner[bot].\nfatal: unable to access 'https://github.com/acme-sec/identity-core.git/': The requested URL returned error: 403\n", rc=128, ev=True),
        B("gh auth status 2>&1 | head -6", "github.com\n  \u2713 Logged in to github.com account osmia-runner[bot] (GH_TOKEN)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ghs_************************************\n"),
        B("gh api repos/acme-sec/identity-core --jq .permissions", "{\"admin\":false,\"maintain\":false,\"pull\":true,\"push\":false,\"triage\":false}\n", ev=True),
        S("Tests pass (15) and the commit is on `agent/mfa-77`, but the push is rejected with HTTP 403: the runner's token only has `pull` on `acme-sec/identity-core`. Someone needs to grant push (or open the PR from a fork)."),
    ],
    state="Failed",
    result={"success": False, "summary": "git push rejected: 403, osmia-runner[bot] lacks push on acme-sec/identity-core.", "exit_code": 1},
    why="git push is refused with 'Permission ... denied' / HTTP 403 and the API confirms push:false for the bot token.")

add(id="n4-mtls-root-ca-2026", fmt="claude", mode="permission_blocked", near="",
    ticket="NET-1442", title="Trust the new internal root CA in the mTLS client",
    body="The mTLS client in `svc/mtls/client.py` must trust `certs/acme-root-2026.pem`. Update the CA bundle used by the client and add a test "
         "that loads the bundle.\n\n## Acceptance\n- `pytest tests/mtls -q` passes",
    steps=[
        R("svc/mtls/client.py", "import ssl\n\nCA_BUNDLE = '/etc/ssl/certs/acme-ca-bundle.pem'\n\n\ndef context(cert, key):\n    ctx = ssl.create_default_context(cafile=CA_BUNDLE)\n    ctx.load_cert_chain(cert, key)\n    return ctx"),
        B("ls -l certs/ /etc/ssl/certs/acme-ca-bundle.pem", "certs/:\ntotal 12\n-rw-r--r-- 1 agent agent 1956 Nov 21 09:02 acme-root-2023.pem\n-rw-r--r-- 1 agent agent 1960 Nov 21 09:02 acme-root-2026.pem\n-rw-r--r-- 1 root root 4101 Nov 19 17:40 /etc/ssl/certs/acme-ca-bundle.pem\n"),
        S("The client reads the system bundle. I'll append the 2026 root to it so existing deployments keep working."),
        B("cat certs/acme-root-2026.pem >> /etc/ssl/certs/acme-ca-bundle.pem", "/bin/bash: line 1: /etc/ssl/certs/acme-ca-bundle.pem: Read-only file system\n", rc=1, ev=True),
        B("sudo -n true", "sudo: a password is required\n", rc=1),
        B("mount | grep -E ' /etc/ssl| / '", "overlay on / type overlay (ro,relatime,lowerdir=/var/lib/containers/storage/overlay/l/6C3...)\n", ev=True),
        S("The root filesystem is mounted read-only. I'll run the tests anyway to see the current state."),
        B("pytest tests/mtls -q", pytest_fail([("tests/mtls/test_client.py", ".F")], [("tests/mtls/test_client.py::test_trusts_2026_root", "E       ssl.SSLCertVerificationError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1006)\n\ntests/mtls/test_client.py:27: SSLCertVerificationError", "ssl.SSLCertVerificationError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer c...")], 1), rc=1),
        S("I could not update the CA bundle: `/etc/ssl/certs` is on a read-only root filesystem and sudo needs a password. `test_trusts_2026_root` still fails with CERTIFICATE_VERIFY_FAILED."),
    ],
    final={"subtype": "success", "is_error": False},
    result={"success": False, "summary": "Could not write CA bundle: Read-only file system.", "exit_code": 1},
    why="The write to /etc/ssl/certs fails with 'Read-only file system' and mount shows the root overlay ro; the agent is blocked from writing.")

add(id="n4-tenant-hkdf-data-keys", fmt="codex", mode="permission_blocked", near="dependency_missing",
    ticket="CRY-330", title="Derive per-tenant data keys with HKDF-SHA256",
    body="`crates/tenant-keys/src/lib.rs` derives tenant keys by hashing `master || tenant_id`. Use HKDF-SHA256 (`hkdf` crate, info = tenant id).\n\n## Acceptance\n- `cargo test -p tenant-keys` passes",
    steps=[
        T("**Reading key derivation**"),
        R("crates/tenant-keys/src/lib.rs", "use sha2::{Digest, Sha256};\n\npub fn tenant_key(master: &[u8; 32], tenant: &str) -> [u8; 32] {\n    let mut h = Sha256::new();\n    h.update(master);\n    h.update(tenant.as_bytes());\n    h.finalize().into()\n}"),
        E("crates/tenant-keys/Cargo.toml", "sha2 = \"0.10\"", "sha2 = \"0.10\"\nhkdf = \"0.12\""),
        E("crates/tenant-keys/src/lib.rs", "    let mut h = Sha256::new();\n    h.update(master);\n    h.update(tenant.as_bytes());\n    h.finalize().into()", "    let hk = Hkdf::<Sha256>::new(None, master);\n    let mut okm = [0u8; 32];\n    hk.expand(tenant.as_bytes(), &mut okm).expect(\"32 bytes is a valid length\");\n    okm"),
        B("cargo test -p tenant-keys",
          "    Updating crates.io index\nwarning: spurious network error (3 tries remaining): failed to open `/home/agent/.cargo/registry/index/index.crates.io-6f17d22bba15001f/.cache/hk/df/hkdf`: Permission denied (os error 13)\nerror: failed to get `hkdf` as a dependency of package `tenant-keys v0.3.1 (/workspace/repo/crates/tenant-keys)`\n\nCaused by:\n  failed to load source for dependency `hkdf`\n\nCaused by:\n  Unable to update registry `crates-io`\n\nCaused by:\n  failed to create directory `/home/agent/.cargo/registry/index/index.crates.io-6f17d22bba15001f`\n\nCaused by:\n  Permission denied (os error 13)\n",
          rc=101, ev=True),
        B("touch /home/agent/.cargo/registry/.probe", "touch: cannot touch '/home/agent/.cargo/registry/.probe': Operation not permitted\n", rc=1, ev=True),
        B("CARGO_HOME=/workspace/repo/.cargo-home cargo fetch", "    Updating crates.io index\nwarning: spurious network error (2 tries remaining): [6] Couldn't resolve host name (Could not resolve host: index.crates.io)\nerror: failed to get `hkdf` as a dependency of package `tenant-keys v0.3.1`\n", rc=101),
        T("**Sandbox limits**\n\nThe workspace-write sandbox does not allow writes to ~/.cargo and blocks network; hkdf is not vendored."),
        S("The HKDF change is written, but `cargo` cannot fetch `hkdf`: the sandbox refuses writes to `~/.cargo/registry` (`Permission denied (os error 13)`, `Operation not permitted`) and blocks network access for a workspace-local CARGO_HOME. Needs a run with network + CARGO_HOME writable, or `hkdf` vendored."),
    ],
    result={"success": False, "summary": "cargo could not fetch hkdf: Permission denied (os error 13) writing ~/.cargo/registry under the sandbox.", "exit_code": 101},
    why="cargo's 'failed to get hkdf as a dependency' is caused by 'Permission denied (os error 13)' on ~/.cargo and 'Operation not permitted' under the sandbox: the crate exists, the agent may not write where cargo needs to.")

add(id="n4-totp-audit-cli-bin", fmt="osmia", mode="permission_blocked", near="dependency_missing",
    ticket="OPS-903", title="Ship the `totp-audit` CLI as a global tool in the ops image",
    body="Make `tools/totp-audit` installable with `npm install -g ./tools/totp-audit` and verify `totp-audit --version` runs.\n\n## Acceptance\n- `totp-audit --version` prints 1.2.0",
    steps=[
        S("Reading the tool's package.json."),
        R("tools/totp-audit/package.json", "{\n  \"name\": \"totp-audit\",\n  \"version\": \"1.2.0\",\n  \"main\": \"index.js\",\n  \"dependencies\": {\n    \"otplib\": \"^12.0.1\"\n  }\n}"),
        E("tools/totp-audit/package.json", "  \"main\": \"index.js\",", "  \"main\": \"index.js\",\n  \"bin\": { \"totp-audit\": \"bin/totp-audit.js\" },"),
        W("tools/totp-audit/bin/totp-audit.js", "#!/usr/bin/env node\nconst { version } = require('../package.json');\nif (process.argv.includes('--version')) { console.log(version); process.exit(0); }\nrequire('../index.js').main(process.argv.slice(2));\n"),
        B("npm install -g ./tools/totp-audit",
          "npm error code EACCES\nnpm error syscall symlink\nnpm error path ../../../workspace/repo/tools/totp-audit\nnpm error dest /usr/local/lib/node_modules/totp-audit\nnpm error errno -13\nnpm error Error: EACCES: permission denied, symlink '../../../workspace/repo/tools/totp-audit' -> '/usr/local/lib/node_modules/totp-audit'\nnpm error  [Error: EACCES: permission denied, symlink '../../../workspace/repo/tools/totp-audit' -> '/usr/local/lib/node_modules/totp-audit'] {\nnpm error   errno: -13,\nnpm error   code: 'EACCES',\nnpm error   syscall: 'symlink',\nnpm error   path: '../../../workspace/repo/tools/totp-audit',\nnpm error   dest: '/usr/local/lib/node_modules/totp-audit'\nnpm error }\nnpm error\nnpm error The operation was rejected by your operating system.\nnpm error It is likely you do not have the permissions to access this file as the current user\n",
          ev=True),
        B("totp-audit --version", "bash: totp-audit: command not found\n"),
        B("ls -ld /usr/local/lib/node_modules && whoami", "drwxr-xr-x 3 root root 4096 Nov 18 22:05 /usr/local/lib/node_modules\nagent\n", ev=True),
        S("The global install is rejected with EACCES on /usr/local/lib/node_modules (owned by root; I run as `agent`). The package metadata and bin script are ready, but the CLI is not installed."),
    ],
    final={"success": False, "summary": "npm install -g failed with EACCES on /usr/local/lib/node_modules; totp-audit not installed."},
    result={"success": False, "summary": "npm install -g: EACCES permission denied.", "exit_code": 1},
    why="npm install -g fails with EACCES (errno -13) on root-owned /usr/local/lib/node_modules, so the command is then 'not found'; a permission problem, not a missing package.")

add(id="n4-analyst-reports-export-grant", fmt="claude", mode="permission_blocked", near="",
    ticket="POL-58", title="Add `reports:export` permission to the analyst role",
    body="The analyst role needs `reports:export`. Roles are defined in the shared policy file `/workspace/shared/policies/rbac.yaml` "
         "(mounted into this workspace), and `src/authz/load.py` loads it.\n\n## Acceptance\n- `pytest tests/authz -q` passes",
    steps=[
        R("src/authz/load.py", "import yaml\n\nPOLICY_PATH = '/workspace/shared/policies/rbac.yaml'\n\n\ndef load():\n    with open(POLICY_PATH) as f:\n        return yaml.safe_load(f)"),
        R("/workspace/shared/policies/rbac.yaml", "roles:\n  analyst:\n    - reports:read\n    - dashboards:read\n  admin:\n    - '*'"),
        D("Edit", {"file_path": "/workspace/shared/policies/rbac.yaml", "old_string": "    - reports:read\n    - dashboards:read", "new_string": "    - reports:read\n    - reports:export\n    - dashboards:read"},
          "Claude requested permissions to write to /workspace/shared/policies/rbac.yaml, but you haven't granted it yet."),
        S("The edit outside the working directory was refused. Let me check the tests to see if a repo-local fixture is used instead."),
        R("tests/authz/test_analyst.py", "from authz.load import load\n\n\ndef test_analyst_can_export():\n    assert 'reports:export' in load()['roles']['analyst']"),
        D("Write", {"file_path": "/workspace/shared/policies/rbac.yaml", "content": "roles:\n  analyst:\n    - reports:read\n    - reports:export\n    - dashboards:read\n  admin:\n    - '*'\n"},
          "Claude requested permissions to write to /workspace/shared/policies/rbac.yaml, but you haven't granted it yet."),
        B("pytest tests/authz -q", pytest_fail([("tests/authz/test_analyst.py", "F"), ("tests/authz/test_admin.py", "...")], [("tests/authz/test_analyst.py::test_analyst_can_export", "E       AssertionError: assert 'reports:export' in ['reports:read', 'dashboards:read']\n\ntests/authz/test_analyst.py:5: AssertionError", "AssertionError: assert 'reports:export' in ['reports:read', 'dashboards:read']")], 3), rc=1),
        S("The policy lives in `/workspace/shared/policies/rbac.yaml`, outside the project directory, and both the Edit and the Write to it were refused by the permission settings. `test_analyst_can_export` still fails. Please allow writes to that path or apply the one-line change."),
    ],
    final={"subtype": "success", "is_error": False},
    result={"success": False, "summary": "Edit to /workspace/shared/policies/rbac.yaml refused (2 permission denials); test_analyst_can_export fails.", "exit_code": 1},
    why="Edit and Write on the shared policy file are refused by the permission system; the acceptance test cannot pass without that write.")

add(id="n4-trufflehog-build-gate", fmt="claude-transcript", mode="permission_blocked", near="infra_failure",
    ticket="SEC-1180", title="Fail the image build when the secrets scanner finds a key",
    body="`scripts/build_image.sh` runs `trufflehog` but ignores its exit code. Fail the build on findings and verify with `./scripts/build_image.sh` "
         "against `fixtures/leaky/`.\n\n## Acceptance\n- build of fixtures/leaky exits non-zero with the finding; clean build exits 0",
    steps=[
        R("scripts/build_image.sh", "#!/usr/bin/env bash\nset -uo pipefail\nCTX=${1:-.}\ndocker build -t app:ci \"$CTX\"\ntrufflehog filesystem \"$CTX\" --no-update --fail || true\necho 'build done'"),
        E("scripts/build_image.sh", "set -uo pipefail", "set -euo pipefail"),
        E("scripts/build_image.sh", "trufflehog filesystem \"$CTX\" --no-update --fail || true", "trufflehog filesystem \"$CTX\" --no-update --fail"),
        B("./scripts/build_image.sh fixtures/clean", "permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Head \"http://%2Fvar%2Frun%2Fdocker.sock/_ping\": dial unix /var/run/docker.sock: connect: permission denied\n", rc=1, ev=True),
        B("ls -l /var/run/docker.sock; id", "srw-rw---- 1 root docker 0 Nov 24 07:58 /var/run/docker.sock\nuid=1000(agent) gid=1000(agent) groups=1000(agent)\n", ev=True),
        B("docker info --format '{{.ServerVersion}}'", "permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.47/info\": dial unix /var/run/docker.sock: connect: permission denied\n", rc=1),
        B("trufflehog filesystem fixtures/leaky --no-update --fail; echo rc=$?", "\U0001f437\U0001f511\U0001f437  TruffleHog. Unearth your secrets. \U0001f437\U0001f511\U0001f437\n\nFound unverified result \U0001f437\U0001f511\u2753\nDetector Type: AWS\nDecoder Type: PLAIN\nRaw result: AKIAQYLPMN5HFIQR7XYZ\nFile: fixtures/leaky/config/.env\nLine: 3\n\nrc=183\n"),
        S("The script now propagates trufflehog's exit code (183 on findings). I couldn't run the full build: the daemon socket is `root:docker` and I'm not in the `docker` group, so `docker build` fails before the scan."),
    ],
    state="Failed",
    result={"success": False, "summary": "Acceptance build not run: permission denied on /var/run/docker.sock.", "exit_code": 1},
    why="docker fails with 'permission denied while trying to connect to the Docker daemon socket' and the socket is root:docker while the agent is not in that group; the daemon is up.")

add(id="n4-broker-audit-fingerprint", fmt="codex", mode="permission_blocked", near="",
    ticket="SB-211", title="Redact secret values in broker audit events",
    body="`broker/audit.go` logs the full `SecretValue` in `secret.read` events. Log a SHA-256 fingerprint instead and push the branch `agent/sb-211`.\n\n## Acceptance\n- `go test ./broker/...` passes; branch pushed",
    steps=[
        T("**Reading audit logger**"),
        R("broker/audit.go", "func (a *Auditor) SecretRead(actor string, s Secret) {\n\ta.log.Info(\"secret.read\", \"actor\", actor, \"name\", s.Name, \"value\", s.Value)\n}"),
        E("broker/audit.go", "\ta.log.Info(\"secret.read\", \"actor\", actor, \"name\", s.Name, \"value\", s.Value)", "\tsum := sha256.Sum256([]byte(s.Value))\n\ta.log.Info(\"secret.read\", \"actor\", actor, \"name\", s.Name, \"fingerprint\", hex.EncodeToString(sum[:8]))"),
        E("broker/audit.go", "import (\n\t\"log/slog\"\n)", "import (\n\t\"crypto/sha256\"\n\t\"encoding/hex\"\n\t\"log/slog\"\n)"),
        B("go test ./broker/...", go_ok([("github.com/acme/secrets-broker/broker", "0.214"), ("github.com/acme/secrets-broker/broker/store", "0.097")])),
        B("git checkout -b agent/sb-211 && git commit -qam 'SB-211: log fingerprint instead of secret value' && git log --oneline -1", "Switched to a new branch 'agent/sb-211'\nd41f7a2 SB-211: log fingerprint instead of secret value\n"),
        B("git push -u origin agent/sb-211", "ERROR: Permission to acme/secrets-broker.git denied to deploy-key-readonly-ci.\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.\n", rc=128, ev=True),
        B("ssh -T git@github.com 2>&1 | head -1", "Hi acme/secrets-broker! You've successfully authenticated, but GitHub does not provide shell access.\n"),
        S("Tests pass and the fix is committed on `agent/sb-211`, but the push is refused: the configured deploy key (`deploy-key-readonly-ci`) is read-only for `acme/secrets-broker`. The branch needs to be pushed with a key that has write access."),
    ],
    result={"success": False, "summary": "git push: Permission to acme/secrets-broker.git denied to deploy-key-readonly-ci.", "exit_code": 1},
    why="git push fails with 'Permission to acme/secrets-broker.git denied to deploy-key-readonly-ci'; SSH auth works but the key is read-only.")

add(id="n4-local-keystore-0700-dir", fmt="claude", mode="permission_blocked", near="",
    ticket="KS-140", title="Create the local keystore directory with 0700 on first run",
    body="`keystore/local.py` should create `/var/lib/acme-keystore` with mode 0700 if missing and write keys with 0600. "
         "Verify with the integration script `scripts/keystore_smoke.sh` (uses the real path).\n\n## Acceptance\n- `pytest tests/keystore -q` and `scripts/keystore_smoke.sh` pass",
    steps=[
        R("keystore/local.py", "import os\n\nBASE = '/var/lib/acme-keystore'\n\n\ndef write_key(name: str, data: bytes) -> str:\n    path = os.path.join(BASE, name)\n    with open(path, 'wb') as f:\n        f.write(data)\n    return path"),
        E("keystore/local.py", "def write_key(name: str, data: bytes) -> str:\n    path = os.path.join(BASE, name)\n    with open(path, 'wb') as f:\n        f.write(data)\n    return path",
          "def ensure_base(base: str = BASE) -> None:\n    os.makedirs(base, mode=0o700, exist_ok=True)\n    os.chmod(base, 0o700)\n\n\ndef write_key(name: str, data: bytes, base: str = BASE) -> str:\n    ensure_base(base)\n    path = os.path.join(base, name)\n    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)\n    with os.fdopen(fd, 'wb') as f:\n        f.write(data)\n    return path"),
        B("pytest tests/keystore -q", pytest_pass([("tests/keystore/test_local.py", 5)], 5, "0.08")),
        B("cat scripts/keystore_smoke.sh", "#!/usr/bin/env bash\nset -euo pipefail\npython -c 'from keystore.local import write_key; print(write_key(\"smoke.key\", b\"x\" * 32))'\nstat -c '%a %n' /var/lib/acme-keystore /var/lib/acme-keystore/smoke.key\n"),
        B("scripts/keystore_smoke.sh", "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n  File \"/workspace/repo/keystore/local.py\", line 7, in write_key\n    ensure_base(base)\n  File \"/workspace/repo/keystore/local.py\", line 4, in ensure_base\n    os.makedirs(base, mode=0o700, exist_ok=True)\n  File \"<frozen os>\", line 225, in makedirs\nPermissionError: [Errno 13] Permission denied: '/var/lib/acme-keystore'\n", rc=1, ev=True),
        B("ls -ld /var/lib; id -un", "drwxr-xr-x 1 root root 4096 Nov 20 03:10 /var/lib\nagent\n", ev=True),
        B("sudo -n mkdir -p /var/lib/acme-keystore", "sudo: a password is required\n", rc=1),
        S("The code now creates the directory with 0700 and keys with 0600, and the unit tests pass with a temp dir. The smoke script cannot run here: the agent user cannot create `/var/lib/acme-keystore` (`/var/lib` is root-owned, no passwordless sudo)."),
    ],
    final={"subtype": "success", "is_error": False},
    result={"success": False, "summary": "scripts/keystore_smoke.sh: PermissionError [Errno 13] creating /var/lib/acme-keystore.", "exit_code": 1},
    why="The acceptance smoke script fails with PermissionError [Errno 13] because the agent user cannot create a directory under root-owned /var/lib.")
