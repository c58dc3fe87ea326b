"""Reusable noise: plausible reads / green builds that pad long runs."""
from gen_lib import B, R, S, T, G

POM = """<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <parent>
    <groupId>com.acme.fin</groupId>
    <artifactId>fin-parent</artifactId>
    <version>24.3.0</version>
  </parent>
  <artifactId>{a}</artifactId>
  <packaging>jar</packaging>
  <dependencies>
    <dependency><groupId>org.springframework.boot</groupId><artifactId>spring-boot-starter-web</artifactId></dependency>
    <dependency><groupId>org.springframework.boot</groupId><artifactId>spring-boot-starter-data-jpa</artifactId></dependency>
    <dependency><groupId>com.oracle.database.jdbc</groupId><artifactId>ojdbc11</artifactId></dependency>
    <dependency><groupId>org.springframework.boot</groupId><artifactId>spring-boot-starter-test</artifactId><scope>test</scope></dependency>
  </dependencies>
</project>"""

def pom(a): return POM.replace("{a}", a)

def mvn_green(module, tests=42, secs="38.112"):
    return (f"[INFO] Scanning for projects...\n[INFO] \n[INFO] ------------------< com.acme.fin:{module} >------------------\n"
            f"[INFO] Building {module} 24.3.0-SNAPSHOT\n[INFO] --------------------------------[ jar ]---------------------------------\n"
            f"[INFO] --- maven-surefire-plugin:3.2.5:test (default-test) @ {module} ---\n[INFO] \n[INFO] Results:\n[INFO] \n"
            f"[INFO] Tests run: {tests}, Failures: 0, Errors: 0, Skipped: 0\n[INFO] \n[INFO] ------------------------------------------------------------------------\n"
            f"[INFO] BUILD SUCCESS\n[INFO] ------------------------------------------------------------------------\n[INFO] Total time:  {secs} s")

def dotnet_green(proj, passed=118, skipped=0, ms="14 s"):
    return (f"  Determining projects to restore...\n  All projects are up-to-date for restore.\n  {proj} -> C:\\agent\\_work\\1\\s\\tests\\{proj}\\bin\\Release\\net8.0\\{proj}.dll\n"
            f"Test run for C:\\agent\\_work\\1\\s\\tests\\{proj}\\bin\\Release\\net8.0\\{proj}.dll (.NETCoreApp,Version=v8.0)\n"
            f"A total of 1 test files matched the specified pattern.\n\nPassed!  - Failed:     0, Passed:   {passed}, Skipped:     {skipped}, Total:   {passed+skipped}, Duration: {ms} - {proj}.dll (net8.0)")

def gradle_green(task=":app:test"):
    return f"> Task :app:compileJava UP-TO-DATE\n> Task :app:processResources UP-TO-DATE\n> Task :app:classes UP-TO-DATE\n> Task :app:compileTestJava\n> Task {task}\n\nBUILD SUCCESSFUL in 1m 12s\n7 actionable tasks: 2 executed, 5 up-to-date"

def explore(files):
    """list of (path, text) -> reads with short prose between"""
    out = []
    for p, t in files:
        out.append(R(p, t))
    return out

GIT_STATUS_CLEAN = "On branch {b}\nnothing to commit, working tree clean"

def noise_java(mod, pkg="com/acme/fin", n=6):
    """long stretch of harmless exploration in a Java module (~2 lines per step)"""
    base = f"{mod}/src/main/java/{pkg}"
    steps = [
        S("Let me get a picture of the module before changing anything."),
        B(f"find {mod}/src -name '*.java' | head -20", "\n".join(f"{base}/{c}.java" for c in ["Application", "config/JpaConfig", "config/SecurityConfig", "web/ApiExceptionHandler", "service/PostingService", "service/PeriodService", "repo/PostingRepository", "domain/Posting", "domain/Period"])),
        R(f"{base}/config/SecurityConfig.java", "@Configuration\n@EnableWebSecurity\nclass SecurityConfig {\n  @Bean SecurityFilterChain chain(HttpSecurity http) throws Exception {\n    return http.oauth2ResourceServer(o -> o.jwt(Customizer.withDefaults())).build();\n  }\n}"),
        R(f"{mod}/src/main/resources/application.yml", "spring:\n  datasource:\n    url: jdbc:oracle:thin:@//${DB_HOST:oradev01}:1521/FIN\n  jpa:\n    open-in-view: false\nmanagement:\n  endpoints.web.exposure.include: health,info"),
        G("@Transactional", f"{base}/service/PostingService.java:34:    @Transactional\n{base}/service/PostingService.java:61:    @Transactional(readOnly = true)\n{base}/service/PeriodService.java:22:    @Transactional(readOnly = true)"),
        R(f"{base}/domain/Period.java", "@Entity\n@Table(name = \"GL_PERIOD\")\npublic class Period {\n  @Id String id;\n  LocalDate start;\n  LocalDate end;\n  @Enumerated(EnumType.STRING) PeriodStatus status;\n}"),
        B(f"mvn -B -q -pl {mod} test", mvn_green(mod, 96, "51.420")),
        S("Baseline is green (96 tests)."),
        B("git log --oneline -3 -- " + mod, "a41c9e2 GL-861 period close batch\n77d0b1f GL-845 add posting reversal\n0c9e3aa chore: parent 24.3.0"),
        R(f"{base}/web/ApiExceptionHandler.java", "@RestControllerAdvice\nclass ApiExceptionHandler {\n  @ExceptionHandler(EntityNotFoundException.class)\n  ProblemDetail notFound(EntityNotFoundException e) { return ProblemDetail.forStatus(404); }\n}"),
    ]
    return steps[:n]

def noise_dotnet(sol, n=6):
    steps = [
        S("Getting oriented in the solution first."),
        B(f"dotnet sln {sol} list", "Project(s)\n----------\nsrc\\Acme.Core\\Acme.Core.csproj\nsrc\\Acme.Data\\Acme.Data.csproj\nsrc\\Acme.Api\\Acme.Api.csproj\ntests\\Acme.Core.Tests\\Acme.Core.Tests.csproj\ntests\\Acme.Api.Tests\\Acme.Api.Tests.csproj"),
        R("Directory.Build.props", "<Project>\n  <PropertyGroup>\n    <TargetFramework>net8.0</TargetFramework>\n    <Nullable>enable</Nullable>\n    <TreatWarningsAsErrors>true</TreatWarningsAsErrors>\n  </PropertyGroup>\n</Project>"),
        R("NuGet.config", "<configuration>\n  <packageSources>\n    <clear />\n    <add key=\"acme-internal\" value=\"https://pkgs.dev.azure.com/acme-ins/_packaging/acme-internal/nuget/v3/index.json\" />\n  </packageSources>\n</configuration>"),
        B(f"dotnet test {sol} -c Release", dotnet_green("Acme.Core.Tests", 214, 0, "21 s")),
        S("Baseline: 214 tests pass."),
        G("ILogger<", "src\\Acme.Api\\Controllers\\PolicyController.cs:14:    private readonly ILogger<PolicyController> _log;\nsrc\\Acme.Core\\Services\\PremiumService.cs:11:    private readonly ILogger<PremiumService> _log;"),
        B("git log --oneline -3", "9d2e11a Merge PR 1312: POL-1490 premium breakdown\n3be0c7d POL-1477 fix null ref in endorsement\n51af0e9 build: pin SDK 8.0.404"),
    ]
    return steps[:n]

def noise_many(mod, n):
    """n extra harmless steps (reads of distinct classes, greps, green runs) for long runs"""
    names = ["AccountService", "AccountRepository", "AuditListener", "BatchConfig", "CurrencyConverter", "DateUtils",
             "ExportController", "FeatureFlags", "HealthIndicator", "JobLauncherConfig", "LedgerEntry", "MoneyFormatter",
             "NotificationClient", "PagingSupport", "ReportWriter", "RetryConfig", "SchedulerConfig", "TenantContext",
             "ValidationMessages", "WebConfig"]
    out = []
    for i in range(n):
        c = names[i % len(names)]
        if i % 5 == 4:
            out.append(B(f"mvn -B -q -pl {mod} test -Dtest={c}Test", mvn_green(mod, 3 + i % 7, f"{8 + i}.2{i%10}0")))
        elif i % 5 == 2:
            out.append(G(c, f"{mod}/src/main/java/com/acme/{c}.java:{10+i}:public class {c} {{\n{mod}/src/test/java/com/acme/{c}Test.java:{8+i}:class {c}Test {{"))
        elif i % 7 == 6:
            out.append(S(f"{c} is not involved; moving on."))
        else:
            out.append(R(f"{mod}/src/main/java/com/acme/{c}.java", f"package com.acme;\n\n@Component\npublic class {c} {{\n    private static final Logger log = LoggerFactory.getLogger({c}.class);\n    // {i + 12} lines omitted\n}}"))
    return out
