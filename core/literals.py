"""Required literals of a regex: a cheap test that rules out most texts before the regex runs.

Python's ``re`` tries every alternative at every position, so a rule such as
``infra.network`` (fifteen alternatives) costs about 40 µs on a 300-character
pytest report that it does not match. Scanning thousands of tool outputs that way
was most of the analyser's time. But every alternative of a rule contains a fixed
piece of text ("Connection refused", "ENOSPC", ": command not found"), and
``str.__contains__`` finds those in a fraction of a microsecond.

:func:`required_literals` reads the regex's parse tree and returns, for each
top-level alternative, the longest run of literal characters that any match of
that alternative must contain. If no alternative of the pattern could match
without one of them, a text holding none of them cannot match, and the regex need
not run. When that cannot be shown (a case-insensitive pattern, an alternative
with no literal run of at least :data:`MIN_LITERAL` characters) the answer is
``None`` and the regex always runs: the shortcut may only skip work, never change
a result.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

try:  # Python 3.11+: the parser lives in re._parser (sre_parse is a deprecated alias)
    from re import _parser as _sre_parse  # type: ignore[attr-defined]
    from re import _constants as _sre_constants  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - older layouts
    import sre_constants as _sre_constants  # type: ignore[no-redef]
    import sre_parse as _sre_parse  # type: ignore[no-redef]

#: shorter runs would match too often to save anything
MIN_LITERAL = 3

_LITERAL = _sre_constants.LITERAL
_BRANCH = _sre_constants.BRANCH
_SUBPATTERN = _sre_constants.SUBPATTERN
_REPEATS = (_sre_constants.MAX_REPEAT, _sre_constants.MIN_REPEAT, getattr(_sre_constants, "POSSESSIVE_REPEAT", None))


def _best(options: list[tuple[str, ...]]) -> tuple[str, ...] | None:
    """The most selective option: the longest shortest literal, then the fewest literals."""
    if not options:
        return None
    return max(options, key=lambda option: (min(len(lit) for lit in option), -len(option)))


def _required(items: Any, min_literal: int = MIN_LITERAL) -> tuple[str, ...] | None:
    """Literals of which one must occur wherever the sequence ``items`` matches, or None.

    Every candidate is something the sequence cannot match without: a run of
    consecutive literal characters; a nested alternation, through the union of
    what each of its alternatives requires; a group; a repeat of at least one.
    Zero-width anchors (``\\b``, ``^``) end a run but keep the pieces around them
    required; anything else (a class, an optional part) just ends the run.
    """
    options: list[tuple[str, ...]] = []
    run: list[str] = []

    def close_run() -> None:
        if len(run) >= min_literal:
            options.append(("".join(run),))
        run.clear()

    for op, arg in items:
        if op is _LITERAL:
            run.append(chr(arg))
            continue
        close_run()
        if op is _BRANCH:
            alternatives = [_required(alt, min_literal) for alt in arg[1]]
            if all(alt is not None for alt in alternatives):
                options.append(tuple(lit for alt in alternatives for lit in alt))  # type: ignore[union-attr]
        elif op is _SUBPATTERN:
            _group, add_flags, del_flags, sub = arg
            if not add_flags and not del_flags:
                inner = _required(sub, min_literal)
                if inner is not None:
                    options.append(inner)
        elif op in _REPEATS:
            low, _high, sub = arg
            if low >= 1:
                inner = _required(sub, min_literal)
                if inner is not None:
                    options.append(inner)
    close_run()
    if min_literal < MIN_LITERAL:
        # every option is required: the caller tests them all (see :func:`required_chars`)
        return tuple(lit for option in options if len(option) == 1 for lit in option) or None
    return _best(options)


@lru_cache(maxsize=1024)
def required_literals(pattern: re.Pattern[str]) -> tuple[str, ...] | None:
    """Literals of which at least one is in every text ``pattern`` matches, or None.

    Cached: every run's analyser asks for the same few dozen patterns, and parsing
    them costs more than diagnosing a small run.
    """
    if not isinstance(pattern.pattern, str):
        return None
    try:
        tree = _sre_parse.parse(pattern.pattern, pattern.flags)
    except Exception:  # noqa: BLE001 - the regex compiled; never let the shortcut break a rule
        return None
    if tree.state.flags & re.IGNORECASE:
        return None
    literals = _required(list(tree))
    if literals is None:
        return None
    # a literal that contains another is redundant: the shorter one is found first
    kept: list[str] = []
    for literal in sorted(set(literals), key=len):
        if not any(k in literal for k in kept):
            kept.append(literal)
    return tuple(kept)


@lru_cache(maxsize=1024)
def required_chars(pattern: re.Pattern[str]) -> tuple[str, ...] | None:
    """Short pieces of text (one or two characters, rarest first) that are *all* in every text
    ``pattern`` matches, for a pattern with no :func:`required_literals`; None when none can be
    proved (a case-insensitive pattern, no piece outside an optional part or an alternation).

    ``located_path_regex`` (``^path/x.py:12:``) has no literal of three characters, so it ran over
    every file a reader returned; but every match holds a ``.`` and a ``:``, and a text missing
    either (prose, most file contents of some languages) is ruled out by two C scans. Only
    pieces every match must hold are returned (a required piece inside one alternative is not
    one), so the test only skips work.
    """
    if not isinstance(pattern.pattern, str):
        return None
    try:
        tree = _sre_parse.parse(pattern.pattern, pattern.flags)
    except Exception:  # noqa: BLE001 - the regex compiled; never let the shortcut break a rule
        return None
    if tree.state.flags & re.IGNORECASE:
        return None
    found = _required(list(tree), 1)
    if not found:
        return None
    return tuple(sorted(set(found), key=lambda piece: min(_commonness(c) for c in piece)))


def may_match_all(pieces: tuple[str, ...] | None, text: str) -> bool:
    """False only when ``text`` lacks one of the :func:`required_chars` ``pieces``."""
    if pieces is None:
        return True
    for piece in pieces:
        if piece not in text:
            return False
    return True


@lru_cache(maxsize=1024)
def folded_literals(pattern: re.Pattern[str]) -> tuple[str, ...] | None:
    """Lower-case literals of which one is in every *ASCII* text a case-insensitive ``pattern``
    matches, lower-cased; None when the pattern is case-sensitive or none can be proved.

    Under ``re.IGNORECASE`` a pattern's letter also matches a few non-ASCII ones ("s" matches
    the long s, "k" the Kelvin sign), so the test is made only of ASCII literals, and only
    texts that are ASCII throughout may be ruled out (:func:`may_match_folded`): there, a
    match of the pattern is exactly a match of its lower-cased literals in the lower-cased text.
    """
    if not isinstance(pattern.pattern, str) or not pattern.flags & re.IGNORECASE:
        return None
    try:
        tree = _sre_parse.parse(pattern.pattern, pattern.flags)
    except Exception:  # noqa: BLE001 - the regex compiled; never let the shortcut break a rule
        return None
    literals = _required(list(tree))
    if literals is None or not all(literal.isascii() for literal in literals):
        return None
    kept: list[str] = []
    for literal in sorted({literal.lower() for literal in literals}, key=len):
        if not any(k in literal for k in kept):
            kept.append(literal)
    return tuple(kept)


def may_match_folded(literals: tuple[str, ...] | None, text: str) -> bool:
    """False only when the case-insensitive pattern behind :func:`folded_literals` certainly
    does not match ``text`` (an ASCII text holding none of them in any case)."""
    if literals is None or not text.isascii():
        return True
    lowered = text.lower()
    for literal in literals:
        if literal in lowered:
            return True
    return False


def may_match(literals: tuple[str, ...] | None, text: str) -> bool:
    """False only when the pattern behind ``literals`` certainly does not match ``text``.

    Each ``literal in text`` scans the whole text: twenty literals over a 2 KB file a reader
    returned cost ~30 µs, and every tool output meets such a list (``phantom_output_regex``'s
    twenty-two, the rules' own). On a long text the literals are tested by their two rarest
    characters first (:func:`_by_rare_chars`): a one-character ``in`` is a ``memchr`` that
    rules out every literal holding that character at once, and only the literals whose two
    characters are both in the text are searched. A literal in the text has both its
    characters in it, so the answer is the same."""
    if literals is None:
        return True
    if len(text) < RARE_CHARS_MIN_TEXT or len(literals) < RARE_CHARS_MIN_LITERALS:
        for literal in literals:
            if literal in text:
                return True
        return False
    for rare, entries in _by_rare_chars(literals):
        if rare in text:
            for second, group in entries:
                if second in text:
                    for literal in group:
                        if literal in text:
                            return True
    return False


#: below this length, a plain ``in`` per literal costs less than the rare-character test (a
#: one-character ``in`` is a memchr, ~50x faster than a search for a longer literal: worth it
#: even for one literal)
RARE_CHARS_MIN_TEXT = 256
RARE_CHARS_MIN_LITERALS = 1

#: literal list -> its literals grouped by rarest, then second rarest character (bounded)
_RARE_GROUPS: dict[tuple[str, ...], tuple[tuple[str, tuple[tuple[str, tuple[str, ...]], ...]], ...]] = {}


def _by_rare_chars(literals: tuple[str, ...]) -> tuple[tuple[str, tuple[tuple[str, tuple[str, ...]], ...]], ...]:
    """``literals`` grouped by their rarest character and then their second rarest (as
    :class:`LiteralGate` groups the literals without an inner word), computed once per list."""
    found = _RARE_GROUPS.get(literals)
    if found is None:
        groups: dict[str, dict[str, list[str]]] = {}
        for literal in literals:
            rarest = sorted(set(literal), key=_commonness)[:2] or [""]  # "" is in every text, as "" is
            groups.setdefault(rarest[0], {}).setdefault(rarest[-1], []).append(literal)
        found = tuple((a, tuple((b, tuple(group)) for b, group in by_b.items())) for a, by_b in groups.items())
        if len(_RARE_GROUPS) >= 1024:
            _RARE_GROUPS.clear()
        _RARE_GROUPS[literals] = found
    return found


_UNSEEN: Any = object()


class QuickPattern:
    """A compiled regex whose :meth:`search` first checks the required literals.

    A drop-in for the ``re.Pattern.search`` calls the analyser makes on every tool
    output (error-report and test-report shapes), where most texts match nothing.
    """

    __slots__ = ("regex", "literals", "folded", "chars", "_memo", "_last", "_line_start", "_last_found")

    #: short texts (commands, mostly) come back again and again, and a rule with thirty
    #: literals tests thirty substrings each time, and a command that matches (``pytest -q``
    #: against the test-command rule) runs the regex each time: the answers for texts of at
    #: most this many characters are remembered, up to this many texts (a search is
    #: deterministic, and a match object is never changed by its users).
    #: Small: every analyser has a dozen of these, and a watched run keeps its analyser
    MEMO_TEXTS = 512
    MEMO_CHARS = 256

    def __init__(self, regex: re.Pattern[str]) -> None:
        self.regex = regex
        self.literals = required_literals(regex)
        #: a case-insensitive pattern's literals, lower-cased (asked of ASCII texts only)
        self.folded = folded_literals(regex) if self.literals is None else None
        #: with neither: short pieces every match holds (:func:`required_chars`), all tested
        self.chars = required_chars(regex) if self.literals is None and self.folded is None else None
        self._memo: dict[str, re.Match[str] | None] = {}
        #: (text, answer) of the last search: the analyser asks whether one output is a test
        #: report twice (noting the test run, then scanning it); compared by identity, and the
        #: text held, so its id cannot be reused
        self._last: tuple[str | None, re.Match[str] | None] = (None, None)
        #: for :meth:`found`: the line-start form of a pattern anchored at line starts, and the
        #: last (text, answer), held and compared like ``_last``
        self._line_start = line_start_form(regex)
        self._last_found: tuple[str | None, bool] = (None, False)

    @property
    def pattern(self) -> str:
        return self.regex.pattern

    def search(self, text: str) -> re.Match[str] | None:
        last = self._last
        if last[0] is text:
            return last[1]
        if len(text) <= self.MEMO_CHARS:
            memo = self._memo
            match = memo.get(text, _UNSEEN)
            if match is not _UNSEEN:
                return match
            match = self._search(text)
            if len(memo) >= self.MEMO_TEXTS:
                memo.clear()
            memo[text] = match
            return match
        match = self._search(text)
        self._last = (text, match)
        return match

    def _search(self, text: str) -> re.Match[str] | None:
        return self.regex.search(text) if self.may_match(text) else None

    def found(self, text: str) -> bool:
        """Whether :meth:`search` finds a match, for callers that only ask yes or no: a long text
        is searched by the pattern's line-start form (:func:`line_start_form`), when it has one
        (``test_report_regex`` over every test run's output, ``located_path_regex`` over every
        file a reader returned: ``re`` tries ``^`` at every position of the text otherwise)."""
        fast = self._line_start
        if fast is None or len(text) <= self.MEMO_CHARS or self._last[0] is text:
            return self.search(text) is not None
        last = self._last_found
        if last[0] is text:
            return last[1]
        answer = self.may_match(text) and fast.search("\n" + text) is not None
        self._last_found = (text, answer)
        return answer

    def may_match(self, text: str) -> bool:
        """False only when the regex certainly finds nothing in ``text`` (the literal tests alone,
        for a caller that goes on with ``finditer``)."""
        literals = self.literals
        if literals is not None:
            return may_match(literals, text)
        if self.folded is not None:
            return may_match_folded(self.folded, text)
        return may_match_all(self.chars, text)


#: a maximal run of ASCII letters: the unit :class:`LiteralGate` looks words up by
_ALPHA = re.compile(r"[A-Za-z]+")

#: every byte that is not an ASCII letter, to a space: a text's UTF-8 bytes translated by it and
#: split on whitespace are its maximal runs of ASCII letters (the bytes of any other character
#: are all >= 0x80, so they separate words as the character does), as bytes. Three to four
#: times faster than ``_ALPHA.findall``, which builds a str per word in Python's regex engine.
_NOT_ALPHA = bytes(b if 65 <= b <= 90 or 97 <= b <= 122 else 32 for b in range(256))

#: (text, its words) of the last text split: several gates ask about the same output in a row
#: (Osmia's "is this an error report", then the rules), so it is split once. A tuple replaced
#: whole, compared by identity: the text it holds stays alive, so its id cannot be reused.
_LAST_WORDS: tuple[str | None, frozenset[bytes]] = (None, frozenset())


def _words_of(text: str) -> frozenset[bytes]:
    """The maximal runs of ASCII letters in ``text`` (``_ALPHA.findall``), as a set of bytes."""
    global _LAST_WORDS
    last = _LAST_WORDS
    if last[0] is text:
        return last[1]
    # surrogatepass: a lone surrogate (JSON allows "\ud800") encodes to bytes >= 0x80 like any other
    words = frozenset(text.encode("utf-8", "surrogatepass").translate(_NOT_ALPHA).split())
    _LAST_WORDS = (text, words)
    return words


#: characters from most to least common in English prose and tool output; an unlisted one is rarer
_COMMON = " etaoinsrhldcumfpgwybvkxjqz0123456789.,:/-_'\"()=ETAOINSRHLDCUMFPGWYBVKXJQZ"


def _commonness(char: str) -> int:
    """How common a character is (lower: rarer), to pick the rarest ones of a literal."""
    index = _COMMON.find(char)
    return -index if index >= 0 else -len(_COMMON) - 1 - ord(char) % 7


def _interior_word(literal: str) -> str:
    """The longest run of letters inside ``literal`` with a non-letter on both sides *within*
    the literal ('' if none): wherever the literal occurs, that run is a whole word of the text."""
    best = ""
    for match in _ALPHA.finditer(literal):
        if match.start() > 0 and match.end() < len(literal) and len(match.group()) > len(best):
            best = match.group()
    return best


class LiteralGate:
    """Which of many patterns may match a text, without one substring search per literal.

    The analyser's rules carry some 350 required literals; testing each with ``in`` costs
    about 60 µs per tool output, most of a test run's diagnosis. Most literals have a
    whole word inside them ("No *space* left on device"), and a text can hold the
    literal only if it holds that word as a maximal run of letters. One split of the
    text's bytes into its words (:func:`_words_of`) and one set intersection rule out
    nearly all of them at once; the literals whose word is present are then tested with
    ``in`` as before. The literals without an inner word ("ECONNREFUSED") are grouped by
    their two rarest characters, and a group is tested only when the text holds both. So
    the answer is exactly the patterns for which :func:`may_match` is true: the gate only
    skips work.
    """

    __slots__ = ("_always", "_owners", "_by_word", "_words", "_rest_groups", "_seen")

    #: short texts come back again and again ("The file x has been updated.", "ok"): their
    #: answers are remembered, up to this many texts of at most this many characters
    MEMO_TEXTS = 4096
    MEMO_CHARS = 512

    def __init__(self, patterns: list[QuickPattern]) -> None:
        self._always = frozenset(i for i, q in enumerate(patterns) if q.literals is None)
        owners: dict[str, list[int]] = {}
        for index, quick in enumerate(patterns):
            for literal in quick.literals or ():
                owners.setdefault(literal, []).append(index)
        self._owners = {literal: tuple(indices) for literal, indices in owners.items()}
        by_word: dict[str, list[str]] = {}
        rest: list[str] = []
        for literal in owners:
            word = _interior_word(literal)
            if word:
                by_word.setdefault(word, []).append(literal)
            else:
                rest.append(literal)
        # keyed by the word's ASCII bytes, as :func:`_words_of` returns a text's words
        self._by_word = {word.encode("ascii"): tuple(literals) for word, literals in by_word.items()}
        self._words = frozenset(self._by_word)
        # the literals without an inner word, grouped by their rarest character and then their
        # second rarest: a text lacking either cannot hold them. ``char in text`` is a C scan
        # (memchr) that stops at the first hit; testing the thirty-odd rarest characters that
        # way costs less than building a set of the text's characters
        groups: dict[str, dict[str, list[str]]] = {}
        for literal in rest:
            rarest = sorted(set(literal), key=_commonness)[:2]
            groups.setdefault(rarest[0], {}).setdefault(rarest[-1], []).append(literal)
        self._rest_groups = tuple((a, tuple((b, tuple(literals)) for b, literals in by_b.items()))
                                  for a, by_b in groups.items())
        self._seen: dict[str, frozenset[int]] = {}

    def candidates(self, text: str) -> frozenset[int]:
        """Indices of the patterns that may match ``text`` (the others certainly do not)."""
        if len(text) > self.MEMO_CHARS:
            return self._candidates(text)
        found = self._seen.get(text)
        if found is None:
            if len(self._seen) >= self.MEMO_TEXTS:
                self._seen.clear()
            found = self._seen[text] = self._candidates(text)
        return found

    def _candidates(self, text: str) -> frozenset[int]:
        found = set(self._always)
        owners = self._owners
        for word in self._words.intersection(_words_of(text)):
            for literal in self._by_word[word]:
                if literal in text:
                    found.update(owners[literal])
        for a, entries in self._rest_groups:
            if a in text:
                for b, literals in entries:
                    if b in text:
                        for literal in literals:
                            if literal in text:
                                found.update(owners[literal])
        return frozenset(found)


@lru_cache(maxsize=2048)
def quick(regex: re.Pattern[str]) -> QuickPattern:
    """The process's one QuickPattern for ``regex``: every analyser of a fleet shares it.

    Made per analyser, a scan of 1,000 small runs built 190 of them per run (most of the
    set-up of a small run), and each started with an empty memo, so the commands every run
    repeats (``pytest -q``, ``git status``) were searched afresh in each. A search is
    deterministic and its memo bounded, so sharing changes no answer; the memo is read with
    ``get`` so a thread clearing it meanwhile costs a search, not an error.
    """
    return QuickPattern(regex)


@lru_cache(maxsize=32)
def gate_for(regexes: tuple[re.Pattern[str], ...]) -> LiteralGate:
    """The gate of a rule set, built once: every run's analyser scans with the same rules,
    and building it costs more than diagnosing a small run."""
    return LiteralGate([QuickPattern(regex) for regex in regexes])


def _top_level_branches(pattern: str) -> list[str] | None:
    """``pattern`` cut at its top-level ``|`` (outside groups and classes), or None when that
    cannot be done safely (backreferences, conditionals, a ``|`` the scan cannot place)."""
    if re.search(r"\\[1-9]|\(\?P=|\(\?\(", pattern):
        return None
    parts: list[str] = []
    depth = 0
    in_class = False
    start = 0
    i = 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\":
            i += 2
            continue
        if in_class:
            if ch == "]":
                in_class = False
        elif ch == "[":
            in_class = True
            # a ']' right after '[' or '[^' is a literal member, not the end of the class
            if pattern[i + 1:i + 2] == "^":
                i += 1
            if pattern[i + 1:i + 2] == "]":
                i += 1
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            parts.append(pattern[start:i])
            start = i + 1
        i += 1
    if depth != 0 or in_class:
        return None
    parts.append(pattern[start:])
    return parts


class AnyBranch:
    """``regex.search(text)`` as a yes/no question, asked one top-level alternative at a time.

    ``re`` tries every alternative of a long alternation at every position of the text:
    ``error_report_regex`` (27 alternatives) costs ~35 µs on a 400-character test report
    even though its literals gate it. Asked separately, each alternative has its own
    required literals, so only the two or three whose words are in the text run at all.
    A text has a match of ``A|B|C`` exactly when it has a match of A, of B or of C, so
    the answer is the same; the match object may differ, which is why this is only for
    truth tests (Osmia's "does this output read as an error report").
    """

    __slots__ = ("branches", "_gate", "_line_start")

    def __init__(self, regex: re.Pattern[str]) -> None:
        parts = _top_level_branches(regex.pattern) if isinstance(regex.pattern, str) else None
        branches: list[QuickPattern] = []
        if parts is not None and len(parts) > 1:
            try:
                branches = [QuickPattern(re.compile(part, regex.flags)) for part in parts]
            except re.error:
                branches = []
        self.branches = tuple(branches) or (QuickPattern(regex),)
        # the alternatives' literals checked together, as the analyser checks its rules'
        self._gate = LiteralGate(list(self.branches))
        #: per alternative, its line-start form (:func:`line_start_form`), searched in newline + text
        self._line_start = tuple(line_start_form(branch.regex) for branch in self.branches)

    def search(self, text: str) -> re.Match[str] | None:
        r"""A match of one alternative if the whole pattern matches somewhere, else None (a match
        of an alternative's line-start form is one in ``"\n" + text``: a truth test's answer)."""
        branches = self.branches
        padded = None
        for index in sorted(self._gate.candidates(text)):
            fast = self._line_start[index]
            if fast is not None:
                if padded is None:
                    padded = "\n" + text
                match = fast.search(padded)
            else:
                match = branches[index].regex.search(text)
            if match is not None:
                return match
        return None


#: inline global flags at the start of a pattern (``(?m)``)
_GLOBAL_FLAGS = re.compile(r"\A\(\?[aiLmsux]+\)")


@lru_cache(maxsize=1024)
def line_start_form(regex: re.Pattern[str]) -> re.Pattern[str] | None:
    r"""For a MULTILINE pattern ``^Q``, the pattern ``\nQ``: ``Q`` matches at a line start of a text
    exactly where ``\nQ`` matches in ``"\n" + text``, and ``re`` finds a pattern that starts with a
    literal character by a fast scan for it, where ``^Q`` is tried at every position of the text
    (``^FAIL(?:ED)?\b`` costs ~2 µs on a 500-character report, most of it failing at ``^``).
    None when that cannot be shown: no ``^`` first, not MULTILINE, a look-behind or ``\A`` (they
    would see the added newline), or a top-level ``|`` (``^A|B`` is not ``^(?:A|B)``)."""
    if not isinstance(regex.pattern, str) or not regex.flags & re.MULTILINE:
        return None
    body = _GLOBAL_FLAGS.sub("", regex.pattern, count=1)
    if not body.startswith("^") or "(?<" in body or "\\A" in body:
        return None
    rest = body[1:]
    if not rest or rest[0] in "*+?{|" or _top_level_branches(rest) != [rest]:
        return None
    try:
        return re.compile(r"\n" + rest, regex.flags)
    except re.error:
        return None


@lru_cache(maxsize=64)
def any_branch(regex: re.Pattern[str]) -> AnyBranch:
    """:class:`AnyBranch` of ``regex``, built once per pattern (every run's analyser asks)."""
    return AnyBranch(regex)
