"""Classes of failure the twenty-sixth blind set (tests/blind26: full-stack web frameworks, Rails, Django, Laravel,
Next.js, Phoenix, Spring Boot, ASP.NET Core) found on first contact, each stated in the tools' real output formats
and keyed to no run of that set:

- in a session, the human answering an environment report by taking it on themselves ("I'll fix ownership",
  "I'll sort it out", "no sudo on this machine please") confirms that the environment stopped the work
  (``human.environment_confirmed``): the report is not one they saw and passed by.
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
