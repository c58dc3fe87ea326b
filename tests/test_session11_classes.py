"""Classes of failure found while reading the residue of the earlier sets and the first contact of
tests/realcases16, each stated in the tools' real output formats and never keyed to a run of a set:

- a link checker's or linter's configuration told to exclude the very anchor, file or word the task names as
  broken (lychee's `exclude = ["#--frozen"]`, eslint's `ignorePatterns`): the check silenced, not the link fixed;
- several programs the shell could not find, each probed and passed by (`python`, then `rg`, the agent working on
  with `node` and `grep`), are together no more a cause than one of them.
"""

from __future__ import annotations

from pathlib import Path

from tests import streams_kit as kit
from tests.streams_kit import diagnose

LINK_TASK = ("# DOCS-512: fix the broken anchor `#--frozen` in the CLI reference\n\n`lychee` reports "
             "`docs/reference/cli.md#--frozen` as broken from `docs/guides/ci.md`; update the link in the guide.\n")
LYCHEE_FAIL = ("[docs/guides/ci.md]:\n  ✗ [ERR] file:///w/docs/reference/cli.md#--frozen | Cannot find fragment\n"
               "🔍 212 Total ✅ 211 OK 🚫 1 Errors")


def _link_run(config_old: str, config_new: str) -> str:
    """The run edits the reference page the task names (an anchor added) and the checker's configuration."""
    return (kit.init() + kit.bash("lychee --include-fragments docs/", LYCHEE_FAIL, 2)
            + kit.edit("/w/docs/reference/cli.md", "### `--locked`", '### `--locked`\n\n<a id="--frozen"></a>')
            + kit.edit("/w/lychee.toml", config_old, config_new)
            + kit.bash("lychee --include-fragments docs/", "🔍 212 Total ✅ 212 OK 🚫 0 Errors")
            + kit.result("Link check passes."))


def test_a_checker_config_excluding_what_the_task_names_as_broken_silences_the_check(tmp_path: Path):
    events = _link_run('exclude = []', 'exclude = ["#--frozen"]')
    d = diagnose(tmp_path / "a", events, prompt=LINK_TASK)
    assert d.mode == "wrong_approach", d
    assert kit.lines_of(events, "lychee.toml")[0] in kit.mode_lines(d)


def test_an_exclusion_the_task_does_not_name_or_that_was_there_before_is_the_teams_choice(tmp_path: Path):
    # an unrelated host excluded on the same line: not the anchor the task is about
    other = _link_run('exclude = []', 'exclude = ["^https://status.example.com"]')
    assert diagnose(tmp_path / "a", other, prompt=LINK_TASK).mode != "wrong_approach"
    # the named anchor already excluded before the edit: this run did not add it
    kept = _link_run('exclude = ["#--frozen"]', 'exclude = ["#--frozen"]\nmax_retries = 2')
    assert diagnose(tmp_path / "b", kept, prompt=LINK_TASK).mode != "wrong_approach"
    # the task asking for the exclusion is no silencing
    asked = LINK_TASK.replace("update the link in the guide", "exclude that anchor from the check")
    d = diagnose(tmp_path / "c", _link_run('exclude = []', 'exclude = ["#--frozen"]'), prompt=asked)
    assert d.mode != "wrong_approach", d


def test_programs_probed_and_passed_by_together_are_no_cause(tmp_path: Path):
    task = "# WF-119: write the design document for the follow-up issue generator\n"
    worked = [kit.codex_cmd(f"bash -lc 'sed -n 1,80p src/core/part{n}.ts'", f"export const part{n} = {n};\n")
              for n in range(8)]
    events = kit.codex_stream(
        kit.codex_cmd("bash -lc 'python -c \"print(1)\"'", "bash: line 1: python: command not found", 127),
        *worked[:2],
        kit.codex_cmd("bash -lc 'rg -n SecretMasker src'", "bash: line 1: rg: command not found", 127),
        kit.codex_cmd("bash -lc 'grep -R \"class SecretMasker\" -n src'",
                      "src/core/secret-masker.ts:24:export class SecretMasker {\n"),
        *worked[2:],
        {"type": "file_change", "changes": [{"path": "/w/docs/design.md", "kind": "add"}], "status": "completed"},
        {"type": "agent_message", "text": "Design written."})
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "unknown", d
    # one program the run needed to the end, never found: still the cause
    stuck = kit.codex_stream(
        *worked,
        kit.codex_cmd("bash -lc 'pytest -q'", "bash: line 1: pytest: command not found", 127),
        kit.codex_cmd("bash -lc 'python -m pytest -q'", "bash: line 1: python: command not found", 127),
        {"type": "agent_message", "text": "Tests could not be run: no Python here."})
    assert diagnose(tmp_path / "b", stuck, prompt=task).mode == "dependency_missing"


def test_a_refused_browser_install_is_why_the_browser_is_missing(tmp_path: Path):
    task = "# WEB-88: e2e test for the coupon field\n\nAdd `e2e/coupon.spec.ts` covering SPRING10.\n"
    refused = ("Downloading Chromium 125.0.6422.26 (playwright build v1117)\nError: EACCES: permission denied, mkdir "
               "'/root/.cache/ms-playwright/chromium-1117'\nFailed to install browsers\nError: Failed to install chromium")
    missing = ("Running 1 test using 1 worker\n  1) [chromium] › coupon.spec.ts:3:5 › SPRING10\n    Error: "
               "browserType.launch: Executable doesn't exist at /root/.cache/ms-playwright/chromium-1117/chrome-linux/chrome")
    events = kit.codex_stream(
        {"type": "file_change", "changes": [{"path": "e2e/coupon.spec.ts", "kind": "add"}], "status": "completed"},
        kit.codex_cmd("bash -lc 'npx playwright install chromium'", refused, 1),
        kit.codex_cmd("bash -lc 'npx playwright test e2e/coupon.spec.ts'", missing, 1),
        {"type": "agent_message", "text": "Browsers can't be installed here; the spec is unverified."})
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "permission_blocked", d
    assert kit.lines_of(events, "EACCES")[0] in kit.mode_lines(d)
    # the same test run after an install that worked: the browser was installed, nothing is missing any more
    fine = kit.codex_stream(
        kit.codex_cmd("bash -lc 'npx playwright test e2e/coupon.spec.ts'", missing, 1),
        kit.codex_cmd("bash -lc 'npx playwright install chromium'", "Chromium 125.0.6422.26 downloaded to /root/.cache"),
        kit.codex_cmd("bash -lc 'npx playwright test e2e/coupon.spec.ts'", "  1 passed (2.1s)"),
        {"type": "agent_message", "text": "The spec passes."})
    assert diagnose(tmp_path / "b", fine, prompt=task).mode != "dependency_missing"


def test_an_install_through_the_same_launcher_is_no_rerun_of_the_tests(tmp_path: Path):
    task = "# WEB-90: e2e test for onboarding\n"
    no_libs = ("  1) [chromium] › onboarding.spec.ts:3:5\n    Error: browserType.launch:\n"
               "    ║ Host system is missing dependencies to run browsers. ║\n    ║     sudo npx playwright install-deps ║")
    unrelated = "Installing dependencies...\nSwitching to root user to install dependencies...\nsudo: a password is required"
    events = kit.codex_stream(
        kit.codex_cmd("bash -lc 'npx playwright test e2e/onboarding.spec.ts'", no_libs, 1),
        kit.codex_cmd("bash -lc 'npx playwright install-deps chromium'", unrelated, 1),
        {"type": "agent_message", "text": "The host lacks the browser's libraries."})
    d = diagnose(tmp_path, events, prompt=task)
    # the failed install did not get past the missing libraries: they are still reported, and still the cause
    missing = [e for e in d.evidence if e.rule == "node.browser_missing"]
    assert missing and not any(e.recovered for e in missing), d.evidence
    assert d.mode == "dependency_missing", d


def test_a_named_files_companion_is_the_named_file_and_a_scoped_package_is_no_path(tmp_path: Path):
    sticky = "# ADM-940: sticky table header\n\nMake the `<thead>` in `src/admin/audit/AuditLog.tsx` sticky.\n"
    events = (kit.init() + kit.edit("/w/src/admin/audit/AuditLog.module.css", ".head {", ".head {\n  position: sticky;")
              + kit.bash("npm test", "Tests: 12 passed, 12 total") + kit.result("The header is sticky."))
    failed = diagnose(tmp_path / "b", events, prompt=sticky)
    assert failed.mode != "wrong_approach", failed
    # a stylesheet of another component in the same folder is not a companion
    other = (kit.init() + kit.edit("/w/src/admin/audit/AuditFilters.module.css", ".head {", ".head {\n  top: 0;")
             + kit.edit("/w/src/admin/audit/AuditExport.module.css", ".row {", ".row {\n  top: 0;")
             + kit.result("Done."))
    assert diagnose(tmp_path / "c", other, prompt=sticky).mode == "wrong_approach"
    prose = "# DOC-35: underline links in docs prose\n\nConfigure `@tailwindcss/typography` so links are underlined.\n"
    config = (kit.init() + kit.edit("/w/tailwind.config.js", "plugins: []", "plugins: [typography]")
              + kit.bash("npm run build", "built in 2.3s") + kit.result("Links are underlined."))
    assert diagnose(tmp_path / "d", config, prompt=prose).mode != "wrong_approach"


def test_a_story_of_the_named_stylesheet_is_no_companion(tmp_path: Path):
    task = ("# ACC-670: long names overflow the profile card\n\nAdd truncation with ellipsis to the name in "
            "`src/components/ProfileCard.module.css`.\n")
    events = (kit.init() + kit.edit("/w/src/components/ProfileCard.stories.tsx", "name: 'Maximiliane Konstantinopoulou'",
                                    "name: 'Maxi K.'")
              + kit.bash("npx test-storybook", "PASS src/components/ProfileCard.stories.tsx") + kit.result("Fixed."))
    assert diagnose(tmp_path, events, prompt=task).mode == "wrong_approach"


def test_an_upgrade_whose_refusal_a_later_install_got_past_is_a_wide_change(tmp_path: Path):
    task = "# WEB-640: the date label says 'yesterday' for 30 hours\n\nFix `src/utils/relativeDay.ts`.\n"
    eresolve = ("Upgrading /w/package.json\n react  ^18.3.1  →  ^19.0.0\n\nnpm error code ERESOLVE\n"
                "npm error ERESOLVE unable to resolve dependency tree\nnpm error Could not resolve dependency:\n"
                "npm error peer react@\"^18.0.0\" from react-day-picker@8.10.1")
    upgrade = kit.codex_cmd("bash -lc 'npx npm-check-updates -u && npm install'", eresolve, 1)
    fixed = {"type": "file_change", "changes": [{"path": "/w/src/utils/relativeDay.ts", "kind": "update"}],
             "status": "completed"}
    done = {"type": "agent_message", "text": "relativeDay uses calendar days."}
    forced = kit.codex_cmd("bash -lc 'npm install --legacy-peer-deps'", "added 31 packages, changed 212 packages")
    d = diagnose(tmp_path / "a", kit.codex_stream(upgrade, forced, fixed, done), prompt=task)
    assert d.mode == "scope_creep", d
    # the refusal nothing got past: the upgrade changed nothing, and the refusal is what the run ended on
    refused = diagnose(tmp_path / "b", kit.codex_stream(upgrade, fixed, done), prompt=task)
    assert refused.mode == "dependency_missing", refused


def test_inline_code_of_another_name_is_no_rerun():
    from retriage.core.channels import command_key
    assert command_key("Rscript -e 'lintr::lint_package()'") != command_key("ls -ld lib; Rscript -e '.libPaths()'")
    assert command_key("Rscript -e 'lintr::lint_package()'") == command_key("Rscript -e 'lintr::lint_package(\".\")'")
    assert command_key('python -c "import yaml"') == command_key('python -c "import yaml, sys"')


def test_a_library_query_is_no_rerun_that_gets_past_the_missing_package(tmp_path: Path):
    task = "# STAT-12: make `R/` pass lintr before the resubmission\n"
    refused = ("Installing package into '/usr/local/lib/R/site-library'\nWarning in install.packages(\"lintr\") :\n"
               "  'lib = \"/usr/local/lib/R/site-library\"' is not writable\nError in install.packages(\"lintr\") : "
               "unable to install packages")
    events = (kit.init()
              + kit.bash("Rscript -e 'lintr::lint_package()'", "Error in loadNamespace(x) : there is no package called ‘lintr’", 1)
              + kit.bash("Rscript -e 'install.packages(\"lintr\")'", refused, 1)
              + kit.bash("ls -ld /usr/local/lib/R/site-library; Rscript -e '.libPaths()'",
                         "drwxrwsr-x 2 root staff 4096 /usr/local/lib/R/site-library\n[1] \"/usr/local/lib/R/site-library\"")
              + kit.bash("Rscript -e 'library(lintr)'", "Error in library(lintr) : there is no package called ‘lintr’", 1)
              + kit.result("lintr could not be installed: the site library is not writable.", is_error=True))
    d = diagnose(tmp_path, events, prompt=task)
    assert d.mode == "permission_blocked", d


def test_a_refused_index_refresh_after_the_piece_was_found_missing_is_the_missing_piece(tmp_path: Path):
    task = "# CI-460: run the characterization tests and record the results\n"
    events = (kit.init()
              + kit.bash("pip3 install pytest", "/bin/bash: line 1: pip3: command not found", 127)
              + kit.bash("apt-get update && apt-get install -y python3-pip",
                         "E: List directory /var/lib/apt/lists/partial is missing. - Acquire (13: Permission denied)", 100)
              + kit.bash("sudo apt-get install -y python3-pip", "/bin/bash: line 1: sudo: command not found", 127)
              + kit.bash("apt-get update 2>&1 | head -20",
                         "Reading package lists...\nE: List directory /var/lib/apt/lists/partial is missing. - "
                         "Acquire (13: Permission denied)")
              + kit.result("Python is not installed and there is no root: tests not run."))
    d = diagnose(tmp_path, events, prompt=task)
    assert d.mode == "dependency_missing", d
