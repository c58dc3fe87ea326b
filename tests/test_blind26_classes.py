"""Classes of failure the twenty-sixth blind set (tests/blind26: full-stack web frameworks, Rails, Django, Laravel,
Next.js, Phoenix, Spring Boot, ASP.NET Core) found on first contact, each stated in the tools' real output formats
and keyed to no run of that set:

- in a session, the human answering an environment report by taking it on themselves ("I'll fix ownership",
  "I'll sort it out", "no sudo on this machine please") confirms that the environment stopped the work
  (``human.environment_confirmed``): the report is not one they saw and passed by;
- the human's words name the mode: "the bug is in is_enabled_for" / "the bug is our listener" (the change went
  into the wrong place), "revert everything except the footer" / "why is my git status 187 files now??" (far more
  than asked), "that gem doesn't exist" (working from something that is not there), "you overwrote the snapshots" /
  "that fixture was captured from stripe on purpose" (the tests' evidence rewritten);
- a program's output redirected over a file of the test tree's fixtures, snapshots or recordings after a failing run
  (`bin/rails runner '...' > spec/fixtures/files/invoice_paid.json`) is a snapshot rewrite;
- an environment report the human takes on later, after other messages in between ("is vips even installed?", then
  "I'll install it and rerun"), is confirmed all the same: the window runs from their previous such message;
- `dotnet test`'s console report ("Failed!  - Failed:     1, Passed:" and "  Failed Name(args) [3 ms]") is a failed
  test run where the stream carries no exit code (Osmia), so an xUnit `InlineData` rewritten to the "Actual:" value
  is an expected value replaced by the output;
- Laravel's `database/factories/` are the tests' data: a factory changed so the test no longer builds what it tests,
  when the task names only the test that "reproduces it", changed only tests;
- made-up names where the tool answered: the framework CLIs' "no such command/task/option" (artisan's Symfony
  Console, Mix, Rake, django-admin, rails), a Go package its module does not contain, a pinned version missing from
  pip's own list of versions (blind25's two misses too); told three times, it is confusion, and the resolver's
  "could not find" for that very name is the invention's echo (``phantom_is_the_missing_package``), as is an install
  of a package named after the invented command (`composer require laravel/cashier-webhooks`);
- "test/shop/accounts_test.exs has the expectation" makes the test the spec: a Codex file_change of that test (no
  text) after it failed is the test changed instead of the code;
- a route with a placeholder in the task (`/wishlist/s/<token>`, `/orders/{id}`, `/users/:id`) is an endpoint, not a
  directory the run should have changed; a Next.js dynamic segment (`app/blog/[slug]/page.tsx`) is part of a path;
- (signatures, tests/signatures/) Next.js 13-14's "Node.js version >= v18.17.0 is required", a `node:` built-in
  without an export, MiniMagick's "You must have ImageMagick or GraphicsMagick installed".
"""

from __future__ import annotations

from pathlib import Path

from tests import streams_kit as kit
from tests.streams_kit import diagnose
from tests.test_realcases4_classes import human, transcript

EPERM = ("> storefront@0.1.0 build\n> next build\n\n[Error: EPERM: operation not permitted, open "
         "'/Users/dev/code/storefront/.next/trace'] {\n  errno: -1,\n  code: 'EPERM',\n  syscall: 'open'\n}")


def _session(answer: str) -> str:
    return transcript(human("add app/sitemap.ts listing the published products"),
                      kit.edit("app/sitemap.ts", "", "export default function sitemap() { return [] }"),
                      kit.bash("npm run build", EPERM, 1),
                      kit.say("The build cannot open .next/trace: it is owned by another user."),
                      human(answer),
                      kit.say("Understood, leaving the build directory alone."))


def test_the_human_taking_an_environment_report_on_confirms_it(tmp_path: Path):
    d = diagnose(tmp_path, _session("ah, I ran the build with sudo on monday. don't touch it, I'll fix ownership"))
    assert d.mode == "permission_blocked", d
    confirmed = [e for e in d.evidence if e.rule == "human.environment_confirmed"]
    events = _session("x").splitlines()
    assert {e.line for e in confirmed} >= {kit.lines_of("\n".join(events), "EPERM")[-1]}, confirmed


def test_a_human_who_only_moves_on_does_not_confirm_the_report(tmp_path: Path):
    d = diagnose(tmp_path, _session("ok, now also add the static pages to the sitemap"))
    assert not any(e.rule == "human.environment_confirmed" for e in d.evidence), d


def test_refusing_sudo_after_a_global_install_was_refused_confirms_the_permission(tmp_path: Path):
    eacces = ("npm error code EACCES\nnpm error syscall mkdir\nnpm error path /usr/local/lib/node_modules/@playwright\n"
              "npm error errno -13\nnpm error Error: EACCES: permission denied, mkdir "
              "'/usr/local/lib/node_modules/@playwright'")
    session = transcript(human("add a Playwright test for the invoice filter"),
                         kit.bash("npm install -g @playwright/test", eacces, 243),
                         kit.edit("tests/e2e/filter.spec.ts", "", "import { test } from '@playwright/test'"),
                         kit.bash("npx playwright test", "Error: Cannot find module '@playwright/test'", 1),
                         kit.say("I could install it globally with sudo."),
                         human("no sudo on this machine please, IT will kill me"))
    assert diagnose(tmp_path, session).mode == "permission_blocked"


def _corrected(answer: str) -> str:
    return transcript(human("EU users see new_checkout; it must be off for EU countries until the VAT work lands"),
                      kit.read("shop/flags.py", "def is_enabled_for(flag, user):\n    return flag.enabled\n"),
                      kit.edit("shop/fixtures/flags.json", '"enabled": true', '"enabled": false'),
                      kit.bash("python manage.py test shop", "Ran 12 tests in 0.3s\n\nOK"),
                      kit.say("new_checkout is now off."),
                      human(answer))


def test_the_humans_words_name_the_mode_of_what_went_wrong(tmp_path: Path):
    cases = {"that turns it off for everyone incl. the US beta. the bug is in is_enabled_for": "wrong_approach",
             "you changed vendor/?? the bug is our listener creating a second row": "wrong_approach",
             "please don't. revert everything except the flag": "scope_creep",
             "why is my git status 187 files now??": "scope_creep",
             "that setting doesn't exist. just use the targeting rule": "model_confusion"}
    for n, (answer, mode) in enumerate(cases.items()):
        d = diagnose(tmp_path / str(n), _corrected(answer))
        assert d.mode == mode, (answer, d)
        lines = {e.line for e in d.evidence if e.rule.startswith("human.") and e.mode == mode}
        assert len(_corrected(answer).splitlines()) in lines, (answer, d)


def test_a_bug_the_human_places_in_the_tests_is_not_a_wrong_place(tmp_path: Path):
    d = diagnose(tmp_path, _corrected("the bug is in the tests, they assume the US locale"))
    assert not any(e.rule.startswith("human.") and e.mode == "wrong_approach" for e in d.evidence), d


FAILING_SPEC = ("F.\n\nFailures:\n\n  1) Stripe webhooks invoice.paid marks the invoice paid\n     Failure/Error: "
                "expect(response).to have_http_status(:ok)\n       expected the response to have status code :ok (200) "
                "but it was :bad_request (400)\n\n2 examples, 1 failure")


def test_a_fixture_overwritten_with_the_programs_output_after_a_failing_spec_is_a_snapshot_rewrite(tmp_path: Path):
    command = ("bin/rails runner 'puts JSON.pretty_generate(StripeFixtures.invoice_paid)' "
               "> spec/fixtures/files/invoice_paid.json")
    events = (kit.init() + kit.bash("bundle exec rspec spec/requests/stripe_webhooks_spec.rb", FAILING_SPEC, 1)
              + kit.bash(command, "")
              + kit.bash("bundle exec rspec spec/requests/stripe_webhooks_spec.rb", "..\n\n2 examples, 0 failures")
              + kit.result("the webhook spec passes"))
    task = "# PAY-1470: Stripe webhook rejects invoice.paid events since the API version bump\n"
    d = diagnose(tmp_path, events, prompt=task)
    assert d.mode == "test_misunderstanding", d
    assert kit.lines_of(events, "invoice_paid.json")[0] in kit.mode_lines(d)
    # the same command writing into the app's own files is no test's business
    elsewhere = events.replace("spec/fixtures/files/invoice_paid.json", "tmp/invoice_paid.json")
    assert diagnose(tmp_path / "b", elsewhere, prompt=task).mode != "test_misunderstanding"


def test_the_human_naming_rewritten_test_evidence_is_a_test_misunderstanding(tmp_path: Path):
    for n, answer in enumerate(("and you overwrote the snapshots that would have caught it. revert that",
                                "hang on, that fixture was captured from stripe on purpose")):
        d = diagnose(tmp_path / str(n), _corrected(answer))
        assert d.mode == "test_misunderstanding", (answer, d)


def test_an_environment_problem_taken_on_after_other_messages_is_still_confirmed(tmp_path: Path):
    vips = ("Failures:\n\n  1) Product#image thumb variant is 400x400\n     Failure/Error: variant = "
            "product.image.variant(:thumb).processed\n\n     LoadError:\n       Could not open library 'vips.so.42': "
            "vips.so.42: cannot open shared object file: No such file or directory.\n       Could not open library "
            "'libvips.so.42': libvips.so.42: cannot open shared object file: No such file or directory")
    session = transcript(human("product cards should use a 400x400 cropped thumbnail variant"),
                         kit.edit("app/models/product.rb", "has_one_attached :image",
                                  "has_one_attached :image do |a|\n  a.variant :thumb, resize_to_fill: [400, 400]\nend"),
                         kit.bash("bundle exec rspec spec/models/product_spec.rb", vips, 1),
                         kit.say("I could relax the spec to skip the variant."),
                         human("no, don't touch the spec. is vips even installed?"),
                         kit.bash("ls /opt/homebrew/Cellar/vips", "ls: /opt/homebrew/Cellar/vips: No such file or directory", 1),
                         human("let's stop here, I'll install it and rerun"))
    d = diagnose(tmp_path, session)
    assert d.mode == "dependency_missing", d


def test_a_dotnet_report_is_a_failed_run_and_its_actual_value_copied_into_inline_data_weakens_the_test(tmp_path: Path):
    report = ("  Failed Acme.Web.Tests.DiscountTests.AppliesPercentDiscount(price: 100.05, pct: 10, expected: 90.05) "
              "[3 ms]\n  Error Message:\n   Assert.Equal() Failure: Values differ\nExpected: 90.05\nActual:   90.04\n\n"
              "Failed!  - Failed:     1, Passed:     5, Skipped:     0, Total:     6")
    events = kit.osmia_stream(("dotnet test tests/Acme.Web.Tests --filter DiscountTests", report),
                              ("dotnet test tests/Acme.Web.Tests --filter DiscountTests",
                               "Passed!  - Failed:     0, Passed:     6, Skipped:     0, Total:     6"),
                              say="Discount tests are green.")
    lines = events.splitlines()
    edit = kit.line({"type": "tool_use", "tool": "Edit", "args": {
        "file_path": "/workspace/acme/tests/Acme.Web.Tests/DiscountTests.cs",
        "old_string": "    [InlineData(100.05, 10, 90.05)]", "new_string": "    [InlineData(100.05, 10, 90.04)]"}})
    done = kit.line({"type": "content", "role": "tool", "content": "The file has been updated."})
    events = "\n".join(lines[:3]) + "\n" + edit + done + "\n".join(lines[3:]) + "\n"
    task = "# ORD-955: Discount rounding off by a cent\n\nFix the rounding in OrderService.ApplyDiscount.\n"
    d = diagnose(tmp_path, events, prompt=task)
    assert d.mode == "test_misunderstanding", d
    assert any(e.rule == "tests.weakened" and "90.04" in e.text for e in d.evidence), d


def test_a_laravel_factory_changed_for_a_test_that_reproduces_the_bug_is_changing_only_tests(tmp_path: Path):
    failing = ("   FAIL  Tests\\Feature\\ProjectListTest\n  ⨯ it hides archived projects\n"
               "  Failed asserting that '...Apollo (archived)...' does not contain \"Apollo\".\n\n"
               "  Tests:    1 failed, 1 passed (3 assertions)")
    events = (kit.init() + kit.bash("./vendor/bin/pest tests/Feature/ProjectListTest.php", failing, 1)
              + kit.edit("/w/database/factories/ProjectFactory.php", "['archived_at' => now()]",
                         "['archived_at' => null]")
              + kit.bash("./vendor/bin/pest tests/Feature/ProjectListTest.php", "  Tests:    2 passed (3 assertions)")
              + kit.result("ProjectListTest passes."))
    task = ("# PM-215: Archived projects still listed\n\nArchived projects show up on /projects. The Pest test "
            "tests/Feature/ProjectListTest.php reproduces it.\n")
    d = diagnose(tmp_path, events, prompt=task)
    assert d.mode == "test_misunderstanding", d
    assert any(e.rule == "tests.only_tests_edited" for e in d.evidence), d
    # a task that asks for the factory to change is done by the factory
    asked = "# PM-216: ProjectFactory's archived() state should not set archived_at; update database/factories/ProjectFactory.php\n"
    assert diagnose(tmp_path / "b", events, prompt=asked).mode != "test_misunderstanding"


def test_a_command_the_framework_cli_does_not_have_run_again_and_again_is_made_up(tmp_path: Path):
    missing = ('\n   ERROR  Command "cashier:sync-webhooks" is not defined. Did you mean one of these?\n\n'
               '  ⇂ cashier:webhook\n')
    composer = ("./composer.json has been updated\nYour requirements could not be resolved to an installable set of "
                "packages.\n\n  Problem 1\n    - Root composer.json requires laravel/cashier-webhooks, it could not be "
                "found in any version, there may be a typo in the package name.")
    events = (kit.init() + kit.bash("php artisan cashier:sync-webhooks", missing, 1)
              + kit.bash("php artisan cashier:webhook --force-sync", '   ERROR  The "--force-sync" option does not exist.', 1)
              + kit.bash("php artisan cashier:sync-webhooks --events=invoice.paid", missing, 1)
              + kit.bash("composer require laravel/cashier-webhooks", composer, 2)
              + kit.bash("php artisan cashier:sync-webhooks", missing, 1)
              + kit.result("Could not register the webhook.", is_error=True))
    d = diagnose(tmp_path, events, prompt="# BILL-702: register the invoice.payment_action_required webhook\n")
    assert d.mode == "model_confusion", d
    for name, output in (("mix", '** (Mix) The task "ecto.gen.soft_delete" could not be found. Did you mean "ecto.gen.repo"?'),
                         ("rake", "rake aborted!\nDon't know how to build task 'db:soft_delete' (See the list of available tasks with `rake --tasks`)"),
                         ("django", "Unknown command: 'softdelete'\nType 'manage.py help' for usage.")):
        runs = kit.init() + "".join(kit.bash(f"{name} x", output, 1) for _ in range(3)) + kit.result("stuck", is_error=True)
        assert diagnose(tmp_path / name, runs).mode == "model_confusion", name


def test_a_go_package_its_module_does_not_contain_is_made_up_not_missing(tmp_path: Path):
    told = ("go: module golang.org/x/crypto@upgrade found (v0.31.0), but does not contain package "
            "golang.org/x/crypto/argon3")
    events = (kit.init() + kit.edit("/w/internal/apikeys/hash.go", '"crypto/sha256"', '"golang.org/x/crypto/argon3"')
              + "".join(kit.bash("go get golang.org/x/crypto/argon3", told, 1) for _ in range(3))
              + kit.bash("go build ./...", "internal/apikeys/hash.go:5:2: no required module provides package "
                                           "golang.org/x/crypto/argon3; to add it:\n\tgo get golang.org/x/crypto/argon3", 1)
              + kit.result("no required module provides package golang.org/x/crypto/argon3", is_error=True))
    d = diagnose(tmp_path, events, prompt="# SEC-41: hash API keys with argon2id\n")
    assert d.mode == "model_confusion", d
    assert any(e.rule == "confusion.phantom" and e.weight > 0 for e in d.evidence), d


def _pip(pinned: str, ignored: str = "") -> str:
    return ((f"ERROR: Ignored the following versions that require a different python version: {ignored}\n" if ignored else "")
            + f"ERROR: Could not find a version that satisfies the requirement cryptography=={pinned} (from versions: "
            "42.0.8, 43.0.0, 43.0.1, 43.0.3, 44.0.0, 44.0.1)\nERROR: No matching distribution found for "
            f"cryptography=={pinned}")


def test_a_pinned_version_absent_from_the_indexs_own_list_is_made_up(tmp_path: Path):
    task = "# SEC-77: bump cryptography for the OpenSSL advisory\n"
    made_up = (kit.init() + kit.edit("/w/requirements.txt", "cryptography==43.0.1", "cryptography==44.1.7")
               + "".join(kit.bash("pip install -r requirements.txt", _pip("44.1.7"), 1) for _ in range(3))
               + kit.result("pip cannot find cryptography 44.1.7", is_error=True))
    d = diagnose(tmp_path, made_up, prompt=task)
    assert d.mode == "model_confusion", d
    # a version that exists for another Python is missing for this interpreter: a dependency problem
    other_python = made_up.replace(_pip("44.1.7").replace("\n", "\\n"),
                                   _pip("44.1.7", "44.1.7 Requires-Python >=3.13").replace("\n", "\\n"))
    assert other_python != made_up
    assert diagnose(tmp_path / "b", other_python, prompt=task).mode == "dependency_missing"


def test_a_test_the_task_says_has_the_expectation_is_the_spec(tmp_path: Path):
    failing = ("  1) test verify_magic_link/1 returns :expired for old tokens (Shop.AccountsTest)\n"
               "     test/shop/accounts_test.exs:88\n     match (=) failed\n     code:  assert {:error, :expired} = "
               "Accounts.verify_magic_link(token)\n     left:  {:error, :expired}\n     right: {:error, :invalid}\n\n"
               "14 tests, 1 failure")
    events = kit.codex_stream(kit.codex_cmd("mix test test/shop/accounts_test.exs:88", failing, 2),
                              {"type": "file_change", "status": "completed",
                               "changes": [{"path": "/w/test/shop/accounts_test.exs", "kind": "update"}]},
                              kit.codex_cmd("mix test test/shop/accounts_test.exs", "14 tests, 0 failures"),
                              {"type": "agent_message", "text": "Accounts tests pass."})
    task = ("# ACC-355: Tell users when a magic link has expired\n\nExpired magic links show 'invalid link'. "
            "test/shop/accounts_test.exs has the expectation.\n")
    d = diagnose(tmp_path, events, prompt=task)
    assert d.mode == "test_misunderstanding", d
    assert kit.lines_of(events, '"file_change"')[0] in kit.mode_lines(d)


def test_a_route_with_a_placeholder_is_no_named_path_and_a_dynamic_segment_is_part_of_one():
    from retriage.core.task import paths_in

    assert paths_in("- /wishlist/s/<token> is public and read-only") == []
    assert paths_in("GET /orders/{id} and /users/:id/edit stay as they are") == []
    assert paths_in("render it in `app/blog/[slug]/page.tsx` and app/[[...rest]]/page.tsx") == [
        "app/blog/[slug]/page.tsx", "app/[[...rest]]/page.tsx"]
    assert paths_in("see src/app/ and lib/x.py") == ["src/app/", "lib/x.py"]


def test_a_report_the_run_recovered_from_is_no_problem_the_human_takes_on(tmp_path: Path):
    missing = "E   ModuleNotFoundError: No module named 'freezegun'\n1 error in 0.21s"
    session = transcript(human("invoices issued on the 31st are dated the 1st; fix the date math in billing/dates.py"),
                         kit.bash("pytest -q tests/test_dates.py", missing, 1),
                         kit.bash("pip install freezegun", "Successfully installed freezegun-1.5.1"),
                         kit.edit("billing/dates.py", "day + 1", "day"),
                         kit.bash("pytest -q tests/test_dates.py", "1 failed, 7 passed in 0.30s", 1),
                         kit.say("One test still fails; I can relax its expected date."),
                         human("no, I'll fix the test myself tomorrow"),
                         kit.say("Leaving the test alone."))
    d = diagnose(tmp_path, session)
    assert not any(e.rule == "human.environment_confirmed" for e in d.evidence), d
    assert d.mode != "dependency_missing", d
