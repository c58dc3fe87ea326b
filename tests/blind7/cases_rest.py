from filler import B, E, W, R, S, T, pre, ok, fail, provider, cut, gitlog

CASES = []
add = CASES.append

# ---------------- unknown ----------------
add(dict(slug="geo-808-bbox-clip", ticket="GEO-808", title="Clip tiles to the bounding box",
    prompt="`tiles/clip.py` should clip features to the tile bbox. Add a test.", mode="unknown", near_miss="",
    why="The stream stops after an ordinary file read; nothing shows why the run ended.",
    steps=pre("geo808", ["tiles", "tests", "pyproject.toml"], readme="# tiles\nRender vector tiles. If the worker is OOMKilled in staging, raise `TILE_WORKERS` memory.") + [
        R("tiles/clip.py", "def clip(features, bbox):\n    return features"),
        B("rg -n 'def clip' -g '*.py'", "tiles/clip.py:1:def clip(features, bbox):"),
        S("I'll write the clipping with shapely's clip_by_rect."),
        R("tests/test_clip.py", "def test_placeholder():\n    assert True"),
    ], end=cut()))

add(dict(slug="pay-1502-idem-keys", ticket="PAY-1502", title="Idempotency keys for refunds",
    prompt="Refund endpoint must accept `Idempotency-Key` and return the stored response on repeats.", mode="unknown", near_miss="permission_blocked",
    why="The run ended with an error result carrying no message after normal exploration; the 403 text is from a README and a git subject.",
    steps=pre("pay1502", ["src", "test", "package.json"], readme="## Deploys\nIf `git push` returns 403 the deploy key rotated; ask #platform.") + [
        R("src/routes/refunds.ts", "router.post('/refunds', async (req, res) => {\n  const r = await refunds.create(req.body);\n  res.status(201).json(r);\n});"),
        B("rg -n 'Idempotency' src", "src/middleware/idempotency.ts:3:export const idempotency = (store: Store) => async (req, res, next) => {"),
        R("src/middleware/idempotency.ts", "export const idempotency = (store: Store) => async (req, res, next) => {\n  // TODO\n  next();\n};"),
    ], end={"kind": "fail", "summary": ""}))

add(dict(slug="cart-904-cli-export", ticket="CART-904", title="CLI export of abandoned carts",
    prompt="Add `cartctl export --abandoned --since 7d` writing CSV to stdout.", mode="unknown", near_miss="",
    why="Codex's turn simply ends after the exploration without any error or result explaining it.",
    steps=pre("cart904", ["cmd", "internal", "go.mod"]) + [
        R("cmd/cartctl/main.go", "func main() {\n\troot := &cobra.Command{Use: \"cartctl\"}\n\troot.AddCommand(listCmd())\n\troot.Execute()\n}"),
        B("go doc ./internal/carts Store", "type Store interface {\n\tAbandoned(ctx context.Context, since time.Time) ([]Cart, error)\n}"),
        T("I'll add exportCmd next to listCmd."),
    ], end=cut()))

add(dict(slug="lib-33-isbn-lookup", ticket="LIB-33", title="ISBN lookup caches negative results",
    prompt="`IsbnLookup` caches 404s forever. Cache negatives for 1 hour.", mode="unknown", near_miss="infra_failure",
    why="The session ends with a vague 'stopped' summary; the OOM and timeout words are in git history and a test name, not the cause.",
    steps=pre("lib33", ["src", "build.gradle", "README.md"]) + [
        B("./gradlew test --tests '*IsbnLookupTest*' --console=plain", "IsbnLookupTest > timeoutIsNotCachedAsNegative() PASSED\nIsbnLookupTest > caches404() PASSED\n\nBUILD SUCCESSFUL in 14s"),
        R("src/main/java/lib/IsbnLookup.java", "if (resp.status() == 404) cache.put(isbn, Optional.empty());"),
        S("Next I'll give negative entries their own expiry."),
    ], end={"kind": "fail", "summary": "Stopped."}))

add(dict(slug="deploy-71-canary-weights", ticket="DEPLOY-71", title="Canary weights step in 10% increments",
    prompt="`charts/rollout/values.yaml`: change canary steps to 10/30/60/100.", mode="unknown", near_miss="",
    why="The transcript ends mid-work with no error, refusal or summary.",
    steps=pre("deploy71", ["charts", "README.md"]) + [
        R("charts/rollout/values.yaml", "canary:\n  steps: [20, 50, 100]"),
        B("helm lint charts/rollout", "==> Linting charts/rollout\n[INFO] Chart.yaml: icon is recommended\n\n1 chart(s) linted, 0 chart(s) failed"),
    ], end=cut()))

add(dict(slug="img-912-webp-quality", ticket="IMG-912", title="WebP quality flag ignored",
    prompt="`--quality` is ignored for WebP in `src/encode.rs`.", mode="unknown", near_miss="dependency_missing",
    why="An error result with an opaque summary ends the run; the 'not found' line is from an earlier, recovered lookup.",
    steps=pre("img912", ["Cargo.toml", "src", "tests"]) + [
        B("cargo tree -i webp", "error: package ID specification `webp` did not match any packages\n\n\tDid you mean `libwebp-sys`?", 101),
        B("cargo tree -i libwebp-sys", "libwebp-sys v0.9.6\n\u2514\u2500\u2500 imgtool v0.3.0 (/workspace/repo)"),
        R("src/encode.rs", "Format::WebP => webp::encode_lossless(&img),"),
        S("I'll route quality into the lossy encoder when quality < 100."),
    ], end={"kind": "fail", "summary": "Task incomplete."}))

add(dict(slug="forms-26-autosave", ticket="FORMS-26", title="Autosave fires on every keystroke",
    prompt="Throttle autosave in `lib/forms/autosave.dart` to once per 2 s.", mode="unknown", near_miss="",
    why="The Osmia stream has a failing result with a generic summary and no identifiable cause.",
    steps=pre("forms26", ["lib", "test", "pubspec.yaml"]) + [
        R("lib/forms/autosave.dart", "void onChanged(String v) => _save(v);"),
        B("flutter test test/autosave_test.dart", "00:02 +3: All tests passed!"),
        S("Adding a Timer-based throttle."),
    ], end={"kind": "fail", "summary": "Agent exited."}))

add(dict(slug="tax-48-rounding-jl", ticket="TAX-48", title="Round tax per line in the Julia model",
    prompt="`src/tax.jl` rounds on the total; round per line.", mode="unknown", near_miss="",
    why="The stream ends right after reading a file with no error or summary.",
    steps=pre("tax48", ["Project.toml", "src", "test"]) + [
        R("src/tax.jl", "total_tax(lines) = round(sum(l.amount * l.rate for l in lines); digits=2)"),
        B("julia --project -e 'using Pkg; Pkg.test()'", "     Testing Running tests...\nTest Summary: | Pass  Total  Time\ntax           |    6      6  0.4s\n     Testing tax tests passed"),
    ], end=cut()))

add(dict(slug="ops-640-backup-verify", ticket="OPS-640", title="Verify nightly backups restore",
    prompt="Write `scripts/verify_backup.sh` that restores the latest dump into a scratch DB and counts rows.", mode="unknown", near_miss="permission_blocked",
    why="Run ends with an empty error; 'permission denied' appears only in the script's own usage text it printed on purpose.",
    steps=pre("ops640", ["scripts", "docs"]) + [
        W("scripts/verify_backup.sh", "#!/usr/bin/env bash\nset -euo pipefail\n[[ -r \"$1\" ]] || { echo \"verify_backup: $1: permission denied or missing\" >&2; exit 2; }\npg_restore -d scratch \"$1\"\n"),
        B("bash scripts/verify_backup.sh /nonexistent.dump", "verify_backup: /nonexistent.dump: permission denied or missing", 2),
        S("Usage error path works. Next: the row count query."),
    ], end={"kind": "fail", "summary": ""}))

add(dict(slug="search-77-synonyms", ticket="SEARCH-77", title="Synonym file reload without restart",
    prompt="Reload `synonyms.txt` on SIGHUP in `search/reload.go`.", mode="unknown", near_miss="infra_failure",
    why="Codex stream stops without any turn result; 'killed' appears only in the code under test's log line about SIGHUP.",
    steps=pre("search77", ["search", "cmd", "go.mod"]) + [
        R("search/reload.go", "signal.Notify(ch, syscall.SIGTERM)\n// old workers are killed on SIGTERM"),
        B("go test ./search/ -run Reload -v", "=== RUN   TestReloadKeepsOldOnError\n    reload_test.go:30: worker killed cleanly after reload\n--- PASS: TestReloadKeepsOldOnError (0.01s)\nPASS\nok  \tgithub.com/acme/search/search\t0.019s"),
        T("Need to add SIGHUP to the notify list and a reload branch."),
    ], end=cut()))

# ---------------- succeeded ----------------
add(dict(slug="net-330-dial-timeout", ticket="NET-330", title="Dial timeout not applied to TLS handshake",
    prompt="`pkg/dialer/dialer.go` sets a dial timeout but the TLS handshake can hang. Apply the same deadline.", mode="succeeded", near_miss="infra_failure",
    why="The fix landed and TestDialTimeout passes; 'timeout' is just the test name and message.",
    steps=pre("net330", ["pkg", "go.mod", "Makefile"]) + [
        R("pkg/dialer/dialer.go", "conn, err := d.net.DialContext(ctx, \"tcp\", addr)\ntlsConn := tls.Client(conn, d.tls)\nerr = tlsConn.Handshake()"),
        E("pkg/dialer/dialer.go", "err = tlsConn.Handshake()", "err = tlsConn.HandshakeContext(ctx)"),
        B("go test ./pkg/dialer/ -v -run Timeout", "=== RUN   TestDialTimeout\n    dialer_test.go:41: handshake aborted after context deadline exceeded (i/o timeout) as expected\n--- PASS: TestDialTimeout (0.21s)\n=== RUN   TestHandshakeTimeout\n--- PASS: TestHandshakeTimeout (0.20s)\nPASS\nok  \tgithub.com/acme/edge/pkg/dialer\t0.423s"),
        B("go test ./...", "ok  \tgithub.com/acme/edge/pkg/dialer\t0.418s\nok  \tgithub.com/acme/edge/pkg/proxy\t0.077s"),
    ], end=ok("TLS handshake now honours the dial context deadline; all tests pass.")))

add(dict(slug="fs-77-readonly-msg", ticket="FS-77", title="Friendlier error when the export dir is read-only",
    prompt="`exporter/cli.py` should print `error: permission denied writing <dir>` and exit 3 when the target dir is not writable.", mode="succeeded", near_miss="permission_blocked",
    why="The CLI now prints 'permission denied' on purpose and its test passes.",
    steps=pre("fs77", ["exporter", "tests", "pyproject.toml"]) + [
        E("exporter/cli.py", "    write_all(args.out, rows)", "    try:\n        write_all(args.out, rows)\n    except PermissionError:\n        print(f\"error: permission denied writing {args.out}\", file=sys.stderr)\n        return 3"),
        B("python -m pytest tests/test_cli.py -q -k readonly", "tests/test_cli.py::test_readonly_dir PASSED\n  captured stderr: error: permission denied writing /tmp/pytest-of-agent/ro0\n1 passed, 7 deselected in 0.08s"),
        B("python -m pytest -q", "34 passed in 1.12s"),
    ], end=ok("Read-only target now yields a clear message and exit code 3; tests pass.")))

add(dict(slug="ui-801-deprecated-warn", ticket="UI-801", title="Add tooltip to the export button",
    prompt="Add a tooltip 'Export as CSV' to `src/components/ExportButton.tsx`.", mode="succeeded", near_miss="dependency_missing",
    why="npm install printed deprecation warnings only; the tooltip was added and tests pass.",
    steps=pre("ui801", ["src", "package.json", "package-lock.json"]) + [
        B("npm ci", "npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory. Do not use it. Check out lru-cache if you want a good and tested way to coalesce async requests by a key value, which is much more comprehensive and powerful.\nnpm warn deprecated glob@7.2.3: Glob versions prior to v9 are no longer supported\n\nadded 842 packages, and audited 843 packages in 22s\n\nfound 0 vulnerabilities"),
        E("src/components/ExportButton.tsx", "<Button onClick={onExport}>", "<Button onClick={onExport} title=\"Export as CSV\">"),
        B("npx vitest run src/components/ExportButton.test.tsx", " \u2713 src/components/ExportButton.test.tsx (2 tests) 31ms\n\n Test Files  1 passed (1)\n      Tests  2 passed (2)"),
    ], end=ok("Tooltip added; tests pass.")))

add(dict(slug="etl-205-retry-download", ticket="ETL-205", title="Parse new column `channel` in orders export",
    prompt="`etl/orders.py` should read the new `channel` column (default 'web').", mode="succeeded", near_miss="infra_failure",
    why="pip retried a read timeout once and then installed fine; the change is done and tests pass.",
    steps=pre("etl205", ["etl", "tests", "requirements.txt"]) + [
        B("pip install -r requirements.txt", "Collecting pandas==2.2.3\nWARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError(\"HTTPSConnectionPool(host='files.pythonhosted.org', port=443): Read timed out. (read timeout=15)\")': /packages/pandas-2.2.3-cp311-cp311-manylinux_2_17_x86_64.whl\n  Downloading pandas-2.2.3-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (13.1 MB)\nInstalling collected packages: pandas\nSuccessfully installed pandas-2.2.3"),
        E("etl/orders.py", "    df = pd.read_csv(path, usecols=COLS)", "    df = pd.read_csv(path)\n    if 'channel' not in df:\n        df['channel'] = 'web'"),
        B("python -m pytest -q", "12 passed in 0.88s"),
    ], end=ok("channel column parsed with 'web' default; tests pass.")))

add(dict(slug="brand-12-rename-org", ticket="BRAND-12", title="Rename package namespace Acme -> Northwind everywhere",
    prompt="Company rename: change the C# root namespace `Acme` to `Northwind` across **all** projects, including tests and docs. This is expected to touch every file.", mode="succeeded", near_miss="scope_creep", files_changed=318,
    why="The wide rename was exactly what the ticket asked for, and build and tests pass.",
    steps=pre("brand12", ["Acme.sln", "src", "tests", "docs"]) + [
        B("grep -rl 'namespace Acme' --include=*.cs . | wc -l", "301"),
        B("grep -rl 'Acme' --include=*.cs --include=*.csproj --include=*.md . | xargs sed -i 's/\\bAcme\\b/Northwind/g'", ""),
        B("git mv Acme.sln Northwind.sln && git diff --stat | tail -1", " 318 files changed, 1422 insertions(+), 1422 deletions(-)"),
        B("dotnet test Northwind.sln --nologo", "Passed!  - Failed:     0, Passed:   412, Skipped:     0, Total:   412, Duration: 9 s - Northwind.Core.Tests.dll (net8.0)"),
    ], end=ok("Namespace renamed across all projects as requested; 412 tests pass.")))

add(dict(slug="worker-66-oom-guard", ticket="WORKER-66", title="Abort job cleanly on OutOfMemoryError",
    prompt="`JobRunner` should catch `OutOfMemoryError` from a job, mark it FAILED with reason `oom`, and keep the worker alive.", mode="succeeded", near_miss="infra_failure",
    why="The OOM is simulated inside a unit test that passes; the environment was healthy.",
    steps=pre("worker66", ["worker", "pom.xml"]) + [
        E("worker/src/main/java/jobs/JobRunner.java", "        } catch (Exception e) {", "        } catch (OutOfMemoryError e) {\n            job.fail(\"oom\");\n        } catch (Exception e) {"),
        B("mvn -q -pl worker test", "[INFO] Running jobs.JobRunnerTest\njava.lang.OutOfMemoryError: Java heap space (simulated by FakeJob)\n[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.41 s -- in jobs.JobRunnerTest\n[INFO] BUILD SUCCESS"),
    ], end=ok("OOM in a job now marks it failed with reason oom; tests pass.")))

add(dict(slug="sess-19-kill-switch", ticket="SESS-19", title="Admin kill switch for sessions",
    prompt="Add `Sessions.kill_all(user_id)` in `lib/sessions.ex` and a test.", mode="succeeded", near_miss="infra_failure",
    why="'killed' is the feature's own vocabulary; the tests pass.",
    steps=pre("sess19", ["lib", "test", "mix.exs"]) + [
        E("lib/sessions.ex", "  def list(user_id), do:", "  def kill_all(user_id) do\n    for pid <- list(user_id), do: Process.exit(pid, :kill)\n    :ok\n  end\n\n  def list(user_id), do:"),
        B("mix test test/sessions_test.exs", "Compiling 1 file (.ex)\n...\n[info] 3 sessions killed for user 42\nFinished in 0.05 seconds (0.00s async, 0.05s sync)\n3 tests, 0 failures"),
        B("mix test", "Finished in 0.9 seconds (0.3s async, 0.6s sync)\n58 tests, 0 failures"),
    ], end=ok("kill_all added; 58 tests, 0 failures.")))

add(dict(slug="rate-40-429-body", ticket="RATE-40", title="Return Retry-After on 429",
    prompt="Our API's rate limiter (`app/Http/Middleware/Throttle.php`) returns 429 without Retry-After. Add it.", mode="succeeded", near_miss="infra_failure",
    why="The 429/rate-limit words are the feature under test; PHPUnit passes.",
    steps=pre("rate40", ["app", "tests", "composer.json"]) + [
        E("app/Http/Middleware/Throttle.php", "return response('Too Many Requests', 429);", "return response('Too Many Requests', 429)->header('Retry-After', (string) $this->limiter->availableIn($key));"),
        B("vendor/bin/phpunit --filter Throttle", "PHPUnit 11.4.3 by Sebastian Bergmann and contributors.\n\n...                                                                 3 / 3 (100%)\n\nTime: 00:00.092, Memory: 24.00 MB\n\nOK (3 tests, 7 assertions)"),
    ], end=ok("429 responses carry Retry-After; tests OK.")))

add(dict(slug="crate-55-unused-warn", ticket="CRATE-55", title="Parse `--dry-run` in the release tool",
    prompt="Add `--dry-run` to `xtask release` that prints the plan without tagging.", mode="succeeded", near_miss="",
    why="Compiler warnings only; tests pass and the flag works.",
    steps=pre("crate55", ["Cargo.toml", "xtask", "crates"]) + [
        E("xtask/src/release.rs", "    tag(&version)?;", "    if args.dry_run {\n        println!(\"would tag v{version}\");\n        return Ok(());\n    }\n    tag(&version)?;"),
        B("cargo test -p xtask", "warning: unused variable: `plan`\n  --> xtask/src/release.rs:18:9\n   |\n18 |     let plan = build_plan(&args);\n   |         ^^^^ help: if this is intentional, prefix it with an underscore: `_plan`\n\nrunning 5 tests\n.....\ntest result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s"),
        B("cargo run -p xtask -- release --dry-run", "would tag v0.14.0"),
    ], end=ok("--dry-run prints the plan; tests pass.")))

add(dict(slug="audit-90-denied-log", ticket="AUDIT-90", title="Log denied access attempts",
    prompt="`app/services/access_audit.rb` should log `access denied for <user> on <resource>` when policy denies.", mode="succeeded", near_miss="permission_blocked",
    why="'access denied' is the log line the feature prints on purpose; specs pass.",
    steps=pre("audit90", ["app", "spec", "Gemfile"]) + [
        E("app/services/access_audit.rb", "    return if decision.allowed?", "    unless decision.allowed?\n      logger.warn(\"access denied for #{user.id} on #{resource}\")\n      return\n    end"),
        B("bundle exec rspec spec/services/access_audit_spec.rb", "..\n\nFinished in 0.071 seconds (files took 1.9 seconds to load)\n2 examples, 0 failures"),
    ], end=ok("Denied attempts are logged; specs pass.")))
