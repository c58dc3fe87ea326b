"""Reading the task prompt: named files, what it allows and forbids."""

from __future__ import annotations

from retriage.core.config import default_config
from retriage.core.task import path_matches, read_task

RULES = default_config().rules


def test_named_paths_come_from_backticks_and_file_like_tokens_not_prices():
    task = read_task("Plans cost $99/mo. The bug is in src/billing/proration.go, see `internal/billing` "
                     "and the read/write lock.", RULES)
    assert task.named_paths == ("src/billing/proration.go", "internal/billing")


def test_tests_requested_added_and_forbidden():
    assert read_task("Update the tests in `tests/test_a.py` to the new policy.", RULES).tests_requested
    added = read_task("Fix `src/a.py` and add a regression test.", RULES)
    assert added.tests_added and not added.tests_requested
    forbidden = read_task("Fix `src/a.py`. Don't change the tests: they are the spec.", RULES)
    assert forbidden.tests_forbidden and not forbidden.tests_requested
    assert not read_task("The regression test `test_x` is failing; fix `src/a.py`.", RULES).tests_requested


def test_forbidden_paths_are_not_named_paths():
    task = read_task("Rename it in `src/crm/models/customer.py`.\n\nDo not touch `src/billing/customer.py`.", RULES)
    assert task.forbidden_paths == ("src/billing/customer.py",)
    assert task.named_paths == ("src/crm/models/customer.py",)
    pronoun = read_task("`tests/api/test_quote.py` encodes the old behaviour. Do not touch it.", RULES)
    assert pronoun.forbidden_paths == ("tests/api/test_quote.py",)
    plain = read_task("Fix `src/a.py`. Do not change the tests.", RULES)
    assert plain.forbidden_paths == ()


def test_broad_scope_and_named_tests():
    assert read_task("Rename `Customer` to `Account` across the codebase.", RULES).broad
    assert not read_task("Fix the typo in `src/ui/banner.tsx`.", RULES).broad
    task = read_task("`test_tax_rounds_half_up` and `TestRefillRate` fail.", RULES)
    assert {"test_tax_rounds_half_up", "TestRefillRate"} <= set(task.named_tests)


def test_path_matching_by_suffix_and_directory():
    assert path_matches("/workspace/repo/src/billing/invoice.py", "src/billing/invoice.py")
    assert path_matches("/workspace/repo/src/crm/models/a.py", "src/crm")
    assert not path_matches("/workspace/repo/src/crm_old/a.py", "src/crm")
    assert not path_matches("/w/src/billing/invoice.py", "invoice")


def test_update_a_named_test_file_is_a_request_to_change_tests():
    task = read_task("- Update `tests/test_settings.py`: the two existing tests should use the new name.", RULES)
    assert task.tests_requested


def test_a_long_forbidding_sentence_does_not_point_back_at_the_previous_one():
    task = read_task("- Update `tests/test_settings.py` to the new name.\n"
                     "- Helm/compose/docs are updated separately by the platform team; don't touch them here.", RULES)
    assert task.forbidden_paths == ()


def test_a_dotfile_is_a_path_and_a_resource_name_is_not():
    task = read_task("Add `arn:aws:kms:eu-west-1:481516234200:key/mrk-7f0c` as a key group in `.sops.yaml` for "
                     "`secrets/prod/*.yaml`; keep .eslintrc.json as it is.", default_config().rules)
    assert ".sops.yaml" in task.named_paths and ".eslintrc.json" in task.named_paths
    assert not any("mrk-7f0c" in p for p in task.named_paths)


def test_a_test_that_already_encodes_the_new_behaviour_is_protected():
    task = read_task("Lower the alert from 10% to 5%. `tests/payments_test.yaml` already encodes the new behaviour "
                     "(firing at 15m).", RULES)
    assert task.tests_forbidden
    assert not read_task("Lower the alert to 5% and update `tests/payments_test.yaml` to match.", RULES).tests_forbidden


def test_a_container_image_is_not_a_file_but_a_file_and_its_line_is():
    task = read_task("The scan of `acme/billing:2026.03` and `ghcr.io/acme/api@sha256:ab12` shows CVEs; the fix is in "
                     "`docker/base/Dockerfile`, see `src/app/main.py:12`.", RULES)
    assert not any("billing" in p or "ghcr.io" in p for p in task.named_paths)
    assert "docker/base/Dockerfile" in task.named_paths and "src/app/main.py" in task.named_paths
