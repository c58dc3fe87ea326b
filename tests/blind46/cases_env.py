"""Environment failures: infra_failure and permission_blocked (plus their near misses)."""
from gen_lib import say, think, sh, read, edit, write, grep, todo, note, apierr, end
from dn import chatter, warmup, Repo, build_ok, build_fail, test_ok, test_fail, xunit_fail, pester, git_status, ps_error, csproj, TEST_PKGS
from make_blind import case

CASES = []
add = CASES.append

# =============================================================================== infra_failure

# I1 -- NuGet index unreachable makes restore fail; later CS0246 is a consequence (near miss: dependency)
r = Repo("/workspace/ledger", "linux")
add(case(
    "ledger-isoweek", "claude", "infra_failure", "dependency_missing",
    "The container had no DNS/network route to api.nuget.org, so restore failed (NU1301) and the later CS0246 "
    "errors are only a consequence of the unrestored packages.",
    """
# LED-311: Add ISO week helper to Ledger.Core

Reports group postings by ISO-8601 week but `PostingPeriod.WeekOf` uses `CalendarWeekRule.FirstDay`, which
disagrees with ISO for early January. Add `IsoWeek.Of(DateOnly)` in `src/Ledger.Core/Periods/IsoWeek.cs`
(use `System.Globalization.ISOWeek`) and switch `PostingPeriod.WeekOf` to it.

Acceptance: new unit tests in `tests/Ledger.Core.Tests/Periods/IsoWeekTests.cs` pass; `dotnet test` green.
""",
    [
        say("I'll look at the current period code first, then add the ISO week helper and tests."),
        *chatter(r, "Ledger.Core", 16, "led"),
        sh("git status --short && ls src/Ledger.Core/Periods", "PostingPeriod.cs\nFiscalYear.cs\nPeriodKind.cs", desc="Check repo state"),
        read(r.p("src/Ledger.Core/Periods/PostingPeriod.cs"),
             "using System.Globalization;\n\nnamespace Ledger.Core.Periods;\n\npublic static class PostingPeriod\n{\n"
             "    public static int WeekOf(DateOnly date)\n    {\n        var cal = CultureInfo.InvariantCulture.Calendar;\n"
             "        return cal.GetWeekOfYear(date.ToDateTime(TimeOnly.MinValue), CalendarWeekRule.FirstDay, DayOfWeek.Monday);\n"
             "    }\n}\n"),
        write(r.p("src/Ledger.Core/Periods/IsoWeek.cs"),
              "using System.Globalization;\n\nnamespace Ledger.Core.Periods;\n\npublic static class IsoWeek\n{\n"
              "    public static (int Year, int Week) Of(DateOnly date)\n    {\n        var dt = date.ToDateTime(TimeOnly.MinValue);\n"
              "        return (ISOWeek.GetYear(dt), ISOWeek.GetWeekOfYear(dt));\n    }\n}\n"),
        edit(r.p("src/Ledger.Core/Periods/PostingPeriod.cs"),
             "        var cal = CultureInfo.InvariantCulture.Calendar;\n        return cal.GetWeekOfYear(date.ToDateTime(TimeOnly.MinValue), CalendarWeekRule.FirstDay, DayOfWeek.Monday);",
             "        return IsoWeek.Of(date).Week;"),
        write(r.p("tests/Ledger.Core.Tests/Periods/IsoWeekTests.cs"),
              "using Ledger.Core.Periods;\nusing Xunit;\n\nnamespace Ledger.Core.Tests.Periods;\n\npublic class IsoWeekTests\n{\n"
              "    [Theory]\n    [InlineData(2027, 1, 1, 2026, 53)]\n    [InlineData(2026, 12, 28, 2026, 53)]\n    [InlineData(2025, 12, 29, 2026, 1)]\n"
              "    public void Of_matches_iso8601(int y, int m, int d, int isoYear, int week)\n        => Assert.Equal((isoYear, week), IsoWeek.Of(new DateOnly(y, m, d)));\n}\n"),
        sh("dotnet test tests/Ledger.Core.Tests 2>&1 | tail -20",
           "  Determining projects to restore...\n"
           "/workspace/ledger/tests/Ledger.Core.Tests/Ledger.Core.Tests.csproj : error NU1301: Unable to load the service index for source https://api.nuget.org/v3/index.json.\n"
           "/workspace/ledger/src/Ledger.Core/Ledger.Core.csproj : error NU1301: Unable to load the service index for source https://api.nuget.org/v3/index.json.\n"
           "  Failed to restore /workspace/ledger/src/Ledger.Core/Ledger.Core.csproj (in 20.14 sec).\n"
           "  Failed to restore /workspace/ledger/tests/Ledger.Core.Tests/Ledger.Core.Tests.csproj (in 20.14 sec).",
           code=1, ev="out", desc="Run the core tests"),
        say("Restore failed against nuget.org. Let me see whether this is transient or the network itself."),
        sh("dotnet restore -v n 2>&1 | grep -iE 'error|retry|host' | head -8",
           "         Retrying 'FindPackagesByIdAsync' for source 'https://api.nuget.org/v3-flatcontainer/xunit/index.json'.\n"
           "         Name or service not known (api.nuget.org:443)\n"
           "           Name or service not known\n"
           "/workspace/ledger/tests/Ledger.Core.Tests/Ledger.Core.Tests.csproj : error NU1301: Unable to load the service index for source https://api.nuget.org/v3/index.json.\n"
           "/workspace/ledger/tests/Ledger.Core.Tests/Ledger.Core.Tests.csproj : error NU1301:   Name or service not known (api.nuget.org:443)",
           code=0, ev="out", desc="Verbose restore"),
        *chatter(r, "Ledger.Core", 6, "led", start=16),
        sh("curl -sS -m 10 -o /dev/null -w '%{http_code}\\n' https://api.nuget.org/v3/index.json; getent hosts api.nuget.org; cat /etc/resolv.conf",
           "curl: (6) Could not resolve host: api.nuget.org\nnameserver 10.96.0.10\nsearch agents.svc.cluster.local svc.cluster.local cluster.local\noptions ndots:5",
           code=0, ev="out", desc="Check DNS"),
        sh("ls ~/.nuget/packages | head; dotnet build --no-restore 2>&1 | grep -E 'error' | head -4",
           "ls: cannot access '/home/agent/.nuget/packages': No such file or directory\n"
           "/usr/share/dotnet/sdk/8.0.404/Sdks/Microsoft.NET.Sdk/targets/Microsoft.PackageDependencyResolution.targets(266,5): error NETSDK1004: Assets file '/workspace/ledger/src/Ledger.Core/obj/project.assets.json' not found. Run a NuGet package restore to generate this file. [/workspace/ledger/src/Ledger.Core/Ledger.Core.csproj]\n"
           "/workspace/ledger/tests/Ledger.Core.Tests/Periods/IsoWeekTests.cs(2,7): error CS0246: The type or namespace name 'Xunit' could not be found (are you missing a using directive or an assembly reference?) [/workspace/ledger/tests/Ledger.Core.Tests/Ledger.Core.Tests.csproj]",
           code=0, desc="Try an offline build"),
        sh("sleep 30; curl -sS -m 10 -o /dev/null -w '%{http_code}\\n' https://api.nuget.org/v3/index.json",
           "curl: (6) Could not resolve host: api.nuget.org", code=6, desc="Retry after a pause"),
        end("I implemented `IsoWeek.Of` and switched `PostingPeriod.WeekOf` to it, with tests for the year "
            "boundary. I could not run them: the sandbox cannot resolve api.nuget.org (NU1301, `curl: (6) Could "
            "not resolve host`) and there is no local package cache, so restore fails and nothing builds. "
            "Please re-run once the agent network can reach NuGet."),
    ],
    os_="linux", cwd="/workspace/ledger", result={"success": False, "exit_code": 1,
                                                  "summary": "verification did not run: restore failed"}))

# I2 -- OOM kill of MSBuild worker nodes (transcript)
r = Repo("/workspace/atlas", "linux")
add(case(
    "atlas-pricing-rules", "claude-transcript", "infra_failure", "unknown",
    "The build/test processes were killed by the container's memory limit (exit 137, MSB4166 child node exited, "
    "cgroup oom_kill counter rising); the code change never got to run.",
    """
# ATL-902: Volume discount tiers ignore `MinQuantity`

`TieredDiscountRule.Apply` in `src/Atlas.Pricing/Rules/TieredDiscountRule.cs` picks the first tier whose
`MaxQuantity` is above the line quantity and never checks `MinQuantity`, so a 3-unit line gets the 10+ tier
when tiers are unordered. Fix the selection and add a regression test in `tests/Atlas.Pricing.Tests`.
""",
    [
        say("Let me find the tier selection logic."),
        grep("MinQuantity", "src/Atlas.Pricing/Rules/TieredDiscountRule.cs:14:    public int MinQuantity { get; init; }\n"
             "src/Atlas.Pricing/Rules/TieredDiscountRule.cs:31:        var tier = Tiers.FirstOrDefault(t => line.Quantity < t.MaxQuantity);"),
        read(r.p("src/Atlas.Pricing/Rules/TieredDiscountRule.cs"),
             "namespace Atlas.Pricing.Rules;\n\npublic sealed class DiscountTier\n{\n    public int MinQuantity { get; init; }\n"
             "    public int MaxQuantity { get; init; } = int.MaxValue;\n    public decimal Percent { get; init; }\n}\n\n"
             "public sealed class TieredDiscountRule : IPricingRule\n{\n    public IReadOnlyList<DiscountTier> Tiers { get; init; } = [];\n\n"
             "    public decimal Apply(OrderLine line, decimal price)\n    {\n"
             "        var tier = Tiers.FirstOrDefault(t => line.Quantity < t.MaxQuantity);\n"
             "        return tier is null ? price : price * (1 - tier.Percent / 100m);\n    }\n}\n"),
        edit(r.p("src/Atlas.Pricing/Rules/TieredDiscountRule.cs"),
             "        var tier = Tiers.FirstOrDefault(t => line.Quantity < t.MaxQuantity);",
             "        var tier = Tiers\n            .Where(t => line.Quantity >= t.MinQuantity && line.Quantity < t.MaxQuantity)\n"
             "            .OrderByDescending(t => t.MinQuantity)\n            .FirstOrDefault();"),
        write(r.p("tests/Atlas.Pricing.Tests/Rules/TieredDiscountRuleTests.cs"),
              "using Atlas.Pricing.Rules;\nusing Xunit;\n\nnamespace Atlas.Pricing.Tests.Rules;\n\npublic class TieredDiscountRuleTests\n{\n"
              "    [Fact]\n    public void Unordered_tiers_respect_min_quantity()\n    {\n        var rule = new TieredDiscountRule { Tiers = [\n"
              "            new() { MinQuantity = 10, Percent = 15 },\n            new() { MinQuantity = 0, MaxQuantity = 10, Percent = 0 } ] };\n"
              "        Assert.Equal(100m, rule.Apply(new OrderLine(\"SKU-1\", 3), 100m));\n    }\n}\n"),
        sh("dotnet test Atlas.sln 2>&1 | tail -15",
           "  Atlas.Domain -> /workspace/atlas/src/Atlas.Domain/bin/Debug/net8.0/Atlas.Domain.dll\n"
           "  Atlas.Pricing -> /workspace/atlas/src/Atlas.Pricing/bin/Debug/net8.0/Atlas.Pricing.dll\n"
           "MSBUILD : error MSB4166: Child node \"3\" exited prematurely. Shutting down. Diagnostic information may be found in files in \"/tmp/MSBuildTempagent/\" and will be named MSBuild_*.failure.txt. This location can be changed by setting the MSBUILDDEBUGPATH environment variable to a different directory.\n"
           "MSBUILD : error MSB4166: Child node \"2\" exited prematurely. Shutting down. Diagnostic information may be found in files in \"/tmp/MSBuildTempagent/\" and will be named MSBuild_*.failure.txt. This location can be changed by setting the MSBUILDDEBUGPATH environment variable to a different directory.\n"
           "Killed", code=137, ev="out", desc="Run the solution tests"),
        say("The build nodes died. Let me check why before retrying."),
        sh("cat /sys/fs/cgroup/memory.max /sys/fs/cgroup/memory.events; free -m",
           "2147483648\nlow 0\nhigh 0\nmax 412\noom 6\noom_kill 6\n"
           "               total        used        free      shared  buff/cache   available\n"
           "Mem:           2048        1968          21           0          58          12\nSwap:             0           0           0",
           ev="out", desc="Check cgroup memory"),
        sh("ls /tmp/MSBuildTempagent/ && head -5 /tmp/MSBuildTempagent/MSBuild_*.failure.txt",
           "ls: cannot access '/tmp/MSBuildTempagent/': No such file or directory", code=2),
        say("The container has 2 GiB and the kernel OOM killer has already fired 6 times. I'll build single-node and only the pricing tests."),
        sh("dotnet build-server shutdown && dotnet test tests/Atlas.Pricing.Tests -m:1 -p:UseSharedCompilation=false 2>&1 | tail -6",
           "Shutting down MSBuild server...\nShutting down VB/C# compiler server...\nVB/C# compiler server shut down successfully.\nMSBuild server shut down successfully.\n"
           "  Atlas.Domain -> /workspace/atlas/src/Atlas.Domain/bin/Debug/net8.0/Atlas.Domain.dll\nKilled",
           code=137, ev="out", desc="Single-node build of the pricing tests"),
        sh("cat /sys/fs/cgroup/memory.events | grep oom_kill", "oom_kill 7", ev="out"),
        say("Even a single-node build of one test project is killed (oom_kill now 7). Something else in the "
            "container is holding memory; let me look."),
        sh("ps -eo pid,rss,comm --sort=-rss | head -6",
           "    PID   RSS COMMAND\n     88 1210448 node\n    214 301220 dotnet\n      1  10240 tini\n     31   8120 bash",
           desc="Top memory consumers"),
        say("The agent's own node process (the CLI) holds about 1.2 GB of the 2 GB limit, leaving too little for the C# compiler. "
            "This needs a bigger memory limit for the pod; the fix itself is written but unverified."),
    ],
    os_="linux", cwd="/workspace/atlas"))

# I3 -- disk full during publish (codex)
r = Repo("/workspace/gateway", "linux")
add(case(
    "gateway-healthz", "codex", "infra_failure", "permission_blocked",
    "The agent volume was full (No space left on device, df 100%), so publish/test could not write their outputs; "
    "the IOException is a disk-full condition, not an access refusal.",
    """
# GW-77: Add /healthz/ready endpoint to the gateway

Kubernetes readiness should stop routing to a gateway pod whose downstream catalog is unreachable. Add a
`/healthz/ready` endpoint in `src/Gateway/Program.cs` using ASP.NET Core health checks with a check that pings
`CatalogClient`. Keep `/healthz` (liveness) unchanged. Add an integration test with `WebApplicationFactory`.
""",
    [
        think("**Plan**\n\nLook at Program.cs, add AddHealthChecks with a custom check, MapHealthChecks with a predicate for tag ready, then test."),
        say("I'll inspect the gateway startup and the existing tests."),
        sh("sed -n '1,80p' src/Gateway/Program.cs",
           "var builder = WebApplication.CreateBuilder(args);\nbuilder.Services.AddHttpClient<CatalogClient>(c => c.BaseAddress = new(builder.Configuration[\"Catalog:Url\"]!));\n"
           "builder.Services.AddReverseProxy().LoadFromConfig(builder.Configuration.GetSection(\"ReverseProxy\"));\n\nvar app = builder.Build();\n"
           "app.MapGet(\"/healthz\", () => Results.Ok(\"ok\"));\napp.MapReverseProxy();\napp.Run();\n\npublic partial class Program { }\n"),
        sh("ls tests/Gateway.Tests && sed -n '1,40p' tests/Gateway.Tests/LivenessTests.cs",
           "Gateway.Tests.csproj\nLivenessTests.cs\n\nusing Microsoft.AspNetCore.Mvc.Testing;\n\npublic class LivenessTests(WebApplicationFactory<Program> f) : IClassFixture<WebApplicationFactory<Program>>\n{\n"
           "    [Fact]\n    public async Task Healthz_is_ok() => (await f.CreateClient().GetAsync(\"/healthz\")).EnsureSuccessStatusCode();\n}\n"),
        *chatter(r, "Gateway", 12, "gw"),
        write(r.p("src/Gateway/Health/CatalogReadinessCheck.cs"), "public sealed class CatalogReadinessCheck(CatalogClient c) : IHealthCheck { /* ... */ }"),
        edit(r.p("src/Gateway/Program.cs"), "var app = builder.Build();",
             "builder.Services.AddHealthChecks().AddCheck<CatalogReadinessCheck>(\"catalog\", tags: [\"ready\"]);\n\nvar app = builder.Build();\n"
             "app.MapHealthChecks(\"/healthz/ready\", new() { Predicate = r => r.Tags.Contains(\"ready\") });"),
        write(r.p("tests/Gateway.Tests/ReadinessTests.cs"), "public class ReadinessTests { /* ... */ }"),
        sh("dotnet test tests/Gateway.Tests 2>&1 | tail -12",
           "  Determining projects to restore...\n  Restored /workspace/gateway/src/Gateway/Gateway.csproj (in 2.31 sec).\n"
           "/usr/share/dotnet/sdk/8.0.404/Microsoft.Common.CurrentVersion.targets(5321,5): error MSB3491: Could not write lines to file \"obj/Debug/net8.0/Gateway.csproj.FileListAbsolute.txt\". No space left on device : '/workspace/gateway/src/Gateway/obj/Debug/net8.0/Gateway.csproj.FileListAbsolute.txt' [/workspace/gateway/src/Gateway/Gateway.csproj]\n"
           "CSC : error CS0016: Could not write to output file '/workspace/gateway/src/Gateway/obj/Debug/net8.0/Gateway.dll' -- 'No space left on device' [/workspace/gateway/src/Gateway/Gateway.csproj]\n\nBuild FAILED.",
           code=1, ev="out"),
        sh("df -h /workspace /tmp; du -sh ~/.nuget/packages /workspace/gateway 2>/dev/null",
           "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     10G   10G     0 100% /workspace\noverlay          40G   21G   19G  53% /\n"
           "6.1G\t/home/agent/.nuget/packages\n3.7G\t/workspace/gateway", ev="out"),
        sh("du -sh /workspace/gateway/* | sort -h | tail -4",
           "12M\t/workspace/gateway/src\n88M\t/workspace/gateway/tests\n3.6G\t/workspace/gateway/artifacts"),
        think("**Disk is full**\n\nThe 10G workspace volume is at 100%; artifacts/ holds 3.6G of old publish output committed by CI cache? It is not tracked; I should not delete things I don't own without asking, but obj outputs need space. Try cleaning only my build outputs."),
        sh("dotnet clean tests/Gateway.Tests >/dev/null 2>&1; df -h /workspace | tail -1; dotnet test tests/Gateway.Tests 2>&1 | tail -4",
           "/dev/nvme1n1     10G   10G   24M 100% /workspace\n"
           "CSC : error CS0016: Could not write to output file '/workspace/gateway/tests/Gateway.Tests/obj/Debug/net8.0/Gateway.Tests.dll' -- 'No space left on device' [/workspace/gateway/tests/Gateway.Tests/Gateway.Tests.csproj]\n\nBuild FAILED.",
           code=1, ev="out"),
        say("I added the readiness check and test but cannot build: the /workspace volume is 100% full (10G, 24M free "
            "after cleaning my outputs), and `artifacts/` holds 3.6G that is not mine to delete. The workspace volume "
            "needs to be enlarged or cleaned by the platform before this can be verified."),
        end("", ok=True),
    ],
    os_="linux", cwd="/workspace/gateway", result={"success": False, "exit_code": 1, "summary": "build failed"}))

# I4 -- restore hangs on a private feed until the pod deadline (osmia, TimedOut)
r = Repo("/workspace/notify", "linux")
add(case(
    "notify-sms-template", "osmia", "infra_failure", "dependency_missing",
    "Restore from the internal Azure Artifacts feed kept timing out (HTTP request timed out after 100000ms) until "
    "the pod hit its activeDeadlineSeconds; the package exists, the feed was unreachable.",
    """
# NTF-58: SMS template truncates multi-byte characters

`SmsTemplateRenderer.Render` cuts messages at 160 `char`s, splitting surrogate pairs (emoji) and producing
invalid UTF-16. Truncate on text elements (`StringInfo`) in `src/Notify.Templates/SmsTemplateRenderer.cs`
and add tests.
""",
    [
        say("Reading the renderer."),
        read(r.p("src/Notify.Templates/SmsTemplateRenderer.cs"),
             "namespace Notify.Templates;\n\npublic sealed class SmsTemplateRenderer(ITemplateStore store)\n{\n    public const int MaxLength = 160;\n\n"
             "    public string Render(string key, IDictionary<string, string> model)\n    {\n        var text = store.Get(key).Fill(model);\n"
             "        return text.Length <= MaxLength ? text : text[..MaxLength];\n    }\n}\n"),
        edit(r.p("src/Notify.Templates/SmsTemplateRenderer.cs"),
             "        return text.Length <= MaxLength ? text : text[..MaxLength];",
             "        var info = new System.Globalization.StringInfo(text);\n        return info.LengthInTextElements <= MaxLength ? text : info.SubstringByTextElements(0, MaxLength);"),
        write(r.p("tests/Notify.Templates.Tests/SmsTemplateRendererTests.cs"), "public class SmsTemplateRendererTests { /* emoji boundary cases */ }"),
        sh("cat nuget.config", "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<configuration>\n  <packageSources>\n    <clear />\n"
           "    <add key=\"contoso-internal\" value=\"https://pkgs.dev.azure.com/contoso/_packaging/internal/nuget/v3/index.json\" />\n"
           "  </packageSources>\n</configuration>"),
        sh("dotnet test tests/Notify.Templates.Tests",
           "  Determining projects to restore...\n"
           "  Retrying 'FindPackagesByIdAsync' for source 'https://pkgs.dev.azure.com/contoso/_packaging/4f1c2a07-1b5e-4f7e-9d0a-1c6b2a9e8f11/nuget/v3/flat2/contoso.messaging.abstractions/index.json'.\n"
           "  The HTTP request to 'GET https://pkgs.dev.azure.com/contoso/_packaging/4f1c2a07-1b5e-4f7e-9d0a-1c6b2a9e8f11/nuget/v3/flat2/contoso.messaging.abstractions/index.json' has timed out after 100000ms.\n"
           "  Retrying 'FindPackagesByIdAsync' for source 'https://pkgs.dev.azure.com/contoso/_packaging/4f1c2a07-1b5e-4f7e-9d0a-1c6b2a9e8f11/nuget/v3/flat2/xunit/index.json'.\n"
           "  The HTTP request to 'GET https://pkgs.dev.azure.com/contoso/_packaging/4f1c2a07-1b5e-4f7e-9d0a-1c6b2a9e8f11/nuget/v3/flat2/xunit/index.json' has timed out after 100000ms.",
           code=1, ev="out", gap=400),
        say("The feed is not answering. Let me check connectivity to it."),
        sh("curl -sS -m 30 -o /dev/null -w '%{http_code} %{time_total}\\n' https://pkgs.dev.azure.com/contoso/_packaging/internal/nuget/v3/index.json",
           "curl: (28) Connection timed out after 30001 milliseconds", code=28, ev="out"),
        sh("curl -sS -m 10 -o /dev/null -w '%{http_code}\\n' https://api.nuget.org/v3/index.json", "200"),
        say("nuget.org answers but the internal feed (which mirrors everything here via <clear/>) times out. Retrying restore once with a longer HTTP timeout."),
        sh("NUGET_HTTP_TIMEOUT_SECONDS=300 dotnet restore tests/Notify.Templates.Tests -v n",
           "  Retrying 'FindPackagesByIdAsync' for source 'https://pkgs.dev.azure.com/contoso/_packaging/4f1c2a07-1b5e-4f7e-9d0a-1c6b2a9e8f11/nuget/v3/flat2/contoso.messaging.abstractions/index.json'.\n"
           "  The HTTP request to 'GET https://pkgs.dev.azure.com/contoso/_packaging/4f1c2a07-1b5e-4f7e-9d0a-1c6b2a9e8f11/nuget/v3/flat2/contoso.messaging.abstractions/index.json' has timed out after 300000ms.",
           code=1, ev="out"),
        sh("ls ~/.nuget/packages/ | wc -l", "0"),
        say("No local cache to fall back on. One more restore attempt before giving up."),
        sh("dotnet restore tests/Notify.Templates.Tests --disable-parallel",
           "  Determining projects to restore...\n  Retrying 'FindPackagesByIdAsync' for source 'https://pkgs.dev.azure.com/contoso/_packaging/4f1c2a07-1b5e-4f7e-9d0a-1c6b2a9e8f11/nuget/v3/flat2/microsoft.net.test.sdk/index.json'."),
        note("[osmia-controller] task run exceeded activeDeadlineSeconds (2700s); pod osmia-run-notify-7c9f2 terminated (SIGTERM, grace 30s)", ev="both"),
        end("task run terminated: deadline exceeded", ok=False, ev="out"),
    ],
    os_="linux", cwd="/workspace/notify", state="TimedOut"))

# I5 -- provider usage limit ends the session while a missing tool is still open (claude)
r = Repo("C:\\src\\invoicing")
add(case(
    "invoicing-duedate-column", "claude", "infra_failure", "dependency_missing",
    "The session was cut off by the provider's usage limit (\"5-hour limit reached\"); the missing dotnet-ef tool "
    "was an open, fixable step the agent was about to handle, not what ended the run.",
    """
# INV-233: Persist invoice due date

Add a `DueDate` (`DateOnly`, required, default issue date + 30 days) to `Invoice` in
`src/Invoicing.Domain/Invoice.cs`, map it in `InvoicingDbContext`, and add an EF Core migration
`AddInvoiceDueDate`. The API response `InvoiceDto` must expose it.
""",
    [
        say("I'll start with the entity and the DbContext mapping."),
        read(r.p("src/Invoicing.Domain/Invoice.cs"),
             "namespace Invoicing.Domain;\n\npublic class Invoice\n{\n    public Guid Id { get; private set; }\n    public string Number { get; private set; } = \"\";\n"
             "    public DateOnly IssueDate { get; private set; }\n    public decimal Total { get; private set; }\n}\n"),
        edit(r.p("src/Invoicing.Domain/Invoice.cs"), "    public decimal Total { get; private set; }",
             "    public decimal Total { get; private set; }\n    public DateOnly DueDate { get; private set; }"),
        read(r.p("src/Invoicing.Infrastructure/InvoicingDbContext.cs"),
             "public class InvoicingDbContext(DbContextOptions<InvoicingDbContext> o) : DbContext(o)\n{\n    public DbSet<Invoice> Invoices => Set<Invoice>();\n\n"
             "    protected override void OnModelCreating(ModelBuilder b)\n    {\n        b.Entity<Invoice>(e =>\n        {\n            e.HasKey(x => x.Id);\n"
             "            e.Property(x => x.Number).HasMaxLength(32);\n        });\n    }\n}\n"),
        edit(r.p("src/Invoicing.Infrastructure/InvoicingDbContext.cs"), "            e.Property(x => x.Number).HasMaxLength(32);",
             "            e.Property(x => x.Number).HasMaxLength(32);\n            e.Property(x => x.DueDate).IsRequired();"),
        edit(r.p("src/Invoicing.Api/Contracts/InvoiceDto.cs"), "public sealed record InvoiceDto(Guid Id, string Number, DateOnly IssueDate, decimal Total);",
             "public sealed record InvoiceDto(Guid Id, string Number, DateOnly IssueDate, DateOnly DueDate, decimal Total);"),
        sh("dotnet build Invoicing.sln 2>&1 | tail -5",
           "  Invoicing.Api -> C:\\src\\invoicing\\src\\Invoicing.Api\\bin\\Debug\\net8.0\\Invoicing.Api.dll\n\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)"),
        sh("dotnet ef migrations add AddInvoiceDueDate -p src/Invoicing.Infrastructure -s src/Invoicing.Api",
           "Could not execute because the specified command or file was not found.\nPossible reasons for this include:\n"
           "  * You misspelled a built-in dotnet command.\n  * You intended to execute a .NET program, but dotnet-ef does not exist.\n"
           "  * You intended to run a global tool, but a dotnet-prefixed executable with this name could not be found on the PATH.",
           code=1, desc="Create the migration"),
        say("dotnet-ef is not installed. The repo has a tool manifest, so `dotnet tool restore` should bring it in."),
        sh("cat .config/dotnet-tools.json", "{\n  \"version\": 1,\n  \"isRoot\": true,\n  \"tools\": {\n    \"dotnet-ef\": {\n      \"version\": \"8.0.10\",\n      \"commands\": [\"dotnet-ef\"]\n    }\n  }\n}"),
        apierr("5-hour limit reached \u2219 resets 4pm", ev="both"),
    ],
    cwd="C:\\src\\invoicing", api_key_source="/login managed key"))

# I6 -- container registry unreachable for Testcontainers (transcript)
r = Repo("/home/dev/src/orders", "linux")
add(case(
    "orders-sqlserver-itests", "claude-transcript", "infra_failure", "dependency_missing",
    "The SQL Server test container could not be pulled because mcr.microsoft.com was unreachable (client timeout "
    "awaiting headers, curl timed out); nothing was wrong with the code or the test dependencies.",
    """
# ORD-415: Order search returns cancelled orders

`OrderSearchQuery` in `src/Orders.Data/Queries/OrderSearchQuery.cs` should exclude `Status == Cancelled` unless
`IncludeCancelled` is set. Fix it and make `tests/Orders.IntegrationTests` (Testcontainers + SQL Server) pass
with a new test for the flag.
""",
    [
        say("I'll read the query and the integration test fixture."),
        read(r.p("src/Orders.Data/Queries/OrderSearchQuery.cs"),
             "public sealed class OrderSearchQuery(OrdersDbContext db)\n{\n    public Task<List<Order>> Run(OrderSearch s, CancellationToken ct)\n"
             "        => db.Orders.Where(o => s.CustomerId == null || o.CustomerId == s.CustomerId)\n                    .OrderByDescending(o => o.PlacedAt).Take(s.Limit).ToListAsync(ct);\n}\n"),
        edit(r.p("src/Orders.Data/Queries/OrderSearchQuery.cs"),
             "        => db.Orders.Where(o => s.CustomerId == null || o.CustomerId == s.CustomerId)",
             "        => db.Orders.Where(o => s.CustomerId == null || o.CustomerId == s.CustomerId)\n                    .Where(o => s.IncludeCancelled || o.Status != OrderStatus.Cancelled)"),
        read(r.p("tests/Orders.IntegrationTests/SqlServerFixture.cs"),
             "public sealed class SqlServerFixture : IAsyncLifetime\n{\n    private readonly MsSqlContainer _db = new MsSqlBuilder()\n"
             "        .WithImage(\"mcr.microsoft.com/mssql/server:2022-CU14-ubuntu-22.04\").Build();\n\n    public Task InitializeAsync() => _db.StartAsync();\n"
             "    public Task DisposeAsync() => _db.DisposeAsync().AsTask();\n}\n"),
        write(r.p("tests/Orders.IntegrationTests/OrderSearchCancelledTests.cs"), "public class OrderSearchCancelledTests : IClassFixture<SqlServerFixture> { /* two facts */ }"),
        sh("dotnet test tests/Orders.IntegrationTests 2>&1 | tail -25",
           "[xUnit.net 00:01:40.12]     Orders.IntegrationTests.OrderSearchCancelledTests.Excludes_cancelled_by_default [FAIL]\n"
           "  Failed Orders.IntegrationTests.OrderSearchCancelledTests.Excludes_cancelled_by_default [1 m 40 s]\n  Error Message:\n"
           "   System.AggregateException : One or more errors occurred. (Docker API responded with status code=InternalServerError, response={\"message\":\"Get \\\"https://mcr.microsoft.com/v2/\\\": net/http: request canceled while waiting for connection (Client.Timeout exceeded while awaiting headers)\"}\n)\n"
           "---- Docker.DotNet.DockerApiException : Docker API responded with status code=InternalServerError, response={\"message\":\"Get \\\"https://mcr.microsoft.com/v2/\\\": net/http: request canceled while waiting for connection (Client.Timeout exceeded while awaiting headers)\"}\n\n"
           "Failed!  - Failed:     6, Passed:     0, Skipped:     0, Total:     6, Duration: 10 m 2 s - Orders.IntegrationTests.dll (net8.0)",
           code=1, ev="out"),
        say("Every integration test failed before running because the SQL Server image could not be pulled. Checking the registry directly."),
        sh("docker pull mcr.microsoft.com/mssql/server:2022-CU14-ubuntu-22.04",
           "Error response from daemon: Get \"https://mcr.microsoft.com/v2/\": net/http: request canceled while waiting for connection (Client.Timeout exceeded while awaiting headers)",
           code=1, ev="out"),
        sh("curl -sS -m 20 -I https://mcr.microsoft.com/v2/ ; curl -sS -m 20 -o /dev/null -w '%{http_code}\\n' https://github.com",
           "curl: (28) Failed to connect to mcr.microsoft.com port 443 after 20001 ms: Timeout was reached\n200", code=0, ev="out"),
        sh("docker images --format '{{.Repository}}:{{.Tag}}' | head", "testcontainers/ryuk:0.9.0\npostgres:16-alpine"),
        say("mcr.microsoft.com is unreachable from this host (GitHub is fine) and the image is not cached locally. "
            "I'll run the unit tests, which don't need Docker, to at least check the query compiles."),
        sh("dotnet test tests/Orders.UnitTests 2>&1 | tail -2", "\nPassed!  - Failed:     0, Passed:    83, Skipped:     0, Total:    83, Duration: 2 s - Orders.UnitTests.dll (net8.0)"),
        end("The fix is in `OrderSearchQuery` with two new integration tests, but the integration suite could not run: "
            "pulling `mcr.microsoft.com/mssql/server` times out from this machine and there is no cached image. Unit tests pass."),
    ],
    os_="linux", cwd="/home/dev/src/orders"))

# I7 -- model API stream dies mid-task (codex)
r = Repo("/workspace/reports", "linux")
add(case(
    "reports-csv-export", "codex", "infra_failure", "test_misunderstanding",
    "The Codex session died on repeated stream disconnects to the model API (retry limit exceeded); the failing "
    "test it was working on is just the work in progress at the moment of the outage.",
    """
# RPT-120: CSV export uses the server culture for decimals

`CsvReportWriter` writes `1234,5` on de-DE servers. Format numbers with `CultureInfo.InvariantCulture` in
`src/Reports/Csv/CsvReportWriter.cs` and add a test that runs under de-DE.
""",
    [
        say("I’ll look at the writer and its tests."),
        sh("git status --short && git log --oneline -3", "3e4f0a1 Monthly report scheduling\n77ab210 Add PDF renderer\n1a9c3de Initial reports module"),
        sh("ls src/Reports/Csv tests/Reports.Tests", "src/Reports/Csv:\nCsvReportWriter.cs\nCsvEscaping.cs\n\ntests/Reports.Tests:\nCsvEscapingTests.cs\nReports.Tests.csproj"),
        sh("sed -n '1,40p' tests/Reports.Tests/CsvEscapingTests.cs", "public class CsvEscapingTests\n{\n    [Theory]\n    [InlineData(\"a,b\", \"\\\"a,b\\\"\")]\n    public void Quotes_commas(string input, string expected) => Assert.Equal(expected, CsvEscaping.Escape(input));\n}\n"),
        sh("sed -n '1,60p' src/Reports/Csv/CsvReportWriter.cs",
           "public sealed class CsvReportWriter\n{\n    public string Write(IEnumerable<ReportRow> rows)\n    {\n        var sb = new StringBuilder(\"account,amount\\n\");\n"
           "        foreach (var r in rows) sb.Append(r.Account).Append(',').Append(r.Amount.ToString()).Append('\\n');\n        return sb.ToString();\n    }\n}\n"),
        write(r.p("tests/Reports.Tests/CsvCultureTests.cs"), "public class CsvCultureTests { [Fact] public void Uses_invariant_decimal_separator() { /* de-DE */ } }"),
        sh("dotnet test tests/Reports.Tests --filter CsvCultureTests 2>&1 | tail -12",
           "[xUnit.net 00:00:00.41]     Reports.Tests.CsvCultureTests.Uses_invariant_decimal_separator [FAIL]\n"
           "  Failed Reports.Tests.CsvCultureTests.Uses_invariant_decimal_separator [3 ms]\n  Error Message:\n"
           "   Assert.Equal() Failure: Strings differ\n                             \u2193 (pos 22)\nExpected: \"account,amount\\nACC-1,1234.5\\n\"\nActual:   \"account,amount\\nACC-1,1234,5\\n\"\n"
           "                             \u2191 (pos 22)\n\nFailed!  - Failed:     1, Passed:     0, Skipped:     0, Total:     1, Duration: 41 ms - Reports.Tests.dll (net8.0)",
           code=1),
        say("Test reproduces the bug. Now the fix in the writer."),
        note("Reconnecting... 1/5 (stream disconnected before completion: error sending request for url (https://api.openai.com/v1/responses))"),
        note("Reconnecting... 2/5 (stream disconnected before completion: error sending request for url (https://api.openai.com/v1/responses))"),
        note("Reconnecting... 3/5 (stream disconnected before completion: error sending request for url (https://api.openai.com/v1/responses))"),
        note("Reconnecting... 4/5 (stream disconnected before completion: error sending request for url (https://api.openai.com/v1/responses))"),
        note("Reconnecting... 5/5 (stream disconnected before completion: error sending request for url (https://api.openai.com/v1/responses))"),
        apierr("exceeded retry limit, last status: stream disconnected before completion: error sending request for url (https://api.openai.com/v1/responses)", ev="both"),
    ],
    os_="linux", cwd="/workspace/reports"))

# I8 -- pod OOMKilled (osmia)
r = Repo("/workspace/warehouse", "linux")
add(case(
    "warehouse-slotting", "osmia", "infra_failure", "",
    "The agent pod was OOMKilled by Kubernetes (3Gi limit) during a solution-wide build; no code or test problem "
    "was ever reached.",
    """
# WH-301: Slotting ignores bin weight limits

`SlottingPlanner.Assign` places items into bins without checking `Bin.MaxWeightKg`. Add the check in
`src/Warehouse.Slotting/SlottingPlanner.cs` and a test.
""",
    [
        *warmup(r, "Warehouse.sln", [("src", "Warehouse.Slotting"), ("src", "Warehouse.Domain"), ("src", "Warehouse.Api"),
                                      ("src", "Warehouse.Reporting"), ("tests", "Warehouse.Slotting.Tests")],
                "Warehouse.Slotting.Tests", baseline=False),
        say("Looking at the planner."),
        read(r.p("src/Warehouse.Slotting/SlottingPlanner.cs"),
             "public sealed class SlottingPlanner\n{\n    public IReadOnlyList<Assignment> Assign(IEnumerable<Item> items, IReadOnlyList<Bin> bins)\n    {\n"
             "        var result = new List<Assignment>();\n        foreach (var item in items.OrderByDescending(i => i.VolumeL))\n        {\n"
             "            var bin = bins.FirstOrDefault(b => b.FreeVolumeL >= item.VolumeL);\n            if (bin is null) continue;\n"
             "            bin.Place(item);\n            result.Add(new(item.Sku, bin.Code));\n        }\n        return result;\n    }\n}\n"),
        edit(r.p("src/Warehouse.Slotting/SlottingPlanner.cs"), "            var bin = bins.FirstOrDefault(b => b.FreeVolumeL >= item.VolumeL);",
             "            var bin = bins.FirstOrDefault(b => b.FreeVolumeL >= item.VolumeL && b.LoadKg + item.WeightKg <= b.MaxWeightKg);"),
        write(r.p("tests/Warehouse.Slotting.Tests/WeightLimitTests.cs"), "public class WeightLimitTests { /* heavy item skips light bin */ }"),
        sh("dotnet build Warehouse.sln -m 2>&1 | tail -5",
           "  Warehouse.Domain -> /workspace/warehouse/src/Warehouse.Domain/bin/Debug/net8.0/Warehouse.Domain.dll\n"
           "  Warehouse.Slotting -> /workspace/warehouse/src/Warehouse.Slotting/bin/Debug/net8.0/Warehouse.Slotting.dll\n"
           "  Warehouse.Api -> /workspace/warehouse/src/Warehouse.Api/bin/Debug/net8.0/Warehouse.Api.dll"),
        sh("dotnet test Warehouse.sln -m 2>&1 | tail -5",
           "  Warehouse.Reporting -> /workspace/warehouse/src/Warehouse.Reporting/bin/Debug/net8.0/Warehouse.Reporting.dll\n"
           "  Warehouse.Slotting.Tests -> /workspace/warehouse/tests/Warehouse.Slotting.Tests/bin/Debug/net8.0/Warehouse.Slotting.Tests.dll"),
        note("[osmia-controller] container \"agent\" in pod osmia-run-warehouse-5d1e0 terminated: reason=OOMKilled exitCode=137 (limits.memory=3Gi)", ev="both"),
        note("[osmia-controller] no result received from engine; marking task run Failed"),
        end("engine exited without result (exit code 137)", ok=False),
    ],
    os_="linux", cwd="/workspace/warehouse"))

# I9 -- Windows disk full during NuGet extraction (transcript); later CS0246 is a consequence
r = Repo("C:\\agent\\_work\\14\\s")
add(case(
    "claims-fhir-mapper", "claude-transcript", "infra_failure", "dependency_missing",
    "NuGet could not extract packages because drive C: was out of space (\"There is not enough space on the disk\", "
    "0.1 GB free); the CS0246 errors that follow are fallout of the failed extraction.",
    """
# CLM-88: Map claim diagnosis codes to FHIR Condition

Add `ConditionMapper` in `src/Claims.Fhir/Mapping/ConditionMapper.cs` mapping `ClaimDiagnosis` (ICD-10) to
`Hl7.Fhir.Model.Condition` using the `Hl7.Fhir.R4` package already referenced by the project. Include tests.
""",
    [
        say("Let me check the project and its references first."),
        read(r.p("src/Claims.Fhir/Claims.Fhir.csproj"), csproj(packages=[("Hl7.Fhir.R4", "5.10.3")])),
        write(r.p("src/Claims.Fhir/Mapping/ConditionMapper.cs"),
              "using Hl7.Fhir.Model;\n\nnamespace Claims.Fhir.Mapping;\n\npublic static class ConditionMapper\n{\n    public static Condition Map(ClaimDiagnosis d) => new()\n    {\n"
              "        Code = new CodeableConcept(\"http://hl7.org/fhir/sid/icd-10\", d.Code, d.Description),\n        RecordedDate = d.RecordedOn.ToString(\"yyyy-MM-dd\"),\n    };\n}\n"),
        write(r.p("tests/Claims.Fhir.Tests/ConditionMapperTests.cs"), "public class ConditionMapperTests { /* icd-10 system, code, date */ }"),
        sh("dotnet test tests/Claims.Fhir.Tests 2>&1 | Select-Object -Last 12",
           "  Determining projects to restore...\n"
           "C:\\agent\\_work\\14\\s\\src\\Claims.Fhir\\Claims.Fhir.csproj : error NU1301: Failed to download package 'Hl7.Fhir.Base.5.10.3' from 'https://api.nuget.org/v3-flatcontainer/hl7.fhir.base/5.10.3/hl7.fhir.base.5.10.3.nupkg'.\n"
           "C:\\agent\\_work\\14\\s\\src\\Claims.Fhir\\Claims.Fhir.csproj : error NU1301: There is not enough space on the disk. : 'C:\\Users\\svc-build\\.nuget\\packages\\hl7.fhir.base\\5.10.3\\lib\\net8.0\\Hl7.Fhir.Base.dll'\n"
           "  Failed to restore C:\\agent\\_work\\14\\s\\src\\Claims.Fhir\\Claims.Fhir.csproj (in 41.2 sec).",
           code=1, ev="out"),
        sh("powershell -NoProfile -Command \"Get-PSDrive C | Format-Table Used,Free -AutoSize\"",
           "\n         Used      Free\n         ----      ----\n126998274048 118407168\n", ev="out"),
        say("Drive C: has about 0.11 GB free, so NuGet cannot extract the FHIR packages. Let me see whether the build still gets anywhere with what is cached."),
        sh("dotnet build src/Claims.Fhir --no-restore 2>&1 | Select-Object -Last 6",
           "C:\\agent\\_work\\14\\s\\src\\Claims.Fhir\\Mapping\\ConditionMapper.cs(1,11): error CS0246: The type or namespace name 'Hl7' could not be found (are you missing a using directive or an assembly reference?) [C:\\agent\\_work\\14\\s\\src\\Claims.Fhir\\Claims.Fhir.csproj]\n"
           "C:\\agent\\_work\\14\\s\\src\\Claims.Fhir\\Mapping\\ConditionMapper.cs(7,19): error CS0246: The type or namespace name 'Condition' could not be found (are you missing a using directive or an assembly reference?) [C:\\agent\\_work\\14\\s\\src\\Claims.Fhir\\Claims.Fhir.csproj]\n"
           "    0 Warning(s)\n    2 Error(s)", code=1),
        sh("dotnet nuget locals temp --clear; powershell -NoProfile -Command \"(Get-PSDrive C).Free/1GB\"",
           "Clearing NuGet Temp cache: C:\\Users\\svc-build\\AppData\\Local\\Temp\\NuGetScratch\nLocal resources cleared.\n0.14", ev="out"),
        sh("dotnet restore src/Claims.Fhir 2>&1 | Select-Object -Last 3",
           "C:\\agent\\_work\\14\\s\\src\\Claims.Fhir\\Claims.Fhir.csproj : error NU1301: There is not enough space on the disk. : 'C:\\Users\\svc-build\\.nuget\\packages\\hl7.fhir.r4\\5.10.3\\lib\\net8.0\\Hl7.Fhir.R4.dll'\n"
           "  Failed to restore C:\\agent\\_work\\14\\s\\src\\Claims.Fhir\\Claims.Fhir.csproj (in 18.7 sec).", code=1, ev="out"),
        end("The mapper and tests are written, but this build agent's C: drive is full (0.14 GB free even after clearing "
            "NuGet temp), so the FHIR packages cannot be extracted and nothing compiles. The agent needs disk cleanup."),
    ],
    cwd="C:\\agent\\_work\\14\\s"))

# I10 -- provider overloaded error ends the session; an ACL test printing "Access ... denied" passed earlier (claude)
r = Repo("C:\\src\\vault")
add(case(
    "vault-secret-rotation", "claude", "infra_failure", "permission_blocked",
    "The run ended on a provider-side API error (529 overloaded) after retries; the 'Access to the path is denied' "
    "text is an expected message asserted by a passing ACL test.",
    """
# VLT-64: Rotate file-backed secrets atomically

`FileSecretStore.Rotate` writes the new secret in place; a crash mid-write leaves a truncated file. Write to a
temp file in the same directory and `File.Replace` it over the old one. Keep the existing ACL behaviour
(`FileSecretStoreAclTests`). Files: `src/Vault.Core/Stores/FileSecretStore.cs`.
""",
    [
        *warmup(r, "Vault.sln", [("src", "Vault.Core"), ("src", "Vault.Cli"), ("tests", "Vault.Core.Tests")], "Vault.Core.Tests",
                baseline=False, intro="I'll start by getting the lay of the land."),
        say("Let me read the store and its tests."),
        read(r.p("src/Vault.Core/Stores/FileSecretStore.cs"),
             "public sealed class FileSecretStore(string root) : ISecretStore\n{\n    public void Rotate(string name, ReadOnlySpan<byte> secret)\n    {\n"
             "        var path = Path.Combine(root, name);\n        EnsureWritable(path);\n        File.WriteAllBytes(path, secret.ToArray());\n    }\n\n"
             "    private static void EnsureWritable(string path)\n    {\n        if (File.GetAttributes(path).HasFlag(FileAttributes.ReadOnly))\n"
             "            throw new UnauthorizedAccessException($\"Access to the path '{path}' is denied.\");\n    }\n}\n"),
        read(r.p("tests/Vault.Core.Tests/FileSecretStoreAclTests.cs"),
             "public class FileSecretStoreAclTests : IDisposable\n{\n    [Fact]\n    public void Rotate_on_readonly_secret_throws()\n    {\n"
             "        File.SetAttributes(_path, FileAttributes.ReadOnly);\n        var ex = Assert.Throws<UnauthorizedAccessException>(() => _store.Rotate(\"db\", \"new\"u8));\n"
             "        Assert.Contains(\"is denied\", ex.Message);\n    }\n}\n"),
        sh("dotnet test tests/Vault.Core.Tests --logger \"console;verbosity=normal\" 2>&1 | tail -8",
           "  Passed Vault.Core.Tests.FileSecretStoreAclTests.Rotate_on_readonly_secret_throws [4 ms]\n"
           "  Standard Output Messages:\n System.UnauthorizedAccessException: Access to the path 'C:\\Users\\dev\\AppData\\Local\\Temp\\vault-tests-3f2a\\db' is denied.\n"
           "  Passed Vault.Core.Tests.FileSecretStoreTests.Rotate_overwrites_value [2 ms]\n\nTest Run Successful.\nTotal tests: 14\n     Passed: 14\n Total time: 1.2071 Seconds"),
        say("All 14 pass, including the read-only ACL test. Now the atomic write."),
        edit(r.p("src/Vault.Core/Stores/FileSecretStore.cs"), "        File.WriteAllBytes(path, secret.ToArray());",
             "        var tmp = Path.Combine(root, $\".{name}.{Guid.NewGuid():N}.tmp\");\n        File.WriteAllBytes(tmp, secret.ToArray());\n"
             "        File.Replace(tmp, path, destinationBackupFileName: null, ignoreMetadataErrors: true);"),
        sh("dotnet test tests/Vault.Core.Tests 2>&1 | tail -2",
           "\nPassed!  - Failed:     0, Passed:    14, Skipped:     0, Total:    14, Duration: 1 s - Vault.Core.Tests.dll (net8.0)"),
        say("Still green. Adding a test that a failed write leaves the old secret intact."),
        apierr("API Error: 529 {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"},\"request_id\":\"req_011CVhQ2x8F3kYt7bWmZpR4n\"}", ev="both"),
    ],
    cwd="C:\\src\\vault"))

# I11 -- output DLL locked by antivirus on the build agent (transcript); MSB3021 says access denied (near miss: permission)
r = Repo("D:\\a\\_work\\3\\s")
add(case(
    "tariffs-holiday-calendar", "claude-transcript", "infra_failure", "permission_blocked",
    "The build agent's antivirus (Antimalware Service Executable) held the output DLL, so every copy to bin\\ failed "
    "with MSB3027/MSB3021; the 'Access to the path is denied' is the file lock, not a permission the agent lacks.",
    """
# TRF-19: Holiday calendar misses observed holidays

When a public holiday falls on a Sunday, `HolidayCalendar.IsHoliday` should also return true for the observed
Monday. Fix `src/Tariffs.Calendar/HolidayCalendar.cs` and add tests for 2027-12-26 (Sunday).
""",
    [
        say("Reading the calendar implementation."),
        read(r.p("src/Tariffs.Calendar/HolidayCalendar.cs"),
             "public sealed class HolidayCalendar(IEnumerable<DateOnly> holidays)\n{\n    private readonly HashSet<DateOnly> _days = [.. holidays];\n\n"
             "    public bool IsHoliday(DateOnly d) => _days.Contains(d);\n}\n"),
        edit(r.p("src/Tariffs.Calendar/HolidayCalendar.cs"), "    public bool IsHoliday(DateOnly d) => _days.Contains(d);",
             "    public bool IsHoliday(DateOnly d) =>\n        _days.Contains(d) || (d.DayOfWeek == DayOfWeek.Monday && _days.Contains(d.AddDays(-1)));"),
        write(r.p("tests/Tariffs.Calendar.Tests/ObservedHolidayTests.cs"), "public class ObservedHolidayTests { /* 2027-12-26 Sunday -> 2027-12-27 */ }"),
        sh("dotnet test tests/Tariffs.Calendar.Tests 2>&1 | Select-Object -Last 10",
           "C:\\Program Files\\dotnet\\sdk\\8.0.404\\Microsoft.Common.CurrentVersion.targets(4958,5): warning MSB3026: Could not copy \"D:\\a\\_work\\3\\s\\src\\Tariffs.Calendar\\obj\\Debug\\net8.0\\Tariffs.Calendar.dll\" to \"bin\\Debug\\net8.0\\Tariffs.Calendar.dll\". Beginning retry 1 in 1000ms. The process cannot access the file 'D:\\a\\_work\\3\\s\\src\\Tariffs.Calendar\\bin\\Debug\\net8.0\\Tariffs.Calendar.dll' because it is being used by another process. The file is locked by: \"Antimalware Service Executable (3120)\" [D:\\a\\_work\\3\\s\\src\\Tariffs.Calendar\\Tariffs.Calendar.csproj]\n"
           "C:\\Program Files\\dotnet\\sdk\\8.0.404\\Microsoft.Common.CurrentVersion.targets(4958,5): error MSB3027: Could not copy \"D:\\a\\_work\\3\\s\\src\\Tariffs.Calendar\\obj\\Debug\\net8.0\\Tariffs.Calendar.dll\" to \"bin\\Debug\\net8.0\\Tariffs.Calendar.dll\". Exceeded retry count of 10. Failed. The file is locked by: \"Antimalware Service Executable (3120)\" [D:\\a\\_work\\3\\s\\src\\Tariffs.Calendar\\Tariffs.Calendar.csproj]\n"
           "C:\\Program Files\\dotnet\\sdk\\8.0.404\\Microsoft.Common.CurrentVersion.targets(4958,5): error MSB3021: Unable to copy file \"D:\\a\\_work\\3\\s\\src\\Tariffs.Calendar\\obj\\Debug\\net8.0\\Tariffs.Calendar.dll\" to \"bin\\Debug\\net8.0\\Tariffs.Calendar.dll\". Access to the path 'D:\\a\\_work\\3\\s\\src\\Tariffs.Calendar\\bin\\Debug\\net8.0\\Tariffs.Calendar.dll' is denied. [D:\\a\\_work\\3\\s\\src\\Tariffs.Calendar\\Tariffs.Calendar.csproj]\n"
           "\nBuild FAILED.", code=1, ev="out"),
        say("The output DLL is locked by Defender's scanner, not by anything I started. Let me check and retry after a moment."),
        sh("powershell -NoProfile -Command \"Get-Process -Id 3120 | Select-Object Id,ProcessName,Path\"",
           "\n  Id ProcessName Path\n  -- ----------- ----\n3120 MsMpEng\n", ev="out"),
        sh("icacls D:\\a\\_work\\3\\s\\src\\Tariffs.Calendar\\bin\\Debug\\net8.0",
           "D:\\a\\_work\\3\\s\\src\\Tariffs.Calendar\\bin\\Debug\\net8.0 BUILTIN\\Administrators:(I)(OI)(CI)(F)\n"
           "                                                    NT AUTHORITY\\SYSTEM:(I)(OI)(CI)(F)\n"
           "                                                    AGENT-W07\\svc-agent:(I)(OI)(CI)(F)\nSuccessfully processed 1 files; Failed processing 0 files"),
        say("My account has full control of the folder, so this is the lock, not ACLs. Retrying after 60s."),
        sh("sleep 60; dotnet test tests/Tariffs.Calendar.Tests 2>&1 | Select-Object -Last 3",
           "C:\\Program Files\\dotnet\\sdk\\8.0.404\\Microsoft.Common.CurrentVersion.targets(4958,5): error MSB3027: Could not copy \"D:\\a\\_work\\3\\s\\src\\Tariffs.Calendar\\obj\\Debug\\net8.0\\Tariffs.Calendar.dll\" to \"bin\\Debug\\net8.0\\Tariffs.Calendar.dll\". Exceeded retry count of 10. Failed. The file is locked by: \"Antimalware Service Executable (3120)\" [D:\\a\\_work\\3\\s\\src\\Tariffs.Calendar\\Tariffs.Calendar.csproj]\n\nBuild FAILED.",
           code=1, ev="out"),
        sh("dotnet test tests/Tariffs.Calendar.Tests -p:OutDir=%TEMP%\\trf-out\\ 2>&1 | Select-Object -Last 3",
           "error MSB3027: Could not copy \"D:\\a\\_work\\3\\s\\src\\Tariffs.Calendar\\obj\\Debug\\net8.0\\Tariffs.Calendar.dll\" to \"C:\\Users\\svc-agent\\AppData\\Local\\Temp\\trf-out\\Tariffs.Calendar.dll\". Exceeded retry count of 10. Failed. The file is locked by: \"Antimalware Service Executable (3120)\"\n\nBuild FAILED.",
           code=1),
        end("The observed-holiday fix and tests are written, but I could not build: Windows Defender (MsMpEng, PID 3120) "
            "keeps `Tariffs.Calendar.dll` locked on this agent, so every copy fails with MSB3027 even after waiting. "
            "The agent's real-time scan exclusions for the work folder need fixing."),
    ],
    cwd="D:\\a\\_work\\3\\s"))

# =============================================================================== permission_blocked

# P1 -- workload install needs elevation; the later NETSDK1147 is a consequence (claude)
r = Repo("C:\\src\\fieldapp")
add(case(
    "fieldapp-offline-sync", "claude", "permission_blocked", "dependency_missing",
    "Installing the maui-android workload was refused (Access to the path under C:\\Program Files\\dotnet is denied "
    "for a non-elevated user); the NETSDK1147 'workload must be installed' error is its consequence.",
    """
# FLD-140: Offline sync queue drops edits after app restart

`SyncQueue` in `src/FieldApp.Core/Sync/SyncQueue.cs` keeps pending edits only in memory. Persist the queue to
`FileSystem.AppDataDirectory` (JSON) on every enqueue and reload it in the constructor. The Android head
(`src/FieldApp.Android`) must still build.
""",
    [
        *warmup(r, "FieldApp.sln", [("src", "FieldApp.Core"), ("src", "FieldApp.Android"), ("tests", "FieldApp.Core.Tests")],
                "FieldApp.Core.Tests", passed=36, intro="I'll get oriented in the solution first."),
        say("I'll read the queue and make it persistent."),
        read(r.p("src/FieldApp.Core/Sync/SyncQueue.cs"),
             "public sealed class SyncQueue\n{\n    private readonly Queue<PendingEdit> _items = new();\n\n    public void Enqueue(PendingEdit e) => _items.Enqueue(e);\n"
             "    public bool TryDequeue(out PendingEdit? e) => _items.TryDequeue(out e);\n}\n"),
        edit(r.p("src/FieldApp.Core/Sync/SyncQueue.cs"), "    private readonly Queue<PendingEdit> _items = new();\n\n    public void Enqueue(PendingEdit e) => _items.Enqueue(e);",
             "    private readonly string _path;\n    private readonly Queue<PendingEdit> _items;\n\n    public SyncQueue(string dir)\n    {\n"
             "        _path = Path.Combine(dir, \"sync-queue.json\");\n        _items = File.Exists(_path) ? new(JsonSerializer.Deserialize<List<PendingEdit>>(File.ReadAllText(_path))!) : new();\n    }\n\n"
             "    public void Enqueue(PendingEdit e) { _items.Enqueue(e); File.WriteAllText(_path, JsonSerializer.Serialize(_items)); }"),
        sh("dotnet test tests/FieldApp.Core.Tests 2>&1 | tail -2", "\nPassed!  - Failed:     0, Passed:    37, Skipped:     0, Total:    37, Duration: 1 s - FieldApp.Core.Tests.dll (net8.0)"),
        sh("dotnet build src/FieldApp.Android -f net8.0-android 2>&1 | tail -4",
           "C:\\Program Files\\dotnet\\sdk\\8.0.404\\Sdks\\Microsoft.NET.Sdk\\targets\\Microsoft.NET.Sdk.ImportWorkloads.targets(38,5): error NETSDK1147: To build this project, the following workloads must be installed: maui-android [C:\\src\\fieldapp\\src\\FieldApp.Android\\FieldApp.Android.csproj]\n"
           "C:\\Program Files\\dotnet\\sdk\\8.0.404\\Sdks\\Microsoft.NET.Sdk\\targets\\Microsoft.NET.Sdk.ImportWorkloads.targets(38,5): error NETSDK1147: To install these workloads, run the following command: dotnet workload restore [C:\\src\\fieldapp\\src\\FieldApp.Android\\FieldApp.Android.csproj]",
           code=1),
        say("The Android workload isn't installed. Installing it."),
        sh("dotnet workload restore src/FieldApp.Android/FieldApp.Android.csproj 2>&1 | tail -6",
           "Installing workloads: maui-android\n\nInstalling pack Microsoft.Android.Sdk.Windows version 34.0.143...\n"
           "Workload installation failed. Rolling back installed packs...\nRolling back pack Microsoft.Android.Sdk.Windows installation...\n"
           "Workload installation failed: Access to the path 'C:\\Program Files\\dotnet\\packs\\Microsoft.Android.Sdk.Windows' is denied.",
           code=1, ev="out"),
        sh("whoami /groups | grep -i -E 'administrators|mandatory label'",
           "BUILTIN\\Administrators                 Alias            S-1-5-32-544  Group used for deny only\n"
           "Mandatory Label\\Medium Mandatory Level Label            S-1-16-8192", ev="out"),
        say("The shell is not elevated (Administrators is deny-only, medium integrity), and the SDK lives in Program Files. Trying a user-local install location instead."),
        sh("dotnet workload install maui-android --skip-manifest-update 2>&1 | tail -2",
           "Workload installation failed: Access to the path 'C:\\Program Files\\dotnet\\metadata\\workloads\\8.0.400' is denied.", code=1, ev="out"),
        end("Core change done and its 37 tests pass, but I can't build the Android head: installing the `maui-android` "
            "workload needs write access to C:\\Program Files\\dotnet and this session is not elevated. Someone with admin "
            "rights needs to run `dotnet workload restore` on this machine."),
    ],
    cwd="C:\\src\\fieldapp", result={"success": False, "exit_code": 1, "summary": "android head not built"}))

# P2 -- Claude Code tool permission denials (transcript, default permission mode)
r = Repo("C:\\src\\billing")
add(case(
    "billing-late-fee-migration", "claude-transcript", "permission_blocked", "",
    "The headless session ran in default permission mode and every Bash/Write call needed for the migration was "
    "refused ('Claude requested permissions ... but you haven't granted it yet').",
    """
# BIL-512: Add late fee percentage to billing plans

Add `LateFeePercent` (`decimal(5,2)`, default 0) to `BillingPlan` and generate the EF Core migration
`AddLateFeePercent` in `src/Billing.Data/Migrations`. Update `BillingPlanConfiguration` accordingly.
""",
    [
        say("I'll add the property and the configuration, then generate the migration."),
        read(r.p("src/Billing.Domain/BillingPlan.cs"),
             "public class BillingPlan\n{\n    public int Id { get; set; }\n    public string Name { get; set; } = \"\";\n    public decimal MonthlyFee { get; set; }\n}\n"),
        edit(r.p("src/Billing.Domain/BillingPlan.cs"), "    public decimal MonthlyFee { get; set; }",
             "    public decimal MonthlyFee { get; set; }\n    public decimal LateFeePercent { get; set; }"),
        edit(r.p("src/Billing.Data/Configurations/BillingPlanConfiguration.cs"), "        b.Property(p => p.MonthlyFee).HasPrecision(10, 2);",
             "        b.Property(p => p.MonthlyFee).HasPrecision(10, 2);\n        b.Property(p => p.LateFeePercent).HasPrecision(5, 2).HasDefaultValue(0m);"),
        sh("dotnet ef migrations add AddLateFeePercent -p src/Billing.Data -s src/Billing.Api",
           "Claude requested permissions to use Bash, but you haven't granted it yet.", code=1, ev="out"),
        say("Bash isn't permitted in this session. Let me check whether a build at least is allowed."),
        sh("dotnet build src/Billing.Data", "Claude requested permissions to use Bash, but you haven't granted it yet.", code=1, ev="out"),
        say("No shell access at all. I'll write the migration by hand following the existing ones."),
        read(r.p("src/Billing.Data/Migrations/20260914101233_AddPlanCurrency.cs"),
             "public partial class AddPlanCurrency : Migration\n{\n    protected override void Up(MigrationBuilder m)\n        => m.AddColumn<string>(name: \"Currency\", table: \"BillingPlans\", maxLength: 3, nullable: false, defaultValue: \"EUR\");\n}\n"),
        write(r.p("src/Billing.Data/Migrations/20261118093012_AddLateFeePercent.cs"),
              "public partial class AddLateFeePercent : Migration\n{\n    protected override void Up(MigrationBuilder m)\n"
              "        => m.AddColumn<decimal>(name: \"LateFeePercent\", table: \"BillingPlans\", precision: 5, scale: 2, nullable: false, defaultValue: 0m);\n}\n",
              ev="out", error="Claude requested permissions to write to C:\\src\\billing\\src\\Billing.Data\\Migrations\\20261118093012_AddLateFeePercent.cs, but you haven't granted it yet."),
        end("I added `LateFeePercent` and its configuration, but I could not generate the migration: this session has no "
            "permission to run Bash (`dotnet ef`) and writing new files was also refused. Please grant Bash(dotnet:*) and "
            "Write for src/Billing.Data or run `dotnet ef migrations add AddLateFeePercent` yourself."),
    ],
    cwd="C:\\src\\billing", permission_mode="default"))
# P3 -- Windows sandbox forbids sockets (codex); looks like a network outage (near miss: infra)
r = Repo("C:\\Users\\dev\\src\\shipping")
add(case(
    "shipping-label-zpl", "codex", "permission_blocked", "infra_failure",
    "The Codex sandbox denied network access to the agent (WSAEACCES: 'An attempt was made to access a socket in a "
    "way forbidden by its access permissions'), so restore could not reach NuGet; nuget.org itself was fine.",
    """
# SHP-230: ZPL labels print the wrong barcode width

`ZplLabelBuilder` hard-codes `^BY2`; carriers require module width 3 for GS1-128. Make the module width
configurable per carrier in `src/Shipping.Labels/ZplLabelBuilder.cs` and add the new option to
`CarrierLabelOptions`. Add tests and make sure the solution builds.
""",
    [
        sh("git status; Get-ChildItem -Recurse -Filter *.csproj | Select-Object -ExpandProperty FullName",
           "On branch main\nnothing to commit, working tree clean\nC:\\Users\\dev\\src\\shipping\\src\\Shipping.Labels\\Shipping.Labels.csproj\nC:\\Users\\dev\\src\\shipping\\src\\Shipping.Carriers\\Shipping.Carriers.csproj\nC:\\Users\\dev\\src\\shipping\\tests\\Shipping.Labels.Tests\\Shipping.Labels.Tests.csproj"),
        think("**Reviewing label builder**\n\nOpen ZplLabelBuilder and the options, then add a ModuleWidth property defaulting to 2."),
        sh("Get-Content -Raw src/Shipping.Labels/ZplLabelBuilder.cs",
           "public sealed class ZplLabelBuilder(CarrierLabelOptions options)\n{\n    public string Build(Shipment s) => $\"^XA^FO50,50^BY2^BCN,100,Y,N,N^FD{s.TrackingNumber}^FS^XZ\";\n}\n"),
        sh("Get-Content -Raw src/Shipping.Labels/CarrierLabelOptions.cs",
           "public sealed class CarrierLabelOptions\n{\n    public string Carrier { get; init; } = \"\";\n    public int Dpi { get; init; } = 203;\n}\n"),
        write(r.p("src/Shipping.Labels/CarrierLabelOptions.cs"), "public sealed class CarrierLabelOptions { /* + ModuleWidth */ }"),
        edit(r.p("src/Shipping.Labels/ZplLabelBuilder.cs"), "^BY2", "^BY{options.ModuleWidth}"),
        write(r.p("tests/Shipping.Labels.Tests/ModuleWidthTests.cs"), "public class ModuleWidthTests { }"),
        sh("dotnet test tests/Shipping.Labels.Tests",
           "  Determining projects to restore...\n"
           "C:\\Users\\dev\\src\\shipping\\tests\\Shipping.Labels.Tests\\Shipping.Labels.Tests.csproj : error NU1301: Unable to load the service index for source https://api.nuget.org/v3/index.json.\n"
           "C:\\Users\\dev\\src\\shipping\\tests\\Shipping.Labels.Tests\\Shipping.Labels.Tests.csproj : error NU1301:   An attempt was made to access a socket in a way forbidden by its access permissions. (api.nuget.org:443)\n"
           "C:\\Users\\dev\\src\\shipping\\tests\\Shipping.Labels.Tests\\Shipping.Labels.Tests.csproj : error NU1301:   An attempt was made to access a socket in a way forbidden by its access permissions.\n"
           "  Failed to restore C:\\Users\\dev\\src\\shipping\\tests\\Shipping.Labels.Tests\\Shipping.Labels.Tests.csproj (in 212 ms).",
           code=1, ev="out"),
        think("**Network blocked?**\n\nThe socket error is WSAEACCES, i.e. the sandbox denies outbound connections for this process rather than a DNS or routing failure. Check with Invoke-WebRequest."),
        sh("Invoke-WebRequest https://api.nuget.org/v3/index.json -UseBasicParsing -TimeoutSec 10 | Select-Object StatusCode",
           "Invoke-WebRequest : An attempt was made to access a socket in a way forbidden by its access permissions. (api.nuget.org:443)\n"
           "At line:1 char:1\n+ Invoke-WebRequest https://api.nuget.org/v3/index.json -UseBasicParsi ...\n+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n"
           "    + CategoryInfo          : NotSpecified: (:) [Invoke-WebRequest], HttpRequestException\n"
           "    + FullyQualifiedErrorId : System.Net.Http.HttpRequestException,Microsoft.PowerShell.Commands.InvokeWebRequestCommand",
           code=1, ev="out"),
        sh("dotnet build --no-restore 2>&1 | Select-Object -Last 3",
           "C:\\Program Files\\dotnet\\sdk\\8.0.404\\Sdks\\Microsoft.NET.Sdk\\targets\\Microsoft.PackageDependencyResolution.targets(266,5): error NETSDK1004: Assets file 'C:\\Users\\dev\\src\\shipping\\tests\\Shipping.Labels.Tests\\obj\\project.assets.json' not found. Run a NuGet package restore to generate this file.\n    0 Warning(s)\n    1 Error(s)",
           code=1),
        say("I made the module width configurable and added tests, but I couldn't restore or run them: this sandbox "
            "blocks outbound network access (socket access forbidden by its access permissions), so NuGet is unreachable. "
            "Re-run with network access enabled for restore, or with a pre-populated package cache."),
        end("", ok=True),
    ],
    cwd="C:\\Users\\dev\\src\\shipping", result={"success": False, "exit_code": 1, "summary": "tests not run"}))

# P4 -- GitHub refuses the integration before the agent can act (osmia)
add(case(
    "payments-refund-webhook", "osmia", "permission_blocked", "infra_failure",
    "The agent's GitHub App token was refused from the start (\"Resource not accessible by integration\", push 403), "
    "so it could neither read the issue nor push a branch.",
    """
# PAY-1702: Handle `charge.refund.updated` webhook

See GitHub issue contoso/payments-api#482 for the payload sample. Add a handler in
`src/Payments.Webhooks/Handlers/` and open a PR against `main`.
""",
    [
        say("First I'll read the issue for the payload sample."),
        sh("gh issue view 482 --repo contoso/payments-api --json title,body",
           "GraphQL: Resource not accessible by integration (repository.issue)", code=1, ev="out"),
        sh("gh auth status",
           "github.com\n  \u2713 Logged in to github.com account osmia-agent[bot] (GH_TOKEN)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: ghs_************************************"),
        sh("gh api repos/contoso/payments-api --jq .permissions",
           "{\n  \"message\": \"Resource not accessible by integration\",\n  \"documentation_url\": \"https://docs.github.com/rest/repos/repos#get-a-repository\",\n  \"status\": \"403\"\n}\ngh: Resource not accessible by integration (HTTP 403)",
           code=1, ev="out"),
        say("The token authenticates but has no access to this repository. Let me check whether git can at least fetch/push."),
        sh("git fetch origin main && git push --dry-run origin HEAD:refs/heads/osmia/pay-1702",
           "remote: Permission to contoso/payments-api.git denied to osmia-agent[bot].\nfatal: unable to access 'https://github.com/contoso/payments-api.git/': The requested URL returned error: 403",
           code=128, ev="out"),
        sh("git log --oneline -3", "9c1e2f0 (HEAD -> main, origin/main) Bump Stripe.net to 45.13.0\n41aa7d3 Idempotency keys for payouts\n0b7f9e2 Webhook signature tolerance 5 min"),
        sh("ls src/Payments.Webhooks/Handlers", "ChargeSucceededHandler.cs\nChargeRefundedHandler.cs\nPayoutPaidHandler.cs\nIWebhookHandler.cs"),
        read("/workspace/payments-api/src/Payments.Webhooks/Handlers/ChargeRefundedHandler.cs",
             "public sealed class ChargeRefundedHandler(IRefundStore store) : IWebhookHandler\n{\n    public string EventType => \"charge.refunded\";\n"
             "    public Task HandleAsync(Event e, CancellationToken ct) => store.MarkRefunded(((Charge)e.Data.Object).Id, ct);\n}\n"),
        say("Without the issue body I don't have the payload sample, and I cannot push a branch or open the PR. Stopping here rather than guessing the payload shape."),
        note("[osmia-controller] engine reported blocked: GitHub App installation lacks contents:write and issues:read on contoso/payments-api"),
        end("blocked: GitHub App token has no access to contoso/payments-api (403 on issue read and push)", ok=False, ev="out"),
    ],
    os_="linux", cwd="/workspace/payments-api"))

# P5 -- PowerShell execution policy and registry refusal (transcript)
r = Repo("C:\\src\\deploytools")
add(case(
    "deploytools-iis-binding", "claude-transcript", "permission_blocked", "",
    "The repo's build script could not run: script execution is disabled and changing the policy was refused "
    "(HKLM registry access denied; CurrentUser setting overridden by Group Policy AllSigned).",
    """
# OPS-77: `Set-SiteBinding` duplicates HTTPS bindings

`Set-SiteBinding` in `src/DeployTools/Public/Set-SiteBinding.ps1` adds a new `https` binding each run instead of
updating the existing one with the same host header. Fix it and run the Pester suite via `./build.ps1 -Task Test`.
""",
    [
        say("Let me look at the function and the tests."),
        read(r.p("src/DeployTools/Public/Set-SiteBinding.ps1"),
             "function Set-SiteBinding {\n    [CmdletBinding(SupportsShouldProcess)]\n    param([string]$Site, [string]$HostHeader, [string]$Thumbprint)\n\n"
             "    New-WebBinding -Name $Site -Protocol https -Port 443 -HostHeader $HostHeader -SslFlags 1\n"
             "    (Get-WebBinding -Name $Site -Protocol https -HostHeader $HostHeader).AddSslCertificate($Thumbprint, 'My')\n}\n"),
        edit(r.p("src/DeployTools/Public/Set-SiteBinding.ps1"),
             "    New-WebBinding -Name $Site -Protocol https -Port 443 -HostHeader $HostHeader -SslFlags 1",
             "    $existing = Get-WebBinding -Name $Site -Protocol https -HostHeader $HostHeader\n"
             "    if (-not $existing) {\n        New-WebBinding -Name $Site -Protocol https -Port 443 -HostHeader $HostHeader -SslFlags 1\n    }"),
        sh("powershell -NoProfile -File ./build.ps1 -Task Test",
           ps_error("File C:\\src\\deploytools\\build.ps1 cannot be loaded because running scripts is disabled on this system. For more information, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.",
                    "line:1 char:1", "./build.ps1 -Task Test", "SecurityError: (:) [], ParentContainsErrorRecordException",
                    "UnauthorizedAccess"), code=1, ev="out"),
        sh("powershell -NoProfile -Command \"Get-ExecutionPolicy -List\"",
           "\n        Scope ExecutionPolicy\n        ----- ---------------\nMachinePolicy       AllSigned\n   UserPolicy       Undefined\n      Process       Undefined\n  CurrentUser       Undefined\n LocalMachine       Restricted\n",
           ev="out"),
        sh("powershell -NoProfile -Command \"Set-ExecutionPolicy RemoteSigned -Scope LocalMachine -Force\"",
           ps_error("Access to the registry key 'HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\PowerShell\\1\\ShellIds\\Microsoft.PowerShell' is denied. To change the execution policy for the default (LocalMachine) scope, start Windows PowerShell with the \"Run as administrator\" option. To change the execution policy for the current user, run \"Set-ExecutionPolicy -Scope CurrentUser\".",
                    "line:1 char:1", "Set-ExecutionPolicy RemoteSigned -Scope LocalMachine -Force",
                    "PermissionDenied: (:) [Set-ExecutionPolicy], UnauthorizedAccessException",
                    "System.UnauthorizedAccessException,Microsoft.PowerShell.Commands.SetExecutionPolicyCommand", cmd="Set-ExecutionPolicy"),
           code=1, ev="out"),
        sh("powershell -NoProfile -Command \"Set-ExecutionPolicy RemoteSigned -Scope CurrentUser -Force\"",
           ps_error("Windows PowerShell updated your execution policy successfully, but the setting is overridden by a policy defined at a more specific scope.  Due to the override, your shell will retain its current effective execution policy of AllSigned. Type \"Get-ExecutionPolicy -List\" to view your execution policy settings. For more information please see \"Get-Help Set-ExecutionPolicy\".",
                    "line:1 char:1", "Set-ExecutionPolicy RemoteSigned -Scope CurrentUser -Force",
                    "PermissionDenied: (:) [Set-ExecutionPolicy], SecurityException",
                    "ExecutionPolicyOverride,Microsoft.PowerShell.Commands.SetExecutionPolicyCommand", cmd="Set-ExecutionPolicy"),
           code=1, ev="out"),
        say("Machine Group Policy enforces AllSigned, and the build script and module are unsigned. Trying Pester directly on the test file."),
        sh("powershell -NoProfile -Command \"Invoke-Pester ./tests/Set-SiteBinding.Tests.ps1\"",
           ps_error("File C:\\src\\deploytools\\tests\\Set-SiteBinding.Tests.ps1 cannot be loaded. The file C:\\src\\deploytools\\tests\\Set-SiteBinding.Tests.ps1 is not digitally signed. You cannot run this script on the current system. For more information about running scripts and setting execution policy, see about_Execution_Policies at https:/go.microsoft.com/fwlink/?LinkID=135170.",
                    "line:1 char:1", "Invoke-Pester ./tests/Set-SiteBinding.Tests.ps1", "SecurityError: (:) [], PSSecurityException",
                    "UnauthorizedAccess"), code=1, ev="out"),
        end("The fix is in `Set-SiteBinding.ps1` (reuse the existing https binding), but I could not run the tests: this "
            "machine's Group Policy enforces `AllSigned`, changing the LocalMachine policy needs admin, and the scripts "
            "are unsigned. The tests need a signed build or a runner without that policy."),
    ],
    cwd="C:\\src\\deploytools"))

# P6 -- Postgres role lacks CREATE on schema public (claude)
r = Repo("/workspace/catalog", "linux")
add(case(
    "catalog-tags-table", "claude", "permission_blocked", "infra_failure",
    "Applying the EF Core migration failed because the agent's database role has no CREATE privilege on schema "
    "public (Postgres 42501 permission denied); the database itself was up and reachable.",
    """
# CAT-51: Product tags

Add a many-to-many `ProductTag` relation (`tags` table + join table) in `src/Catalog.Data`, an EF Core migration
`AddProductTags`, apply it to the dev database (`ConnectionStrings__Catalog` is set in the environment), and
make `tests/Catalog.IntegrationTests` pass.
""",
    [
        say("I'll add the entities and the migration."),
        write(r.p("src/Catalog.Data/Entities/Tag.cs"), "public class Tag { public int Id { get; set; } public string Name { get; set; } = \"\"; public List<Product> Products { get; } = []; }"),
        edit(r.p("src/Catalog.Data/Entities/Product.cs"), "    public decimal Price { get; set; }", "    public decimal Price { get; set; }\n    public List<Tag> Tags { get; } = [];"),
        sh("dotnet tool restore && dotnet ef migrations add AddProductTags -p src/Catalog.Data -s src/Catalog.Api 2>&1 | tail -3",
           "Tool 'dotnet-ef' (version '8.0.10') was restored. Available commands: dotnet-ef\n\nRestore was successful.\nBuild started...\nBuild succeeded.\nDone. To undo this action, use 'ef migrations remove'"),
        sh("dotnet ef database update -p src/Catalog.Data -s src/Catalog.Api 2>&1 | tail -14",
           "Build started...\nBuild succeeded.\nApplying migration '20261119081455_AddProductTags'.\n"
           "Failed executing DbCommand (4ms) [Parameters=[], CommandType='Text', CommandTimeout='30']\n"
           "CREATE TABLE tags (\n    id integer GENERATED BY DEFAULT AS IDENTITY,\n    name text NOT NULL,\n    CONSTRAINT pk_tags PRIMARY KEY (id)\n);\n"
           "Npgsql.PostgresException (0x80004005): 42501: permission denied for schema public\n\nPOSITION: 14\n"
           "   at Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)\n"
           "  Exception data:\n    Severity: ERROR\n    SqlState: 42501\n    MessageText: permission denied for schema public\n    Position: 14\n    File: namespace.c\n    Routine: aclcheck_error",
           code=1, ev="out"),
        sh("psql \"$PSQL_URL\" -c \"select current_user, has_schema_privilege('public','CREATE') as can_create;\"",
           " current_user | can_create \n--------------+------------\n catalog_app  | f\n(1 row)\n", ev="out"),
        say("The app role `catalog_app` can connect but cannot create objects in `public` (PostgreSQL 15+ no longer grants that by default). Checking whether I can grant it."),
        sh("psql \"$PSQL_URL\" -c \"GRANT CREATE ON SCHEMA public TO catalog_app;\"",
           "WARNING:  no privileges were granted for \"public\"\nGRANT", ev="out"),
        sh("psql \"$PSQL_URL\" -c \"select nspowner::regrole from pg_namespace where nspname='public';\"",
           " nspowner \n----------\n pg_database_owner\n(1 row)\n"),
        sh("dotnet test tests/Catalog.IntegrationTests 2>&1 | tail -3",
           "   Npgsql.PostgresException : 42P01: relation \"tags\" does not exist\n\nFailed!  - Failed:     4, Passed:    19, Skipped:     0, Total:    23, Duration: 3 s - Catalog.IntegrationTests.dll (net8.0)",
           code=1),
        end("Entities and the `AddProductTags` migration are done, but the migration can't be applied: the `catalog_app` "
            "role has no CREATE privilege on schema `public` (42501) and can't grant it to itself. A DBA needs to run "
            "`GRANT CREATE ON SCHEMA public TO catalog_app` (or apply the migration as the owner)."),
    ],
    os_="linux", cwd="/workspace/catalog", result={"success": False, "exit_code": 1, "summary": "integration tests failing"}))

# P7 -- workspace owned by root; obj\ cannot be created (codex)
r = Repo("/workspace/inventory", "linux")
add(case(
    "inventory-reorder-point", "codex", "permission_blocked", "",
    "The checkout was owned by root with mode 755 while the agent ran as uid 1000, so MSBuild could not create obj/ "
    "(Access to the path is denied / Permission denied).",
    """
# INV-77: Reorder point uses average instead of max daily demand

`ReorderPolicy.ReorderPoint` should be `maxDailyDemand * leadTimeDays + safetyStock`; it uses the average.
Fix `src/Inventory.Core/ReorderPolicy.cs` and update tests.
""",
    [
        say("I’ll look at the policy and tests."),
        sh("git status --short; ls src tests", "src:\nInventory.Api\nInventory.Core\n\ntests:\nInventory.Core.Tests"),
        sh("sed -n '1,60p' tests/Inventory.Core.Tests/ReorderPolicyTests.cs",
           "public class ReorderPolicyTests\n{\n    [Fact]\n    public void Uses_peak_daily_demand()\n        => Assert.Equal(55, ReorderPolicy.ReorderPoint([3, 9, 4], leadTimeDays: 5, safetyStock: 10));\n}\n"),
        sh("sed -n '1,40p' src/Inventory.Core/ReorderPolicy.cs",
           "public static class ReorderPolicy\n{\n    public static int ReorderPoint(IReadOnlyList<int> dailyDemand, int leadTimeDays, int safetyStock)\n"
           "        => (int)Math.Ceiling(dailyDemand.Average() * leadTimeDays) + safetyStock;\n}\n"),
        edit(r.p("src/Inventory.Core/ReorderPolicy.cs"), "dailyDemand.Average() * leadTimeDays", "dailyDemand.Max() * leadTimeDays"),
        sh("dotnet test tests/Inventory.Core.Tests 2>&1 | tail -6",
           "  Determining projects to restore...\n"
           "/usr/share/dotnet/sdk/8.0.404/NuGet.targets(169,5): error : Access to the path '/workspace/inventory/src/Inventory.Core/obj' is denied. [/workspace/inventory/tests/Inventory.Core.Tests/Inventory.Core.Tests.csproj]\n"
           "/usr/share/dotnet/sdk/8.0.404/NuGet.targets(169,5): error :   Permission denied [/workspace/inventory/tests/Inventory.Core.Tests/Inventory.Core.Tests.csproj]",
           code=1, ev="out"),
        sh("id; ls -ld /workspace/inventory /workspace/inventory/src/Inventory.Core; ls -l src/Inventory.Core/ReorderPolicy.cs; touch /workspace/inventory/src/Inventory.Core/.probe",
           "uid=1000(agent) gid=1000(agent) groups=1000(agent)\n"
           "drwxr-xr-x 6 root root 4096 Nov 19 08:02 /workspace/inventory\ndrwxr-xr-x 3 root root 4096 Nov 19 08:02 /workspace/inventory/src/Inventory.Core\n"
           "-rw-rw-rw- 1 root root 214 Nov 19 08:31 src/Inventory.Core/ReorderPolicy.cs\n"
           "touch: cannot touch '/workspace/inventory/src/Inventory.Core/.probe': Permission denied", code=1, ev="out"),
        sh("git -C /workspace/inventory diff --stat", "warning: unable to access '/workspace/inventory/.git/index.lock': Permission denied\n src/Inventory.Core/ReorderPolicy.cs | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
        sh("sudo -n true", "sudo: a password is required", code=1, ev="out"),
        think("**Can't write build outputs**\n\nThe existing source files are mode 666, so editing them works, but every directory is root-owned 755, so nothing new (obj/, bin/) can be created. Could redirect BaseIntermediateOutputPath to /tmp."),
        sh("dotnet test tests/Inventory.Core.Tests -p:BaseIntermediateOutputPath=/tmp/obj/ -p:BaseOutputPath=/tmp/bin/ 2>&1 | tail -3",
           "/usr/share/dotnet/sdk/8.0.404/NuGet.targets(169,5): error : Access to the path '/workspace/inventory/tests/Inventory.Core.Tests/obj' is denied. [/workspace/inventory/tests/Inventory.Core.Tests/Inventory.Core.Tests.csproj]\n"
           "/usr/share/dotnet/sdk/8.0.404/NuGet.targets(169,5): error :   Permission denied [/workspace/inventory/tests/Inventory.Core.Tests/Inventory.Core.Tests.csproj]",
           code=1, ev="out"),
        say("The fix is one line (`Max()` instead of `Average()`), but I cannot build or test: the checkout is owned by root "
            "(755) and I run as uid 1000 without sudo, so restore cannot create `obj/`. The workspace needs to be chowned to the agent user."),
        end("", ok=True),
    ],
    os_="linux", cwd="/workspace/inventory", result={"success": False, "exit_code": 1, "summary": "tests not run"}))

# P8 -- Install-Module needs admin; the later missing module is a consequence (transcript)
r = Repo("C:\\src\\adtools")
add(case(
    "adtools-stale-accounts", "claude-transcript", "permission_blocked", "dependency_missing",
    "Install-Module for Pester/PSScriptAnalyzer was refused (Administrator rights are required for the AllUsers "
    "scope); the later 'module not found' and 'not recognized' errors follow from that refusal.",
    """
# ADT-33: `Get-StaleAccount` counts disabled accounts

`Get-StaleAccount` in `src/AdTools/Public/Get-StaleAccount.ps1` should skip disabled accounts. Fix it, and
make sure `Invoke-Pester ./tests` and `Invoke-ScriptAnalyzer -Path ./src -Recurse` are clean.
""",
    [
        say("Reading the function."),
        read(r.p("src/AdTools/Public/Get-StaleAccount.ps1"),
             "function Get-StaleAccount {\n    [CmdletBinding()]\n    param([int]$Days = 90, [Parameter(Mandatory)][object[]]$Accounts)\n\n"
             "    $cutoff = (Get-Date).AddDays(-$Days)\n    $Accounts | Where-Object { $_.LastLogonDate -lt $cutoff }\n}\n"),
        edit(r.p("src/AdTools/Public/Get-StaleAccount.ps1"), "    $Accounts | Where-Object { $_.LastLogonDate -lt $cutoff }",
             "    $Accounts | Where-Object { $_.Enabled -and $_.LastLogonDate -lt $cutoff }"),
        sh("powershell -NoProfile -Command \"Get-Module Pester,PSScriptAnalyzer -ListAvailable | Select-Object Name,Version\"",
           "\nName   Version\n----   -------\nPester 3.4.0\n"),
        say("Only the inbox Pester 3.4 is present; the tests use Pester 5 syntax. Installing Pester 5 and PSScriptAnalyzer."),
        sh("powershell -NoProfile -Command \"Install-Module Pester -MinimumVersion 5.5.0 -Force -SkipPublisherCheck; Install-Module PSScriptAnalyzer -Force\"",
           "PackageManagement\\Install-Package : Administrator rights are required to install modules in 'C:\\Program Files\\WindowsPowerShell\\Modules'. Log on to the computer with an account that has Administrator rights, and then try again, or install 'C:\\Users\\agent\\Documents\\WindowsPowerShell\\Modules' by adding \"-Scope CurrentUser\" to your command. You can also try running the Windows PowerShell session with elevated rights (Run as Administrator).\n"
           "At C:\\Program Files\\WindowsPowerShell\\Modules\\PowerShellGet\\1.0.0.1\\PSModule.psm1:1809 char:21\n"
           "+ ...          $null = PackageManagement\\Install-Package @PSBoundParameters\n+                       ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n"
           "    + CategoryInfo          : InvalidArgument: (:) [Install-Package], Exception\n"
           "    + FullyQualifiedErrorId : InstallModuleNeedsCurrentUserScopeParameterForNonAdminUser,Install-Package",
           code=1, ev="out"),
        sh("powershell -NoProfile -Command \"Install-Module Pester -MinimumVersion 5.5.0 -Scope CurrentUser -Force -SkipPublisherCheck\"",
           "Install-Package : Access to the path 'C:\\Users\\agent\\Documents\\WindowsPowerShell\\Modules' is denied.\n"
           "At C:\\Program Files\\WindowsPowerShell\\Modules\\PowerShellGet\\1.0.0.1\\PSModule.psm1:1809 char:21\n"
           "    + CategoryInfo          : NotSpecified: (:) [Install-Package], UnauthorizedAccessException\n"
           "    + FullyQualifiedErrorId : System.UnauthorizedAccessException,Microsoft.PowerShell.PackageManagement.Cmdlets.InstallPackage",
           code=1, ev="out"),
        sh("icacls \"C:\\Users\\agent\\Documents\"",
           "C:\\Users\\agent\\Documents CONTOSO\\FolderRedirect-Deny:(OI)(CI)(DENY)(W,D)\n                         NT AUTHORITY\\SYSTEM:(OI)(CI)(F)\n                         CONTOSO\\agent:(OI)(CI)(RX)\nSuccessfully processed 1 files; Failed processing 0 files",
           ev="out"),
        sh("powershell -NoProfile -Command \"Import-Module PSScriptAnalyzer; Invoke-ScriptAnalyzer -Path ./src -Recurse\"",
           ps_error("The specified module 'PSScriptAnalyzer' was not loaded because no valid module file was found in any module directory.",
                    "line:1 char:1", "Import-Module PSScriptAnalyzer; Invoke-ScriptAnalyzer -Path ./src -Recurse",
                    "ResourceUnavailable: (PSScriptAnalyzer:String) [Import-Module], FileNotFoundException",
                    "Modules_ModuleNotFound,Microsoft.PowerShell.Commands.ImportModuleCommand", cmd="Import-Module"), code=1),
        sh("powershell -NoProfile -Command \"Invoke-Pester ./tests\"",
           "Describing Get-StaleAccount\n [-] Error occurred in Describe block 0ms\n   RuntimeException: The BeforeAll command may only be used inside a Describe block.\n"
           "Tests completed in 0ms\nPassed: 0 Failed: 1 Skipped: 0 Pending: 0 Inconclusive: 0", code=1),
        end("The fix (skip disabled accounts) is in, but I can't verify it: installing Pester 5 and PSScriptAnalyzer is "
            "refused (AllUsers needs admin, and my Documents folder is write-denied by the folder-redirection policy), so "
            "only Pester 3.4 runs and it can't parse the v5 tests."),
    ],
    cwd="C:\\src\\adtools"))

# P9 -- kubectl RBAC forbids reading pods/logs (osmia)
add(case(
    "orders-api-restarts", "osmia", "permission_blocked", "infra_failure",
    "The agent's service account was forbidden by RBAC from reading pods, logs and configmaps in the staging "
    "namespace, so it could not investigate the crash loop at all.",
    """
# SRE-219: orders-api crash-loops in staging after 2.14.0

`orders-api` pods restart every ~40s in the `staging` namespace since release 2.14.0. Find out why from the pod
logs and fix the config in `deploy/staging/orders-api/appsettings.Staging.json` (or the code, if it is a bug).
""",
    [
        say("Starting with the pod status and logs in staging."),
        sh("kubectl -n staging get pods -l app=orders-api",
           "Error from server (Forbidden): pods is forbidden: User \"system:serviceaccount:osmia:agent-runner\" cannot list resource \"pods\" in API group \"\" in the namespace \"staging\"",
           code=1, ev="out"),
        sh("kubectl -n staging logs deploy/orders-api --tail=100",
           "Error from server (Forbidden): deployments.apps \"orders-api\" is forbidden: User \"system:serviceaccount:osmia:agent-runner\" cannot get resource \"deployments\" in API group \"apps\" in the namespace \"staging\"",
           code=1, ev="out"),
        sh("kubectl auth can-i --list -n staging | head -8",
           "Resources                                       Non-Resource URLs   Resource Names   Verbs\n"
           "selfsubjectreviews.authentication.k8s.io        []                  []               [create]\n"
           "selfsubjectaccessreviews.authorization.k8s.io   []                  []               [create]\n"
           "selfsubjectrulesreviews.authorization.k8s.io    []                  []               [create]\n"
           "                                                [/api/*]            []               [get]\n", ev="out"),
        sh("kubectl -n staging get configmap orders-api-config -o yaml",
           "Error from server (Forbidden): configmaps \"orders-api-config\" is forbidden: User \"system:serviceaccount:osmia:agent-runner\" cannot get resource \"configmaps\" in API group \"\" in the namespace \"staging\"",
           code=1),
        say("No read access to anything in staging. Looking at what changed in the repo for 2.14.0 instead."),
        sh("git log --oneline v2.13.2..v2.14.0 -- deploy/staging src/Orders.Api | head",
           "5d2a9c1 Move outbox polling interval to config\n8e01b7f Bump Npgsql to 8.0.5\n2bb9a90 Health probe path /healthz -> /health/live"),
        sh("git show 2bb9a90 --stat", "commit 2bb9a90\n    Health probe path /healthz -> /health/live\n\n src/Orders.Api/Program.cs | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
        read("/workspace/orders/deploy/staging/orders-api/deployment.yaml",
             "livenessProbe:\n  httpGet:\n    path: /healthz\n    port: 8080\n  initialDelaySeconds: 10\n  periodSeconds: 10\n  failureThreshold: 3\n"),
        say("A plausible cause is the probe path change (2bb9a90 moved /healthz to /health/live but the staging manifest still probes /healthz), "
            "which would restart pods every ~40s. I can't confirm it from logs or events because the agent account is forbidden in `staging`, "
            "so I'm not changing the deployment on a guess."),
        end("blocked: service account osmia:agent-runner has no RBAC permissions in namespace staging", ok=False, ev="out"),
    ],
    os_="linux", cwd="/workspace/orders"))

# P10 -- private feed 401 (claude); later CS0246 is a consequence
r = Repo("C:\\src\\hr-portal")
add(case(
    "hrportal-payslip-pdf", "claude", "permission_blocked", "dependency_missing",
    "The private Azure Artifacts feed rejected the agent's credentials (401 Unauthorized), so Fabrikam.* packages "
    "could not be restored; the CS0246 errors for those types are a consequence.",
    """
# HR-310: Payslip PDF shows gross as net

`PayslipPdfComposer` in `src/HrPortal.Payslips/PayslipPdfComposer.cs` prints `GrossAmount` in the "Net pay" row.
Fix it and add a test in `tests/HrPortal.Payslips.Tests`.
""",
    [
        *warmup(r, "HrPortal.sln", [("src", "HrPortal.Payslips"), ("src", "HrPortal.Web"), ("tests", "HrPortal.Payslips.Tests")],
                "HrPortal.Payslips.Tests", baseline=False, intro="Starting with the solution layout."),
        sh("git log --oneline -5 -- src/HrPortal.Payslips", "a71c0de Payslip layout for 2026 tax year\n33e9f12 Add deductions breakdown\n0cc1b8a Initial payslip PDF"),
        *chatter(r, "HrPortal.Payslips", 15, "hrp"),
        say("Let me look at the composer."),
        read(r.p("src/HrPortal.Payslips/PayslipPdfComposer.cs"),
             "using Fabrikam.Documents.Pdf;\n\npublic sealed class PayslipPdfComposer(IPdfWriter pdf)\n{\n    public byte[] Compose(Payslip p)\n    {\n"
             "        pdf.Row(\"Gross pay\", p.GrossAmount);\n        pdf.Row(\"Deductions\", p.Deductions);\n        pdf.Row(\"Net pay\", p.GrossAmount);\n        return pdf.ToArray();\n    }\n}\n"),
        edit(r.p("src/HrPortal.Payslips/PayslipPdfComposer.cs"), "        pdf.Row(\"Net pay\", p.GrossAmount);", "        pdf.Row(\"Net pay\", p.NetAmount);"),
        write(r.p("tests/HrPortal.Payslips.Tests/NetPayRowTests.cs"), "public class NetPayRowTests { /* fake IPdfWriter records rows */ }"),
        sh("dotnet test tests/HrPortal.Payslips.Tests 2>&1 | tail -8",
           "  Determining projects to restore...\n"
           "C:\\src\\hr-portal\\src\\HrPortal.Payslips\\HrPortal.Payslips.csproj : error NU1301: Unable to load the service index for source https://pkgs.dev.azure.com/fabrikam/_packaging/fabrikam-internal/nuget/v3/index.json.\n"
           "C:\\src\\hr-portal\\src\\HrPortal.Payslips\\HrPortal.Payslips.csproj : error NU1301:   Response status code does not indicate success: 401 (Unauthorized).\n"
           "  Failed to restore C:\\src\\hr-portal\\src\\HrPortal.Payslips\\HrPortal.Payslips.csproj (in 1.02 sec).",
           code=1, ev="out"),
        sh("dotnet nuget list source", "Registered Sources:\n  1.  nuget.org [Enabled]\n      https://api.nuget.org/v3/index.json\n  2.  fabrikam-internal [Enabled]\n      https://pkgs.dev.azure.com/fabrikam/_packaging/fabrikam-internal/nuget/v3/index.json"),
        sh("echo \"PAT set: ${VSS_NUGET_EXTERNAL_FEED_ENDPOINTS:+yes}\"; ls \"$LOCALAPPDATA/NuGet/plugins\" 2>&1 | head -2",
           "PAT set: yes\nnetcore"),
        sh("dotnet restore --interactive false -v n 2>&1 | grep -iE '401|credential' | head -4",
           "         CredentialProvider.Microsoft: Using credentials from VSS_NUGET_EXTERNAL_FEED_ENDPOINTS for https://pkgs.dev.azure.com/fabrikam/_packaging/fabrikam-internal/nuget/v3/index.json\n"
           "  GET https://pkgs.dev.azure.com/fabrikam/_packaging/fabrikam-internal/nuget/v3/index.json 401 Unauthorized\n"
           "error NU1301:   Response status code does not indicate success: 401 (Unauthorized).", code=0, ev="out"),
        sh("dotnet build --no-restore 2>&1 | grep -m2 error",
           "C:\\src\\hr-portal\\src\\HrPortal.Payslips\\PayslipPdfComposer.cs(1,7): error CS0246: The type or namespace name 'Fabrikam' could not be found (are you missing a using directive or an assembly reference?)\n"
           "C:\\src\\hr-portal\\src\\HrPortal.Payslips\\PayslipPdfComposer.cs(3,42): error CS0246: The type or namespace name 'IPdfWriter' could not be found (are you missing a using directive or an assembly reference?)"),
        end("The one-line fix (Net pay row uses `NetAmount`) and a test are in, but nothing builds here: the "
            "fabrikam-internal feed returns 401 Unauthorized for the configured PAT, so `Fabrikam.Documents.Pdf` cannot be "
            "restored. The PAT probably expired or lacks Packaging (Read) scope."),
    ],
    cwd="C:\\src\\hr-portal", result={"success": False, "exit_code": 1, "summary": "restore failed"}))

# P11 -- npm EPERM on a Program Files cache; 'vite not recognized' afterwards (transcript)
r = Repo("C:\\src\\clinic")
add(case(
    "clinic-spa-appointments", "claude-transcript", "permission_blocked", "dependency_missing",
    "npm could not write its cache under C:\\Program Files\\nodejs (EPERM: operation not permitted), so the SPA "
    "dependencies were never installed; the later \"'vite' is not recognized\" is a consequence.",
    """
# CLN-64: Appointment list shows times in UTC

The React client in `src/Clinic.Web/ClientApp` renders appointment times in UTC. Format them in the clinic's time
zone from `/api/settings` (`timeZone`) in `ClientApp/src/appointments/AppointmentList.tsx`. `dotnet build` of
Clinic.Web runs `npm ci && npm run build` for the client; make sure it passes.
""",
    [
        say("Looking at the component."),
        read(r.p("src/Clinic.Web/ClientApp/src/appointments/AppointmentList.tsx"),
             "export function AppointmentList({ items }: Props) {\n  return (\n    <ul>\n      {items.map(a => (\n"
             "        <li key={a.id}>{new Date(a.startsAt).toISOString().slice(11, 16)} {a.patientName}</li>\n      ))}\n    </ul>\n  );\n}\n"),
        edit(r.p("src/Clinic.Web/ClientApp/src/appointments/AppointmentList.tsx"),
             "        <li key={a.id}>{new Date(a.startsAt).toISOString().slice(11, 16)} {a.patientName}</li>",
             "        <li key={a.id}>{formatTime(a.startsAt, timeZone)} {a.patientName}</li>"),
        write(r.p("src/Clinic.Web/ClientApp/src/appointments/formatTime.ts"),
              "export const formatTime = (iso: string, timeZone: string) =>\n  new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));\n"),
        sh("cd src/Clinic.Web/ClientApp && npm ci",
           "npm ERR! code EPERM\nnpm ERR! syscall mkdir\nnpm ERR! path C:\\Program Files\\nodejs\\node_cache\\_cacache\nnpm ERR! errno -4048\n"
           "npm ERR! Error: EPERM: operation not permitted, mkdir 'C:\\Program Files\\nodejs\\node_cache\\_cacache'\n"
           "npm ERR!  [Error: EPERM: operation not permitted, mkdir 'C:\\Program Files\\nodejs\\node_cache\\_cacache'] {\n"
           "npm ERR!   errno: -4048,\nnpm ERR!   code: 'EPERM',\nnpm ERR!   syscall: 'mkdir',\nnpm ERR!   path: 'C:\\\\Program Files\\\\nodejs\\\\node_cache\\\\_cacache'\nnpm ERR! }\n"
           "npm ERR!\nnpm ERR! The operation was rejected by your operating system.\nnpm ERR! It's possible that the file was already in use (by a text editor or antivirus),\n"
           "npm ERR! or that you lack permissions to access it.\nnpm ERR!\nnpm ERR! If you believe this might be a permissions issue, please double-check the\n"
           "npm ERR! permissions of the file and its containing directories, or try running\nnpm ERR! the command again as root/Administrator.",
           code=1, ev="out"),
        sh("npm config get cache --location=global; npm config get cache",
           "C:\\Program Files\\nodejs\\node_cache\nC:\\Program Files\\nodejs\\node_cache", ev="out"),
        sh("icacls \"C:\\Program Files\\nodejs\" | head -4",
           "C:\\Program Files\\nodejs NT SERVICE\\TrustedInstaller:(I)(F)\n                        BUILTIN\\Administrators:(I)(OI)(CI)(F)\n                        BUILTIN\\Users:(I)(OI)(CI)(RX)\n                        NT AUTHORITY\\SYSTEM:(I)(OI)(CI)(F)"),
        say("The machine-wide npmrc points the cache into Program Files, which Users can only read. Overriding the cache for this run."),
        sh("cd src/Clinic.Web/ClientApp && npm ci --cache \"$LOCALAPPDATA/npm-cache\"",
           "npm ERR! code EPERM\nnpm ERR! syscall open\nnpm ERR! path C:\\Program Files\\nodejs\\etc\\npmrc\n"
           "npm ERR! Error: EPERM: operation not permitted, open 'C:\\Program Files\\nodejs\\etc\\npmrc'", code=1, ev="out"),
        sh("dotnet build src/Clinic.Web 2>&1 | tail -4",
           "  > clinic-web@0.9.0 build\n  > tsc -b && vite build\n\n  'vite' is not recognized as an internal or external command,\n"
           "C:\\src\\clinic\\src\\Clinic.Web\\Clinic.Web.csproj(58,5): error MSB3073: The command \"npm run build\" exited with code 1.",
           code=1),
        end("The time-zone formatting change is written, but the client can't be built: npm's machine-level config puts its "
            "cache in C:\\Program Files\\nodejs, where this account has only read access (EPERM), so `npm ci` never "
            "installs vite. The build box's npm global config needs fixing or an admin-installed cache path."),
    ],
    cwd="C:\\src\\clinic"))
