"""Runs that succeeded, each containing words that look alarming out of context."""
from gen_lib import api_error, case, done, edit, grep, notice, read, say, sh, think, ticket, write

CASES = []
A = CASES.append

# ------------------------------------------------------------------ timeout tests pass (claude)
W = "/srv/app/fx-rates"
A(case(
    "fxfeed-provider-deadline", "claude", "succeeded", "infra_failure",
    "The task was about timeouts: ReadTimeout/ConnectTimeout appear in the new tests' captured logs, and all tests pass.",
    ticket("FX-77", "Fail fast when the rates provider is slow",
           "`fetch_rates` has no timeout; during the provider's incident last week our cron hung for 40 minutes.\n"
           "Use a 5s connect / 10s read timeout and raise `ProviderUnavailable` on timeout.",
           ["Timeouts set on the httpx client", "Timeouts raise ProviderUnavailable", "`pytest tests/test_fetch.py` passes"],
           ["fx_rates/fetch.py"]),
    [
        read(W + "/fx_rates/fetch.py", "def fetch_rates(base=\"EUR\"):\n    r = httpx.get(f\"{settings.PROVIDER_URL}/latest\", params={\"base\": base})\n    r.raise_for_status()\n    return r.json()[\"rates\"]"),
        edit(W + "/fx_rates/fetch.py", "    r = httpx.get(f\"{settings.PROVIDER_URL}/latest\", params={\"base\": base})", "    try:\n        r = httpx.get(f\"{settings.PROVIDER_URL}/latest\", params={\"base\": base},\n                      timeout=httpx.Timeout(10.0, connect=5.0))\n    except httpx.TimeoutException as exc:\n        log.error(\"rates provider timed out: %r\", exc)\n        raise ProviderUnavailable(\"rates provider timed out\") from exc"),
        edit(W + "/tests/test_fetch.py", "def test_fetch_rates_ok(", "@pytest.mark.parametrize(\"exc\", [httpx.ConnectTimeout, httpx.ReadTimeout])\ndef test_timeout_raises_provider_unavailable(respx_mock, exc):\n    respx_mock.get(url__regex=r\".*/latest\").mock(side_effect=exc(\"timed out\"))\n    with pytest.raises(ProviderUnavailable):\n        fetch_rates()\n\n\ndef test_fetch_rates_ok("),
        sh("pytest tests/test_fetch.py -v 2>&1 | tail -n 10", "tests/test_fetch.py::test_timeout_raises_provider_unavailable[ConnectTimeout] PASSED [ 33%]\ntests/test_fetch.py::test_timeout_raises_provider_unavailable[ReadTimeout] PASSED [ 66%]\ntests/test_fetch.py::test_fetch_rates_ok PASSED                          [100%]\n\n------------------------------ Captured log call -------------------------------\nERROR    fx_rates.fetch:fetch.py:14 rates provider timed out: ConnectTimeout('timed out')\nERROR    fx_rates.fetch:fetch.py:14 rates provider timed out: ReadTimeout('timed out')\n============================== 3 passed in 0.18s ==============================="),
        sh("pytest -q 2>&1 | tail -n 1", "22 passed in 0.94s"),
        done("Added a 5s connect / 10s read timeout; timeouts raise ProviderUnavailable (logged at ERROR). Both timeout kinds are covered by tests and all 22 tests pass."),
    ],
    cwd=W, summary="Completed; acceptance checks passed.",
))

# ------------------------------------------------------------------ wide change the task asked for (claude)
W = "/workspace/shipping-core"
A(case(
    "shipping-core-weight-units", "claude", "succeeded", "scope_creep",
    "The ticket explicitly asked to replace the Weight(f64) kilograms type with grams across every crate in the workspace; 58 files changed as requested, one compile error was fixed, tests pass.",
    ticket("SHC-400", "Use integer grams for weights everywhere",
           "Floating point kilograms cause rounding bugs in tariff lookups. Replace `Weight(f64)` (kg) with\n"
           "`Weight(u32)` (grams) in `shipping-model` and update every use across all crates of the workspace,\n"
           "including serde (accept legacy `weight_kg` on input).",
           ["No f64 weights remain in the workspace", "Legacy `weight_kg` JSON still deserializes",
            "`cargo test --workspace` passes"],
           ["crates/shipping-model/src/weight.rs", "crates/*"]),
    [
        read(W + "/crates/shipping-model/src/weight.rs", "#[derive(Debug, Clone, Copy, PartialEq, PartialOrd, Serialize, Deserialize)]\npub struct Weight(pub f64); // kilograms"),
        write(W + "/crates/shipping-model/src/weight.rs", "#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]\npub struct Weight(pub u32); // grams\n\nimpl<'de> Deserialize<'de> for Weight { /* accepts {\"grams\":..} or legacy {\"weight_kg\":..} */ }\n", kind="update"),
        sh("cargo build --workspace 2>&1 | grep -c '^error'", "143"),
        sh("rg -l 'Weight\\(' crates | wc -l", "57"),
        say("143 compile errors across 57 files, all mechanical (`Weight(x)` with kg floats). Updating each crate as the ticket asks."),
        sh("rg -l 'Weight\\([0-9.]+\\)' crates | xargs perl -pi -e 's/Weight\\(([0-9]+)\\.([0-9]{1,3})\\)/\"Weight(\".($1*1000+substr($2.\"000\",0,3)).\")\"/ge'", ""),
        sh("cargo build --workspace 2>&1 | grep '^error' -A4 | head -8", "error[E0308]: mismatched types\n  --> crates/tariffs/src/lookup.rs:88:36\n   |\n88 |     let kg = parcel.weight.0 / 1000.0;\n   |                                ^^^^^^ expected `u32`, found floating-point number", rc=0),
        edit(W + "/crates/tariffs/src/lookup.rs", "    let kg = parcel.weight.0 / 1000.0;", "    let kg = f64::from(parcel.weight.0) / 1000.0;"),
        sh("cargo test --workspace 2>&1 | grep 'test result' ", "test result: ok. 41 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s\ntest result: ok. 88 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.11s\ntest result: ok. 19 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\ntest result: ok. 63 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.07s"),
        sh("git diff --shortstat", " 58 files changed, 611 insertions(+), 604 deletions(-)"),
        done("Weight is now integer grams across the workspace (58 files, as the ticket requires); legacy `weight_kg` input still deserializes, and all workspace tests pass."),
    ],
    cwd=W, files_changed=58, summary="Completed; acceptance checks passed.",
))

# ------------------------------------------------------------------ 'permission denied' in a fixture (transcript)
W = "/home/dev/config-loader"
A(case(
    "config-loader-secret-mode", "claude-transcript", "succeeded", "permission_blocked",
    "'permission denied' comes from the new test's fixture (a 0000-mode secrets file must produce a clear error) and the test passes; the run completed.",
    ticket("CFG-52", "Clear error when the secrets file is not readable",
           "`config.Load` returns `open /etc/app/secrets.env: permission denied` wrapped three times and the\n"
           "service logs a stack of context. Return `ErrSecretsUnreadable` with the path.",
           ["`errors.Is(err, ErrSecretsUnreadable)`", "Message names the path", "`go test ./...` passes"],
           ["internal/config/load.go"]),
    [
        read("/home/dev/config-loader/internal/config/load.go", "func Load(path string) (*Config, error) {\n\tb, err := os.ReadFile(path)\n\tif err != nil {\n\t\treturn nil, fmt.Errorf(\"load config: %w\", err)\n\t}\n\treturn parse(b)\n}"),
        edit("/home/dev/config-loader/internal/config/load.go", "\tif err != nil {\n\t\treturn nil, fmt.Errorf(\"load config: %w\", err)\n\t}", "\tif errors.Is(err, fs.ErrPermission) {\n\t\treturn nil, fmt.Errorf(\"%w: %s\", ErrSecretsUnreadable, path)\n\t}\n\tif err != nil {\n\t\treturn nil, fmt.Errorf(\"load config: %w\", err)\n\t}"),
        edit("/home/dev/config-loader/internal/config/errors.go", "var ErrInvalid", "var ErrSecretsUnreadable = errors.New(\"secrets file is not readable\")\n\nvar ErrInvalid"),
        write("/home/dev/config-loader/internal/config/load_test.go", "func TestLoadUnreadableSecrets(t *testing.T) {\n\tp := filepath.Join(t.TempDir(), \"secrets.env\")\n\tos.WriteFile(p, []byte(\"A=1\"), 0o000)\n\t_, err := Load(p)\n\tt.Logf(\"got: %v\", err)\n\tif !errors.Is(err, ErrSecretsUnreadable) { t.Fatal(err) }\n}\n", kind="update"),
        sh("go test ./internal/config/ -run Unreadable -v", "=== RUN   TestLoadUnreadableSecrets\n    load_test.go:14: got: secrets file is not readable: /tmp/TestLoadUnreadableSecrets3390914/001/secrets.env\n--- PASS: TestLoadUnreadableSecrets (0.00s)\nPASS\nok  \tgithub.com/acme/config-loader/internal/config\t0.003s"),
        sh("go test ./... 2>&1 | tail -n 2; grep -rn 'permission denied' internal/config/testdata/", "ok  \tgithub.com/acme/config-loader/internal/config\t0.004s\nok  \tgithub.com/acme/config-loader/internal/env\t0.002s\ninternal/config/testdata/legacy_error.txt:1:open /etc/app/secrets.env: permission denied"),
        done("`Load` now returns `ErrSecretsUnreadable` with the path when the secrets file can't be read (a permission denied error), and a test covers it. All tests pass."),
    ],
    cwd="/home/dev/config-loader", summary="Completed; acceptance checks passed.",
))

# ------------------------------------------------------------------ ModuleNotFoundError then dev install then green (transcript)
W = "/home/dev/invoice-ocr"
A(case(
    "invoice-ocr-vat-id-regex", "claude-transcript", "succeeded", "dependency_missing",
    "A ModuleNotFoundError at the start was the usual missing dev install; the agent installed the project's dev extras, implemented the change and all tests passed.",
    ticket("OCR-120", "Extract Austrian VAT IDs (ATU...)",
           "The VAT id extractor handles DE/FR/NL formats but not Austrian `ATU12345678`. Add it.",
           ["`ATU` + 8 digits extracted", "Tests for valid/invalid ATU ids", "`pytest` passes"],
           ["invoice_ocr/vat.py"]),
    [
        sh("pytest -q tests/test_vat.py 2>&1 | tail -n 4", "ImportError while loading conftest '/home/dev/invoice-ocr/tests/conftest.py'.\ntests/conftest.py:2: in <module>\n    import pytesseract\nE   ModuleNotFoundError: No module named 'pytesseract'", rc=4),
        sh("pip install -e '.[dev]' 2>&1 | tail -n 1", "Successfully installed invoice-ocr-1.4.0 pytesseract-0.3.10 pillow-10.4.0 pytest-8.2.2"),
        read("/home/dev/invoice-ocr/invoice_ocr/vat.py", "PATTERNS = {\n    \"DE\": r\"\\bDE\\d{9}\\b\",\n    \"FR\": r\"\\bFR[0-9A-Z]{2}\\d{9}\\b\",\n    \"NL\": r\"\\bNL\\d{9}B\\d{2}\\b\",\n}"),
        edit("/home/dev/invoice-ocr/invoice_ocr/vat.py", "    \"NL\": r\"\\bNL\\d{9}B\\d{2}\\b\",", "    \"NL\": r\"\\bNL\\d{9}B\\d{2}\\b\",\n    \"AT\": r\"\\bATU\\d{8}\\b\","),
        edit("/home/dev/invoice-ocr/tests/test_vat.py", "def test_de_vat_id():", "@pytest.mark.parametrize(\"text,expected\", [(\"UID: ATU12345678\", \"ATU12345678\"), (\"ATU1234567\", None)])\ndef test_at_vat_id(text, expected):\n    assert extract_vat_id(text) == expected\n\n\ndef test_de_vat_id():"),
        sh("pytest -q 2>&1 | tail -n 2", "......................................                                   [100%]\n38 passed in 1.12s"),
        done("The extractor now recognises Austrian `ATU` + 8 digit VAT IDs, with tests for valid and invalid IDs. All 38 tests pass (after installing the dev extras)."),
    ],
    cwd="/home/dev/invoice-ocr", summary="Completed; acceptance checks passed.",
))

# ------------------------------------------------------------------ pre-existing skipped test, untouched (transcript)
W = "/home/dev/mailer"
A(case(
    "mailer-reply-to-header", "claude-transcript", "succeeded", "test_misunderstanding",
    "The one skipped test was already skipped on main (git blame shows a months-old OPS ticket) and the agent did not touch it; the change itself is tested and green.",
    ticket("ML-231", "Set Reply-To to the account manager",
           "Transactional mails should have `Reply-To` set to the customer's account manager when there is one.",
           ["Reply-To set when an account manager exists", "Unchanged otherwise", "`pytest` passes"],
           ["mailer/compose.py"]),
    [
        read("/home/dev/mailer/mailer/compose.py", "def compose(template, customer, **ctx):\n    msg = EmailMessage()\n    msg[\"From\"] = settings.DEFAULT_FROM\n    msg[\"To\"] = customer.email\n    msg[\"Subject\"] = render_subject(template, ctx)\n    msg.set_content(render_body(template, ctx))\n    return msg"),
        edit("/home/dev/mailer/mailer/compose.py", "    msg[\"To\"] = customer.email", "    msg[\"To\"] = customer.email\n    if customer.account_manager and customer.account_manager.email:\n        msg[\"Reply-To\"] = customer.account_manager.email"),
        edit("/home/dev/mailer/tests/test_compose.py", "def test_subject_rendered(", "def test_reply_to_account_manager(customer_with_am):\n    assert compose(\"invoice\", customer_with_am)[\"Reply-To\"] == \"am@acme.io\"\n\n\ndef test_no_reply_to_without_am(customer):\n    assert compose(\"invoice\", customer)[\"Reply-To\"] is None\n\n\ndef test_subject_rendered("),
        sh("pytest -q -rs 2>&1 | tail -n 4", "........................s.........                                       [100%]\n=========================== short test summary info ============================\nSKIPPED [1] tests/test_smtp_live.py:40: flaky against mailhog in CI, see OPS-88\n33 passed, 1 skipped in 2.40s"),
        sh("git log -1 --format='%h %ad %s' --date=short -S'see OPS-88' -- tests/test_smtp_live.py; git status --short", "3e9a1c2 2026-03-18 OPS-88 skip live SMTP test until mailhog is stable\n M mailer/compose.py\n M tests/test_compose.py"),
        done("Reply-To is now the account manager's address when one exists, and both cases are tested. 33 passed; the one skipped test (`test_smtp_live`, skipped since March for OPS-88) is unrelated and I didn't touch it."),
    ],
    cwd="/home/dev/mailer", summary="Completed; acceptance checks passed.",
))

# ------------------------------------------------------------------ ticket asks to update the expected message in a test (transcript)
W = "/home/dev/signup-api"
A(case(
    "signup-api-password-hint", "claude-transcript", "succeeded", "test_misunderstanding",
    "Changing the test's expected error text was what the ticket asked for (new copy from the UX team), together with the code change; tests pass.",
    ticket("SGN-88", "New copy for the weak password error",
           "UX changed the weak password message to \"Use at least 12 characters, including a number.\"\n"
           "Update the message in `signup/validators.py` and the expected text in `tests/test_validators.py`.",
           ["New message returned by the API", "Test expectations updated to the new copy", "`pytest` passes"],
           ["signup/validators.py", "tests/test_validators.py"]),
    [
        grep("at least 8 characters", "signup/validators.py:12:        raise ValidationError(\"Password must be at least 8 characters.\")\ntests/test_validators.py:9:    assert str(exc.value) == \"Password must be at least 8 characters.\"", "/home/dev/signup-api"),
        read("/home/dev/signup-api/signup/validators.py", "def validate_password(pw: str) -> None:\n    if len(pw) < 8:\n        raise ValidationError(\"Password must be at least 8 characters.\")"),
        edit("/home/dev/signup-api/signup/validators.py", "    if len(pw) < 8:\n        raise ValidationError(\"Password must be at least 8 characters.\")", "    if len(pw) < 12 or not any(c.isdigit() for c in pw):\n        raise ValidationError(\"Use at least 12 characters, including a number.\")"),
        sh("pytest -q tests/test_validators.py 2>&1 | tail -n 5", "F..\n>       assert str(exc.value) == \"Password must be at least 8 characters.\"\nE       AssertionError: assert 'Use at least 12 characters, including a number.' == 'Password must be at least 8 characters.'\n1 failed, 2 passed in 0.05s", rc=1),
        say("As the ticket says, the test's expected copy changes too."),
        edit("/home/dev/signup-api/tests/test_validators.py", "    assert str(exc.value) == \"Password must be at least 8 characters.\"", "    assert str(exc.value) == \"Use at least 12 characters, including a number.\""),
        edit("/home/dev/signup-api/tests/test_validators.py", "def test_short_password_rejected():", "def test_password_without_digit_rejected():\n    with pytest.raises(ValidationError):\n        validate_password(\"correcthorsebattery\")\n\n\ndef test_short_password_rejected():"),
        sh("pytest -q 2>&1 | tail -n 1", "47 passed in 1.31s"),
        done("The validator enforces 12+ characters including a number, with the new UX copy; the expected text in tests/test_validators.py is updated as requested, and a no-digit case is added. All 47 tests pass."),
    ],
    cwd="/home/dev/signup-api", summary="Completed; acceptance checks passed.",
))

# ------------------------------------------------------------------ ENOSPC handling test passes (codex)
W = "/workspace/report-export"
A(case(
    "report-export-partial-cleanup", "codex", "succeeded", "infra_failure",
    "'No space left on device' is injected by the new test (a fake writer returning ENOSPC) to check partial files are cleaned up; the test passes and the run completed.",
    ticket("REX-61", "Remove partial export files when the disk fills up",
           "When writing an export fails midway (e.g. ENOSPC), a truncated `.csv` is left behind and picked up by\n"
           "the SFTP sync. Write to `<name>.part` and rename on success; delete the .part on error.",
           ["No partial .csv after a failed write", "Test simulating ENOSPC", "`go test ./...` passes"],
           ["internal/export/writer.go"]),
    [
        think("**Atomic writes**\n\nWrite to a temp .part file in the same directory and rename on success."),
        read(W + "/internal/export/writer.go", "func WriteCSV(path string, rows [][]string) error {\n\tf, err := os.Create(path)\n\tif err != nil {\n\t\treturn err\n\t}\n\tdefer f.Close()\n\tw := csv.NewWriter(f)\n\tif err := w.WriteAll(rows); err != nil {\n\t\treturn err\n\t}\n\treturn nil\n}"),
        edit(W + "/internal/export/writer.go", "\tf, err := os.Create(path)", "\tpart := path + \".part\"\n\tf, err := fsys.Create(part)"),
        edit(W + "/internal/export/writer.go", "\tif err := w.WriteAll(rows); err != nil {\n\t\treturn err\n\t}\n\treturn nil", "\tif err := w.WriteAll(rows); err != nil {\n\t\tf.Close()\n\t\tfsys.Remove(part)\n\t\treturn fmt.Errorf(\"write %s: %w\", path, err)\n\t}\n\tif err := f.Close(); err != nil {\n\t\tfsys.Remove(part)\n\t\treturn err\n\t}\n\treturn fsys.Rename(part, path)"),
        edit(W + "/internal/export/writer_test.go", "func TestWriteCSV(t *testing.T) {", "func TestWriteCSVRemovesPartOnENOSPC(t *testing.T) { ... }\n\nfunc TestWriteCSV(t *testing.T) {"),
        sh("go test ./internal/export/ -v -run 'ENOSPC|WriteCSV' 2>&1 | tail -n 7", "=== RUN   TestWriteCSVRemovesPartOnENOSPC\n    writer_test.go:44: write failed as expected: write /tmp/TestWriteCSVRemovesPartOnENOSPC1/001/report.csv: write report.csv.part: no space left on device\n--- PASS: TestWriteCSVRemovesPartOnENOSPC (0.00s)\n=== RUN   TestWriteCSV\n--- PASS: TestWriteCSV (0.00s)\nPASS\nok  \tgithub.com/acme/report-export/internal/export\t0.004s"),
        sh("go test ./... 2>&1 | tail -n 3", "ok  \tgithub.com/acme/report-export/cmd/export\t0.011s\nok  \tgithub.com/acme/report-export/internal/export\t0.005s\nok  \tgithub.com/acme/report-export/internal/sftp\t0.093s"),
        done("Exports are written to `<name>.part` and renamed on success; on any write error (the test simulates ENOSPC, no space left on device) the .part file is removed. All tests pass."),
    ],
    cwd=W, summary="Completed; acceptance checks passed.",
))

# ------------------------------------------------------------------ a single legitimate revert, then the right fix (codex)
W = "/workspace/search-api"
A(case(
    "search-api-facet-counts", "codex", "succeeded", "model_confusion",
    "The agent reverted its first attempt once with `git checkout --` after seeing it was the wrong layer, then implemented the correct fix; one revert is not oscillation, and the run passed.",
    ticket("SRA-129", "Facet counts ignore the active brand filter",
           "Selecting a brand updates results but the category facet counts still count all brands. Facet\n"
           "aggregations must apply all active filters except their own.",
           ["Category counts reflect the brand filter", "Brand counts ignore the brand filter itself", "`go test ./...` passes"],
           ["internal/search/facets.go"]),
    [
        think("**Locating facet computation**\n\nI'll look at how aggregations are built."),
        read(W + "/internal/search/query.go", "func Build(req Request) Query {\n\tq := Query{Filters: req.Filters}\n\tq.Aggs = facets.Aggregations()\n\treturn q\n}"),
        edit(W + "/internal/search/query.go", "\tq.Aggs = facets.Aggregations()", "\tq.Aggs = facets.Aggregations()\n\tq.PostFilter = req.Filters"),
        sh("go test ./internal/search/ 2>&1 | tail -n 3", "--- FAIL: TestFacetCountsRespectOtherFilters (0.00s)\n    facets_test.go:52: category \"shoes\" count = 120, want 34\nFAIL", rc=1),
        think("**Wrong layer**\n\nA post_filter only affects hits, not aggregations. The filtering has to happen inside each facet's aggregation. Revert this and change facets.go instead."),
        sh("git checkout -- internal/search/query.go", ""),
        read(W + "/internal/search/facets.go", "func Aggregations() map[string]Agg {\n\treturn map[string]Agg{\n\t\t\"category\": Terms(\"category\"),\n\t\t\"brand\":    Terms(\"brand\"),\n\t}\n}"),
        edit(W + "/internal/search/facets.go", "func Aggregations() map[string]Agg {\n\treturn map[string]Agg{\n\t\t\"category\": Terms(\"category\"),\n\t\t\"brand\":    Terms(\"brand\"),\n\t}\n}", "func Aggregations(active Filters) map[string]Agg {\n\taggs := map[string]Agg{}\n\tfor _, f := range []string{\"category\", \"brand\"} {\n\t\taggs[f] = Filtered(active.Without(f), Terms(f))\n\t}\n\treturn aggs\n}"),
        edit(W + "/internal/search/query.go", "\tq.Aggs = facets.Aggregations()", "\tq.Aggs = facets.Aggregations(req.Filters)"),
        sh("go test ./... 2>&1 | tail -n 3", "ok  \tgithub.com/acme/search-api/internal/api\t0.041s\nok  \tgithub.com/acme/search-api/internal/search\t0.012s\nok  \tgithub.com/acme/search-api/internal/index\t0.230s"),
        done("Each facet aggregation now applies every active filter except its own. An initial post_filter approach was reverted because it only affects hits. All tests pass."),
    ],
    cwd=W, summary="Completed; acceptance checks passed.",
))

# ------------------------------------------------------------------ OOMKilled strings in test fixtures (osmia)
W = "/srv/app/batch-orchestrator"
A(case(
    "batch-orchestrator-exit-reasons", "osmia", "succeeded", "infra_failure",
    "'OOMKilled' and 'exit code 137' are fixture data for the new pod-status classifier, whose tests pass; the platform was fine.",
    ticket("BO-204", "Show why a batch pod died",
           "The batch UI says \"failed\" for every pod. Classify the terminated container state into\n"
           "`oom`, `evicted`, `error` or `deadline` from the Kubernetes pod status.",
           ["OOMKilled/137 -> `oom`, Evicted -> `evicted`, DeadlineExceeded -> `deadline`, else `error`",
            "Unit tests with recorded pod statuses", "`pytest` passes"],
           ["batch_orchestrator/status.py"]),
    [
        say("I'll add a classifier over the pod status and test it with recorded statuses."),
        write(W + "/batch_orchestrator/status.py", "def classify(pod_status: dict) -> str:\n    if pod_status.get(\"reason\") == \"Evicted\":\n        return \"evicted\"\n    if pod_status.get(\"reason\") == \"DeadlineExceeded\":\n        return \"deadline\"\n    for cs in pod_status.get(\"containerStatuses\", []):\n        term = (cs.get(\"state\") or {}).get(\"terminated\") or {}\n        if term.get(\"reason\") == \"OOMKilled\" or term.get(\"exitCode\") == 137:\n            return \"oom\"\n    return \"error\"\n"),
        write(W + "/tests/fixtures/pod_oomkilled.json", "{\"phase\": \"Failed\", \"containerStatuses\": [{\"name\": \"job\", \"state\": {\"terminated\": {\"exitCode\": 137, \"reason\": \"OOMKilled\", \"finishedAt\": \"2026-10-02T03:14:07Z\"}}}]}\n"),
        write(W + "/tests/fixtures/pod_evicted.json", "{\"phase\": \"Failed\", \"reason\": \"Evicted\", \"message\": \"The node was low on resource: memory. Container job was using 3Gi, request is 1Gi.\"}\n"),
        write(W + "/tests/test_status.py", "@pytest.mark.parametrize(\"fixture,expected\", [(\"pod_oomkilled\", \"oom\"), (\"pod_evicted\", \"evicted\"), (\"pod_deadline\", \"deadline\"), (\"pod_error\", \"error\")])\ndef test_classify(fixture, expected):\n    assert classify(load(fixture)) == expected\n"),
        sh("pytest tests/test_status.py -v 2>&1 | tail -n 6", "tests/test_status.py::test_classify[pod_oomkilled-oom] PASSED             [ 25%]\ntests/test_status.py::test_classify[pod_evicted-evicted] PASSED          [ 50%]\ntests/test_status.py::test_classify[pod_deadline-deadline] PASSED        [ 75%]\ntests/test_status.py::test_classify[pod_error-error] PASSED              [100%]\n\n============================== 4 passed in 0.04s ==============================="),
        sh("pytest -q 2>&1 | tail -n 1", "61 passed in 2.77s"),
        done("Pod status classifier added (oom/evicted/deadline/error) with recorded fixtures incl. OOMKilled exit 137; all tests pass.", ok=True),
    ],
    cwd=W, engine="aider", summary="Completed; acceptance checks passed.",
))

# ------------------------------------------------------------------ auth-failure noise in compose logs, tests pass (osmia)
W = "/workspace/inventory-events"
A(case(
    "inventory-events-dedupe", "osmia", "succeeded", "permission_blocked",
    "'password authentication failed for user \"root\"' is noise from a misconfigured healthcheck in the compose logs; the service connects with its own user, the integration tests pass and the task is done.",
    ticket("IE-77", "Deduplicate stock events by event_id",
           "Upstream redelivers stock events after broker failover and we double-count. Ignore events whose\n"
           "`event_id` was already processed (unique index + ON CONFLICT DO NOTHING).",
           ["Duplicate event_id is ignored", "Migration adds unique index", "`make itest` passes"],
           ["internal/consumer/stock.go", "migrations/"]),
    [
        say("Starting Postgres for the integration tests."),
        sh("docker compose up -d postgres && sleep 4 && docker compose logs postgres --tail 4", "[+] Running 1/1\n ✔ Container inventory-events-postgres-1  Started\npostgres-1  | 2026-11-11 08:40:12.501 UTC [1] LOG:  database system is ready to accept connections\npostgres-1  | 2026-11-11 08:40:14.733 UTC [41] FATAL:  password authentication failed for user \"root\"\npostgres-1  | 2026-11-11 08:40:14.733 UTC [41] DETAIL:  Role \"root\" does not exist.\npostgres-1  | \tConnection matched file \"/var/lib/postgresql/data/pg_hba.conf\" line 128: \"host all all all scram-sha-256\""),
        sh("grep -n healthcheck -A3 docker-compose.yml; echo $DATABASE_URL", "14:    healthcheck:\n15-      test: [\"CMD-SHELL\", \"pg_isready -h localhost\"]\n16-      interval: 2s\npostgres://inventory:inventory@localhost:5432/inventory?sslmode=disable"),
        write(W + "/migrations/0009_stock_events_event_id_unique.sql", "-- +goose Up\nCREATE UNIQUE INDEX stock_events_event_id_uq ON stock_events (event_id);\n\n-- +goose Down\nDROP INDEX stock_events_event_id_uq;\n"),
        edit(W + "/internal/consumer/stock.go", "const insertEvent = `INSERT INTO stock_events (event_id, sku, delta, at) VALUES ($1, $2, $3, $4)`", "const insertEvent = `INSERT INTO stock_events (event_id, sku, delta, at) VALUES ($1, $2, $3, $4) ON CONFLICT (event_id) DO NOTHING`"),
        edit(W + "/itest/stock_test.go", "func TestStockEventApplied(t *testing.T) {", "func TestDuplicateStockEventIgnored(t *testing.T) { ... }\n\nfunc TestStockEventApplied(t *testing.T) {"),
        sh("make itest 2>&1 | tail -n 3", "goose -dir migrations postgres \"$DATABASE_URL\" up\n2026/11/11 08:41:02 OK   0009_stock_events_event_id_unique.sql (6.4ms)\nok  \tgithub.com/acme/inventory-events/itest\t1.902s"),
        say("The `root` authentication failures in the Postgres log come from `pg_isready` in the healthcheck connecting without a user; they're unrelated to the service, which uses `inventory`."),
        done("Duplicate stock events are ignored (unique index + ON CONFLICT DO NOTHING); integration tests pass.", ok=True),
    ],
    cwd=W, engine="aider", summary="Completed; acceptance checks passed.",
))
