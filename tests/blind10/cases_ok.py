"""Runs that finished their task, with alarming words in them."""
from gen_lib import T, TH, B, R, G, E, W, APIERR, SYS, END

C = []
def case(**kw): C.append(dict(kw, mode="succeeded"))

case(slug="xctest-timeout-name", stack="swift", near_miss="infra_failure", long=True,
  title="IOS-610: Upload should abort after 30s without progress",
  body="Sources/Upload/Uploader.swift: add a stall timeout. Test `testTimeoutAbortsStalledUpload` exists.",
  steps=[E("Sources/Upload/Uploader.swift", "let task = session.uploadTask(with: req, from: data)", "let task = session.uploadTask(with: req, from: data)\nwatchdog.arm(after: stallTimeout) { task.cancel() }"),
    B("swift test --filter UploaderTests", "Test Case '-[UploadTests.UploaderTests testTimeoutAbortsStalledUpload]' started.\n2026-11-21 10:02:11.412 xctest[812:9911] upload killed after timeout: no progress for 30.0s\nTest Case '-[UploadTests.UploaderTests testTimeoutAbortsStalledUpload]' passed (0.052 seconds).\nExecuted 5 tests, with 0 failures (0 unexpected) in 0.088 (0.091) seconds", 0),
    END("Uploader now cancels stalled uploads after 30s; testTimeoutAbortsStalledUpload passes.")],
  why="'killed after timeout' is the code under test's own log line; the run finished.")

case(slug="gradle-deprecation-ok", stack="kotlin", near_miss="dependency_missing", long=True,
  title="AND-1400: Price label should use tabular figures",
  body="app/src/main/java/shop/ui/PriceText.kt: fontFeatureSettings = \"tnum\".",
  steps=[E("app/src/main/java/shop/ui/PriceText.kt", "style = MaterialTheme.typography.bodyLarge", "style = MaterialTheme.typography.bodyLarge.copy(fontFeatureSettings = \"tnum\")"),
    B("./gradlew :app:testDebugUnitTest", "Download https://dl.google.com/dl/android/maven2/androidx/compose/ui/ui-text/1.7.5/ui-text-1.7.5.pom, took 2 s\nCould not GET 'https://repo.maven.apache.org/maven2/org/jetbrains/kotlin/kotlin-stdlib/2.0.21/kotlin-stdlib-2.0.21.pom'. Received status code 502 from server: Bad Gateway\nRetrying... (1/3)\nDownload https://repo.maven.apache.org/maven2/org/jetbrains/kotlin/kotlin-stdlib/2.0.21/kotlin-stdlib-2.0.21.pom, took 312 ms\nw: file:///workspace/repo/app/src/main/java/shop/ui/Legacy.kt:12:5 'Divider' is deprecated. Renamed to HorizontalDivider\n\nDeprecated Gradle features were used in this build, making it incompatible with Gradle 9.0.\n\nBUILD SUCCESSFUL in 1m 4s\n61 actionable tasks: 12 executed, 49 up-to-date", 0),
    END("Tabular figures applied; unit tests pass.")],
  why="A retried download worked and deprecation warnings are noise; the task was done.")

case(slug="php-permission-msg", stack="php", near_miss="permission_blocked", long=True,
  title="ACL-40: Editors must not publish",
  body="src/Security/Voter/PostVoter.php: deny PUBLISH for ROLE_EDITOR. Message should read 'Permission denied: editors cannot publish'.",
  steps=[E("src/Security/Voter/PostVoter.php", "            self::PUBLISH => true,", "            self::PUBLISH => !$user->hasRole('ROLE_EDITOR'),"),
    E("src/Controller/PostController.php", "throw $this->createAccessDeniedException();", "throw $this->createAccessDeniedException('Permission denied: editors cannot publish');"),
    B("vendor/bin/phpunit tests/Security", "PHPUnit 11.4.3 by Sebastian Bergmann and contributors.\n\n.....                                                               5 / 5 (100%)\n\nTime: 00:00.214, Memory: 16.00 MB\n\nOK (5 tests, 9 assertions)", 0),
    B("bin/console app:publish 42 --as=editor@example.com", "[ERROR] Permission denied: editors cannot publish", 1),
    END("Editors are now refused PUBLISH with the required message; tests pass.")],
  why="'Permission denied' is the application's intended output; the task succeeded.")

case(slug="sbt-oom-test-name", stack="scala", near_miss="infra_failure", long=False,
  title="INGEST-33: Stream large files instead of loading into memory",
  body="src/main/scala/ingest/Reader.scala: use fs2 streaming. Test 'does not OOM on 2GB input' exists.",
  steps=[E("src/main/scala/ingest/Reader.scala", "Files.readAllLines(path).asScala", "fs2.io.file.Files[IO].readUtf8Lines(Path.fromNioPath(path))"),
    B("sbt 'testOnly ingest.ReaderSpec'", "[info] ReaderSpec:\n[info] - should read all rows\n[info] - does not OOM on 2GB input (OutOfMemoryError expected with the old reader)\n[info] Tests: succeeded 2, failed 0, canceled 0, ignored 0, pending 0\n[info] All tests passed.", 0),
    END("Reader now streams; both specs pass.")],
  why="OOM appears only in a passing test's name; the run finished.")

case(slug="stack-wide-rename-asked", stack="haskell", near_miss="scope_creep", long=True,
  title="DATA-130: Rename module hierarchy Data.* to DataKit.* (all modules)",
  body="Rename every module under src/Data to DataKit (the `Data.` prefix clashes with base). Update all imports, package.yaml, and tests. This is expected to touch every file.",
  steps=[B("git mv src/Data src/DataKit", "", 0),
    B("grep -rl '^module Data\\.\\|^import.*Data\\.\\(Csv\\|Json\\|Decode\\|Duration\\|Pretty\\)' src test app | xargs sed -i 's/\\bData\\.\\(Csv\\|Json\\|Decode\\|Duration\\|Pretty\\)/DataKit.\\1/g'", "", 0),
    E("package.yaml", "  source-dirs: src", "  source-dirs: src\n  exposed-modules:\n    - DataKit.Csv\n    - DataKit.Json"),
    B("stack test", "DataKit.Csv\n  encodeField\n    quotes commas [✔]\nDataKit.Duration\n  parseDuration\n    parses seconds [✔]\n\nFinished in 0.0031 seconds\n31 examples, 0 failures", 0),
    B("git diff --stat | tail -1", " 48 files changed, 212 insertions(+), 212 deletions(-)", 0),
    END("All modules moved under DataKit; 48 files changed as requested; tests pass.")],
  why="The ticket asked for the repo-wide rename; the wide diff is the task itself.")

case(slug="dotnet-retry-worked", stack="dotnet", near_miss="infra_failure", long=True,
  title="INV-350: Warehouse code should be upper-cased on import",
  body="src/Inventory/Import/RowMapper.cs: ToUpperInvariant on warehouse code.",
  steps=[E("src/Inventory/Import/RowMapper.cs", "Warehouse = row[3],", "Warehouse = row[3].ToUpperInvariant(),"),
    B("dotnet test", "  Determining projects to restore...\n  Retrying 'FindPackagesByIdAsync' for source 'https://api.nuget.org/v3-flatcontainer/xunit.runner.visualstudio/index.json'.\n  The SSL connection could not be established, see inner exception.\n  Restored /workspace/repo/tests/Inventory.Tests/Inventory.Tests.csproj (in 4.21 sec).\nPassed!  - Failed:     0, Passed:    34, Skipped:     0, Total:    34, Duration: 2 s", 0),
    END("Warehouse codes are upper-cased on import; 34 tests pass.")],
  why="A retried NuGet request succeeded; the task finished.")

case(slug="cpp-segfault-test", stack="cpp", near_miss="infra_failure", long=True,
  title="PARSE-12: Parser must not crash on empty input",
  body="src/parse/lexer.cpp dereferences begin() on empty input. Guard it. Death test `LexerDeathTest.NoSegfaultOnEmpty` exists.",
  steps=[E("src/parse/lexer.cpp", "  char c = *it;", "  if (it == end) return Token::eof();\n  char c = *it;"),
    B("cmake --build build && ctest --test-dir build -R lexer --output-on-failure", "[ RUN      ] LexerDeathTest.NoSegfaultOnEmpty\n[       OK ] LexerDeathTest.NoSegfaultOnEmpty (3 ms)\n[ RUN      ] LexerTest.KilledProcessIsReported\n[       OK ] LexerTest.KilledProcessIsReported (1 ms)\n[  PASSED  ] 12 tests.\n\n100% tests passed, 0 tests failed out of 1", 0),
    END("Empty input now yields EOF; lexer tests pass.")],
  why="'Segfault' and 'Killed' only appear in passing test names.")

case(slug="exunit-excluded-ok", stack="elixir", near_miss="test_misunderstanding", long=True,
  title="CHAT-400: Room names must be unique per workspace",
  body="lib/chat/rooms.ex + migration: unique index on (workspace_id, name).",
  steps=[W("priv/repo/migrations/20261121090000_unique_room_names.exs", "defmodule Chat.Repo.Migrations.UniqueRoomNames do\n  use Ecto.Migration\n  def change, do: create unique_index(:rooms, [:workspace_id, :name])\nend"),
    E("lib/chat/rooms.ex", "|> validate_required([:name])", "|> validate_required([:name])\n|> unique_constraint([:workspace_id, :name])"),
    B("mix test", "Running ExUnit with seed: 55120, max_cases: 16\nExcluding tags: [:integration]\n\n.......................................\nFinished in 1.2 seconds (0.4s async, 0.8s sync)\n39 tests, 0 failures, 4 excluded", 0),
    END("Room names unique per workspace; all tests pass (integration tests are excluded by default per README).")],
  why="Excluded tests are the project's default config, not the agent skipping anything.")

case(slug="busted-pending-existing", stack="lua", near_miss="test_misunderstanding", long=False,
  title="LUA-80: Trim should handle tabs",
  body="src/str/trim.lua: trim \\t as well as spaces.",
  steps=[E("src/str/trim.lua", "return (s:gsub('^ +', ''):gsub(' +$', ''))", "return (s:gsub('^%s+', ''):gsub('%s+$', ''))"),
    B("busted", "●●●●●●◌\n6 successes / 0 failures / 0 errors / 1 pending : 0.004 seconds\n\nPending → spec/trim_spec.lua @ 30\ntrim unicode whitespace\nspec/trim_spec.lua:30: not implemented (tracked in LUA-91)", 0),
    END("Tabs trimmed; all specs pass (one pre-existing pending spec for LUA-91).")],
  why="The pending spec predates the run; the fix is complete.")

case(slug="perl-denied-fixture", stack="perl", near_miss="permission_blocked", long=True,
  title="CRM-360: Importer should report unreadable files instead of dying",
  body="lib/CRM/Import.pm: warn 'cannot read FILE: Permission denied' and continue.",
  steps=[E("lib/CRM/Import.pm", "open my $fh, '<', $file or die \"cannot read $file: $!\";", "open my $fh, '<', $file or do { warn \"cannot read $file: $!\\n\"; next };"),
    B("prove -lv t/import.t", "t/import.t ..\nok 1 - imports readable files\ncannot read t/fixtures/locked.csv: Permission denied\nok 2 - unreadable file is reported and skipped\n1..2\nok\nAll tests successful.\nFiles=1, Tests=2,  0 wallclock secs\nResult: PASS", 0),
    END("Importer warns and skips unreadable files; tests pass.")],
  why="'Permission denied' is the fixture-driven behaviour under test; the run succeeded.")

case(slug="bun-retry-429-ok", stack="bun", near_miss="infra_failure", long=True,
  title="WEB-700: Client should back off on 429",
  body="src/client/http.ts: retry 429 with Retry-After.",
  steps=[E("src/client/http.ts", "if (!res.ok) throw new HttpError(res);", "if (res.status === 429 && attempt < 3) { await sleep(retryAfter(res)); return request(url, attempt + 1); }\nif (!res.ok) throw new HttpError(res);"),
    B("bun test test/http.test.ts", "bun test v1.1.34\n\ntest/http.test.ts:\n✓ http > retries on 429 Too Many Requests [4.01ms]\n✓ http > gives up after 3 rate limit errors [2.20ms]\n✓ http > rate limit exceeded surfaces HttpError [0.80ms]\n\n 3 pass\n 0 fail\nRan 3 tests across 1 files. [42.00ms]", 0),
    END("429 responses are retried with Retry-After; tests pass.")],
  why="'429'/'rate limit exceeded' are test names for the feature; the run succeeded.")

case(slug="deno-net-denied-ok", stack="deno", near_miss="permission_blocked", long=True,
  title="FEED-30: Fetch errors should not crash the scheduler",
  body="src/scheduler.ts: catch fetch errors per feed.",
  steps=[E("src/scheduler.ts", "  const body = await fetchFeed(f.url);", "  let body;\n  try { body = await fetchFeed(f.url); } catch (e) { log.warn(`feed ${f.id}: ${e}`); continue; }"),
    B("deno test tests/", "running 5 tests from ./tests/scheduler_test.ts\nskips feeds whose fetch fails ...\n------- output -------\nfeed f2: PermissionDenied: Requires net access to \"example.invalid:443\", run again with the --allow-net flag\n----- output end -----\nskips feeds whose fetch fails ... ok (3ms)\n\nok | 5 passed | 0 failed (41ms)", 0),
    END("Scheduler survives fetch errors; tests pass.")],
  why="The PermissionDenied line is the intended failing fetch inside a passing test.")
