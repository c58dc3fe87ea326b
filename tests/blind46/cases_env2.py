"""dependency_missing: packages, SDKs, workloads, native pieces that are not present or not resolvable."""
from gen_lib import say, think, sh, read, edit, write, grep, todo, note, apierr, end
from dn import chatter, warmup, Repo, build_ok, build_fail, test_ok, test_fail, xunit_fail, pester, git_status, ps_error, csproj, TEST_PKGS
from make_blind import case

CASES = []
add = CASES.append

# D1 -- package id only exists on an internal feed that is not configured (claude)
r = Repo("C:\\src\\checkout")
add(case(
    "checkout-telemetry-spans", "claude", "dependency_missing", "infra_failure",
    "The package the ticket asks for (Contoso.Telemetry.Abstractions) does not exist on the only configured source "
    "(NU1101 on nuget.org); restore works otherwise, so the dependency is simply not resolvable here.",
    """
# CHK-402: Emit checkout spans through the shared telemetry abstractions

Replace the ad-hoc `Activity` creation in `src/Checkout.Api/Telemetry/CheckoutTracing.cs` with
`Contoso.Telemetry.Abstractions` (`ITracer`, version 3.2.0, the platform team's package) so spans get the
standard tenant tags. Register it in `Program.cs`. Tests must pass.
""",
    [
        *warmup(r, "Checkout.sln", [("src", "Checkout.Api"), ("src", "Checkout.Domain"), ("tests", "Checkout.Api.Tests")],
                "Checkout.Api.Tests", passed=64, intro="I'll look at the current tracing code and the solution first."),
        read(r.p("src/Checkout.Api/Telemetry/CheckoutTracing.cs"),
             "using System.Diagnostics;\n\nnamespace Checkout.Api.Telemetry;\n\npublic static class CheckoutTracing\n{\n"
             "    private static readonly ActivitySource Source = new(\"Checkout.Api\");\n\n"
             "    public static Activity? StartPlaceOrder(string tenant) =>\n        Source.StartActivity(\"checkout.place_order\")?.SetTag(\"tenant\", tenant);\n}\n"),
        sh("dotnet add src/Checkout.Api package Contoso.Telemetry.Abstractions --version 3.2.0",
           "  Determining projects to restore...\n"
           "  Writing C:\\Users\\dev\\AppData\\Local\\Temp\\tmpB1F2.tmp\ninfo : X.509 certificate chain validation will use the default trust store selected by .NET for code signing.\n"
           "info : Adding PackageReference for package 'Contoso.Telemetry.Abstractions' into project 'C:\\src\\checkout\\src\\Checkout.Api\\Checkout.Api.csproj'.\n"
           "info : Restoring packages for C:\\src\\checkout\\src\\Checkout.Api\\Checkout.Api.csproj...\n"
           "info :   GET https://api.nuget.org/v3-flatcontainer/contoso.telemetry.abstractions/index.json\n"
           "info :   NotFound https://api.nuget.org/v3-flatcontainer/contoso.telemetry.abstractions/index.json 212ms\n"
           "error: NU1101: Unable to find package Contoso.Telemetry.Abstractions. No packages exist with this id in source(s): nuget.org\n"
           "error: Package 'Contoso.Telemetry.Abstractions' is incompatible with 'all' frameworks in project 'C:\\src\\checkout\\src\\Checkout.Api\\Checkout.Api.csproj'.",
           code=1, ev="out"),
        sh("dotnet nuget list source; cat nuget.config",
           "Registered Sources:\n  1.  nuget.org [Enabled]\n      https://api.nuget.org/v3/index.json\ncat: nuget.config: No such file or directory", ev="out"),
        grep("Contoso\\.Telemetry", "No matches found", path="C:\\src"),
        sh("ls ~/.nuget/packages | grep -i contoso", "", code=1),
        think("The package isn't on nuget.org and no internal source is configured anywhere (no nuget.config in the repo or user profile, no cached copy). I shouldn't invent a feed URL."),
        sh("git log --all --oneline -S \"pkgs.dev.azure.com\" | head -3", ""),
        end("I couldn't do this: `Contoso.Telemetry.Abstractions` 3.2.0 is not resolvable here. NU1101 - no package with "
            "that id on nuget.org, which is the only configured source, and there is no internal feed in any nuget.config "
            "or local cache. Please add the platform team's feed (and credentials) to the environment."),
    ],
    cwd="C:\\src\\checkout"))

# D2 -- global.json pins an SDK the machine lacks (transcript)
r = Repo("C:\\src\\geo")
add(case(
    "geo-polygon-area", "claude-transcript", "dependency_missing", "",
    "global.json pins SDK 8.0.404 (rollForward disabled, pin required by the ticket) and only SDK 9.0.100 is installed, "
    "so every dotnet command fails with 'A compatible .NET SDK was not found'; winget/choco are unavailable.",
    """
# GEO-19: Polygon area is negative for clockwise rings

`Polygon.Area` in `src/Geo.Core/Polygon.cs` returns a negative value when the ring is clockwise. Return the
absolute value and add tests. Note: the SDK pin in `global.json` is deliberate (reproducible builds); do not change it.
""",
    [
        say("Let me look at the polygon code."),
        read(r.p("src/Geo.Core/Polygon.cs"),
             "public sealed record Polygon(IReadOnlyList<Point> Ring)\n{\n    public double Area\n    {\n        get\n        {\n            double s = 0;\n"
             "            for (int i = 0, j = Ring.Count - 1; i < Ring.Count; j = i++)\n                s += (Ring[j].X + Ring[i].X) * (Ring[j].Y - Ring[i].Y);\n"
             "            return s / 2;\n        }\n    }\n}\n"),
        edit(r.p("src/Geo.Core/Polygon.cs"), "            return s / 2;", "            return Math.Abs(s / 2);"),
        write(r.p("tests/Geo.Core.Tests/PolygonAreaTests.cs"), "public class PolygonAreaTests { /* cw and ccw unit square */ }"),
        sh("dotnet test tests/Geo.Core.Tests",
           "The command could not be loaded, possibly because:\n  * You intended to execute a .NET application:\n      The application 'test' does not exist or is not a managed .dll or .exe.\n"
           "  * You intended to execute a .NET SDK command:\n      A compatible .NET SDK was not found.\n\nRequested SDK version: 8.0.404\nglobal.json file: C:\\src\\geo\\global.json\n\n"
           "Installed SDKs:\n9.0.100 [C:\\Program Files\\dotnet\\sdk]\n\nInstall the [8.0.404] .NET SDK or update [C:\\src\\geo\\global.json] to match an installed SDK.\n\n"
           "Learn about SDK resolution:\nhttps://aka.ms/dotnet/sdk-not-found", code=1, ev="out"),
        read(r.p("global.json"), "{\n  \"sdk\": {\n    \"version\": \"8.0.404\",\n    \"rollForward\": \"disable\"\n  }\n}\n", ev="out"),
        sh("dotnet --list-sdks", "9.0.100 [C:\\Program Files\\dotnet\\sdk]"),
        say("Only SDK 9.0.100 is installed and the ticket says not to touch the pin. Let me see if I can install 8.0.404."),
        sh("winget install --id Microsoft.DotNet.SDK.8 --version 8.0.404 --silent",
           "winget : The term 'winget' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the spelling of the name, or if a path was included, verify that the path is correct and try again.",
           code=1),
        sh("choco --version; scoop --version",
           "choco : The term 'choco' is not recognized as the name of a cmdlet, function, script file, or operable program.\n"
           "scoop : The term 'scoop' is not recognized as the name of a cmdlet, function, script file, or operable program.", code=1),
        sh("powershell -NoProfile -Command \"Test-Path $env:LOCALAPPDATA\\Microsoft\\dotnet\\sdk\\8.0.404\"", "False"),
        end("The fix (`Math.Abs`) and tests are written but unverified: `global.json` pins SDK 8.0.404 with rollForward "
            "disabled, only 9.0.100 is installed, and this box has no winget/choco/scoop to install it. Per the ticket I "
            "left the pin alone; the runner image needs the 8.0.404 SDK."),
    ],
    cwd="C:\\src\\geo"))

# D3 -- NETSDK1045: project targets net9.0, container has SDK 8 (codex)
r = Repo("/workspace/metrics", "linux")
add(case(
    "metrics-histogram-buckets", "codex", "dependency_missing", "",
    "The projects target net9.0 but the container only has the .NET 8 SDK (NETSDK1045), so nothing can build; the "
    "toolchain version is missing.",
    """
# MET-45: Histogram buckets off by one at boundaries

`ExponentialBuckets.IndexOf(double)` puts values exactly on a boundary into the next bucket. Boundaries are
inclusive upper bounds. Fix `src/Metrics.Core/ExponentialBuckets.cs` and add tests.
""",
    [
        say("I’ll read the bucket code and the test project."),
        sh("git log --oneline -3 && cat global.json 2>/dev/null || echo 'no global.json'", "c0d4a11 Retarget to .NET 9\n6b2e9f0 Add summary quantiles\n19d7a3c Initial metrics core\nno global.json"),
        sh("sed -n '1,40p' tests/Metrics.Core.Tests/ExponentialBucketsTests.cs", "public class ExponentialBucketsTests\n{\n    [Fact]\n    public void Small_values_go_to_first_bucket() => Assert.Equal(0, new ExponentialBuckets(1, 2, 10).IndexOf(0.5));\n}\n"),
        sh("sed -n '1,60p' src/Metrics.Core/ExponentialBuckets.cs",
           "public sealed class ExponentialBuckets(double start, double factor, int count)\n{\n    public int IndexOf(double v)\n    {\n"
           "        var i = (int)Math.Floor(Math.Log(v / start, factor)) + 1;\n        return Math.Clamp(i, 0, count);\n    }\n}\n"),
        sh("grep -h TargetFramework src/*/*.csproj tests/*/*.csproj", "    <TargetFramework>net9.0</TargetFramework>\n    <TargetFramework>net9.0</TargetFramework>\n    <TargetFramework>net9.0</TargetFramework>"),
        edit(r.p("src/Metrics.Core/ExponentialBuckets.cs"), "(int)Math.Floor(Math.Log(v / start, factor)) + 1", "(int)Math.Ceiling(Math.Log(v / start, factor) - 1e-12)"),
        write(r.p("tests/Metrics.Core.Tests/ExponentialBucketsBoundaryTests.cs"), "public class ExponentialBucketsBoundaryTests { }"),
        sh("dotnet test tests/Metrics.Core.Tests 2>&1 | tail -5",
           "/usr/share/dotnet/sdk/8.0.404/Sdks/Microsoft.NET.Sdk/targets/Microsoft.NET.TargetFrameworkInference.targets(166,5): error NETSDK1045: The current .NET SDK does not support targeting .NET 9.0.  Either target .NET 8.0 or lower, or use a version of the .NET SDK that supports .NET 9.0. Download the .NET SDK from https://aka.ms/dotnet/download [/workspace/metrics/src/Metrics.Core/Metrics.Core.csproj]\n"
           "/usr/share/dotnet/sdk/8.0.404/Sdks/Microsoft.NET.Sdk/targets/Microsoft.NET.TargetFrameworkInference.targets(166,5): error NETSDK1045: The current .NET SDK does not support targeting .NET 9.0.  Either target .NET 8.0 or lower, or use a version of the .NET SDK that supports .NET 9.0. Download the .NET SDK from https://aka.ms/dotnet/download [/workspace/metrics/tests/Metrics.Core.Tests/Metrics.Core.Tests.csproj]",
           code=1, ev="out"),
        sh("dotnet --list-sdks; ls /usr/share/dotnet/sdk", "8.0.404 [/usr/share/dotnet/sdk]\n8.0.404", ev="out"),
        think("**Retargeting is out of scope**\n\nChanging TargetFramework to net8.0 would change the product's target; not acceptable for a bug fix. Can I install the 9 SDK locally with dotnet-install.sh? No network is mentioned; try."),
        sh("curl -sSL https://dot.net/v1/dotnet-install.sh -o /tmp/di.sh && bash /tmp/di.sh --channel 9.0 --install-dir ~/.dotnet 2>&1 | tail -3",
           "dotnet-install: Attempting to download using primary link https://builds.dotnet.microsoft.com/dotnet/Sdk/9.0.101/dotnet-sdk-9.0.101-linux-x64.tar.gz\n"
           "dotnet-install: The resource at primary link 'https://builds.dotnet.microsoft.com/dotnet/Sdk/9.0.101/dotnet-sdk-9.0.101-linux-x64.tar.gz' is not available.\n"
           "dotnet_install: Error: Could not find `.NET Core SDK` with version = 9.0.101", code=1),
        say("The boundary fix and tests are in place, but this image only has the .NET 8.0.404 SDK while every project "
            "targets net9.0 (NETSDK1045). I didn't retarget the projects; the runner image needs a .NET 9 SDK."),
        end("", ok=True),
    ],
    os_="linux", cwd="/workspace/metrics", result={"success": False, "exit_code": 1, "summary": "build failed: NETSDK1045"}))

# D4 -- required package version not on the mirror (osmia) -- long, noisy
r = Repo("/workspace/partners", "linux")
add(case(
    "partners-hedging-client", "osmia", "dependency_missing", "unknown",
    "The ticket needs Microsoft.Extensions.Http.Resilience 9.x, but the only configured source (the internal mirror) "
    "tops out at 8.10.0 (NU1102), so the required API is not resolvable.",
    """
# PRT-221: Use standard hedging for the partner inventory client

Partner inventory calls have a long tail. Switch `PartnerInventoryClient` registration in
`src/Partners.Api/Program.cs` to `AddStandardHedgingHandler` from `Microsoft.Extensions.Http.Resilience` **9.0.0 or
later** (we need `HedgingStrategyOptions.ActionGenerator` overrides added in 9.0). Add a unit test for the options.
""",
    [
        *warmup(r, "Partners.sln", [("src", "Partners.Api"), ("src", "Partners.Clients"), ("tests", "Partners.Api.Tests")],
                "Partners.Api.Tests", passed=51, intro="Let me start by looking around the solution."),
        read(r.p("src/Partners.Api/Program.cs"),
             "var builder = WebApplication.CreateBuilder(args);\n\nbuilder.Services.AddHttpClient<PartnerInventoryClient>(c =>\n{\n"
             "    c.BaseAddress = new Uri(builder.Configuration[\"Partners:InventoryUrl\"]!);\n    c.Timeout = TimeSpan.FromSeconds(10);\n});\n\n"
             "builder.Services.AddControllers();\nvar app = builder.Build();\napp.MapControllers();\napp.Run();\n"),
        *chatter(r, "Partners.Api", 14, "prt", test_proj="Partners.Api.Tests"),
        read(r.p("src/Partners.Clients/PartnerInventoryClient.cs"),
             "public sealed class PartnerInventoryClient(HttpClient http)\n{\n    public async Task<StockLevel?> GetAsync(string sku, CancellationToken ct)\n"
             "        => await http.GetFromJsonAsync<StockLevel>($\"stock/{Uri.EscapeDataString(sku)}\", ct);\n}\n"),
        sh("cat nuget.config", "<configuration>\n  <packageSources>\n    <clear />\n    <add key=\"mirror\" value=\"https://nexus.internal.contoso.net/repository/nuget-group/index.json\" />\n  </packageSources>\n</configuration>"),
        sh("dotnet add src/Partners.Api package Microsoft.Extensions.Http.Resilience --version 9.0.0",
           "info : Adding PackageReference for package 'Microsoft.Extensions.Http.Resilience' into project '/workspace/partners/src/Partners.Api/Partners.Api.csproj'.\n"
           "info : Restoring packages for /workspace/partners/src/Partners.Api/Partners.Api.csproj...\n"
           "info :   GET https://nexus.internal.contoso.net/repository/nuget-group/FindPackagesById()?id='Microsoft.Extensions.Http.Resilience'&semVerLevel=2.0.0\n"
           "info :   OK https://nexus.internal.contoso.net/repository/nuget-group/FindPackagesById()?id='Microsoft.Extensions.Http.Resilience'&semVerLevel=2.0.0 188ms\n"
           "error: NU1102: Unable to find package Microsoft.Extensions.Http.Resilience with version (>= 9.0.0)\n"
           "error:   - Found 14 version(s) in mirror [ Nearest version: 8.10.0 ]\n"
           "error: Package 'Microsoft.Extensions.Http.Resilience' is incompatible with 'all' frameworks in project '/workspace/partners/src/Partners.Api/Partners.Api.csproj'.",
           code=1, ev="out"),
        say("The mirror only has up to 8.10.0. Checking whether a newer version is visible under the other casing/feed path, and what 8.10 offers."),
        sh("curl -s 'https://nexus.internal.contoso.net/repository/nuget-group/FindPackagesById()?id=%27Microsoft.Extensions.Http.Resilience%27' | grep -o '<d:Version>[^<]*' | tail -3",
           "<d:Version>8.9.1\n<d:Version>8.10.0\n<d:Version>8.10.0-preview.1", ev="out"),
        sh("dotnet nuget list source", "Registered Sources:\n  1.  mirror [Enabled]\n      https://nexus.internal.contoso.net/repository/nuget-group/index.json"),
        think("8.10 does have AddStandardHedgingHandler but the ticket explicitly requires the 9.0 ActionGenerator override. Using 8.10 would not satisfy the acceptance criteria."),
        grep("ActionGenerator", "No matches found", path="/workspace/partners"),
        sh("dotnet build Partners.sln 2>&1 | tail -3", "\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)"),
        say("The build is still green because nothing was added. I have not changed Program.cs: the required package "
            "version (Microsoft.Extensions.Http.Resilience >= 9.0.0) is not available from the only configured source, "
            "the internal mirror, which stops at 8.10.0. The mirror needs to proxy the 9.x versions."),
        end("not done: Microsoft.Extensions.Http.Resilience >= 9.0.0 not resolvable from the configured mirror (NU1102)", ok=False),
    ],
    os_="linux", cwd="/workspace/partners"))

# D5 -- PowerShell module not available from any registered repository (transcript)
r = Repo("C:\\src\\secrets-sync")
add(case(
    "secrets-sync-expiry-report", "claude-transcript", "dependency_missing", "test_misunderstanding",
    "The Pester tests import the Contoso.Vault module, which is neither installed nor available from any registered "
    "PSRepository ('No match was found ... module name Contoso.Vault'); the failing tests are only a symptom.",
    """
# SEC-12: Expiry report should list secrets expiring within N days

`Get-ExpiringSecret` in `src/SecretsSync/Public/Get-ExpiringSecret.ps1` returns expired secrets only. Add a
`-WithinDays` parameter (default 30) and include secrets expiring in that window. Pester tests in `tests/`.
""",
    [
        say("Let me read the function and the test file."),
        read(r.p("src/SecretsSync/Public/Get-ExpiringSecret.ps1"),
             "function Get-ExpiringSecret {\n    [CmdletBinding()]\n    param([Parameter(Mandatory)][string]$VaultName)\n\n"
             "    Get-VaultSecret -VaultName $VaultName | Where-Object { $_.Expires -lt (Get-Date) }\n}\n"),
        read(r.p("tests/Get-ExpiringSecret.Tests.ps1"),
             "BeforeAll {\n    Import-Module Contoso.Vault -RequiredVersion 2.4.0\n    . $PSScriptRoot/../src/SecretsSync/Public/Get-ExpiringSecret.ps1\n"
             "    Mock Get-VaultSecret { @([pscustomobject]@{ Name = 'a'; Expires = (Get-Date).AddDays(10) }) }\n}\n\n"
             "Describe 'Get-ExpiringSecret' {\n    It 'includes secrets expiring within 30 days' {\n        (Get-ExpiringSecret -VaultName v).Name | Should -Be 'a'\n    }\n}\n"),
        edit(r.p("src/SecretsSync/Public/Get-ExpiringSecret.ps1"),
             "    param([Parameter(Mandatory)][string]$VaultName)\n\n    Get-VaultSecret -VaultName $VaultName | Where-Object { $_.Expires -lt (Get-Date) }",
             "    param([Parameter(Mandatory)][string]$VaultName, [int]$WithinDays = 30)\n\n"
             "    $limit = (Get-Date).AddDays($WithinDays)\n    Get-VaultSecret -VaultName $VaultName | Where-Object { $_.Expires -lt $limit }"),
        sh("pwsh -NoProfile -Command \"Invoke-Pester ./tests -Output Detailed\"",
           pester("tests", 0, failed=1, failures=[("Get-ExpiringSecret.includes secrets expiring within 30 days",
                                                   ["CommandNotFoundException: Could not find Command Get-VaultSecret"],
                                                   ["<ScriptBlock>, C:\\src\\secrets-sync\\tests\\Get-ExpiringSecret.Tests.ps1:4"])])
           .replace("Running tests.", "[-] Discovery in C:\\src\\secrets-sync\\tests\\Get-ExpiringSecret.Tests.ps1 failed with:\n"
                    "System.IO.FileNotFoundException: The specified module 'Contoso.Vault' was not loaded because no valid module file was found in any module directory.\n"
                    "at <ScriptBlock>, C:\\src\\secrets-sync\\tests\\Get-ExpiringSecret.Tests.ps1:2\nRunning tests."),
           code=1, ev="out"),
        sh("pwsh -NoProfile -Command \"Find-Module Contoso.Vault -RequiredVersion 2.4.0; Get-PSRepository\"",
           ps_error("No match was found for the specified search criteria and module name 'Contoso.Vault'. Try Get-PSRepository to see all available registered module repositories.",
                    "C:\\program files\\powershell\\7\\Modules\\PowerShellGet\\PSModule.psm1:8871 char:9",
                    "PackageManagement\\Find-Package @PSBoundParameters | Microsoft.PowerShel ...",
                    "ObjectNotFound: (Microsoft.PowerShel\u2026ets.FindPackage:FindPackage) [Find-Package], Exception",
                    "NoMatchFoundForCriteria,Microsoft.PowerShell.PackageManagement.Cmdlets.FindPackage", cmd="Find-Package")
           + "\n\nName                      InstallationPolicy   SourceLocation\n----                      ------------------   --------------\nPSGallery                 Untrusted            https://www.powershellgallery.com/api/v2",
           code=1, ev="out"),
        sh("pwsh -NoProfile -Command \"Get-Module -ListAvailable Contoso.* | Select-Object Name,Version,Path\"", ""),
        grep("Contoso.Vault", "README.md:41:The tests need `Contoso.Vault` from the internal PowerShell repository (see the platform wiki).\n"
             "tests/Get-ExpiringSecret.Tests.ps1:2:    Import-Module Contoso.Vault -RequiredVersion 2.4.0"),
        say("Could I mock around it? The test file imports the module in BeforeAll; changing that would be changing the tests to fit the environment, so I won't."),
        end("Added `-WithinDays` (default 30) to `Get-ExpiringSecret`, but the Pester run fails at discovery: the tests import "
            "`Contoso.Vault` 2.4.0, which isn't installed and isn't in any registered repository (only PSGallery). The internal "
            "PowerShell repository needs to be registered on this runner."),
    ],
    cwd="C:\\src\\secrets-sync"))

# D6 -- NativeAOT publish: no platform linker in the image (claude)
r = Repo("/workspace/edgecli", "linux")
add(case(
    "edgecli-aot-publish", "claude", "dependency_missing", "",
    "Native AOT publishing needs a platform linker; the chiseled image has no clang/gcc (\"Platform linker ('clang') "
    "not found in PATH\") and no package manager to add one.",
    """
# EDGE-9: Ship edgecli as a Native AOT single binary

Enable `PublishAot` in `src/EdgeCli/EdgeCli.csproj`, fix trimming warnings in `JsonOutput.cs` with a source-generated
`JsonSerializerContext`, and make `dotnet publish -c Release -r linux-x64` produce a working binary.
""",
    [
        *warmup(r, "EdgeCli.sln", [("src", "EdgeCli"), ("tests", "EdgeCli.Tests")], "EdgeCli.Tests", passed=22,
                intro="I'll check the project and current tests first."),
        edit(r.p("src/EdgeCli/EdgeCli.csproj"), "    <OutputType>Exe</OutputType>", "    <OutputType>Exe</OutputType>\n    <PublishAot>true</PublishAot>\n    <InvariantGlobalization>true</InvariantGlobalization>"),
        write(r.p("src/EdgeCli/Output/EdgeJsonContext.cs"),
              "[JsonSerializable(typeof(DeviceStatus))]\n[JsonSerializable(typeof(List<DeviceStatus>))]\ninternal partial class EdgeJsonContext : JsonSerializerContext { }\n"),
        edit(r.p("src/EdgeCli/Output/JsonOutput.cs"), "JsonSerializer.Serialize(value, Options)", "JsonSerializer.Serialize(value, EdgeJsonContext.Default.DeviceStatus)"),
        sh("dotnet publish src/EdgeCli -c Release -r linux-x64 2>&1 | tail -6",
           "  Restored /workspace/edgecli/src/EdgeCli/EdgeCli.csproj (in 3.4 sec).\n"
           "  EdgeCli -> /workspace/edgecli/src/EdgeCli/bin/Release/net8.0/linux-x64/EdgeCli.dll\n"
           "  Generating native code\n"
           "/root/.nuget/packages/microsoft.dotnet.ilcompiler/8.0.11/build/Microsoft.NETCore.Native.Unix.targets(210,5): error : Platform linker ('clang') not found in PATH. Ensure you have all the required prerequisites documented at https://aka.ms/nativeaot-prerequisites. [/workspace/edgecli/src/EdgeCli/EdgeCli.csproj]",
           code=1, ev="out"),
        sh("which clang gcc cc ld 2>&1; cat /etc/os-release | head -3",
           "which: no clang in (/usr/share/dotnet:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin)\nwhich: no gcc in (/usr/share/dotnet:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin)\n"
           "which: no cc in (/usr/share/dotnet:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin)\nwhich: no ld in (/usr/share/dotnet:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin)\n"
           "PRETTY_NAME=\"Ubuntu 24.04.1 LTS\"\nNAME=\"Ubuntu\"\nVERSION_ID=\"24.04\"", code=1, ev="out"),
        sh("command -v apt-get dpkg microdnf || echo 'no package manager'", "no package manager", ev="out"),
        say("This is a chiseled SDK image: no compiler, no linker, and no package manager to install one. Let me at least confirm the trimming analysis is clean."),
        sh("dotnet build src/EdgeCli -c Release -p:IsAotCompatible=true 2>&1 | grep -cE 'IL(2|3)[0-9]{3}'", "0"),
        sh("dotnet test tests/EdgeCli.Tests 2>&1 | tail -2", "\nPassed!  - Failed:     0, Passed:    22, Skipped:     0, Total:    22, Duration: 1 s - EdgeCli.Tests.dll (net8.0)"),
        end("AOT is enabled and the JSON output now uses a source-generated context (no trim/AOT warnings, tests pass), but "
            "`dotnet publish -r linux-x64` fails: Native AOT needs clang (or gcc) and zlib dev headers, and this chiseled "
            "image has neither a linker nor a package manager. The build image needs the nativeaot prerequisites."),
    ],
    os_="linux", cwd="/workspace/edgecli", result={"success": False, "exit_code": 1, "summary": "publish failed"}))

# D7 -- native library missing for SkiaSharp in tests (codex)
r = Repo("/workspace/badges", "linux")
add(case(
    "badges-qr-render", "codex", "dependency_missing", "unknown",
    "The rendering tests crash with DllNotFoundException: libSkiaSharp cannot load because libfontconfig.so.1 is "
    "missing from the image; the code change is not what fails.",
    """
# BDG-31: QR codes on visitor badges are blurry

`BadgeRenderer` scales the QR bitmap with bilinear filtering. Draw it with `SKSamplingOptions(SKFilterMode.Nearest)`
in `src/Badges/Rendering/BadgeRenderer.cs`. Snapshot tests in `tests/Badges.Tests` must pass.
""",
    [
        say("I’ll read the renderer."),
        sh("git status --short && git log --oneline -4", "5a0e1c2 Badge layout v3\n0e99a1d Visitor photo crop\n41b7f3c QR payload includes site code\n9ad3e02 Initial badge service"),
        sh("ls tests/Badges.Tests tests/Badges.Tests/Snapshots | head -12", "tests/Badges.Tests:\nBadgeRendererTests.cs\nBadges.Tests.csproj\nSnapshots\n\ntests/Badges.Tests/Snapshots:\nBadgeRendererTests.Default_badge.verified.png\nBadgeRendererTests.Qr_is_pixel_exact.verified.png\nBadgeRendererTests.Long_names_wrap.verified.png"),
        sh("grep -n 'SkiaSharp' src/Badges/Badges.csproj tests/Badges.Tests/Badges.Tests.csproj", "src/Badges/Badges.csproj:12:    <PackageReference Include=\"SkiaSharp\" Version=\"2.88.8\" />\ntests/Badges.Tests/Badges.Tests.csproj:14:    <PackageReference Include=\"Verify.ImageMagick\" Version=\"3.5.0\" />"),
        sh("sed -n '1,80p' src/Badges/Rendering/BadgeRenderer.cs",
           "public sealed class BadgeRenderer\n{\n    public SKImage Render(Visitor v)\n    {\n        using var surface = SKSurface.Create(new SKImageInfo(638, 1013));\n"
           "        var c = surface.Canvas;\n        c.Clear(SKColors.White);\n        using var qr = QrBitmap.For(v.BadgeId);\n"
           "        c.DrawBitmap(qr, new SKRect(40, 600, 240, 800), new SKPaint { FilterQuality = SKFilterQuality.Medium });\n        return surface.Snapshot();\n    }\n}\n"),
        edit(r.p("src/Badges/Rendering/BadgeRenderer.cs"),
             "        c.DrawBitmap(qr, new SKRect(40, 600, 240, 800), new SKPaint { FilterQuality = SKFilterQuality.Medium });",
             "        using var img = SKImage.FromBitmap(qr);\n        c.DrawImage(img, new SKRect(40, 600, 240, 800), new SKSamplingOptions(SKFilterMode.Nearest));"),
        sh("dotnet test tests/Badges.Tests 2>&1 | tail -16",
           "[xUnit.net 00:00:00.52]     Badges.Tests.BadgeRendererTests.Qr_is_pixel_exact [FAIL]\n"
           "  Failed Badges.Tests.BadgeRendererTests.Qr_is_pixel_exact [12 ms]\n  Error Message:\n"
           "   System.TypeInitializationException : The type initializer for 'SkiaSharp.SKImageInfo' threw an exception.\n"
           "---- System.DllNotFoundException : Unable to load shared library 'libSkiaSharp' or one of its dependencies. In order to help diagnose loading problems, consider using a tool like strace. If you're using glibc, consider setting the LD_DEBUG environment variable: \n"
           "libfontconfig.so.1: cannot open shared object file: No such file or directory\n"
           "/workspace/badges/tests/Badges.Tests/bin/Debug/net8.0/runtimes/linux-x64/native/libSkiaSharp.so: cannot open shared object file: No such file or directory\n"
           "/workspace/badges/tests/Badges.Tests/bin/Debug/net8.0/libSkiaSharp.so: cannot open shared object file: No such file or directory\n\n"
           "Failed!  - Failed:     7, Passed:     3, Skipped:     0, Total:    10, Duration: 188 ms - Badges.Tests.dll (net8.0)",
           code=1, ev="out"),
        sh("ldd tests/Badges.Tests/bin/Debug/net8.0/runtimes/linux-x64/native/libSkiaSharp.so | grep 'not found'",
           "\tlibfontconfig.so.1 => not found", ev="out"),
        sh("git stash && dotnet test tests/Badges.Tests 2>&1 | tail -1; git stash pop",
           "Saved working directory and index state WIP on main: 5a0e1c2 Badge layout v3\n"
           "Failed!  - Failed:     7, Passed:     3, Skipped:     0, Total:    10, Duration: 201 ms - Badges.Tests.dll (net8.0)\n"
           "On branch main\nChanges not staged for commit:\n\tmodified:   src/Badges/Rendering/BadgeRenderer.cs\nDropped refs/stash@{0} (e1f0a9b3c2d1)"),
        say("The same 7 tests fail without my change: SkiaSharp's native library can't load because `libfontconfig.so.1` "
            "isn't installed in this image. The renderer fix is in place; the image needs `libfontconfig1` (or the "
            "`SkiaSharp.NativeAssets.Linux.NoDependencies` package) before the snapshot tests can run."),
        end("", ok=True),
    ],
    os_="linux", cwd="/workspace/badges", result={"success": False, "exit_code": 1, "summary": "7 tests failing"}))

# D8 -- legacy web project needs the VS Web targets not present on Build Tools (transcript), long noisy run
r = Repo("C:\\src\\intranet")
add(case(
    "intranet-news-paging", "claude-transcript", "dependency_missing", "wrong_approach",
    "The legacy ASP.NET MVC 5 project imports Microsoft.WebApplication.targets, which is not installed with these "
    "Build Tools (MSB4019); the build can't start regardless of the paging fix.",
    """
# INTRA-88: News page shows every article on one page

`NewsController.Index` in `src/Intranet.Web/Controllers/NewsController.cs` loads all articles. Page them (20 per
page, `?page=` query parameter) and update `Views/News/Index.cshtml` with previous/next links. The solution must
build with `msbuild Intranet.sln`.
""",
    [
        say("I'll start by getting familiar with this older solution."),
        sh("git status && git log --oneline -3", "On branch main\nnothing to commit, working tree clean\n7c21e0a Fix footer year\nab09f11 Upgrade jQuery to 3.7.1\n3f3e2d0 Add staff directory"),
        sh("ls src; ls src/Intranet.Web", "Intranet.Data\nIntranet.Web\n\nApp_Start\nContent\nControllers\nGlobal.asax\nGlobal.asax.cs\nIntranet.Web.csproj\nModels\nScripts\nViews\nWeb.config\npackages.config"),
        read(r.p("src/Intranet.Web/Intranet.Web.csproj"),
             "<Project ToolsVersion=\"15.0\" DefaultTargets=\"Build\" xmlns=\"http://schemas.microsoft.com/developer/msbuild/2003\">\n"
             "  <PropertyGroup>\n    <TargetFrameworkVersion>v4.8</TargetFrameworkVersion>\n    <ProjectTypeGuids>{349c5851-65df-11da-9384-00065b846f21};{fae04ec0-301f-11d3-bf4b-00c04f79efbc}</ProjectTypeGuids>\n"
             "    <VSToolsPath Condition=\"'$(VSToolsPath)' == ''\">$(MSBuildExtensionsPath32)\\Microsoft\\VisualStudio\\v$(VisualStudioVersion)</VSToolsPath>\n  </PropertyGroup>\n"
             "  <Import Project=\"$(MSBuildBinPath)\\Microsoft.CSharp.targets\" />\n  <Import Project=\"$(VSToolsPath)\\WebApplications\\Microsoft.WebApplication.targets\" Condition=\"'$(VSToolsPath)' != ''\" />\n</Project>\n"),
        read(r.p("src/Intranet.Web/Controllers/NewsController.cs"),
             "public class NewsController : Controller\n{\n    private readonly IntranetDb _db = new IntranetDb();\n\n"
             "    public ActionResult Index()\n    {\n        var items = _db.Articles.OrderByDescending(a => a.PublishedOn).ToList();\n        return View(items);\n    }\n}\n"),
        read(r.p("src/Intranet.Web/Views/News/Index.cshtml"),
             "@model IEnumerable<Intranet.Data.Article>\n<h2>News</h2>\n@foreach (var a in Model)\n{\n    <article><h3>@a.Title</h3><p>@a.Summary</p></article>\n}\n"),
        write(r.p("src/Intranet.Web/Models/NewsPage.cs"),
              "public class NewsPage\n{\n    public IReadOnlyList<Intranet.Data.Article> Items { get; set; }\n    public int Page { get; set; }\n    public bool HasNext { get; set; }\n}\n"),
        edit(r.p("src/Intranet.Web/Controllers/NewsController.cs"),
             "    public ActionResult Index()\n    {\n        var items = _db.Articles.OrderByDescending(a => a.PublishedOn).ToList();\n        return View(items);",
             "    public ActionResult Index(int page = 1)\n    {\n        const int size = 20;\n        page = Math.Max(1, page);\n"
             "        var items = _db.Articles.OrderByDescending(a => a.PublishedOn).Skip((page - 1) * size).Take(size + 1).ToList();\n"
             "        return View(new NewsPage { Items = items.Take(size).ToList(), Page = page, HasNext = items.Count > size });"),
        edit(r.p("src/Intranet.Web/Views/News/Index.cshtml"), "@model IEnumerable<Intranet.Data.Article>", "@model Intranet.Web.Models.NewsPage"),
        edit(r.p("src/Intranet.Web/Views/News/Index.cshtml"), "@foreach (var a in Model)", "@foreach (var a in Model.Items)"),
        edit(r.p("src/Intranet.Web/Views/News/Index.cshtml"), "    <article><h3>@a.Title</h3><p>@a.Summary</p></article>\n}",
             "    <article><h3>@a.Title</h3><p>@a.Summary</p></article>\n}\n<nav>\n    @if (Model.Page > 1) { @Html.ActionLink(\"Newer\", \"Index\", new { page = Model.Page - 1 }) }\n"
             "    @if (Model.HasNext) { @Html.ActionLink(\"Older\", \"Index\", new { page = Model.Page + 1 }) }\n</nav>"),
        sh("nuget restore Intranet.sln", "MSBuild auto-detection: using msbuild version '17.11.2.32701' from 'C:\\Program Files (x86)\\Microsoft Visual Studio\\2022\\BuildTools\\MSBuild\\Current\\bin'.\n"
           "Restoring NuGet package Microsoft.AspNet.Mvc.5.2.9.\nRestoring NuGet package EntityFramework.6.4.4.\nAdding package 'Microsoft.AspNet.Mvc.5.2.9' to folder 'C:\\src\\intranet\\packages'\nAdded package 'Microsoft.AspNet.Mvc.5.2.9' to folder 'C:\\src\\intranet\\packages'"),
        sh("msbuild Intranet.sln -v:m -nologo",
           "  Intranet.Data -> C:\\src\\intranet\\src\\Intranet.Data\\bin\\Debug\\Intranet.Data.dll\n"
           "C:\\src\\intranet\\src\\Intranet.Web\\Intranet.Web.csproj(312,3): error MSB4019: The imported project \"C:\\Program Files (x86)\\Microsoft Visual Studio\\2022\\BuildTools\\MSBuild\\Microsoft\\VisualStudio\\v17.0\\WebApplications\\Microsoft.WebApplication.targets\" was not found. Confirm that the expression in the Import declaration \"C:\\Program Files (x86)\\Microsoft Visual Studio\\2022\\BuildTools\\MSBuild\\Microsoft\\VisualStudio\\v17.0\\WebApplications\\Microsoft.WebApplication.targets\" is correct, and that the file exists on disk.",
           code=1, ev="out"),
        sh("ls \"C:/Program Files (x86)/Microsoft Visual Studio/2022/BuildTools/MSBuild/Microsoft/VisualStudio/v17.0/\"", "Managed\nNuGet\nTeamTest", ev="out"),
        sh("\"C:/Program Files (x86)/Microsoft Visual Studio/Installer/vswhere.exe\" -products * -property installationPath -requires Microsoft.VisualStudio.Workload.WebBuildTools",
           ""),
        say("The Build Tools install lacks the web build workload, so `Microsoft.WebApplication.targets` isn't on disk. I could "
            "reference the `MSBuild.Microsoft.VisualStudio.Web.targets` NuGet package instead, but that changes the project's "
            "build setup, which the ticket doesn't cover."),
        end("Paging is implemented (controller, view model, previous/next links), but `msbuild Intranet.sln` can't build the "
            "web project on this machine: the VS 2022 Build Tools are missing the Web build workload, so "
            "Microsoft.WebApplication.targets (MSB4019) doesn't exist. The runner needs "
            "`Microsoft.VisualStudio.Workload.WebBuildTools`."),
    ],
    cwd="C:\\src\\intranet"))

# D9 -- dotnet-ef tool not resolvable from the mirror (osmia)
r = Repo("/workspace/rostering", "linux")
add(case(
    "rostering-shift-notes", "osmia", "dependency_missing", "",
    "The EF Core CLI (dotnet-ef) is not installed, the repo has no tool manifest, and the package mirror does not "
    "carry the dotnet-ef package (NU1101), so the required migration could not be generated.",
    """
# ROS-72: Shift notes

Add a `Notes` column (`nvarchar(500)`, nullable) to `Shift` in `src/Rostering.Data`, with an EF Core migration
`AddShiftNotes` generated by `dotnet ef` (do not hand-write migrations: the snapshot must stay consistent).
""",
    [
        *warmup(r, "Rostering.sln", [("src", "Rostering.Data"), ("src", "Rostering.Api"), ("tests", "Rostering.Tests")],
                "Rostering.Tests", passed=40, intro="Getting oriented."),
        edit(r.p("src/Rostering.Data/Entities/Shift.cs"), "    public DateTimeOffset EndsAt { get; set; }",
             "    public DateTimeOffset EndsAt { get; set; }\n    [MaxLength(500)]\n    public string? Notes { get; set; }"),
        sh("dotnet ef migrations add AddShiftNotes -p src/Rostering.Data -s src/Rostering.Api",
           "Could not execute because the specified command or file was not found.\nPossible reasons for this include:\n  * You misspelled a built-in dotnet command.\n"
           "  * You intended to execute a .NET program, but dotnet-ef does not exist.\n  * You intended to run a global tool, but a dotnet-prefixed executable with this name could not be found on the PATH.",
           code=1, ev="out"),
        sh("dotnet tool restore", "Cannot find a manifest file.\nFor a list of locations searched, specify the \"-d\" option before the tool name.\nNo tools were restored.", code=1),
        sh("dotnet tool install --global dotnet-ef --version 8.0.10",
           "/tmp/1pxqh2bn.0ek/restore.csproj : error NU1101: Unable to find package dotnet-ef. No packages exist with this id in source(s): mirror\n"
           "The tool package could not be restored.\nTool 'dotnet-ef' failed to install. This failure may have been caused by:\n\n"
           "* You are attempting to install a preview release and did not use the --version option to specify the version.\n"
           "* A package by this name was found, but it was not a .NET tool.\n* The required NuGet feed cannot be accessed, perhaps because of an Internet connection problem.\n"
           "* You mistyped the name of the tool.\n\nFor more reasons, including package naming enforcement, visit https://aka.ms/failure-installing-tool",
           code=1, ev="out"),
        sh("dotnet nuget list source", "Registered Sources:\n  1.  mirror [Enabled]\n      https://artifacts.internal/nuget/approved/v3/index.json"),
        sh("curl -s https://artifacts.internal/nuget/approved/v3-flatcontainer/dotnet-ef/index.json -o /dev/null -w '%{http_code}\\n'", "404", ev="out"),
        say("The approved mirror doesn't carry dotnet-ef, and the ticket forbids hand-writing the migration, so I'm stopping with the entity change only."),
        end("blocked: dotnet-ef not installed and not available from the approved package mirror (NU1101)", ok=False),
    ],
    os_="linux", cwd="/workspace/rostering"))

# D10 -- pwsh not installed in the Linux container for Pester tests (claude)
r = Repo("/workspace/psbuild", "linux")
add(case(
    "psbuild-semver-compare", "claude", "dependency_missing", "",
    "The Pester suite needs PowerShell 7 (pwsh), which is not installed in the container, and apt has no 'powershell' "
    "package because Microsoft's repository is not configured.",
    """
# PSB-14: `Compare-SemVer` treats 1.10.0 < 1.9.0

`Compare-SemVer` in `src/PsBuild/Public/Compare-SemVer.ps1` compares versions as strings. Compare numerically and
handle pre-release tags per SemVer 2.0. Run the Pester suite (`Invoke-Pester ./tests`).
""",
    [
        say("Let me read the function and its tests."),
        sh("git status --short; ls src/PsBuild/Public tests", "src/PsBuild/Public:\nCompare-SemVer.ps1\nGet-NextVersion.ps1\nInvoke-Release.ps1\n\ntests:\nCompare-SemVer.Tests.ps1\nGet-NextVersion.Tests.ps1"),
        sh("cat .github/workflows/ci.yml | sed -n '1,30p'", "name: ci\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - shell: pwsh\n        run: Invoke-Pester ./tests -CI"),
        read(r.p("src/PsBuild/Public/Compare-SemVer.ps1"),
             "function Compare-SemVer {\n    param([string]$Left, [string]$Right)\n    if ($Left -eq $Right) { return 0 }\n    if ($Left -lt $Right) { return -1 }\n    return 1\n}\n"),
        read(r.p("tests/Compare-SemVer.Tests.ps1"),
             "BeforeAll { . $PSScriptRoot/../src/PsBuild/Public/Compare-SemVer.ps1 }\n\nDescribe 'Compare-SemVer' {\n"
             "    It 'orders <l> before <r>' -ForEach @(\n        @{ l = '1.9.0'; r = '1.10.0' }\n        @{ l = '1.0.0-alpha'; r = '1.0.0' }\n    ) {\n"
             "        Compare-SemVer $l $r | Should -Be -1\n    }\n}\n"),
        edit(r.p("src/PsBuild/Public/Compare-SemVer.ps1"),
             "    if ($Left -eq $Right) { return 0 }\n    if ($Left -lt $Right) { return -1 }\n    return 1",
             "    $l, $lp = $Left -split '-', 2\n    $r, $rp = $Right -split '-', 2\n    $c = ([version]$l).CompareTo([version]$r)\n"
             "    if ($c -ne 0) { return [math]::Sign($c) }\n    if (-not $lp -and -not $rp) { return 0 }\n    if (-not $lp) { return 1 }\n    if (-not $rp) { return -1 }\n"
             "    return [math]::Sign([string]::CompareOrdinal($lp, $rp))"),
        sh("pwsh -NoProfile -Command 'Invoke-Pester ./tests -Output Detailed'", "/bin/bash: line 1: pwsh: command not found", code=127, ev="out"),
        sh("ls /opt/microsoft 2>&1; ls ~/.dotnet/tools 2>&1; dotnet --version", "ls: cannot access '/opt/microsoft': No such file or directory\nls: cannot access '/root/.dotnet/tools': No such file or directory\n8.0.404"),
        sh("apt-get update -qq && apt-get install -y powershell 2>&1 | tail -3",
           "Reading package lists...\nBuilding dependency tree...\nReading state information...\nE: Unable to locate package powershell", code=100, ev="out"),
        sh("grep -r packages.microsoft.com /etc/apt/ 2>/dev/null | head -2; echo \"exit=$?\"", "exit=1"),
        say("PowerShell isn't installed and apt can't find it because the Microsoft package repository isn't configured in this image. "
            "I won't add third-party apt sources to the build image from inside a task."),
        end("I rewrote `Compare-SemVer` to compare numerically with SemVer pre-release rules, but couldn't run the Pester "
            "tests: `pwsh` is not installed in this container and `apt-get install powershell` fails (\"Unable to locate "
            "package\"). The CI image needs PowerShell 7."),
    ],
    os_="linux", cwd="/workspace/psbuild", result={"success": False, "exit_code": 1, "summary": "tests not run"}))

# D11 -- Windows SDK version required by a C++/CLI interop project is missing (transcript)
r = Repo("C:\\src\\scanner")
add(case(
    "scanner-twain-acquire", "claude-transcript", "dependency_missing", "infra_failure",
    "The C++/CLI interop project requires Windows SDK 10.0.19041.0, which is not installed (MSB8036); the word "
    "'timeout' belongs to the feature being changed, not to the environment.",
    """
# SCN-27: Make the TWAIN acquire timeout configurable

`TwainSession.Acquire` in `src/Scanner.Interop/TwainSession.cpp` waits a hard-coded 30 s for the device. Read the
timeout from `ScannerOptions.AcquireTimeoutSeconds` (C#, `src/Scanner.Core`) and pass it through the interop layer.
`msbuild Scanner.sln -p:Platform=x64` must succeed.
""",
    [
        say("Let me look at both sides of the interop boundary."),
        read(r.p("src/Scanner.Interop/TwainSession.cpp"),
             "#include \"TwainSession.h\"\n\nusing namespace System;\n\nnamespace Scanner::Interop {\n"
             "    array<Byte>^ TwainSession::Acquire()\n    {\n        const DWORD timeoutMs = 30000;\n        auto image = twain_acquire(_source, timeoutMs);\n"
             "        return ToManaged(image);\n    }\n}\n"),
        read(r.p("src/Scanner.Core/ScannerOptions.cs"), "public sealed class ScannerOptions\n{\n    public string DeviceName { get; set; } = \"\";\n}\n"),
        edit(r.p("src/Scanner.Core/ScannerOptions.cs"), "    public string DeviceName { get; set; } = \"\";",
             "    public string DeviceName { get; set; } = \"\";\n    public int AcquireTimeoutSeconds { get; set; } = 30;"),
        edit(r.p("src/Scanner.Interop/TwainSession.cpp"),
             "    array<Byte>^ TwainSession::Acquire()\n    {\n        const DWORD timeoutMs = 30000;",
             "    array<Byte>^ TwainSession::Acquire(int timeoutSeconds)\n    {\n        const DWORD timeoutMs = static_cast<DWORD>(timeoutSeconds) * 1000;"),
        edit(r.p("src/Scanner.Interop/TwainSession.h"), "        array<System::Byte>^ Acquire();", "        array<System::Byte>^ Acquire(int timeoutSeconds);"),
        edit(r.p("src/Scanner.Core/ScanService.cs"), "var bytes = _session.Acquire();", "var bytes = _session.Acquire(_options.AcquireTimeoutSeconds);"),
        sh("msbuild Scanner.sln -p:Platform=x64 -v:m -nologo",
           "C:\\Program Files\\Microsoft Visual Studio\\2022\\BuildTools\\MSBuild\\Microsoft\\VC\\v170\\Microsoft.Cpp.WindowsSDK.targets(46,5): error MSB8036: The Windows SDK version 10.0.19041.0 was not found. Install the required version of Windows SDK or change the SDK version in the project property pages or by right-clicking the solution and selecting \"Retarget solution\". [C:\\src\\scanner\\src\\Scanner.Interop\\Scanner.Interop.vcxproj]\n"
           "  Scanner.Core -> C:\\src\\scanner\\src\\Scanner.Core\\bin\\x64\\Debug\\net48\\Scanner.Core.dll",
           code=1, ev="out"),
        sh("ls \"C:/Program Files (x86)/Windows Kits/10/Include/\"", "10.0.22621.0", ev="out"),
        grep("WindowsTargetPlatformVersion", "src/Scanner.Interop/Scanner.Interop.vcxproj:31:    <WindowsTargetPlatformVersion>10.0.19041.0</WindowsTargetPlatformVersion>\n"
             "Directory.Build.props:6:    <!-- SDK pinned to match the signed TWAIN driver toolchain; do not retarget -->"),
        say("The interop project pins Windows SDK 10.0.19041.0 (with a comment saying not to retarget), and only 10.0.22621.0 is installed. "
            "Retargeting would contradict that note, so I'm leaving the pin."),
        end("The timeout now flows from `ScannerOptions.AcquireTimeoutSeconds` into `TwainSession::Acquire`, but the C++/CLI "
            "project can't build here: it needs Windows SDK 10.0.19041.0 (MSB8036) and only 10.0.22621.0 is installed. "
            "The build machine needs that SDK."),
    ],
    cwd="C:\\src\\scanner"))
