"""Realistic tool output for .NET / PowerShell / Windows runs (own instances, real formats)."""
from gen_lib import sh, read, say, think, grep, todo


class Repo:
    """Paths for one repository, Windows or Linux."""

    def __init__(self, root, os_="win"):
        self.root = root
        self.os = os_
        self.sep = "\\" if os_ == "win" else "/"

    def p(self, rel):
        return self.root + self.sep + rel.replace("/", self.sep)

    def bash_root(self):
        """The root as Git Bash sees it (Claude Code on Windows runs Bash through Git Bash)."""
        if self.os != "win":
            return self.root
        drive, rest = self.root.split(":", 1)
        return "/" + drive.lower() + rest.replace("\\", "/")

    def dll(self, proj, tfm="net8.0", folder="tests", cfg="Debug"):
        return self.p(f"{folder}/{proj}/bin/{cfg}/{tfm}/{proj}.dll")


MSBUILD_VER = {"net8.0": "17.11.9+a69bbaaf5", "net9.0": "17.12.12+1cce77968", "net6.0": "17.3.2+561848881"}


def build_ok(repo, projects, tfm="net8.0", secs="00:00:06.84", warnings=0, restore_line=None, extra_warnings=()):
    out = [f"MSBuild version {MSBUILD_VER.get(tfm, '17.11.9+a69bbaaf5')} for .NET",
           "  Determining projects to restore...",
           restore_line or "  All projects are up-to-date for restore."]
    for folder, proj in projects:
        out.append(f"  {proj} -> {repo.p(f'{folder}/{proj}/bin/Debug/{tfm}/{proj}.dll')}")
    out += ["", "Build succeeded."]
    for w in extra_warnings:
        out.append(w)
    out += [f"    {warnings} Warning(s)", "    0 Error(s)", "", f"Time Elapsed {secs}"]
    return "\n".join(out)


def build_fail(repo, errors, tfm="net8.0", secs="00:00:03.12", restored=True, lead=()):
    out = [f"MSBuild version {MSBUILD_VER.get(tfm, '17.11.9+a69bbaaf5')} for .NET",
           "  Determining projects to restore..."]
    if restored:
        out.append("  All projects are up-to-date for restore.")
    out += list(lead)
    out += errors
    out += ["", "Build FAILED.", ""]
    out += errors
    out += ["    0 Warning(s)", f"    {len(errors)} Error(s)", "", f"Time Elapsed {secs}"]
    return "\n".join(out)


def vstest_head(dll, tfm="net8.0"):
    v = {"net8.0": "v8.0", "net9.0": "v9.0", "net6.0": "v6.0"}[tfm]
    return [f"Test run for {dll} (.NETCoreApp,Version={v})",
            "VSTest version 17.11.1 (x64)", "",
            "Starting test execution, please wait...",
            "A total of 1 test files matched the specified pattern."]


def test_ok(repo, proj, passed, skipped=0, tfm="net8.0", dur="2 s", build=True, skipped_lines=(), folder="tests",
            pre=()):
    dll = repo.dll(proj, tfm, folder)
    out = []
    if build:
        out += ["  Determining projects to restore...", "  All projects are up-to-date for restore.",
                f"  {proj} -> {dll}"]
    out += list(pre)
    out += vstest_head(dll, tfm)
    out += list(skipped_lines)
    out.append(f"\nPassed!  - Failed:     0, Passed: {passed:>5}, Skipped: {skipped:>5}, Total: {passed + skipped:>5}, "
               f"Duration: {dur} - {proj}.dll ({tfm})")
    return "\n".join(out)


def xunit_fail(test, msg_lines, at, line):
    """One xUnit failure block (VSTest console logger)."""
    out = [f"[xUnit.net 00:00:00.74]     {test} [FAIL]",
           f"  Failed {test} [{7 + (len(test) % 30)} ms]",
           "  Error Message:"]
    out += ["   " + msg_lines[0]] + list(msg_lines[1:])
    out += ["  Stack Trace:", f"     at {test}() in {at}:line {line}",
            "   at System.RuntimeMethodHandle.InvokeMethod(Object target, Void** arguments, Signature sig, Boolean isConstructor)",
            "   at System.Reflection.MethodBaseInvoker.InvokeWithNoArgs(Object obj, BindingFlags invokeAttr)"]
    return out


def test_fail(repo, proj, failures, passed, skipped=0, tfm="net8.0", dur="3 s", build=True, folder="tests"):
    dll = repo.dll(proj, tfm, folder)
    out = []
    if build:
        out += ["  Determining projects to restore...", "  All projects are up-to-date for restore.",
                f"  {proj} -> {dll}"]
    out += vstest_head(dll, tfm)
    for f in failures:
        out += f
    nf = len(failures)
    out.append(f"\nFailed!  - Failed: {nf:>5}, Passed: {passed:>5}, Skipped: {skipped:>5}, "
               f"Total: {nf + passed + skipped:>5}, Duration: {dur} - {proj}.dll ({tfm})")
    return "\n".join(out)


def pester(container, passed, failed=0, skipped=0, failures=(), secs="1.84s", discovery=None, version="5.6.1"):
    n = passed + failed + skipped
    out = [f"Pester v{version}", "", f"Starting discovery in 1 files.",
           f"Discovery found {discovery or n} tests in {40 + n * 3}ms.", "Running tests.", ""]
    for name, msg, at in failures:
        out.append(f"[-] {name} {10 + len(name) % 40}ms ({8 + len(name) % 30}ms|2ms)")
        for m in msg:
            out.append(" " + m)
        for a in at:
            out.append(" at " + a)
    out.append(f"Tests completed in {secs}")
    out.append(f"Tests Passed: {passed}, Failed: {failed}, Skipped: {skipped}, Inconclusive: 0, NotRun: 0")
    return "\n".join(out)


def git_status(files, branch="main", untracked=()):
    out = [f"On branch {branch}", "Changes not staged for commit:",
           '  (use "git add <file>..." to update what will be committed)',
           '  (use "git restore <file>..." to discard changes in working directory)']
    for f in files:
        out.append(f"\tmodified:   {f}")
    if untracked:
        out += ["", "Untracked files:", '  (use "git add <file>..." to include in what will be committed)']
        out += ["\t" + u for u in untracked]
    out += ["", 'no changes added to commit (use "git add" and/or "git commit -a")']
    return "\n".join(out)


def ps_error(msg, at_line, script_line, category, fqid, cmd=None):
    """A Windows PowerShell 5.1 style error record."""
    out = [f"{cmd + ' : ' if cmd else ''}{msg}", f"At {at_line}"]
    out.append(f"+ {script_line}")
    out.append("+ " + "~" * min(len(script_line), 40))
    out.append(f"    + CategoryInfo          : {category}")
    out.append(f"    + FullyQualifiedErrorId : {fqid}")
    return "\n".join(out)


def csproj(tfm="net8.0", packages=(), refs=(), extra=""):
    lines = ['<Project Sdk="Microsoft.NET.Sdk">', "", "  <PropertyGroup>",
             f"    <TargetFramework>{tfm}</TargetFramework>", "    <Nullable>enable</Nullable>",
             "    <ImplicitUsings>enable</ImplicitUsings>"]
    if extra:
        lines.append(extra)
    lines += ["  </PropertyGroup>", ""]
    if packages:
        lines.append("  <ItemGroup>")
        for n, v in packages:
            lines.append(f'    <PackageReference Include="{n}" Version="{v}" />')
        lines += ["  </ItemGroup>", ""]
    if refs:
        lines.append("  <ItemGroup>")
        for r_ in refs:
            lines.append(f'    <ProjectReference Include="{r_}" />')
        lines += ["  </ItemGroup>", ""]
    lines.append("</Project>")
    return "\n".join(lines)


TEST_PKGS = [("Microsoft.NET.Test.Sdk", "17.11.1"), ("xunit", "2.9.2"), ("xunit.runner.visualstudio", "2.8.2"),
             ("coverlet.collector", "6.0.2")]


def warmup(r, sln, projects, test_proj=None, passed=0, skipped=0, tfm="net8.0", branch="main", log=None,
           intro=None, todos=None, baseline=True, status_clean=True, extra_reads=()):
    """Ordinary start-of-run exploration: git state, solution layout, a csproj, a baseline test run."""
    steps = []
    if intro:
        steps.append(say(intro))
    if todos:
        steps.append(todo([(t, "in_progress" if i == 0 else "pending") for i, t in enumerate(todos)]))
    log = log or ["4b1d2e9 Merge pull request #212 from feature/audit-log", "e07c3aa Update README",
                  "91f0b54 Bump Microsoft.NET.Test.Sdk to 17.11.1"]
    st = f"On branch {branch}\nnothing to commit, working tree clean" if status_clean else git_status([], branch)
    steps.append(sh("git status && git log --oneline -3", st + "\n" + "\n".join(log), desc="Check repository state"))
    listing = "Project(s)\n----------\n" + "\n".join(
        (f"{folder}{r.sep}{p}{r.sep}{p}.csproj") for folder, p in projects)
    steps.append(sh(f"dotnet sln {sln} list", listing, desc="List solution projects"))
    if test_proj:
        steps.append(read(r.p(f"tests/{test_proj}/{test_proj}.csproj"),
                          csproj(tfm, TEST_PKGS, refs=[f"..\\..\\src\\{projects[0][1]}\\{projects[0][1]}.csproj"])))
    for path, text in extra_reads:
        steps.append(read(r.p(path), text))
    if baseline and test_proj:
        steps.append(sh(f"dotnet test tests/{test_proj} 2>&1 | tail -3",
                        f"\nPassed!  - Failed:     0, Passed: {passed:>5}, Skipped: {skipped:>5}, Total: {passed + skipped:>5}, "
                        f"Duration: 2 s - {test_proj}.dll ({tfm})", desc="Baseline test run"))
    return steps


def chatter(r, proj, n, seed, test_proj=None, start=0):
    """n ordinary, harmless exploration steps (reads, listings, info) to make a run longer and noisier."""
    import random as _r
    rnd = _r.Random(seed)
    tp = test_proj or proj + ".Tests"
    sdk = "8.0.404"
    base = r.root
    pool = [
        sh("dotnet --info | head -12",
           f".NET SDK:\n Version:           {sdk}\n Commit:            7b9ef2b2ad\n Workload version:  8.0.400-manifests.9c1f2d1f\n MSBuild version:   17.11.9+a69bbaaf5\n\n"
           "Runtime Environment:\n OS Name:     " + ("Windows\n OS Version:  10.0.20348\n OS Platform: Windows\n RID:         win-x64" if r.os == "win" else
                                  "ubuntu\n OS Version:  24.04\n OS Platform: Linux\n RID:         linux-x64"), desc="SDK info"),
        read(r.p("Directory.Build.props"),
             "<Project>\n  <PropertyGroup>\n    <LangVersion>latest</LangVersion>\n    <TreatWarningsAsErrors>true</TreatWarningsAsErrors>\n"
             "    <AnalysisLevel>latest-recommended</AnalysisLevel>\n    <EnforceCodeStyleInBuild>true</EnforceCodeStyleInBuild>\n  </PropertyGroup>\n</Project>\n"),
        sh(f"dotnet list src/{proj} package",
           f"Project '{proj}' has the following package references\n   [net8.0]: \n   Top-level Package                               Requested   Resolved\n"
           "   > Microsoft.Extensions.Logging.Abstractions     8.0.2       8.0.2   \n   > Microsoft.Extensions.Options                  8.0.2       8.0.2   \n", desc="List packages"),
        sh("git log --oneline -8", "\n".join(f"{h_} {m}" for h_, m in [
            ("4b1d2e9", "Merge pull request #212 from feature/audit-log"), ("e07c3aa", "Update README"),
            ("91f0b54", "Bump Microsoft.NET.Test.Sdk to 17.11.1"), ("2a7d0c4", "Add structured logging scopes"),
            ("c93b1e0", "Fix nullable warnings in options binding"), ("7f2e6d1", "CI: cache NuGet packages"),
            ("0d4a8b2", "Introduce IClock abstraction"), ("5e1c9fa", "Initial import")])),
        read(r.p(".editorconfig"),
             "root = true\n\n[*]\nindent_style = space\ninsert_final_newline = true\n\n[*.cs]\nindent_size = 4\n"
             "csharp_style_namespace_declarations = file_scoped:warning\ndotnet_sort_system_directives_first = true\n"),
        sh(f"ls tests/{tp}", f"{tp}.csproj\nUsings.cs\nFixtures\nTestData"),
        grep("TODO|FIXME", f"src{r.sep}{proj}{r.sep}Options.cs:12:    // TODO: validate on start once all hosts call ValidateOnStart()\n"
             f"src{r.sep}{proj}{r.sep}Internal{r.sep}Guard.cs:5:// FIXME: replace with ArgumentException.ThrowIfNullOrEmpty when we drop net6.0"),
        read(r.p(f"tests/{tp}/Usings.cs"), "global using Xunit;\nglobal using NSubstitute;\n"),
        sh("cat README.md | head -20", f"# {proj}\n\nBuild: `dotnet build`\nTest: `dotnet test`\n\n## Layout\n\n- `src/` production code\n- `tests/` xUnit tests\n- `eng/` build scripts\n"),
        sh("dotnet build --no-restore -v q 2>&1 | tail -3", "\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)", desc="Quick build"),
    ]
    ns = proj.split(".")[0]
    pool += [
        read(r.p(f"src/{proj}/ServiceCollectionExtensions.cs"),
             f"namespace {proj};\n\npublic static class ServiceCollectionExtensions\n{{\n    public static IServiceCollection Add{ns}(this IServiceCollection services, IConfiguration config)\n    {{\n"
             f"        services.AddOptions<{ns}Options>().Bind(config.GetSection(\"{ns}\")).ValidateDataAnnotations();\n"
             "        services.AddSingleton<IClock, SystemClock>();\n        return services;\n    }\n}\n"),
        read(r.p(f"src/{proj}/{ns}Options.cs"),
             f"namespace {proj};\n\npublic sealed class {ns}Options\n{{\n    [Required]\n    public string ConnectionString {{ get; set; }} = \"\";\n"
             "    [Range(1, 3600)]\n    public int CacheSeconds { get; set; } = 300;\n    public bool EnableAudit { get; set; } = true;\n}\n"),
        read(r.p(f"src/{proj}/Internal/Guard.cs"),
             f"namespace {proj}.Internal;\n\ninternal static class Guard\n{{\n    public static string NotEmpty(string? value, [CallerArgumentExpression(nameof(value))] string? name = null)\n"
             "        => string.IsNullOrWhiteSpace(value) ? throw new ArgumentException(\"Value must not be empty.\", name) : value;\n}\n"),
        read(r.p(f"src/{proj}/SystemClock.cs"),
             f"namespace {proj};\n\npublic interface IClock {{ DateTimeOffset UtcNow {{ get; }} }}\n\npublic sealed class SystemClock : IClock\n{{\n    public DateTimeOffset UtcNow => DateTimeOffset.UtcNow;\n}}\n"),
        grep("IClock", f"src{r.sep}{proj}{r.sep}SystemClock.cs:3:public interface IClock {{ DateTimeOffset UtcNow {{ get; }} }}\n"
             f"src{r.sep}{proj}{r.sep}ServiceCollectionExtensions.cs:9:        services.AddSingleton<IClock, SystemClock>();\n"
             f"tests{r.sep}{tp}{r.sep}Fakes{r.sep}FakeClock.cs:3:public sealed class FakeClock(DateTimeOffset now) : IClock"),
        read(r.p(f"tests/{tp}/Fakes/FakeClock.cs"),
             f"namespace {tp}.Fakes;\n\npublic sealed class FakeClock(DateTimeOffset now) : IClock\n{{\n    public DateTimeOffset UtcNow {{ get; private set; }} = now;\n"
             "    public void Advance(TimeSpan by) => UtcNow += by;\n}\n"),
        sh(f"git log --oneline -5 -- src/{proj}", "a71c0de Tidy options validation\n33e9f12 Add audit flag\n0cc1b8a Move clock abstraction into core\n9e02f1b Nullable annotations\n5e1c9fa Initial import"),
        say("Nothing unusual in the surrounding code; the conventions are standard options binding, an injectable clock and guard helpers."),
        think("Before changing anything else I want to be sure I understand how this module is wired: options are validated at startup, time comes from IClock, and tests use FakeClock."),
        sh(f"dotnet test tests/{tp} --no-build 2>&1 | tail -2", f"\nPassed!  - Failed:     0, Passed:    {40 + len(proj) % 30:>2}, Skipped:     0, Total:    {40 + len(proj) % 30:>2}, Duration: 1 s - {tp}.dll (net8.0)",
           desc="Re-run the tests without rebuilding"),
        read(r.p(f"src/{proj}/{proj}.csproj"), csproj(packages=[("Microsoft.Extensions.Options.DataAnnotations", "8.0.0"), ("Microsoft.Extensions.Logging.Abstractions", "8.0.2")])),
        sh("git branch -a | head -5", "* " + "agent/work\n  main\n  remotes/origin/HEAD -> origin/main\n  remotes/origin/main\n  remotes/origin/release/2026.11"),
        read(r.p(".github/workflows/ci.yml"),
             "name: ci\non: [push, pull_request]\njobs:\n  build:\n    runs-on: " + ("windows-latest" if r.os == "win" else "ubuntu-latest") +
             "\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-dotnet@v4\n        with: { dotnet-version: '8.0.x' }\n      - run: dotnet test --configuration Release\n"),
    ]
    rnd.shuffle(pool)
    return pool[start:start + n]
