"""Runs blocked by access the agent did not have (label: permission_blocked)."""
from gen_lib import case, say, think, sh, read, grep, edit, write, sysnote, api_error, cxerr, todo
from fill import orient, py_tests_green

CASES = []

# 1 ---- gh pr create refused for the integration token (claude)
CASES.append(case(
    "csrf-origin-check", "claude", "permission_blocked",
    "The fix was committed and tests passed, but the GitHub App token could not push/open the PR (Resource not accessible by integration, 403).",
    """# SEC-2402: CSRF origin check missing on /api/billing/*

Pentest finding PT-2026-07: state-changing billing endpoints accept cross-site POSTs when the session cookie is present.

- Enforce the `Origin`/`Referer` check in `src/middleware/csrf.ts` for all non-GET routes under `/api/billing`.
- Add tests for a foreign Origin (expect 403) and same-origin (expect 200).
- Open a PR against `main`.

Acceptance: tests green, PR opened with the SEC id in the title.
""",
    orient("node", 2) + [
        read("src/middleware/csrf.ts", "const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);\n\nexport function csrf(allowed: string[]) {\n  return (req, res, next) => {\n    if (SAFE.has(req.method) || !req.path.startsWith('/api/account')) return next();\n    const origin = req.get('origin') ?? new URL(req.get('referer') ?? 'null').origin;\n    if (!allowed.includes(origin)) return res.status(403).json({ error: 'forbidden' });\n    next();\n  };\n}"),
        edit("src/middleware/csrf.ts", "!req.path.startsWith('/api/account')", "!(req.path.startsWith('/api/account') || req.path.startsWith('/api/billing'))"),
        write("test/csrf.billing.test.ts", "import request from 'supertest';\nimport { app } from '../src/app';\n\ndescribe('billing CSRF', () => {\n  it('rejects a foreign Origin with 403', async () => {\n    const r = await request(app).post('/api/billing/cards').set('Origin', 'https://evil.example').set('Cookie', 'sid=abc');\n    expect(r.status).toBe(403);\n  });\n  it('accepts same origin', async () => {\n    const r = await request(app).post('/api/billing/cards').set('Origin', 'https://portal.acme.example').set('Cookie', 'sid=abc');\n    expect(r.status).toBe(200);\n  });\n});\n"),
        sh("npx jest test/csrf.billing.test.ts test/csrf.test.ts", "PASS test/csrf.billing.test.ts\n  billing CSRF\n    ✓ rejects a foreign Origin with 403 (41 ms)\n    ✓ accepts same origin (12 ms)\nPASS test/csrf.test.ts\n\nTest Suites: 2 passed, 2 total\nTests:       7 passed, 7 total"),
        sh("git checkout -b sec/SEC-2402-billing-csrf && git commit -qam 'fix(csrf): enforce origin check on billing routes (SEC-2402)' && git push -u origin sec/SEC-2402-billing-csrf", "Switched to a new branch 'sec/SEC-2402-billing-csrf'\nremote: Permission to acme/portal-api.git denied to osmia-agent[bot].\nfatal: unable to access 'https://github.com/acme/portal-api.git/': The requested URL returned error: 403", 128, ev=True),
        sh("gh auth status", "github.com\n  ✓ Logged in to github.com account osmia-agent[bot] (GH_TOKEN)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ghs_************************************"),
        sh("gh pr create --base main --head sec/SEC-2402-billing-csrf --title 'SEC-2402: CSRF origin check for billing routes' --body 'Fixes PT-2026-07'", "pull request create failed: GraphQL: Resource not accessible by integration (createPullRequest)", 1, ev=True),
    ],
    near_miss="",
    final="The CSRF fix is committed locally and all tests pass, but I couldn't publish it: the bot token is refused on push (403) and on PR creation (Resource not accessible by integration).",
    final_ok=False,
    result={"success": False, "summary": "push rejected: 403", "exit_code": 1},
    min_lines=92, pad_at=4))

# 2 ---- git push denied for the renovate runner (codex)
CASES.append(case(
    "identity-oidc-nonce", "codex", "permission_blocked",
    "The OIDC nonce fix was done and tested, but pushing the branch was refused (Permission to acme/identity-svc.git denied, 403).",
    """# SEC-2410: Validate OIDC nonce on callback

`identity-svc` does not compare the `nonce` claim in the ID token with the one stored in the session (replay risk).

- `internal/oidc/callback.go`: reject when `nonce` is missing or differs (HTTP 401).
- Table test in `internal/oidc/callback_test.go`.
- Push branch `sec/SEC-2410` and open a PR.
""",
    orient("go", 2) + [
        read("internal/oidc/callback.go", "func (h *Handler) Callback(w http.ResponseWriter, r *http.Request) {\n\tidt, err := h.verifier.Verify(r.Context(), rawIDToken(r))\n\tif err != nil {\n\t\thttp.Error(w, \"unauthorized\", http.StatusUnauthorized)\n\t\treturn\n\t}\n\th.sessions.Login(w, r, idt.Subject)\n}"),
        edit("internal/oidc/callback.go", "\th.sessions.Login(w, r, idt.Subject)", "\tif idt.Nonce == \"\" || idt.Nonce != h.sessions.Nonce(r) {\n\t\thttp.Error(w, \"unauthorized\", http.StatusUnauthorized)\n\t\treturn\n\t}\n\th.sessions.Login(w, r, idt.Subject)"),
        edit("internal/oidc/callback_test.go", "\t{name: \"valid\", nonce: \"n1\", want: 302},", "\t{name: \"valid\", nonce: \"n1\", want: 302},\n\t{name: \"missing nonce\", nonce: \"\", want: 401},\n\t{name: \"replayed nonce\", nonce: \"other\", want: 401},"),
        sh("go test ./internal/oidc/ -run TestCallback -v", "=== RUN   TestCallback\n=== RUN   TestCallback/valid\n=== RUN   TestCallback/missing_nonce\n    callback_test.go:58: got 401 unauthorized, want 401\n=== RUN   TestCallback/replayed_nonce\n    callback_test.go:58: got 401 unauthorized, want 401\n--- PASS: TestCallback (0.01s)\n    --- PASS: TestCallback/valid (0.00s)\n    --- PASS: TestCallback/missing_nonce (0.00s)\n    --- PASS: TestCallback/replayed_nonce (0.00s)\nPASS\nok  \tgithub.com/acme/identity-svc/internal/oidc\t0.019s"),
        sh("git switch -c sec/SEC-2410 && git commit -qam 'fix(oidc): verify nonce on callback (SEC-2410)' && git push -u origin sec/SEC-2410", "Switched to a new branch 'sec/SEC-2410'\nremote: Permission to acme/identity-svc.git denied to renovate-runner[bot].\nfatal: unable to access 'https://github.com/acme/identity-svc.git/': The requested URL returned error: 403", 128, ev=True),
        think("**Push refused**\n\nThe runner identity has read-only access to this repository. I can't push or open the PR from here."),
    ],
    near_miss="",
    final="Nonce validation is implemented and the tests pass locally, but the push to acme/identity-svc was refused for renovate-runner[bot] (403). The commit is on the local branch sec/SEC-2410.",
    result={"success": False, "summary": "git push failed: 403", "exit_code": 128}))

# 3 ---- pip install EACCES, later ModuleNotFoundError (osmia)
CASES.append(case(
    "xml-parser-defused", "osmia", "permission_blocked",
    "Installing defusedxml failed with [Errno 13] Permission denied on site-packages; the later ModuleNotFoundError is only a consequence of that refused install.",
    """# SEC-2415: bandit B314 - XML parsing of partner feeds

bandit reports B314 (xml.etree.ElementTree.fromstring on untrusted data) in `app/partners/feed.py`.

- Parse partner feeds with `defusedxml.ElementTree`.
- Add `defusedxml` to `requirements.txt`.

Acceptance: bandit clean for B314 on that file; `pytest tests/partners` green.
""",
    orient("py", 3) + [
        sh("bandit -q -t B314 app/partners/feed.py", ">> Issue: [B314:blacklist] Using xml.etree.ElementTree.fromstring to parse untrusted XML data is known to be vulnerable to XML attacks. Replace xml.etree.ElementTree.fromstring with its defusedxml equivalent function or make sure defusedxml.defuse_stdlib() is called\n   Severity: Medium   Confidence: High\n   CWE: CWE-20 (https://cwe.mitre.org/data/definitions/20.html)\n   Location: app/partners/feed.py:14:11", 1),
        edit("app/partners/feed.py", "from xml.etree.ElementTree import fromstring", "from defusedxml.ElementTree import fromstring"),
        edit("requirements.txt", "lxml==5.2.2\n", "lxml==5.2.2\ndefusedxml==0.7.1\n"),
        sh("pip install -r requirements.txt", "Requirement already satisfied: lxml==5.2.2 in /usr/local/lib/python3.11/site-packages (from -r requirements.txt (line 9)) (5.2.2)\nCollecting defusedxml==0.7.1 (from -r requirements.txt (line 10))\n  Using cached defusedxml-0.7.1-py2.py3-none-any.whl.metadata (32 kB)\nUsing cached defusedxml-0.7.1-py2.py3-none-any.whl (25 kB)\nInstalling collected packages: defusedxml\nERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/usr/local/lib/python3.11/site-packages/defusedxml'\nCheck the permissions.\n", 1, ev=True),
        sh("id && ls -ld /usr/local/lib/python3.11/site-packages", "uid=10001(agent) gid=10001(agent) groups=10001(agent)\ndrwxr-xr-x 1 root root 4096 Feb 27 11:20 /usr/local/lib/python3.11/site-packages", ev=True),
        sh("python -m pytest -q tests/partners", "==================================== ERRORS ====================================\n_______________ ERROR collecting tests/partners/test_feed.py ________________\ntests/partners/test_feed.py:2: in <module>\n    from app.partners.feed import parse_feed\napp/partners/feed.py:3: in <module>\n    from defusedxml.ElementTree import fromstring\nE   ModuleNotFoundError: No module named 'defusedxml'\n1 error in 0.33s", 2),
        say("The package can't be installed into the system site-packages as uid 10001, so the tests can't import it."),
    ],
    near_miss="dependency_missing",
    final="Code and requirements are updated, but defusedxml could not be installed (site-packages is owned by root and the agent runs as uid 10001), so tests fail to import it.",
    final_ok=False,
    result={"success": False, "summary": "pip install: [Errno 13] Permission denied", "exit_code": 1}))

# 4 ---- vault policy denies reading the leaked key path (transcript)
CASES.append(case(
    "stripe-key-rotation", "claude-transcript", "permission_blocked",
    "Vault refused the agent's token on the secret path it had to rotate (Code: 403, permission denied), so the leaked key could not be replaced.",
    """# SEC-2421: Rotate leaked Stripe restricted key

GitGuardian incident #4471: a Stripe restricted key (`rk_live_...8Qx`) was committed to `payments-worker` in `config/dev.env` (commit 1f3e0a2).

- Remove the key from `config/dev.env` and load it from Vault `secret/data/payments/stripe`.
- Write the new key (already created by the payments team, in `secret/data/payments/stripe-next`) to `secret/data/payments/stripe`.
- Confirm the worker reads it at startup.
""",
    orient("py", 2) + [
        grep("rk_live_", "config/dev.env:4:STRIPE_KEY=rk_live_51Nq...8Qx"),
        edit("config/dev.env", "STRIPE_KEY=rk_live_51Nq...8Qx", "# STRIPE_KEY is read from Vault: secret/data/payments/stripe"),
        sh("vault token lookup -format=json | jq -r '.data.policies'", "[\n  \"default\",\n  \"agents-readonly\"\n]"),
        sh("vault kv get -format=json secret/payments/stripe-next", "Error reading secret/data/payments/stripe-next: Error making API request.\n\nURL: GET https://vault.internal.acme.example:8200/v1/secret/data/payments/stripe-next\nCode: 403. Errors:\n\n* 1 error occurred:\n\t* permission denied\n", 2, ev=True),
        sh("vault kv put secret/payments/stripe key=@/dev/null", "Error writing data to secret/data/payments/stripe: Error making API request.\n\nURL: PUT https://vault.internal.acme.example:8200/v1/secret/data/payments/stripe\nCode: 403. Errors:\n\n* 1 error occurred:\n\t* permission denied\n", 2, ev=True),
        say("My Vault token only carries the `agents-readonly` policy, which doesn't cover `secret/data/payments/*`. I can't complete the rotation."),
    ],
    near_miss="",
    final="I removed the key from config/dev.env, but the rotation itself is blocked: Vault returns 403 permission denied for both reading `stripe-next` and writing `stripe` with this token (policies: default, agents-readonly).",
    result={"success": False, "summary": "vault: permission denied", "exit_code": 2}))

# 5 ---- token lacks scope for dependabot alerts (claude)
CASES.append(case(
    "dependabot-triage", "claude", "permission_blocked",
    "The job needed the repository's Dependabot alerts, but the token was refused (HTTP 403, Resource not accessible by integration), so no alert could be read or triaged.",
    """# SEC-2433: Triage open Dependabot alerts on merchant-api

Security review before the PCI audit: list every open Dependabot alert on `acme/merchant-api`, fix the ones with a patched version available, and record the rest in `docs/security/risk-register.md`.

Acceptance: every open alert is either fixed in this PR or listed in the risk register with a reason.
""",
    orient("node", 2) + [
        sh("gh api -H 'Accept: application/vnd.github+json' /repos/acme/merchant-api/dependabot/alerts?state=open --paginate", "gh: Resource not accessible by integration (HTTP 403)\n{\"message\":\"Resource not accessible by integration\",\"documentation_url\":\"https://docs.github.com/rest/dependabot/alerts/alerts#list-dependabot-alerts-for-a-repository\",\"status\":\"403\"}", 1, ev=True),
        sh("gh auth status 2>&1 | sed -n '1,6p'", "github.com\n  ✓ Logged in to github.com account acme-ci-bot[bot] (GH_TOKEN)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ghs_************************************"),
        sh("gh api /repos/acme/merchant-api/vulnerability-alerts -i | head -1", "HTTP/2.0 403 Forbidden", 1, ev=True),
        say("The installation token has no access to Dependabot alerts (needs the `Dependabot alerts: read` permission). I'll see whether npm audit can stand in."),
        sh("npm audit --omit=dev --json | jq '.metadata.vulnerabilities'", "{\n  \"info\": 0,\n  \"low\": 1,\n  \"moderate\": 2,\n  \"high\": 1,\n  \"critical\": 0,\n  \"total\": 4\n}"),
        say("npm audit is not the same list as the Dependabot alerts (it misses the Docker and GitHub Actions ecosystems), so I can't claim the acceptance criterion."),
    ],
    near_miss="",
    final="Blocked: the GitHub token cannot read Dependabot alerts for acme/merchant-api (HTTP 403 Resource not accessible by integration). Without the alert list I can't complete the triage; npm audit shows 4 npm advisories as a partial view.",
    final_ok=False,
    result={"success": False, "summary": "cannot read Dependabot alerts (403)", "exit_code": 1}))

# 6 ---- cargo home not writable, then "no such command: audit" (codex)
CASES.append(case(
    "relay-cargo-audit", "codex", "permission_blocked",
    "Installing cargo-audit failed because ~/.cargo was not writable (Permission denied, os error 13); the later 'no such command: audit' follows from that.",
    """# SEC-2440: Add cargo audit to relay CI and fix findings

- Run `cargo audit` on `relay` and fix what it reports (bump the affected crates).
- Add a `make audit` target that runs it.
""",
    orient("rust", 2) + [
        sh("cargo audit", "error: no such command: `audit`\n\n\tView all installed commands with `cargo --list`\n\tFind a package to install `audit` with `cargo search cargo-audit`", 101),
        sh("cargo install cargo-audit --locked", "    Updating crates.io index\nerror: failed to create directory `/usr/local/cargo/registry/cache/index.crates.io-6f17d22bba15001f`\n\nCaused by:\n  Permission denied (os error 13)", 101, ev=True),
        sh("ls -ld /usr/local/cargo /usr/local/cargo/registry && id -u", "drwxr-xr-x 1 root root 4096 Feb 20 09:11 /usr/local/cargo\ndrwxr-xr-x 1 root root 4096 Feb 20 09:11 /usr/local/cargo/registry\n10001", ev=True),
        sh("CARGO_HOME=$HOME/.cargo cargo install cargo-audit --locked 2>&1 | tail -3", "error: failed to create directory `/home/agent/.cargo/registry/cache/index.crates.io-6f17d22bba15001f`\n\nCaused by:\n  Permission denied (os error 13)", 101, ev=True),
        sh("ls -ld $HOME $HOME/.cargo", "dr-xr-xr-x 1 root root 4096 Feb 20 09:11 /home/agent\ndr-xr-xr-x 1 root root 4096 Feb 20 09:11 /home/agent/.cargo"),
        write("Makefile.audit", "audit:\n\tcargo audit --deny warnings\n"),
        sh("make -f Makefile.audit audit", "cargo audit --deny warnings\nerror: no such command: `audit`\n\n\tView all installed commands with `cargo --list`\n\tFind a package to install `audit` with `cargo search cargo-audit`\nmake: *** [Makefile.audit:2: audit] Error 101", 2),
    ],
    near_miss="dependency_missing",
    final="Added an audit target, but I couldn't install cargo-audit: both /usr/local/cargo and $HOME/.cargo are read-only for this user, so `cargo audit` is unavailable and no findings were fixed.",
    result={"success": False, "summary": "cargo install: Permission denied (os error 13)", "exit_code": 101}))

# 7 ---- kubectl forbidden on the secret to re-encrypt (osmia)
CASES.append(case(
    "sops-reencrypt", "osmia", "permission_blocked",
    "The agent's service account may not read the secret or use the KMS key (Forbidden / AccessDeniedException), so the sops file could not be re-encrypted.",
    """# SEC-2447: Re-encrypt payments secrets with the new KMS key

The old KMS key `alias/payments-sops-2024` is being retired. Re-encrypt `deploy/secrets/payments.enc.yaml` with `alias/payments-sops-2026` and check that the live secret matches the decrypted content.
""",
    [],
    near_miss="",
    result={"success": False, "summary": "Forbidden: cannot get secrets in namespace payments", "exit_code": 1},
    min_lines=40, pad_at=0))
CASES[-1]["steps"] = [
    sh("cat .sops.yaml", "creation_rules:\n  - path_regex: deploy/secrets/.*\\.enc\\.yaml$\n    kms: arn:aws:kms:eu-west-1:123456789012:alias/payments-sops-2024"),
    edit(".sops.yaml", "alias/payments-sops-2024", "alias/payments-sops-2026"),
    sh("sops updatekeys -y deploy/secrets/payments.enc.yaml", "Failed to get the data key required to decrypt the SOPS file.\n\nGroup 0: FAILED\n  arn:aws:kms:eu-west-1:123456789012:alias/payments-sops-2024: FAILED\n    - | Error decrypting key: AccessDeniedException: User:\n      | arn:aws:sts::123456789012:assumed-role/osmia-agent/agent-pod is not\n      | authorized to perform: kms:Decrypt on resource:\n      | arn:aws:kms:eu-west-1:123456789012:key/5d2f9c1e-... because no\n      | identity-based policy allows the kms:Decrypt action\n\nRecovery failed because no master key was able to decrypt the file. In\norder for SOPS to recover the file, at least one key has to be successful,\nbut none were.", 128, ev=True),
    sh("kubectl -n payments get secret payments-env -o yaml", "Error from server (Forbidden): secrets \"payments-env\" is forbidden: User \"system:serviceaccount:osmia:agent\" cannot get resource \"secrets\" in API group \"\" in the namespace \"payments\"", 1, ev=True),
    sh("kubectl auth can-i get secrets -n payments", "no", 1),
    sysnote("agent requested escalation: none configured for namespace payments"),
    say("The agent role can neither decrypt with the old KMS key nor read the live secret, so the re-encryption can't be done from this pod."),
]

# 8 ---- EPERM on read-only mount when writing the SBOM (claude)
CASES.append(case(
    "sbom-cyclonedx", "claude", "permission_blocked",
    "The SBOM generator crashed with EPERM: operation not permitted when writing into the read-only sbom/ mount, so no SBOM was produced.",
    """# COMP-318: Publish a CycloneDX SBOM for portal-web

Compliance needs a CycloneDX 1.5 JSON SBOM for every release of `portal-web`.

- Add `npm run sbom` (cyclonedx-npm) writing `sbom/bom.json`.
- Generate it once and commit it.
""",
    orient("node", 3) + [
        edit("package.json", '"lint": "eslint src test"', '"lint": "eslint src test",\n    "sbom": "cyclonedx-npm --spec-version 1.5 --output-format JSON --output-file sbom/bom.json"'),
        sh("npx --no-install cyclonedx-npm --version", "1.19.3"),
        sh("npm run sbom", "\n> @acme/portal-api@5.8.0 sbom\n> cyclonedx-npm --spec-version 1.5 --output-format JSON --output-file sbom/bom.json\n\nnode:fs:581\n  return binding.open(\n                 ^\n\nError: EPERM: operation not permitted, open '/workspace/repo/sbom/bom.json'\n    at Object.openSync (node:fs:581:17)\n    at Object.writeFileSync (node:fs:2313:35)\n    at run (/workspace/repo/node_modules/@cyclonedx/cyclonedx-npm/dist/cli.js:262:12) {\n  errno: -1,\n  code: 'EPERM',\n  syscall: 'open',\n  path: '/workspace/repo/sbom/bom.json'\n}\n\nNode.js v20.15.1", 1, ev=True),
        sh("mount | grep sbom; ls -ld sbom", "/dev/nvme2n1 on /workspace/repo/sbom type ext4 (ro,relatime)\ndr-xr-xr-x 2 root root 4096 Mar  9 08:01 sbom", ev=True),
        sh("touch sbom/x", "touch: cannot touch 'sbom/x': Read-only file system", 1),
    ],
    near_miss="",
    final="`npm run sbom` is wired up, but generating the SBOM failed: `sbom/` is mounted read-only in this environment (EPERM on open). No bom.json was written.",
    final_ok=False,
    result={"success": False, "summary": "EPERM: operation not permitted, open sbom/bom.json", "exit_code": 1}))

# 9 ---- push rejected by signed-commit ruleset (transcript)
CASES.append(case(
    "auth-lib-release", "claude-transcript", "permission_blocked",
    "GitHub's repository rules refused the push because the agent cannot produce verified signatures (GH013 Commits must have verified signatures), so the release PR was never created.",
    """# SEC-2455: Patch release of acme-authlib with the HS256 key-length check

`acme-authlib` must reject HMAC keys shorter than 32 bytes (audit AUD-131). The check is merged on `develop`; cut `v2.8.1` from `release/2.8` by cherry-picking commit `9c1d2ee` and push the branch for the release PR. The repository requires signed commits.
""",
    [
        sh("git fetch origin && git switch release/2.8", "Switched to branch 'release/2.8'\nYour branch is up to date with 'origin/release/2.8'."),
        sh("git cherry-pick 9c1d2ee", "[release/2.8 41ab0f7] fix(hmac): reject keys shorter than 32 bytes (AUD-131)\n Date: Tue Mar 10 14:02:11 2026 +0100\n 2 files changed, 38 insertions(+), 1 deletion(-)"),
        sh("python -m pytest -q tests/test_hmac.py", "..........\n10 passed in 0.31s"),
        edit("CHANGELOG.md", "## 2.8.0", "## 2.8.1\n\n- Reject HMAC keys shorter than 32 bytes (AUD-131).\n\n## 2.8.0"),
        sh("git commit -qam 'chore(release): 2.8.1' && git push origin release/2.8", "remote: error: GH013: Repository rule violations found for refs/heads/release/2.8.\nremote: Review all repository rules at https://github.com/acme/acme-authlib/rules?ref=refs%2Fheads%2Frelease%2F2.8\nremote: \nremote: - Commits must have verified signatures.\nremote:   Found 2 violations:\nremote: \nremote:   41ab0f7c2d9e...\nremote:   b03e91aa7f10...\nremote: \nTo https://github.com/acme/acme-authlib.git\n ! [remote rejected] release/2.8 -> release/2.8 (push declined due to repository rule violations)\nerror: failed to push some refs to 'https://github.com/acme/acme-authlib.git'", 1, ev=True),
        sh("git config --get user.signingkey; gpg --list-secret-keys 2>&1 | head -2", "gpg: directory '/home/agent/.gnupg' created\ngpg: keybox '/home/agent/.gnupg/pubring.kbx' created"),
        say("There's no signing key available to this agent, and the ruleset only accepts verified signatures, so I can't push the release branch."),
    ],
    near_miss="",
    result={"success": False, "summary": "push declined: Commits must have verified signatures", "exit_code": 1}))

# 10 ---- docker socket not accessible for image scan (claude-transcript)
CASES.append(case(
    "grype-image-scan", "claude-transcript", "permission_blocked",
    "The image could not be built or scanned because the agent may not use the Docker daemon socket (connect: permission denied on /var/run/docker.sock).",
    """# SEC-2461: grype findings in notifications image

Nightly `grype acme/notifications:latest` lists CVE-2024-45490 (expat) and CVE-2024-37371 (krb5) as High.

- Rebuild on `debian:bookworm-slim` with `apt-get upgrade` of the affected packages in `Dockerfile`.
- Re-scan with grype and confirm both are gone.
""",
    orient("py", 1) + [
        read("Dockerfile", "FROM debian:bookworm-20240311-slim\nRUN apt-get update && apt-get install -y --no-install-recommends python3 libexpat1 libkrb5-3 && rm -rf /var/lib/apt/lists/*\nCOPY . /app\nCMD [\"python3\", \"/app/main.py\"]"),
        edit("Dockerfile", "FROM debian:bookworm-20240311-slim", "FROM debian:bookworm-20250317-slim"),
        sh("docker build -t acme/notifications:sec2461 .", "ERROR: permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Head \"http://%2Fvar%2Frun%2Fdocker.sock/_ping\": dial unix /var/run/docker.sock: connect: permission denied", 1, ev=True),
        sh("ls -l /var/run/docker.sock && id", "srw-rw---- 1 root docker 0 Mar 12 06:00 /var/run/docker.sock\nuid=10001(agent) gid=10001(agent) groups=10001(agent)", ev=True),
        sh("grype docker:acme/notifications:latest", "1 error occurred:\n\t* failed to catalog: unable to load image: unable to use DockerDaemon source: permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.45/images/acme/notifications:latest/json\": dial unix /var/run/docker.sock: connect: permission denied", 1),
        say("The agent user isn't in the `docker` group, so I can neither build nor scan the image here."),
    ],
    near_miss="infra_failure",
    result={"success": False, "summary": "docker: permission denied on /var/run/docker.sock", "exit_code": 1}))
