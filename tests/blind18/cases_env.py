"""Platform failures: OOM kills, disk full, unreachable indexes, provider limits."""
from common import *  # noqa: F401,F403

CASES = []

# ---------------------------------------------------------------- i1 sbt cross-build killed by the OOM killer (osmia)
CASES.append(Case(
    "ledger-core-cross-213", "osmia", "infra_failure",
    prompt="""
# PLAT-2291: Cross-build ledger-core for Scala 2.13

ledger-core is still published for Scala 2.12 only; the reporting service moved to 2.13 and
pulls it through a `CrossVersion.for3Use2_13` hack. Please add 2.13 to the cross-build.

**Where:** `build.sbt` (root project and `ledger-core`), `project/Dependencies.scala`.

## Acceptance criteria
- `crossScalaVersions := Seq("2.12.18", "2.13.12")` on ledger-core
- `sbt +ledger-core/test` passes for both versions
- no source changes beyond what 2.13 collection changes require
""",
    steps=[
        say("I'll look at the build definition first."),
        bash("git log --oneline -6", "4be1d0a Merge pull request #412 from northwind/plat-2270-cats-2.10\n9a3c7e1 Bump cats-core to 2.10.0\n1f08d22 ledger-api: akka-http 10.2.10\n77c2a90 Add property tests for posting balance\ne3d41b8 Release 3.8.0\nb0a9c55 CHANGELOG for 3.8.0"),
        bash("ls ledger-core/src/main/scala/ledger | head -20", "Account.scala\nBalance.scala\nCurrency.scala\nJournal.scala\nLedger.scala\nPosting.scala\nReport.scala\ncodec\nsyntax"),
        read("build.sbt", 'ThisBuild / organization := "com.northwind"\nThisBuild / scalaVersion := "2.12.18"\n\nlazy val root = (project in file("."))\n  .aggregate(`ledger-core`, `ledger-api`)\n  .settings(publish / skip := true)\n\nlazy val `ledger-core` = (project in file("ledger-core"))\n  .settings(\n    name := "ledger-core",\n    libraryDependencies ++= Dependencies.core\n  )\n\nlazy val `ledger-api` = (project in file("ledger-api"))\n  .dependsOn(`ledger-core`)\n  .settings(libraryDependencies ++= Dependencies.api)'),
        read("project/Dependencies.scala", 'import sbt._\n\nobject Dependencies {\n  val core = Seq(\n    "org.typelevel" %% "cats-core" % "2.10.0",\n    "org.scala-lang.modules" %% "scala-collection-compat" % "2.11.0",\n    "org.scalatest" %% "scalatest" % "3.2.17" % Test\n  )\n  val api = Seq(\n    "com.typesafe.akka" %% "akka-http" % "10.2.10"\n  )\n}'),
        say("scala-collection-compat is already there, so most 2.13 collection changes should compile. Adding the cross versions to ledger-core."),
        edit("build.sbt", '    name := "ledger-core",\n', '    name := "ledger-core",\n    crossScalaVersions := Seq("2.12.18", "2.13.12"),\n'),
        bash("sbt -Dsbt.supershell=false ++2.13.12 ledger-core/compile 2>&1 | tail -20",
             "[info] welcome to sbt 1.9.7 (Eclipse Adoptium Java 11.0.21)\n[info] loading settings for project ledger-build from plugins.sbt ...\n[info] loading project definition from /workspace/repo/project\n[info] loading settings for project root from build.sbt ...\n[info] Setting Scala version to 2.13.12 on 1 projects.\n[info] compiling 212 Scala sources to /workspace/repo/ledger-core/target/scala-2.13/classes ...\n[warn] /workspace/repo/ledger-core/src/main/scala/ledger/Posting.scala:44:22: method mapValues in trait MapOps is deprecated (since 2.13.0): Use .view.mapValues(f). A future version will include a strict version of this method (for now, .view.mapValues(f).toMap).\n[warn] one warning found\n[success] Total time: 148 s (02:28), completed Oct 14, 2026, 9:41:07 AM"),
        say("It compiles on 2.13 with one deprecation warning. I'll fix that one in a cross-compatible way (the compat library provides view.mapValues on 2.12)."),
        read("ledger-core/src/main/scala/ledger/Posting.scala", "  def totalsByAccount(ps: Seq[Posting]): Map[AccountId, BigDecimal] =\n    ps.groupBy(_.account)\n      .mapValues(_.map(_.amount).sum)\n      .toMap", start=42),
        edit("ledger-core/src/main/scala/ledger/Posting.scala", "      .mapValues(_.map(_.amount).sum)\n      .toMap", "      .view\n      .mapValues(_.map(_.amount).sum)\n      .toMap"),
        bash("grep -n 'import scala.collection.compat' ledger-core/src/main/scala/ledger/Posting.scala", "3:import scala.collection.compat._"),
        say("Now the full cross test run."),
        bash("sbt -Dsbt.supershell=false +ledger-core/test 2>&1 | tail -30",
             "[info] Setting Scala version to 2.12.18 on 1 projects.\n[info] compiling 212 Scala sources to /workspace/repo/ledger-core/target/scala-2.12/classes ...\n[info] compiling 97 Scala sources to /workspace/repo/ledger-core/target/scala-2.12/test-classes ...\n[info] PostingSpec:\n[info] - balances a two-leg posting\n[info] - rejects unbalanced postings\n[info] LedgerPropertiesSpec:\n[info] - sum of postings is zero (1000 cases)\nKilled", rc=137, ev=True),
        notice("pod osmia-agent-plat-2291-7c9f4 container agent terminated: reason=OOMKilled exit_code=137 (memory limit 4Gi, peak 4.00Gi)", ev=True),
    ],
    end="killed",
    why="The cross test run was SIGKILLed and the pod reported OOMKilled at its 4Gi limit; the build change itself compiled fine.",
))

# ---------------------------------------------------------------- i2 composer: packagist unreachable (claude)
CASES.append(Case(
    "shop-psr7-bump", "claude", "infra_failure", near_miss="dependency_missing", noise=('php', 22, 1, None),
    prompt="""
# SEC-1432: guzzlehttp/psr7 < 2.4.5 flagged by `composer audit`

`composer audit` on the storefront reports CVE-2023-29197 (improper header validation) for
guzzlehttp/psr7 2.4.3. Bump it to a fixed release.

## Acceptance criteria
- guzzlehttp/psr7 >= 2.4.5 in composer.lock
- `composer audit` is clean for this advisory
- `php artisan test` still passes
""",
    steps=[
        say("I'll check what currently pins guzzlehttp/psr7."),
        grep('"guzzlehttp/psr7"', 'composer.lock:2214:            "name": "guzzlehttp/psr7",\ncomposer.json:17:        "guzzlehttp/psr7": "^2.4.3",', "."),
        bash("composer audit --locked", "Found 1 security vulnerability advisory affecting 1 package:\n+-------------------+----------------------------------------------------------------------------------+\n| Package           | guzzlehttp/psr7                                                                  |\n| CVE               | CVE-2023-29197                                                                   |\n| Title             | Improper header validation                                                       |\n| Affected versions | >=2,<2.4.5|<1.9.1                                                                |\n| Reported at       | 2023-04-17T16:00:00+00:00                                                        |\n+-------------------+----------------------------------------------------------------------------------+", rc=1),
        edit("composer.json", '"guzzlehttp/psr7": "^2.4.3",', '"guzzlehttp/psr7": "^2.4.5",'),
        bash("composer update guzzlehttp/psr7 --with-dependencies --no-interaction",
             "Loading composer repositories with package information\nhttps://repo.packagist.org could not be fully loaded (curl error 6 while downloading https://repo.packagist.org/packages.json: Could not resolve host: repo.packagist.org), package information was loaded from the local cache and may be out of date\nUpdating dependencies\nYour requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n    - Root composer.json requires guzzlehttp/psr7 ^2.4.5, found guzzlehttp/psr7[2.0.0, ..., 2.4.3] but it does not match the constraint.",
             rc=2, ev=True),
        think("The resolver only saw the local cache, which tops out at 2.4.3. The real problem is the curl error 6 before it: packagist is not resolvable from here. Let me confirm."),
        bash("curl -sS -m 10 -o /dev/null -w '%{http_code}\\n' https://repo.packagist.org/packages.json",
             "curl: (6) Could not resolve host: repo.packagist.org", rc=6, ev=True),
        bash("getent hosts github.com repo.packagist.org || cat /etc/resolv.conf",
             "nameserver 10.96.0.10\nsearch agents.svc.cluster.local svc.cluster.local cluster.local\noptions ndots:5", rc=0),
        bash("composer config --global repos.packagist", "{\"type\":\"composer\",\"url\":\"https://repo.packagist.org\"}"),
        say("DNS in the pod cannot resolve repo.packagist.org (nor github.com), so Composer can only see its stale cache. I'll revert composer.json so the tree is not left half-bumped."),
        edit("composer.json", '"guzzlehttp/psr7": "^2.4.5",', '"guzzlehttp/psr7": "^2.4.3",'),
        bash("git status --short", ""),
    ],
    final="I could not complete the bump: Composer cannot reach repo.packagist.org from this environment (curl error 6, Could not resolve host), so the resolver only sees the cached versions up to 2.4.3 and reports that ^2.4.5 cannot be satisfied. composer.json is back to its original constraint. Once outbound DNS works, `composer update guzzlehttp/psr7 --with-dependencies` should pick up 2.4.5+.",
    why="Packagist could not be resolved from the pod (curl error 6); the 'requirements could not be resolved' message is a consequence of the stale cache, not a missing package.",
))

# ---------------------------------------------------------------- i3 usage limit ends the session with a LoadError open (claude)
CASES.append(Case(
    "identity-rack-cve", "claude", "infra_failure", near_miss="dependency_missing",
    prompt="""
# AUTH-418: Bump rack to 2.2.8.1 (CVE-2024-26146)

Dependabot flagged rack 2.2.6.4 in the identity service (header parsing ReDoS). Bump to 2.2.8.1
or later in the 2.2 series; we are not ready for rack 3 yet.

## Acceptance criteria
- Gemfile.lock has rack 2.2.8.1+
- `bundle exec rspec spec/requests` passes
""",
    steps=[
        say("Let me see how rack is pulled in before bumping it."),
        bash("grep -n '^    rack ' Gemfile.lock", "214:    rack (2.2.6.4)"),
        bash("bundle exec gem dependency rack --reverse-dependencies 2>/dev/null | head -8; grep -n -B1 -A1 'rack (' Gemfile.lock | head -20",
             "216-    rack-test (2.1.0)\n217-      rack (>= 1.3)\n--\n301-    railties (6.1.7.7)\n302-      actionpack (= 6.1.7.7)\n--\n188-    actionpack (6.1.7.7)\n189-      rack (~> 2.0, >= 2.0.9)"),
        say("Only Rails 6.1 (rack ~> 2.0) and rack-test depend on it, so a conservative update inside 2.2 is safe."),
        bash("bundle update rack --conservative",
             "Fetching gem metadata from https://rubygems.org/.........\nResolving dependencies...\nUsing rake 13.1.0\nFetching rack 2.2.8.1\nInstalling rack 2.2.8.1\nBundle updated!\n1 Gemfile dependency now installed... Gems in the groups 'production' were not installed."),
        bash("ruby -v && bundle exec rspec spec/requests 2>&1 | tail -15",
             "ruby 3.1.4p223 (2023-03-30 revision 957bb7cb81) [x86_64-linux]\n\nAn error occurred while loading ./spec/requests/sessions_spec.rb.\nFailure/Error: require File.expand_path('../config/environment', __dir__)\n\nLoadError:\n  cannot load such file -- net/smtp\n# /usr/local/bundle/gems/bootsnap-1.16.0/lib/bootsnap/load_path_cache/core_ext/kernel_require.rb:17:in `require'\n# /usr/local/bundle/gems/mail-2.7.1/lib/mail.rb:9:in `<main>'\n# ./config/application.rb:7:in `<top (required)>'\nNo examples found.\n\nFinished in 0.00004 seconds (files took 1.21 seconds to load)\n0 examples, 0 failures, 1 error occurred outside of examples", rc=1),
        think("mail 2.7.1 on Ruby 3.1: net-smtp is no longer a default gem. This is unrelated to rack; was it already broken on main? The Gemfile pins mail 2.7.1 through actionmailer. The usual fix is gem 'net-smtp', require: false."),
        bash("git stash && bundle exec rspec spec/requests 2>&1 | tail -3; git stash pop",
             "Saved working directory and index state WIP on agent/auth-418\nLoadError:\n  cannot load such file -- net/smtp\n0 examples, 0 failures, 1 error occurred outside of examples\nOn branch agent/auth-418\nChanges not staged for commit:\n\tmodified:   Gemfile.lock"),
        bash("grep -n -A2 '^    mail ' Gemfile.lock", "262:    mail (2.7.1)\n263-      mini_mime (>= 0.1.1)"),
        say("The LoadError is pre-existing (same on main): mail 2.7.1 needs net-smtp as an explicit gem on Ruby 3.1. I'll add net-smtp, net-imap and net-pop to the Gemfile, then rerun the request specs."),
        read("Gemfile", "source 'https://rubygems.org'\ngit_source(:github) { |repo| \"https://github.com/#{repo}.git\" }\n\nruby '3.1.4'\n\ngem 'rails', '~> 6.1.7'\ngem 'pg', '~> 1.5'\ngem 'puma', '~> 6.4'\ngem 'devise', '~> 4.9'\ngem 'bootsnap', '>= 1.4.4', require: false"),
        api_error("Claude AI usage limit reached|1762207200", ev=True),
    ],
    end="api_error",
    why="The session ended on the provider usage limit before the agent could act; the net/smtp LoadError was a known pre-existing issue it was about to fix.",
))

# ---------------------------------------------------------------- i4 codex: 429 retry limit (codex)
CASES.append(Case(
    "gateway-spring-sec-bump", "codex", "infra_failure", noise=('kotlin', 18, 2, 'com/northwind/gateway'),
    prompt="""
# GW-733: spring-security 6.1.4 -> 6.1.8 in api-gateway

The SCA scan flags spring-security-web 6.1.4 (CVE-2024-22257, erroneous authentication pass).
Bump the BOM override in the gateway; the rest of the platform is on the Boot BOM.

## Acceptance criteria
- `./gradlew :api-gateway:dependencies` shows spring-security-web 6.1.8
- `./gradlew :api-gateway:test` passes
""",
    steps=[
        think("**Locating the override**\n\nThe gateway overrides the Spring Security version in gradle.properties or in its own build.gradle.kts. Let me search."),
        grep("spring-security|springSecurity", "gradle.properties:9:springSecurityVersion=6.1.4\napi-gateway/build.gradle.kts:22:    implementation(platform(\"org.springframework.security:spring-security-bom:${property(\"springSecurityVersion\")}\"))", "."),
        say("The version comes from gradle.properties; I'll bump it there."),
        edit("gradle.properties", "springSecurityVersion=6.1.4", "springSecurityVersion=6.1.8"),
        bash("./gradlew -q :api-gateway:dependencies --configuration runtimeClasspath | grep spring-security-web",
             "|    +--- org.springframework.security:spring-security-web:6.1.8\n+--- org.springframework.security:spring-security-web -> 6.1.8 (*)"),
        bash("./gradlew :api-gateway:test --console=plain 2>&1 | tail -25",
             "> Task :api-gateway:compileKotlin\n> Task :api-gateway:compileTestKotlin\n> Task :api-gateway:test\n\nRateLimitFilterTest > returns 429 when the bucket is empty() PASSED\nRateLimitFilterTest > passes through under the limit() PASSED\nJwtAuthenticationTest > rejects token with alg none() PASSED\nJwtAuthenticationTest > accepts RS256 token from trusted issuer() PASSED\nSessionCookieTest > sets Secure and HttpOnly() PASSED\n\nBUILD SUCCESSFUL in 1m 12s\n9 actionable tasks: 4 executed, 5 up-to-date"),
        think("**Checking transitive modules**\n\nTests pass. I should also check that spring-security-config and -core resolve to the same version so the BOM is consistent, and that the lockfile (if any) is updated."),
        bash("ls gradle/ api-gateway/ | head -20; test -f api-gateway/gradle.lockfile && echo lockfile",
             "gradle/:\nlibs.versions.toml\nwrapper\n\napi-gateway/:\nbuild.gradle.kts\nsrc\nlockfile"),
        codex_errors(["Reconnecting... 1/5", "Reconnecting... 2/5", "Reconnecting... 3/5", "Reconnecting... 4/5", "Reconnecting... 5/5"], ev=False),
        api_error("exceeded retry limit, last status: 429 Too Many Requests, request id: 9a41c2e7b3d05f18-FRA", ev=True),
    ],
    end="api_error",
    why="The Codex session failed on the provider's 429 rate limit after five reconnects; the bump and tests were fine up to that point (the 429 in RateLimitFilterTest is the code under test).",
))

# ---------------------------------------------------------------- i5 disk full during Boot 3 migration, after a recovered javax error (transcript)
CASES.append(Case(
    "notify-boot3-migration", "claude-transcript", "infra_failure", near_miss="dependency_missing",
    prompt="""
# NOTIF-512: Migrate notification-service to Spring Boot 3.2 / Java 17

Boot 2.7 is out of OSS support. Migrate notification-service to Boot 3.2 (Java 17 toolchain is
already on the runners). Expect the javax -> jakarta namespace change across the service.

## Acceptance criteria
- Spring Boot plugin 3.2.x, Java toolchain 17
- javax.* imports replaced by jakarta.* where required
- `./gradlew build` passes
""",
    steps=[
        read("build.gradle", "plugins {\n    id 'org.springframework.boot' version '2.7.18'\n    id 'io.spring.dependency-management' version '1.0.15.RELEASE'\n    id 'java'\n}\n\njava {\n    sourceCompatibility = '11'\n}\n\ndependencies {\n    implementation 'org.springframework.boot:spring-boot-starter-web'\n    implementation 'org.springframework.boot:spring-boot-starter-validation'\n    implementation 'org.springframework.boot:spring-boot-starter-mail'\n    testImplementation 'org.springframework.boot:spring-boot-starter-test'\n}"),
        edit("build.gradle", "    id 'org.springframework.boot' version '2.7.18'\n    id 'io.spring.dependency-management' version '1.0.15.RELEASE'", "    id 'org.springframework.boot' version '3.2.5'\n    id 'io.spring.dependency-management' version '1.1.4'"),
        edit("build.gradle", "java {\n    sourceCompatibility = '11'\n}", "java {\n    toolchain {\n        languageVersion = JavaLanguageVersion.of(17)\n    }\n}"),
        bash("./gradlew compileJava --console=plain 2>&1 | tail -12",
             "> Task :compileJava FAILED\n/workspace/repo/src/main/java/com/northwind/notify/web/UnsubscribeController.java:5: error: package javax.servlet.http does not exist\nimport javax.servlet.http.HttpServletRequest;\n                         ^\n/workspace/repo/src/main/java/com/northwind/notify/web/TemplateRequest.java:3: error: package javax.validation.constraints does not exist\nimport javax.validation.constraints.NotBlank;\n                                   ^\n2 errors\n\nFAILURE: Build failed with an exception.", rc=1),
        say("Expected after the Boot 3 bump: the javax imports need to move to jakarta. Let me find all of them."),
        grep("import javax\\.(servlet|validation|persistence|annotation)", "src/main/java/com/northwind/notify/web/UnsubscribeController.java:5:import javax.servlet.http.HttpServletRequest;\nsrc/main/java/com/northwind/notify/web/TemplateRequest.java:3:import javax.validation.constraints.NotBlank;\nsrc/main/java/com/northwind/notify/web/TemplateRequest.java:4:import javax.validation.constraints.Size;", "src"),
        edit("src/main/java/com/northwind/notify/web/UnsubscribeController.java", "import javax.servlet.http.HttpServletRequest;", "import jakarta.servlet.http.HttpServletRequest;"),
        edit("src/main/java/com/northwind/notify/web/TemplateRequest.java", "import javax.validation.constraints.NotBlank;\nimport javax.validation.constraints.Size;", "import jakarta.validation.constraints.NotBlank;\nimport jakarta.validation.constraints.Size;"),
        bash("./gradlew compileJava --console=plain 2>&1 | tail -5", "> Task :compileJava\n\nBUILD SUCCESSFUL in 9s\n1 actionable task: 1 executed"),
        say("Main sources compile now. Running the full build with tests."),
        bash("./gradlew build --console=plain 2>&1 | tail -15",
             "> Task :compileTestJava\n> Task :test FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':test'.\n> Could not write to file '/workspace/repo/build/test-results/test/binary/output.bin'.\n   > java.io.IOException: No space left on device\n\nBUILD FAILED in 41s", rc=1, ev=True),
        bash("df -h /workspace /home/agent", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     20G   20G     0 100% /workspace\n/dev/nvme1n1     20G   20G     0 100% /home/agent", ev=True),
        bash("du -sh /home/agent/.gradle/caches build 2>/dev/null", "17G\t/home/agent/.gradle/caches\n312M\tbuild"),
        say("The volume is full, mostly the shared Gradle cache. I'll free the project's own build directory and retry once."),
        bash("./gradlew --stop && rm -rf build && ./gradlew build --console=plain 2>&1 | tail -8",
             "Stopping Daemon(s)\n1 Daemon stopped\n> Task :compileJava\n> Task :compileTestJava FAILED\nerror: error while writing TemplateRequestTest: No space left on device\n1 error\n\nBUILD FAILED in 38s", rc=1, ev=True),
    ],
    end="killed",
    final=None,
    why="The migration compiled after the javax->jakarta fix, but the build then failed because the workspace volume was 100% full (No space left on device).",
))

# ---------------------------------------------------------------- i6 maven central connect timeout -> non-resolvable parent (codex)
CASES.append(Case(
    "billing-api-boot32", "codex", "infra_failure", near_miss="dependency_missing",
    prompt="""
# BILL-1190: billing-api to Spring Boot 3.2.5

Part of the Boot 3 programme. billing-api is a Maven build on Java 17 already; move the parent
to spring-boot-starter-parent 3.2.5 and fix what breaks.

## Acceptance criteria
- parent 3.2.5
- `mvn -B verify` passes
""",
    steps=[
        think("**Reading the POM**\n\nI'll start with pom.xml to see the parent and any pinned versions."),
        read("pom.xml", '<?xml version="1.0" encoding="UTF-8"?>\n<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <modelVersion>4.0.0</modelVersion>\n  <parent>\n    <groupId>org.springframework.boot</groupId>\n    <artifactId>spring-boot-starter-parent</artifactId>\n    <version>3.1.9</version>\n    <relativePath/>\n  </parent>\n  <groupId>com.acme</groupId>\n  <artifactId>billing-api</artifactId>\n  <version>1.14.0-SNAPSHOT</version>\n  <properties>\n    <java.version>17</java.version>\n  </properties>'),
        bash("git log --oneline -3 -- pom.xml", "c81e2f0 BILL-1122: Boot 3.1.9\n5a07d13 BILL-1040: Java 17\n2d6b9e8 BILL-977: add springdoc"),
        think("**Plan**\n\nBoot 3.1 -> 3.2 is a minor bump; the main known breakage is the Hibernate 6.4 upgrade and the removal of some deprecated properties. Bump the parent, then verify."),
        edit("pom.xml", "<version>3.1.9</version>", "<version>3.2.5</version>"),
        bash("mvn -B -q verify 2>&1 | tail -12",
             "[ERROR] [ERROR] Some problems were encountered while processing the POMs:\n[FATAL] Non-resolvable parent POM for com.acme:billing-api:1.14.0-SNAPSHOT: The following artifacts could not be resolved: org.springframework.boot:spring-boot-starter-parent:pom:3.2.5 (absent): Could not transfer artifact org.springframework.boot:spring-boot-starter-parent:pom:3.2.5 from/to central (https://repo.maven.apache.org/maven2): Connect to repo.maven.apache.org:443 [repo.maven.apache.org/151.101.196.215] failed: Connect timed out and 'parent.relativePath' points at no local POM @ line 4, column 11\n @\n[ERROR] The build could not read 1 project -> [Help 1]\n[ERROR]\n[ERROR]   The project com.acme:billing-api:1.14.0-SNAPSHOT (/workspace/repo/pom.xml) has 1 error\n[ERROR]     Non-resolvable parent POM for com.acme:billing-api:1.14.0-SNAPSHOT",
             rc=1, ev=True),
        think("**Is 3.2.5 cached?**\n\nThe parent cannot be transferred because the connection to Maven Central timed out. Check whether the local repository has it so I can build offline."),
        bash("ls ~/.m2/repository/org/springframework/boot/spring-boot-starter-parent/",
             "2.7.18\n3.1.9"),
        bash("mvn -B -o -q verify 2>&1 | tail -4",
             "[FATAL] Non-resolvable parent POM for com.acme:billing-api:1.14.0-SNAPSHOT: The following artifacts could not be resolved: org.springframework.boot:spring-boot-starter-parent:pom:3.2.5 (absent): Cannot access central (https://repo.maven.apache.org/maven2) in offline mode and the artifact org.springframework.boot:spring-boot-starter-parent:pom:3.2.5 has not been downloaded from it before. and 'parent.relativePath' points at no local POM @ line 4, column 11",
             rc=1),
        bash("cat ~/.m2/settings.xml 2>/dev/null | head -20; curl -sS -m 10 -o /dev/null -w '%{http_code}\\n' https://repo.maven.apache.org/maven2/",
             "curl: (28) Connection timed out after 10001 milliseconds", rc=28, ev=True),
        say("Maven Central is unreachable from this runner (connect timeouts, no mirror configured in settings.xml), and 3.2.5 is not in the local repository, so I cannot resolve the new parent."),
        edit("pom.xml", "<version>3.2.5</version>", "<version>3.1.9</version>"),
    ],
    final="Blocked: repo.maven.apache.org:443 times out from this runner and there is no mirror in ~/.m2/settings.xml, so the 3.2.5 parent POM cannot be downloaded (only 2.7.18 and 3.1.9 are cached). I reverted pom.xml; the bump itself is a one-line change once the network is available.",
    why="Maven Central connections timed out (curl 28 / Connect timed out), so the new parent POM could not be fetched; 'Non-resolvable parent POM' is only the symptom.",
))

# ---------------------------------------------------------------- i7 nuget restore stalls; runtime limit (osmia)
CASES.append(Case(
    "intranet-json-vuln", "osmia", "infra_failure", state="TimedOut",
    prompt="""
# OPS-2210: System.Text.Json 8.0.4 in Intranet.Web (CVE-2024-43485)

`dotnet list package --vulnerable` flags System.Text.Json 8.0.0 in Intranet.Web (denial of
service via JsonExtensionData). Update the PackageReference to 8.0.5.

## Acceptance criteria
- Intranet.Web.csproj references System.Text.Json 8.0.5
- `dotnet list package --vulnerable` clean, `dotnet test` green
""",
    steps=[
        say("Checking the current package references."),
        read("src/Intranet.Web/Intranet.Web.csproj", '<Project Sdk="Microsoft.NET.Sdk.Web">\n\n  <PropertyGroup>\n    <TargetFramework>net8.0</TargetFramework>\n    <Nullable>enable</Nullable>\n  </PropertyGroup>\n\n  <ItemGroup>\n    <PackageReference Include="Microsoft.AspNetCore.Authentication.OpenIdConnect" Version="8.0.8" />\n    <PackageReference Include="Serilog.AspNetCore" Version="8.0.2" />\n    <PackageReference Include="System.Text.Json" Version="8.0.0" />\n  </ItemGroup>\n\n</Project>'),
        grep("System.Text.Json", 'src/Intranet.Web/Intranet.Web.csproj:11:    <PackageReference Include="System.Text.Json" Version="8.0.0" />\nsrc/Intranet.Web/Startup/JsonSetup.cs:2:using System.Text.Json;', "src"),
        bash("dotnet --version", "8.0.401"),
        bash("dotnet list src/Intranet.Web/Intranet.Web.csproj package --vulnerable",
             "The following sources were used:\n   https://api.nuget.org/v3/index.json\n\nProject `Intranet.Web` has the following vulnerable packages\n   [net8.0]: \n   Top-level Package      Requested   Resolved   Severity   Advisory URL                                     \n   > System.Text.Json     8.0.0       8.0.0      High       https://github.com/advisories/GHSA-8g4q-xg66-9fp4"),
        edit("src/Intranet.Web/Intranet.Web.csproj", '<PackageReference Include="System.Text.Json" Version="8.0.0" />', '<PackageReference Include="System.Text.Json" Version="8.0.5" />'),
        bash("dotnet restore src/Intranet.Web/Intranet.Web.csproj",
             "Command timed out after 2m 0.0s\n  Determining projects to restore...\n  Retrying 'FindPackagesByIdAsync' for source 'https://api.nuget.org/v3-flatcontainer/system.text.json/index.json'.\n  The SSL connection could not be established, see inner exception.\n    Unable to read data from the transport connection: Connection reset by peer.\n  Retrying 'FindPackagesByIdAsync' for source 'https://api.nuget.org/v3-flatcontainer/system.text.json/index.json'.\n  The SSL connection could not be established, see inner exception.",
             rc=124, ev=True),
        say("Restore is stuck retrying against nuget.org. Checking connectivity directly."),
        bash("curl -sS -m 20 -I https://api.nuget.org/v3/index.json",
             "curl: (35) OpenSSL SSL_connect: Connection reset by peer in connection to api.nuget.org:443", rc=35, ev=True),
        bash("dotnet nuget list source", "Registered Sources:\n  1.  nuget.org [Enabled]\n      https://api.nuget.org/v3/index.json"),
        say("Only nuget.org is configured and TLS connections to it are being reset. I'll retry the restore once with a longer timeout in case it is transient."),
        bash("timeout 600 dotnet restore src/Intranet.Web/Intranet.Web.csproj --disable-parallel -v n 2>&1 | tail -6",
             "  Retrying 'FindPackagesByIdAsync' for source 'https://api.nuget.org/v3-flatcontainer/system.text.json/index.json'.\n  The SSL connection could not be established, see inner exception.\n    Unable to read data from the transport connection: Connection reset by peer.\n/usr/share/dotnet/sdk/8.0.401/NuGet.targets(174,5): error : Failed to retrieve information about 'System.Text.Json' from remote source 'https://api.nuget.org/v3-flatcontainer/system.text.json/index.json'. [/workspace/repo/src/Intranet.Web/Intranet.Web.csproj]",
             rc=1, ev=True),
        notice("task exceeded max runtime 45m0s; terminating agent pod osmia-agent-ops-2210-5d2kq", ev=True),
    ],
    end="killed",
    why="Every NuGet request to api.nuget.org had its TLS connection reset; the restore could not finish and the task hit its runtime limit.",
))

# ---------------------------------------------------------------- i8 overloaded 529 ends a Symfony session (transcript)
CASES.append(Case(
    "portal-session-fixation", "claude-transcript", "infra_failure",
    prompt="""
# PORTAL-377: Session id not rotated after login (Symfony 5.4)

Pentest finding: the customer portal keeps the pre-login session id after a successful login
(session fixation). Symfony's `session_fixation_strategy` was set to `none` during a 2019
debugging session and never reverted.

**Where:** `config/packages/security.yaml` and `tests/Security/LoginTest.php`.

## Acceptance criteria
- strategy `migrate` on the `main` firewall
- new functional test: the session id changes after login
- `bin/phpunit` passes
""",
    steps=[
        read("config/packages/security.yaml", "security:\n    enable_authenticator_manager: true\n    session_fixation_strategy: none\n    password_hashers:\n        App\\Entity\\Customer: 'auto'\n    providers:\n        app_customer_provider:\n            entity:\n                class: App\\Entity\\Customer\n                property: email\n    firewalls:\n        main:\n            lazy: true\n            provider: app_customer_provider\n            form_login:\n                login_path: app_login\n                check_path: app_login"),
        edit("config/packages/security.yaml", "    session_fixation_strategy: none\n", "    session_fixation_strategy: migrate\n"),
        bash("git log --oneline -S'session_fixation_strategy' -- config/packages/security.yaml", "8f2e91b debug login loop on staging (temp)"),
        bash("git show --stat 8f2e91b | head -8", "commit 8f2e91b7d2c4a1e0b3f5a6c7d8e9f0a1b2c3d4e5\nAuthor: J. Okafor <jokafor@example.com>\nDate:   Tue Mar 12 16:20:44 2019 +0100\n\n    debug login loop on staging (temp)\n\n config/packages/security.yaml | 1 +\n 1 file changed, 1 insertion(+)"),
        read("tests/Security/LoginTest.php", "<?php\n\nnamespace App\\Tests\\Security;\n\nuse Symfony\\Bundle\\FrameworkBundle\\Test\\WebTestCase;\n\nclass LoginTest extends WebTestCase\n{\n    public function testLoginRedirectsToDashboard(): void\n    {\n        $client = static::createClient();\n        $client->request('GET', '/login');\n        $client->submitForm('Sign in', ['_username' => 'ada@example.com', '_password' => 'correct horse']);\n        $this->assertResponseRedirects('/dashboard');\n    }\n}"),
        edit("tests/Security/LoginTest.php", "        $this->assertResponseRedirects('/dashboard');\n    }\n}", "        $this->assertResponseRedirects('/dashboard');\n    }\n\n    public function testSessionIdChangesOnLogin(): void\n    {\n        $client = static::createClient();\n        $client->request('GET', '/login');\n        $before = $client->getCookieJar()->get('PHPSESSID')->getValue();\n        $client->submitForm('Sign in', ['_username' => 'ada@example.com', '_password' => 'correct horse']);\n        $after = $client->getCookieJar()->get('PHPSESSID')->getValue();\n        $this->assertNotSame($before, $after);\n    }\n}"),
        bash("bin/phpunit tests/Security 2>&1 | tail -14",
             "PHPUnit 9.6.13 by Sebastian Bergmann and contributors.\n\nTesting tests/Security\n.E                                                                  2 / 2 (100%)\n\nTime: 00:01.204, Memory: 38.50 MB\n\nThere was 1 error:\n\n1) App\\Tests\\Security\\LoginTest::testSessionIdChangesOnLogin\nError: Call to a member function getValue() on null\n\n/workspace/repo/tests/Security/LoginTest.php:23\n\nERRORS!\nTests: 2, Assertions: 1, Errors: 1.", rc=2),
        say("The cookie jar has no PHPSESSID before login because the test environment uses the mock file session storage, which names the cookie MOCKSESSID. I'll read the session id from the container instead."),
        read("config/packages/test/framework.yaml", "framework:\n    test: true\n    session:\n        storage_factory_id: session.storage.factory.mock_file"),
        api_error('API Error: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"},"request_id":"req_011CTq7vGm2kZ8p1xWc4e9Hs"}', ev=True),
        api_error('API Error: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"},"request_id":"req_011CTq8Ab3YtR5nQ0uLd2fJk"}', ev=True),
    ],
    end="killed",
    why="The session was cut off by repeated Anthropic 529 overloaded_error responses mid-task; the open test error was being worked on normally.",
))

# ---------------------------------------------------------------- i9 cabal build killed (claude), after a recovered zlib error
CASES.append(Case(
    "ledger-tools-ghc94", "claude", "infra_failure", near_miss="dependency_missing",
    prompt="""
# TOOLS-61: ledger-tools: build with GHC 9.4 for the Debian 12 image

The ops image moved to GHC 9.4.8. ledger-tools (our Haskell reconciliation CLI) still has
`base < 4.17` bounds. Relax the bounds and make it build.

## Acceptance criteria
- `ledger-tools.cabal` accepts base 4.17
- `cabal build all` and `cabal test` pass on GHC 9.4.8
""",
    steps=[
        bash("ghc --numeric-version && cabal --numeric-version", "9.4.8\n3.10.2.1"),
        grep("base ", "ledger-tools.cabal:31:    build-depends:    base >=4.14 && <4.17\nledger-tools.cabal:58:    build-depends:    base >=4.14 && <4.17", "ledger-tools.cabal"),
        edit("ledger-tools.cabal", "    build-depends:    base >=4.14 && <4.17", "    build-depends:    base >=4.14 && <4.18"),
        bash("cabal build all 2>&1 | tail -12",
             "Resolving dependencies...\nBuild profile: -w ghc-9.4.8 -O1\nIn order, the following will be built (use -v for more details):\n - zlib-0.6.3.0 (lib:zlib) (requires build)\n - ledger-tools-0.4.2 (lib) (first run)\nStarting     zlib-0.6.3.0 (lib:zlib)\nFailed to build zlib-0.6.3.0.\nBuild log ( /home/agent/.cabal/logs/ghc-9.4.8/zlib-0.6.3.0-e1b2c3.log ):\nConfiguring library for zlib-0.6.3.0..\nError: cabal: Missing dependency on a foreign library:\n* Missing (or bad) header file: zlib.h\n* Missing (or bad) C library: z", rc=1),
        say("zlib's C headers are missing on this image. Installing the system package."),
        bash("sudo apt-get install -y zlib1g-dev 2>&1 | tail -3", "Unpacking zlib1g-dev:amd64 (1:1.2.13.dfsg-1) ...\nSetting up zlib1g-dev:amd64 (1:1.2.13.dfsg-1) ...\nProcessing triggers for man-db (2.11.2-2) ..."),
        bash("cabal build all 2>&1 | tail -10",
             "Starting     zlib-0.6.3.0 (lib:zlib)\nBuilding     zlib-0.6.3.0 (lib:zlib)\nInstalling   zlib-0.6.3.0 (lib:zlib)\nCompleted    zlib-0.6.3.0 (lib:zlib)\nBuilding library for ledger-tools-0.4.2..\n[ 1 of 48] Compiling Ledger.Types\n[ 2 of 48] Compiling Ledger.Parse.Csv\n[23 of 48] Compiling Ledger.Report.Render\nError: cabal: Failed to build ledger-tools-0.4.2. The build process was killed (i.e. SIGKILL). The typical reason for this is that there is not enough memory available (e.g. the OS killed a process using lots of memory).",
             rc=1, ev=True),
        say("zlib is fixed; now GHC itself is being killed while compiling Ledger.Report.Render (a large Template Haskell module). I'll retry with a single job and a capped heap."),
        bash("cabal build all -j1 --ghc-options='+RTS -M2500m -RTS' 2>&1 | tail -4",
             "Building library for ledger-tools-0.4.2..\n[23 of 48] Compiling Ledger.Report.Render\nError: cabal: Failed to build ledger-tools-0.4.2. The build process was killed (i.e. SIGKILL). The typical reason for this is that there is not enough memory available (e.g. the OS killed a process using lots of memory).",
             rc=1, ev=True),
        notice("agent container memory 3.98Gi/4Gi; OOM kill event recorded for pid 48213 (ghc-9.4.8)", level="WARN", ev=True),
        bash("free -m", "               total        used        free      shared  buff/cache   available\nMem:            4096        3311         102           0         682         540\nSwap:              0           0           0"),
    ],
    final="The bounds change is in place and the missing zlib headers are installed, but GHC is OOM-killed compiling Ledger.Report.Render even with -j1 and a 2.5G heap cap; the pod has 4Gi and no swap. This needs a bigger runner (GHC 9.4 peaks around 5-6G on that module).",
    why="After the zlib headers were installed, GHC was repeatedly SIGKILLed by the OOM killer at the pod's 4Gi limit; the build could not complete for lack of memory.",
))

# ---------------------------------------------------------------- i10 go module proxy DNS timeout (codex)
CASES.append(Case(
    "edge-proxy-xnet", "codex", "infra_failure", near_miss="dependency_missing", noise=('go', 26, 2, None),
    prompt="""
# SEC-1207: golang.org/x/net to v0.23.0 in edge-proxy (CVE-2023-45288)

HTTP/2 CONTINUATION flood. edge-proxy terminates h2 directly, so this one is urgent.

## Acceptance criteria
- go.mod requires golang.org/x/net v0.23.0 or later; go.sum updated
- `go build ./... && go test ./...` pass
""",
    steps=[
        think("**Bumping x/net**\n\nStraightforward: go get the fixed version, tidy, build and test."),
        bash("grep -n 'golang.org/x/net' go.mod", "11:\tgolang.org/x/net v0.17.0"),
        bash("go get golang.org/x/net@v0.23.0",
             "go: golang.org/x/net@v0.23.0: Get \"https://proxy.golang.org/golang.org/x/net/@v/v0.23.0.info\": dial tcp: lookup proxy.golang.org on 10.96.0.10:53: read udp 10.244.3.17:41822->10.96.0.10:53: i/o timeout",
             rc=1, ev=True),
        think("**Editing go.mod by hand**\n\nThe proxy lookup timed out. I'll set the requirement directly and let go mod tidy fetch it."),
        edit("go.mod", "\tgolang.org/x/net v0.17.0", "\tgolang.org/x/net v0.23.0"),
        bash("go build ./...",
             "internal/h2/server.go:9:2: missing go.sum entry for module providing package golang.org/x/net/http2 (imported by github.com/acme/edge-proxy/internal/h2); to add:\n\tgo get github.com/acme/edge-proxy/internal/h2",
             rc=1),
        bash("go mod tidy",
             "go: downloading golang.org/x/net v0.23.0\ngo: github.com/acme/edge-proxy/internal/h2 imports\n\tgolang.org/x/net/http2: golang.org/x/net@v0.23.0: Get \"https://proxy.golang.org/golang.org/x/net/@v/v0.23.0.zip\": dial tcp: lookup proxy.golang.org on 10.96.0.10:53: read udp 10.244.3.17:53190->10.96.0.10:53: i/o timeout",
             rc=1, ev=True),
        bash("GOPROXY=direct go mod download golang.org/x/net@v0.23.0",
             "go: golang.org/x/net@v0.23.0: unrecognized import path \"golang.org/x/net\": https fetch: Get \"https://golang.org/x/net?go-get=1\": dial tcp: lookup golang.org on 10.96.0.10:53: read udp 10.244.3.17:39011->10.96.0.10:53: i/o timeout",
             rc=1, ev=True),
        bash("ls $(go env GOMODCACHE)/cache/download/golang.org/x/net/@v/ | grep -c zip; go env GOFLAGS GOPROXY",
             "3\n\nhttps://proxy.golang.org,direct"),
        say("DNS lookups from the pod time out for every module host, and v0.23.0 is not in the module cache (only older zips). Reverting go.mod so the build is not left broken."),
        edit("go.mod", "\tgolang.org/x/net v0.23.0", "\tgolang.org/x/net v0.17.0"),
        bash("go build ./... && echo ok", "ok"),
    ],
    final="Could not apply the bump: every module download fails with `dial tcp: lookup proxy.golang.org on 10.96.0.10:53 ... i/o timeout` (direct mode fails the same way for golang.org), so go.sum cannot be updated. go.mod is reverted to v0.17.0 and builds. Needs a runner with working DNS/egress.",
    why="Cluster DNS lookups for proxy.golang.org and golang.org timed out, so the module could not be downloaded; the missing go.sum entry is a downstream symptom.",
))

# ---------------------------------------------------------------- i11 pip network unreachable (osmia)
CASES.append(Case(
    "backoffice-cryptography-pin", "osmia", "infra_failure", near_miss="dependency_missing",
    prompt="""
# SEC-1544: cryptography 41.0.3 in backoffice (CVE-2024-26130)

The legacy Django backoffice pins cryptography 41.0.3 in requirements/base.txt. Bump to 42.0.5
(last release that still ships wheels for our OpenSSL 1.1 base image).

## Acceptance criteria
- requirements/base.txt pins cryptography==42.0.5
- `pip install -r requirements/dev.txt && pytest -q` passes
""",
    steps=[
        say("Checking where cryptography is used before updating the pin."),
        grep("cryptography", "backoffice/signing.py:3:from cryptography.hazmat.primitives import hashes, serialization\nbackoffice/signing.py:4:from cryptography.hazmat.primitives.asymmetric import padding\nrequirements/base.txt:3:cryptography==41.0.3", "."),
        read("backoffice/signing.py", "import base64\n\nfrom cryptography.hazmat.primitives import hashes, serialization\nfrom cryptography.hazmat.primitives.asymmetric import padding\n\n\ndef sign_export(payload: bytes, pem: bytes) -> str:\n    key = serialization.load_pem_private_key(pem, password=None)\n    sig = key.sign(payload, padding.PKCS1v15(), hashes.SHA256())\n    return base64.b64encode(sig).decode()"),
        say("Only stable primitives are used, nothing removed in 42. Updating the pin and installing it."),
        read("requirements/base.txt", "Django==3.2.25\ndjangorestframework==3.14.0\ncryptography==41.0.3\npsycopg2-binary==2.9.9\ncelery==5.3.6\nrequests==2.31.0"),
        edit("requirements/base.txt", "cryptography==41.0.3", "cryptography==42.0.5"),
        bash("pip install -r requirements/dev.txt 2>&1 | tail -9",
             "Requirement already satisfied: Django==3.2.25 in /opt/venv/lib/python3.9/site-packages (from -r requirements/base.txt (line 1)) (3.2.25)\nWARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a2c1b9d50>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/cryptography/\nWARNING: Retrying (Retry(total=3, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a2c1ba2e0>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/cryptography/\nWARNING: Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a2c1ba8b0>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/cryptography/\nWARNING: Retrying (Retry(total=1, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a2c1bae80>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/cryptography/\nWARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a2c1bb490>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/cryptography/\nERROR: Could not find a version that satisfies the requirement cryptography==42.0.5 (from versions: none)\nERROR: No matching distribution found for cryptography==42.0.5",
             rc=1, ev=True),
        say("pip could not reach the index at all (Network is unreachable), so 'from versions: none' just means it saw nothing. Checking whether a proxy or a local index is configured."),
        bash("pip config list; env | grep -i -E '^(https?|no)_proxy' || echo 'no proxy env'", "global.index-url='https://pypi.org/simple'\nno proxy env"),
        bash("python - <<'EOF'\nimport socket\ntry:\n    socket.create_connection(('pypi.org', 443), timeout=5)\n    print('ok')\nexcept OSError as e:\n    print(e)\nEOF", "[Errno 101] Network is unreachable", ev=True),
        bash("pytest -q 2>&1 | tail -3", "........................................................................ [ 93%]\n.....                                                                    [100%]\n77 passed in 14.82s"),
        say("The suite still passes on the old 41.0.3 that is installed, but I cannot install 42.0.5 without network access."),
    ],
    final="Pin updated in requirements/base.txt, but the install cannot run here: every connection to pypi.org fails with [Errno 101] Network is unreachable, so pip reports no matching distribution. Tests pass against the still-installed 41.0.3, which does not verify the fix.",
    result_success=False,
    why="The pod had no route to pypi.org ([Errno 101] Network is unreachable); 'No matching distribution found' is the consequence, not a missing release.",
))
