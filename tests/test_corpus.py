"""Accuracy floors of the analyser on every labelled set (tests/corpus_eval.py scores them).

- tests/corpus: written while the rules were tuned (56 runs, all three formats, near-misses).
- tests/holdout: written blind, 21/24 on first contact, fixed in general form since.
- tests/blind: the issue-8 blind set (93 runs), 66/84 on first contact (tests/blind/README.md).
- tests/blind2: the second blind set (64 runs), 50/55 on first contact after the first round of
  issue-8 fixes (tests/blind2/README.md).
- tests/blind3: the third blind set (48 runs), 35/40 on first contact (tests/blind3/README.md).
- tests/blind4: the fourth blind set (103 runs), 75/91 on first contact (tests/blind4/README.md).
- tests/blind5: the fifth blind set (89 runs: long noisy sessions, recoveries, co-occurring errors),
  60/80 on first contact (tests/blind5/README.md).
- tests/blind6: the sixth blind set (104 runs: half mainstream, half the wider world: Elixir, Julia,
  Haskell, Swift, Kotlin, PHP, Scala, Dart, Zig, OCaml, R, Terraform, Helm, Ansible, cloud CLIs, Bazel,
  Nix), 70/93 on first contact (tests/blind6/README.md).
- tests/blind7: the seventh blind set (95 runs: a mixed fleet, 60% mainstream, 40% other stacks), 75/85 on
  first contact after every other fix of its session had landed (tests/blind7/README.md).
- tests/blind8: the eighth blind set (82 runs: an ordinary night of a mixed fleet), 58/72 on first
  contact, held back until every fix of its session (blind4 to blind7) had landed; 67/72 after its
  classes were fixed in general form.
- tests/blind9: the ninth blind set (94 runs: a busy night of a mixed fleet), 76/84 on first contact
  at the release after the blind8 round (tests/blind9/README.md).
- tests/blind10: the tenth blind set (94 runs: the less common stacks and long sessions), 63/82 on first
  contact, held back until blind9's fixes had landed (tests/blind10/README.md).
- tests/blind11: the eleventh blind set (91 runs: what the on-call engineer really sees), 68/81 on first
  contact, held back until blind10's fixes had landed (tests/blind11/README.md).
- tests/blind12: the twelfth blind set (90 runs: a week of one team's agent fleet), 71/80 on first
  contact, held back until every other fix of its session had landed (tests/blind12/README.md).
- tests/blind13: the thirteenth blind set (89 runs: the night shift of CI bots and autonomous loops),
  61/79 on first contact at the release of the session before (tests/blind13/README.md).
- tests/blind14: the fourteenth blind set (80 runs: data, ML, infrastructure-as-code and monorepos),
  48/70 on first contact at the same release (tests/blind14/README.md).
- tests/blind15: the fifteenth blind set (83 runs: what individual developers leave on disk), 62/74 on
  first contact, held back until every other fix of its session had landed (tests/blind15/README.md).
- tests/blind16: the sixteenth blind set (81 runs: frontend, mobile and end-to-end work), 59/71 on first
  contact at 45f5311 (tests/blind16/README.md).
- tests/blind17: the seventeenth blind set (104 runs: back-end services, databases and systems languages),
  78/94 on first contact at 84e07c1 (tests/blind17/README.md).
- tests/blind18: the eighteenth blind set (102 runs: legacy and polyglot maintenance, security fixes, release
  chores), 76/91 on first contact at 7ddb06f (tests/blind18/README.md).
- tests/blind19: the nineteenth blind set (90 runs: science, games, embedded and the long tail), held back until
  every other change of its session had landed; 65/80 on first contact at e7d5e73 (tests/blind19/README.md).
- tests/blind20: the twentieth blind set (92 runs: mobile, front-end and infrastructure-as-code); 57/81 on first
  contact at 1efbe67 (tests/blind20/README.md).
- tests/blind21: the twenty-first blind set (84 runs: everyday product engineering, back-ends and their services),
  held back until the blind20 round had landed; 64/72 on first contact at 0f4924b (tests/blind21/README.md).
- tests/blind22: the twenty-second blind set (83 runs: libraries, CLIs and release engineering), held back until
  every other change of its session had landed; 58/73 on first contact at 6bdb84c (tests/blind22/README.md).
- tests/blind23: the twenty-third blind set (94 runs: data engineering, analytics and ML platform work), 64/83 on
  first contact at 8f5b696 (tests/blind23/README.md).
- tests/blind24: the twenty-fourth blind set (104 runs: platform, SRE and developer-tooling chores), held back until
  blind23's fixes had landed; 72/92 on first contact at 5ce25d3 (tests/blind24/README.md).
- tests/blind25: the twenty-fifth blind set (84 runs: security fixes, dependency updates, compliance chores), held
  back until every other change of its session had landed; 61/74 on first contact at 2e25598 (tests/blind25/README.md).
- tests/blind26: the twenty-sixth blind set (87 runs: full-stack web frameworks: Rails, Django, Laravel, Next.js,
  Phoenix, Spring Boot, ASP.NET Core), 51/75 on first contact at 14eb7e4 (tests/blind26/README.md).
- tests/blind27: the twenty-seventh blind set (85 runs: enterprise and regulated estates: Windows runners,
  PowerShell, NuGet/Maven feeds, Liquibase, Apex, COBOL, change gates), 43/75 on first contact at 5a2b5a2
  (tests/blind27/README.md).
- tests/blind28: the twenty-eighth blind set (90 runs: long autonomous sessions and the agent's own machinery: hooks,
  sandboxes, MCP servers, subagents, provider limits), held back until every other change of its session had
  landed; 66/79 on first contact at 7c9c930 (tests/blind28/README.md).
- tests/blind29: the twenty-ninth blind set (85 runs: monorepos, build systems and generated code: Bazel, Nx/Turborepo,
  pnpm workspaces, protobuf/OpenAPI/GraphQL/sqlc generators); 58/74 on first contact at dbe7089 (tests/blind29/README.md).
- tests/blind30: the thirtieth blind set (94 runs: subtle business-logic bugs: money, time zones, caching, races; strong
  on wrong_approach and test_misunderstanding); 62/84 on first contact at dbe7089 (tests/blind30/README.md).
- tests/blind31: the thirty-first blind set (86 runs: databases, migrations and data changes); 54/75 on first contact
  at 3adc1db (tests/blind31/README.md).
- tests/blind32: the thirty-second blind set (99 runs: interactive sessions at a developer's desk, over half Claude Code
  transcripts); 61/84 on first contact at 3adc1db (tests/blind32/README.md).
- tests/blind33: the thirty-third blind set (84 runs: where agents run: containers, CI actions, locked-down machines),
  held back until every other change of its session had landed; 62/74 on first contact at 6f08477
  (tests/blind33/README.md).
- tests/blind34: the thirty-fourth blind set (84 runs: front-end and TypeScript-heavy work), 68/75 on first contact at
  feeb01b (tests/blind34/README.md).
- tests/blind35: the thirty-fifth blind set (87 runs: Codex at work, 48 of them `codex exec --json`), 64/76 on first
  contact at 96ad584 (tests/blind35/README.md).
- tests/blind36: the thirty-sixth blind set (93 runs: infrastructure as code and the cloud), 66/82 on first contact at
  96ad584 (tests/blind36/README.md).
- tests/blind37: the thirty-seventh blind set (91 runs: refactors, renames and migrations, asked for or not), 66/80 on
  first contact at 95537b2 (tests/blind37/README.md).
- tests/blind38: the thirty-eighth blind set (93 runs: Go and Rust services and systems code), 72/83 on first contact
  at df2b066 (tests/blind38/README.md).
- tests/blind39: the thirty-ninth blind set (83 runs: operations tasks done by an agent), 49/73 on first contact at
  eea3b64 (tests/blind39/README.md).
- tests/blind40: the fortieth blind set (90 runs: tests, docs and QA tasks), 68/79 on first contact at eea3b64
  (tests/blind40/README.md).
- tests/blind41: the forty-first blind set (88 runs: mobile apps, games and embedded firmware), held back until every
  other change of its session had landed; 65/78 on first contact at 3234fe0 (tests/blind41/README.md).
- tests/blind42: the forty-second blind set (105 runs, 65 of them `codex exec --json`: Python, Go, shell and data work);
  86/93 on first contact at 3473ec2 (tests/blind42/README.md).
- tests/blind43: the forty-third blind set (94 runs: C and C++ with CMake, Meson, autotools, vcpkg/Conan, sanitizers);
  65/82 on first contact at 3473ec2 (tests/blind43/README.md).
- tests/blind44: the forty-fourth blind set (98 runs: integrations with third-party APIs, whose code and tests speak of
  401, 403, 429 and timeouts); 77/87 on first contact at 3473ec2 (tests/blind44/README.md).
- tests/blind45: the forty-fifth blind set (99 runs, half of them Osmia: agent pods on Kubernetes, their OOM kills,
  evictions, watchdogs and RBAC); 75/87 on first contact at e58f578 (tests/blind45/README.md).
- tests/blind46: the forty-sixth blind set (93 runs: Windows, .NET and PowerShell); 67/82 on first contact at e58f578
  (tests/blind46/README.md).
- tests/blind47: the forty-seventh blind set (100 runs: the agent's own machinery: providers, MCP servers, hooks and
  harnesses); 78/88 on first contact at e58f578 (tests/blind47/README.md).
- tests/blind48: the forty-eighth blind set (105 runs: scientific and HPC computing: MPI, CUDA, Slurm, Fortran,
  notebooks); 79/93 on first contact at e58f578 (tests/blind48/README.md).
- tests/blind49: the forty-ninth blind set (99 runs: Python packaging, typing and async), held back until every other
  change of its session had landed; 73/85 on first contact at 7f28259 (tests/blind49/README.md).
- tests/blind50: the fiftieth blind set (95 runs: wrong turns in bug fixes, 17 of them wrong_approach); 70/83 on first
  contact at 8998a42 (tests/blind50/README.md).
- tests/blind51: the fifty-first blind set (87 runs: building LLM applications and evals, provider errors printed by the
  code under test); 68/74 on first contact at 8998a42 (tests/blind51/README.md).
- tests/blind52: the fifty-second blind set (88 runs: Codex at work, third round); 71/79 on first contact at fef1db3
  (tests/blind52/README.md).
- tests/blind53: the fifty-third blind set (85 runs: observability and alerting code); 66/75 on first contact at
  fef1db3 (tests/blind53/README.md).
- tests/blind54: the fifty-fourth blind set (80 runs: shell, Make, Nix and package recipes), held back until every other
  change of its session had landed; 55/69 on first contact at e587ff3, as on the session's starting release
  (tests/blind54/README.md).
- tests/blind55: the fifty-fifth blind set (87 runs: web frontends in TypeScript); 72/74 on first contact at 11c326c
  (tests/blind55/README.md).
- tests/blind56: the fifty-sixth blind set (82 runs: JVM backends); 62/70 on first contact at 11c326c
  (tests/blind56/README.md).
- tests/blind57: the fifty-seventh blind set (83 runs: databases, migrations and ORMs); 65/72 on first contact at
  11c326c (tests/blind57/README.md).
- tests/blind58: the fifty-eighth blind set (84 runs: tests, fixtures and golden files across ecosystems); 66/71 on
  first contact at 6b71871 (tests/blind58/README.md).
- tests/blind59: the fifty-ninth blind set (86 runs: data engineering and notebooks); 69/74 on first contact at
  f19e948 (tests/blind59/README.md).
- tests/blind60: the sixtieth blind set (87 runs: security-sensitive code, where refusals are the code's subject);
  73/76 on first contact at f19e948 (tests/blind60/README.md).
- tests/blind61: the sixty-first blind set (86 runs: Go and Rust services and CLIs), held back until every other change
  of its session had landed; 68/74 on first contact at d8f18bf, as on the session's starting release
  (tests/blind61/README.md).
- tests/realcases1: ten real captures of tests/realcases, labelled from their own records.
- tests/realcases2: real captures from public repositories, 2/15 on first contact.
- tests/realcases3: real captures from the case studies of link-assistant/hive-mind and
  link-assistant/agent, 11/29 on first contact (tests/realcases3/README.md).
- tests/realcases4: real interactive Claude Code sessions (Entire checkpoints of four MIT/Apache
  repositories), labelled from the user's or the next pipeline agent's own account; 1/13 on first
  contact (tests/realcases4/README.md).
- tests/realcases5: real interactive sessions (Entire checkpoints of four more MIT/Apache repositories: 13
  Claude Code transcripts, 2 Codex session files), labelled the same way; 1/11 on first contact
  (tests/realcases5/README.md).
- tests/realcases6: real interactive sessions (Entire checkpoints of three more MIT repositories: 11 Claude
  Code transcripts, 4 Codex session files; database passwords redacted), held back until every other change
  of its session had landed; 7/10 on first contact (tests/realcases6/README.md).
- tests/realcases7: real headless Claude Code runs (ralph-loop logs and `--output-format json` results of
  six more MIT/BSD/Apache repositories), held back until the blind17 round had landed; 6/9 on first contact
  (tests/realcases7/README.md).
- tests/realcases8: real interactive Codex sessions (rollouts committed with four MIT repositories), 1/4 on first
  contact at 4ec7417 (tests/realcases8/README.md).
- tests/realcases9: three more real interactive Codex sessions (three MIT repositories), 1/2 on first contact at
  0f4924b (tests/realcases9/README.md).
- tests/realcases10: real interactive sessions (Entire checkpoints and a committed Codex rollout of three MIT
  repositories: 8 Claude Code transcripts, 3 Codex rollouts), 5/8 on first contact at 66ed4df
  (tests/realcases10/README.md).
- tests/realcases11: real sessions of four more repositories (Entire checkpoints: 5 Codex rollouts, one a headless
  `codex exec`, and 4 Claude Code transcripts), 2/6 on first contact at caf2120 (tests/realcases11/README.md).
- tests/realcases12: real sessions of four repositories (Entire checkpoints: 5 Codex rollouts, 3 Claude Code
  transcripts), 1/6 on first contact at 14eb7e4 (tests/realcases12/README.md).
- tests/realcases13: real sessions of four more repositories (a headless ralph-loop stream-json run, Claude Code
  transcripts, Codex rollouts), 3/4 on first contact at fa8105b (tests/realcases13/README.md).
- tests/realcases14: headless Claude Code iterations of ralph-tui loops (two repositories), 0/2 on first contact at
  dbe7089 (tests/realcases14/README.md).
- tests/realcases15: headless Claude Code and Codex steps of a Jenkins AI workflow (one repository), 1/2 on first
  contact at 3adc1db (tests/realcases15/README.md).
- tests/realcases16: headless Claude Code and Codex steps of the same kind of AI workflow (the orchestrator's own
  repository), 2/3 on first contact at feeb01b (tests/realcases16/README.md).
- tests/realcases17: more steps of that workflow (failed by its reviewer), a headless run refused by its rate limit,
  and Codex session files of nested `codex exec` runs; 3/8 on first contact at 3473ec2 (tests/realcases17/README.md).
- tests/realcases18: headless Claude runs of an agent-teams evaluation, Spec Kit sessions, `codex exec --json` runs of
  two more projects and a background agent; 3/6 on first contact at e58f578 (tests/realcases18/README.md).
- tests/realcases19: iterations of one project's Ralph loop (headless Claude with partial-message deltas): provider
  errors, usage limits, a 30-minute timeout, a full disk, a locked keychain; 7/9 on first contact at 11c326c
  (tests/realcases19/README.md).
- tests/realcases20: a developer's own Claude Code session transcripts committed to a public fork: context windows
  that overflowed, a session opened in the wrong project; 3/3 on first contact at c168bc8
  (tests/realcases20/README.md).

The floors are regression bars: the sets were seen while the rules were fixed, so the figures
are not estimates for runs never seen (the first-contact figures are).
"""

from __future__ import annotations

from collections import Counter

import pytest

from retriage.core.config import MODES
from tests import corpus_eval, labelled_runs
from tests.corpus_eval import (
    accuracy,
    ece,
    evidence_hits,
    labelled_sets,
    load_cases,
    reliability,
    render,
    verdicts,
)

CASES = load_cases()
SETS = labelled_sets()
#: set -> (mode accuracy floor, evidence-line hit-rate floor or None)
FLOORS = {"corpus": (1.0, None), "holdout": (1.0, None), "blind": (0.97, 0.9), "blind2": (0.98, 0.95),
          # first contact: 35/40 modes, 30/35 evidence lines (tests/blind3/README.md); 40/40, 35/35 since
          "blind3": (1.0, 1.0),
          # first contact 75/91 modes, 68/83 evidence lines (tests/blind4/README.md); 90/91, 83/83 after
          # its classes were fixed in general form
          "blind4": (0.989, 1.0),
          # first contact 60/80 modes, 51/71 evidence lines (tests/blind5/README.md)
          "blind5": (0.9625, 0.971),
          # first contact 70/93 modes, 58/84 evidence lines (tests/blind6/README.md); 91/93, 83/84 after
          # its classes were fixed in general form
          "blind6": (0.978, 0.988),
          # first contact 75/85 modes, 66/75 evidence lines (tests/blind7/README.md); 85/85, 75/75 after
          # its classes were fixed in general form
          "blind7": (1.0, 1.0),
          # first contact 58/72 modes, 49/63 evidence lines (tests/blind8/README.md); 67/72, 58/63 after
          # its classes were fixed in general form
          "blind8": (0.94, 0.93),  # 68/72, 59/63 since the named file changed with three times as many others is scope
          # first contact 76/84 modes, 65/76 evidence lines (tests/blind9/README.md); 84/84, 76/76 after
          # its classes were fixed in general form (tests/test_blind9_classes.py, test_blind9_behaviour_classes.py)
          "blind9": (1.0, 1.0),
          # first contact 63/82 modes, 56/73 evidence lines (tests/blind10/README.md); 82/82, 73/73 after its
          # classes were fixed in general form (tests/test_blind10_{env,recovery,behaviour}_classes.py)
          "blind10": (1.0, 1.0),
          # first contact 68/81 modes, 62/73 evidence lines (tests/blind11/README.md); 80/81, 73/73 after its
          # classes were fixed in general form (tests/test_blind11_classes.py, test_blind11_behaviour_classes.py)
          "blind11": (0.987, 1.0),
          # first contact 71/80 modes, 64/71 evidence lines (tests/blind12/README.md); 78/80, 70/71 after its
          # classes were fixed in general form (tests/test_blind12_classes.py, test_blind12_behaviour_classes.py)
          "blind12": (0.975, 0.985),
          # first contact 61/79 modes, 53/70 evidence lines (tests/blind13/README.md); 77/79, 68/70 after its
          # classes were fixed in general form (tests/test_blind13_classes.py, test_blind13_behaviour_classes.py)
          "blind13": (0.974, 0.971),
          # first contact 48/70 modes, 40/61 evidence lines (tests/blind14/README.md); 70/70, 61/61 after its
          # classes were fixed in general form (tests/test_blind14_classes.py, test_blind14_approach_classes.py,
          # test_blind14_behaviour_classes.py)
          "blind14": (1.0, 1.0),
          # first contact 62/74 modes, 52/65 evidence lines (tests/blind15/README.md); 70/74, 61/65 after its
          # classes were fixed in general form (tests/test_blind15_classes.py, test_blind15_behaviour_classes.py)
          "blind15": (0.945, 0.938),
          # first contact 59/71 modes, 52/63 evidence lines (tests/blind16/README.md); 69/71, 61/63 after its
          # classes were fixed (tests/test_blind16_classes.py, test_blind16_behaviour_classes.py)
          "blind16": (0.97, 0.965),
          # first contact 78/94 modes, 71/83 evidence lines (tests/blind17/README.md); 93/94, 81/83 after its
          # classes were fixed (tests/test_blind17_classes.py)
          "blind17": (0.98, 0.97),
          # first contact 76/91 modes, 66/81 evidence lines (tests/blind18/README.md); 86/91, 75/81 after its
          # classes were fixed (tests/test_blind18_classes.py)
          "blind18": (0.94, 0.92),
          # held back: first contact 65/80 modes, 57/72 evidence lines (tests/blind19/README.md); 68/80, 60/72
          # after three of its classes were fixed (tests/test_blind19_classes.py); 71/80, 63/72 by session 11
          "blind19": (0.88, 0.87),
          # first contact 57/81 modes, 55/73 evidence lines at 1efbe67 (tests/blind20/README.md)
          # 74/81, 71/73 after its classes were fixed (tests/test_blind20_classes.py)
          "blind20": (0.91, 0.97),
          # held back: first contact 64/72 modes, 55/63 evidence lines at 0f4924b (tests/blind21/README.md);
          # 70/72, 59/63 after its classes were fixed (tests/test_blind21_classes.py)
          "blind21": (0.97, 0.93),
          # held back: first contact 58/73 modes, 51/64 evidence lines at 6bdb84c (tests/blind22/README.md);
          # 62/73, 55/64 after four of its classes were fixed (tests/test_blind22_classes.py);
          # 65/73, 58/64 by session 11
          "blind22": (0.88, 0.9),
          # first contact 64/83 modes, 56/74 evidence lines at 8f5b696 (tests/blind23/README.md)
          # 80/83, 70/74 after its classes were fixed (tests/test_blind23_classes.py)
          "blind23": (0.96, 0.94),
          # held back: first contact 72/92 modes, 66/81 evidence lines at 5ce25d3 (tests/blind24/README.md)
          # 86/92, 77/81 after its classes were fixed (tests/test_blind24_classes.py)
          "blind24": (0.93, 0.95),
          # held back to the end of its session: first contact 61/74 modes, 53/65 evidence lines at 2e25598
          # 68/74, 60/65 after its classes were fixed (tests/test_blind25_classes.py); 70/74, 61/65 after blind26's
          # made-up names (a Go package its module lacks, a pinned version pip's list does not have)
          "blind25": (0.94, 0.93),
          # first contact 51/75 modes, 45/66 evidence lines at 14eb7e4 (tests/blind26/README.md)
          # 70/75, 59/66 after its classes were fixed (tests/test_blind26_classes.py)
          "blind26": (0.93, 0.89),
          # first contact 43/75 modes, 29/66 evidence lines at 5a2b5a2 (tests/blind27/README.md)
          # 65/75, 48/66 after its classes were fixed (tests/test_blind27_classes.py)
          # 66/75, 49/66 since a session ending on the human's rejection keeps its evidence; 48/66 since `mv $f ...` in a
          # shell loop names no file (one run's deciding line had been found at such a "file")
          "blind27": (0.87, 0.72),
          # first contact 66/79 modes, 62/70 evidence lines at 7c9c930 (tests/blind28/README.md)
          # 68/79, 63/70 after its classes were fixed (tests/test_blind28_classes.py)
          "blind28": (0.87, 0.91),  # 69/79, 64/70 since a retry asked for is no licence to swallow errors
          # first contact 58/74 modes, 47/65 evidence lines at dbe7089 (tests/blind29/README.md)
          # 68/74, 56/65 after its classes were fixed (tests/test_blind29_classes.py)
          "blind29": (0.91, 0.86),
          # first contact 62/84 modes, 56/76 evidence lines at dbe7089 (tests/blind30/README.md)
          # 79/84, 72/76 after its classes were fixed (tests/test_blind30_classes.py)
          "blind30": (0.94, 0.94),
          # first contact 54/75 modes, 47/67 evidence lines at 3adc1db (tests/blind31/README.md)
          # 67/75, 59/67 after its classes were fixed (tests/test_blind32_classes.py)
          "blind31": (0.89, 0.88),
          # first contact 61/84 modes, 54/75 evidence lines at 3adc1db (tests/blind32/README.md)
          # 78/84, 70/75 after its classes were fixed (tests/test_blind32_classes.py)
          "blind32": (0.92, 0.93),
          # held back: first contact 62/74 modes, 53/66 evidence lines at 6f08477 (tests/blind33/README.md)
          # 65/74, 56/66 after two classes were fixed (tests/test_blind33_classes.py)
          "blind33": (0.87, 0.84),
          # first contact 68/75 modes, 61/67 evidence lines at feeb01b (tests/blind34/README.md)
          # 74/75, 65/67 after its classes were fixed (tests/test_session11_classes.py)
          "blind34": (0.98, 0.96),
          # first contact 64/76 modes, 54/67 evidence lines at 96ad584 (tests/blind35/README.md)
          # 71/76, 60/67 after headerless diffs, sandboxed sockets and Codex's context window were read
          # (tests/test_blind37_classes.py, test_blind38_classes.py, test_blind39_classes.py)
          "blind35": (0.93, 0.89),
          # first contact 66/82 modes, 63/74 evidence lines at 96ad584 (tests/blind36/README.md)
          # 76/82, 70/74 after its classes were fixed (tests/test_blind36_classes.py)
          "blind36": (0.92, 0.94),
          # first contact 66/80 modes, 60/72 evidence lines at 95537b2 (tests/blind37/README.md)
          # 76/80, 67/72 after wide changes asked in other words and renames done as aliases were read
          # (tests/test_blind37_classes.py)
          "blind37": (0.95, 0.93),
          # first contact 72/83 modes, 65/75 evidence lines at df2b066 (tests/blind38/README.md)
          # 77/83, 69/75 after its classes were fixed (tests/test_blind38_classes.py)
          "blind38": (0.92, 0.92),
          # first contact 49/73 modes, 40/64 evidence lines at eea3b64 (tests/blind39/README.md)
          # 55/73, 46/64 after its classes were fixed (tests/test_blind39_classes.py)
          "blind39": (0.75, 0.71),
          # first contact 68/79 modes, 59/71 evidence lines at eea3b64 (tests/blind40/README.md)
          # 70/79 after a named directory and benchmarks as tests were read (tests/test_blind39_classes.py)
          "blind40": (0.88, 0.83),
          # held back: first contact 65/78 modes, 57/70 evidence lines at 3234fe0 (tests/blind41/README.md)
          # 71/78, 63/70 once the mobile, embedded and cross toolchains it met were in the catalogue
          # (tests/signatures/embedded.yaml, mobile.yaml)
          "blind41": (0.91, 0.9),
          # first contact 86/93 modes, 77/83 evidence lines at 3473ec2 (tests/blind42/README.md)
          # 91/93, 82/83 after its classes were fixed (tests/test_session12_classes.py)
          "blind42": (0.97, 0.98),
          # first contact 65/82 modes, 60/73 evidence lines at 3473ec2 (tests/blind43/README.md)
          # 76/82, 70/73 after its classes were fixed (tests/test_session12_classes.py, signatures/native.yaml)
          "blind43": (0.92, 0.95),
          # first contact 77/87 modes, 71/78 evidence lines at 3473ec2 (tests/blind44/README.md)
          # 82/87, 73/78 after its classes were fixed (tests/test_session12_classes.py)
          "blind44": (0.94, 0.93),
          # first contact 75/87 modes, 69/77 evidence lines at e58f578 (tests/blind45/README.md)
          # 80/87, 73/77 after its classes were fixed (tests/test_session12_classes.py)
          "blind45": (0.91, 0.94),
          # first contact 67/82 modes, 59/73 evidence lines at e58f578 (tests/blind46/README.md)
          # 76/82, 68/73 after its classes were fixed (tests/test_session12_classes.py)
          "blind46": (0.92, 0.93),
          # first contact 78/88 modes, 75/79 evidence lines at e58f578 (tests/blind47/README.md)
          # 79/88, 76/79 after its classes were fixed (tests/test_session12_classes.py)
          "blind47": (0.89, 0.96),
          # first contact 79/93 modes, 71/83 evidence lines at e58f578 (tests/blind48/README.md)
          # 85/93, 76/83 after its classes were fixed (tests/test_session12_classes.py, signatures/hpc.yaml)
          "blind48": (0.91, 0.91),
          # held back: first contact 73/85 modes, 61/76 evidence lines at 7f28259 (tests/blind49/README.md)
          # 75/85, 63/76 once a Rust-less wheel build and a package no conda channel has were in the catalogue
          "blind49": (0.88, 0.82),
          # first contact 70/83 modes, 60/75 evidence lines at 8998a42 (tests/blind50/README.md); 77/83, 66/75
          # after its classes were fixed (tests/test_session13_classes.py)
          "blind50": (0.92, 0.88),
          # first contact 68/74 modes, 54/65 evidence lines at 8998a42 (tests/blind51/README.md); 71/74, 55/65
          # after its classes were fixed (tests/test_session13_classes.py)
          "blind51": (0.95, 0.84),
          # first contact 71/79 modes, 61/71 evidence lines at fef1db3 (tests/blind52/README.md); 73/79, 62/71
          # after its classes were fixed (tests/test_session13_classes.py)
          "blind52": (0.92, 0.87),
          # first contact 66/75 modes, 54/66 evidence lines at fef1db3 (tests/blind53/README.md); 69/75, 57/66
          # after its classes were fixed (tests/test_session13_classes.py)
          "blind53": (0.92, 0.86),
          # held back: first contact 55/69 modes, 47/61 evidence lines at e587ff3 (tests/blind54/README.md); 59/69,
          # 51/61 after two of its classes were fixed (tests/test_session13_classes.py, tests/signatures/os_packages.yaml)
          "blind54": (0.85, 0.83),
          "realcases1": (1.0, None), "realcases2": (0.8, None),
          # first contact 11/29 (tests/realcases3/README.md)
          "realcases3": (0.89, None),
          # first contact 1/13 (tests/realcases4/README.md); doubtful labels on sessions that go on;
          # 9/13, 7/8 evidence lines after its classes were fixed (tests/test_realcases4_classes.py);
          # 11/13 once a steered session's evidence was judged against the request in force
          # (tests/test_realcases5_classes.py)
          "realcases4": (0.84, 0.875),
          # first contact 1/11 modes, 1/4 evidence lines (tests/realcases5/README.md); 11/11, 4/4
          # after its classes were fixed (tests/test_realcases5_classes.py)
          "realcases5": (1.0, 1.0),
          # held back: first contact 7/10 modes, 0/2 evidence lines (tests/realcases6/README.md); 10/10,
          # 2/2 after its classes were fixed (tests/test_realcases6_classes.py)
          "realcases6": (1.0, 1.0),
          # held back: first contact 6/9 modes, 7/9 evidence lines at ec8c90f (tests/realcases7/README.md);
          # 7/9, 7/9 after its class was fixed (a broken MSYS/Cygwin shell runtime is the host); the two
          # timeouts left are in the ralph loop's own log, not in the capture
          "realcases7": (0.77, 0.77),
          # first contact 1/4 modes, 0/3 evidence lines at 4ec7417 (tests/realcases8/README.md)
          # 3/4, 2/3 after its classes were fixed (tests/test_realcases8_classes.py)
          "realcases8": (0.75, 0.66),
          # first contact 1/2 modes, 0/1 evidence lines at 0f4924b (tests/realcases9/README.md)
          "realcases9": (0.5, 0.0),
          # first contact 5/8 modes, 3/6 evidence lines at 66ed4df (tests/realcases10/README.md)
          # 6/8, 4/6 after its class was fixed (tests/test_realcases10_classes.py)
          "realcases10": (0.75, 0.66),
          # first contact 2/6 modes, 0/4 evidence lines at caf2120 (tests/realcases11/README.md)
          # 5/6, 3/4 after its classes were fixed (tests/test_realcases11_classes.py)
          "realcases11": (0.83, 0.75),
          # first contact 1/6 modes, 0/5 evidence lines at 14eb7e4 (tests/realcases12/README.md)
          # 2/6, 1/5 after its classes were fixed (tests/test_realcases12_classes.py)
          # first contact 72/74 modes, 60/66 evidence lines at 11c326c (tests/blind55/README.md); 73/74, 61/66 after
          "blind55": (0.98, 0.92),
          # first contact 62/70 modes, 56/62 evidence lines at 11c326c (tests/blind56/README.md); 68/70, 61/62 after
          "blind56": (0.97, 0.98),
          # first contact 65/72 modes, 56/63 evidence lines at 11c326c (tests/blind57/README.md); 68/72, 58/63 after
          "blind57": (0.94, 0.92),
          # first contact 66/71 modes, 60/63 evidence lines at 6b71871 (tests/blind58/README.md); 71/71, 62/63 after
          "blind58": (1.0, 0.98),
          # first contact 69/74 modes, 61/66 evidence lines at f19e948 (tests/blind59/README.md); 71/74, 62/66 after
          "blind59": (0.95, 0.93),
          # first contact 73/76 modes, 58/68 evidence lines at f19e948 (tests/blind60/README.md); 75/76, 60/68 after
          "blind60": (0.98, 0.88),
          # held back: first contact 68/74 modes, 56/66 evidence lines at d8f18bf, as on the session's starting release f571d81 (tests/blind61/README.md)
          "blind61": (0.91, 0.84),
          "realcases12": (0.33, 0.2),
          # first contact 3/4 modes, 0/1 evidence lines at fa8105b (tests/realcases13/README.md)
          "realcases13": (0.75, 0.0),
          # first contact 0/2 modes, 0/2 evidence lines at dbe7089 (tests/realcases14/README.md)
          # 2/2, 2/2 after the engine unable to reach its provider was read (tests/signatures/providers.yaml)
          "realcases14": (1.0, 1.0),
          # first contact 1/2 modes, 2/2 evidence lines at 3adc1db (tests/realcases15/README.md)
          # 2/2 after a refused index refresh was read as the missing piece's (tests/test_session11_classes.py)
          "realcases15": (1.0, 1.0),
          # first contact 2/3 modes, 2/2 evidence lines at feeb01b (tests/realcases16/README.md)
          # 3/3 after programs probed and passed by stopped adding up (tests/test_session11_classes.py)
          "realcases16": (1.0, 1.0),
          # first contact 3/8 modes, 3/5 evidence lines at 3473ec2 (tests/realcases17/README.md)
          "realcases17": (0.37, 0.6),
          # first contact 3/6 modes, 1/2 evidence lines at e58f578 (tests/realcases18/README.md)
          "realcases18": (0.5, 0.5),
          # first contact 7/9 modes, 7/9 evidence lines at 11c326c (tests/realcases19/README.md)
          "realcases19": (0.77, 0.77),
          # first contact 3/3 modes, 2/2 evidence lines at c168bc8 (tests/realcases20/README.md)
          "realcases20": (1.0, 1.0)}


@pytest.fixture(scope="session")
def shared(tmp_path_factory):
    return labelled_runs.shared_dir(tmp_path_factory)


def test_the_corpus_has_the_required_shape():
    assert len(CASES) >= 48
    per_mode = Counter(c.expected for c in CASES)
    assert all(per_mode[m] >= 5 for m in MODES), per_mode
    formats = Counter(c.fmt for c in CASES)
    assert formats["claude"] and formats["osmia"] and formats["codex"] >= 4, formats
    assert sum(bool(c.near_miss) for c in CASES) >= len(MODES) * 2
    assert all(c.path.is_dir() for c in CASES)


def test_every_labelled_set_is_present_and_together_they_exceed_200_runs():
    assert {"corpus", "holdout", "blind", "blind2", "blind3", "blind4", "blind5", "blind6", "blind7",
            "blind8", "blind9", "blind10", "blind11", "blind12", "blind13", "blind14", "blind15", "blind16", "blind17", "blind18", "blind19", "blind20", "blind21", "blind22", "blind23", "blind24", "blind25", "blind26", "blind27", "blind28", "blind29", "blind30", "blind31", "blind32", "blind33", "blind34", "blind35", "blind36", "blind37", "blind38", "blind39", "blind40", "blind41", "blind42", "blind43", "blind44", "blind45", "blind46", "blind47", "blind48", "blind49", "blind50", "blind51", "blind52", "blind53", "blind54", "blind55", "blind56", "blind57", "blind58", "blind59", "blind60", "blind61", "realcases1", "realcases2", "realcases3", "realcases4", "realcases5", "realcases6", "realcases7", "realcases8", "realcases9", "realcases10", "realcases11", "realcases12", "realcases13", "realcases14", "realcases15", "realcases16", "realcases17", "realcases18", "realcases19", "realcases20"} <= set(SETS)
    assert sum(len(load_cases(root)) for root in SETS.values()) > 5745  # 5,746 labelled runs over 83 sets (python -m tests.corpus_eval)


def test_every_labelled_set_has_a_floor_and_is_compared_both_ways():
    """A set that corpus_eval knows but that is missing here, or has no floor, is noticed."""
    assert set(SETS) == set(corpus_eval.SETS)
    assert set(FLOORS) == set(SETS)


@pytest.mark.parametrize("name", sorted(SETS))
def test_every_set_is_diagnosed_alike_both_ways_and_holds_its_floor(name, shared, capsys):
    """Each run of the set is diagnosed lean and full and the two reports must be equal (see
    tests/labelled_runs.py); the lean outcomes are then scored against the set's floor."""
    both = labelled_runs.diagnose_both_ways(load_cases(SETS[name]))
    labelled_runs.leave_outcomes(name, both.outcomes, shared)
    assert not both.differing, f"{len(both.differing)} runs differ lean vs full:\n" + "\n".join(both.differing[:10])
    results = both.outcomes
    with capsys.disabled():
        print("\n" + render(results, name))
    floor, evidence_floor = FLOORS[name]
    right, total = verdicts(results)
    assert right == total, "a failed run reported as succeeded, or the reverse"
    assert accuracy(results) >= floor
    if evidence_floor is not None:
        hits, runs = evidence_hits(results)
        assert runs and hits / runs >= evidence_floor


def test_calibration_over_every_set(shared):
    """The confidence map is fitted on first-contact outputs (tests/test_calibration.py holds it
    there); on these sets, fixed after they were seen, it may only err on the modest side: no
    confidence bin claims more than its runs were right, and the gap stays bounded. The gap grows
    as every set is fixed towards all-right while the confidence keeps meaning "on a run never
    seen" (pooled 0.116 over 820 runs when the map was fitted, 0.120 over 1,008 after two more
    sets were fixed), so the bound is loose and the direction is what is held."""
    pooled = [o for name, root in SETS.items() for o in labelled_runs.outcomes_of(name, root, shared)]
    assert ece(pooled) <= 0.15
    for _bin, _runs, confidence, right in reliability(pooled):
        assert right >= confidence - 0.02
