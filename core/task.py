"""What the task asked for, read from prompt.md.

The behavioural detectors need to know which files the ticket points at,
whether it asks for tests to be written or changed, and whether it licenses a
wide change ("rename X across the codebase").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

#: files known by a name without an extension: `Makefile` in a task is a file, `make` a word
EXTENSIONLESS_FILES = frozenset({
    "Makefile", "GNUmakefile", "makefile", "Dockerfile", "Containerfile", "Jenkinsfile", "Gemfile", "Rakefile",
    "Procfile", "Vagrantfile", "Brewfile", "Justfile", "justfile", "Podfile", "Cartfile", "Fastfile", "Appfile",
    "Earthfile", "Tiltfile", "Caddyfile", "Pipfile", "Snakefile", "CODEOWNERS", "WORKSPACE", "BUILD", "MODULE",
    "Kconfig", "Kbuild", "configure", "LICENSE", "NOTICE", "AUTHORS", "CHANGELOG", "README"})
# path-like tokens: a/b.py, src/x/, ./pkg/file.go, handler.ts, a dotfile (.sops.yaml, .eslintrc.json), and, in
# backticks, a file named without an extension (`Makefile`)
_PATH = re.compile(
    r"(?<![\w/.-])((?:\.{0,2}/)?(?:[\w.-]+/|\[{1,2}(?:\.\.\.)?\w+\]{1,2}/)+[\w.-]*|\.?[\w-]+(?:\.[\w-]+)*\.(?:py|pyi|go|rs|ts|tsx|js|jsx|mjs|cjs|rb|java|kt|cs|swift|c|h|cc|cpp|hpp|php|scala|ex|exs|vue|svelte|sql|yaml|yml|toml|json|sh|md|css|scss|html|properties|gradle|kts|tf|tfvars|hcl|ipynb|proto|xml|cfg|ini|conf|bzl|txt)|(?:{names}))(?![\w/-])".replace("{names}", "|".join(sorted(EXTENSIONLESS_FILES)))
)
#: a component's own stylesheet or template (a companion of the component file of the same name)
_STYLE_OR_TEMPLATE = re.compile(r"\.(?:module\.)?(?:css|scss|sass|less|styl)$|\.(?:styles?|styled|css)\.[cm]?[jt]sx?$"
                                r"|\.(?:component\.)?html$|\.(?:hbs|erb|haml|slim|twig|blade\.php)$")
#: a story, test, fixture or mock of a component: what shows it, not the component
_DEMO_OR_TEST = re.compile(r"\.(?:stories|story|test|spec|snap|fixtures?|mocks?)\.|\.snap$")
_TEST_NAME = re.compile(r"\b(?:test_\w{3,}|Test[A-Z]\w{2,}|\w+_test\b)")
_NOT_PATHS = {"e.g.", "i.e.", "etc.", "vs.", "a/b", "and/or", "n/a"}


@dataclass(frozen=True)
class TaskScope:
    named_paths: tuple[str, ...] = ()
    tests_requested: bool = False  # the task asks to change existing tests
    tests_added: bool = False  # the task asks for new tests
    tests_forbidden: bool = False
    broad: bool = False
    named_tests: tuple[str, ...] = ()
    forbidden_paths: tuple[str, ...] = ()
    facts: dict[str, Any] = field(default_factory=dict)
    #: the task text, lowercased and capped: a "Permission denied" the ticket itself quotes is
    #: what the feature prints, not what the environment did
    text: str = ""
    #: the task asks for a repo-wide mechanical change (format, lint autocorrect, upgrade, migrate)
    mechanical: bool = False
    #: the task asks for test snapshots or golden files to be rewritten
    snapshots_requested: bool = False
    #: the task asks for new tests *and* a change to the code: it names a test file and another
    #: file, and says what the code must do ("add tests for tax.py" alone asks for tests only)
    fix_requested: bool = False
    #: the task asks for a rename or a replacement (a find-and-replace over files is then licensed)
    renames: bool = False
    #: existing helpers the task says to use (last identifier of each: `money.formatMoney(...)` -> formatMoney)
    reuse_symbols: tuple[str, ...] = ()
    #: code the task quotes for the change to write ("add `AND archived_at IS NULL` to the query"),
    #: whitespace-normalised and lowercased
    quoted_code: tuple[str, ...] = ()
    #: types the task names as the code to change, by name rather than by file (`OrderRepository.findPage`,
    #: `Subscription#next_renewal`, `User`): lowercased, separators dropped, to compare with file stems
    named_types: tuple[str, ...] = ()
    #: the task quotes the one change it asks for (``Add `x=1` to `f` ``, ``Set `retention = 14` in `main.tf` ``)
    quoted_change: bool = False
    #: named paths the task names only inside a command it quotes to run ("Acceptance: `pytest
    #: tests/test_settings.py -q`"): what to run, not what to change
    run_paths: tuple[str, ...] = ()
    #: the number of files or places the task itself says the change touches ("move all 140 markdown files",
    #: "update its 26 importers", "retarget its 17 projects"): 0 when it says none
    stated_count: int = 0
    #: types a sentence that forbids touching them names (`LegacyCurrencyFormatter` ... "leave it"), as type keys
    forbidden_types: tuple[str, ...] = ()
    #: named paths the task says are generated or built from a source it names (``build/config.h` is generated`,
    #: "built by `sass` into `app/assets/builds/application.css`"): the output, not the place to fix
    generated_outputs: tuple[str, ...] = ()


def _clean(token: str) -> str:
    token = token.strip("`'\"()[],:;")
    token = token.rstrip(".")
    if token.startswith("./"):
        token = token[2:]
    return token


#: a sentence ends at its stop, or at a bracket or quote closed right after it ("(... leave it.) Spec: ...")
_SENTENCE = re.compile(r"(?<=[.!?])\s+|(?<=[.!?][)\]\"'])\s+|\n\s*\n|\n(?=\s*[-*#\d])")


_EXTENSION = re.compile(r"\.[A-Za-z][\w-]{0,9}$")
_FUNCTION_ARITY = re.compile(r"(?:[A-Z]\w*\.)+[a-z_]\w*[!?]?/\d+")
_QUOTED = re.compile(r"`([^`\n]{1,300})`")
#: a container image's tag or digest right after a name (`:2026.03`, `:v2`, `@sha256:`)
_IMAGE_TAG = re.compile(r"(?::[\w][\w.-]{0,127}|@sha256:[0-9a-fA-F]+)(?![\w/])")
_ARN = re.compile(r"\barn:[\w-]+:[^\s`]*\Z")
#: `libcurl/8.9.1`, `zlib/1.3.1@acme/stable`: a package at a version (Conan's references), not a file
PACKAGE_REFERENCE = re.compile(r"[A-Za-z][\w.+-]*/v?\d+(?:\.\d+)+(?:[-+~][\w.]+)?(?:#\w+)?(?:@[\w.+-]+(?:/[\w.+-]+)?)?")
_HTTP_ROUTE = re.compile(r"\b(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)[ \t]+\Z")
#: an absolute path under a root a machine has (`/etc/nginx/`, `/workspace/app/x.py`); any other absolute
#: token without an extension (`/slack/oauth/callback`, `/api/v2/orders`) is a URL route, not a file
_MACHINE_ROOT = re.compile(r"/(?:etc|usr|var|opt|home|tmp|srv|mnt|root|workspace|workspaces|proc|dev|sys|run|Users|"
                           r"Library|Applications|private|nix|data|app|code|src|repo|builds?|github|__w)(?:/|\Z)")


#: a quoted span that runs a program by its path with arguments (`bin/migrate integration`, `./scripts/seed.sh --demo`)
_PATH_COMMAND = re.compile(r"\A\s*(?:\./)?[\w.-]+(?:/[\w.-]+)+[ \t]+[-\w]"
                           # a script run with its subcommand (`manage.py export_roles`, `python tools/gen.py check`)
                           r"|\A\s*(?:python3?[ \t]+|php[ \t]+|ruby[ \t]+|node[ \t]+)?(?:\./)?[\w.-]+\.(?:py|php|rb|js|mjs|sh|pl)"
                           r"[ \t]+[a-z][\w:-]*"
                           # a module run with arguments (`python -m pipeline.run --input data/sample.csv`)
                           r"|\A\s*python3?[ \t]+-m[ \t]+[\w.]+[ \t]+-")


def _run_paths(prompt: str, named: list[str], test_command: str) -> tuple[str, ...]:
    """Named paths that appear only inside quoted commands: a test run, or a program run by its path with
    arguments (`bin/migrate integration`): what to run, not what to change."""
    command = re.compile(test_command)
    spans = [m for m in _QUOTED.finditer(prompt) if command.search(m.group(1)) or _PATH_COMMAND.match(m.group(1))]
    if not spans:
        return ()
    inside = {p for m in spans for p in paths_in(m.group(0))}
    pieces, last = [], 0
    for m in spans:
        pieces.append(prompt[last:m.start()])
        last = m.end()
    pieces.append(prompt[last:])
    elsewhere = set(paths_in(" ".join(pieces)))
    return tuple(p for p in named if p in inside and p not in elsewhere)[:50]


def paths_in(text: str) -> list[str]:
    """Paths a text mentions.

    Inside backticks any path-like token counts; in running prose only tokens
    with a file extension or a trailing slash do, so that "$99/mo" or
    "read/write" are not taken for paths.
    """
    quoted = {m.start(1) + i for m in _QUOTED.finditer(text) for i in range(len(m.group(1)))}
    found: list[str] = []
    for match in _PATH.finditer(text):
        raw = match.group(1)
        token = _clean(raw)
        if not token or token.lower() in _NOT_PATHS or token.startswith(("http", "www.")) or "://" in token:
            continue
        if "/" not in token and "." not in token and token not in EXTENSIONLESS_FILES:
            continue
        if re.fullmatch(r"[\d./]+", token):  # versions, dates, fractions
            continue
        before = text[max(0, match.start(1) - 1):match.start(1)]
        if _HTTP_ROUTE.search(text, max(0, match.start(1) - 10), match.start(1)):
            continue  # `GET /v2/orders`: an endpoint, not a file
        if (token.startswith("/") and not raw.endswith("/") and not _EXTENSION.search(token)
                and token.rsplit("/", 1)[-1] not in EXTENSIONLESS_FILES and not _MACHINE_ROOT.match(token)):
            continue  # `/slack/oauth/callback`: a route the app serves, not a file
        if raw.endswith("/") and text[match.end(1):match.end(1) + 1] in ("<", "{", ":"):
            continue  # `/wishlist/s/<token>`, `/orders/{id}`, `/users/:id`: a route with a placeholder, not a file (a
            # Next.js `[slug]/` directory is one)
        if before == ":" and _ARN.search(text, max(0, match.start(1) - 120), match.start(1)):
            continue  # `arn:aws:kms:eu-west-1:123:key/mrk-1`: a resource name, not a file
        if (_FUNCTION_ARITY.fullmatch(token) or before == "~"
                or before == ":" and re.fullmatch(r"[a-z_]\w*/\d+", token)):
            # an Elixir or Erlang function and its arity (`Profiles.update/2`, `lists:map/2`), a sigil
            # (`~r/@/`): code, not paths
            continue
        if match.start(1) not in quoted and not (_EXTENSION.search(token) or raw.endswith("/")):
            continue
        if PACKAGE_REFERENCE.fullmatch(token):
            continue  # `libcurl/8.11.1`: a package at a version, not a file
        if before == "@" and not _EXTENSION.search(token) and token.count("/") == 1:
            continue  # `@tailwindcss/typography`, `@testing-library/react`: a scoped package, not a directory
        if not _EXTENSION.search(token) and _IMAGE_TAG.match(text, match.end(1)):
            continue  # `acme/billing:2026.03`, `ghcr.io/org/app:v2`: a container image, not a file
        if token not in found:
            found.append(token)
    return found


def _forbidding(prompt: str, regex: str) -> list[str]:
    """The sentences that forbid touching what they name (or, for a short one that just says "it",
    the sentence before, which names it)."""
    sentences = [s for s in _SENTENCE.split(prompt) if s and s.strip()]
    out: list[str] = []
    for index, sentence in enumerate(sentences):
        if not re.search(regex, sentence):
            continue
        # "Do not touch it." on its own refers back; a longer sentence has its own subject
        if (not paths_in(sentence) and not _QUOTED.search(sentence) and index and len(sentence.split()) <= 6
                and re.search(r"(?i)\b(?:it|them|this file|these files|that file)\b", sentence)):
            sentence = sentences[index - 1]
        out.append(sentence)
    return out


def _forbidden(sentences: list[str]) -> list[str]:
    """Paths in a sentence that forbids touching them."""
    out: list[str] = []
    for sentence in sentences:
        out.extend(p for p in paths_in(sentence) if p not in out)
    return out


def _generated_outputs(prompt: str, named: list[str], rules: dict[str, Any]) -> tuple[str, ...]:
    """Named paths the task's own words make the output of a build or generator: the words right before the
    path (``built by `sass` into``) or right after it (`` is generated``, ``, which ... is rebuilt on deploy``)."""
    before, after = rules.get("generated_output_before_regex"), rules.get("generated_output_after_regex")
    if not (before and after):
        return ()
    before_re, after_re = re.compile(before), re.compile(after)
    out: list[str] = []
    for path in named:
        for m in re.finditer(re.escape(path), prompt):
            head = prompt[max(0, m.start() - 120):m.start()].rstrip("`'\" (")
            tail = " ".join(prompt[m.end():m.end() + 120].lstrip("`'\")").split())
            if before_re.search(head) or after_re.match(tail):
                out.append(path)
                break
    return tuple(out[:20])


def _protects_tests(prompt: str, rules: dict[str, Any]) -> bool:
    """The task names a test file and says it is right or must stay as it is: the file is the spec,
    whatever it is called (`TotalsTest.php`, `LeaveTests.cs`, `Price.test.tsx.snap`), so the task
    forbids changing tests even where it also says "fix the failing test"."""
    regex = rules.get("protected_path_regex")
    if not regex:
        return False
    test_path = re.compile(rules["test_path_regex"])
    return any(test_path.search(m.group("path").replace("\\", "/")) for m in re.finditer(regex, prompt))


def _stated_count(prompt: str, regex: str | None) -> int:
    """The largest number of files or places the task says its change touches (``stated_count_regex``, group
    ``n``), capped: a count is a promise about the size of the change, not a licence for any size."""
    if not regex:
        return 0
    return min(max((int(m.group("n")) for m in re.finditer(regex, prompt)), default=0), 5000)


def _reuse_symbols(prompt: str, regex: str) -> tuple[str, ...]:
    out: list[str] = []
    for m in re.finditer(regex, prompt):
        name = next((v for k, v in m.groupdict().items() if k.startswith("symbol") and v), "")
        last = re.split(r"[.:]+", name)[-1]
        if last and last not in out:
            out.append(last)
    return tuple(out[:10])


def _quoted_code(prompt: str, regex: str) -> tuple[str, ...]:
    out: list[str] = []
    for m in re.finditer(regex, prompt):
        code = " ".join(m.group("code").lower().split())
        if code and code not in out:
            out.append(code)
    return tuple(out[:10])


def _named_types(prompt: str, regex: str) -> tuple[str, ...]:
    """Types a whole backticked span names (a type, or a type's member): the code the task points at
    when it names no file. A span with more in it (a call with arguments, a header) names no type."""
    out: list[str] = []
    pattern = re.compile(regex)
    for m in _QUOTED.finditer(prompt):
        found = pattern.fullmatch(m.group(1).strip())
        if found:
            name = type_key(found.group("type"))
            if len(name) >= 3 and name not in out:
                out.append(name)
    return tuple(out[:10])


_NOT_KEY = re.compile(r"[^a-z0-9]")


def type_key(name: str) -> str:
    """A type's or a file stem's name for comparison: `OrderRepository`, `order_repository.rb` and
    `order-repository` all read `orderrepository`."""
    return _NOT_KEY.sub("", name.lower())


def asked_for(pattern: re.Pattern[str], text: str, negation: re.Pattern[str]) -> bool:
    """The task names the thing and does not forbid it: "silence the warning" asks for a
    suppression, "so that tsc passes without suppressions" forbids one."""
    return any(not negation.search(_QUOTING.sub(" ", text[max(0, m.start() - 40):m.start()]))
               for m in pattern.finditer(text))


#: the marks around a quoted name ("without `# type: ignore`"): the negation is read past them
_QUOTING = re.compile(r"[`\"#*]+")


def read_task(prompt: str, rules: dict[str, Any]) -> TaskScope:
    prompt = prompt[:200_000]
    forbidding = _forbidding(prompt, rules["forbidden_path_regex"])
    forbidden_paths = _forbidden(forbidding)
    forbidden_types = _named_types("\n".join(forbidding), rules["named_type_regex"])
    named = [p for p in paths_in(prompt) if p not in forbidden_paths]
    negation = re.compile(rules["tests_negation_regex"])

    def asked(regex: str) -> bool:
        return any(not negation.search(prompt[max(0, m.start() - 40):m.start()])
                   for m in re.finditer(regex, prompt))

    tests = asked(rules["tests_requested_regex"])
    added = asked(rules["tests_added_regex"])
    forbidden = bool(re.search(rules["tests_forbidden_regex"], prompt)) or _protects_tests(prompt, rules)
    # a wide change the task defers or rules out ("Replacing moment everywhere is tracked separately") is not asked
    deferred = re.compile(rules["broad_deferred_regex"]) if rules.get("broad_deferred_regex") else None
    broad = any(deferred is None or not deferred.search(sentence)
                for sentence in _SENTENCE.split(prompt) if sentence and re.search(rules["broad_scope_regex"], sentence))
    tests_named = []
    for m in _TEST_NAME.finditer(prompt):
        if m.group(0) not in tests_named:
            tests_named.append(m.group(0))
    for path in named:
        base = path.rsplit("/", 1)[-1]
        if re.search(rules["test_path_regex"], path) and "." in base and base not in tests_named:
            tests_named.append(base)
    mechanical = bool(re.search(rules["mechanical_requested_regex"], prompt))
    snapshots = asked(rules["snapshots_requested_regex"])
    return TaskScope(tuple(named[:50]), tests and not forbidden, added, forbidden, broad, tuple(tests_named[:50]),
                     tuple(forbidden_paths[:50]), text=" ".join(prompt[:20_000].lower().split()),
                     mechanical=mechanical, snapshots_requested=snapshots and not forbidden,
                     renames=bool(re.search(rules["rename_requested_regex"], prompt)),
                     reuse_symbols=_reuse_symbols(prompt, rules["reuse_requested_regex"]),
                     quoted_code=_quoted_code(prompt, rules["code_requested_regex"]),
                     named_types=tuple(n for n in _named_types(prompt, rules["named_type_regex"])
                                       if n not in forbidden_types),
                     forbidden_types=forbidden_types,
                     generated_outputs=_generated_outputs(prompt, named, rules),
                     stated_count=_stated_count(prompt, rules.get("stated_count_regex")),
                     run_paths=_run_paths(prompt, named, rules["test_command_regex"]),
                     quoted_change=bool(rules.get("quoted_change_regex")
                                        and re.search(rules["quoted_change_regex"], prompt)),
                     fix_requested=bool(tests_named and any(not re.search(rules["test_path_regex"], p) for p in named)
                                        and re.search(rules["fix_requested_regex"], prompt))
                     or (added and _fix_aimed_at(prompt, named, rules)))


def _fix_aimed_at(prompt: str, named: list[str], rules: dict[str, Any]) -> bool:
    """Whether a fix verb names a product file (``... add a test for it and fix src/Slug.php``): a task
    asking for a new test names no test, yet a test alone does not do it (the test would pin the bug)."""
    pattern = rules.get("fix_named_path_regex")
    if not pattern:
        return False
    fix = re.compile(pattern)
    for path in named[:50]:
        if re.search(rules["test_path_regex"], path):
            continue
        at = prompt.find(path)
        while at != -1:
            if fix.search(prompt[max(0, at - 40):at]):
                return True
            at = prompt.find(path, at + 1)
    return False


def stands_for(edited: str, names: tuple[str, ...] | list[str]) -> bool:
    """Whether an edited file is one of the files ``names`` name: the file itself (or inside a named
    directory), a named directory written with its slash, or a named component's companion."""
    return any(path_matches(edited, n) or companion_file(edited, n) or in_named_directory(edited, n) for n in names)


def in_named_directory(edited: str, named: str) -> bool:
    """Whether the edited file lies in a top-level directory the task names as one, with its slash (`docs/`):
    the files the task asks to change. (Only for what the task wants changed: a directory it forbids, `don't
    touch locale/`, is read by :func:`path_matches` alone, so a wide edit there stays the scope it is.)"""
    if not named.endswith(("/", "\\")):
        return False
    folder = named.replace("\\", "/").strip("/")
    return bool(folder) and ("/" + folder + "/") in ("/" + edited.replace("\\", "/"))


def companion_file(edited: str, named: str) -> bool:
    """Whether an edited file is the named file's companion: the same directory and the same name before
    its first dot, one of the two a stylesheet or template (`AuditLog.module.css` or `AuditLog.html` next to the
    named `AuditLog.tsx`, and the other way round). A component's styles or template live beside it: changing
    them is changing the named thing, not an unrelated file. Its story, test or fixture is not a companion."""
    edited = edited.replace("\\", "/").rstrip("/")
    named = named.replace("\\", "/").rstrip("/")
    folder, _, name = named.rpartition("/")
    stem = name.split(".", 1)[0]
    if "." not in name or len(stem) < 3:
        return False
    edited_folder, _, edited_name = edited.rpartition("/")
    if not edited_name.startswith(stem + ".") or edited_name == name:
        return False
    # a stylesheet or template beside the component, either way round; never its story, test or fixture
    # (changing the story's data to hide what the task reports is no change to the component)
    if _DEMO_OR_TEST.search(edited_name) or _DEMO_OR_TEST.search(name):
        return False
    if not (_STYLE_OR_TEMPLATE.search(edited_name) or _STYLE_OR_TEMPLATE.search(name)):
        return False
    return path_matches(edited_folder, folder) if folder else True


def path_matches(edited: str, named: str) -> bool:
    """Whether an edited path is (inside) a path the task named.

    Agents use absolute paths under their workspace; tickets use repo-relative
    ones or bare file names, so compare by suffix on path components.
    """
    edited = edited.replace("\\", "/").rstrip("/")
    directory = named.endswith(("/", "\\"))  # `db/`, `dist/`: a directory even as one word
    named = named.replace("\\", "/").rstrip("/")
    if not edited or not named:
        return False
    if edited == named or edited.endswith("/" + named):
        return True
    if ("/" in named or directory) and ("/" + named + "/") in ("/" + edited):
        return True  # named a directory that contains the edited file
    # a ticket's elided middle ("settlement/src/main/kotlin/.../SettlementBatch.kt") stands for any directories
    head, sep, tail = named.partition("/.../") if "/.../" in named else named.partition("/\u2026/")
    if sep and head and tail and path_matches(edited, tail):
        return ("/" + head + "/") in ("/" + edited[: len(edited) - len(tail)])
    return False
