"""Classes of failure the twenty-sixth blind set (tests/blind26: full-stack web frameworks, Rails, Django, Laravel,
Next.js, Phoenix, Spring Boot, ASP.NET Core) found on first contact, each stated in the tools' real output formats
and keyed to no run of that set:

- in a session, the human answering an environment report by taking it on themselves ("I'll fix ownership",
  "I'll sort it out", "no sudo on this machine please") confirms that the environment stopped the work
  (``human.environment_confirmed``): the report is not one they saw and passed by;
- the human's words name the mode: "the bug is in is_enabled_for" / "the bug is our listener" (the change went
  into the wrong place), "revert everything except the footer" / "why is my git status 187 files now??" (far more
  than asked), "that gem doesn't exist" (working from something that is not there).
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
