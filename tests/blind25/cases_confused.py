"""Runs that went round in circles or worked from things that do not exist (label: model_confusion)."""
from gen_lib import case, say, think, sh, read, grep, edit, write, sysnote, api_error, cxerr, todo
from fill import orient, py_tests_green, generic

CASES = []

PIP_NOVER = ("ERROR: Could not find a version that satisfies the requirement cryptography==44.1.7 (from versions: 41.0.7, 42.0.0, "
             "42.0.1, 42.0.2, 42.0.3, 42.0.4, 42.0.5, 42.0.6, 42.0.7, 42.0.8, 43.0.0, 43.0.1, 43.0.3, 44.0.0, 44.0.1, 44.0.2, 44.0.3)\n"
             "ERROR: No matching distribution found for cryptography==44.1.7")

# 1 ---- nonexistent version, same install again and again (claude)
CASES.append(case(
    "cryptography-openssl-fix", "claude", "model_confusion",
    "The agent pinned cryptography==44.1.7, a version that does not exist (pip lists the real ones), and ran the identical install four times instead of picking 44.0.1.",
    """# SEC-2681: cryptography bundles vulnerable OpenSSL (GHSA-79v4-65xg-pq4g)

pip-audit flags cryptography 43.0.1 in `identity-api`. Upgrade to 44.0.1 or later.
""",
    orient("py", 2) + [
        edit("requirements.txt", "cryptography==43.0.1", "cryptography==44.1.7"),
        sh("pip install -r requirements.txt", PIP_NOVER, 1, ev=True),
        say("Let me retry the install; the index may not have refreshed yet."),
        sh("pip install -r requirements.txt", PIP_NOVER, 1, ev=True),
        sh("pip install --no-cache-dir -r requirements.txt", PIP_NOVER, 1),
        say("Retrying once more, cryptography 44.1.7 is the release with the OpenSSL 3.3.3 fix."),
        sh("pip install -r requirements.txt", PIP_NOVER, 1, ev=True),
    ],
    near_miss="dependency_missing",
    final="pip cannot find cryptography 44.1.7 on the index; the requirement is updated but not installable right now.",
    final_ok=False,
    watchdog={"reason_code": "loop", "message": "identical tool call repeated 3 times: Bash pip install -r requirements.txt",
              "tool_name": "Bash", "call_count": 3, "tokens_consumed": 182344, "cost_estimate_usd": 0.71},
    result={"success": False, "summary": "killed by watchdog (loop)", "exit_code": 1}))

# 2 ---- CLI flags that do not exist (codex)
CASES.append(case(
    "admin-console-audits", "codex", "model_confusion",
    "The agent kept inventing flags that pip-audit and npm do not have (--auto-fix, --fix-all, --only-vulnerable), each rejected, and never ran the real fix command.",
    """# SEC-2686: Fix pip-audit and npm audit findings in admin-console

`admin-console` has a Python backend and a React frontend. Apply the available fixes for both audits (pip-audit `--fix` is allowed; npm `audit fix` without `--force`).
""",
    orient("py", 2) + [
        sh("pip-audit -r requirements.txt --auto-fix", "usage: pip-audit [-h] [-V] [-l] [-r REQUIREMENT] [-f FORMAT] [-s SERVICE] [-d] [-S] [--desc [{on,off,auto}]]\n                 [--aliases [{on,off,auto}]] [--cache-dir CACHE_DIR] [--progress-spinner {on,off}] [--timeout TIMEOUT]\n                 [--path PATH] [-v] [--fix] [--require-hashes] [--index-url INDEX_URL] [--extra-index-url URL]\n                 [--skip-editable] [--no-deps] [-o FILE] [--ignore-vuln ID] [--disable-pip]\n                 [project_path]\npip-audit: error: unrecognized arguments: --auto-fix", 2, ev=True),
        sh("pip-audit -r requirements.txt --fix-all", "pip-audit: error: unrecognized arguments: --fix-all", 2, ev=True),
        think("**Trying the npm side first**\n\nnpm has --only-vulnerable to restrict the fix to vulnerable packages."),
        sh("cd web && npm audit fix --only-vulnerable", "npm error `only-vulnerable` is not a valid npm option\nnpm error Run \"npm help audit\" for more info", 1, ev=True),
        sh("pip-audit --fix-all -r requirements.txt", "pip-audit: error: unrecognized arguments: --fix-all", 2),
        sh("cd web && npm audit fix --vulnerable-only", "npm error `vulnerable-only` is not a valid npm option\nnpm error Run \"npm help audit\" for more info", 1),
        sh("pip-audit -r requirements.txt --auto-fix", "pip-audit: error: unrecognized arguments: --auto-fix", 2, ev=True),
    ],
    near_miss="",
    final="The audit tools in this environment don't support automatic fixing with the needed options; no fixes were applied.",
    result={"success": False, "summary": "no fixes applied", "exit_code": 2}))

# 3 ---- oscillation via git checkout / stash (osmia)
CASES.append(case(
    "session-store-redis", "osmia", "model_confusion",
    "The agent applied the idle-timeout fix, reverted it with git checkout, re-applied it, stashed and popped it, until the watchdog stopped the thrashing; the session-timeout test failures were never investigated.",
    """# SEC-2691: Idle session timeout not enforced in Redis store

`internal/session/redis.go` sets the key TTL only at creation, so sessions expire 30 min after login even while active, and the idle check in `Validate` is missing. Refresh the TTL on every authenticated request (sliding expiration, 30 min).

Acceptance: `go test ./internal/session/` passes.
""",
    orient("go", 2) + [
        edit("internal/session/redis.go", "\treturn s.rdb.Get(ctx, key).Result()", "\tv, err := s.rdb.GetEx(ctx, key, s.idle).Result()\n\treturn v, err"),
        sh("go test ./internal/session/", "--- FAIL: TestIdleTimeout (0.02s)\n    redis_test.go:61: session still valid after idle timeout: got ok, want ErrExpired\nFAIL\tgithub.com/acme/edge-gateway/internal/session\t0.044s", 1),
        sh("git checkout -- internal/session/redis.go", "", ev="in"),
        edit("internal/session/redis.go", "\treturn s.rdb.Get(ctx, key).Result()", "\tv, err := s.rdb.GetEx(ctx, key, s.idle).Result()\n\treturn v, err", ev=True),
        sh("git stash", "Saved working directory and index state WIP on sec/SEC-2691: 5d0a7b3 feat(gateway): per-tenant rate limits", ev="in"),
        sh("go test ./internal/session/", "--- FAIL: TestSlidingExpiration (0.02s)\n    redis_test.go:88: session expired while active: got ErrExpired, want ok\nFAIL\tgithub.com/acme/edge-gateway/internal/session\t0.041s", 1),
        sh("git stash pop", "On branch sec/SEC-2691\nChanges not staged for commit:\n\tmodified:   internal/session/redis.go\nDropped refs/stash@{0} (8e1f0c2a9b7d)", ev=True),
        sh("go test ./internal/session/", "--- FAIL: TestIdleTimeout (0.02s)\n    redis_test.go:61: session still valid after idle timeout: got ok, want ErrExpired\nFAIL\tgithub.com/acme/edge-gateway/internal/session\t0.043s", 1),
        sh("git checkout -- internal/session/redis.go", "", ev="in"),
        edit("internal/session/redis.go", "\treturn s.rdb.Get(ctx, key).Result()", "\tv, err := s.rdb.GetEx(ctx, key, s.idle).Result()\n\treturn v, err"),
        sysnote("watchdog: thrashing detected on internal/session/redis.go (4 reversals in 9 calls); terminating", ev=True),
    ],
    near_miss="infra_failure",
    watchdog={"reason_code": "thrashing", "message": "file internal/session/redis.go edited and reverted 4 times",
              "tool_name": "Edit", "call_count": 9, "tokens_consumed": 240511, "cost_estimate_usd": 0.94},
    result={"success": False, "summary": "terminated by watchdog: thrashing", "exit_code": 1}))

# 4 ---- chasing an advisory id that does not exist (transcript)
CASES.append(case(
    "jinja-xmlattr-notes", "claude-transcript", "model_confusion",
    "The agent worked from an advisory id it made up (GHSA-4f8r-qq2m-9x7c), querying it repeatedly (404 Not Found) and writing it into the changelog, instead of using the advisory in the ticket.",
    """# SEC-2697: Document and fix the Jinja2 xmlattr advisory

Dependabot alert #44: Jinja2 3.1.3 `xmlattr` filter accepts keys with spaces (GHSA-h75v-3vvj-5mfj, CVE-2024-34064). Upgrade to 3.1.4 and add a CHANGELOG entry with the advisory id.
""",
    orient("py", 2) + [
        edit("requirements.txt", "Jinja2==3.1.3", "Jinja2==3.1.4"),
        sh("gh api /advisories/GHSA-4f8r-qq2m-9x7c", "gh: Not Found (HTTP 404)\n{\"message\":\"Not Found\",\"documentation_url\":\"https://docs.github.com/rest/security-advisories/global-advisories#get-a-global-security-advisory\",\"status\":\"404\"}", 1, ev=True),
        say("The advisory endpoint returned 404; maybe the global advisory isn't published yet. Trying the repository advisories."),
        sh("gh api /repos/pallets/jinja/security-advisories/GHSA-4f8r-qq2m-9x7c", "gh: Not Found (HTTP 404)", 1, ev=True),
        sh("gh api /advisories/GHSA-4f8r-qq2m-9x7c", "gh: Not Found (HTTP 404)\n{\"message\":\"Not Found\",\"documentation_url\":\"https://docs.github.com/rest/security-advisories/global-advisories#get-a-global-security-advisory\",\"status\":\"404\"}", 1),
        edit("CHANGELOG.md", "## Unreleased\n", "## Unreleased\n\n- Security: upgrade Jinja2 to 3.1.4 (GHSA-4f8r-qq2m-9x7c, xmlattr key injection).\n", ev=True),
        sh("gh api /advisories/GHSA-4f8r-qq2m-9x7c --jq .summary", "gh: Not Found (HTTP 404)", 1),
        say("The GitHub API keeps returning 404 for GHSA-4f8r-qq2m-9x7c; the changelog entry references it anyway."),
    ],
    near_miss="permission_blocked",
    result={"success": False, "summary": "changelog cites a nonexistent advisory", "exit_code": 1},
    min_lines=60, pad_at=2))

# 5 ---- identical edit + test rounds until the loop watchdog (claude), long
ROUND = [
    edit("src/auth/refresh.ts", "if (stored.usedAt) return reject('reused');", "if (stored.usedAt !== null) return reject('reused');"),
    sh("npx jest test/refresh.test.ts", "FAIL test/refresh.test.ts\n  refresh token rotation\n    ✓ issues a new pair (31 ms)\n    ✕ revokes the family on reuse (18 ms)\n\n  ● refresh token rotation › revokes the family on reuse\n\n    expect(jest.fn()).toHaveBeenCalledWith(...expected)\n\n    Expected: \"fam_1\"\n    Number of calls: 0\n\nTests:       1 failed, 1 passed, 2 total", 1),
    sh("git checkout -- src/auth/refresh.ts", ""),
]
ROUND_EV = [(k, d, "in") if k in ("edit", "sh") and i != 1 else (k, d, "out") for i, (k, d, _e) in enumerate(ROUND)]
CASES.append(case(
    "refresh-token-reuse", "claude", "model_confusion",
    "The agent repeated the same edit / test / git checkout round five times with the identical failure, never reading why revokeFamily was not called.",
    """# SEC-2702: Refresh token reuse does not revoke the token family

When a rotated refresh token is presented again, `src/auth/refresh.ts` rejects it but does not call `revokeFamily(familyId)`, so the attacker's newer token stays valid (OAuth 2.0 BCP 4.14.2).

Acceptance: `test/refresh.test.ts` passes.
""",
    orient("node", 2) + [read("src/auth/refresh.ts", "export async function refresh(token: string) {\n  const stored = await store.get(hash(token));\n  if (!stored) return reject('unknown');\n  if (stored.usedAt) return reject('reused');\n  await store.markUsed(stored.id);\n  return issuePair(stored.familyId);\n}", start=10)]
    + ROUND + ROUND_EV + [say("Same failure. Trying the change again.")] + ROUND_EV + ROUND
    + [ROUND[0], (ROUND[1][0], ROUND[1][1], True)],
    near_miss="",
    final="",
    final_ok=False,
    watchdog={"reason_code": "loop", "message": "repeated identical tool sequence (Edit, Bash, Bash) x5 on src/auth/refresh.ts",
              "tool_name": "Bash", "call_count": 15, "tokens_consumed": 402113, "cost_estimate_usd": 1.58},
    result={"success": False, "summary": "killed by watchdog (loop)", "exit_code": 1},
    extra_evidence=[], min_lines=44))

# 6 ---- sed then reverse sed on the CORS config (codex)
CASES.append(case(
    "cors-origin-reflect", "codex", "model_confusion",
    "The agent flipped the CORS credentials setting back and forth with sed (true -> false -> true -> false) between identical test runs, never settling on a change.",
    """# SEC-2708: CORS reflects arbitrary Origin with credentials

`app/cors.py` echoes any `Origin` and sets `Access-Control-Allow-Credentials: true`. Restrict to `settings.CORS_ALLOWED_ORIGINS` and only send credentials for those.

Acceptance: `tests/test_cors.py` passes.
""",
    orient("py", 2) + [
        sh("sed -i 's/ALLOW_CREDENTIALS = True/ALLOW_CREDENTIALS = False/' app/cors.py && python -m pytest -q tests/test_cors.py", "F..\nE   AssertionError: credentials header missing for allowed origin https://portal.acme.example\n1 failed, 2 passed in 0.21s", 1, ev="in"),
        sh("sed -i 's/ALLOW_CREDENTIALS = False/ALLOW_CREDENTIALS = True/' app/cors.py && python -m pytest -q tests/test_cors.py", ".F.\nE   AssertionError: Origin https://evil.example reflected in Access-Control-Allow-Origin\n1 failed, 2 passed in 0.20s", 1, ev="in"),
        think("**Credentials flag**\n\nMaybe the credentials flag should be off after all."),
        sh("sed -i 's/ALLOW_CREDENTIALS = True/ALLOW_CREDENTIALS = False/' app/cors.py && python -m pytest -q tests/test_cors.py", "F..\nE   AssertionError: credentials header missing for allowed origin https://portal.acme.example\n1 failed, 2 passed in 0.22s", 1, ev="in"),
        sh("sed -i 's/ALLOW_CREDENTIALS = False/ALLOW_CREDENTIALS = True/' app/cors.py && python -m pytest -q tests/test_cors.py", ".F.\nE   AssertionError: Origin https://evil.example reflected in Access-Control-Allow-Origin\n1 failed, 2 passed in 0.21s", 1, ev="in"),
        sh("sed -i 's/ALLOW_CREDENTIALS = True/ALLOW_CREDENTIALS = False/' app/cors.py && python -m pytest -q tests/test_cors.py", "F..\nE   AssertionError: credentials header missing for allowed origin https://portal.acme.example\n1 failed, 2 passed in 0.21s", 1),
    ],
    near_miss="",
    final="The CORS tests conflict: enabling credentials fails one test and disabling it fails another.",
    result={"success": False, "summary": "no stable change", "exit_code": 1},
    min_lines=62, pad_at=2))

# 7 ---- package that does not exist: x/crypto/argon3 (osmia)
CASES.append(case(
    "argon-go-port", "osmia", "model_confusion",
    "The agent kept importing golang.org/x/crypto/argon3, a package that does not exist (go reports the module does not contain it), retrying the same go get instead of using x/crypto/argon2.",
    """# SEC-2713: Use Argon2id for API key hashing in edge-gateway

`internal/apikeys/hash.go` stores SHA-256 of API keys. Switch to Argon2id (`golang.org/x/crypto/argon2.IDKey`, time=1, memory=64MiB, threads=4) with a per-key salt.
""",
    orient("go", 2) + [
        edit("internal/apikeys/hash.go", "\t\"crypto/sha256\"", "\t\"golang.org/x/crypto/argon3\""),
        sh("go get golang.org/x/crypto/argon3", "go: module golang.org/x/crypto@upgrade found (v0.31.0), but does not contain package golang.org/x/crypto/argon3", 1, ev=True),
        say("The module proxy may be lagging. Retrying."),
        sh("go get golang.org/x/crypto/argon3@latest", "go: module golang.org/x/crypto@latest found (v0.31.0), but does not contain package golang.org/x/crypto/argon3", 1, ev=True),
        sh("go get golang.org/x/crypto/argon3", "go: module golang.org/x/crypto@upgrade found (v0.31.0), but does not contain package golang.org/x/crypto/argon3", 1),
        sh("go build ./internal/apikeys/", "internal/apikeys/hash.go:5:2: no required module provides package golang.org/x/crypto/argon3; to add it:\n\tgo get golang.org/x/crypto/argon3", 1),
        sh("go get golang.org/x/crypto/argon3", "go: module golang.org/x/crypto@upgrade found (v0.31.0), but does not contain package golang.org/x/crypto/argon3", 1, ev=True),
    ],
    near_miss="dependency_missing",
    final="Could not add golang.org/x/crypto/argon3: go get reports the module does not contain it.",
    final_ok=False,
    result={"success": False, "summary": "no required module provides package golang.org/x/crypto/argon3", "exit_code": 1}))

# 8 ---- SameSite Strict <-> Lax undo/redo with Edit (transcript)
CASES.append(case(
    "samesite-portal-cookie", "claude-transcript", "model_confusion",
    "The agent toggled SESSION_COOKIE_SAMESITE between 'Strict' and 'Lax' four times with Edit, each time reversing its previous reasoning, and ended with no decision.",
    """# SEC-2719: SameSite for the portal session cookie

Set `SESSION_COOKIE_SAMESITE = "Lax"` (Strict breaks the SSO redirect back from the IdP). Add a test.
""",
    orient("py", 2) + [
        edit("portal/settings/base.py", "SESSION_COOKIE_SAMESITE = None", "SESSION_COOKIE_SAMESITE = \"Strict\""),
        say("Strict is the most secure setting. But the ticket says Lax, reverting."),
        edit("portal/settings/base.py", "SESSION_COOKIE_SAMESITE = \"Strict\"", "SESSION_COOKIE_SAMESITE = \"Lax\"", ev=True),
        say("On reflection, Strict protects better against CSRF; SSO might still work."),
        edit("portal/settings/base.py", "SESSION_COOKIE_SAMESITE = \"Lax\"", "SESSION_COOKIE_SAMESITE = \"Strict\"", ev=True),
        say("No, Strict drops the cookie on the IdP redirect. Back to Lax."),
        edit("portal/settings/base.py", "SESSION_COOKIE_SAMESITE = \"Strict\"", "SESSION_COOKIE_SAMESITE = \"Lax\"", ev=True),
        say("Let me reconsider: the SSO callback is a top-level GET, so Strict..."),
        edit("portal/settings/base.py", "SESSION_COOKIE_SAMESITE = \"Lax\"", "SESSION_COOKIE_SAMESITE = \"Strict\"", ev=True),
    ],
    near_miss="",
    watchdog={"reason_code": "thrashing", "message": "portal/settings/base.py: same line changed back and forth 4 times",
              "tool_name": "Edit", "call_count": 5, "tokens_consumed": 96120, "cost_estimate_usd": 0.41},
    result={"success": False, "summary": "terminated by watchdog: thrashing", "exit_code": 1}))

# 9 ---- dependency-check goal that does not exist (codex)
CASES.append(case(
    "snakeyaml-notify", "codex", "model_confusion",
    "The agent repeatedly invoked a Maven goal that the dependency-check plugin does not have ('fix'), getting the same 'Could not find goal' error each time.",
    """# SEC-2724: Fix dependency-check findings in notify-service

`mvn org.owasp:dependency-check-maven:check` reports snakeyaml 1.33 (CVE-2022-1471). Upgrade snakeyaml to 2.2 and re-run the check.
""",
    orient("java") + [
        sh("mvn -q org.owasp:dependency-check-maven:10.0.3:fix", "[ERROR] Could not find goal 'fix' in plugin org.owasp:dependency-check-maven:10.0.3 among available goals aggregate, check, purge, update-only -> [Help 1]", 1, ev=True),
        think("**Auto-remediation**\n\nThe plugin's fix goal should update vulnerable versions in the pom. Maybe it needs the aggregate goal first."),
        sh("mvn -q org.owasp:dependency-check-maven:10.0.3:aggregate org.owasp:dependency-check-maven:10.0.3:fix", "[ERROR] Could not find goal 'fix' in plugin org.owasp:dependency-check-maven:10.0.3 among available goals aggregate, check, purge, update-only -> [Help 1]", 1, ev=True),
        sh("mvn -q org.owasp:dependency-check-maven:fix -DautoUpdate=true", "[ERROR] Could not find goal 'fix' in plugin org.owasp:dependency-check-maven:10.0.3 among available goals aggregate, check, purge, update-only -> [Help 1]", 1, ev=True),
        sh("mvn -q org.owasp:dependency-check-maven:10.0.3:fix", "[ERROR] Could not find goal 'fix' in plugin org.owasp:dependency-check-maven:10.0.3 among available goals aggregate, check, purge, update-only -> [Help 1]", 1),
    ],
    near_miss="dependency_missing",
    final="The dependency-check plugin fails to run its fix goal in this environment; snakeyaml is not upgraded yet.",
    result={"success": False, "summary": "Could not find goal 'fix'", "exit_code": 1},
    min_lines=58, pad_at=3))
