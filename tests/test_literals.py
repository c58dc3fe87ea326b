"""The literal shortcut may skip a regex only where the regex could not match."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from retriage.core.config import default_config
from retriage.core.literals import may_match, required_literals

PATTERNS = default_config().patterns


@pytest.mark.parametrize("pattern", PATTERNS, ids=lambda p: p.id)
def test_every_default_rule_gets_a_shortcut(pattern):
    # the shortcut is what keeps scanning fast; a rule that loses it should be noticed
    assert required_literals(pattern.regex), f"{pattern.id} has no required literals"


@pytest.mark.parametrize("pattern", PATTERNS, ids=lambda p: p.id)
# 30 generated texts per rule (136 rules): the lean-pipeline equality test asks the same of every labelled run
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(data=st.data())
def test_any_text_a_rule_matches_passes_its_shortcut(pattern, data):
    text = data.draw(st.from_regex(pattern.regex))
    assert pattern.regex.search(text)
    assert may_match(required_literals(pattern.regex), text), text


@pytest.mark.parametrize("regex, literals", [
    (r"[Nn]etwork is unreachable|\bECONNRESET\b", ("ECONNRESET", "etwork is unreachable")),
    (r"\b(?:context )?deadline exceeded\b", ("deadline exceeded",)),
    (r"\b[Rr]eached max|\bmax_turns\b", ("eached max", "max_turns")),          # common \b factored out
    (r"(?:/bin/sh|\bbash):? \d+: (?P<m>\w+): not found", (": not found",)),
    (r"(?:foo|barbaz)+ e", ("foo", "barbaz")),                     # a repeated group, at least once
    (r"(?:foo|barbaz)+ end", (" end",)),                           # the more selective requirement
    (r"x(?:abcd|efgh)?ijk", ("ijk",)),
])
def test_literals_come_from_the_parse_tree(regex, literals):
    assert set(required_literals(re.compile(regex, re.MULTILINE))) == set(literals)


@pytest.mark.parametrize("regex", [
    r"(?i)timeout",                # case-insensitive: a literal test would be wrong
    r"ab|timeout",                 # an alternative with no literal of 3+ characters
    r"(?:timeout)?\d+",            # the only literal is optional
    r"(?i:timeout) x",             # scoped flags
    r"[a-z]{3,}",
    r"x+(?:abc|abd)",              # re factors the common "ab" out, leaving only two characters
])
def test_no_shortcut_when_one_cannot_be_proved(regex):
    pattern = re.compile(regex)
    assert required_literals(pattern) is None
    assert may_match(None, "anything")


def test_a_text_without_the_literals_is_rejected():
    pattern = re.compile(r"\bENOSPC\b|No space left on device")
    literals = required_literals(pattern)
    assert not may_match(literals, "collected 48 items\n1 failed, 47 passed")
    assert may_match(literals, "write: No space left on device")


# -- LiteralGate: many patterns' literals ruled out at once --------------------------------

from retriage.core.literals import LiteralGate, QuickPattern  # noqa: E402


def _rule_patterns() -> list[QuickPattern]:
    from retriage.core.config import default_config
    return [QuickPattern(p.regex) for p in default_config().patterns]


def test_gate_agrees_with_may_match_on_every_rule_literal_in_any_surrounding():
    """Each literal of every rule, glued to letters, digits or punctuation on either side,
    must keep its rules among the candidates (a literal's inner word is still a whole word)."""
    patterns = _rule_patterns()
    gate = LiteralGate(patterns)
    for quick in patterns:
        for literal in quick.literals or ():
            for text in (literal, f"x{literal}y", f"9{literal}_", f"line one\n  {literal}\n", f"é{literal}é"):
                expected = {i for i, q in enumerate(patterns) if may_match(q.literals, text)}
                assert gate.candidates(text) == expected, (literal, text)


def test_gate_rules_out_everything_for_text_without_any_literal():
    patterns = _rule_patterns()
    text = "collected 12 items\n\ntests/test_api.py ....F.\nFAILED tests/test_api.py::test_x - assert 1 == 2\n"
    assert LiteralGate(patterns).candidates(text) == {
        i for i, q in enumerate(patterns) if may_match(q.literals, text)}


def test_gate_keeps_patterns_without_literals_always():
    patterns = [QuickPattern(re.compile(r"(?i)timeout")), QuickPattern(re.compile(r"No space left on device"))]
    gate = LiteralGate(patterns)
    assert gate.candidates("nothing here") == {0}
    assert gate.candidates("write: No space left on device") == {0, 1}
    assert gate.candidates("No spaceship left on device") == {0}


# -- AnyBranch: an alternation asked yes/no one alternative at a time --------------------------

from retriage.core.literals import AnyBranch, _top_level_branches  # noqa: E402

ERROR_REPORT = re.compile(default_config().rules["error_report_regex"])


def test_branches_are_cut_only_at_the_top_level():
    assert _top_level_branches(r"a|(b|c)|[|x]|\||d") == ["a", "(b|c)", "[|x]", r"\|", "d"]
    assert _top_level_branches(r"[]|]|e") == ["[]|]", "e"]
    assert _top_level_branches(r"(a)|\1") is None  # a backreference ties the branches together
    assert _top_level_branches(r"(a|b") is None


def test_the_error_report_pattern_is_asked_branch_by_branch():
    assert len(AnyBranch(ERROR_REPORT).branches) > 10


_PIECES = ["Traceback (most recent call last)", "E: ", "FAILED", "FAIL", "--- FAIL", "Error: ", "3 failed",
           "npm ERR!", "fatal: ", "exit code 2", "Killed", "ERROR", "[ERROR]", "error: ", "panic: ",
           "AssertionError: ", "  E   ValueError: ", "ok", "passed", "\n", " ", "x", "1", "gyp ERR! "]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=12))
def test_any_branch_answers_as_the_whole_alternation(pieces):
    text = "".join(pieces)
    assert (AnyBranch(ERROR_REPORT).search(text) is not None) == (ERROR_REPORT.search(text) is not None)


def test_gate_finds_literals_in_texts_past_the_character_set_shortcut():
    patterns = _rule_patterns()
    gate = LiteralGate(patterns)
    filler = "all good here\n" * 2000
    for quick in patterns:
        for literal in quick.literals or ():
            text = filler + literal + filler
            assert set(gate.candidates(text)) >= {i for i, q in enumerate(patterns) if literal in (q.literals or ())}


# -- case-insensitive patterns: lower-cased literals, asked of ASCII texts only ---------------

from retriage.core.literals import folded_literals, may_match_folded  # noqa: E402

_RULES = default_config().rules


def test_a_case_insensitive_pattern_gets_lower_cased_literals():
    assert set(folded_literals(re.compile(r"(?i)\b(?:Refused|TimeOut) now"))) == {"refused", "timeout"}
    assert folded_literals(re.compile(r"timeout")) is None            # case-sensitive: required_literals' job
    assert folded_literals(re.compile(r"(?i)ab|timeout")) is None     # an alternative without a literal
    assert folded_literals(re.compile(r"(?i)\u017ftop")) is None      # a non-ASCII literal is never lowered


def test_folded_literals_rule_out_only_ascii_texts_naming_none_of_them():
    literals = folded_literals(re.compile(r"(?i)stop here"))
    assert not may_match_folded(literals, "carry on")
    assert may_match_folded(literals, "STOP HERE")
    # the long s matches "s" under IGNORECASE: a non-ASCII text is always searched
    assert re.search(r"(?i)stop here", "\u017ftop here")
    assert may_match_folded(literals, "\u017ftop here")
    quick = QuickPattern(re.compile(r"(?i)stop here"))
    assert quick.search("\u017ftop here") and quick.search("please Stop Here") and quick.search("go on") is None


@pytest.mark.parametrize("name", ["task_claim_regex", "test_failed_regex"])
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(data=st.data())
def test_any_text_a_case_insensitive_rule_matches_passes_its_folded_literals(name, data):
    pattern = re.compile(_RULES[name])
    assert folded_literals(pattern), name
    text = data.draw(st.from_regex(pattern))
    assert may_match_folded(folded_literals(pattern), text), text
    assert QuickPattern(pattern).search(text)


# -- the scan's per-channel gates ------------------------------------------------------------

def test_a_channel_gate_answers_as_the_whole_rule_set_restricted_to_the_channel():
    from retriage.core.analyser import Analyser
    from retriage.core.channels import FAILED_OUTPUT, OUTPUT

    analyser = Analyser(default_config(), lean=True)
    texts = ["The file /w/src/a.py has been updated.",
             "npm ERR! code ECONNREFUSED\nconnect ECONNREFUSED 10.0.0.1:443",
             "Exit code 1\nPermission denied (publickey).\nfatal: Could not read from remote repository.",
             "E   ModuleNotFoundError: No module named 'requests'\n1 failed, 3 passed in 0.2s"]
    for channel, unflagged in ((OUTPUT, False), (OUTPUT, True), (FAILED_OUTPUT, False)):
        gate, allowed = analyser._channel_gate(channel, unflagged)
        counted = {i for i, (p, _q) in enumerate(analyser._scanned)
                   if channel in p.channels or unflagged and FAILED_OUTPUT in p.channels}
        assert set(allowed) == counted
        for text in texts:
            assert {allowed[i] for i in gate.candidates(text)} == set(analyser._gate.candidates(text)) & counted
    assert len(analyser._channel_gate(OUTPUT, False)[1]) < len(analyser._channel_gate(FAILED_OUTPUT, False)[1])


# -- a text's words, from its bytes ------------------------------------------------------------

from retriage.core.literals import _ALPHA, _words_of  # noqa: E402


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.characters(blacklist_categories=())) | st.text(alphabet="ab Z\u00e9\u017f\u212a\ud800-_\n\t1"))
def test_words_from_bytes_are_the_maximal_runs_of_ascii_letters(text):
    """Accents, the long s, the Kelvin sign, a lone surrogate: each separates words as a regex
    ``[A-Za-z]+`` sees them."""
    assert _words_of(text) == {w.encode("ascii") for w in _ALPHA.findall(text)}


# -- required characters: the shortcut of a pattern without a literal of three characters -----

from retriage.core.literals import may_match_all, required_chars  # noqa: E402


@pytest.mark.parametrize("regex, pieces", [
    (r"(?m)^(?:\./)?((?:[\w@+-][\w.@+-]*/)*[\w@+-][\w.@+-]*\.[A-Za-z]\w{0,9}):\d+[:-]", {".", ":"}),
    (r"a\d+b", {"a", "b"}),
    (r"(?:x|y)z", {"z"}),                       # a piece of one alternative only is no requirement
    (r"(?:ab)+\d", {"ab"}),                     # a repeat of at least one
])
def test_required_chars_are_what_every_match_holds(regex, pieces):
    assert set(required_chars(re.compile(regex))) == pieces


@pytest.mark.parametrize("regex", [r"(?i)a\d", r"\d+", r"(?:a)?\d", r"a|b", r"[ab]c?"])
def test_no_required_chars_when_none_can_be_proved(regex):
    assert required_chars(re.compile(regex)) is None


@pytest.mark.parametrize("name", sorted(k for k, v in default_config().rules.items()
                                        if k.endswith("_regex") and isinstance(v, str)))
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(data=st.data())
def test_any_text_a_rule_matches_passes_its_required_chars(name, data):
    # derived from the rules' data: a rule added to rules.yaml is covered here without a change
    pattern = re.compile(_RULES[name])
    text = data.draw(st.from_regex(pattern))
    assert pattern.search(text)
    assert may_match_all(required_chars(pattern), text), text
    assert QuickPattern(pattern).search(text)


def test_a_text_missing_a_required_char_is_ruled_out_and_a_search_hit_is_not():
    quick = QuickPattern(re.compile(_RULES["located_path_regex"]))
    assert quick.literals is None and quick.chars
    # prose and file contents without a ':' cannot locate a file
    assert not quick.may_match("     1\u2192    retry_timeout = 1  # OOMKilled pods restart\n")
    assert quick.search("the code lives in src/app.py") is None
    # a search's hit lines must still be found
    hits = "src/m1.py:7:    timeout = settings.TIMEOUT\n./lib/x.go:12-  return nil"
    assert quick.may_match(hits) and quick.search(hits).group(1) == "src/m1.py"


# -- may_match on long texts: literals tested by their rarest characters first -------------------

from retriage.core import literals as _literals  # noqa: E402

_ALPHABET = st.sampled_from(list("abcxyz :'`\u2192E\n"))


@settings(max_examples=300, deadline=None)
@given(literals=st.lists(st.text(_ALPHABET, min_size=1, max_size=6), min_size=1, max_size=12).map(tuple),
       body=st.text(_ALPHABET, max_size=60), planted=st.integers(min_value=-1, max_value=11))
def test_may_match_on_a_long_text_answers_as_testing_every_literal(literals, body, planted):
    text = body * (_literals.RARE_CHARS_MIN_TEXT // max(1, len(body)) + 1) if body else ""
    if 0 <= planted < len(literals):
        text = text[: len(text) // 2] + literals[planted] + text[len(text) // 2:]
    assert may_match(literals, text) == any(literal in text for literal in literals)


def test_a_file_read_naming_nothing_missing_is_ruled_out_and_one_that_does_is_not():
    phantom = required_literals(re.compile(_RULES["phantom_output_regex"], re.MULTILINE))
    assert len(phantom) >= _literals.RARE_CHARS_MIN_LITERALS
    content = "".join(f"{i:>6}\u2192    retry_timeout = {i}  # OOMKilled pods restart\n" for i in range(40))
    assert len(content) >= _literals.RARE_CHARS_MIN_TEXT
    assert not may_match(phantom, content)
    missing = content + "sed: can't read conf/app.yaml: No such file or directory\n"
    assert may_match(phantom, missing)
    # derived from the rule's data: every literal of it, planted in the same text, is found
    for literal in phantom:
        assert may_match(phantom, content + literal), literal


# -- AnyBranch: a line-anchored alternative searched by its line-start form ---------------------

from retriage.core.literals import line_start_form  # noqa: E402


@pytest.mark.parametrize("regex", [r"^FAIL", r"(?m)^x|y", r"(?m)(?<=a)^x", r"(?m)^(?<=\n)x", r"(?m)\A^x",
                                   r"(?m)FAIL", r"(?m)^"])
def test_no_line_start_form_where_it_could_answer_otherwise(regex):
    assert line_start_form(re.compile(regex)) is None


_LINE_PIECES = ["FAIL", "FAILED", "x", " ", "\n", "E", "Error: ", "\\b", "_", "ok"]


@pytest.mark.parametrize("regex", [r"(?m)^FAIL(?:ED)?\b", r"(?m)^\s*(?:E\s+)?\w*(?:Error|Exception): ",
                                   r"(?m)^\bx", r"(?m)^ok\s*$", r"(?m)^(?:FAIL|ok)"])
@settings(max_examples=200, deadline=None)
@given(pieces=st.lists(st.sampled_from(_LINE_PIECES), max_size=10))
def test_the_line_start_form_finds_a_match_exactly_where_the_pattern_does(regex, pieces):
    pattern = re.compile(regex)
    fast = line_start_form(pattern)
    assert fast is not None
    text = "".join(pieces)
    assert (fast.search("\n" + text) is not None) == (pattern.search(text) is not None)


def test_every_line_anchored_error_report_alternative_gets_its_line_start_form():
    # derived from the rule's data: an alternative added to error_report_regex gets one too
    branches = AnyBranch(ERROR_REPORT)
    anchored = [b for b in branches.branches if re.sub(r"\A\(\?\w+\)", "", b.pattern).startswith("^")]
    assert len(anchored) >= 20
    assert all(branches._line_start[branches.branches.index(b)] is not None for b in anchored)


@pytest.mark.parametrize("name", ["test_report_regex", "located_path_regex", "snapshot_summary_regex"])
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(data=st.data())
def test_found_answers_as_search_on_long_texts(name, data):
    # a long text takes the line-start form; the rule's own matches, planted at a line start, in
    # mid-line or not at all, must get the same yes/no as the plain search
    pattern = re.compile(_RULES[name])
    quick = QuickPattern(pattern)
    assert quick._line_start is not None, name
    piece = data.draw(st.from_regex(pattern, fullmatch=False))
    filler = "all good here: 12 passed\n" * 12
    joint = data.draw(st.sampled_from(["", "\n", " ", "x"]))
    text = filler + joint + piece + data.draw(st.sampled_from(["", "\n", " tail"]))
    assert len(text) > QuickPattern.MEMO_CHARS
    assert quick.found(text) == (pattern.search(text) is not None)
    assert QuickPattern(pattern).found(filler) == (pattern.search(filler) is not None)
