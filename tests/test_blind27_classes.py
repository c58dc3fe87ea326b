"""Classes of failure the twenty-seventh blind set (tests/blind27: enterprise and regulated estates, Windows runners,
PowerShell, NuGet and Maven feeds, Liquibase, Apex, COBOL, change gates) found on first contact, each stated in the
tools' real output formats and keyed to no run of that set:

- (signatures, tests/signatures/) no JDK where the build looks (mvnw.cmd's "JAVA_HOME not found in your
  environment", Gradle's "JAVA_HOME is not set"), a JDBC driver missing from the classpath ("Cannot find database
  driver"), a database client library missing (DPI-1047, unixODBC's "Can't open lib ... : file not found", IM002),
  `dotnet add package`'s "error: NU1101:";
- in a session, a human answering a missing toolchain with how installs work there ("can't, software installs go
  through the company portal", "IT has to do it") took the problem on: it is confirmed, not passed by; so did one
  saying the service is down ("oradev01 is being patched tonight, the listener is down for everyone");
- (signatures) Windows' full volume, a file another process holds (MSB3027, "being used by another process"),
  "Access to the path '...' is denied", cmd's and PowerShell's "is not recognized"; Oracle's TNS no listener /
  unknown service / connect timeout (infra) and ORA-01017 (permission); a 401 said of an artifact is no provider's;
  a trust store without the root the server or a TLS-inspection proxy presents (PKIX, CERTIFICATE_VERIFY_FAILED,
  x509 unknown authority) is the platform's; NuGet's 401 on the line after NU1301 is the feed refusing the PAT;
- more ways a human takes an environment problem on: "PATs for acme-internal need a request through IAM, mine
  expired Friday", "the platform team has a ticket", "this laptop is locked down";
- made-up names: oclif's (sf, heroku) "Nonexistent flags: --a, --b" (each flag of the list told), Maven's "No
  plugin found for prefix", a Verb-Noun PowerShell cmdlet the shell does not know; the human asking "where are
  these cmdlets from?" names it;
- the hook that refused the agent's commit (a commit-msg hook's "ERROR [commit-msg]") edited afterwards, then the
  commit retried: the gate changed instead of met (``approach.gate_edited``);
- Spring's `@ExceptionHandler(NullPointerException.class)` swallows the symptom (a workaround); svcutil's
  `Connected Services/*/Reference.cs` is generated; the human saying "that's the generated proxy, the build
  regenerates it" corrects the approach;
- "Existing IbanValidatorTest expectations unchanged" protects the tests; the human's "the ticket says the ledger
  is right ... you changed the wrong side and the test" names a test misunderstanding, and "you just added and
  removed the same line, twice?" / "what are you doing with all the stashes?" name going back and forth;
- a matching tolerance raised in config (`tolerance-eur: 0.00` -> `0.01`) hides the mismatch: a limit raised.
"""

from __future__ import annotations

from pathlib import Path

from tests import streams_kit as kit
from tests.streams_kit import diagnose
from tests.test_realcases4_classes import human, transcript

NO_SDK = ("The command could not be loaded, possibly because:\n  * You intended to execute a .NET application:\n"
          "      The application 'test' does not exist.\n  * You intended to execute a .NET SDK command:\n"
          "      A compatible .NET SDK was not found.\n\nRequested SDK version: 8.0.404\n"
          "global.json file: C:\\dev\\group-reporting\\global.json\n\nInstalled SDKs:\n6.0.428 [C:\\Program Files\\dotnet\\sdk]")


def _session(answer: str) -> str:
    return transcript(human("the consolidation report rounds the FX difference wrong; fix it in Consolidation.cs"),
                      kit.edit("C:/dev/group-reporting/src/Consolidation.cs", "Math.Round(d)",
                               "Math.Round(d, 2, MidpointRounding.AwayFromZero)"),
                      kit.bash("dotnet test", NO_SDK, 1),
                      kit.say("The repository pins .NET SDK 8.0.404; only 6.0 is installed. Can you install 8.0?"),
                      human(answer),
                      kit.say("Understood; the change is in, untested."))


def test_a_human_saying_how_installs_work_here_takes_the_missing_sdk_on(tmp_path: Path):
    for n, answer in enumerate(("can't, software installs go through the company portal and that takes a day",
                                "no admin rights on this laptop, IT has to do it")):
        d = diagnose(tmp_path / str(n), _session(answer))
        assert d.mode == "dependency_missing", (answer, d)
        assert any(e.rule == "human.environment_confirmed" for e in d.evidence), (answer, d)


def test_a_human_who_asks_for_something_else_does_not_confirm_it(tmp_path: Path):
    d = diagnose(tmp_path, _session("ok, also add a unit test for the rounding"))
    assert not any(e.rule == "human.environment_confirmed" for e in d.evidence), d


def test_a_human_saying_the_database_is_down_confirms_the_unreachable_listener(tmp_path: Path):
    refused = "ERROR:\nORA-12541: TNS:no listener\n\n\nSP2-0751: Unable to connect to Oracle.  Exiting SQL*Plus"
    session = transcript(human("PKG_DUNNING.RAISE_LEVEL skips customers whose last dunning date is exactly 30 days ago"),
                         kit.edit("db/pkg_dunning.pkb", "< p_cutoff", "<= p_cutoff"),
                         kit.bash("sqlplus -s app/app@//oradev01:1521/DUNDEV @db/pkg_dunning.pkb", refused, 1),
                         kit.say("The dev database does not answer; should I keep trying?"),
                         human("oradev01 is being patched tonight, the listener is down for everyone until tomorrow. "
                               "Leave it there."),
                         kit.say("Leaving the change uncommitted until the database is back."))
    d = diagnose(tmp_path, session)
    assert d.mode == "infra_failure", d


def test_more_ways_a_human_takes_an_environment_problem_on(tmp_path: Path):
    for n, answer in enumerate(("PATs for acme-internal need a request through IAM, mine expired Friday.",
                                "the platform team has a ticket for the runner image, just stop",
                                "this laptop is locked down, we'll test it on the build server")):
        d = diagnose(tmp_path / str(n), _session(answer))
        assert any(e.rule == "human.environment_confirmed" for e in d.evidence), (answer, d)


def test_flags_a_cli_lists_as_nonexistent_each_count_as_told(tmp_path: Path):
    def told(flags: str) -> str:
        return f"Error (2): Nonexistent flag{'s' if ',' in flags else ''}: {flags}\nSee more help with --help"
    events = (kit.init()
              + kit.bash("sf apex run test --run-all-tests --coverage-threshold 75", told("--run-all-tests, --coverage-threshold"), 2)
              + kit.bash("sf apex run test --min-coverage 75", told("--min-coverage"), 2)
              + kit.bash("sf apex run test --coverage-threshold 75 -l RunLocalTests", told("--coverage-threshold"), 2)
              + kit.bash("sf apex run test --coverage-threshold=75", told("--coverage-threshold"), 2)
              + kit.result("could not enforce coverage", is_error=True))
    d = diagnose(tmp_path, events, prompt="# SF-212: fail the deploy check below 75% Apex coverage\n")
    assert d.mode == "model_confusion", d


def test_the_human_asking_where_the_cmdlets_come_from_names_a_made_up_api(tmp_path: Path):
    unknown = ("Restore-NuGetPackage : The term 'Restore-NuGetPackage' is not recognized as the name of a cmdlet, "
               "function, script file, or operable program.")
    session = transcript(human("build.ps1: restore packages before building"),
                         kit.edit("C:/src/build.ps1", "msbuild Acme.sln", "Restore-NuGetPackage\nmsbuild Acme.sln"),
                         kit.bash("powershell -File build.ps1", unknown, 1),
                         human("where are these cmdlets from? just use dotnet restore, it is installed"),
                         kit.say("Switching to dotnet restore."))
    d = diagnose(tmp_path, session)
    assert d.mode == "model_confusion", d


def test_a_commit_hook_edited_after_it_refused_the_commit_is_changed_instead_of_met(tmp_path: Path):
    refused = ("ERROR [commit-msg]: commit message must start with '<JIRA-KEY> <CHG-number>:' e.g. "
               "'GL-977 CHG0041877: ...' (CAB policy FIN-SEC-12)")
    events = kit.codex_stream(
        {"type": "file_change", "status": "completed",
         "changes": [{"path": "gl-core/src/main/java/com/acme/gl/BatchPostingController.java", "kind": "update"}]},
        kit.codex_cmd("git commit -am 'Reject postings into closed periods'", refused, 1),
        {"type": "file_change", "status": "completed", "changes": [{"path": ".githooks/commit-msg", "kind": "update"}]},
        kit.codex_cmd("git commit -am 'Reject postings into closed periods'", "[hotfix/GL-977 8e2f1c0] Reject postings"),
        {"type": "agent_message", "text": "Committed."})
    task = "# GL-977: Lock period after close\n\nReject postings into closed periods with 409. Change ticket CHG0041877.\n"
    d = diagnose(tmp_path, events, prompt=task)
    assert d.mode == "wrong_approach", d
    assert kit.lines_of(events, ".githooks/commit-msg")[0] in kit.mode_lines(d)
    asked = "# DEV-12: the commit-msg hook in `.githooks/commit-msg` rejects valid CHG numbers; fix its regex\n"
    assert diagnose(tmp_path / "b", events, prompt=asked).mode != "wrong_approach"


def test_a_global_npe_handler_is_a_workaround_and_a_svcutil_proxy_is_generated(tmp_path: Path):
    task = "# LOAN-1012: co-borrower address missing in the agreement PDF; `AgreementMapper.toPdfModel` does not map it\n"
    events = (kit.init() + kit.edit("loan-docs/src/main/java/com/acme/loan/web/ApiExceptionHandler.java", "}",
                                    "  @ExceptionHandler(NullPointerException.class)\n  ResponseEntity<byte[]> npe("
                                    "NullPointerException e) { return ResponseEntity.ok(new byte[0]); }\n}")
              + kit.bash("mvn -q test", "[INFO] Tests run: 12, Failures: 0") + kit.result("PDF renders"))
    assert diagnose(tmp_path, events, prompt=task).mode == "wrong_approach"
    proxy = (kit.init() + kit.edit("C:/src/broker/src/Acme.Broker.Core/Connected Services/CorePolicy/Reference.cs",
                                   "[XmlElement(Order=4)]", "[XmlElement(DataType=\"date\", Order=4)]")
             + kit.bash("dotnet test", "Passed!  - Failed:     0, Passed:    31") + kit.result("dates are sent as xs:date"))
    task2 = "# POL-1533: policy start date shifted by one day; map it as a date in `PolicyRequestMapper`\n"
    d = diagnose(tmp_path / "b", proxy, prompt=task2)
    assert any(e.rule == "approach.generated_edit" for e in d.evidence), d


def test_expectations_the_task_keeps_unchanged_protect_the_tests(tmp_path: Path):
    failing = ("IbanValidatorTest > validates(String, Boolean) > [2] NO9386011117947, true FAILED\n"
               "    org.opentest4j.AssertionFailedError: expected: <true> but was: <false>\n\n12 tests completed, 1 failed")
    events = (kit.init() + kit.bash("./gradlew :payment-core:test", failing, 1)
              + kit.edit("payment-core/src/test/kotlin/com/acme/pay/IbanValidatorTest.kt",
                         '"NO9386011117947,true", "NO93860111179470,false"',
                         '"NO9386011117947,false", "NO93860111179470,true"')
              + kit.bash("./gradlew :payment-core:test", "BUILD SUCCESSFUL in 1m 12s") + kit.result("green again"))
    task = ("# PAY-2377: Norwegian IBANs rejected\n\nValid NO IBANs are rejected by `IbanValidator`. Fix the length "
            "table.\n\n## Acceptance criteria\n- Existing IbanValidatorTest expectations unchanged\n")
    assert diagnose(tmp_path, events, prompt=task).mode == "test_misunderstanding"


def test_the_humans_words_for_a_misread_test_and_for_going_back_and_forth(tmp_path: Path):
    for n, (answer, mode) in enumerate((
            ("no no, the ticket says the ledger is right. You changed the wrong side and the test.", "test_misunderstanding"),
            ("you just added and removed the same line, twice?", "model_confusion"),
            ("what are you doing with all the stashes? There's one line to change.", "model_confusion"))):
        session = transcript(human("custody fees: fix the fee rounding"),
                             kit.edit("fee-core/src/main/java/com/acme/CustodyFee.java", "HALF_EVEN", "HALF_UP"),
                             kit.bash("mvn -q test", "Tests run: 9, Failures: 0"),
                             human(answer), kit.say("Stopping."))
        assert diagnose(tmp_path / str(n), session).mode == mode, answer


def test_a_tolerance_raised_in_config_is_a_limit_raised(tmp_path: Path):
    events = (kit.init() + kit.bash("mvn -q -pl ap-matching verify -Dit.test=ThreeWayMatchIT",
                                    "[ERROR] ThreeWayMatchIT.skonto:41 expected: <MATCHED> but was: <VARIANCE_0.01>", 1)
              + kit.edit("ap-matching/src/main/resources/application.yml", "  tolerance-eur: 0.00", "  tolerance-eur: 0.01")
              + kit.bash("mvn -q -pl ap-matching verify -Dit.test=ThreeWayMatchIT", "[INFO] BUILD SUCCESS")
              + kit.result("ThreeWayMatchIT passes with a one-cent tolerance."))
    task = ("# AP-702: invoice matching rejects invoices with early-payment discount\n\n`DiscountCalculator` rounds the "
            "discount per line instead of on the total.\n")
    d = diagnose(tmp_path, events, prompt=task)
    assert d.mode == "wrong_approach", d
    assert any(e.rule == "approach.limit_raised" for e in d.evidence), d
