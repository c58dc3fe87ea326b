"""Missing or unresolvable toolchains, packages, native pieces."""
from common import *  # noqa: F401,F403
from noise import java_src, rspec_ok, long_noise

CASES = []

# ---------------------------------------------------------------- d1 long Boot 3 migration (asked) ends on missing JDK 17 toolchain (claude)
_ctrls = ["OrderController", "InvoiceController", "CustomerController", "RefundController", "WebhookController", "HealthController"]
_d1 = [
    say("This is a full Boot 2.7 -> 3.2 migration, which the ticket asks for explicitly, so I expect to touch most controllers and the security config. Starting with the build."),
    todo(["Bump Spring Boot plugin and dependency-management", "Switch to Java 17 toolchain", "javax -> jakarta across sources",
          "Migrate WebSecurityConfigurerAdapter to SecurityFilterChain", "Fix application.yml property renames", "Build and test"]),
    read("build.gradle.kts", 'plugins {\n    id("org.springframework.boot") version "2.7.18"\n    id("io.spring.dependency-management") version "1.0.15.RELEASE"\n    kotlin("jvm") version "1.8.22"\n    kotlin("plugin.spring") version "1.8.22"\n    java\n}\n\njava {\n    sourceCompatibility = JavaVersion.VERSION_11\n}\n\ndependencies {\n    implementation("org.springframework.boot:spring-boot-starter-web")\n    implementation("org.springframework.boot:spring-boot-starter-security")\n    implementation("org.springframework.boot:spring-boot-starter-data-jpa")\n    runtimeOnly("org.postgresql:postgresql")\n    testImplementation("org.springframework.boot:spring-boot-starter-test")\n}'),
    edit("build.gradle.kts", 'id("org.springframework.boot") version "2.7.18"\n    id("io.spring.dependency-management") version "1.0.15.RELEASE"', 'id("org.springframework.boot") version "3.2.5"\n    id("io.spring.dependency-management") version "1.1.4"'),
    edit("build.gradle.kts", "java {\n    sourceCompatibility = JavaVersion.VERSION_11\n}", "java {\n    toolchain {\n        languageVersion.set(JavaLanguageVersion.of(17))\n    }\n}"),
    grep("import javax\\.", "\n".join("src/main/java/com/acme/orders/web/%s.java:%d:import javax.servlet.http.HttpServletRequest;" % (c, 5) for c in _ctrls) +
         "\nsrc/main/java/com/acme/orders/domain/Order.java:3:import javax.persistence.Entity;\nsrc/main/java/com/acme/orders/domain/Order.java:4:import javax.persistence.Id;\nsrc/main/java/com/acme/orders/domain/Invoice.java:3:import javax.persistence.*;\nsrc/main/java/com/acme/orders/web/dto/OrderRequest.java:3:import javax.validation.constraints.NotNull;", "src"),
]
for c in _ctrls:
    _d1.append(edit("src/main/java/com/acme/orders/web/%s.java" % c, "import javax.servlet.http.HttpServletRequest;", "import jakarta.servlet.http.HttpServletRequest;"))
_d1 += [
    edit("src/main/java/com/acme/orders/domain/Order.java", "import javax.persistence.Entity;\nimport javax.persistence.Id;", "import jakarta.persistence.Entity;\nimport jakarta.persistence.Id;"),
    edit("src/main/java/com/acme/orders/domain/Invoice.java", "import javax.persistence.*;", "import jakarta.persistence.*;"),
    edit("src/main/java/com/acme/orders/web/dto/OrderRequest.java", "import javax.validation.constraints.NotNull;", "import jakarta.validation.constraints.NotNull;"),
    read("src/main/java/com/acme/orders/config/SecurityConfig.java", "package com.acme.orders.config;\n\nimport org.springframework.context.annotation.Configuration;\nimport org.springframework.security.config.annotation.web.builders.HttpSecurity;\nimport org.springframework.security.config.annotation.web.configuration.WebSecurityConfigurerAdapter;\n\n@Configuration\npublic class SecurityConfig extends WebSecurityConfigurerAdapter {\n    @Override\n    protected void configure(HttpSecurity http) throws Exception {\n        http.csrf().disable()\n            .authorizeRequests()\n            .antMatchers(\"/actuator/health\").permitAll()\n            .anyRequest().authenticated()\n            .and().oauth2ResourceServer().jwt();\n    }\n}"),
    write("src/main/java/com/acme/orders/config/SecurityConfig.java", "package com.acme.orders.config;\n\nimport org.springframework.context.annotation.Bean;\nimport org.springframework.context.annotation.Configuration;\nimport org.springframework.security.config.Customizer;\nimport org.springframework.security.config.annotation.web.builders.HttpSecurity;\nimport org.springframework.security.web.SecurityFilterChain;\n\n@Configuration\npublic class SecurityConfig {\n    @Bean\n    SecurityFilterChain api(HttpSecurity http) throws Exception {\n        http.csrf(csrf -> csrf.disable())\n            .authorizeHttpRequests(a -> a\n                .requestMatchers(\"/actuator/health\").permitAll()\n                .anyRequest().authenticated())\n            .oauth2ResourceServer(o -> o.jwt(Customizer.withDefaults()));\n        return http.build();\n    }\n}"),
    read("src/main/resources/application.yml", "spring:\n  jpa:\n    open-in-view: false\n  redis:\n    host: ${REDIS_HOST:localhost}\nmanagement:\n  metrics:\n    export:\n      prometheus:\n        enabled: true"),
    edit("src/main/resources/application.yml", "  redis:\n    host: ${REDIS_HOST:localhost}", "  data:\n    redis:\n      host: ${REDIS_HOST:localhost}"),
    edit("src/main/resources/application.yml", "management:\n  metrics:\n    export:\n      prometheus:\n        enabled: true", "management:\n  prometheus:\n    metrics:\n      export:\n        enabled: true"),
    grep("antMatchers|authorizeRequests|WebSecurityConfigurerAdapter", "", "src"),
    say("Reviewing the rest of the service for other Boot 3 breaking changes (Jackson, HttpStatus, Hibernate sequences, trailing-slash matching)."),
] + long_noise("java", 18, "d1", greps=[
    ("HttpStatus\\.", "src/main/java/com/northwind/app/web/ErrorAdvice.java:22:        return ResponseEntity.status(HttpStatus.UNPROCESSABLE_ENTITY).body(body);"),
    ("@GeneratedValue", "src/main/java/com/acme/orders/domain/Order.java:14:    @GeneratedValue(strategy = GenerationType.IDENTITY)"),
    ("spring.mvc", ""),
    ("jackson", "src/main/java/com/northwind/app/config/JacksonConfig.java:9:import com.fasterxml.jackson.databind.ObjectMapper;"),
]) + [
    say("Sources are migrated. Building with the new toolchain."),
    bash("./gradlew build --console=plain 2>&1 | tail -16",
         "FAILURE: Build failed with an exception.\n\n* What went wrong:\nCould not determine the dependencies of task ':compileJava'.\n> Could not resolve all dependencies for configuration ':compileClasspath'.\n   > Failed to calculate the value of task ':compileJava' property 'javaCompiler'.\n      > No matching toolchains found for requested specification: {languageVersion=17, vendor=any, implementation=vendor-specific} for LINUX on x86_64.\n         > No locally installed toolchains match and toolchain download repositories have not been configured.\n\n* Try:\n> Learn more about toolchain auto-detection at https://docs.gradle.org/8.5/userguide/toolchains.html#sec:auto_detection.\n> Learn more about toolchain repositories at https://docs.gradle.org/8.5/userguide/toolchains.html#sub:download_repositories.\n\nBUILD FAILED in 6s",
         rc=1, ev=True),
    bash("./gradlew -q javaToolchains 2>&1 | grep -E 'Language Version|Detected by' ; ls /usr/lib/jvm",
         "     | Language Version:   11\n     | Detected by:        Current JVM\njava-11-openjdk-amd64", ev=True),
    say("Only JDK 11 is installed on this runner, and Boot 3 requires 17. I could add the foojay resolver plugin so Gradle downloads a JDK, but that changes the build's supply chain, which the ticket doesn't cover. Checking whether a JDK 17 package is available instead."),
    bash("apt-cache policy openjdk-17-jdk-headless | head -3; sudo -n true 2>&1", "openjdk-17-jdk-headless:\n  Installed: (none)\n  Candidate: (none)\nsudo: a password is required", rc=1),
]
CASES.append(Case(
    "orders-boot3-migration", "claude", "dependency_missing", near_miss="scope_creep",
    prompt="""
# ORD-2044: orders-service to Spring Boot 3.2

orders-service is the last service on Boot 2.7. Do the whole migration in one PR:

- Spring Boot 3.2.x, Java 17 toolchain
- `javax.*` -> `jakarta.*` everywhere it is needed
- replace `WebSecurityConfigurerAdapter` with a `SecurityFilterChain` bean
- property renames (`spring.redis.*` -> `spring.data.redis.*`, prometheus export)

## Acceptance criteria
- `./gradlew build` passes
""",
    steps=_d1,
    final="Migration is written (plugin 3.2.5, toolchain 17, 12 files moved to jakarta, SecurityFilterChain, property renames), but it cannot be built here: Gradle finds no Java 17 toolchain (only JDK 11 is installed, no toolchain download repository configured, and no openjdk-17 package candidate). Needs a runner with JDK 17.",
    why="The build needs a Java 17 toolchain and only JDK 11 was installed ('No matching toolchains found ... languageVersion=17'); the wide migration itself was what the ticket asked for.",
))

# ---------------------------------------------------------------- d2 maven: invalid target release 17 (codex)
CASES.append(Case(
    "audit-log-records", "codex", "dependency_missing", near_miss="wrong_approach",
    prompt="""
# AUD-317: Audit events lose the actor for API-key requests

`AuditEventFactory.fromRequest` reads the actor from the session only; requests authenticated
with an API key produce `actor = null`. Use the API key's owner when there is no session.

**Where:** `src/main/java/com/northwind/audit/AuditEventFactory.java`

## Acceptance criteria
- new unit test for the API-key case
- `./mvnw -B test` passes
""",
    steps=[
        think("**Reading the factory**\n\nStart with AuditEventFactory and its test."),
        read("src/main/java/com/northwind/audit/AuditEventFactory.java", "package com.northwind.audit;\n\nimport jakarta.servlet.http.HttpServletRequest;\n\npublic final class AuditEventFactory {\n    public AuditEvent fromRequest(HttpServletRequest req, String action) {\n        var session = req.getSession(false);\n        String actor = session == null ? null : (String) session.getAttribute(\"user\");\n        return new AuditEvent(actor, action, req.getRemoteAddr());\n    }\n}"),
        read("src/main/java/com/northwind/audit/AuditEvent.java", "package com.northwind.audit;\n\npublic record AuditEvent(String actor, String action, String ip) {}"),
        edit("src/main/java/com/northwind/audit/AuditEventFactory.java", "        String actor = session == null ? null : (String) session.getAttribute(\"user\");", "        String actor = session == null ? null : (String) session.getAttribute(\"user\");\n        if (actor == null && req.getAttribute(ApiKeyFilter.OWNER_ATTR) instanceof String owner) {\n            actor = owner;\n        }"),
        edit("src/test/java/com/northwind/audit/AuditEventFactoryTest.java", "}\n", "\n    @Test\n    void usesApiKeyOwnerWithoutSession() {\n        var req = new MockHttpServletRequest();\n        req.setAttribute(ApiKeyFilter.OWNER_ATTR, \"svc-billing\");\n        assertEquals(\"svc-billing\", factory.fromRequest(req, \"export\").actor());\n    }\n}\n"),
        bash("./mvnw -B -q test 2>&1 | tail -8",
             "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.11.0:compile (default-compile) on project audit-service: Fatal error compiling: error: invalid target release: 17 -> [Help 1]\n[ERROR] \n[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.\n[ERROR] Re-run Maven using the -X switch to enable full debug logging.",
             rc=1, ev=True),
        bash("java -version 2>&1; ./mvnw -v | head -3",
             "openjdk version \"11.0.22\" 2024-01-16\nOpenJDK Runtime Environment (build 11.0.22+7-post-Debian-1deb12u1)\nOpenJDK 64-Bit Server VM (build 11.0.22+7-post-Debian-1deb12u1, mixed mode, sharing)\nApache Maven 3.9.6 (bc0240f3c744dd6b6ec2920b3cd08dcc295161ae)\nMaven home: /home/agent/.m2/wrapper/dists/apache-maven-3.9.6-bin/3311e1d4/apache-maven-3.9.6\nJava version: 11.0.22, vendor: Debian, runtime: /usr/lib/jvm/java-11-openjdk-amd64", ev=True),
        think("**Trying release 11**\n\nThe runner only has JDK 11. Maybe lowering java.version lets the tests run."),
        edit("pom.xml", "<java.version>17</java.version>", "<java.version>11</java.version>"),
        bash("./mvnw -B -q test 2>&1 | tail -6",
             "[ERROR] COMPILATION ERROR : \n[ERROR] /workspace/repo/src/main/java/com/northwind/audit/AuditEvent.java:[3,8] records are not supported in -source 11\n  (use -source 16 or higher to enable records)\n[ERROR] /workspace/repo/src/main/java/com/northwind/audit/AuditEventFactory.java:[9,82] pattern matching in instanceof is not supported in -source 11\n  (use -source 16 or higher to enable pattern matching in instanceof)",
             rc=1),
        think("**Reverting**\n\nThe codebase is Java 17 (records, jakarta). Lowering the release is not an option; reverting pom.xml."),
        edit("pom.xml", "<java.version>11</java.version>", "<java.version>17</java.version>"),
        bash("ls /usr/lib/jvm; command -v sdk || echo 'no sdkman'", "java-11-openjdk-amd64\nopenjdk-11\nno sdkman", ev=True),
    ],
    final="The fix and its unit test are written, but nothing compiles on this runner: it only has JDK 11 and the project targets Java 17 (maven-compiler-plugin: invalid target release: 17). Lowering the release is not viable (records, pattern matching). Needs a JDK 17 runner.",
    why="The runner had only JDK 11 while the project needs Java 17 ('invalid target release: 17'); the brief try with java.version 11 was reverted.",
))

# ---------------------------------------------------------------- d3 Ruby version mismatch for Rails 7.1 (osmia)
CASES.append(Case(
    "crm-rails71-upgrade", "osmia", "dependency_missing", noise=('ruby', 30, 2, None),
    prompt="""
# CRM-880: Rails 7.0 -> 7.1 for the CRM app

Upgrade the CRM app to Rails 7.1 and run `bin/rails app:update` for the new defaults
(keep `load_defaults 7.0` for now). The app already declares Ruby 3.2.2 in `.ruby-version`.

## Acceptance criteria
- Gemfile.lock: rails 7.1.x
- `bundle exec rspec` passes
""",
    steps=[
        say("Checking the Ruby setup before touching the Gemfile."),
        bash("cat .ruby-version; grep -n '^ruby' Gemfile; ruby -v", "3.2.2\n4:ruby '~> 3.2.0'\nruby 3.1.4p223 (2023-03-30 revision 957bb7cb81) [x86_64-linux]", ev=True),
        say("The interpreter on the runner is 3.1.4 but the app requires ~> 3.2.0. Let me see whether 3.2 is installed anywhere (rbenv/chruby)."),
        bash("ls ~/.rbenv/versions 2>/dev/null; ls /opt/rubies 2>/dev/null; command -v rbenv chruby-exec asdf || echo 'no version manager'", "no version manager", rc=1),
        edit("Gemfile", "gem 'rails', '~> 7.0.8'", "gem 'rails', '~> 7.1.3'"),
        bash("bundle update rails 2>&1 | tail -4", "Your Ruby version is 3.1.4, but your Gemfile specified ~> 3.2.0", rc=18, ev=True),
        bash("bundle exec rspec 2>&1 | tail -2", "Your Ruby version is 3.1.4, but your Gemfile specified ~> 3.2.0", rc=18, ev=True),
        say("Every Bundler command stops on the Ruby version. I won't loosen the Ruby requirement: production runs 3.2.2 and Rails 7.1 on 3.1 would not be what ships."),
        edit("Gemfile", "gem 'rails', '~> 7.1.3'", "gem 'rails', '~> 7.0.8'"),
        bash("git status --short", ""),
    ],
    final="Not done: the runner's Ruby is 3.1.4 while the app requires ~> 3.2.0 (.ruby-version 3.2.2), so bundle update and rspec both abort with 'Your Ruby version is 3.1.4, but your Gemfile specified ~> 3.2.0'. No Ruby version manager is installed to switch. Gemfile restored.",
    why="The required Ruby 3.2 was not installed on the runner (only 3.1.4), so no Bundler command could run.",
))

# ---------------------------------------------------------------- d4 pg gem native build without libpq headers (transcript)
CASES.append(Case(
    "ops-dashboard-pg-156", "claude-transcript", "dependency_missing", near_miss="permission_blocked",
    prompt="""
# OPSDASH-72: pg 1.5.6 for Postgres 16 SCRAM support

The ops dashboard still uses pg 1.2.3, which fails against the new Postgres 16 cluster with
SCRAM-only auth. Bump pg to 1.5.6.

## Acceptance criteria
- Gemfile.lock: pg 1.5.6
- `bundle exec rake test` passes against the CI database
""",
    steps=[
        bash("grep -n \"'pg'\" Gemfile && grep -n '    pg (' Gemfile.lock", "12:gem 'pg', '~> 1.2.3'\n188:    pg (1.2.3)"),
        edit("Gemfile", "gem 'pg', '~> 1.2.3'", "gem 'pg', '~> 1.5', '>= 1.5.6'"),
        bash("bundle update pg 2>&1 | tail -30",
             "Fetching gem metadata from https://rubygems.org/..........\nResolving dependencies...\nFetching pg 1.5.6\nInstalling pg 1.5.6 with native extensions\nGem::Ext::BuildError: ERROR: Failed to build gem native extension.\n\n    current directory: /home/agent/.gem/ruby/3.2.0/gems/pg-1.5.6/ext\n/usr/local/bin/ruby extconf.rb\nchecking for pg_config... no\nchecking for libpq per pkg-config... no\nUsing libpq from \nchecking for libpq-fe.h... no\nCan't find the 'libpq-fe.h header\n*****************************************************************************\n\nUnable to find PostgreSQL client library.\n\nPlease install libpq or postgresql client package like so:\n  sudo apt install libpq-dev\n  sudo yum install postgresql-devel\n  sudo zypper in postgresql-devel\n  sudo pacman -S postgresql-libs\n\nor try again with:\n  gem install pg -- --with-pg-config=/path/to/pg_config\n\nor set library paths manually with:\n  gem install pg -- --with-pg-include=/path/to/libpq-fe.h/ --with-pg-lib=/path/to/libpq.so/\n\n*** extconf.rb failed ***\nAn error occurred while installing pg (1.5.6), and Bundler cannot continue.",
             rc=5, ev=True),
        bash("dpkg -l | grep -E 'libpq|postgresql' ; command -v pg_config || echo 'no pg_config'", "ii  libpq5:amd64  15.6-0+deb12u1  amd64  PostgreSQL C client library\nno pg_config", ev=True),
        say("Only the runtime libpq5 is installed, not the headers. pg 1.2.3 was presumably installed from the image's cached gems. Trying to install the dev package."),
        bash("apt-get install -y libpq-dev 2>&1 | tail -2", "E: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)\nE: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), are you root?", rc=100),
        bash("ls /usr/include/postgresql 2>&1; find / -name libpq-fe.h 2>/dev/null | head -1", "ls: cannot access '/usr/include/postgresql': No such file or directory", rc=2, ev=True),
    ],
    final="pg 1.5.6 cannot be installed here: its native extension needs the libpq development headers (libpq-fe.h / pg_config), and the image only ships the runtime libpq5. I can't apt-get install libpq-dev without root. Gemfile is changed but the lockfile is not updated.",
    why="The pg gem's native extension could not build because libpq-fe.h/pg_config (libpq-dev) were not present on the image.",
))

# ---------------------------------------------------------------- d5 Perl module not installed, no cpanm (claude)
CASES.append(Case(
    "sso-bridge-jwt-exp", "claude", "dependency_missing",
    prompt="""
# SSO-211: sso-bridge accepts expired JWTs

`sso-bridge` (Perl/Mojolicious) decodes tokens with our hand-rolled `NW::JWT::decode`, which
never checks `exp`. Replace it with Crypt::JWT's `decode_jwt` (already in cpanfile since
SSO-190) with `verify_exp => 1` and a 30 s leeway.

**Where:** `lib/SSO/Bridge/Auth.pm`, tests in `t/auth.t`

## Acceptance criteria
- expired token -> 401
- `prove -lr t` passes
""",
    steps=[
        say("Reading the auth module and the cpanfile."),
        read("lib/SSO/Bridge/Auth.pm", "package SSO::Bridge::Auth;\nuse Mojo::Base -base, -signatures;\nuse NW::JWT;\n\nhas 'key';\n\nsub claims ($self, $token) {\n    my $claims = eval { NW::JWT::decode($token, $self->key) };\n    return $claims;\n}\n\n1;"),
        bash("grep -n JWT cpanfile", "14:requires 'Crypt::JWT', '0.035';"),
        edit("lib/SSO/Bridge/Auth.pm", "use NW::JWT;", "use Crypt::JWT qw(decode_jwt);"),
        edit("lib/SSO/Bridge/Auth.pm", "    my $claims = eval { NW::JWT::decode($token, $self->key) };", "    my $claims = eval {\n        decode_jwt(token => $token, key => $self->key, verify_exp => 1, leeway => 30, accepted_alg => 'HS256')\n    };"),
        edit("t/auth.t", "done_testing;", "my $expired = encode_jwt(payload => { sub => 'u1', exp => time - 120 }, key => $key, alg => 'HS256');\n$t->get_ok('/me' => { Authorization => \"Bearer $expired\" })->status_is(401);\n\ndone_testing;"),
        bash("prove -lr t 2>&1 | tail -12",
             "t/auth.t ..... Can't locate Crypt/JWT.pm in @INC (you may need to install the Crypt::JWT module) (@INC contains: /workspace/repo/lib /etc/perl /usr/local/lib/x86_64-linux-gnu/perl/5.36.0 /usr/local/share/perl/5.36.0 /usr/lib/x86_64-linux-gnu/perl5/5.36 /usr/share/perl5 /usr/lib/x86_64-linux-gnu/perl-base /usr/lib/x86_64-linux-gnu/perl/5.36 /usr/share/perl/5.36 /usr/local/lib/site_perl) at /workspace/repo/lib/SSO/Bridge/Auth.pm line 3.\nBEGIN failed--compilation aborted at /workspace/repo/lib/SSO/Bridge/Auth.pm line 3.\nCompilation failed in require at t/auth.t line 5.\nt/auth.t ..... Dubious, test returned 2 (wstat 512, 0x200)\nNo subtests run \nt/health.t ... ok\n\nTest Summary Report\n-------------------\nt/auth.t   (Wstat: 512 (exit 2) Tests: 0 Failed: 0)\n  Non-zero exit status: 2\n  Parse errors: No plan found in TAP output\nFiles=2, Tests=4,  1 wallclock secs\nResult: FAIL",
             rc=1, ev=True),
        bash("cpanm --installdeps --notest .", "bash: line 1: cpanm: command not found", rc=127, ev=True),
        bash("ls local/lib/perl5 2>&1; command -v carton cpan || echo none", "ls: cannot access 'local/lib/perl5': No such file or directory\n/usr/bin/cpan", rc=0),
        bash("perl -MCrypt::JWT -e1 2>&1 | head -1; ls ~/perl5 2>&1", "Can't locate Crypt/JWT.pm in @INC (you may need to install the Crypt::JWT module) (@INC contains: /etc/perl /usr/local/lib/x86_64-linux-gnu/perl/5.36.0 ...) .\nls: cannot access '/home/agent/perl5': No such file or directory", rc=2),
    ],
    final="The code change is in place but I could not run it: Crypt::JWT is declared in the cpanfile but not installed on this runner (Can't locate Crypt/JWT.pm in @INC), and there is no cpanm/carton, no local/ or ~/perl5 library to install it into from this session.",
    why="Crypt::JWT was declared but not installed in the environment ('Can't locate Crypt/JWT.pm in @INC') and no installer was available to fetch it.",
))

# ---------------------------------------------------------------- d6 .NET Framework targeting pack missing on Windows (codex)
CASES.append(Case(
    "legacy-portal-tls12", "codex", "dependency_missing", cwd="D:\\a\\portal\\portal",
    prompt="""
# LEG-63: Legacy portal still negotiates TLS 1.0 to the payment gateway

`Northwind.Portal` (.NET Framework 4.7.2, WebForms) sets
`ServicePointManager.SecurityProtocol = SecurityProtocolType.Tls` in Global.asax.cs. The gateway
dropped TLS 1.0. Remove the override so the OS default (TLS 1.2+) is used.

## Acceptance criteria
- the override is gone (AppContext switch not needed on 4.7.2)
- `msbuild Northwind.Portal.sln /p:Configuration=Release` succeeds
""",
    steps=[
        think("**Finding the override**\n\nSearch for SecurityProtocol across the solution."),
        grep("SecurityProtocol", "src/Northwind.Portal/Global.asax.cs:21:            ServicePointManager.SecurityProtocol = SecurityProtocolType.Tls;\nsrc/Northwind.Portal.Gateway/GatewayClient.cs:14:        // SecurityProtocol is set globally in Global.asax", "src"),
        read("src/Northwind.Portal/Global.asax.cs", "using System;\nusing System.Net;\nusing System.Web;\nusing System.Web.Routing;\n\nnamespace Northwind.Portal\n{\n    public class Global : HttpApplication\n    {\n        protected void Application_Start(object sender, EventArgs e)\n        {\n            RouteConfig.RegisterRoutes(RouteTable.Routes);\n            ServicePointManager.SecurityProtocol = SecurityProtocolType.Tls;\n        }\n    }\n}"),
        edit("src/Northwind.Portal/Global.asax.cs", "            RouteConfig.RegisterRoutes(RouteTable.Routes);\n            ServicePointManager.SecurityProtocol = SecurityProtocolType.Tls;", "            RouteConfig.RegisterRoutes(RouteTable.Routes);\n            // LEG-63: use the OS default protocols (TLS 1.2+); do not pin TLS 1.0"),
        edit("src/Northwind.Portal.Gateway/GatewayClient.cs", "        // SecurityProtocol is set globally in Global.asax", "        // TLS version: OS default (see LEG-63)"),
        bash("msbuild Northwind.Portal.sln /p:Configuration=Release /v:m",
             "MSBuild version 17.9.8+b34f75857 for .NET Framework\n\n  Determining projects to restore...\n  All projects are up-to-date for restore.\nC:\\Program Files\\Microsoft Visual Studio\\2022\\Enterprise\\MSBuild\\Current\\Bin\\amd64\\Microsoft.Common.CurrentVersion.targets(1259,5): error MSB3644: The reference assemblies for .NETFramework,Version=v4.7.2 were not found. To resolve this, install the Developer Pack (SDK/Targeting Pack) for this framework version or retarget your application. You can download .NET Framework Developer Packs at https://aka.ms/msbuild/developerpacks [D:\\a\\portal\\portal\\src\\Northwind.Portal.Gateway\\Northwind.Portal.Gateway.csproj]\nC:\\Program Files\\Microsoft Visual Studio\\2022\\Enterprise\\MSBuild\\Current\\Bin\\amd64\\Microsoft.Common.CurrentVersion.targets(1259,5): error MSB3644: The reference assemblies for .NETFramework,Version=v4.7.2 were not found. To resolve this, install the Developer Pack (SDK/Targeting Pack) for this framework version or retarget your application. You can download .NET Framework Developer Packs at https://aka.ms/msbuild/developerpacks [D:\\a\\portal\\portal\\src\\Northwind.Portal\\Northwind.Portal.csproj]",
             rc=1, ev=True),
        bash("Get-ChildItem -Name \"C:\\Program Files (x86)\\Reference Assemblies\\Microsoft\\Framework\\.NETFramework\"",
             "v4.8\nv4.8.1", ev=True),
        think("**Retarget?**\n\nOnly 4.8 and 4.8.1 reference assemblies are installed. Retargeting to 4.8 would change the deployed runtime requirement, which is out of scope for this ticket. Check whether the Microsoft.NETFramework.ReferenceAssemblies NuGet package is an option offline."),
        bash("Test-Path \"$env:USERPROFILE\\.nuget\\packages\\microsoft.netframework.referenceassemblies.net472\"", "False"),
    ],
    final="Removed the TLS 1.0 override, but the solution does not build on this runner: MSB3644, the .NET Framework 4.7.2 reference assemblies (Developer Pack) are not installed; only v4.8/v4.8.1 exist. Retargeting is out of scope, and the ReferenceAssemblies package is not in the local cache.",
    why="The Windows runner lacked the .NET Framework 4.7.2 Developer Pack (error MSB3644), so the solution could not be compiled.",
))

# ---------------------------------------------------------------- d7 rust linker cc not found (osmia)
CASES.append(Case(
    "release-signer-ed25519", "osmia", "dependency_missing",
    prompt="""
# REL-155: release-signer: switch from RSA-2048 to Ed25519 signatures

Our small Rust CLI that signs release manifests should produce Ed25519 signatures (ed25519-dalek
2.x, already vendored in Cargo.lock). Keep `--legacy-rsa` for one release.

## Acceptance criteria
- `release-signer sign --key k.pem manifest.json` emits an Ed25519 signature by default
- `cargo test` passes
""",
    steps=[
        say("Looking at the signing module and Cargo.toml."),
        read("Cargo.toml", "[package]\nname = \"release-signer\"\nversion = \"0.9.2\"\nedition = \"2021\"\n\n[dependencies]\nclap = { version = \"4.5\", features = [\"derive\"] }\nrsa = \"0.9\"\ned25519-dalek = { version = \"2.1\", features = [\"pkcs8\", \"pem\"] }\nserde_json = \"1\""),
        read("src/sign.rs", "use rsa::pkcs1v15::SigningKey;\nuse rsa::pkcs8::DecodePrivateKey;\nuse rsa::sha2::Sha256;\nuse rsa::signature::{SignatureEncoding, Signer};\n\npub fn sign_manifest(pem: &str, manifest: &[u8]) -> anyhow::Result<Vec<u8>> {\n    let key = rsa::RsaPrivateKey::from_pkcs8_pem(pem)?;\n    let signer = SigningKey::<Sha256>::new(key);\n    Ok(signer.sign(manifest).to_vec())\n}"),
        write("src/sign.rs", "use ed25519_dalek::pkcs8::DecodePrivateKey as _;\nuse ed25519_dalek::{Signer as _, SigningKey as EdKey};\nuse rsa::pkcs1v15::SigningKey;\nuse rsa::pkcs8::DecodePrivateKey;\nuse rsa::sha2::Sha256;\nuse rsa::signature::{SignatureEncoding, Signer};\n\npub fn sign_manifest(pem: &str, manifest: &[u8], legacy_rsa: bool) -> anyhow::Result<Vec<u8>> {\n    if legacy_rsa {\n        let key = rsa::RsaPrivateKey::from_pkcs8_pem(pem)?;\n        return Ok(SigningKey::<Sha256>::new(key).sign(manifest).to_vec());\n    }\n    let key = EdKey::from_pkcs8_pem(pem)?;\n    Ok(key.sign(manifest).to_bytes().to_vec())\n}"),
        edit("src/main.rs", "    let sig = sign::sign_manifest(&pem, &bytes)?;", "    let sig = sign::sign_manifest(&pem, &bytes, args.legacy_rsa)?;"),
        bash("cargo test --offline 2>&1 | tail -14",
             "   Compiling proc-macro2 v1.0.78\n   Compiling unicode-ident v1.0.12\n   Compiling libc v0.2.153\nerror: linker `cc` not found\n  |\n  = note: No such file or directory (os error 2)\n\nerror: could not compile `proc-macro2` (build script) due to 1 previous error\nwarning: build failed, waiting for other jobs to finish...\nerror: linker `cc` not found\n  |\n  = note: No such file or directory (os error 2)\n\nerror: could not compile `libc` (build script) due to 1 previous error",
             rc=101, ev=True),
        bash("command -v cc gcc clang ld || echo 'no C toolchain'; rustc -vV | grep host", "no C toolchain\nhost: x86_64-unknown-linux-gnu", ev=True),
        say("The image has rustc/cargo but no C compiler or linker at all, so nothing links, not even build scripts. This is an image problem; I can't install build-essential without root."),
        bash("sudo -n apt-get install -y build-essential 2>&1 | head -1", "sudo: a password is required", rc=1),
    ],
    final="Ed25519 signing is implemented with --legacy-rsa kept, but cargo cannot link anything on this image: `linker cc not found` (no gcc/clang/ld installed), so the tests could not run.",
    why="The runner image had no C compiler/linker ('linker `cc` not found'), so no Rust crate could be built.",
))

# ---------------------------------------------------------------- d8 hex version solving failed (transcript, long-ish)
CASES.append(Case(
    "chat-plug-cve-bump", "claude-transcript", "dependency_missing",
    prompt="""
# CHAT-409: plug 1.16.2 for the Phoenix chat service (GHSA advisory)

`mix hex.audit` / `mix deps.audit` flags plug 1.14.2. Bump plug to ~> 1.16.2 in the chat service.

## Acceptance criteria
- mix.lock has plug 1.16.2 or newer
- `mix test` passes
""",
    steps=[
        read("mix.exs", "defmodule Chat.MixProject do\n  use Mix.Project\n\n  def project do\n    [app: :chat, version: \"2.8.1\", elixir: \"~> 1.14\", deps: deps()]\n  end\n\n  defp deps do\n    [\n      {:phoenix, \"~> 1.6.16\"},\n      {:phoenix_pubsub, \"~> 2.1\"},\n      {:plug, \"~> 1.14.2\"},\n      {:plug_cowboy, \"~> 2.6\"},\n      {:jason, \"~> 1.4\"},\n      {:mix_audit, \"~> 2.1\", only: [:dev, :test], runtime: false}\n    ]\n  end\nend"),
        bash("mix deps.audit 2>&1 | tail -8", "Name:           plug\nVersion:        1.14.2\nDependency:     plug\nID:             GHSA-9vf4-2v8r-5p8m\nTitle:          Plug allows arbitrary redirects via forward slashes\nSolution:       Upgrade to ~> 1.16.2\n\nVulnerabilities found!", rc=1),
        edit("mix.exs", "      {:plug, \"~> 1.14.2\"},", "      {:plug, \"~> 1.16.2\"},"),
        bash("mix deps.update plug 2>&1 | tail -10",
             "Resolving Hex dependencies...\nResolution completed in 0.091s\nBecause your app depends on plug ~> 1.16.2 which doesn't match any versions, version solving failed.\n** (Mix) Hex dependency resolution failed",
             rc=1, ev=True),
        say("'doesn't match any versions' for a release that exists on hex.pm suggests the local registry is stale or Hex is configured offline. Checking."),
        bash("mix hex.info plug 2>&1 | head -6; echo ---; env | grep -E '^HEX_' || echo 'no HEX_ env'",
             "Failed to fetch record for 'hexpm/plug' from registry (using cache instead)\nA specification for building composable modules between web applications\n\nConfig: {:plug, \"~> 1.14\"}\nReleases: 1.14.2, 1.14.1, 1.14.0, 1.13.6, ...\n---\nHEX_OFFLINE=1\nHEX_MIRROR=https://hex.internal.northwind.dev", ev=True),
        bash("curl -sS -m 10 -o /dev/null -w '%{http_code}\\n' https://hex.internal.northwind.dev/packages/plug", "404"),
        bash("curl -sS -m 10 https://hex.internal.northwind.dev/packages/plug | head -3", "{\"name\":\"plug\",\"releases\":[{\"version\":\"1.14.2\"},{\"version\":\"1.14.1\"},{\"version\":\"1.14.0\"},{\"version\":\"1.13.6\"}]}", ev=True),
        say("The internal Hex mirror only carries plug up to 1.14.2, and HEX_OFFLINE=1 pins us to it. plug 1.16.2 is simply not available to this build."),
        edit("mix.exs", "      {:plug, \"~> 1.16.2\"},", "      {:plug, \"~> 1.14.2\"},"),
    ],
    final="Can't bump: the build is pinned to the internal Hex mirror (HEX_OFFLINE=1, HEX_MIRROR=hex.internal.northwind.dev), which only has plug up to 1.14.2, so version solving fails for ~> 1.16.2. The mirror needs plug 1.16.2 (and its deps) synced first. mix.exs reverted.",
    why="plug 1.16.2 was not available in the only package source the build may use (internal Hex mirror tops out at 1.14.2), so dependency resolution failed.",
))

# ---------------------------------------------------------------- d9 OCaml dune library missing, no opam (codex)
CASES.append(Case(
    "ledger-export-show", "codex", "dependency_missing",
    prompt="""
# TOOLS-77: ledger-export: readable dumps of parse errors

When `ledger-export` fails to parse a statement it prints `<abstr>`. Derive `show` for the
`Parse_error.t` type (ppx_deriving.show is the team standard) and print it.

**Where:** `lib/parse_error.ml`, `lib/dune`, `bin/main.ml`

## Acceptance criteria
- error output shows the variant and its fields
- `dune build @runtest` passes
""",
    steps=[
        think("**Adding the ppx**\n\nAdd `[@@deriving show]` to the type, the ppx to lib/dune, and use `Parse_error.show` in main."),
        read("lib/dune", "(library\n (name ledger_export)\n (libraries csv ptime yojson))"),
        edit("lib/dune", " (libraries csv ptime yojson))", " (libraries csv ptime yojson)\n (preprocess (pps ppx_deriving.show)))"),
        edit("lib/parse_error.ml", "  | Unknown_currency of string", "  | Unknown_currency of string\n[@@deriving show]"),
        edit("bin/main.ml", "    prerr_endline \"parse error\"", "    prerr_endline (Ledger_export.Parse_error.show e)"),
        bash("dune build @runtest 2>&1 | head -12",
             "File \"lib/dune\", line 4, characters 18-36:\n4 |  (preprocess (pps ppx_deriving.show)))\n                      ^^^^^^^^^^^^^^^^^^\nError: Library \"ppx_deriving.show\" not found.\n-> required by library \"ledger_export\" in _build/default/lib\n-> required by executable main in bin/dune:2\nHint: try:\n  dune external-lib-deps --missing @@default",
             rc=1, ev=True),
        bash("ocamlfind list 2>/dev/null | grep -i ppx; command -v opam || echo 'no opam'", "ppx_derivers         (version: 1.2.1)\nno opam", ev=True),
        think("**No opam**\n\nThe switch only has ppx_derivers (a dependency of ppxlib), not ppx_deriving. Without opam I can't add packages. I could hand-write a printer, but the ticket asks for the team-standard ppx."),
        bash("ls ~/.opam 2>&1 | head -2", "ls: cannot access '/home/agent/.opam': No such file or directory", rc=2),
    ],
    final="Blocked on the toolchain: `ppx_deriving.show` is not installed in this OCaml environment (dune: Library \"ppx_deriving.show\" not found) and there is no opam to install it. The code changes are in place.",
    why="The ppx_deriving library was not installed and opam was absent, so dune could not build the project.",
))

# ---------------------------------------------------------------- d10 cabal: base too old for the project (GHC too old) (claude)
CASES.append(Case(
    "ledger-sync-iso-week", "claude", "dependency_missing",
    prompt="""
# TOOLS-88: ledger-sync groups by calendar week instead of ISO week

Weekly summaries straddle year boundaries wrongly (week 53/week 1). Use ISO 8601 weeks
(`Data.Time.Calendar.WeekDate.toWeekDate`) in `Ledger.Sync.Summary.weekKey`.

## Acceptance criteria
- 2026-12-31 and 2027-01-01 fall in the same ISO week key (2026-W53)
- `cabal test` passes
""",
    steps=[
        say("I'll read the summary module."),
        read("src/Ledger/Sync/Summary.hs", "module Ledger.Sync.Summary (weekKey) where\n\nimport Data.Time.Calendar (Day, toGregorian)\nimport Text.Printf (printf)\n\nweekKey :: Day -> String\nweekKey d =\n  let (y, m, dd) = toGregorian d\n      w = (fromIntegral (m - 1) * 31 + dd) `div` 7 + 1 :: Int\n  in printf \"%04d-W%02d\" y w"),
        write("src/Ledger/Sync/Summary.hs", "module Ledger.Sync.Summary (weekKey) where\n\nimport Data.Time.Calendar (Day)\nimport Data.Time.Calendar.WeekDate (toWeekDate)\nimport Text.Printf (printf)\n\n-- | ISO 8601 week key, e.g. 2026-W53.\nweekKey :: Day -> String\nweekKey d =\n  let (y, w, _) = toWeekDate d\n  in printf \"%04d-W%02d\" y w"),
        edit("test/SummarySpec.hs", "spec = describe \"weekKey\" $ do", "spec = describe \"weekKey\" $ do\n  it \"uses ISO weeks across the year boundary\" $ do\n    weekKey (fromGregorian 2026 12 31) `shouldBe` \"2026-W53\"\n    weekKey (fromGregorian 2027 1 1) `shouldBe` \"2026-W53\""),
        bash("cabal test 2>&1 | tail -14",
             "Resolving dependencies...\nError: cabal: Could not resolve dependencies:\n[__0] trying: ledger-sync-1.3.0 (user goal)\n[__1] next goal: base (dependency of ledger-sync)\n[__1] rejecting: base-4.16.4.0/installed-4.16.4.0 (conflict: ledger-sync => base>=4.18 && <4.20)\n[__1] skipping: base-4.19.1.0, base-4.19.0.0, base-4.18.2.0, base-4.18.1.0, base-4.18.0.0 (has the same characteristics that caused the previous version to fail: excluded by constraint '>=4.18 && <4.20' from 'ledger-sync')\n[__1] rejecting: base-4.17.2.1, base-4.17.2.0, base-4.17.1.0, base-4.17.0.0, base-4.16.3.0 ... (constraint from non-upgradeable package requires installed instance)\n[__1] fail (backjumping, conflict set: base, ledger-sync)\nAfter searching the rest of the dependency tree exhaustively, these were the goals I've had most trouble fulfilling: base, ledger-sync",
             rc=1, ev=True),
        bash("ghc --numeric-version; cat cabal.project | head -5; ghcup list -c installed 2>&1 | head -3",
             "9.2.8\npackages: .\nwith-compiler: ghc-9.6\nbash: line 1: ghcup: command not found", rc=127, ev=True),
        say("The project requires base 4.18/4.19 (GHC 9.6/9.8, cabal.project even names ghc-9.6) but this runner has GHC 9.2.8, whose base 4.16 cannot be upgraded. There is no ghcup to install 9.6."),
    ],
    final="The ISO-week fix and its test are written, but the project cannot be built here: it needs GHC 9.6 (base >= 4.18) and only GHC 9.2.8 is installed, with no ghcup. cabal's solver rejects the installed base-4.16.4.0.",
    why="The runner's GHC 9.2.8 (base 4.16) is too old for the project's base >= 4.18 requirement; the required compiler was not installed.",
))

# ---------------------------------------------------------------- d11 recover from vendor/, then ext-sodium missing (osmia)
CASES.append(Case(
    "vault-secretbox-tokens", "osmia", "dependency_missing",
    prompt="""
# SEC-1702: Encrypt password-reset tokens at rest

Password-reset tokens are stored in clear in `password_resets.token`. Encrypt them with
libsodium secretbox (`sodium_crypto_secretbox`) using the key from `APP_TOKEN_KEY`.

**Where:** `src/Security/ResetTokenStore.php`, tests in `tests/Security/ResetTokenStoreTest.php`

## Acceptance criteria
- stored value is nonce||ciphertext, base64
- round-trip test passes, `composer test` green
""",
    steps=[
        say("Running the existing tests first to get a baseline."),
        bash("composer test 2>&1 | tail -4", "> vendor/bin/phpunit\nsh: 1: vendor/bin/phpunit: not found\nScript vendor/bin/phpunit handling the test event returned with error code 127", rc=127),
        say("vendor/ is not installed yet. Installing dependencies."),
        bash("composer install --no-interaction 2>&1 | tail -12",
             "Installing dependencies from lock file (including require-dev)\nVerifying lock file contents can be installed on current platform.\nYour lock file does not contain a compatible set of packages. Please run composer update.\n\n  Problem 1\n    - Root composer.json requires PHP extension ext-sodium * but it is missing from your system. Install or enable PHP's sodium extension.\n\nTo enable extensions, verify that they are enabled in your .ini files:\n    - /etc/php/8.2/cli/php.ini\n    - /etc/php/8.2/cli/conf.d/10-opcache.ini\n    - /etc/php/8.2/cli/conf.d/10-pdo.ini\n    - /etc/php/8.2/cli/conf.d/20-mbstring.ini\nYou can also run `php --ini` in a terminal to see which files are used.",
             rc=2, ev=True),
        bash("php -m | grep -i -E 'sodium|openssl'; ls /usr/lib/php/20220829/ | grep -i sodium || echo 'no sodium.so'",
             "openssl\nno sodium.so", ev=True),
        say("ext-sodium is required by composer.json and is the extension the ticket needs, but it is not compiled in or available as a module on this PHP build. Installing without it (--ignore-platform-req) would give a vendor dir whose tests cannot call sodium_crypto_secretbox anyway; let me confirm."),
        bash("composer install --no-interaction --ignore-platform-req=ext-sodium 2>&1 | tail -2", "Generating optimized autoload files\n42 packages you are using are looking for funding."),
        read("src/Security/ResetTokenStore.php", "<?php\n\nnamespace Northwind\\Security;\n\nfinal class ResetTokenStore\n{\n    public function __construct(private \\PDO $db) {}\n\n    public function put(string $email, string $token): void\n    {\n        $st = $this->db->prepare('INSERT INTO password_resets (email, token, created_at) VALUES (?, ?, NOW())');\n        $st->execute([$email, $token]);\n    }\n}"),
        edit("src/Security/ResetTokenStore.php", "        $st->execute([$email, $token]);", "        $nonce = random_bytes(SODIUM_CRYPTO_SECRETBOX_NONCEBYTES);\n        $box = sodium_crypto_secretbox($token, $nonce, $this->key);\n        $st->execute([$email, base64_encode($nonce . $box)]);"),
        bash("vendor/bin/phpunit tests/Security 2>&1 | tail -8",
             "PHPUnit 10.5.9 by Sebastian Bergmann and contributors.\n\nE                                                                   1 / 1 (100%)\n\nThere was 1 error:\n\n1) Northwind\\Tests\\Security\\ResetTokenStoreTest::testRoundTrip\nError: Undefined constant \"Northwind\\Security\\SODIUM_CRYPTO_SECRETBOX_NONCEBYTES\"",
             rc=2, ev=True),
    ],
    final="Implementation written, but the PHP on this runner has no sodium extension (not compiled in, no sodium.so), which composer.json requires and the feature depends on; tests fail with undefined SODIUM_* constants. Needs php8.2 with ext-sodium.",
    why="The PHP runtime lacked the required sodium extension (Composer: ext-sodium missing; tests: undefined SODIUM_* constants), after the agent had already recovered from a missing vendor/ directory.",
))

# ---------------------------------------------------------------- d12 gpg binary missing for tag signing (transcript)
CASES.append(Case(
    "auth-lib-tag-302", "claude-transcript", "dependency_missing", near_miss="permission_blocked",
    prompt="""
# REL-161: Signed tag for northwind-auth 3.0.2

3.0.2 (session-cookie SameSite fix) is merged and CHANGELOG is updated. Create the signed
annotated tag `v3.0.2` and push it; the publish workflow verifies tag signatures.

## Acceptance criteria
- `git tag -v v3.0.2` succeeds
- tag on origin
""",
    steps=[
        bash("git log --oneline -3 && grep -n '3.0.2' CHANGELOG.md", "e71c0a4 (HEAD -> main, origin/main) CHANGELOG: 3.0.2\n2fd99b1 AUTH-612: SameSite=Lax on session cookie\n84ab3e0 Bump version to 3.0.2\n3:## 3.0.2 - 2026-10-22"),
        bash("git config --get-regexp '^(user|gpg|tag)\\.'", "user.name release-bot\nuser.email release@northwind.dev\nuser.signingkey 7A3F9C21D0B84E55\ntag.gpgsign true\ngpg.program gpg"),
        bash("git tag -s v3.0.2 -m 'northwind-auth 3.0.2'",
             "error: cannot run gpg: No such file or directory\nerror: gpg failed to sign the data\nerror: unable to sign the tag",
             rc=128, ev=True),
        bash("command -v gpg gpg2 || echo 'gpg not installed'; ls /usr/bin | grep -i gpg || true", "gpg not installed", ev=True),
        say("The signing failure isn't a key or permission problem: there is no gpg binary in the image at all. The tag must be signed (the publish workflow verifies it), so an unsigned tag is not an option."),
        bash("git config --get gpg.format; command -v ssh-keygen", "/usr/bin/ssh-keygen", rc=0),
        say("SSH signing would need the workflow's allowed signers to include an SSH key, which it doesn't; the configured key is the OpenPGP key 7A3F9C21D0B84E55."),
    ],
    final="Not tagged: `git tag -s` fails with 'cannot run gpg: No such file or directory' - GnuPG is not installed in the agent image, so the release-bot OpenPGP key cannot be used. Install gnupg in the image (or run the tag step elsewhere).",
    why="GnuPG was not installed in the image ('cannot run gpg: No such file or directory'), so the signed tag could not be created; it was not a key or permission refusal.",
))
