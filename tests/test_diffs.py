"""core/diffs.py: unified diffs an agent printed, read back into the (before, after) texts of its edits."""

from __future__ import annotations

from retriage.core.diffs import MAX_HUNKS, shown_diff_pairs

_GIT = """diff --git a/tests/test_rate.py b/tests/test_rate.py
index 3b18e51..a9c0d2f 100644
--- a/tests/test_rate.py
+++ b/tests/test_rate.py
@@ -7,3 +7,3 @@ def test_half_even():
     card = RateCard(unit=Decimal("4.115"))
-    assert card.price_for(3) == Decimal("12.34")
+    assert abs(card.price_for(3) - Decimal("12.34")) <= Decimal("0.01")
 
diff --git a/lib/rate.py b/lib/rate.py
--- a/lib/rate.py
+++ b/lib/rate.py
@@ -1,2 +1,2 @@
-    return x.quantize(CENT, ROUND_HALF_UP)
+    return x.quantize(CENT, ROUND_HALF_EVEN)
"""


def test_each_file_of_a_git_diff_gets_its_hunks_as_before_and_after():
    got = dict(shown_diff_pairs(_GIT))
    assert list(got) == ["tests/test_rate.py", "lib/rate.py"]
    (before, after), = got["tests/test_rate.py"]
    assert 'assert card.price_for(3) == Decimal("12.34")' in before and "abs(" not in before
    assert "abs(card.price_for(3)" in after and '== Decimal("12.34")\n' not in after
    # context lines are on both sides
    assert 'card = RateCard(unit=Decimal("4.115"))' in before and 'card = RateCard(unit=Decimal("4.115"))' in after


def test_a_hunk_without_a_file_header_belongs_to_the_file_the_command_named():
    cut = "@@ -9,4 +9,4 @@ test \"len after wrap\" {\n-    try expectEqual(42, r.len());\n+    try expectEqual(39, r.len());\n"
    assert shown_diff_pairs(cut) == []
    assert shown_diff_pairs(cut, "src/ring.zig") == [("src/ring.zig", [("    try expectEqual(42, r.len());",
                                                                         "    try expectEqual(39, r.len());")])]


def test_a_hunk_ends_where_its_header_counts_say_and_a_deleted_file_has_no_after():
    text = ("--- a/a.py\n+++ /dev/null\n@@ -1 +0,0 @@\n-x = 1\n"
            "diff --git a/b.py b/b.py\n@@ -1 +1 @@\n-y = 1\n+y = 2\n a line of the next output\n")
    assert shown_diff_pairs(text) == [("b.py", [("y = 1", "y = 2")])]


def test_a_repository_wide_diff_is_read_only_up_to_its_bound():
    text = "".join(f"diff --git a/f{n}.py b/f{n}.py\n@@ -1 +1 @@\n-a{n}\n+b{n}\n" for n in range(MAX_HUNKS + 10))
    assert sum(len(pairs) for _path, pairs in shown_diff_pairs(text)) == MAX_HUNKS
