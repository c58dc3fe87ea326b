"""Filler steps: ordinary, harmless work (orientation, reads, passing checks) used to pad long runs."""
from gen_lib import sh, read, grep, say, think

ORIENT = {
    "py": [
        sh("git status --short && git log --oneline -3",
           " M requirements.txt\n4f1c2d9 Merge pull request #812 from acme/renovate/configure\n"
           "a0be771 chore(deps): update pre-commit hooks\n93d1e0f fix(api): return 422 on malformed body"),
        sh("ls", "Dockerfile\nMakefile\nREADME.md\napp\ndocs\npyproject.toml\nrequirements.txt\n"
                 "requirements-dev.txt\nsetup.cfg\ntests"),
        read("pyproject.toml", '[project]\nname = "identity-api"\nversion = "3.14.2"\nrequires-python = ">=3.11"\n'
                               '\n[tool.pytest.ini_options]\naddopts = "-q --strict-markers"\n'
                               'markers = ["slow: long-running", "integration: needs services"]'),
        sh("python --version && pip --version",
           "Python 3.11.9\npip 24.0 from /usr/local/lib/python3.11/site-packages/pip (python 3.11)"),
    ],
    "node": [
        sh("git status --short && git log --oneline -3",
           "e2a91b0 Merge pull request #1440 from acme/dependabot/npm_and_yarn/semver-7.6.3\n"
           "77c0de1 feat(portal): add audit log export\n0d3f5aa chore: bump eslint config"),
        sh("ls", "Dockerfile\nREADME.md\njest.config.js\nnode_modules\npackage-lock.json\npackage.json\n"
                 "scripts\nsrc\ntest\ntsconfig.json"),
        sh("node --version && npm --version", "v20.15.1\n10.7.0"),
        read("package.json", '{\n  "name": "@acme/portal-api",\n  "version": "5.8.0",\n  "private": true,\n'
                             '  "scripts": {\n    "build": "tsc -p .",\n    "test": "jest --runInBand",\n'
                             '    "lint": "eslint src test"\n  },\n  "engines": { "node": ">=20" }\n}'),
    ],
    "go": [
        sh("git status --short && git log --oneline -3",
           "c11f8e2 Merge pull request #377 from acme/renovate/golang.org-x-net-0.x\n"
           "5d0a7b3 feat(gateway): per-tenant rate limits\n81bb2c0 ci: cache go build"),
        sh("go version && head -5 go.mod", "go version go1.22.5 linux/amd64\nmodule github.com/acme/edge-gateway\n\n"
                                          "go 1.22\n\ntoolchain go1.22.5"),
        sh("ls", "Makefile\nREADME.md\ncmd\ndeploy\ngo.mod\ngo.sum\ninternal\npkg"),
    ],
    "java": [
        sh("git status --short && git log --oneline -3",
           "b7e0a12 Merge pull request #2210 from acme/dependabot/maven/org.postgresql-postgresql-42.7.4\n"
           "4c2f9d1 feat(ledger): idempotency keys\n0a9e33c build: enforce maven 3.9"),
        sh("mvn -v | head -3", "Apache Maven 3.9.8 (36645f6c9b5079805ea5009217e36f2cffd34256)\n"
                               "Maven home: /opt/maven\nJava version: 17.0.12, vendor: Eclipse Adoptium"),
        sh("ls", "Dockerfile\nREADME.md\nmvnw\npom.xml\nsrc"),
    ],
    "rust": [
        sh("git status --short && git log --oneline -3",
           "9a0c1e7 Merge pull request #519 from acme/renovate/tokio-1.x\n"
           "2b7d4f0 feat(relay): mTLS for upstreams\ne01c9a2 chore: clippy fixes"),
        sh("cargo --version && rustc --version", "cargo 1.79.0 (ffa9cf99a 2024-06-03)\nrustc 1.79.0 (129f3b996 2024-06-10)"),
        sh("ls", "Cargo.lock\nCargo.toml\nREADME.md\ndeny.toml\nsrc\ntests"),
    ],
    "ruby": [
        sh("git status --short && git log --oneline -3",
           "f30d1a9 Merge pull request #901 from acme/dependabot/bundler/puma-6.4.3\n"
           "aa71c3e feat(billing): dunning emails\n61e0b2d chore: rubocop"),
        sh("ruby -v && bundle -v", "ruby 3.3.4 (2024-07-09 revision be1089c8ec) [x86_64-linux]\nBundler version 2.5.16"),
        sh("ls", "Gemfile\nGemfile.lock\nREADME.md\nRakefile\napp\nbin\nconfig\ndb\nlib\nspec"),
    ],
    "php": [
        sh("git status --short && git log --oneline -3",
           "0e8b7c2 Merge pull request #288 from acme/renovate/symfony\n3f5a6d1 feat: SSO for partners\n"
           "b2a0d93 chore: phpstan level 6"),
        sh("php -v | head -1 && composer --version", "PHP 8.3.10 (cli) (built: Aug  2 2024 15:41:04) (NTS)\n"
                                                      "Composer version 2.7.7 2024-06-10 22:11:12"),
        sh("ls", "README.md\nbin\ncomposer.json\ncomposer.lock\nconfig\nphpunit.xml.dist\npublic\nsrc\ntests"),
    ],
    "dotnet": [
        sh("git status --short && git log --oneline -3",
           "7d1e0c4 Merge pull request #640 from acme/dependabot/nuget/Serilog-4.0.1\n"
           "c2f7a90 feat: partner webhooks\n19e0b3a chore: nullable warnings"),
        sh("ls", "Acme.Identity.sln\nDirectory.Packages.props\nREADME.md\nglobal.json\nsrc\ntests"),
    ],
}


def orient(lang, n=None):
    steps = list(ORIENT[lang])
    return steps if n is None else steps[:n]


def py_tests_green(n=48, extra=""):
    return sh("python -m pytest -q", "%s\n%d passed in %.2fs" % (
        "." * min(n, 60) + extra, n, n * 0.043))


GENERIC = [
    read("SECURITY.md", "# Security policy\n\nReport vulnerabilities to security@acme.example (PGP key in docs/pgp.asc).\n\n"
                        "## Dependency updates\n\n- Security bumps go through a normal PR with the advisory id in the title.\n"
                        "- Do not mix unrelated upgrades into a security PR.\n- Never commit secrets; use Vault paths under `secret/data/<team>/`."),
    sh("cat .github/CODEOWNERS", "*                 @acme/platform\n/app/auth/        @acme/appsec\n/internal/auth/   @acme/appsec\n"
                                 "/deploy/          @acme/sre\n*.lock            @acme/platform"),
    sh("git log --oneline -8", "4f1c2d9 Merge pull request #812 from acme/renovate/configure\na0be771 chore(deps): update pre-commit hooks\n"
                               "93d1e0f fix(api): return 422 on malformed body\n6e2b0c1 docs: runbook for key rotation\n"
                               "1c9a7d4 feat(audit): structured audit events\n88d0e35 ci: pin actions to SHAs\n"
                               "f0a3b61 chore: weekly lockfile maintenance\n2d7c9e0 fix: trim whitespace in emails"),
    read(".github/workflows/ci.yml", "name: ci\non: [pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n"
                                     "      - uses: actions/checkout@692973e3d937129bcbf40652eb9f2f61becf3332\n"
                                     "      - run: make deps\n      - run: make lint test\n  audit:\n    runs-on: ubuntu-latest\n"
                                     "    steps:\n      - uses: actions/checkout@692973e3d937129bcbf40652eb9f2f61becf3332\n      - run: make audit"),
    sh("git branch --show-current && git remote -v | head -1", "sec/auto\norigin\thttps://github.com/acme/repo.git (fetch)"),
    read("Makefile", "deps:\n\t./scripts/deps.sh\n\nlint:\n\t./scripts/lint.sh\n\ntest:\n\t./scripts/test.sh\n\naudit:\n\t./scripts/audit.sh\n"),
    sh("ls -la", "total 68\ndrwxr-xr-x 9 agent agent 4096 Mar  9 08:02 .\ndrwxr-xr-x 3 agent agent 4096 Mar  9 08:01 ..\n"
                 "drwxr-xr-x 8 agent agent 4096 Mar  9 08:02 .git\ndrwxr-xr-x 3 agent agent 4096 Mar  9 08:01 .github\n"
                 "-rw-r--r-- 1 agent agent  512 Mar  9 08:01 Makefile\n-rw-r--r-- 1 agent agent 2210 Mar  9 08:01 README.md\n"
                 "-rw-r--r-- 1 agent agent  731 Mar  9 08:01 SECURITY.md\ndrwxr-xr-x 2 agent agent 4096 Mar  9 08:01 scripts"),
    say("Let me get oriented in the repository before changing anything."),
    read("docs/CONTRIBUTING.md", "# Contributing\n\n1. One logical change per PR.\n2. Run `make lint test` locally.\n"
                                 "3. Security fixes: reference the advisory (GHSA/CVE/internal SEC id) in the PR title.\n"
                                 "4. Tests must not be skipped or loosened to get a PR green."),
    sh("cat scripts/test.sh", "#!/usr/bin/env bash\nset -euo pipefail\n# runs the unit suite; integration tests need services and are tagged\nexec make -s unit"),
    sh("git stash list; git status --short | wc -l", "0"),
    read("README.md", "# repo\n\nService owned by the platform team. See docs/ for runbooks.\n\n## Local setup\n\n"
                      "```\nmake deps\nmake test\n```"),
]




TOPICS = ["key-rotation", "incident-response", "oncall", "release", "backups", "tls-certificates", "sso",
          "audit-logging", "rate-limits", "feature-flags", "data-retention", "dependency-policy", "pentest-2026",
          "secrets", "ci-runners", "observability", "sbom", "access-reviews"]
TERMS = ["TODO(security)", "verify=", "DEBUG =", "allow_origins", "jwt.decode", "hashlib", "subprocess", "yaml.load",
         "pickle.loads", "os.system", "eval(", "random.random", "http://", "SECRET_KEY", "X-Forwarded-For", "md5",
         "session[", "set_cookie"]


def extra(i):
    """Distinct, harmless filler step number i (never the same command twice)."""
    k = i % 4
    t = TOPICS[i % len(TOPICS)]
    if k == 0:
        return read("docs/runbooks/%s.md" % t, "# Runbook: %s\n\nOwner: platform\nLast reviewed: 2026-0%d-1%d\n\n"
                    "## Steps\n\n1. Check the dashboard `%s`.\n2. Follow the escalation policy in PagerDuty.\n"
                    "3. Record actions in the incident channel." % (t, 1 + i % 9, i % 10, t))
    if k == 1:
        return sh("git show --stat --format='%%h %%s' HEAD~%d | head -4" % (i + 1),
                  "%07x chore: routine maintenance (#%d)\n docs/runbooks/%s.md | %d +%s\n 1 file changed" % (
                      0x1a2b3c0 + i * 7919, 700 + i, t, 1 + i % 7, "+" * (1 + i % 5)))
    if k == 2:
        term = TERMS[i % len(TERMS)]
        return grep(term, "%s:%d:    # reviewed %s usage (AUD-%d)" % (
            "app/legacy/compat_%d.py" % i, 10 + i, term.strip("(=["), 100 + i))
    return sh("wc -l docs/runbooks/%s.md scripts/*.sh | tail -1" % t, "%d total" % (120 + 13 * i))


def generic(n, offset=0):
    base = [GENERIC[(offset + i) % len(GENERIC)] for i in range(min(n, len(GENERIC)))]
    return base + [extra(offset + j) for j in range(max(0, n - len(GENERIC)))]
