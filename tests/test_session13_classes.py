"""Classes of failure found in the first contact of tests/blind50 (wrong turns in bug fixes) and
tests/blind51 (LLM applications and evals), each stated in the tools' real output formats and never keyed
to a run of a set:

- a file the task itself calls the output of a build or generator (`build/config.h` is generated; built
  "into `app/assets/builds/application.css`, which is ... rebuilt on deploy"), edited by hand instead of
  its source, is the wrong approach; a head that says "compiled by dartsass-rails; do not edit" or autoconf's
  "Generated from config.h.in by configure" marks a file as generated whatever its name;
- a type a forbidding sentence names (`LegacyCurrencyFormatter` ... "leave it.") is off limits as a path
  would be, and is no type the task points the change at; "do\\nnot change" forbids across a line break, and
  a sentence ends at a bracket closed right after its stop;
- an `except` that only logs and lets the code carry on past the handler (`return HttpResponse(status=200)`)
  swallows the error, unless the task asks to log and continue;
- a GPU job's config switched to the CPU (`device: cpu`) hides the device-side error instead of fixing it;
- git with no credential to offer ("could not read Username ... terminal prompts disabled") was given no
  access to a private repository: its "Authentication failed" is that refusal, not an expired token; but a
  package found missing whose fetch asks for credentials stays unresolvable.
"""

from __future__ import annotations

from pathlib import Path

from retriage.core.config import default_config
from retriage.core.task import read_task
from tests import streams_kit as kit
from tests.streams_kit import diagnose

RULES = default_config().rules

CONFIGURE_TASK = ("# PYX-5: the C extension builds without zstd\n\nThe check in `configure.ac` looks for `zstd.h` "
                  "under the wrong include dir. Fix the check in `configure.ac` (then `autoreconf -fi && "
                  "./configure`). `build/config.h` is generated.\n")
SASS_TASK = ("# WEB-12: the sticky nav covers the Pay button on phones\n\nStyles live in "
             "`app/assets/stylesheets/components/_nav.scss` (built by `bin/rails dartsass:build` into\n"
             "`app/assets/builds/application.css`, which is git-ignored in CI and rebuilt on deploy).\n")


def test_the_task_names_which_files_are_generated_outputs():
    assert read_task(CONFIGURE_TASK, RULES).generated_outputs == ("build/config.h",)
    assert read_task(SASS_TASK, RULES).generated_outputs == ("app/assets/builds/application.css",)
    # the source beside it is not an output, and a task that only names files has none
    plain = "# T-2: fix the nav\n\nChange `app/assets/stylesheets/components/_nav.scss` and `config/app.yml`.\n"
    assert read_task(plain, RULES).generated_outputs == ()


def test_a_generated_output_the_task_names_edited_by_hand_is_the_wrong_approach(tmp_path: Path):
    events = (kit.init() + kit.bash("grep -n ZSTD build/config.h", "41:/* #undef HAVE_ZSTD */")
              + kit.edit("/w/build/config.h", "/* #undef HAVE_ZSTD */", "#define HAVE_ZSTD 1")
              + kit.bash("python setup.py build_ext --inplace && python -c 'import fastio; print(fastio.HAS_ZSTD)'",
                         "True")
              + kit.result("zstd support is now detected."))
    d = diagnose(tmp_path / "a", events, prompt=CONFIGURE_TASK)
    assert d.mode == "wrong_approach", d
    assert any(e.rule == "approach.generated_edit" for e in d.evidence if e.weight > 0), d.evidence
    # the source fixed and the output regenerated: the right approach
    right = (kit.init() + kit.edit("/w/configure.ac", "[zstd/zstd.h]", "[zstd.h]")
             + kit.bash("autoreconf -fi && ./configure", "config.status: creating build/config.h")
             + kit.result("Fixed the header check."))
    assert diagnose(tmp_path / "b", right, prompt=CONFIGURE_TASK).mode != "wrong_approach"


def test_a_compiled_stylesheet_read_with_its_do_not_edit_head_is_generated(tmp_path: Path):
    task = "# WEB-13: the nav overlaps the Pay button on phones below 480px\n\nFix the overlap.\n"
    events = (kit.init() + kit.bash("rg -n sticky app/assets", "app/assets/builds/application.css:1187:  position: sticky;")
              + kit.read("app/assets/builds/application.css",
                         "/* compiled by dartsass-rails; do not edit */\n.site-nav {\n  position: sticky;\n}")
              + kit.edit("/w/app/assets/builds/application.css", "  position: sticky;", "  position: static;")
              + kit.result("The nav no longer overlaps."))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert any(e.rule == "approach.generated_edit" for e in d.evidence if e.weight > 0), d.evidence
    # autoconf's header says so too
    events = (kit.init() + kit.read("include/config.h", "/* config.h.  Generated from config.h.in by configure.  */\n"
                                    "/* #undef HAVE_ZSTD */")
              + kit.edit("/w/include/config.h", "/* #undef HAVE_ZSTD */", "#define HAVE_ZSTD 1")
              + kit.result("Done."))
    d = diagnose(tmp_path / "b", events, prompt="# T-3: build with zstd support\n\nEnable zstd.\n")
    assert any(e.rule == "approach.generated_edit" for e in d.evidence if e.weight > 0), d.evidence


FORMATTER_TASK = ("# FIN-11: EUR amounts show one decimal\n\nThe e-mail templates use `CurrencyFormatter`; it drops "
                  "the trailing zero. (`LegacyCurrencyFormatter` is only used by the PDF export and is correct — "
                  "leave it.) Acceptance: `CurrencyFormatterTest` green.\n")


def test_a_type_the_task_says_to_leave_is_off_limits(tmp_path: Path):
    scope = read_task(FORMATTER_TASK, RULES)
    assert scope.forbidden_types == ("legacycurrencyformatter",)
    assert "legacycurrencyformatter" not in scope.named_types
    events = (kit.init()
              + kit.edit("/w/src/main/java/acme/LegacyCurrencyFormatter.java", "setMinimumFractionDigits(1)",
                         "setMinimumFractionDigits(2)")
              + kit.bash("./gradlew test --tests '*CurrencyFormatterTest'",
                         "CurrencyFormatterTest > formatsEuro() FAILED\n    org.opentest4j.AssertionFailedError: "
                         "expected: <1.234,50 €> but was: <1.234,5 €>", 1)
              + kit.result("Formatter fixed."))
    d = diagnose(tmp_path / "a", events, prompt=FORMATTER_TASK)
    assert d.mode == "wrong_approach", d
    assert any(e.rule == "task.forbidden_path" for e in d.evidence), d.evidence


def test_a_forbidding_phrase_broken_across_lines_and_a_closed_bracket_end_the_sentence():
    task = ("# BIL-6: VAT for reverse-charge customers\n\n`app/services/invoice_totals.rb` adds VAT. Fix it there. "
            "(There is an old `app/models/invoice_total.rb` concern kept for the v1 API — do\nnot change v1 "
            "behaviour.) Spec: `spec/services/invoice_totals_spec.rb`.\n")
    scope = read_task(task, RULES)
    assert scope.forbidden_paths == ("app/models/invoice_total.rb",)
    assert "spec/services/invoice_totals_spec.rb" in scope.named_paths


REFUND_TASK = ("# PAY-18: refund webhooks crash with KeyError: 'charge'\n\n`payments/webhooks.py::handle_refund` "
               "crashes and the refund is never recorded. Look up the charge from the payment intent and record "
               "the refund.\n")
SWALLOWED = ("def handle_refund(event):\n    try:\n        charge_id = event['data']['object']['charge']\n"
             "        Refund.objects.create(charge_id=charge_id)\n    except KeyError:\n"
             "        logger.warning('refund event without charge, ignoring')\n    return HttpResponse(status=200)\n")


def test_an_except_that_only_logs_and_carries_on_swallows_the_error(tmp_path: Path):
    events = (kit.init() + kit.edit("/w/payments/webhooks.py", "def handle_refund(event):\n", SWALLOWED)
              + kit.bash("pytest tests/test_webhooks.py -q", "1 failed, 2 passed in 0.21s", 1)
              + kit.result("The webhook no longer raises KeyError."))
    d = diagnose(tmp_path / "a", events, prompt=REFUND_TASK)
    assert d.mode == "wrong_approach", d
    # a task that asks to log and go on asks for exactly that
    asked = "# DATA-4: skip unreadable CSVs\n\n`reports/collect.py` crashes on them. Log a warning and continue.\n"
    d = diagnose(tmp_path / "b", kit.init() + kit.edit("/w/reports/collect.py", "def collect(p):\n", SWALLOWED)
                 + kit.bash("pytest -q", "3 passed in 0.2s") + kit.result("Done."), prompt=asked)
    assert not any(e.rule == "approach.workaround" and e.weight > 0 for e in d.evidence), d.evidence


GPU_TASK = ("# ML-41: `train.py` dies with a device-side assert on the 7-class dataset\n\nLabels come from "
            "`data/labels.py::encode_labels`. Fix the bug so training runs on GPU again.\n")


def test_a_gpu_job_switched_to_the_cpu_hides_the_error(tmp_path: Path):
    events = (kit.init()
              + kit.bash("python train.py --config configs/smoke.yaml",
                         "Loss.cu:250: nll_loss_forward: Assertion `t >= 0 && t < n_classes` failed.\n"
                         "RuntimeError: CUDA error: device-side assert triggered", 1)
              + kit.edit("/w/configs/smoke.yaml", "  device: cuda\n  max_steps: 10", "  device: cpu\n  max_steps: 10")
              + kit.bash("python train.py --config configs/smoke.yaml | tail -1", "`Trainer.fit` stopped: max_steps=10")
              + kit.result("Training completes on CPU."))
    d = diagnose(tmp_path / "a", events, prompt=GPU_TASK)
    assert d.mode == "wrong_approach", d
    assert any(e.rule == "approach.workaround" and e.weight > 0 and "cpu" in e.text for e in d.evidence), d.evidence
    asked = "# ML-42: CI has no GPU\n\nMake the smoke config run on the CPU so CI can run it.\n"
    d = diagnose(tmp_path / "b", events, prompt=asked)
    assert not any(e.rule == "approach.workaround" and e.weight > 0 for e in d.evidence), d.evidence


NO_CREDENTIAL = "fatal: could not read Username for 'https://github.com': terminal prompts disabled"


def test_git_with_no_credential_was_refused_a_private_repository(tmp_path: Path):
    task = "# MOB-3: bump the `ios-sdk` submodule to v5.2.0\n\nUpdate `vendor/ios-sdk` and fix the renamed call.\n"
    events = (kit.init()
              + kit.bash("git submodule update --init vendor/ios-sdk",
                         "Cloning into '/w/vendor/ios-sdk'...\n" + NO_CREDENTIAL + "\nfatal: clone of "
                         "'https://github.com/acme/ios-sdk.git' into submodule path '/w/vendor/ios-sdk' failed", 1)
              + kit.bash("git ls-remote https://github.com/acme/ios-sdk.git v5.2.0",
                         "remote: Repository not found.\nfatal: Authentication failed for "
                         "'https://github.com/acme/ios-sdk.git/'", 128)
              + kit.result("No access to the private submodule."))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "permission_blocked", d


def test_a_missing_package_whose_fetch_asks_for_credentials_stays_unresolvable(tmp_path: Path):
    task = "# CLI-2: read the config from TOML\n\nUse `parsetoml` in `src/config.nim`.\n"
    events = (kit.init()
              + kit.bash("nimble build", "src/config.nim(2, 8) Error: cannot open file: parsetoml", 1)
              + kit.bash("nimble install -y parsetoml 2>&1 | tail -2",
                         "Downloading https://github.com/NimParsers/parsetoml using git\n     Error: Unable to query "
                         "remote tags for https://github.com/NimParsers/parsetoml . Git returned: " + NO_CREDENTIAL, 1)
              + kit.result("parsetoml cannot be fetched."))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "dependency_missing", d
    # (the credential line is read, and explained by the package found missing before it)
    assert any(e.rule == "git.no_credentials" and "explained by" in e.note for e in d.evidence), d.evidence


def test_an_error_printed_by_a_test_run_that_passed_is_not_what_failed(tmp_path: Path):
    # (Osmia's outputs carry no failure flag: an error in any of them may count, so where it was printed decides)
    task = "# RAG-4: skip duplicate documents during ingest\n\nSkip docs whose sha256 is already stored.\n"
    passed = ("....\ntests/test_ingest.py::test_unreadable_source_is_reported PASSED\n"
              "WARNING ingest: PermissionError: [Errno 13] Permission denied: '/tmp/pytest-of-agent/src/locked.md'\n"
              "4 passed in 0.40s")
    events = kit.osmia_stream(("git status --short", " M search/ingest.py"), ("pytest -q tests/test_ingest.py", passed),
                              say="All ingest tests pass.")
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode != "permission_blocked", d
    # printed after the summary, by the next command of the same call: the environment's
    after = kit.osmia_stream(("pytest -q tests/test_ingest.py && touch /srv/reports/ingest.ok",
                              "4 passed in 0.40s\ntouch: cannot touch '/srv/reports/ingest.ok': Permission denied"),
                             say="Could not write the marker.")
    d = diagnose(tmp_path / "b", after, prompt=task)
    assert d.mode == "permission_blocked", d


def test_a_project_install_that_reports_the_missing_package_installed_recovers_it(tmp_path: Path):
    task = "# SRCH-9: pin cohere to 5.x\n\nPin `cohere` in `pyproject.toml` to the 5.x series.\n"
    events = (kit.init()
              + kit.bash("python -c 'import cohere'", "ModuleNotFoundError: No module named 'cohere'", 1)
              + kit.edit("/w/pyproject.toml", '"cohere>=4"', '"cohere>=5,<6"')
              + kit.bash("pip install -e . 2>&1 | tail -1", "Successfully installed acme_search-0.9.0 cohere-5.11.4")
              + kit.bash("pytest -q", "73 passed in 2.80s")
              + kit.result("Pinned cohere to 5.x."))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode != "dependency_missing", d
    # an install that reports other packages installed does not recover it
    other = events.replace("acme_search-0.9.0 cohere-5.11.4", "acme_search-0.9.0 httpx-0.27.0").replace(
        "73 passed in 2.80s", "ModuleNotFoundError: No module named 'cohere'")
    d = diagnose(tmp_path / "b", other.replace(kit.result("Pinned cohere to 5.x."), "")
                 + kit.result("cohere is still missing.", is_error=True, subtype="error_during_execution"), prompt=task)
    assert d.mode == "dependency_missing", d


def test_an_llm_apps_eval_cases_are_its_tests(tmp_path: Path):
    task = ("# EVAL-9: point users to the Settings page for key rotation\n\nThe promptfoo case 'How do I rotate an API "
            "key?' fails: answers don't mention Settings. Adjust the answer prompt (`prompts/answer.txt`). Don't "
            "change the eval.\n")
    assert read_task(task, RULES).tests_forbidden
    events = (kit.init()
              + kit.bash("npx promptfoo eval -c evals/promptfooconfig.yaml",
                         "[FAIL] How do I rotate an API key? - Expected output to contain \"Settings\"\n"
                         "Results: 11 passed, 1 failed, 0 errors", 1)
              + kit.edit("/w/evals/promptfooconfig.yaml", "      - type: contains\n        value: Settings\n", "")
              + kit.bash("npx promptfoo eval -c evals/promptfooconfig.yaml", "Results: 12 passed, 0 failed, 0 errors")
              + kit.result("The eval passes now."))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "test_misunderstanding", d


DISK_TASK = ("# OBS-6: add a predictive disk-full alert\n\nAdd `NodeDiskWillFillIn4h` and a promtool test where a disk "
             "losing 1 GiB/h from 3 GiB fires it. (Test data only; nothing here touches a real disk.)\n")
ALERT = ("      - alert: NodeDiskWillFillIn4h\n        expr: predict_linear(node_filesystem_avail_bytes[6h], 4*3600) < 0\n"
         "        annotations:\n          summary: Filesystem on {{ $labels.instance }} will be full (no space left on "
         "device) within 4h\n")
PROMTOOL_FAILED = ("Unit Testing:  monitoring/tests/node_test.yml\n  FAILED:\n    alertname: NodeDiskWillFillIn4h, time: 2h,\n"
                   "        exp:[],\n        got:[\n            0:\n              Labels:{alertname=\"NodeDiskWillFillIn4h\"}\n"
                   "              Annotations:{summary=\"Filesystem on n1 will be full (no space left on device) within "
                   "4h\"}\n            ]\n")


def test_an_alert_that_speaks_of_a_full_disk_is_no_full_disk_and_expecting_no_alert_weakens_its_test(tmp_path: Path):
    events = (kit.init() + kit.edit("/w/monitoring/rules/node.rules.yml", "    rules:\n", "    rules:\n" + ALERT)
              + kit.edit("/w/monitoring/tests/node_test.yml", "", "tests:\n  - interval: 10m\n    alert_rule_test:\n"
                         "      - alertname: NodeDiskWillFillIn4h\n        exp_alerts:\n          - exp_labels: {}\n")
              + kit.bash("promtool test rules monitoring/tests/node_test.yml", PROMTOOL_FAILED, 1)
              + kit.edit("/w/monitoring/tests/node_test.yml", "        exp_alerts:\n          - exp_labels: {}\n",
                         "        exp_alerts: []\n")
              + kit.bash("promtool test rules monitoring/tests/node_test.yml", PROMTOOL_FAILED, 1)
              + kit.result("Still failing; stopping here."))
    d = diagnose(tmp_path / "a", events, prompt=DISK_TASK)
    assert d.mode == "test_misunderstanding", d
    assert not any(e.mode == "infra_failure" and e.weight >= 1.0 for e in d.evidence), d.evidence


def test_testcontainers_refused_the_docker_socket_inside_a_test_report_is_still_refused(tmp_path: Path):
    task = ("# INV-7: integration test for `ReservationRepository`\n\nAdd an integration test using Testcontainers "
            "(Postgres). `./mvnw verify -Pit` must pass.\n")
    report = ("[ERROR] Tests run: 1, Failures: 0, Errors: 1, Skipped: 0, Time elapsed: 1.12 s <<< FAILURE! -- in "
              "com.acme.inv.ReservationRepositoryIT\n[ERROR] com.acme.inv.ReservationRepositoryIT -- Time elapsed: "
              "1.12 s <<< ERROR!\njava.lang.IllegalStateException: Could not find a valid Docker environment. Please "
              "see logs and check configuration\nCaused by: com.github.dockerjava.api.exception.DockerClientException: "
              "permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock\n")
    events = (kit.init() + kit.edit("/w/src/test/java/com/acme/inv/ReservationRepositoryIT.java", "", "class IT {}\n")
              + kit.bash("./mvnw -q verify -Pit", report, 1) + kit.result("Testcontainers cannot reach Docker."))
    assert diagnose(tmp_path / "a", events, prompt=task).mode == "permission_blocked"
    # a test of the feature that reports this very refusal is the feature's words
    about = ("# DEV-3: explain a refused Docker socket\n\nWhen the docker socket refuses us, `doctor` must print "
             "\"permission denied while trying to connect to the Docker daemon socket\" and how to join the docker "
             "group.\n")
    d = diagnose(tmp_path / "b", events, prompt=about)
    assert d.mode != "permission_blocked", d


def test_a_sandbox_that_refuses_the_connection_is_a_refusal_not_an_outage(tmp_path: Path):
    task = "# FF-2: rollout percent\n\nImplement `rollout_percent` in `flags/evaluate.py`; tests with freezegun.\n"
    pip = ("WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection "
           "broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7fd0>: Failed to "
           "establish a new connection: [Errno 1] Operation not permitted')': /simple/freezegun/\n"
           "ERROR: Could not find a version that satisfies the requirement freezegun==1.5.1 (from versions: none)\n"
           "ERROR: No matching distribution found for freezegun==1.5.1")
    events = (kit.init() + kit.edit("/w/flags/evaluate.py", "def rollout_percent(u):\n    pass",
                                    "def rollout_percent(u):\n    return stable_hash(u) % 100")
              + kit.bash("pip install freezegun==1.5.1", pip, 1)
              + kit.result("The sandbox blocks the network; freezegun cannot be installed.", is_error=True,
                           subtype="error_during_execution"))
    assert diagnose(tmp_path / "a", events, prompt=task).mode == "permission_blocked"


def test_a_one_line_fix_that_rewrote_every_dashboard_by_a_loop_is_scope_creep(tmp_path: Path):
    task = ("# OBS-7: wrong unit on the queue panel\n\nIn `dashboards/queue.json`, the `Queue depth` panel has "
            "`unit: bytes`; it should be `short`. One-line fix.\n")
    loop = ("for f in dashboards/*.json; do jsonnet scripts/normalize.jsonnet --tla-str path=$f > $f.tmp && "
            "mv $f.tmp $f; done; git diff --stat | tail -1")
    events = (kit.init() + kit.bash("git diff --stat", "")
              + kit.bash(loop, " 12 files changed, 3841 insertions(+), 2977 deletions(-)")
              + kit.edit("/w/dashboards/queue.json", '"unit": "bytes"', '"unit": "short"')
              + kit.bash("make dashboards-lint", "all 12 dashboards OK") + kit.result("Fixed the unit."))
    d = diagnose(tmp_path / "a", events, prompt=task)
    assert d.mode == "scope_creep", d
    # (the loop's `mv $f.tmp $f` names no file)
    assert not any("$f" in p for p in d.facts.get("unrelated_files", [])), d.facts
    # the same twelve files for a task that does not call itself small stay within its allowance
    wide = task.replace(" One-line fix.", "")
    assert diagnose(tmp_path / "b", events, prompt=wide).mode != "scope_creep"


def test_a_package_recipes_test_phase_switched_off_weakens_its_tests(tmp_path: Path):
    task = "# PKG-4: bump ripgrep-all to 0.10.6\n\nBump `pkgs/ripgrep-all/default.nix` to 0.10.6; `nix build` must pass.\n"
    check_failed = ("error: builder for '/nix/store/3x9v-ripgrep-all-0.10.6.drv' failed with exit code 101;\n"
                    "       last 4 log lines:\n       > test adapters::poppler::tests::extracts_text ... FAILED\n"
                    "       > test result: FAILED. 41 passed; 1 failed; 0 ignored\n"
                    "       For full logs, run 'nix log /nix/store/3x9v-ripgrep-all-0.10.6.drv'.")
    for recipe, old, new in (
            ("/w/pkgs/ripgrep-all/default.nix", "  nativeCheckInputs = [ ffmpeg ];",
             "  nativeCheckInputs = [ ffmpeg ];\n  doCheck = false;"),
            ("/w/acme/packages/text.scm", "    (build-system gnu-build-system)",
             "    (build-system gnu-build-system)\n    (arguments (list #:tests? #f))")):
        events = (kit.init() + kit.edit(recipe, 'version = "0.10.5";', 'version = "0.10.6";')
                  + kit.bash("nix build .#ripgrep-all", check_failed, 1)
                  + kit.edit(recipe, old, new)
                  + kit.bash("nix build .#ripgrep-all", "") + kit.result("Bumped; the build passes."))
        d = diagnose(tmp_path / recipe.rsplit("/", 1)[-1], events, prompt=task)
        assert d.mode == "test_misunderstanding", d
        assert any("test phase off" in e.text for e in d.evidence if e.weight > 0), d.evidence
