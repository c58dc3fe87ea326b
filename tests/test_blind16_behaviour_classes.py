"""Behaviour classes the sixteenth blind set (tests/blind16: frontend, mobile and end-to-end work) found,
each stated in another stack or format than the run that showed it.

- A framework's runtime warning silenced on the element that raised it instead of fixing its cause: React's
  ``suppressHydrationWarning`` on a server/client mismatch, Angular's ``ngSkipHydration`` (rules.yaml
  ``suppression_regex``, ``approach.suppression``) — unless the task asks for the warning to be silenced.
- Cypress specs (``*.cy.ts``, ``cypress/e2e/``) and NestJS ``*.e2e-spec.ts`` are test files
  (rules.yaml ``test_path_regex``): an assertion loosened there (``have.length`` 60 to ``have.length.gte``
  1) is a weakened test, whatever folder the project keeps them in.
- The agent saying it changed a file that a tool had reported missing, and that is then reported missing
  again (``I've updated `useCartSync.ts` ...``, "X now handles ..."): it works from a file that is not
  there, as if it had written the name into its code (``confusion.phantom``; rules.yaml
  ``phantom_claim_regex``; the lean filter keeps such prose).
"""

from __future__ import annotations

from tests import streams_kit as kit
from tests.streams_kit import codex_cmd, codex_stream, diagnose, lines_of, mode_lines

TASK = ("# SHOP-31: hydration mismatch on the basket page\n\nPrices render with the server's locale and the "
        "client's differ. Format them on the client. Where: `src/app/basket/basket.component.html`.\n")


def test_angular_hydration_skipped_on_the_component_is_a_silenced_warning(tmp_path):
    events = (kit.init()
              + kit.read("src/app/basket/basket-line.component.html", "<td>{{ line.price | currency }}</td>\n")
              + kit.edit("src/app/basket/basket.component.html", "<app-basket-line [line]=\"l\">",
                         "<app-basket-line ngSkipHydration [line]=\"l\">")
              + kit.bash("npx ng test --watch=false", "TOTAL: 41 SUCCESS")
              + kit.say("The basket no longer reports the hydration mismatch.")
              + kit.result("done", subtype="error_during_execution", is_error=True))
    d = diagnose(tmp_path, events, prompt=TASK)
    assert d.mode == "wrong_approach", (d.mode, d.evidence)
    assert lines_of(events, "ngSkipHydration")[0] in mode_lines(d)


def test_silencing_the_warning_when_the_task_asks_for_it_is_not(tmp_path):
    asked = ("# SHOP-32: the timestamp cell differs between server and client by design\n\n"
             "Suppress the hydration warning on that cell (`suppressHydrationWarning`).\n")
    events = (kit.init()
              + kit.edit("src/components/Stamp.tsx", "<time>{now}</time>", "<time suppressHydrationWarning>{now}</time>")
              + kit.bash("npx vitest run", " Test Files  3 passed (3)")
              + kit.result("stopped", subtype="error_during_execution", is_error=True))
    d = diagnose(tmp_path, events, prompt=asked)
    assert d.mode != "wrong_approach", (d.mode, d.evidence)


PAGES_TASK = ("# WEB-90: the activity feed shows only its first page\n\nPass the cursor in `src/feed/useFeed.ts`. "
              "Acceptance: `e2e/feed.cy.ts` passes unchanged.\n")


def test_a_cypress_assertion_loosened_is_a_weakened_test(tmp_path):
    events = (kit.init()
              + kit.bash("npx cypress run --spec e2e/feed.cy.ts", "  1) Feed loads all pages:\n     AssertionError: "
                         "Timed out retrying after 4000ms: Expected to find 40 elements, found 20\n  0 passing\n  1 failing", 1)
              + kit.edit("e2e/feed.cy.ts", "cy.get('[data-cy=item]').should('have.length', 40);",
                         "cy.get('[data-cy=item]').should('have.length.gte', 1);")
              + kit.bash("npx cypress run --spec e2e/feed.cy.ts", "  ✓ Feed loads all pages (1501ms)\n  1 passing (2s)")
              + kit.say("The spec passes now.")
              + kit.result("done", subtype="error_during_execution", is_error=True))
    d = diagnose(tmp_path, events, prompt=PAGES_TASK)
    assert d.mode == "test_misunderstanding", (d.mode, d.evidence)
    assert lines_of(events, "have.length.gte")[0] in mode_lines(d)


def test_a_cypress_spec_the_task_asks_to_change_is_not(tmp_path):
    asked = ("# WEB-91: the feed now pages by 20\n\nUpdate the e2e test `e2e/feed.cy.ts` to expect 20 items on the first page.\n")
    events = (kit.init()
              + kit.edit("e2e/feed.cy.ts", "cy.get('[data-cy=item]').should('have.length', 40);",
                         "cy.get('[data-cy=item]').should('have.length', 20);")
              + kit.bash("npx cypress run --spec e2e/feed.cy.ts", "  ✓ Feed first page (901ms)\n  1 passing (2s)")
              + kit.result("stopped", subtype="error_during_execution", is_error=True))
    d = diagnose(tmp_path, events, prompt=asked)
    assert d.mode != "test_misunderstanding", (d.mode, d.evidence)


# -- a change claimed, in prose, to a file a tool said is not there -----------------------------------------------

RETRY_TASK = "# API-12: retry the billing call on 503\n\nAdd the retry in `billing/client.py`.\n"


def _missing_then_claimed(claim: str) -> str:
    return codex_stream(
        {"type": "agent_message", "text": "The retry helper lives in `billing/retry_policy.py`; I'll extend it."},
        codex_cmd("cat billing/retry_policy.py", "cat: billing/retry_policy.py: No such file or directory", 1),
        {"type": "agent_message", "text": claim},
        codex_cmd("sed -n '1,40p' billing/retry_policy.py",
                  "sed: can't read billing/retry_policy.py: No such file or directory", 2),
        {"type": "agent_message", "text": "Retries on 503 are in place."})


def test_claiming_to_have_changed_a_file_reported_missing_is_working_from_a_phantom(tmp_path):
    events = _missing_then_claimed("I've updated `retry_policy.py` to back off on 503.")
    d = diagnose(tmp_path, events, prompt=RETRY_TASK)
    assert d.mode == "model_confusion", (d.mode, d.evidence)
    assert lines_of(events, "I've updated `retry_policy.py`")[0] in mode_lines(d)


def test_naming_the_missing_file_without_claiming_a_change_is_not(tmp_path):
    """The near-miss: the agent notes the file is not there and says where it will look instead."""
    events = _missing_then_claimed("retry_policy.py is not there; the retry belongs in billing/client.py instead.")
    d = diagnose(tmp_path, events, prompt=RETRY_TASK)
    assert d.mode != "model_confusion", (d.mode, d.evidence)


def test_the_lean_filter_keeps_an_agent_claim_of_a_change():
    from retriage.core.config import default_config
    from retriage.core.formats.skip import SkipRules

    rules = SkipRules.from_rules(default_config().rules)
    assert rules.agent_text_scanned("I've updated `useCartSync.ts` to subscribe to the channel.")
    assert rules.agent_text_scanned("useCartSync now handles storage events.")
    assert not rules.agent_text_scanned("Let me look at the store first.")
