"""Behaviour classes the sixteenth blind set (tests/blind16: frontend, mobile and end-to-end work) found,
each stated in another stack or format than the run that showed it.

- A framework's runtime warning silenced on the element that raised it instead of fixing its cause: React's
  ``suppressHydrationWarning`` on a server/client mismatch, Angular's ``ngSkipHydration`` (rules.yaml
  ``suppression_regex``, ``approach.suppression``) — unless the task asks for the warning to be silenced.
"""

from __future__ import annotations

from tests import streams_kit as kit
from tests.streams_kit import diagnose, lines_of, mode_lines

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
