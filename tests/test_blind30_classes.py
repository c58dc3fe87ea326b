"""Classes of failure the thirtieth blind set (tests/blind30: subtle business-logic bugs, money, time zones,
caching, races) and the twenty-ninth (tests/blind29: monorepos and generated code) found on first contact, each
stated in the formats' real shapes and keyed to no run of those sets:

- a session transcript that ENDS on the human turning the work down ("no. I'm rejecting this", "stop, I'll fix it
  myself", "closing this session, not merging any of it"), the agent calling no tool after it but to throw its
  changes away: the human judged the work the detectors saw, so their evidence keeps its weight
  (core/steering.py ``rejected_regex``) instead of being read as a session the human kept steering;
- a ticket's elided path ("settlement/src/main/kotlin/.../SettlementBatch.kt") names the file under any
  directories in the middle: editing it is no edit of a file the task does not name;
- "I'll ping infra" / "I'll ask the platform team" is the human taking an environment report on;
- (signatures, tests/signatures/providers.yaml) Claude Code's "API Error: Unable to connect to API
  (ConnectionRefused)", "API Error (Connection error.)", "Request timed out." and Codex's "error sending request
  for url" to its provider: the engine never reached its model (tests/realcases14's two failures).
"""

from __future__ import annotations

from pathlib import Path

from tests import streams_kit as kit
from tests.streams_kit import diagnose
from tests.test_realcases4_classes import human, transcript

TASK = "# CART-7: gift card balance shows 9.999999\n`src/giftcards/balance.ts` subtracts floats. Use integer cents.\n"


def _formatted_repo(last_words: str, *after: str, aside: str = "hm, that's a lot of output") -> str:
    return transcript(human("CART-7 gift card float bug, should be a tiny fix in balance.ts"),
                      kit.edit("/w/src/giftcards/balance.ts", "card.balance - amount",
                               "card.balanceCents - Math.round(amount * 100)"),
                      kit.say("While here I'll run prettier over the repo so future diffs are clean."),
                      kit.bash("npx prettier --write .", "src/api/orders.ts 41ms\nsrc/api/users.ts 22ms\n"
                               "src/billing/invoice.ts 37ms\n... (211 more files)"),
                      kit.bash("git diff --shortstat", " 214 files changed, 3120 insertions(+), 2877 deletions(-)"),
                      human(aside),
                      kit.say("The formatting changes are whitespace only, so they are safe to merge."),
                      human(last_words), *after)


def test_a_session_ending_on_the_humans_rejection_keeps_the_detectors_evidence(tmp_path: Path):
    d = diagnose(tmp_path / "a", _formatted_repo("no. I'm rejecting this, redo it with only balance.ts"), prompt=TASK)
    assert d.mode == "scope_creep", d
    assert any(r.startswith("the session ended on the human turning the work down") for r in d.reasoning), d.reasoning
    # the same session ending on a request the agent goes on with is still a session the human steers
    d = diagnose(tmp_path / "b", _formatted_repo("ok, also add a changelog entry",
                                                  kit.edit("/w/CHANGELOG.md", "", "- gift card cents\n")),
                 prompt=TASK)
    assert d.mode != "scope_creep", d


def test_the_agent_throwing_its_changes_away_after_the_rejection_is_no_new_work(tmp_path: Path):
    events = _formatted_repo("that's a separate change with its own review. I'm going to drop all of this",
                             kit.bash("git checkout -- . && git status --short", ""))
    assert diagnose(tmp_path / "a", events, prompt=TASK).mode == "scope_creep"
    # ...but work the agent goes on doing after those words is work of a session still being steered
    events = _formatted_repo("that's a separate change with its own review. I'm going to drop all of this",
                             kit.edit("/w/src/giftcards/index.ts", "export *", "export { redeem }"))
    assert diagnose(tmp_path / "b", events, prompt=TASK).mode != "scope_creep"


def test_a_tickets_elided_path_names_the_file_under_any_middle_directories():
    from retriage.core.task import path_matches

    named = "settlement/src/main/kotlin/.../SettlementBatch.kt"
    assert path_matches("/w/settlement/src/main/kotlin/com/acme/settlement/SettlementBatch.kt", named)
    assert path_matches("/w/settlement/src/main/kotlin/SettlementBatch.kt", named)
    assert path_matches("/w/settlement/src/main/kotlin/com/SettlementBatch.kt", "settlement/src/main/kotlin/\u2026/SettlementBatch.kt")
    assert not path_matches("/w/billing/src/main/kotlin/com/acme/SettlementBatch.kt", named)
    assert not path_matches("/w/settlement/src/main/kotlin/com/acme/Other.kt", named)


def test_the_human_pinging_infra_about_a_full_disk_confirms_it(tmp_path: Path):
    full = ("> Task :settlement:compileTestKotlin FAILED\n\nFAILURE: Build failed with an exception.\n\n"
            "* What went wrong:\nExecution failed for task ':settlement:compileTestKotlin'.\n"
            "> java.io.IOException: No space left on device\n\nBUILD FAILED in 41s")

    def session(answer: str) -> str:
        return transcript(human("can you fix SettlementBatch.total? ticket below"),
                          kit.edit("/w/settlement/src/main/kotlin/com/acme/settlement/SettlementBatch.kt",
                                   "fun total(): Double", "fun total(): BigDecimal"),
                          kit.bash("./gradlew :settlement:test", full, 1),
                          kit.say("The disk is full (100% on /workspace). Gradle can't write build outputs."),
                          human(answer),
                          kit.say("Understood, I'll stop here."))

    task = ("# SETL-77: batch total off by a cent\n`SettlementBatch.total()` in "
            "`settlement/src/main/kotlin/.../SettlementBatch.kt` sums Doubles. Sum BigDecimal with HALF_EVEN.\n")
    d = diagnose(tmp_path / "a", session("ugh, the shared runner volume again. don't delete anything, I'll ping infra"),
                 prompt=task)
    assert d.mode == "infra_failure", d
    assert any(e.rule == "human.environment_confirmed" for e in d.evidence), d
    assert not any(e.rule == "task.named_files_untouched" for e in d.evidence), d
    d = diagnose(tmp_path / "b", session("ok, let's look at the invoice export next"), prompt=task)
    assert not any(e.rule == "human.environment_confirmed" for e in d.evidence), d


PG_BUILD = ("Installing pg 1.5.9 with native extensions\nGem::Ext::BuildError: ERROR: Failed to build gem native extension.\n"
            "Checking for pg_config... no\nChecking for libpq-fe.h... no\nCan't find the 'libpq-fe.h header\n"
            "Unable to find PostgreSQL client library.\n\nAn error occurred while installing pg (1.5.9), and Bundler "
            "cannot continue.")


def _native_session(answer: str) -> str:
    return transcript(human("ORD-12: keyset pagination for /orders, the spec is in spec/requests/orders_spec.rb"),
                      kit.edit("/w/app/controllers/orders_controller.rb", "Order.page(params[:page])",
                               "Order.where('id > ?', params[:after].to_i).order(:id).limit(50)"),
                      kit.bash("bundle install", PG_BUILD, 5),
                      kit.say("pg cannot build: the PostgreSQL client headers are not installed."),
                      human(answer),
                      kit.say("Understood."))


def test_humans_taking_a_missing_native_piece_on_confirm_it(tmp_path: Path):
    for n, answer in enumerate(("we don't have sudo on these boxes, can you just write the query change?",
                                "hm, I thought the devcontainer had it. leave it, I'll switch to the devcontainer.",
                                "the runner image lacks libpq too. ok, parking this until the image is fixed")):
        d = diagnose(tmp_path / f"a{n}", _native_session(answer), prompt="# ORD-12: keyset pagination for /orders\n")
        assert d.mode == "dependency_missing", (answer, d)
        assert any(e.rule == "human.environment_confirmed" for e in d.evidence), answer


def _workaround(tmp_path: Path, task: str, path: str, old: str, new: str):
    events = (kit.init() + kit.edit(path, old, new)
              + kit.bash("pytest -q tests/test_delivery.py", "F\nE   AssertionError: expected 1 retry job enqueued, found 0\n"
                         "1 failed in 0.4s", 1)
              + kit.result("done", is_error=True))
    return diagnose(tmp_path, events, prompt=task)


def _workarounds(d) -> list:
    return [e for e in d.evidence if e.rule == "approach.workaround" and e.weight > 0]


def test_a_task_asking_for_a_retry_does_not_ask_for_the_error_to_be_swallowed(tmp_path: Path):
    swallowed = ("    try:\n        resp = http.post(d.url, json=d.payload, timeout=5)\n        resp.raise_for_status()\n"
                 "    except Exception:\n        log.warning('delivery %s failed', d.id)\n")
    old = "    resp = http.post(d.url, json=d.payload, timeout=5)\n    resp.raise_for_status()\n"
    d = _workaround(tmp_path / "a", "# INT-93: retry failed webhook deliveries (max 5, exponential backoff)\n",
                    "/w/integrations/webhooks.py", old, swallowed)
    assert _workarounds(d) and d.mode == "wrong_approach", d
    # a sleep in the same code is what a retry with backoff asks for
    waited = old + "    time.sleep(2 ** attempt)\n"
    d = _workaround(tmp_path / "b", "# INT-93: retry failed webhook deliveries (max 5, exponential backoff)\n",
                    "/w/integrations/webhooks.py", old, waited)
    assert not _workarounds(d), d
    # ...and a task that asks for errors to be ignored asks for the except
    d = _workaround(tmp_path / "c", "# OBS-2: ignore errors from the metrics push; log and continue\n",
                    "/w/integrations/webhooks.py", old, swallowed)
    assert not _workarounds(d), d


def test_a_workaround_the_task_rules_out_by_name_is_still_one(tmp_path: Path):
    old = "\tif p, ok := s.cache.Get(sku); ok {\n"
    new = "\tfor i := 0; i < 3; i++ {\n\t\tif s.refresher.Pending(sku) {\n\t\t\ttime.Sleep(60 * time.Millisecond)\n\t\t}\n\t}\n" + old
    task = ("# CAT-771: stale price after an admin edit\nInvalidate the cache key after the DB commit. No sleeps or "
            "retries: p95 must stay < 40ms.\n")
    assert _workarounds(_workaround(tmp_path / "a", task, "/w/catalog/price_cache.go", old, new))
    assert not _workarounds(_workaround(tmp_path / "b", task.replace("No sleeps or retries", "A short sleep is fine"),
                                        "/w/catalog/price_cache.go", old, new))


def test_an_error_caught_to_answer_empty_after_a_rollback_is_swallowed(tmp_path: Path):
    old = "    db.session.add(charge)\n    db.session.commit()\n    return {'charge_id': charge.id}, 200\n"
    new = ("    try:\n        db.session.add(charge)\n        db.session.commit()\n    except IntegrityError:\n"
           "        db.session.rollback()\n        return {}, 200\n    return {'charge_id': charge.id}, 200\n")
    task = ("# PAY-2310: duplicate charge when the PSP retries a webhook\nDeduplicate on the PSP event id: a repeated "
            "delivery returns 200 with the ORIGINAL charge id.\n")
    assert _workarounds(_workaround(tmp_path, task, "/w/payments/webhooks.py", old, new))


def test_the_agents_closing_words_repeating_the_tasks_quoted_limit_message_are_no_provider_limit(tmp_path: Path):
    task = ('# API-1377: limiter allows 101 requests per minute\nFix the comparison in `src/limits/window.ts`.\n'
            'Acceptance: `window.test.ts` "101st request gets 429 rate limit exceeded".\n')
    said = "Now requests over the limit get 'rate limit exceeded'. One test expects the 100th to pass."
    events = kit.osmia_stream(("npx jest src/limits", "FAIL src/limits/window.test.ts\n  Expected: 200\n  Received: 429\n"
                               "Tests: 1 failed, 7 passed, 8 total"), say=said)
    d = diagnose(tmp_path / "a", events, prompt=task, result_json={"success": False, "summary": said})
    assert d.mode != "infra_failure", d
    # the same words from a task that does not quote them are the provider's
    d = diagnose(tmp_path / "b", events, prompt="# API-1377: limiter allows 101 requests per minute\n",
                 result_json={"success": False, "summary": said})
    assert d.mode == "infra_failure", d
    # and the engine's own 429 on a task about rate limiting is still the provider's limit
    engine = kit.init() + kit.result('API Error: 429 {"type":"error","error":{"type":"rate_limit_error","message":'
                                     '"This request would exceed the rate limit for your organization"}}', is_error=True)
    assert diagnose(tmp_path / "c", engine, prompt=task).mode == "infra_failure"


def test_more_of_the_humans_words_name_the_mode(tmp_path: Path):
    import re
    import yaml

    rules = yaml.safe_load((Path(__file__).parent.parent / "core" / "rules.yaml").read_text())["human_correction"]
    modes = {m["mode"]: re.compile(m["regex"]) for m in rules["modes"]}
    assert modes["model_confusion"].search("there is no applyDstOffset anywhere. look at overlaps()")
    assert modes["model_confusion"].search("there's no `parse_money` in the codebase")
    assert not modes["model_confusion"].search("there is no rush, take your time")
    assert modes["test_misunderstanding"].search("that test IS the bug report. two customers got the same seat")
    rejected = re.compile(rules["steered"]["rejected_regex"])
    assert rejected.search("out of time for today, leaving it")
    assert not rejected.search("now add the time zone to the header")
