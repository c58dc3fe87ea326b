"""The hot-path shortcuts give the answers the plain code gives (issue 11, second pass).

Each shortcut here (a literal gate before a regex, a dict of edit digests instead of a
scan of the last edits, a cheaper call fingerprint) may only save work; these tests pin
the behaviour where a shortcut could differ from the straightforward version.
"""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from retriage.core.config import default_config
from retriage.core.formats.skip import SkipRules

CONFIG = default_config()

_WORDS = st.lists(st.sampled_from(["File", "does", "not", "exist", "No such file", "or directory", "ENOENT",
                                   "XENOENT", "ENOENTS", " ", "\n", "x", "Error:", "file does not exist"]),
                  max_size=12).map("".join)


@settings(max_examples=300, deadline=None)
@given(_WORDS)
def test_file_missing_answers_as_the_regex_does(text: str):
    rules = SkipRules.from_rules(CONFIG.rules)
    assert rules.file_missing(text) is (rules.reader_missing.search(text) is not None)


def test_file_missing_without_required_literals_still_runs_the_regex():
    """A pattern the literal reader cannot vouch for (case-insensitive) is searched every time."""
    rules = SkipRules(frozenset({"Read"}), None, re.compile(r"(?i)no such file"))
    assert rules.file_missing("NO SUCH FILE here")
    assert not rules.file_missing("a file that is there")
    assert not SkipRules(frozenset({"Read"}), None, None).file_missing("No such file or directory")
