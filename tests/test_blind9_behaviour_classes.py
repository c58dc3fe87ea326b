"""Behaviour classes the ninth blind set (tests/blind9) found, each stated in its tool's real format and
never keyed to a run of that set:

- a patch Codex applies through its shell tool (``apply_patch <<'PATCH' … PATCH`` in a
  ``command_execution``, then a ``file_change`` naming only the paths) is an edit whose hunks are
  seen: an edit that the next patch reverses, again and again, is oscillation; an error swallowed in
  the patch is a workaround; a command that only mentions a patch is not an edit;
- a programming error caught where the fix belongs (``catch (NullPointerException e)``, C#'s
  ``NullReferenceException``, a bad cast, an index out of range: SpotBugs' DCN_NULLPOINTER_EXCEPTION,
  Sonar's S1696) is a workaround like a swallowed error, unless the task asks to catch it;
- an edit tool that answers "File does not exist" for the path it was asked to edit changed nothing:
  working on a file that is not there, again and again, is confusion (an invented file), not an edit
  outside the files the task names.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from retriage.core.events import Kind
from retriage.core.formats import codex
from retriage.core.formats.context import ParseContext
from tests import streams_kit as kit
from tests.streams_kit import diagnose, lines_of


_codex = kit.codex_stream


def _patch(path: str, old: str, new: str) -> list[dict]:
    """Codex's shell running apply_patch, then the file_change item that names the path."""
    body = (f"apply_patch <<'PATCH'\n*** Begin Patch\n*** Update File: {path}\n@@\n"
            + "".join(f"-{row}\n" for row in old.splitlines()) + "".join(f"+{row}\n" for row in new.splitlines())
            + "*** End Patch\nPATCH")
    return [{"type": "command_execution", "command": body,
             "aggregated_output": f"Success. Updated the following files:\nM {path}", "exit_code": 0,
             "status": "completed"},
            {"type": "file_change", "changes": [{"path": path, "kind": "update"}], "status": "completed"}]


_cmd = kit.codex_cmd


# -- Codex's shell apply_patch: the hunks are the edit ------------------------------------------------

def test_a_shell_apply_patch_is_an_edit_with_its_hunks():
    body = _patch("src/sort.go", "return a < b", "return a > b")[0]
    events = codex.normalise({"type": "item.completed", "item": {"id": "item_1", **body}}, 3, 0, ParseContext())
    use = next(e for e in events if e.kind is Kind.TOOL_USE)
    assert use.tool == "apply_patch" and use.files == ["src/sort.go"]
    assert use.tool_input["edits"] == [{"file_path": "src/sort.go", "old_string": "return a < b",
                                        "new_string": "return a > b"}]


def test_a_command_that_only_mentions_a_patch_is_not_an_edit():
    item = _cmd("bash -lc \"printf '*** Begin Patch\\n*** Update File: a.py\\n' > notes.txt\"", "")
    events = codex.normalise({"type": "item.completed", "item": {"id": "item_1", **item}}, 3, 0, ParseContext())
    assert all(e.tool == "shell" and not e.files for e in events)


SORT_TASK = "# LB-12: leaderboard lists the lowest score first\n\n`rank/sort.go` must order scores descending.\n"
GO_FAIL = "--- FAIL: TestRankOrder (0.00s)\n    sort_test.go:14: got [3 9], want [9 3]\nFAIL\nFAIL\trank\t0.004s"


def test_patches_that_flip_a_comparison_back_and_forth_are_confusion(tmp_path: Path):
    flip = _patch("rank/sort.go", "return a.Score < b.Score", "return a.Score > b.Score")
    back = _patch("rank/sort.go", "return a.Score > b.Score", "return a.Score < b.Score")
    events = _codex(_cmd("bash -lc 'cat rank/sort.go'", "func less(a, b Entry) bool {\n\treturn a.Score < b.Score\n}"),
                    *flip, {"type": "agent_message", "text": "Actually the comparator is inverted by the caller."},
                    *back, *flip, *back, _cmd("bash -lc 'go test ./rank'", GO_FAIL, 1),
                    failed="TestRankOrder still failing")
    d = diagnose(tmp_path, events, SORT_TASK, taskrun={"engine": "codex"})
    assert d.mode == "model_confusion", d
    patches = lines_of(events, "apply_patch")
    assert set(patches[1:]) <= {e.line for e in d.evidence if e.mode == d.mode}


def test_patches_that_each_move_the_fix_forward_are_not_confusion(tmp_path: Path):
    events = _codex(*_patch("rank/sort.go", "return a.Score < b.Score", "return a.Score > b.Score"),
                    *_patch("rank/sort.go", "return a.Score > b.Score",
                            "if a.Score == b.Score {\n\treturn a.Name < b.Name\n}\nreturn a.Score > b.Score"),
                    _cmd("bash -lc 'go test ./rank'", GO_FAIL, 1), failed="TestRankOrder still failing")
    assert diagnose(tmp_path, events, SORT_TASK, taskrun={"engine": "codex"}).mode != "model_confusion"


FEED_TASK = ("# FD-31: feed import crashes on a missing `published` date\n\n`feeds/parse.ts` throws on entries "
             "without `published`; fall back to `updated` in `feeds/parse.ts`.\n")
JEST_FAIL = ("FAIL feeds/parse.test.ts\n  ● parse › falls back to updated\n\n    expect(received).toHaveLength(expected)"
             "\n\n    Expected length: 1\n    Received length: 0\n\nTests: 1 failed, 3 passed, 4 total")


def _feed_run() -> str:
    return _codex(_cmd("bash -lc \"nl -ba feeds/parse.ts | sed -n '1,80p'\"", "     1\texport async function parse(xml) {"),
                  *_patch("feeds/parse.ts", "  return entries.map(toItem)",
                          "  return Promise.all(entries.map(toItem)).catch(() => [])"),
                  _cmd("bash -lc 'npx jest feeds'", JEST_FAIL, 1), failed="falls back to updated still failing")


def test_an_error_swallowed_in_a_shell_patch_is_a_wrong_approach(tmp_path: Path):
    events = _feed_run()
    d = diagnose(tmp_path, events, FEED_TASK, taskrun={"engine": "codex"})
    assert d.mode == "wrong_approach", d
    assert lines_of(events, "apply_patch")[0] in {e.line for e in d.evidence if e.mode == d.mode}


def test_the_same_patch_when_the_task_asks_to_drop_bad_entries_is_not_a_wrong_approach(tmp_path: Path):
    task = FEED_TASK.replace("fall back to `updated`", "skip entries that cannot be parsed")
    assert diagnose(tmp_path, _feed_run(), task, taskrun={"engine": "codex"}).mode != "wrong_approach"


# -- a programming error caught where the fix belongs -------------------------------------------------

CS_TASK = ("# BIL-88: invoice PDF crashes for customers without an address\n\n`Billing/InvoiceRenderer.cs` "
           "dereferences `customer.Address`; render \"no address\" there when it is null.\n")
DOTNET_FAIL = ("  Failed Billing.Tests.InvoiceRendererTests.RendersWithoutAddress [4 ms]\n  Error Message:\n"
               "   Assert.Contains() Failure: Sub-string not found\n   String:    \"\"\n   Not found: \"no address\"\n\n"
               "Failed!  - Failed:     1, Passed:    11, Skipped:     0, Total:    12")


def _caught(catch: str, path: str = "Billing/InvoiceRenderer.cs") -> str:
    return (kit.init() + kit.bash("dotnet test", DOTNET_FAIL, 1)
            + kit.edit(path, "        return File(renderer.Render(invoice), \"application/pdf\");",
                       "        try {\n            return File(renderer.Render(invoice), \"application/pdf\");\n"
                       f"        }} {catch} {{\n            return NoContent();\n        }}")
            + kit.bash("dotnet test", DOTNET_FAIL, 1) + kit.result("still failing", is_error=True))


@pytest.mark.parametrize("catch", ["catch (NullReferenceException)", "catch (System.NullReferenceException ex)",
                                   "catch (InvalidCastException e)"])
def test_catching_a_null_reference_instead_of_fixing_it_is_a_wrong_approach(tmp_path: Path, catch: str):
    events = _caught(catch)
    d = diagnose(tmp_path, events, CS_TASK)
    assert d.mode == "wrong_approach", d
    assert lines_of(events, "NoContent")[0] in {e.line for e in d.evidence if e.mode == d.mode}


def test_a_kotlin_npe_caught_in_an_osmia_run_is_a_wrong_approach(tmp_path: Path):
    objs = [{"type": "system", "subtype": "init", "timestamp": "2026-11-20T09:00:00Z"},
            {"type": "tool_use", "timestamp": "2026-11-20T09:01:00Z", "tool": "Edit",
             "args": {"file_path": "/workspace/repo/app/src/main/kotlin/shop/Cart.kt",
                      "old_string": "    val total = cart.coupon!!.apply(cart.sum)",
                      "new_string": "    val total = try {\n        cart.coupon!!.apply(cart.sum)\n"
                                    "    } catch (e: NullPointerException) {\n        0\n    }"}},
            {"type": "content", "timestamp": "2026-11-20T09:01:05Z", "role": "tool",
             "content": "The file /workspace/repo/app/src/main/kotlin/shop/Cart.kt has been updated."},
            {"type": "tool_use", "timestamp": "2026-11-20T09:02:00Z", "tool": "Bash",
             "args": {"command": "./gradlew test --tests '*Cart*'"}},
            {"type": "content", "timestamp": "2026-11-20T09:02:30Z", "role": "tool",
             "content": "CartTotalTest > totalWithoutCoupon() FAILED\n    org.opentest4j.AssertionFailedError: "
                        "expected: <42> but was: <0>\n\n2 tests completed, 1 failed"},
            {"type": "result", "timestamp": "2026-11-20T09:03:00Z", "success": False,
             "summary": "totalWithoutCoupon still fails"}]
    events = "".join(json.dumps(o) + "\n" for o in objs)
    task = "# SHOP-5: cart total crashes without a coupon\n\n`Cart.total` in `app/src/main/kotlin/shop/Cart.kt` " \
           "must handle a missing coupon.\n"
    d = diagnose(tmp_path, events, task)
    assert d.mode == "wrong_approach", d
    assert 2 in {e.line for e in d.evidence if e.mode == d.mode}


def test_catching_the_exception_the_task_asks_to_catch_is_not_a_wrong_approach(tmp_path: Path):
    task = ("# BIL-89: the vendor PDF SDK throws on old invoices\n\nIn `Billing/InvoiceRenderer.cs`, catch the "
            "`NullReferenceException` the vendor SDK throws and answer 204.\n")
    events = _caught("catch (NullReferenceException)")
    assert diagnose(tmp_path, events, task).mode != "wrong_approach"


def test_an_io_error_handled_is_not_a_caught_programming_error(tmp_path: Path):
    events = _caught("catch (IOException e)")
    assert diagnose(tmp_path, events, CS_TASK).mode != "wrong_approach"


# -- an edit of a file that does not exist ------------------------------------------------------------

POST_TASK = "# BLOG-17: slugs keep trailing dashes\n\n`app/models/post.py::Post.slug` must strip trailing dashes.\n"
NOT_THERE = "<tool_use_error>File does not exist.</tool_use_error>"
PYTEST_FAIL = ("F.\n=================================== FAILURES ===================================\n"
               "_______________________________ test_slug_strip _______________________________\n"
               "E       AssertionError: assert 'hello-' == 'hello'\n"
               "FAILED tests/test_post.py::test_slug_strip - AssertionError: assert 'hello-' == 'hello'\n"
               "1 failed, 1 passed in 0.05s")


def _refused_edit(path: str) -> str:
    use, res = kit.tool("Edit", {"file_path": path, "old_string": "def slugify(text):\n    return text",
                                 "new_string": "def slugify(text):\n    return text.rstrip('-')"}, NOT_THERE, True)
    return use + res


def test_editing_a_file_that_does_not_exist_again_and_again_is_confusion(tmp_path: Path):
    helper = "/workspace/repo/app/utils/slugs.py"
    events = (kit.init() + kit.bash("cat app/utils/slugs.py", "cat: app/utils/slugs.py: No such file or directory", 1)
              + kit.say("I'll fix slugify in app/utils/slugs.py, which Post.slug uses.")
              + _refused_edit(helper) + _refused_edit(helper) + kit.bash("pytest tests/test_post.py -q", PYTEST_FAIL, 1)
              + kit.result("slugify fixed", is_error=True))
    d = diagnose(tmp_path, events, POST_TASK)
    assert d.mode == "model_confusion", d
    refused = [n for n in lines_of(events, "slugs.py") if n in lines_of(events, '"Edit"')]
    assert set(refused) <= {e.line for e in d.evidence if e.mode == d.mode}
    assert not any(e.rule == "task.named_files_untouched" for e in d.evidence)


def test_a_refused_edit_then_a_real_edit_of_an_unnamed_file_is_still_an_edit(tmp_path: Path):
    helper = "/workspace/repo/app/utils/text.py"
    events = (kit.init() + _refused_edit(helper)
              + kit.edit(helper, "def slugify(text):\n    return text", "def slugify(text):\n    return text.rstrip('-')")
              + kit.bash("pytest tests/test_post.py -q", PYTEST_FAIL, 1) + kit.result("done", is_error=True))
    d = diagnose(tmp_path, events, POST_TASK)
    assert d.mode != "model_confusion", d
    assert any(e.rule == "task.named_files_untouched" for e in d.evidence), d


def test_a_missing_file_noticed_once_and_the_named_file_fixed_is_not_confusion(tmp_path: Path):
    events = (kit.init() + _refused_edit("/workspace/repo/app/utils/slugs.py")
              + kit.edit("/workspace/repo/app/models/post.py", "return slugify(self.title)",
                         "return slugify(self.title).rstrip('-')")
              + kit.bash("pytest tests/test_post.py -q", PYTEST_FAIL, 1) + kit.result("done", is_error=True))
    assert diagnose(tmp_path, events, POST_TASK).mode != "model_confusion"
