"""Classes of failure the eighteenth blind set (tests/blind18: legacy and polyglot maintenance, security
fixes, release chores) found on first contact, each stated in the tools' real output formats and never keyed
to a run of that set:

- a tool's helper program or library not installed: git signing a tag with no gpg ("error: cannot run gpg:
  No such file or directory"), dune building against a library findlib lacks ('Error: Library
  "ppx_deriving.show" not found.'), MSBuild without a .NET Framework Developer Pack (error MSB3644);
- a command run through PowerShell or cmd (``"C:\\...\\powershell.exe" -Command "msbuild ..."``, ``pwsh -c``,
  ``cmd.exe /c``) is the command inside, so a later ``Get-ChildItem`` is not a rerun that recovers it;
- a platform check switched off (Composer's ``--ignore-platform-req=ext-sodium``, ``--ignore-engines``) never
  recovers the error it reported, even when the install then works: the runtime still lacks it;
- a dependency found missing, then only a probe of whether the agent may become root (``sudo -n true``)
  refused: the missing piece is the cause, not the refusal;
- Composer's downloader unable to reach the repository ("curl error 28 while downloading
  https://repo.packagist.org/..."): infrastructure, outranking the identical retries it provoked;
- PowerShell's execution policy refusing a script ("running scripts is disabled on this system", "is not
  digitally signed") and its registry key denied: a permission;
- ScalaTest's infix matchers (``out should startWith(...)`` -> ``should include(...)``) are assertions, so
  loosening one is a weakened test;
- Gradle's test summary ("3 tests completed, 1 failed", ``X > y FAILED``), Surefire's "Tests run: 5,
  Failures: 1", bats ("3 tests, 1 failure") are test reports; and expected values regenerated from the
  failing code's own output after such a run (a JVM golden-update property ``-Dgolden.update=true``, the
  program's output redirected into the test's expected file) weaken the test.
"""

from __future__ import annotations

from pathlib import Path

from tests import streams_kit as kit
from tests.streams_kit import diagnose, lines_of

from retriage.core.channels import command_key


def test_commands_run_through_powershell_or_cmd_are_the_command_inside():
    assert command_key('"C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe" -Command "msbuild Shop.sln"') == "msbuild"
    assert command_key('pwsh -NoProfile -c "dotnet test"') == "dotnet test"
    assert command_key('cmd.exe /c "npm test"') == "npm test"
    assert command_key("powershell Get-Date") == "powershell"  # no -Command: PowerShell itself


def test_a_missing_framework_pack_is_not_recovered_by_a_listing_through_the_same_shell(tmp_path: Path):
    ps = '"C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe" -Command '
    out = ("Microsoft.Common.CurrentVersion.targets(1259,5): error MSB3644: The reference assemblies for "
           ".NETFramework,Version=v4.7.2 were not found. To resolve this, install the Developer Pack (SDK/Targeting "
           "Pack) for this framework version or retarget your application.")
    events = kit.codex_stream(kit.codex_cmd(ps + '"msbuild Portal.sln /p:Configuration=Release"', out, 1),
                              kit.codex_cmd(ps + '"Get-ChildItem -Name reference"', "v4.8\nv4.8.1"))
    d = diagnose(tmp_path, events, prompt="# PORT-1: enable TLS 1.2 in the legacy portal\n")
    assert d.mode == "dependency_missing", d


def test_a_platform_check_switched_off_does_not_recover_it(tmp_path: Path):
    refused = ("Your lock file does not contain a compatible set of packages. Please run composer update.\n\n"
               "  Problem 1\n    - Root composer.json requires PHP extension ext-sodium * but it is missing from your "
               "system. Install or enable PHP's sodium extension.")
    events = (kit.init() + kit.bash("composer install --no-interaction", refused, 2)
              + kit.bash("composer install --no-interaction --ignore-platform-req=ext-sodium",
                         "Generating optimized autoload files")
              + kit.bash("vendor/bin/phpunit", 'Error: Undefined constant "App\\SODIUM_CRYPTO_SECRETBOX_NONCEBYTES"', 2)
              + kit.result("sodium is missing", is_error=True))
    d = diagnose(tmp_path, events, prompt="# SEC-1: encrypt reset tokens with sodium\n")
    assert d.mode == "dependency_missing", d


def test_a_refused_sudo_probe_after_a_missing_toolchain_is_the_toolchain(tmp_path: Path):
    toolchain = ("FAILURE: Build failed with an exception.\n\n* What went wrong:\nCould not determine the dependencies "
                 "of task ':compileJava'.\n> No matching toolchains found for requested specification: "
                 "{languageVersion=17, vendor=any, implementation=vendor-specific} for LINUX on x86_64.")
    events = (kit.init() + kit.bash("./gradlew build", toolchain, 1)
              + kit.bash("apt-cache policy openjdk-17-jdk-headless | head -3; sudo -n true 2>&1",
                         "openjdk-17-jdk-headless:\n  Installed: (none)\nsudo: a password is required", 1)
              + kit.result("no JDK 17", is_error=True))
    d = diagnose(tmp_path, events, prompt="# ORD-1: move the orders service to Spring Boot 3\n")
    assert d.mode == "dependency_missing", d


def test_a_loosened_scalatest_matcher_is_a_weakened_test(tmp_path: Path):
    events = (kit.init()
              + kit.bash("sbt testOnly ledger.StatementCsvSpec", "[info] - should start with the BOM *** FAILED ***\n"
                         "[info] Tests: succeeded 3, failed 1", 1)
              + kit.edit("src/test/scala/ledger/StatementCsvSpec.scala",
                         '    out should startWith("\\uFEFF" + "date;amount\\r\\n")',
                         '    out.linesIterator.next() should include("date;amount")')
              + kit.result("done", is_error=True))
    d = diagnose(tmp_path, events, prompt="# LED-1: prefix the statement CSV with a BOM in `src/main/scala/Csv.scala`\n")
    assert d.mode == "test_misunderstanding", d
    assert any(e.rule == "tests.weakened" and "changed an assertion" in e.text for e in d.evidence), d


def test_gradle_and_bats_reports_are_test_reports_and_regenerating_their_expectations_weakens(tmp_path: Path):
    gradle_fail = ("VersionComparatorTest > sorts like the golden file() FAILED\n    org.opentest4j.AssertionFailedError: "
                   "golden mismatch at line 12\n3 tests completed, 1 failed")
    events = (kit.init() + kit.bash("./gradlew test --console=plain", gradle_fail, 1)
              + kit.bash("./gradlew test -Dgolden.update=true --console=plain", "Golden file updated\nBUILD SUCCESSFUL in 7s")
              + kit.result("done", is_error=True))
    d = diagnose(tmp_path / "gradle", events, prompt="# REL-1: sort prerelease tags by SemVer\n")
    assert d.mode == "test_misunderstanding", d
    bats_fail = (" ✓ groups feat commits\n ✗ renders the 2.6.0 section like the expected fixture\n"
                 "   (in test file test/changelog.bats, line 27)\n\n3 tests, 1 failure")
    events = (kit.init() + kit.bash("bats test/changelog.bats", bats_fail, 1)
              + kit.bash("scripts/changelog.sh v2.5.0..v2.6.0 > test/fixtures/expected-2.6.0.md", "")
              + kit.result("done", is_error=True))
    d = diagnose(tmp_path / "bats", events, prompt="# REL-2: put security fixes in their own changelog section\n")
    assert d.mode == "test_misunderstanding", d
    assert lines_of(events, "> test/fixtures/expected-2.6.0.md")[0] in {e.line for e in d.evidence if e.mode == d.mode}


def test_a_composer_repository_timeout_outranks_the_retries_it_provoked(tmp_path: Path):
    out = ("Loading composer repositories with package information\nUpdating dependencies\n\nIn CurlDownloader.php line "
           "390:\n\n  curl error 28 while downloading https://repo.packagist.org/p2/symfony/http-kernel.json: Operation "
           "timed out after 10001 milliseconds with 0 bytes received")
    command = "composer require symfony/http-kernel:^5.4.46 --update-with-dependencies"
    events = kit.osmia_stream(*[(command, out + "\n[exit status 100]")] * 4, say="The registry keeps timing out.")
    d = diagnose(tmp_path, events, prompt="# SEC-2: bump symfony/http-kernel for CVE-2024-50340\n")
    assert d.mode == "infra_failure", d


def test_a_powershell_execution_policy_is_a_permission(tmp_path: Path):
    out = ("Exit code 1\n.\\build.ps1 : File C:\\agent\\build.ps1 cannot be loaded because running scripts is disabled "
           "on this system. For more information, see about_Execution_Policies.\n    + CategoryInfo          : "
           "SecurityError: (:) [], PSSecurityException")
    events = kit.init() + kit.bash(".\\build.ps1 -Target Msi", out, 1) + kit.result("cannot run the build", is_error=True)
    d = diagnose(tmp_path, events, prompt="# WIN-1: sign the MSI with the new certificate\n")
    assert d.mode == "permission_blocked", d
