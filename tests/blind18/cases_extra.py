"""Root cause in the environment, but the agent's reaction (identical retries) tripped the watchdog."""
from common import *  # noqa: F401,F403

CASES = []

_pkg = ("Loading composer repositories with package information\n"
        "Updating dependencies\n\n"
        "In CurlDownloader.php line 390:\n\n"
        "  curl error 28 while downloading https://repo.packagist.org/p2/symfony/http-kernel.json: Operation timed out after 10001 milliseconds with 0 bytes received\n\n"
        "require [--dev] [--dry-run] [--prefer-source] [--prefer-dist] [--prefer-install PREFER-INSTALL] [--fixed] [--no-suggest] [--no-progress] [--no-update] [--no-install] [--no-audit] [--audit-format AUDIT-FORMAT] [--update-no-dev] [-w|--update-with-dependencies] [-W|--update-with-all-dependencies] [--with-dependencies] [--with-all-dependencies] [--ignore-platform-req IGNORE-PLATFORM-REQ] [--ignore-platform-reqs] [--prefer-stable] [--prefer-lowest] [-m|--minimal-changes] [--sort-packages] [-o|--optimize-autoloader] [-a|--classmap-authoritative] [--apcu-autoloader] [--apcu-autoloader-prefix APCU-AUTOLOADER-PREFIX] [--] [<packages>...]")
_cmd = "composer require symfony/http-kernel:^5.4.46 --update-with-dependencies --no-interaction"

# ---------------------------------------------------------------- x1 packagist timeouts, identical retries, watchdog loop (osmia)
CASES.append(Case(
    "symfony-http-kernel-5446", "osmia", "infra_failure", near_miss="model_confusion",
    prompt="""
# SEC-1760: symfony/http-kernel 5.4.46 for the customer portal (CVE-2024-50345)

`composer audit` flags symfony/http-kernel 5.4.38 in the Symfony 5.4 customer portal. Update to
5.4.46 (stay on 5.4 LTS).

## Acceptance criteria
- composer.lock: symfony/http-kernel 5.4.46
- `bin/phpunit` passes
""",
    steps=[
        say("Checking the locked version, then updating within 5.4."),
        bash("composer show symfony/http-kernel | head -4", "name     : symfony/http-kernel\ndescrip. : Provides a structured process for converting a Request into a Response\nkeywords : \nversions : * v5.4.38"),
        bash(_cmd, _pkg, rc=100, ev=True),
        say("Packagist timed out; retrying."),
        bash(_cmd, _pkg, rc=100, ev=True),
        bash(_cmd, _pkg, rc=100, ev=True),
        say("Still timing out. Trying again."),
        bash(_cmd, _pkg, rc=100, ev=True),
        bash(_cmd, _pkg, rc=100, ev=True),
        notice("watchdog: identical Bash call repeated 5 times with identical output (composer require symfony/http-kernel ...); terminating", ev=False),
    ],
    end="killed",
    watchdog={"reason_code": "loop", "message": "Bash `composer require symfony/http-kernel:^5.4.46 --update-with-dependencies --no-interaction` repeated 5 times with identical output; terminating.", "tool_name": "Bash", "call_count": 5},
    why="Every request to repo.packagist.org timed out (curl error 28), so the update could never succeed; the identical retries that tripped the loop watchdog were a reaction to the network failure, not its cause.",
))

_push_err = ("remote: Permission to northwind/ledger-core.git denied to osmia-agent[bot].\n"
             "fatal: unable to access 'https://github.com/northwind/ledger-core.git/': The requested URL returned error: 403")

# ---------------------------------------------------------------- x2 push refused, repeated push variants, watchdog loop (transcript)
CASES.append(Case(
    "ledger-core-392-release", "claude-transcript", "permission_blocked", near_miss="model_confusion",
    prompt="""
# REL-205: Publish ledger-core 3.9.2

The release commit (`Release 3.9.2`, version in build.sbt, CHANGELOG entry) is prepared on the
`release/3.9.2` branch. Push the branch and the `v3.9.2` tag; sbt-ci-release publishes on tag push.

## Acceptance criteria
- `release/3.9.2` and `v3.9.2` on origin
""",
    steps=[
        bash("git log --oneline -2 --decorate", "c4e19a2 (HEAD -> release/3.9.2, tag: v3.9.2) Release 3.9.2\n8b07f3d Merge pull request #431 from northwind/plat-2291-cross-213"),
        bash("sbt -Dsbt.supershell=false 'show version' 2>&1 | tail -1", "[info] 3.9.2"),
        bash("git push origin release/3.9.2 --follow-tags", _push_err, rc=128, ev=True),
        bash("git push origin release/3.9.2 --follow-tags", _push_err, rc=128, ev=True),
        say("Maybe the tag push is what is rejected; pushing the branch alone."),
        bash("git push origin release/3.9.2", _push_err, rc=128, ev=True),
        bash("git push origin v3.9.2", _push_err, rc=128, ev=True),
        bash("git push origin release/3.9.2 --follow-tags", _push_err, rc=128, ev=True),
        notice("watchdog: Bash `git push` variants repeated 5 times with the same 403; terminating", level="WARN"),
    ],
    end="killed",
    watchdog={"reason_code": "loop", "message": "Bash git push repeated 5 times (3 identical) with the same 'Permission ... denied ... 403' output; terminating.", "tool_name": "Bash", "call_count": 5},
    why="GitHub refused every push with 403 (the bot has no push permission on ledger-core); the repeated pushes that tripped the watchdog could not have succeeded.",
))

# ---------------------------------------------------------------- x3 Codex usage limit with a native-build error still open (codex)
CASES.append(Case(
    "accounts-bcrypt-cost", "codex", "infra_failure", near_miss="dependency_missing",
    prompt="""
# ACC-822: Raise bcrypt cost to 12 for new password hashes

The Phoenix accounts service hashes with `bcrypt_elixir` at `log_rounds: 10`. Security wants 12
for new hashes (existing hashes upgrade on next login via `Bcrypt.verify_pass` + rehash).

**Where:** `config/runtime.exs`, `lib/accounts/password.ex`

## Acceptance criteria
- new hashes use cost 12; rehash on login when cost < 12; `mix test` passes
""",
    steps=[
        think("**Config and rehash**\n\nSet log_rounds in runtime config, add a needs_rehash? check on login."),
        read("lib/accounts/password.ex", "defmodule Accounts.Password do\n  def hash(plain), do: Bcrypt.hash_pwd_salt(plain)\n\n  def verify(user, plain), do: Bcrypt.verify_pass(plain, user.password_hash)\nend"),
        edit("config/runtime.exs", "config :bcrypt_elixir, log_rounds: 10", "config :bcrypt_elixir, log_rounds: 12"),
        edit("lib/accounts/password.ex", "  def verify(user, plain), do: Bcrypt.verify_pass(plain, user.password_hash)", "  def verify(user, plain), do: Bcrypt.verify_pass(plain, user.password_hash)\n\n  def needs_rehash?(%{password_hash: \"$2b$\" <> <<cost::binary-size(2), _::binary>>}),\n    do: String.to_integer(cost) < 12"),
        bash("mix test 2>&1 | tail -8",
             "==> bcrypt_elixir\nmkdir -p /workspace/repo/_build/test/lib/bcrypt_elixir/priv\ncc -g -O3 -Wall -Wno-format-truncation -I\"/usr/local/lib/erlang/erts-14.2.5/include\" -Ic_src -fPIC -shared  c_src/bcrypt_nif.c c_src/blowfish.c -o /workspace/repo/_build/test/lib/bcrypt_elixir/priv/bcrypt_nif.so\nmake: cc: No such file or directory\nmake: *** [Makefile:36: /workspace/repo/_build/test/lib/bcrypt_elixir/priv/bcrypt_nif.so] Error 127\ncould not compile dependency :bcrypt_elixir, \"mix compile\" failed. Errors may have been logged above. You can recompile this dependency with \"mix deps.compile bcrypt_elixir --force\", update it with \"mix deps.update bcrypt_elixir\" or clean it with \"mix deps.clean bcrypt_elixir\"",
             rc=1),
        think("**NIF needs a C compiler**\n\nThe test build dir was wiped, so bcrypt's NIF is being rebuilt and there is no cc in this image. Check for an existing compiled NIF in _build/dev that could be reused, or a gcc binary under another name."),
        bash("ls _build/dev/lib/bcrypt_elixir/priv/ 2>&1; command -v gcc clang cc || echo none", "bcrypt_nif.so\nnone"),
        codex_errors(["Reconnecting... 1/5", "Reconnecting... 2/5"], ev=False),
        api_error("You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try again in 3 days 4 hours 12 minutes.", ev=True),
    ],
    end="api_error",
    why="The Codex session ended on the account's usage limit; the open bcrypt NIF build problem (no cc) had just been found and was not what stopped the run.",
))

# ---------------------------------------------------------------- x4 credit balance ends a transcript (transcript)
CASES.append(Case(
    "ldap-group-sync-nested", "claude-transcript", "infra_failure",
    prompt="""
# IAM-310: LDAP group sync ignores nested groups

`bin/ldap-sync.pl` maps `memberOf` only one level deep; users in `cn=payments-oncall` (nested in
`cn=payments`) lose payments access. Use the AD matching rule `LDAP_MATCHING_RULE_IN_CHAIN`
(`1.2.840.113556.1.4.1941`) in the member filter.

## Acceptance criteria
- nested members synced; `prove -l t/ldap-sync.t` passes (uses the Net::LDAP mock)
""",
    steps=[
        read("bin/ldap-sync.pl", "my $filter = sprintf('(&(objectClass=user)(memberOf=%s))', $group_dn);\nmy $res = $ldap->search(base => $base, filter => $filter, attrs => [qw(sAMAccountName mail)]);\n$res->code and die 'search failed: ' . $res->error;", start=31),
        edit("bin/ldap-sync.pl", "my $filter = sprintf('(&(objectClass=user)(memberOf=%s))', $group_dn);", "# 1.2.840.113556.1.4.1941 = LDAP_MATCHING_RULE_IN_CHAIN (nested membership)\nmy $filter = sprintf('(&(objectClass=user)(memberOf:1.2.840.113556.1.4.1941:=%s))', escape_filter_value($group_dn));"),
        edit("bin/ldap-sync.pl", "use Net::LDAP;", "use Net::LDAP;\nuse Net::LDAP::Util qw(escape_filter_value);"),
        bash("prove -l t/ldap-sync.t 2>&1 | tail -6", "t/ldap-sync.t .. 1/4 \n#   Failed test 'nested group member is synced'\n#   at t/ldap-sync.t line 51.\n#     Structures begin differing at:\n#          $got->[2] = Does not exist\n#     $expected->[2] = 'okafor'\n# Looks like you failed 1 test of 4.", rc=1),
        read("t/lib/MockLDAP.pm", "sub search {\n    my ($self, %args) = @_;\n    my ($dn) = $args{filter} =~ /memberOf=([^)]+)/;\n    return MockLDAP::Result->new(entries => $self->{groups}{$dn} // []);\n}", start=18),
        say("The mock only parses `memberOf=`; with the extensible-match syntax its regex no longer captures the DN. The mock needs to understand the in-chain rule and walk nested groups."),
        api_error("Credit balance is too low", ev=True),
    ],
    end="killed",
    why="The session stopped because the API account ran out of credit ('Credit balance is too low') while the agent was about to adapt the test mock.",
))
