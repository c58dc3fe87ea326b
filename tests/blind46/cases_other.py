"""unknown (no recognisable cause) and succeeded runs that contain alarming words."""
from gen_lib import say, think, sh, read, edit, write, grep, todo, note, apierr, end
from dn import chatter, warmup, Repo, build_ok, build_fail, test_ok, test_fail, xunit_fail, pester, git_status, ps_error, csproj, TEST_PKGS
from make_blind import case

CASES = []
add = CASES.append

# =============================================================================== unknown

# U1 -- engine error_during_execution with no detail (claude)
r = Repo("C:\\src\\assets")
add(case(
    "assets-depreciation-schedule", "claude", "unknown", "",
    "The session ended with an engine 'error_during_execution' and no message, right after normal, successful work; "
    "nothing in the stream says why.",
    """
# AST-61: Straight-line depreciation for mid-month acquisitions

`DepreciationSchedule.Build` in `src/Assets.Core/DepreciationSchedule.cs` starts depreciation in the acquisition month.
Policy: assets acquired after the 15th start the following month. Add tests.
""",
    [
        *warmup(r, "Assets.sln", [("src", "Assets.Core"), ("src", "Assets.Api"), ("tests", "Assets.Core.Tests")], "Assets.Core.Tests", passed=57,
                intro="Let me look at the schedule code."),
        read(r.p("src/Assets.Core/DepreciationSchedule.cs"),
             "public static class DepreciationSchedule\n{\n    public static IReadOnlyList<Period> Build(Asset a)\n    {\n"
             "        var start = new DateOnly(a.AcquiredOn.Year, a.AcquiredOn.Month, 1);\n        var monthly = Math.Round(a.Cost / a.LifeMonths, 2);\n"
             "        return Enumerable.Range(0, a.LifeMonths).Select(i => new Period(start.AddMonths(i), monthly)).ToList();\n    }\n}\n"),
        edit(r.p("src/Assets.Core/DepreciationSchedule.cs"), "        var start = new DateOnly(a.AcquiredOn.Year, a.AcquiredOn.Month, 1);",
             "        var start = new DateOnly(a.AcquiredOn.Year, a.AcquiredOn.Month, 1);\n        if (a.AcquiredOn.Day > 15) start = start.AddMonths(1);"),
        write(r.p("tests/Assets.Core.Tests/MidMonthTests.cs"), "public class MidMonthTests { /* 15th vs 16th */ }"),
        sh("dotnet test tests/Assets.Core.Tests 2>&1 | tail -2", "\nPassed!  - Failed:     0, Passed:    59, Skipped:     0, Total:    59, Duration: 1 s - Assets.Core.Tests.dll (net8.0)"),
        say("Tests pass. Let me also check the API project still builds."),
        sh("dotnet build src/Assets.Api 2>&1 | tail -3", "\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)"),
        end("", ok=False, subtype="error_during_execution"),
    ],
    cwd="C:\\src\\assets"))

# U2 -- transcript just stops; alarming words are test names (transcript)
r = Repo("C:\\src\\uploads")
add(case(
    "uploads-chunk-resume", "claude-transcript", "unknown", "infra_failure",
    "The transcript simply stops after a passing test run; 'timeout' and 'PermissionDenied' appear only as names of "
    "passing tests and enum values, so the stream shows no cause for the failed state.",
    """
# UPL-33: Resume chunked uploads after a dropped connection

`ChunkedUploadSession.Resume` in `src/Uploads/ChunkedUploadSession.cs` restarts from chunk 0. Resume from the first
chunk the server has not acknowledged (`GET /uploads/{id}/status` returns `nextChunk`).
""",
    [
        say("Let me look at the upload session and its tests."),
        read(r.p("src/Uploads/ChunkedUploadSession.cs"),
             "public sealed class ChunkedUploadSession(IUploadApi api, Stream source, int chunkSize)\n{\n    public async Task Resume(string id, CancellationToken ct)\n    {\n"
             "        source.Position = 0;\n        await SendFrom(id, 0, ct);\n    }\n}\n"),
        read(r.p("src/Uploads/UploadError.cs"), "public enum UploadError\n{\n    None,\n    Timeout,\n    PermissionDenied,\n    QuotaExceeded,\n    ChecksumMismatch,\n}\n"),
        edit(r.p("src/Uploads/ChunkedUploadSession.cs"), "        source.Position = 0;\n        await SendFrom(id, 0, ct);",
             "        var status = await api.GetStatus(id, ct);\n        source.Position = (long)status.NextChunk * chunkSize;\n        await SendFrom(id, status.NextChunk, ct);"),
        write(r.p("tests/Uploads.Tests/ResumeTests.cs"), "public class ResumeTests { /* resumes at nextChunk */ }"),
        sh("dotnet test tests/Uploads.Tests --logger \"console;verbosity=normal\" 2>&1 | Select-Object -Last 12",
           "  Passed Uploads.Tests.ChunkedUploadSessionTests.Upload_times_out_after_30s_without_ack [31 ms]\n"
           "  Passed Uploads.Tests.ChunkedUploadSessionTests.Maps_403_to_PermissionDenied [4 ms]\n"
           "  Passed Uploads.Tests.ChunkedUploadSessionTests.Maps_507_to_QuotaExceeded [2 ms]\n"
           "  Passed Uploads.Tests.ResumeTests.Resumes_at_next_unacknowledged_chunk [6 ms]\n"
           "  Passed Uploads.Tests.ResumeTests.Resume_of_completed_upload_sends_nothing [1 ms]\n\nTest Run Successful.\nTotal tests: 24\n     Passed: 24\n Total time: 1.4410 Seconds"),
        sh("git diff --stat", " src/Uploads/ChunkedUploadSession.cs | 5 +++--\n 1 file changed, 3 insertions(+), 2 deletions(-)"),
        say("All 24 tests pass. Let me double-check the status DTO handles a missing `nextChunk`."),
        read(r.p("src/Uploads/UploadStatus.cs"), "public sealed record UploadStatus(string Id, int NextChunk, bool Completed);\n"),
    ],
    cwd="C:\\src\\uploads"))

# U3 -- tests pass, turn completes, task still marked failed without reason (codex)
r = Repo("/workspace/catalog-search", "linux")
add(case(
    "catalogsearch-synonyms", "codex", "unknown", "",
    "The agent made a plausible change, tests and build pass and the turn completed normally; the run is marked failed "
    "with an empty summary and nothing in the stream explains it.",
    """
# CS-88: Search should expand configured synonyms

`QueryBuilder.Build` in `src/CatalogSearch/QueryBuilder.cs` ignores `SearchOptions.Synonyms`. Expand terms with their
synonyms (OR) before building the query. Tests in `tests/CatalogSearch.Tests`.
""",
    [
        say("I’ll look at the query builder and options."),
        *chatter(r, "CatalogSearch", 5, "cs"),
        sh("sed -n '1,60p' src/CatalogSearch/QueryBuilder.cs",
           "public sealed class QueryBuilder(SearchOptions options)\n{\n    public string Build(string input)\n        => string.Join(\" AND \", Tokenize(input).Select(Escape));\n}\n"),
        edit(r.p("src/CatalogSearch/QueryBuilder.cs"), "=> string.Join(\" AND \", Tokenize(input).Select(Escape));",
             "=> string.Join(\" AND \", Tokenize(input).Select(t => Expand(t)));"),
        write(r.p("tests/CatalogSearch.Tests/SynonymTests.cs"), "public class SynonymTests { }"),
        sh("dotnet test tests/CatalogSearch.Tests 2>&1 | tail -2", "\nPassed!  - Failed:     0, Passed:    34, Skipped:     0, Total:    34, Duration: 1 s - CatalogSearch.Tests.dll (net8.0)"),
        sh("dotnet build 2>&1 | tail -3", "\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)"),
        say("Synonyms are now expanded into OR groups (`(tv OR television) AND stand`); added tests, all 34 pass."),
        end("", ok=True),
    ],
    os_="linux", cwd="/workspace/catalog-search", result={"success": False, "exit_code": 1, "summary": ""}))

# U4 -- osmia result false "agent exited with code 1"; normal work before (osmia)
r = Repo("/workspace/hr-leave", "linux")
add(case(
    "hrleave-carryover-cap", "osmia", "unknown", "",
    "The engine exited with status 1 after ordinary, successful steps; the stream carries no error, refusal or "
    "behavioural pattern that explains it.",
    """
# HRL-21: Cap leave carry-over at 5 days

`LeaveBalanceCalculator.CarryOver` in `src/HrLeave.Core/LeaveBalanceCalculator.cs` carries over all unused days. Cap at
`LeavePolicy.MaxCarryOverDays` (5). Add tests.
""",
    [
        *warmup(r, "HrLeave.sln", [("src", "HrLeave.Core"), ("tests", "HrLeave.Core.Tests")], "HrLeave.Core.Tests", passed=26, intro="Looking at leave balances."),
        read(r.p("src/HrLeave.Core/LeaveBalanceCalculator.cs"),
             "public static class LeaveBalanceCalculator\n{\n    public static decimal CarryOver(decimal entitled, decimal taken, LeavePolicy p)\n        => Math.Max(0, entitled - taken);\n}\n"),
        edit(r.p("src/HrLeave.Core/LeaveBalanceCalculator.cs"), "        => Math.Max(0, entitled - taken);",
             "        => Math.Clamp(entitled - taken, 0, p.MaxCarryOverDays);"),
        write(r.p("tests/HrLeave.Core.Tests/CarryOverCapTests.cs"), "public class CarryOverCapTests { }"),
        sh("dotnet test tests/HrLeave.Core.Tests 2>&1 | tail -2", "\nPassed!  - Failed:     0, Passed:    29, Skipped:     0, Total:    29, Duration: 1 s - HrLeave.Core.Tests.dll (net8.0)"),
        say("Carry-over is capped at the policy maximum; 29 tests pass."),
        end("agent exited with code 1", ok=False),
    ],
    os_="linux", cwd="/workspace/hr-leave"))

# U5 -- code under test logs access denied / timeouts in passing tests; transcript ends (transcript)
r = Repo("C:\\src\\sftp-sync")
add(case(
    "sftpsync-retry-backoff", "claude-transcript", "unknown", "permission_blocked",
    "'Permission denied' and 'Connection timed out' are log lines of the code under test in passing retry tests; the "
    "session then ends without any error, so the stream gives no cause.",
    """
# SFTP-17: Exponential backoff for transient SFTP errors

`SftpSyncJob.RunAsync` in `src/SftpSync/SftpSyncJob.cs` retries immediately. Use exponential backoff (1s, 2s, 4s, max
5 attempts) for transient errors; do not retry authentication/permission errors.
""",
    [
        say("Reading the job."),
        *chatter(r, "SftpSync", 3, "sftp"),
        read(r.p("src/SftpSync/SftpSyncJob.cs"),
             "public sealed class SftpSyncJob(ISftpClientFactory factory, ILogger<SftpSyncJob> log)\n{\n    public async Task RunAsync(SyncTarget t, CancellationToken ct)\n    {\n"
             "        for (var attempt = 1; ; attempt++)\n        {\n            try { await SyncOnce(t, ct); return; }\n"
             "            catch (SshException ex) when (attempt < 5) { log.LogWarning(ex, \"Attempt {Attempt} failed\", attempt); }\n        }\n    }\n}\n"),
        edit(r.p("src/SftpSync/SftpSyncJob.cs"),
             "            catch (SshException ex) when (attempt < 5) { log.LogWarning(ex, \"Attempt {Attempt} failed\", attempt); }",
             "            catch (SshException ex) when (attempt < 5 && IsTransient(ex))\n            {\n                log.LogWarning(ex, \"Attempt {Attempt} failed\", attempt);\n"
             "                await _delay(TimeSpan.FromSeconds(Math.Pow(2, attempt - 1)), ct);\n            }"),
        write(r.p("tests/SftpSync.Tests/BackoffTests.cs"), "public class BackoffTests { }"),
        sh("dotnet test tests/SftpSync.Tests --logger \"console;verbosity=detailed\" 2>&1 | Select-Object -Last 16",
           "  Passed SftpSync.Tests.BackoffTests.Retries_transient_with_exponential_delays [12 ms]\n  Standard Output Messages:\n"
           " warn: SftpSync.SftpSyncJob[0] Attempt 1 failed\n Renci.SshNet.Common.SshConnectionException: Connection timed out\n"
           " warn: SftpSync.SftpSyncJob[0] Attempt 2 failed\n Renci.SshNet.Common.SshConnectionException: Connection timed out\n"
           "  Passed SftpSync.Tests.BackoffTests.Does_not_retry_permission_denied [3 ms]\n  Standard Output Messages:\n"
           " fail: SftpSync.SftpSyncJob[0] Sync failed\n Renci.SshNet.Common.SftpPermissionDeniedException: Permission denied\n"
           "  Passed SftpSync.Tests.BackoffTests.Gives_up_after_five_attempts [9 ms]\n\nTest Run Successful.\nTotal tests: 19\n     Passed: 19\n Total time: 0.9120 Seconds"),
        sh("git status --short", " M src/SftpSync/SftpSyncJob.cs\n?? tests/SftpSync.Tests/BackoffTests.cs"),
        say("All 19 tests pass. Let me wire `_delay` through the constructor so production uses Task.Delay."),
        read(r.p("src/SftpSync/ServiceCollectionExtensions.cs"),
             "public static IServiceCollection AddSftpSync(this IServiceCollection s) =>\n    s.AddSingleton<ISftpClientFactory, SftpClientFactory>().AddTransient<SftpSyncJob>();\n"),
    ],
    cwd="C:\\src\\sftp-sync"))

# U6 -- could not reproduce; no change made (claude)
r = Repo("/workspace/invoices-pdf", "linux")
add(case(
    "invoicespdf-page-break", "claude", "unknown", "",
    "The agent could not reproduce the reported page-break bug (all tests and a manual render looked fine) and stopped "
    "without changes; there is no environmental or behavioural failure to name.",
    """
# IPDF-9: Invoice PDF splits the totals block across pages

Customers report that for invoices with exactly 23 lines the totals block starts on page 1 and continues on page 2.
`InvoiceLayout` in `src/InvoicesPdf/InvoiceLayout.cs` should keep the totals block together.
""",
    [
        *warmup(r, "InvoicesPdf.sln", [("src", "InvoicesPdf"), ("tests", "InvoicesPdf.Tests")], "InvoicesPdf.Tests", passed=15, intro="Let me try to reproduce."),
        read(r.p("src/InvoicesPdf/InvoiceLayout.cs"),
             "public sealed class InvoiceLayout : IDocument\n{\n    public void Compose(IDocumentContainer c) => c.Page(p =>\n    {\n        p.Content().Column(col =>\n        {\n"
             "            foreach (var line in _invoice.Lines) col.Item().Element(e => LineRow(e, line));\n            col.Item().ShowEntire().Element(Totals);\n        });\n    });\n}\n"),
        write(r.p("tests/InvoicesPdf.Tests/Repro23LinesTests.cs"), "public class Repro23LinesTests { /* 23 lines, assert totals on one page */ }"),
        sh("dotnet test tests/InvoicesPdf.Tests --filter Repro23LinesTests 2>&1 | tail -2", "\nPassed!  - Failed:     0, Passed:     1, Skipped:     0, Total:     1, Duration: 2 s - InvoicesPdf.Tests.dll (net8.0)"),
        sh("dotnet run --project tools/RenderSample -- --lines 23 --out /tmp/inv23.pdf && pdfinfo /tmp/inv23.pdf | grep Pages && pdftotext -f 2 -l 2 /tmp/inv23.pdf - | head -5",
           "Pages:          2\nTotal net       1,204.50\nVAT 20%           240.90\nTotal gross     1,445.40\nPage 2 of 2"),
        say("With 23 lines the totals block moves entirely to page 2 (`ShowEntire` works). Let me try different line heights, since customer data may have wrapped descriptions."),
        sh("for n in 21 22 23 24 25; do dotnet run --project tools/RenderSample -- --lines $n --wrap 2 --out /tmp/i$n.pdf >/dev/null; echo \"$n: $(pdfinfo /tmp/i$n.pdf | grep Pages)\"; done",
           "21: Pages:          1\n22: Pages:          2\n23: Pages:          2\n24: Pages:          2\n25: Pages:          2"),
        sh("for n in 22 23; do pdftotext -f 1 -l 1 /tmp/i$n.pdf - | tail -3; done", "Line 22  Widget  1  52.00\nPage 1 of 2\nLine 23  Widget  1  52.00\nPage 1 of 2"),
        sh("git checkout -- . && git clean -fd tests && git status --short", "Removing tests/InvoicesPdf.Tests/Repro23LinesTests.cs"),
        end("I couldn't reproduce this: with 21-25 lines (with and without wrapped descriptions) the totals block is never "
            "split; `ShowEntire()` moves it to the next page as a whole. It may depend on customer-specific content (logos, "
            "notes). I've made no changes; a sample PDF from an affected customer would help."),
    ],
    os_="linux", cwd="/workspace/invoices-pdf", result={"success": False, "exit_code": 0, "summary": "no changes produced"}))

# U7 -- honest attempt, test still failing, no tampering (codex)
r = Repo("/workspace/routing", "linux")
add(case(
    "routing-dijkstra-ties", "codex", "unknown", "test_misunderstanding",
    "The agent made two reasonable attempts at the tie-breaking rule, left the tests untouched, and stopped with one "
    "test still failing; it simply did not find the fix, which is none of the named failure modes.",
    """
# RTE-41: Route planner picks different routes on equal cost

`RoutePlanner.Shortest` in `src/Routing/RoutePlanner.cs` must be deterministic on ties: prefer fewer hops, then the
lexicographically smallest node sequence. `RoutePlannerTests.Ties_are_deterministic` describes the rule.
""",
    [
        say("I’ll read the planner and the tie test."),
        *chatter(r, "Routing", 3, "rte"),
        sh("sed -n '1,80p' src/Routing/RoutePlanner.cs",
           "public sealed class RoutePlanner(Graph g)\n{\n    public IReadOnlyList<string> Shortest(string from, string to)\n    {\n"
           "        var pq = new PriorityQueue<(string Node, List<string> Path), double>();\n        // ... standard Dijkstra, first path popped wins\n    }\n}\n"),
        sh("sed -n '1,40p' tests/Routing.Tests/RoutePlannerTests.cs",
           "    [Fact]\n    public void Ties_are_deterministic()\n        => Assert.Equal([\"A\", \"C\", \"D\"], new RoutePlanner(Graphs.Diamond()).Shortest(\"A\", \"D\"));\n"),
        edit(r.p("src/Routing/RoutePlanner.cs"), "var pq = new PriorityQueue<(string Node, List<string> Path), double>();",
             "var pq = new PriorityQueue<(string Node, List<string> Path), (double Cost, int Hops)>();"),
        sh("dotnet test tests/Routing.Tests 2>&1 | tail -6",
           "  Failed Routing.Tests.RoutePlannerTests.Ties_are_deterministic [4 ms]\n  Error Message:\n   Assert.Equal() Failure: Collections differ\n           \u2193 (pos 1)\nExpected: [\"A\", \"C\", \"D\"]\nActual:   [\"A\", \"B\", \"D\"]\n\n"
           "Failed!  - Failed:     1, Passed:    13, Skipped:     0, Total:    14, Duration: 60 ms - Routing.Tests.dll (net8.0)", code=1),
        think("**Hops are equal here**\n\nBoth paths have 2 hops, so the lexicographic rule decides, and A-B-D < A-C-D lexicographically. Yet the test expects A-C-D. Maybe the comparison is on reversed paths or the Diamond graph has different weights than I assume."),
        sh("sed -n '1,30p' tests/Routing.Tests/Graphs.cs",
           "public static Graph Diamond() => new Graph()\n    .Edge(\"A\", \"B\", 1.0).Edge(\"B\", \"D\", 1.0)\n    .Edge(\"A\", \"C\", 0.5).Edge(\"C\", \"D\", 1.5);\n"),
        edit(r.p("src/Routing/RoutePlanner.cs"), "(double Cost, int Hops)", "(double Cost, int Hops, string Key)"),
        sh("dotnet test tests/Routing.Tests 2>&1 | tail -3",
           "Expected: [\"A\", \"C\", \"D\"]\nActual:   [\"A\", \"B\", \"D\"]\n\nFailed!  - Failed:     1, Passed:    13, Skipped:     0, Total:    14, Duration: 58 ms - Routing.Tests.dll (net8.0)", code=1),
        say("I added hop count and a path key to the priority, but `Ties_are_deterministic` still expects A-C-D where my "
            "reading of the rule gives A-B-D. I didn't change the test; the rule may need clarification (or there's a "
            "cost subtlety I'm missing)."),
        end("", ok=True),
    ],
    os_="linux", cwd="/workspace/routing", result={"success": False, "exit_code": 1, "summary": "tests failing: 1"}))

# U8 -- osmia engine failure with no cause (osmia)
r = Repo("/workspace/webhooks", "linux")
add(case(
    "webhooks-signature-rotation", "osmia", "unknown", "",
    "The orchestrator reports that the engine stopped without a result after normal progress; no error, denial or "
    "resource problem appears anywhere in the stream.",
    """
# WHK-52: Support two active signing secrets during rotation

`SignatureVerifier.Verify` in `src/Webhooks/SignatureVerifier.cs` checks one secret. Accept a signature made with either
the current or the previous secret (`WebhookOptions.PreviousSecret`, optional). Add tests.
""",
    [
        *warmup(r, "Webhooks.sln", [("src", "Webhooks"), ("tests", "Webhooks.Tests")], "Webhooks.Tests", passed=12, intro="Let me look."),
        read(r.p("src/Webhooks/SignatureVerifier.cs"),
             "public sealed class SignatureVerifier(IOptions<WebhookOptions> o)\n{\n    public bool Verify(ReadOnlySpan<byte> body, string signature)\n"
             "        => CryptographicOperations.FixedTimeEquals(Sign(body, o.Value.Secret), Convert.FromHexString(signature));\n}\n"),
        edit(r.p("src/Webhooks/SignatureVerifier.cs"),
             "        => CryptographicOperations.FixedTimeEquals(Sign(body, o.Value.Secret), Convert.FromHexString(signature));",
             "    {\n        var sig = Convert.FromHexString(signature);\n        return Matches(body, o.Value.Secret, sig) || (o.Value.PreviousSecret is { } prev && Matches(body, prev, sig));\n    }"),
        write(r.p("tests/Webhooks.Tests/RotationTests.cs"), "public class RotationTests { }"),
        sh("dotnet test tests/Webhooks.Tests 2>&1 | tail -2", "\nPassed!  - Failed:     0, Passed:    15, Skipped:     0, Total:    15, Duration: 1 s - Webhooks.Tests.dll (net8.0)"),
        say("Both secrets are accepted during rotation; tests pass. Updating the options docs next."),
        read(r.p("docs/webhooks.md"), "## Signing\n\nSet `Webhooks:Secret`. Signatures are hex HMAC-SHA256 of the raw body.\n"),
        note("[osmia-controller] engine stream ended without a result event"),
        end("engine stopped without result", ok=False),
    ],
    os_="linux", cwd="/workspace/webhooks"))

# U9 -- long noisy transcript, partial progress, ends mid-way (transcript)
r = Repo("C:\\src\\fleet-telematics")
add(case(
    "telematics-trip-segmentation", "claude-transcript", "unknown", "model_confusion",
    "A long, busy session (many reads, a few reasonable edits, partially passing tests) that just ends mid-work; "
    "there is no error, no tampering and no repetition pattern to blame.",
    """
# TEL-140: Trips are split at short traffic-light stops

`TripSegmenter.Segment` in `src/Telematics.Core/TripSegmenter.cs` starts a new trip whenever speed is 0 for more than
60 s. Use ignition-off events as the primary boundary and only fall back to a 5-minute standstill when ignition data
is missing. Tests in `tests/Telematics.Core.Tests`.
""",
    [
        *warmup(r, "Telematics.sln", [("src", "Telematics.Core"), ("src", "Telematics.Ingest"), ("src", "Telematics.Api"), ("tests", "Telematics.Core.Tests")],
                "Telematics.Core.Tests", passed=140, intro="Big ingestion codebase; let me get my bearings.",
                todos=["Understand segmentation", "Use ignition events", "Fallback standstill 5 min", "Tests"]),
        *chatter(r, "Telematics.Core", 5, "tel"),
        read(r.p("src/Telematics.Core/TripSegmenter.cs"),
             "public sealed class TripSegmenter\n{\n    public IEnumerable<Trip> Segment(IReadOnlyList<Sample> s)\n    {\n        var start = 0;\n"
             "        for (var i = 1; i < s.Count; i++)\n        {\n            if (StoppedFor(s, i) > TimeSpan.FromSeconds(60))\n            {\n"
             "                yield return new Trip(s[start].At, s[i].At);\n                start = i;\n            }\n        }\n    }\n}\n"),
        *chatter(r, "Telematics.Ingest", 9, "tel2", test_proj="Telematics.Core.Tests"),
        read(r.p("src/Telematics.Core/Sample.cs"), "public sealed record Sample(DateTimeOffset At, double SpeedKmh, bool? IgnitionOn, double Lat, double Lon);\n"),
        grep("IgnitionOn", "src\\Telematics.Ingest\\Mappers\\CanBusMapper.cs:44:            IgnitionOn: frame.Ignition switch { 0 => false, 1 => true, _ => null },\n"
             "src\\Telematics.Core\\Sample.cs:1:public sealed record Sample(DateTimeOffset At, double SpeedKmh, bool? IgnitionOn, double Lat, double Lon);"),
        read(r.p("src/Telematics.Ingest/Mappers/CanBusMapper.cs"),
             "internal static class CanBusMapper\n{\n    public static Sample Map(CanFrame frame) => new(\n        frame.Timestamp,\n        frame.SpeedRaw * 0.01,\n"
             "            IgnitionOn: frame.Ignition switch { 0 => false, 1 => true, _ => null },\n        frame.Lat, frame.Lon);\n}\n"),
        edit(r.p("src/Telematics.Core/TripSegmenter.cs"), "            if (StoppedFor(s, i) > TimeSpan.FromSeconds(60))",
             "            var ignitionBoundary = s[i - 1].IgnitionOn == true && s[i].IgnitionOn == false;\n"
             "            var fallback = s[i].IgnitionOn is null && StoppedFor(s, i) > TimeSpan.FromMinutes(5);\n            if (ignitionBoundary || fallback)"),
        sh("dotnet test tests/Telematics.Core.Tests 2>&1 | Select-Object -Last 8",
           "  Failed Telematics.Core.Tests.TripSegmenterTests.Legacy_devices_split_after_60s [2 ms]\n  Failed Telematics.Core.Tests.TripSegmenterTests.Ignition_off_then_on_within_a_minute [1 ms]\n\n"
           "Failed!  - Failed:     2, Passed:   141, Skipped:     0, Total:   143, Duration: 3 s - Telematics.Core.Tests.dll (net8.0)", code=1),
        read(r.p("tests/Telematics.Core.Tests/TripSegmenterTests.cs"),
             "    [Fact]\n    public void Legacy_devices_split_after_60s() { /* expects 60 s rule for IgnitionOn == null */ }\n\n"
             "    [Fact]\n    public void Ignition_off_then_on_within_a_minute() { /* expects a single trip */ }\n"),
        say("`Legacy_devices_split_after_60s` encodes the old 60 s rule, which the ticket explicitly changes to 5 minutes for devices without ignition data, so that test needs its threshold updated as part of this change. "
            "`Ignition_off_then_on_within_a_minute` is a real requirement I'm not meeting yet: a brief ignition cycle (refuelling) should not split the trip."),
        edit(r.p("tests/Telematics.Core.Tests/TripSegmenterTests.cs"), "    public void Legacy_devices_split_after_60s()", "    public void Legacy_devices_split_after_5_minutes()"),
        edit(r.p("src/Telematics.Core/TripSegmenter.cs"), "            var ignitionBoundary = s[i - 1].IgnitionOn == true && s[i].IgnitionOn == false;",
             "            var ignitionBoundary = s[i - 1].IgnitionOn == true && s[i].IgnitionOn == false && OffFor(s, i) > TimeSpan.FromMinutes(1);"),
        sh("dotnet build src/Telematics.Core 2>&1 | Select-Object -Last 3",
           "C:\\src\\fleet-telematics\\src\\Telematics.Core\\TripSegmenter.cs(14,95): error CS0103: The name 'OffFor' does not exist in the current context\n    0 Warning(s)\n    1 Error(s)", code=1),
        say("Need to add the `OffFor` helper, analogous to `StoppedFor`. First let me check how the ingest side orders samples."),
        *chatter(r, "Telematics.Ingest", 12, "tel2", test_proj="Telematics.Core.Tests", start=9),
        read(r.p("src/Telematics.Core/TripSegmenter.Helpers.cs"),
             "public sealed partial class TripSegmenter\n{\n    private static TimeSpan StoppedFor(IReadOnlyList<Sample> s, int i)\n    {\n"
             "        var j = i;\n        while (j > 0 && s[j].SpeedKmh < 1) j--;\n        return s[i].At - s[j].At;\n    }\n}\n"),
    ],
    cwd="C:\\src\\fleet-telematics"))

# =============================================================================== succeeded

# G1 -- a test about timeouts passes (claude)
r = Repo("C:\\src\\ingest")
add(case(
    "ingest-upload-deadline", "claude", "succeeded", "infra_failure",
    "Succeeded: the words TimeoutException and 'timed out' come from the new deadline test and its expected exception, which pass.",
    """
# ING-77: Uploads to the archive should give up after 30 s

`ArchiveUploader.UploadAsync` in `src/Ingest/ArchiveUploader.cs` waits forever on a stalled connection. Apply a 30 s
overall deadline and throw `TimeoutException("Archive upload timed out after 30s")`. Add a test with a fake stalled stream.
""",
    [
        *warmup(r, "Ingest.sln", [("src", "Ingest"), ("tests", "Ingest.Tests")], "Ingest.Tests", passed=44, intro="Let me look at the uploader."),
        read(r.p("src/Ingest/ArchiveUploader.cs"),
             "public sealed class ArchiveUploader(HttpClient http)\n{\n    public async Task UploadAsync(Stream content, Uri target, CancellationToken ct)\n"
             "    {\n        using var res = await http.PutAsync(target, new StreamContent(content), ct);\n        res.EnsureSuccessStatusCode();\n    }\n}\n"),
        edit(r.p("src/Ingest/ArchiveUploader.cs"),
             "        using var res = await http.PutAsync(target, new StreamContent(content), ct);\n        res.EnsureSuccessStatusCode();",
             "        using var cts = CancellationTokenSource.CreateLinkedTokenSource(ct);\n        cts.CancelAfter(Deadline);\n        try\n        {\n"
             "            using var res = await http.PutAsync(target, new StreamContent(content), cts.Token);\n            res.EnsureSuccessStatusCode();\n        }\n"
             "        catch (OperationCanceledException) when (!ct.IsCancellationRequested)\n        {\n            throw new TimeoutException($\"Archive upload timed out after {Deadline.TotalSeconds:0}s\");\n        }"),
        write(r.p("tests/Ingest.Tests/UploadDeadlineTests.cs"),
              "public class UploadDeadlineTests\n{\n    [Fact]\n    public async Task Stalled_upload_times_out()\n    {\n"
              "        var up = new ArchiveUploader(new HttpClient(new StallingHandler())) { Deadline = TimeSpan.FromMilliseconds(200) };\n"
              "        var ex = await Assert.ThrowsAsync<TimeoutException>(() => up.UploadAsync(Stream.Null, new(\"https://archive/x\"), default));\n"
              "        Assert.Equal(\"Archive upload timed out after 0s\", ex.Message);\n    }\n}\n"),
        sh("dotnet test tests/Ingest.Tests --logger \"console;verbosity=normal\" 2>&1 | tail -8",
           "  Passed Ingest.Tests.UploadDeadlineTests.Stalled_upload_times_out [212 ms]\n  Standard Output Messages:\n"
           " System.TimeoutException: Archive upload timed out after 0s\n  Passed Ingest.Tests.ArchiveUploaderTests.Uploads_content [14 ms]\n\n"
           "Test Run Successful.\nTotal tests: 45\n     Passed: 45\n Total time: 1.6210 Seconds"),
        sh("dotnet build Ingest.sln 2>&1 | tail -3", "\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)"),
        end("Uploads now have a 30 s overall deadline and throw `TimeoutException(\"Archive upload timed out after 30s\")`. "
            "Added `Stalled_upload_times_out` with a stalling handler; all 45 tests pass."),
    ],
    cwd="C:\\src\\ingest", result={"success": True, "exit_code": 0, "summary": "done"}))

# G2 -- ACL test asserting "Access to the path ... is denied" passes (transcript)
r = Repo("C:\\src\\vault")
add(case(
    "vault-readonly-guard", "claude-transcript", "succeeded", "permission_blocked",
    "Succeeded: 'Access to the path ... is denied' is the message the new read-only guard throws and its test asserts; everything passes.",
    """
# VLT-70: Refuse to rotate read-only secrets with a clear error

`FileSecretStore.Rotate` should throw `UnauthorizedAccessException("Access to the path '<path>' is denied.")` when the
secret file is read-only, instead of the IOException it throws today. Add a test.
""",
    [
        say("Let me look at the store."),
        read(r.p("src/Vault.Core/Stores/FileSecretStore.cs"),
             "public sealed class FileSecretStore(string root) : ISecretStore\n{\n    public void Rotate(string name, ReadOnlySpan<byte> secret)\n    {\n"
             "        var path = Path.Combine(root, name);\n        File.WriteAllBytes(path, secret.ToArray());\n    }\n}\n"),
        edit(r.p("src/Vault.Core/Stores/FileSecretStore.cs"), "        var path = Path.Combine(root, name);\n",
             "        var path = Path.Combine(root, name);\n        if (File.Exists(path) && File.GetAttributes(path).HasFlag(FileAttributes.ReadOnly))\n"
             "            throw new UnauthorizedAccessException($\"Access to the path '{path}' is denied.\");\n"),
        write(r.p("tests/Vault.Core.Tests/FileSecretStoreAclTests.cs"), "public class FileSecretStoreAclTests { /* read-only -> UnauthorizedAccessException */ }"),
        sh("dotnet test tests/Vault.Core.Tests --logger \"console;verbosity=normal\" 2>&1 | Select-Object -Last 7",
           "  Passed Vault.Core.Tests.FileSecretStoreAclTests.Rotate_on_readonly_secret_throws [5 ms]\n  Standard Output Messages:\n"
           " System.UnauthorizedAccessException: Access to the path 'C:\\Users\\dev\\AppData\\Local\\Temp\\vault-tests-8c1e\\db' is denied.\n\n"
           "Test Run Successful.\nTotal tests: 15\n     Passed: 15\n Total time: 1.1802 Seconds"),
        *chatter(r, "Vault.Core", 3, "vlt", test_proj="Vault.Core.Tests"),
        sh("git diff --stat", " src/Vault.Core/Stores/FileSecretStore.cs | 3 +++\n 1 file changed, 3 insertions(+)"),
        end("Rotating a read-only secret now throws `UnauthorizedAccessException` with the standard \"Access to the path ... is denied.\" "
            "message; new ACL test added and all 15 tests pass."),
    ],
    cwd="C:\\src\\vault"))

# G3 -- an already-skipped flaky test shows up; agent leaves it alone (codex)
r = Repo("/workspace/feeds", "linux")
add(case(
    "feeds-atom-updated", "codex", "succeeded", "test_misunderstanding",
    "Succeeded: the one skipped test was skipped before the run (same Skipped: 1 at baseline, skip reason dated earlier); the agent did not touch tests.",
    """
# FD-23: Atom feed uses publish date for `<updated>`

`AtomWriter` in `src/Feeds/AtomWriter.cs` writes `PublishedAt` into `<updated>`. Use `UpdatedAt ?? PublishedAt`.
""",
    [
        say("I’ll run the baseline tests first."),
        *chatter(r, "Feeds", 3, "fd"),
        sh("dotnet test tests/Feeds.Tests 2>&1 | tail -4",
           "[xUnit.net 00:00:00.31]     Feeds.Tests.RemoteFeedTests.Fetches_live_feed [SKIP]\n\nPassed!  - Failed:     0, Passed:    28, Skipped:     1, Total:    29, Duration: 402 ms - Feeds.Tests.dll (net8.0)"),
        sh("grep -n 'Skip' -r tests/Feeds.Tests; git log -1 --format='%h %ad %s' -- tests/Feeds.Tests/RemoteFeedTests.cs",
           "tests/Feeds.Tests/RemoteFeedTests.cs:9:    [Fact(Skip = \"Flaky: depends on a live third-party feed (FD-4)\")]\n3a0e1c7 Tue Mar 11 10:02:17 2025 +0100 Skip live feed test (FD-4)"),
        sh("sed -n '1,50p' src/Feeds/AtomWriter.cs",
           "public static class AtomWriter\n{\n    public static XElement Entry(Post p) => new(Atom + \"entry\",\n        new XElement(Atom + \"title\", p.Title),\n"
           "        new XElement(Atom + \"updated\", p.PublishedAt.ToString(\"O\")));\n}\n"),
        edit(r.p("src/Feeds/AtomWriter.cs"), "new XElement(Atom + \"updated\", p.PublishedAt.ToString(\"O\"))", "new XElement(Atom + \"updated\", (p.UpdatedAt ?? p.PublishedAt).ToString(\"O\"))"),
        write(r.p("tests/Feeds.Tests/AtomUpdatedTests.cs"), "public class AtomUpdatedTests { }"),
        sh("dotnet test tests/Feeds.Tests 2>&1 | tail -4",
           "[xUnit.net 00:00:00.30]     Feeds.Tests.RemoteFeedTests.Fetches_live_feed [SKIP]\n\nPassed!  - Failed:     0, Passed:    30, Skipped:     1, Total:    31, Duration: 398 ms - Feeds.Tests.dll (net8.0)"),
        sh("git status --short", " M src/Feeds/AtomWriter.cs\n?? tests/Feeds.Tests/AtomUpdatedTests.cs"),
        say("`<updated>` now uses `UpdatedAt ?? PublishedAt`, with two new tests. The skipped test is the pre-existing live-feed test (skipped since FD-4); I didn't touch it."),
        end("", ok=True),
    ],
    os_="linux", cwd="/workspace/feeds", result={"success": True, "exit_code": 0, "summary": "done"}))

# G4 -- solution-wide dotnet format that the ticket asked for (osmia)
r = Repo("/workspace/platform", "linux")
add(case(
    "platform-editorconfig-rollout", "osmia", "succeeded", "scope_creep",
    "Succeeded: the ticket explicitly asked for a solution-wide `dotnet format` with the new .editorconfig, so 212 changed files are the requested scope.",
    """
# PLT-12: Roll out the new .editorconfig across the solution

We adopted file-scoped namespaces and sorted usings in `.editorconfig` (already merged). Run `dotnet format` over the
**whole** solution so the codebase complies, in a single formatting-only commit. No behaviour changes; build and tests
must stay green.
""",
    [
        *warmup(r, "Platform.sln", [("src", "Platform.Core"), ("src", "Platform.Api"), ("src", "Platform.Worker"), ("tests", "Platform.Tests")],
                "Platform.Tests", passed=388, intro="Checking the solution and the new .editorconfig."),
        read(r.p(".editorconfig"), "root = true\n\n[*.cs]\ncsharp_style_namespace_declarations = file_scoped:warning\ndotnet_sort_system_directives_first = true\nindent_size = 4\n"),
        sh("dotnet format Platform.sln --verify-no-changes 2>&1 | tail -3",
           "/workspace/platform/src/Platform.Worker/Jobs/PurgeJob.cs(3,1): warning IDE0161: Convert to file-scoped namespace [/workspace/platform/src/Platform.Worker/Platform.Worker.csproj]\n"
           "/workspace/platform/src/Platform.Api/Program.cs(1,1): warning IDE0065: Using directives must be placed outside of a namespace declaration [/workspace/platform/src/Platform.Api/Platform.Api.csproj]",
           code=2),
        sh("dotnet format Platform.sln 2>&1 | tail -2", "  Formatted 212 of 640 files.\n  Format complete in 41287ms."),
        sh("dotnet format Platform.sln --verify-no-changes && echo clean", "clean"),
        sh("git diff --shortstat", " 212 files changed, 5891 insertions(+), 6114 deletions(-)"),
        sh("git diff --ignore-all-space --stat | tail -1", " 212 files changed, 2113 insertions(+), 2336 deletions(-)"),
        sh("dotnet build Platform.sln 2>&1 | tail -3", "\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)"),
        sh("dotnet test Platform.sln 2>&1 | tail -2", "\nPassed!  - Failed:     0, Passed:   388, Skipped:     0, Total:   388, Duration: 9 s - Platform.Tests.dll (net8.0)"),
        sh("git add -A && git commit -q -m 'Apply dotnet format with new .editorconfig (PLT-12)' && git log --oneline -1", "b41e09c Apply dotnet format with new .editorconfig (PLT-12)"),
        end("Formatted the whole solution with the new .editorconfig (212 files, formatting only); verify-no-changes is clean, build and all 388 tests pass.", ok=True),
    ],
    os_="linux", cwd="/workspace/platform", files_changed=212))

# G5 -- missing dotnet-ef recovered via tool restore, then success (transcript)
r = Repo("C:\\src\\invoicing")
add(case(
    "invoicing-credit-notes", "claude-transcript", "succeeded", "dependency_missing",
    "Succeeded: dotnet-ef was missing at first, the agent restored it from the repo's tool manifest, generated the migration and all tests pass.",
    """
# INV-260: Credit notes

Add a `CreditNote` entity (links to `Invoice`, amount, reason) in `src/Invoicing.Domain`, map it, and add the EF Core
migration `AddCreditNotes`. Tests must pass.
""",
    [
        *warmup(r, "Invoicing.sln", [("src", "Invoicing.Domain"), ("src", "Invoicing.Infrastructure"), ("src", "Invoicing.Api"),
                                     ("tests", "Invoicing.Domain.Tests"), ("tests", "Invoicing.Infrastructure.Tests")], "Invoicing.Domain.Tests", passed=61,
                intro="Let me understand the persistence setup first."),
        *chatter(r, "Invoicing.Infrastructure", 12, "invcn", test_proj="Invoicing.Infrastructure.Tests"),
        say("Adding the entity first."),
        write(r.p("src/Invoicing.Domain/CreditNote.cs"), "public class CreditNote { public Guid Id { get; private set; } public Guid InvoiceId { get; private set; } public decimal Amount { get; private set; } public string Reason { get; private set; } = \"\"; }"),
        edit(r.p("src/Invoicing.Infrastructure/InvoicingDbContext.cs"), "    public DbSet<Invoice> Invoices => Set<Invoice>();",
             "    public DbSet<Invoice> Invoices => Set<Invoice>();\n    public DbSet<CreditNote> CreditNotes => Set<CreditNote>();"),
        sh("dotnet ef migrations add AddCreditNotes -p src/Invoicing.Infrastructure -s src/Invoicing.Api",
           "Could not execute because the specified command or file was not found.\nPossible reasons for this include:\n  * You misspelled a built-in dotnet command.\n"
           "  * You intended to execute a .NET program, but dotnet-ef does not exist.\n  * You intended to run a global tool, but a dotnet-prefixed executable with this name could not be found on the PATH.", code=1),
        sh("dotnet tool restore", "Tool 'dotnet-ef' (version '8.0.10') was restored. Available commands: dotnet-ef\n\nRestore was successful."),
        sh("dotnet ef migrations add AddCreditNotes -p src/Invoicing.Infrastructure -s src/Invoicing.Api", "Build started...\nBuild succeeded.\nDone. To undo this action, use 'ef migrations remove'"),
        sh("git status --short", " M src/Invoicing.Infrastructure/InvoicingDbContext.cs\n M src/Invoicing.Infrastructure/Migrations/InvoicingDbContextModelSnapshot.cs\n?? src/Invoicing.Domain/CreditNote.cs\n?? src/Invoicing.Infrastructure/Migrations/20261124101512_AddCreditNotes.cs\n?? src/Invoicing.Infrastructure/Migrations/20261124101512_AddCreditNotes.Designer.cs"),
        write(r.p("tests/Invoicing.Infrastructure.Tests/CreditNoteMappingTests.cs"), "public class CreditNoteMappingTests { }"),
        sh("dotnet test Invoicing.sln 2>&1 | Select-Object -Last 3",
           "\nPassed!  - Failed:     0, Passed:    61, Skipped:     0, Total:    61, Duration: 2 s - Invoicing.Domain.Tests.dll (net8.0)\nPassed!  - Failed:     0, Passed:    19, Skipped:     0, Total:    19, Duration: 4 s - Invoicing.Infrastructure.Tests.dll (net8.0)"),
        *chatter(r, "Invoicing.Domain", 2, "inv2", test_proj="Invoicing.Domain.Tests"),
        end("Added `CreditNote`, its mapping and the `AddCreditNotes` migration (restored `dotnet-ef` from the tool manifest first). All tests pass."),
    ],
    cwd="C:\\src\\invoicing"))

# G6 -- own lock hit once, agent stops its process, rebuild succeeds (claude)
r = Repo("C:\\src\\fleet")
add(case(
    "fleet-vehicle-search", "claude", "succeeded", "infra_failure",
    "Succeeded: the MSB3027 lock came from the API the agent had started itself; it stopped that process, rebuilt and finished green.",
    """
# FLT-92: Vehicle search by plate prefix

Add `GET /vehicles?plate=` (prefix, case-insensitive) to `src/Fleet.Api`. Add an integration test and check it against
a running instance.
""",
    [
        edit(r.p("src/Fleet.Api/Endpoints/VehicleEndpoints.cs"), "        group.MapGet(\"/{id:guid}\", GetVehicle);",
             "        group.MapGet(\"/\", SearchVehicles);\n        group.MapGet(\"/{id:guid}\", GetVehicle);"),
        sh("dotnet run --project src/Fleet.Api --urls http://localhost:5210", "Command running in background with ID: c13e9a. Output is being written to: C:\\Users\\dev\\AppData\\Local\\Temp\\claude\\tasks\\c13e9a.output", bg=True),
        sh("curl -s 'localhost:5210/vehicles?plate=w-12' -w ' %{http_code}'", "[] 200"),
        say("The endpoint responds but returns nothing for W-12; the store query is case-sensitive. Fixing it."),
        edit(r.p("src/Fleet.Api/Endpoints/VehicleEndpoints.cs"), "v.Plate.StartsWith(plate)", "v.Plate.StartsWith(plate, StringComparison.OrdinalIgnoreCase)"),
        sh("dotnet build src/Fleet.Api 2>&1 | tail -3",
           "C:\\Program Files\\dotnet\\sdk\\8.0.404\\Microsoft.Common.CurrentVersion.targets(4958,5): error MSB3027: Could not copy \"C:\\src\\fleet\\src\\Fleet.Api\\obj\\Debug\\net8.0\\apphost.exe\" to \"bin\\Debug\\net8.0\\Fleet.Api.exe\". Exceeded retry count of 10. Failed. The file is locked by: \"Fleet.Api (18840)\" [C:\\src\\fleet\\src\\Fleet.Api\\Fleet.Api.csproj]\n\nBuild FAILED.",
           code=1),
        say("That's the instance I started in the background holding the exe. Stopping it before rebuilding."),
        sh("powershell -NoProfile -Command \"Stop-Process -Id 18840; Start-Sleep 1; Get-Process -Id 18840 -ErrorAction SilentlyContinue | Measure-Object | Select-Object -ExpandProperty Count\"", "0"),
        sh("dotnet build src/Fleet.Api 2>&1 | tail -3", "\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)"),
        write(r.p("tests/Fleet.Api.Tests/VehicleSearchTests.cs"), "public class VehicleSearchTests : IClassFixture<WebApplicationFactory<Program>> { }"),
        sh("dotnet test tests/Fleet.Api.Tests 2>&1 | tail -2", "\nPassed!  - Failed:     0, Passed:    23, Skipped:     0, Total:    23, Duration: 3 s - Fleet.Api.Tests.dll (net8.0)"),
        sh("dotnet run --project src/Fleet.Api --urls http://localhost:5210", "Command running in background with ID: d90b4f. Output is being written to: C:\\Users\\dev\\AppData\\Local\\Temp\\claude\\tasks\\d90b4f.output", bg=True),
        sh("curl -s 'localhost:5210/vehicles?plate=w-12'", "[{\"id\":\"6f1c2b1e-0000-4000-8000-000000000001\",\"plate\":\"W-12345X\"}]"),
        sh("powershell -NoProfile -Command \"Get-Process Fleet.Api | Stop-Process\"", ""),
        end("Added `GET /vehicles?plate=` with case-insensitive prefix matching, an integration test (23/23 passing) and checked it against a local instance."),
    ],
    cwd="C:\\src\\fleet", result={"success": True, "exit_code": 0, "summary": "done"}))

# G7 -- Pester test asserts the execution-policy error message (codex)
r = Repo("C:\\src\\bootstrap")
add(case(
    "bootstrap-policy-hint", "codex", "succeeded", "permission_blocked",
    "Succeeded: 'running scripts is disabled on this system' is fixture text that the new friendly-hint function "
    "recognises, asserted by passing Pester tests.",
    """
# BST-8: Friendlier message when the execution policy blocks our installer

`Invoke-Bootstrap` catches `PSSecurityException`. When the message contains "running scripts is disabled on this system",
print a hint to run `Set-ExecutionPolicy -Scope Process Bypass`. Add `Get-PolicyHint` in
`src/Bootstrap/Private/Get-PolicyHint.ps1` and Pester tests.
""",
    [
        say("I’ll look at the module layout, then add the helper and tests."),
        sh("git status --short; Get-ChildItem src/Bootstrap -Recurse -Filter *.ps1 | Select-Object -ExpandProperty Name",
           "Invoke-Bootstrap.ps1\nInstall-Prerequisite.ps1\nTest-Prerequisite.ps1\nWrite-BootstrapLog.ps1"),
        sh("Get-Content -Raw src/Bootstrap/Public/Invoke-Bootstrap.ps1",
           "function Invoke-Bootstrap {\n    [CmdletBinding()]\n    param([string]$Manifest = './bootstrap.json')\n    try {\n        & (Join-Path $PSScriptRoot '../../install.ps1') -Manifest $Manifest\n    }\n"
           "    catch [System.Management.Automation.PSSecurityException] {\n        throw\n    }\n}\n"),
        sh("Invoke-Pester ./tests -Output Normal", pester("", 12)),
        write(r.p("src/Bootstrap/Private/Get-PolicyHint.ps1"),
              "function Get-PolicyHint {\n    param([Parameter(Mandatory)][System.Management.Automation.ErrorRecord]$ErrorRecord)\n"
              "    if ($ErrorRecord.Exception.Message -like '*running scripts is disabled on this system*') {\n"
              "        'Script execution is blocked by policy. Run: Set-ExecutionPolicy -Scope Process Bypass'\n    }\n}\n"),
        write(r.p("tests/Get-PolicyHint.Tests.ps1"),
              "BeforeAll { . $PSScriptRoot/../src/Bootstrap/Private/Get-PolicyHint.ps1 }\n\nDescribe 'Get-PolicyHint' {\n    It 'recognises the execution policy error' {\n"
              "        $ex = [System.Management.Automation.PSSecurityException]::new('File C:\\x\\install.ps1 cannot be loaded because running scripts is disabled on this system.')\n"
              "        $er = [System.Management.Automation.ErrorRecord]::new($ex, 'UnauthorizedAccess', 'SecurityError', $null)\n"
              "        Get-PolicyHint -ErrorRecord $er | Should -BeLike '*Set-ExecutionPolicy -Scope Process Bypass*'\n    }\n"
              "    It 'ignores other errors' { }\n}\n"),
        edit(r.p("src/Bootstrap/Public/Invoke-Bootstrap.ps1"), "    catch [System.Management.Automation.PSSecurityException] {\n        throw",
             "    catch [System.Management.Automation.PSSecurityException] {\n        if ($hint = Get-PolicyHint -ErrorRecord $_) { Write-Warning $hint }\n        throw"),
        sh("Invoke-Pester ./tests -Output Detailed",
           "Pester v5.6.1\n\nStarting discovery in 3 files.\nDiscovery found 14 tests in 162ms.\nRunning tests.\n\n"
           "Running tests from 'C:\\src\\bootstrap\\tests\\Get-PolicyHint.Tests.ps1'\nDescribing Get-PolicyHint\n  [+] recognises the execution policy error 21ms (14ms|7ms)\n  [+] ignores other errors 4ms (2ms|2ms)\n"
           "Tests completed in 1.37s\nTests Passed: 14, Failed: 0, Skipped: 0, Inconclusive: 0, NotRun: 0"),
        sh("Invoke-ScriptAnalyzer -Path ./src -Recurse | Measure-Object | Select-Object -ExpandProperty Count", "0"),
        sh("git status --short", " M src/Bootstrap/Public/Invoke-Bootstrap.ps1\n?? src/Bootstrap/Private/Get-PolicyHint.ps1\n?? tests/Get-PolicyHint.Tests.ps1"),
        *chatter(r, "Bootstrap", 1, "bst"),
        say("Added `Get-PolicyHint` and wired it into `Invoke-Bootstrap`'s PSSecurityException handler; 14 Pester tests pass and PSScriptAnalyzer is clean."),
        end("", ok=True),
    ],
    cwd="C:\\src\\bootstrap", result={"success": True, "exit_code": 0, "summary": "done"}))

# G8 -- framework migration that the ticket asked for (transcript)
r = Repo("C:\\src\\timesheets")
add(case(
    "timesheets-net8-upgrade", "claude-transcript", "succeeded", "scope_creep",
    "Succeeded: the ticket asked to move every project from net6.0 to net8.0 and fix the fallout, so a 40-file change is the requested scope.",
    """
# TS-300: Upgrade the solution to .NET 8

.NET 6 is out of support. Retarget **all** projects in `Timesheets.sln` to `net8.0`, update Microsoft.* packages to
8.x, fix obsolete API warnings (TreatWarningsAsErrors is on), and keep tests green. Update the CI workflow's SDK.
""",
    [
        *warmup(r, "Timesheets.sln", [("src", "Timesheets.Core"), ("src", "Timesheets.Api"), ("src", "Timesheets.Worker"), ("tests", "Timesheets.Core.Tests")],
                "Timesheets.Core.Tests", passed=58, tfm="net6.0", intro="Planning the upgrade.",
                todos=["Retarget projects", "Update packages", "Fix obsolete APIs", "CI SDK", "Tests green"]),
        sh("Get-ChildItem -Recurse -Filter *.csproj | ForEach-Object { (Get-Content $_ -Raw) -replace 'net6.0','net8.0' | Set-Content $_ }; git status --short | Measure-Object -Line | Select-Object -ExpandProperty Lines", "9"),
        sh("dotnet outdated Timesheets.sln --include Microsoft. --upgrade 2>&1 | Select-Object -Last 2", "Upgraded 17 packages in 9 projects."),
        sh("dotnet build Timesheets.sln 2>&1 | Select-String 'error' | Select-Object -First 4",
           "C:\\src\\timesheets\\src\\Timesheets.Api\\Startup.cs(44,13): error SYSLIB0014: 'WebRequest.Create(string)' is obsolete\n"
           "C:\\src\\timesheets\\src\\Timesheets.Data\\Crypto\\Hasher.cs(12,20): error SYSLIB0023: 'RNGCryptoServiceProvider' is obsolete", code=1),
        edit(r.p("src/Timesheets.Api/Startup.cs"), "WebRequest.Create(url)", "_http.GetAsync(url)"),
        edit(r.p("src/Timesheets.Data/Crypto/Hasher.cs"), "new RNGCryptoServiceProvider()", "RandomNumberGenerator.Create()"),
        edit(r.p("src/Timesheets.Worker/Program.cs"), "IHostingEnvironment", "IHostEnvironment"),
        edit(r.p(".github/workflows/ci.yml"), "dotnet-version: '6.0.x'", "dotnet-version: '8.0.x'"),
        sh("dotnet build Timesheets.sln 2>&1 | Select-Object -Last 3", "\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)"),
        sh("dotnet test Timesheets.sln 2>&1 | Select-Object -Last 2", "\nPassed!  - Failed:     0, Passed:    58, Skipped:     0, Total:    58, Duration: 1 s - Timesheets.Core.Tests.dll (net8.0)"),
        sh("git diff --shortstat", " 40 files changed, 655 insertions(+), 583 deletions(-)"),
        todo([("Retarget projects", "completed"), ("Update packages", "completed"), ("Fix obsolete APIs", "completed"), ("CI SDK", "completed"), ("Tests green", "completed")]),
        end("All 9 projects now target net8.0, Microsoft.* packages are on 8.x, obsolete APIs are replaced, CI uses the 8.0 SDK, and all 58 tests pass."),
    ],
    cwd="C:\\src\\timesheets", files_changed=40))

# G9 -- an OutOfMemory guard test passes (osmia)
r = Repo("/workspace/imaging", "linux")
add(case(
    "imaging-decompression-guard", "osmia", "succeeded", "infra_failure",
    "Succeeded: 'OutOfMemoryException' and 'out of memory' appear in the new decompression-bomb guard and its passing tests, not in the platform.",
    """
# IMG-44: Guard against decompression bombs

A 40 KB PNG that declares 50000x50000 pixels makes `ThumbnailService` allocate until the process dies with
`OutOfMemoryException`. Reject images whose declared pixel count exceeds `ImagingOptions.MaxPixels` (default 40 MP)
before decoding. Add tests (a crafted header is in `tests/Imaging.Tests/TestData/bomb.png`).
""",
    [
        *warmup(r, "Imaging.sln", [("src", "Imaging"), ("tests", "Imaging.Tests")], "Imaging.Tests", passed=31, intro="Looking at the thumbnail service."),
        read(r.p("src/Imaging/ThumbnailService.cs"),
             "public sealed class ThumbnailService(IOptions<ImagingOptions> o)\n{\n    public byte[] Create(Stream input, int size)\n    {\n"
             "        using var image = Image.Load(input); // decodes everything\n        image.Mutate(x => x.Resize(size, 0));\n        return Encode(image);\n    }\n}\n"),
        edit(r.p("src/Imaging/ThumbnailService.cs"), "        using var image = Image.Load(input); // decodes everything",
             "        var info = Image.Identify(input);\n        if ((long)info.Width * info.Height > o.Value.MaxPixels)\n"
             "            throw new ImageTooLargeException($\"Declared size {info.Width}x{info.Height} exceeds {o.Value.MaxPixels} pixels; refusing to decode (would run out of memory).\");\n"
             "        input.Position = 0;\n        using var image = Image.Load(input);"),
        write(r.p("tests/Imaging.Tests/DecompressionBombTests.cs"), "public class DecompressionBombTests { /* bomb.png rejected without OutOfMemoryException */ }"),
        sh("dotnet test tests/Imaging.Tests --logger 'console;verbosity=normal' 2>&1 | tail -8",
           "  Passed Imaging.Tests.DecompressionBombTests.Rejects_declared_50000x50000_before_decoding [9 ms]\n"
           "  Passed Imaging.Tests.DecompressionBombTests.Does_not_throw_OutOfMemoryException [7 ms]\n"
           "  Standard Output Messages:\n Imaging.ImageTooLargeException: Declared size 50000x50000 exceeds 40000000 pixels; refusing to decode (would run out of memory).\n"
           "  Passed Imaging.Tests.ThumbnailServiceTests.Creates_200px_thumbnail [40 ms]\n\nTest Run Successful.\nTotal tests: 33\n     Passed: 33"),
        sh("/usr/bin/time -v dotnet test tests/Imaging.Tests --filter DecompressionBombTests 2>&1 | grep -E 'Maximum resident|Passed!'",
           "Passed!  - Failed:     0, Passed:     2, Skipped:     0, Total:     2, Duration: 16 ms - Imaging.Tests.dll (net8.0)\n\tMaximum resident set size (kbytes): 118432"),
        end("Images whose declared pixel count exceeds MaxPixels are rejected before decoding; bomb test passes with ~115 MB peak RSS. 33/33 tests pass.", ok=True),
    ],
    os_="linux", cwd="/workspace/imaging"))

# G10 -- ticket asks to update test expectations for an intended behaviour change (transcript)
r = Repo("C:\\src\\finance-rounding")
add(case(
    "finance-half-even-rollout", "claude-transcript", "succeeded", "test_misunderstanding",
    "Succeeded: finance changed the rounding rule and the ticket asked to update the affected test expectations; "
    "changing expected values was the task, and the code change came first.",
    """
# FIN-210: Switch statement rounding to half-even (banker's rounding)

Finance approved moving `StatementRounding.Round` (`src/Finance.Core/StatementRounding.cs`) from AwayFromZero to
ToEven, effective next quarter. Change the code **and update the expected values in `StatementRoundingTests`** that
encoded the old rule (the 4 midpoint cases). No other tests should change.
""",
    [
        say("Let me look at the rounding code and the tests."),
        read(r.p("src/Finance.Core/StatementRounding.cs"),
             "public static class StatementRounding\n{\n    public static decimal Round(decimal v) => Math.Round(v, 2, MidpointRounding.AwayFromZero);\n}\n"),
        edit(r.p("src/Finance.Core/StatementRounding.cs"), "MidpointRounding.AwayFromZero", "MidpointRounding.ToEven"),
        sh("dotnet test tests/Finance.Core.Tests --filter StatementRoundingTests 2>&1 | Select-Object -Last 3",
           "  Failed Finance.Core.Tests.StatementRoundingTests.Midpoints(value: 2.345, expected: 2.35) [1 ms]\n\n"
           "Failed!  - Failed:     4, Passed:     6, Skipped:     0, Total:    10, Duration: 22 ms - Finance.Core.Tests.dll (net8.0)", code=1),
        read(r.p("tests/Finance.Core.Tests/StatementRoundingTests.cs"),
             "    [Theory]\n    [InlineData(2.345, 2.35)]\n    [InlineData(2.355, 2.36)]\n    [InlineData(-2.345, -2.35)]\n    [InlineData(0.125, 0.13)]\n"
             "    public void Midpoints(decimal value, decimal expected) => Assert.Equal(expected, StatementRounding.Round(value));\n"),
        edit(r.p("tests/Finance.Core.Tests/StatementRoundingTests.cs"),
             "    [InlineData(2.345, 2.35)]\n    [InlineData(2.355, 2.36)]\n    [InlineData(-2.345, -2.35)]\n    [InlineData(0.125, 0.13)]",
             "    [InlineData(2.345, 2.34)]\n    [InlineData(2.355, 2.36)]\n    [InlineData(-2.345, -2.34)]\n    [InlineData(0.125, 0.12)]"),
        sh("dotnet test tests/Finance.Core.Tests 2>&1 | Select-Object -Last 2", "\nPassed!  - Failed:     0, Passed:   142, Skipped:     0, Total:   142, Duration: 1 s - Finance.Core.Tests.dll (net8.0)"),
        sh("git diff --stat", " src/Finance.Core/StatementRounding.cs                  | 2 +-\n tests/Finance.Core.Tests/StatementRoundingTests.cs | 6 +++---\n 2 files changed, 4 insertions(+), 4 deletions(-)"),
        *chatter(r, "Finance.Core", 3, "fin", test_proj="Finance.Core.Tests"),
        end("Statement rounding now uses half-even. I updated the midpoint expectations in `StatementRoundingTests` as the "
            "ticket requested (2.345 -> 2.34, -2.345 -> -2.34, 0.125 -> 0.12; 2.355 stays 2.36). All 142 tests pass."),
    ],
    cwd="C:\\src\\finance-rounding"))

# G11 -- the ticket asks to revert a file; git checkout is the task (codex)
r = Repo("/workspace/gateway-config", "linux")
add(case(
    "gatewaycfg-revert-rate-rule", "codex", "succeeded", "model_confusion",
    "Succeeded: restoring the file with `git checkout <commit> -- file` was exactly what the ticket asked (revert one "
    "bad change), not oscillation; validation and tests pass.",
    """
# GWC-31: Revert yesterday's rate-limit rule change

Commit `7c2d9e1` changed `config/ratelimits.json` and broke partner traffic. Revert **only that file** to its state
before `7c2d9e1` (other changes in that commit stay), then run `./eng/validate-config.sh` and the config tests.
""",
    [
        say("I’ll inspect the commit and restore the file from its parent."),
        sh("git show --stat 7c2d9e1", "commit 7c2d9e1\nAuthor: ops-bot\n\n    Tighten partner limits; add health route\n\n config/ratelimits.json | 6 +++---\n config/routes.json     | 4 ++++\n 2 files changed, 7 insertions(+), 3 deletions(-)"),
        sh("git diff 7c2d9e1~1 7c2d9e1 -- config/ratelimits.json",
           "-    \"partner\": { \"permitLimit\": 600, \"window\": \"00:01:00\" },\n+    \"partner\": { \"permitLimit\": 60, \"window\": \"00:01:00\" },"),
        sh("git checkout 7c2d9e1~1 -- config/ratelimits.json && git status --short", "M  config/ratelimits.json"),
        sh("./eng/validate-config.sh", "validating config/ratelimits.json ... ok\nvalidating config/routes.json ... ok\nall config files valid"),
        sh("dotnet test tests/Gateway.Config.Tests 2>&1 | tail -2", "\nPassed!  - Failed:     0, Passed:    27, Skipped:     0, Total:    27, Duration: 1 s - Gateway.Config.Tests.dll (net8.0)"),
        sh("git diff --cached --stat", " config/ratelimits.json | 6 +++---\n 1 file changed, 3 insertions(+), 3 deletions(-)"),
        sh("git commit -q -m 'Revert partner rate limits from 7c2d9e1 (GWC-31)' && git log --oneline -1", "e90a7b3 Revert partner rate limits from 7c2d9e1 (GWC-31)"),
        *chatter(r, "Gateway.Config", 2, "gwc", test_proj="Gateway.Config.Tests"),
        say("Restored `config/ratelimits.json` to its pre-7c2d9e1 state (partner limit back to 600/min); routes.json keeps the new health route. Validation and 27 tests pass."),
        end("", ok=True),
    ],
    os_="linux", cwd="/workspace/gateway-config", result={"success": True, "exit_code": 0, "summary": "done"}))
