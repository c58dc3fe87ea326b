REG = []
def S(id, mode, fmt, near, why, title, body, accept, steps, end, **kw):
    d = dict(id=id, mode=mode, fmt=fmt, near=near, why=why, title=title, body=body, accept=accept,
             steps=steps, end=end)
    d.update(kw)
    REG.append(d)

PY_LS = "CHANGELOG.md\nREADME.md\npyproject.toml\nrequirements-dev.txt\nsrc\ntests\ntox.ini\n"
JS_LS = "README.md\njest.config.ts\npackage-lock.json\npackage.json\nscripts\nsrc\ntest\ntsconfig.json\n"
VT_LS = "README.md\npackage.json\npnpm-lock.yaml\nsrc\ntest\ntsconfig.json\nvitest.config.ts\n"
RB_LS = "Gemfile\nGemfile.lock\nRakefile\napp\nbin\nconfig\ndb\nlib\nspec\n"
EX_LS = "README.md\nconfig\nlib\nmix.exs\nmix.lock\npriv\ntest\n"
PHP_LS = "composer.json\ncomposer.lock\nconfig\nphpunit.xml.dist\nsrc\ntests\nvendor\n"

from engine import sh as _sh
_GITLOG = {"py": "9c1e2f4 Merge pull request #812 from northwind/deps-nov\n4a7b0d3 Pin ruff 0.7.4\n2f9e118 Add order builders for refunds",
           "js": "e41a9c0 Merge pull request #1290 from northwind/ts-5-6\nb7d20f1 Bump vitest to 2.1.4\n0c3f5e2 Extract test builders",
           "rb": "77ab0c1 Merge pull request #455 from northwind/rails-7-2\n3f1e9d0 Use FactoryBot sequences for emails\nc2d8a44 Freeze time in billing specs",
           "ex": "5d0a7e3 Merge pull request #301 from northwind/elixir-1-17\n19c4b2f Add Mox for PSP client\nfa30e81 Async ExUnit for pure modules",
           "php": "8b2c4f1 Merge pull request #640 from northwind/phpunit-11\nd71e0a3 Snapshot tests for exports\n2c9f6b8 Drop PHP 8.1"}
_LS = {"py": PY_LS, "js": JS_LS, "rb": RB_LS, "ex": EX_LS, "php": PHP_LS}
def pad(eco, vt=False):
    return [_sh("ls", VT_LS if vt else _LS[eco]), _sh("git log --oneline -3", _GITLOG[eco] + "\n"), _sh("git status --short", "")]
