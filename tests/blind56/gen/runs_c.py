"""model_confusion, unknown, succeeded runs."""
from common import *  # noqa

RUNS = []
A = RUNS.append


def flipflop(path, a, b, test_cmd, test_out, rc, n, line=1, says=None):
    """A->B->A->B edits with an identical test run after each. Evidence on every edit and every test result."""
    out = []
    for i in range(n):
        old, new = (a, b) if i % 2 == 0 else (b, a)
        s = (says or [None])[i % len(says or [None])]
        out.append(edit(path, old, new, ev=True, line=line, say=s))
        out.append(bash(test_cmd, test_out, rc=rc, ev=True))
    return out


# ============================================================== model_confusion
BD_OUT = gradle_test_fail("com.acme.fx.ConversionTest", "convertsJpyToEur()", "org.opentest4j.AssertionFailedError: expected: <6.17> but was: <6.18>", 12)
A(R("i4-bigdecimal-scale-flipflop", "claude", "model_confusion",
    "The agent alternates RoundingMode.HALF_UP and HALF_EVEN in Conversion.java six times with the identical test failure in between; the watchdog terminates the loop.",
    "FX-140", "JPY conversion off by one cent",
    """`Conversion.convert` (`src/main/java/com/acme/fx/Conversion.java`) returns 6.18 EUR for 1000 JPY at 0.006175; expected 6.17 (rate applied to the amount in minor units, then rounded).""",
    [read("src/main/java/com/acme/fx/Conversion.java", "public BigDecimal convert(BigDecimal amount, BigDecimal rate) {\n    return amount.multiply(rate).setScale(2, RoundingMode.HALF_UP);\n}", say="Reading the conversion."),
     bash("./gradlew test --tests '*ConversionTest*'", BD_OUT, rc=1)]
    + flipflop("src/main/java/com/acme/fx/Conversion.java", "setScale(2, RoundingMode.HALF_UP)", "setScale(2, RoundingMode.HALF_EVEN)", "./gradlew test --tests '*ConversionTest*'", BD_OUT, 1, 6, line=2,
               says=["Banker's rounding should give 6.17.", "Still 6.18; HALF_UP was the original, reverting to compare.", "Trying HALF_EVEN again, maybe the test cache was stale.", "Back to HALF_UP."]),
    watchdog={"reason_code": "loop", "message": "Edit on src/main/java/com/acme/fx/Conversion.java alternated between the same two versions 6 times (A→B→A→B→A→B) with identical test output; terminating.", "tool_name": "Edit", "call_count": 6},
    result="none", files=1, cost=0.52, tokens=205000))

SAME_OUT = gradle_test_fail("com.acme.inventory.StockLevelTest", "reservedStockIsNotAvailable()", "org.opentest4j.AssertionFailedError: expected: <7> but was: <10>", 23)
A(R("i4-stock-level-rerun-stall", "codex", "model_confusion",
    "The agent reruns the same Gradle test command seven times with byte-identical failure output and no edits in between; watchdog stops it for looping.",
    "INV-1290", "Reserved stock must not count as available",
    """`StockLevel.available()` (`src/main/java/com/acme/inventory/StockLevel.java`) must subtract reserved units.""",
    [think("**Running the stock tests**"),
     read("src/main/java/com/acme/inventory/StockLevel.java", "public int available() {\n    return onHand;\n}"),
     edit("src/main/java/com/acme/inventory/StockLevel.java", "", "return onHand - reserved;"),
     bash("./gradlew test --tests '*StockLevelTest*'", SAME_OUT, rc=1, ev=True),
     think("**Maybe a stale build**\n\nThe change should have fixed it. Rerunning.")]
    + [bash("./gradlew test --tests '*StockLevelTest*'", SAME_OUT, rc=1, ev=True) for _ in range(3)]
    + [think("**Still failing**\n\nRerun with the same filter to confirm.")]
    + [bash("./gradlew test --tests '*StockLevelTest*'", SAME_OUT, rc=1, ev=True) for _ in range(3)],
    watchdog={"reason_code": "loop", "message": "command_execution './gradlew test --tests *StockLevelTest*' repeated 7 times with identical output and no file changes in between.", "tool_name": "command_execution", "call_count": 7},
    result="none", files=1, cost=0.27, tokens=118000))

KT_ERR = kotlinc_err("src/main/kotlin/com/acme/crm/ContactService.kt", 42, 27, "Argument type mismatch: actual type is 'kotlin.String?', but 'kotlin.String' was expected.")
A(R("i4-contact-nickname-nullability", "claude-transcript", "model_confusion",
    "The agent toggles Contact.nickname between String? and String repeatedly, each time getting the same compile error at a different call site it never changes; watchdog reports thrashing.",
    "CRM-801", "Contacts without nickname",
    """Allow contacts without a nickname (`Contact.nickname`), display the first name instead. `src/main/kotlin/com/acme/crm/Contact.kt`, `ContactService.kt`.""",
    [read("src/main/kotlin/com/acme/crm/Contact.kt", "data class Contact(val id: Long, val firstName: String, val nickname: String)", say="Reading the model."),
     read("src/main/kotlin/com/acme/crm/ContactService.kt", "fun displayName(c: Contact): String = c.nickname\n\nfun greet(c: Contact) = mailer.send(c.id, template(c.nickname))", start=40)]
    + flipflop("src/main/kotlin/com/acme/crm/Contact.kt", "val nickname: String)", "val nickname: String?)", "./gradlew compileKotlin", KT_ERR, 1, 6,
               says=["Making nickname nullable.", "The error is about String? vs String; reverting the nullability.", "Nickname has to be nullable per the ticket, re-applying.", "Reverting again to get back to a compiling state."]),
    watchdog={"reason_code": "thrashing", "message": "Contact.kt edited 6 times between two states; compiler output unchanged across iterations.", "tool_name": "Edit", "call_count": 6},
    result={"success": False, "summary": "Terminated by watchdog (thrashing).", "exit_code": 1}, files=1, cost=0.33, tokens=131000))

SC_ERR = sbt_head("ledger-api") + "\n[info] compiling 14 Scala sources to /workspace/repo/target/scala-2.13/classes ...\n[error] /workspace/repo/src/main/scala/acme/ledger/api/Routes.scala:33:28: could not find implicit value for parameter e: io.circe.Encoder[acme.ledger.Balance]\n[error]       complete(ledger.balance(id))\n[error]                            ^\n[error] one error found\n[error] (Compile / compileIncremental) Compilation failed"
A(R("i4-ledger-routes-codec-import", "osmia", "model_confusion",
    "The agent adds and removes the same `import io.circe.generic.auto._` line in Routes.scala over and over, each time with the identical implicit-not-found error.",
    "LED-88", "Balance endpoint",
    """Add `GET /accounts/{id}/balance` returning `Balance` as JSON (`src/main/scala/acme/ledger/api/Routes.scala`).""",
    [say("Reading the routes."),
     read("src/main/scala/acme/ledger/api/Routes.scala", "import akka.http.scaladsl.server.Directives._\nimport de.heikoseeberger.akkahttpcirce.FailFastCirceSupport._\n\nclass Routes(ledger: Ledger) {\n  val route = path(\"accounts\" / Segment / \"balance\") { id =>\n    get { complete(ledger.balance(id)) }\n  }\n}")]
    + flipflop("src/main/scala/acme/ledger/api/Routes.scala", "import de.heikoseeberger.akkahttpcirce.FailFastCirceSupport._", "import de.heikoseeberger.akkahttpcirce.FailFastCirceSupport._\nimport io.circe.generic.auto._", "sbt -batch compile", SC_ERR, 1, 7,
               says=["Adding circe auto-derivation.", "Same error; the auto import may conflict with FailFastCirceSupport. Removing it.", "Without it there's no encoder at all; adding it back."]),
    end={"is_error": True, "text": "Could not resolve Encoder[Balance]; compile still failing."}, files=1, cost=0.24, tokens=99000))

JK_OUT = mvn_test_fail("catalog-service", "com.acme.catalog.ProductJsonTest", "serializesSku", "org.opentest4j.AssertionFailedError: expected: <{\"sku\":\"A-1\"}> but was: <{\"SKU\":\"A-1\"}>", 5)
A(R("i4-product-sku-json-annotation", "claude", "model_confusion",
    "@JsonProperty(\"sku\") is added and removed on Product.java repeatedly with the same failing assertion each time; watchdog kills the run for thrashing.",
    "CAT-1402", "Product JSON uses SKU in upper case",
    """`/products` serializes `SKU` but clients expect `sku`. Fix the Jackson mapping of `Product.SKU` (`src/main/java/com/acme/catalog/Product.java`).""",
    [read("src/main/java/com/acme/catalog/Product.java", "public class Product {\n    public String SKU;\n    public String name;\n}", say="Reading the entity."),
     bash("./mvnw -q test -Dtest=ProductJsonTest", JK_OUT, rc=1)]
    + flipflop("src/main/java/com/acme/catalog/Product.java", "    public String SKU;", "    @JsonProperty(\"sku\")\n    public String SKU;", "./mvnw -q test -Dtest=ProductJsonTest", JK_OUT, 1, 6, line=2,
               says=["Adding an explicit property name.", "No effect; the annotation may be shadowed by a mixin. Removing it to check.", "Restoring the annotation."]),
    watchdog={"reason_code": "thrashing", "message": "Product.java toggled @JsonProperty 6 times; test output identical.", "tool_name": "Edit", "call_count": 6},
    result="none", files=1, cost=0.39, tokens=160000))

TZ_OUT = gradle_test_fail("com.acme.booking.SlotCalendarTest", "slotsAreInVenueZone()", "org.opentest4j.AssertionFailedError: expected: <2026-03-29T10:00+02:00[Europe/Berlin]> but was: <2026-03-29T10:00Z>", 17)
A(R("i4-booking-slot-zone-oscillation", "codex", "model_confusion",
    "The agent switches SlotCalendar between ZoneOffset.UTC and ZoneId.systemDefault() back and forth with an unchanged test failure, never trying the venue zone; the turn fails after the budget is exhausted.",
    "BOOK-77", "Slots shown in UTC instead of venue time",
    """`SlotCalendar.slotsFor` (`src/main/java/com/acme/booking/SlotCalendar.java`) must return slots in the venue's time zone (`venue.zoneId()`).""",
    [think("**Looking at slot calendar**"),
     read("src/main/java/com/acme/booking/SlotCalendar.java", "return times.stream().map(t -> ZonedDateTime.of(day, t, ZoneOffset.UTC)).toList();"),
     bash("./gradlew test --tests '*SlotCalendarTest*'", TZ_OUT, rc=1)]
    + flipflop("src/main/java/com/acme/booking/SlotCalendar.java", "ZoneOffset.UTC", "ZoneId.systemDefault()", "./gradlew test --tests '*SlotCalendarTest*'", TZ_OUT, 1, 8,
               says=["**Try system zone**", "**Revert to UTC**"]),
    end={"turn_failed": True, "text": "max turns reached without a passing test", "ev": False},
    result={"success": False, "summary": "Codex turn failed: max turns reached.", "exit_code": 1}, files=1, cost=0.35, tokens=148000))

JPQL_OUT = "ReportQueryTest > monthlyTotalsGroupByCurrency() FAILED\n    org.opentest4j.AssertionFailedError: expected: <2> but was: <3>\n\n9 tests completed, 1 failed\n\n> Task :test FAILED"
A(R("i4-monthly-totals-query-revert", "claude-transcript", "model_confusion",
    "The agent rewrites the JPQL query, runs the identical failing test, reverts with git checkout, and repeats the same cycle four times.",
    "RPT-420", "Monthly totals must be grouped by currency",
    """`ReportRepository.monthlyTotals` returns one row per month; it must be per month and currency. `src/main/java/com/acme/reports/ReportRepository.java`.""",
    [read("src/main/java/com/acme/reports/ReportRepository.java", "@Query(\"select new com.acme.reports.MonthlyTotal(function('date_trunc','month',p.paidAt), sum(p.amount)) from Payment p group by function('date_trunc','month',p.paidAt)\")\nList<MonthlyTotal> monthlyTotals();", say="Reading the query.")]
    + sum([[edit("src/main/java/com/acme/reports/ReportRepository.java", "group by function('date_trunc','month',p.paidAt)", "group by function('date_trunc','month',p.paidAt), p.currency", ev=True, say="Grouping by currency as well."),
            bash("./gradlew test --tests '*ReportQueryTest*'", JPQL_OUT, rc=1, ev=True),
            bash("git checkout -- src/main/java/com/acme/reports/ReportRepository.java", "", ev=True, say="That didn't change the count; reverting to the original to start over.")] for _ in range(4)], []),
    watchdog={"reason_code": "loop", "message": "edit → test → git checkout cycle repeated 4 times on ReportRepository.java with identical test output.", "tool_name": "Bash", "call_count": 8},
    result={"success": False, "summary": "Terminated by watchdog (loop).", "exit_code": 1}, files=0, cost=0.29, tokens=121000))

MK_OUT = "NotificationServiceTest > sendsReminderOnce() FAILED\n    kotlinx.coroutines.test.UncompletedCoroutinesError: After waiting for 1s, the test coroutine is not completing, there were active child jobs: [\"coroutine#3\":StandaloneCoroutine{Active}@4b3c1f]\n        at kotlinx.coroutines.test.TestBuildersKt__TestBuildersKt$runTest$2$1$2$1.invoke(TestBuilders.kt:349)\n\n14 tests completed, 1 failed\n\n> Task :test FAILED"
A(R("i4-reminder-verify-coroutine-toggle", "claude", "model_confusion",
    "'After waiting for 1s' / timeouts come from kotlinx-coroutines-test in the code under test; the agent flips coVerify(exactly=1) and coVerify(atLeast=1) back and forth with identical output until the watchdog stops it.",
    "NOTIF-455", "Reminder must be sent once",
    """`NotificationService.scheduleReminder` sends the reminder twice. Fix it so `sendsReminderOnce` passes. `src/main/kotlin/com/acme/notify/NotificationService.kt`.""",
    [read("src/main/kotlin/com/acme/notify/NotificationService.kt", "fun scheduleReminder(userId: Long) {\n    scope.launch { delay(reminderDelay); sender.send(userId) }\n    scope.launch { delay(reminderDelay); sender.send(userId) }\n}", say="Reading the service."),
     bash("./gradlew test --tests '*NotificationServiceTest*'", MK_OUT, rc=1)]
    + flipflop("src/test/kotlin/com/acme/notify/NotificationServiceTest.kt", "coVerify(exactly = 1) { sender.send(42) }", "coVerify(atLeast = 1) { sender.send(42) }", "./gradlew test --tests '*NotificationServiceTest*'", MK_OUT, 1, 6, line=31,
               says=["Loosening the verification to see whether the send happens at all.", "Same failure; restoring the exact count.", "Trying atLeast again with the scheduler advanced."]),
    nm="infra_failure",
    watchdog={"reason_code": "loop", "message": "NotificationServiceTest.kt line 31 alternated between two versions 6 times; identical test output each time.", "tool_name": "Edit", "call_count": 6},
    result="none", files=1, cost=0.31, tokens=127000))

AUTH_OUT = "DocumentAccessTest > editorCanEditSharedDoc() FAILED\n    org.springframework.security.access.AccessDeniedException: Access Denied\n        at org.springframework.security.authorization.method.AuthorizationManagerBeforeMethodInterceptor.attemptAuthorization(AuthorizationManagerBeforeMethodInterceptor.java:256)\n    2026-11-24T10:40:12.004Z  WARN DocumentService : Permission denied for user=ed role=EDITOR doc=17\n\n21 tests completed, 1 failed\n\n> Task :test FAILED"
A(R("i4-document-editor-authority-flip", "codex", "model_confusion",
    "The AccessDeniedException / 'Permission denied' is the authorization rule under test; the agent alternates hasRole('EDITOR') and hasAuthority('EDITOR') seven times with identical output; watchdog loop.",
    "DOC-310", "Editors can edit shared documents",
    """Users with role EDITOR must be able to edit documents shared with them. `DocumentService.edit` is guarded by `@PreAuthorize`; fix the expression.""",
    [think("**Inspecting the guard**"),
     read("src/main/java/com/acme/docs/DocumentService.java", "@PreAuthorize(\"hasRole('EDITOR') and @shares.isOwner(#docId, principal)\")\npublic Document edit(long docId, Patch p) { ... }", start=33),
     bash("./gradlew test --tests '*DocumentAccessTest*'", AUTH_OUT, rc=1)]
    + flipflop("src/main/java/com/acme/docs/DocumentService.java", "hasRole('EDITOR')", "hasAuthority('EDITOR')", "./gradlew test --tests '*DocumentAccessTest*'", AUTH_OUT, 1, 7,
               says=["**Authorities may lack the ROLE_ prefix**", "**Revert: roles are prefixed after all**"]),
    nm="permission_blocked",
    watchdog={"reason_code": "loop", "message": "DocumentService.java: hasRole/hasAuthority toggled 7 times, identical test failures.", "tool_name": "file_change", "call_count": 7},
    result={"success": False, "summary": "Terminated by watchdog (loop).", "exit_code": 1}, files=1, cost=0.25, tokens=104000))

# ============================================================== unknown
A(R("i4-audit-log-file-rotation", "codex", "unknown",
    "The work looks complete (tests pass, spotless clean, summary written) yet the run is Failed with an empty summary and exit code 1; nothing in the stream explains it.",
    "OBS-230", "Rotate the audit log daily",
    """Configure the audit appender (`src/main/resources/logback-spring.xml`) to rotate daily and keep 30 days. Add a test that loads the config.""",
    [think("**Reading logback config**"),
     read("src/main/resources/logback-spring.xml", "<appender name=\"AUDIT\" class=\"ch.qos.logback.core.FileAppender\">\n  <file>${LOG_DIR}/audit.log</file>\n  <encoder><pattern>%d %msg%n</pattern></encoder>\n</appender>"),
     edit("src/main/resources/logback-spring.xml", "", "RollingFileAppender + TimeBasedRollingPolicy maxHistory 30"),
     write("src/test/java/com/acme/obs/AuditLogConfigTest.java", "..."),
     bash("./gradlew test --tests '*AuditLogConfigTest*'", gradle_ok([":compileTestJava", ":test"], 14)),
     bash("./gradlew test", gradle_ok([":test"], 51)),
     bash("./gradlew spotlessCheck", gradle_ok([":spotlessJavaCheck", ":spotlessCheck"], 6)),
     bash("git status --short", " M src/main/resources/logback-spring.xml\n?? src/test/java/com/acme/obs/AuditLogConfigTest.java"),
     bash("git diff src/main/resources/logback-spring.xml | head -20", "-<appender name=\"AUDIT\" class=\"ch.qos.logback.core.FileAppender\">\n+<appender name=\"AUDIT\" class=\"ch.qos.logback.core.rolling.RollingFileAppender\">\n+  <rollingPolicy class=\"ch.qos.logback.core.rolling.TimeBasedRollingPolicy\">\n+    <fileNamePattern>${LOG_DIR}/audit.%d{yyyy-MM-dd}.log</fileNamePattern>\n+    <maxHistory>30</maxHistory>\n+  </rollingPolicy>"),
     final("Audit log now rotates daily with 30 days of history; `AuditLogConfigTest` checks the policy. All tests and spotless pass."),
     ],
    end={"turn_failed": False}, files=2, cost=0.08, tokens=38000,
    result={"success": False, "summary": "", "exit_code": 1}))

A(R("i4-invoice-footer-bank-details", "claude", "unknown",
    "Tests pass and the change is sensible; the final result line reports an error with no message and result.json has exit code 1 and no summary. No cause is visible.",
    "INV-1460", "Invoice footer shows bank details",
    """Add IBAN/BIC to the invoice PDF footer (`InvoiceFooter.java`), read from `billing.bank.*` properties.""",
    [read("src/main/java/com/acme/invoicing/pdf/InvoiceFooter.java", "public List<String> lines(Company c) {\n    return List.of(c.name(), c.address(), \"VAT \" + c.vatId());\n}", say="Reading the footer."),
     grep("billing.bank", "src/main/resources/application.yml:41:  bank:\nsrc/main/resources/application.yml:42:    iban: DE02120300000000202051\nsrc/main/resources/application.yml:43:    bic: BYLADEM1001"),
     edit("src/main/java/com/acme/invoicing/pdf/InvoiceFooter.java", "    return List.of(c.name(), c.address(), \"VAT \" + c.vatId());", "    return List.of(c.name(), c.address(), \"VAT \" + c.vatId(),\n        \"IBAN \" + bank.iban() + \" · BIC \" + bank.bic());", line=2),
     edit("src/main/java/com/acme/invoicing/pdf/InvoiceFooter.java", "public class InvoiceFooter {", "public class InvoiceFooter {\n    private final BankProperties bank;", line=1),
     write("src/main/java/com/acme/invoicing/pdf/BankProperties.java", "@ConfigurationProperties(\"billing.bank\")\npublic record BankProperties(String iban, String bic) {}"),
     write("src/test/java/com/acme/invoicing/pdf/InvoiceFooterTest.java", "class InvoiceFooterTest { @Test void includesBankDetails() { ... } }"),
     bash("./gradlew test --tests '*InvoiceFooter*'", gradle_ok([":compileJava", ":compileTestJava", ":test"], 16)),
     bash("./gradlew test", gradle_ok([":test"], 58)),
     bash("./gradlew checkstyleMain", gradle_ok([":checkstyleMain"], 8)),
     final("Footer now shows `IBAN … · BIC …` from `billing.bank.*`; new `InvoiceFooterTest`; full suite and checkstyle pass."),
     ],
    end=err_end("", subtype="error_during_execution"), files=3, cost=0.11, tokens=47000,
    result={"success": False, "summary": "", "exit_code": 1}))

A(R("i4-consumer-lag-gauge", "claude-transcript", "unknown",
    "The transcript ends after passing tests and a summary; the run is marked Failed without a summary, and nothing in the stream shows why.",
    "EVT-260", "Expose consumer lag as a gauge",
    """Register a Micrometer gauge `orders.consumer.lag` per partition in `LagReporter` (`src/main/kotlin/com/acme/events/LagReporter.kt`).""",
    [read("src/main/kotlin/com/acme/events/LagReporter.kt", "class LagReporter(private val admin: AdminClient) {\n    fun lag(group: String): Map<TopicPartition, Long> { /* ... */ }\n}", say="Reading the reporter."),
     edit("src/main/kotlin/com/acme/events/LagReporter.kt", "class LagReporter(private val admin: AdminClient) {", "class LagReporter(private val admin: AdminClient, private val registry: MeterRegistry) {", line=1),
     edit("src/main/kotlin/com/acme/events/LagReporter.kt", "    fun lag(group: String)", "    fun register(group: String, partitions: List<TopicPartition>) = partitions.forEach { tp ->\n        Gauge.builder(\"orders.consumer.lag\") { lag(group)[tp] ?: 0L }\n            .tag(\"partition\", tp.partition().toString()).register(registry)\n    }\n\n    fun lag(group: String)", line=3),
     write("src/test/kotlin/com/acme/events/LagReporterTest.kt", "class LagReporterTest : FunSpec({ test(\"registers one gauge per partition\") { ... } })"),
     bash("./gradlew test --tests '*LagReporterTest*'", gradle_ok([":compileKotlin", ":compileTestKotlin", ":test"], 19)),
     bash("./gradlew test", gradle_ok([":test"], 64)),
     bash("./gradlew ktlintCheck detekt", gradle_ok([":ktlintCheck", ":detekt"], 21)),
     say("Gauge `orders.consumer.lag` is registered per partition with a `partition` tag; tests, ktlint and detekt pass."),
     ],
    files=2, cost=0.09, tokens=40000,
    result={"success": False, "summary": "", "exit_code": 1}))

A(R("i4-sbt-release-version-string", "osmia", "unknown",
    "The agent's change compiles and all specs pass; the result is success:false with only 'exit status 1' and no failing step in the stream.",
    "REL-19", "Embed git version in the build info",
    """Use sbt-buildinfo to expose `BuildInfo.version` and show it in `/about` (`src/main/scala/acme/about/AboutRoutes.scala`).""",
    [say("Checking the build plugins."),
     bash("cat project/plugins.sbt", "addSbtPlugin(\"com.github.sbt\" % \"sbt-native-packager\" % \"1.10.4\")\naddSbtPlugin(\"com.github.sbt\" % \"sbt-git\" % \"2.1.0\")"),
     edit("project/plugins.sbt", "addSbtPlugin(\"com.github.sbt\" % \"sbt-git\" % \"2.1.0\")", "addSbtPlugin(\"com.github.sbt\" % \"sbt-git\" % \"2.1.0\")\naddSbtPlugin(\"com.eed3si9n\" % \"sbt-buildinfo\" % \"0.13.1\")"),
     edit("build.sbt", "  .enablePlugins(JavaAppPackaging, GitVersioning)", "  .enablePlugins(JavaAppPackaging, GitVersioning, BuildInfoPlugin)\n  .settings(\n    buildInfoKeys := Seq[BuildInfoKey](version),\n    buildInfoPackage := \"acme.about\"\n  )"),
     edit("src/main/scala/acme/about/AboutRoutes.scala", "    get { complete(AboutInfo(\"dev\")) }", "    get { complete(AboutInfo(BuildInfo.version)) }"),
     bash("sbt -batch compile", sbt_head("about-svc") + "\n[info] compiling 9 Scala sources to /workspace/repo/target/scala-2.13/classes ...\n[success] Total time: 21 s, completed Nov 24, 2026, 11:02:41 AM"),
     bash("sbt -batch test", sbt_head("about-svc") + "\n" + sbt_test_report("AboutRoutesSpec", [("should return the build version", True, ""), ("should return 200", True, "")])),
     bash("sbt -batch 'show version'", "[info] 0.9.4-3-g5c1e0d4-SNAPSHOT"),
     say("`/about` now returns `BuildInfo.version` (from sbt-git); specs pass."),
     ],
    end={"is_error": True, "text": "exit status 1"}, files=3, cost=0.07, tokens=34000,
    result={"success": False, "summary": "exit status 1", "exit_code": 1}))

A(R("i4-graphql-order-cursor", "codex", "unknown",
    "Cursor pagination is implemented and every test passes; the run nevertheless ends Failed with no summary and no error event.",
    "API-2250", "Cursor pagination for orders query",
    """Add Relay-style cursor pagination to the `orders` GraphQL query (Spring for GraphQL, `src/main/java/com/acme/graphql/OrderController.java`).""",
    [think("**Checking schema and controller**"),
     read("src/main/resources/graphql/schema.graphqls", "type Query {\n  orders(first: Int): [Order!]!\n}"),
     edit("src/main/resources/graphql/schema.graphqls", "", "orders(first: Int, after: String): OrderConnection!"),
     edit("src/main/java/com/acme/graphql/OrderController.java", "", "Window<Order> via ScrollPosition"),
     bash("./gradlew test --tests '*OrderGraphQlTest*'", gradle_ok([":compileJava", ":test"], 23)),
     bash("./gradlew test", gradle_ok([":test"], 49)),
     bash("./gradlew graphqlSchemaCheck", gradle_ok([":graphqlSchemaCheck"], 5)),
     bash("git diff --stat", " src/main/java/com/acme/graphql/OrderController.java | 18 ++++++++++++------\n src/main/resources/graphql/schema.graphqls          | 12 +++++++++++-\n src/test/java/com/acme/graphql/OrderGraphQlTest.java | 41 +++++++++++++++++++\n 3 files changed, 65 insertions(+), 6 deletions(-)"),
     final("`orders(first, after)` now returns an `OrderConnection` with `edges`/`pageInfo`; cursor is the base64 scroll position. Tests and schema check pass."),
     ],
    end={"turn_failed": False}, files=3, cost=0.1, tokens=45000,
    result={"success": False, "summary": "", "exit_code": 1}))

A(R("i4-oauth-claims-tenant-header", "claude", "unknown",
    "The 'Permission denied' output came from a mistyped path the agent immediately corrected; the work then completes with tests passing, but the run is Failed without any stated reason.",
    "AUTH-611", "Tenant from JWT claim instead of header",
    """Resolve the tenant from the `tenant_id` JWT claim, not the `X-Tenant` header (`src/main/java/com/acme/auth/TenantResolver.java`).""",
    [bash("cat /etc/acme/jwt-sample.json", "cat: /etc/acme/jwt-sample.json: Permission denied", rc=1, say="Let me look at a sample token first."),
     bash("cat src/test/resources/jwt/sample-claims.json", "{\"sub\":\"u-17\",\"tenant_id\":\"t-204\",\"scope\":\"orders:read\"}", say="That was the host copy; the repo has its own fixture."),
     read("src/main/java/com/acme/auth/TenantResolver.java", "public String resolve(HttpServletRequest req) {\n    return req.getHeader(\"X-Tenant\");\n}"),
     edit("src/main/java/com/acme/auth/TenantResolver.java", "public String resolve(HttpServletRequest req) {\n    return req.getHeader(\"X-Tenant\");\n}", "public String resolve(JwtAuthenticationToken auth) {\n    return auth.getToken().getClaimAsString(\"tenant_id\");\n}", line=1),
     grep("resolve\\(req\\)", "src/main/java/com/acme/auth/TenantFilter.java:29:        var tenant = resolver.resolve(req);"),
     edit("src/main/java/com/acme/auth/TenantFilter.java", "        var tenant = resolver.resolve(req);", "        var tenant = resolver.resolve((JwtAuthenticationToken) SecurityContextHolder.getContext().getAuthentication());", line=29),
     bash("./gradlew test --tests '*Tenant*'", gradle_ok([":compileJava", ":compileTestJava", ":test"], 21)),
     bash("./gradlew test", gradle_ok([":test"], 63)),
     final("Tenant now comes from the `tenant_id` claim; `TenantFilter` passes the JWT authentication. 63 tests pass."),
     ],
    nm="permission_blocked", end=err_end("Tenant now comes from the tenant_id claim; 63 tests pass."), files=2, cost=0.08, tokens=37000,
    result={"success": False, "summary": "", "exit_code": 1}))

A(R("i4-checkout-latency-histogram", "claude-transcript", "unknown",
    "The 'timed out' lines are from a test that exercises the timeout branch and passes; the run is Failed with no summary and no visible failure.",
    "OBS-245", "Percentile histogram for checkout latency",
    """Enable percentile histograms for `checkout.latency` with SLOs 100 ms/250 ms/1 s, and record timeouts with outcome=timeout. `src/main/java/com/acme/checkout/CheckoutMetrics.java`.""",
    [read("src/main/java/com/acme/checkout/CheckoutMetrics.java", "Timer timer = Timer.builder(\"checkout.latency\").register(registry);", say="Reading the metrics class."),
     edit("src/main/java/com/acme/checkout/CheckoutMetrics.java", "Timer timer = Timer.builder(\"checkout.latency\").register(registry);", "Timer.Builder timer = Timer.builder(\"checkout.latency\")\n    .publishPercentileHistogram()\n    .serviceLevelObjectives(Duration.ofMillis(100), Duration.ofMillis(250), Duration.ofSeconds(1));", line=12),
     edit("src/main/java/com/acme/checkout/CheckoutService.java", "        } catch (TimeoutException e) {", "        } catch (TimeoutException e) {\n            metrics.record(start, \"timeout\");", line=58),
     bash("./gradlew test --tests '*Checkout*' -i | grep -E 'PASSED|FAILED|timed out'", "CheckoutServiceTest > recordsTimeoutOutcome() STANDARD_OUT\n    10:52:31.440 WARN  CheckoutService - payment authorisation timed out after 3000 ms\nCheckoutServiceTest > recordsTimeoutOutcome() PASSED\nCheckoutServiceTest > recordsSuccess() PASSED\nCheckoutMetricsTest > publishesSloBuckets() PASSED"),
     bash("./gradlew test", gradle_ok([":test"], 57)),
     bash("curl -s localhost:8080/actuator/prometheus | grep checkout_latency_seconds_bucket | head -3", "checkout_latency_seconds_bucket{outcome=\"success\",le=\"0.1\"} 14.0\ncheckout_latency_seconds_bucket{outcome=\"success\",le=\"0.25\"} 19.0\ncheckout_latency_seconds_bucket{outcome=\"success\",le=\"1.0\"} 20.0"),
     say("Histogram and SLO buckets are published and timeouts are recorded with `outcome=timeout`. All 57 test classes pass."),
     ],
    nm="infra_failure", files=3, cost=0.07, tokens=33000,
    result={"success": False, "summary": "", "exit_code": 1}))

A(R("i4-csv-import-charset-detect", "codex", "unknown",
    "A ClassNotFoundException early on was resolved by the agent (wrong class name in the test); everything passes afterwards, but the run ends Failed without a reason.",
    "IMP-77", "Detect Windows-1252 in customer CSV imports",
    """Customer CSV uploads from Excel arrive in Windows-1252. Detect the charset (fall back to UTF-8) in `CsvImporter` (`src/main/java/com/acme/imports/CsvImporter.java`).""",
    [think("**Reading importer**"),
     read("src/main/java/com/acme/imports/CsvImporter.java", "var reader = new InputStreamReader(in, StandardCharsets.UTF_8);"),
     edit("src/main/java/com/acme/imports/CsvImporter.java", "", "Charset cs = CharsetSniffer.detect(buffered); var reader = new InputStreamReader(buffered, cs);"),
     write("src/main/java/com/acme/imports/CharsetSniffer.java", "..."),
     write("src/test/java/com/acme/imports/CharsetSnifferTest.java", "..."),
     bash("./gradlew test --tests '*CharsetSnifferTest*'", "CharsetSnifferTest > initializationError FAILED\n    java.lang.ClassNotFoundException: com.acme.imports.CharsetSniffTest\n\n1 test completed, 1 failed", rc=1),
     edit("src/test/java/com/acme/imports/CharsetSnifferTest.java", "", "class CharsetSnifferTest"),
     bash("./gradlew test --tests '*CharsetSnifferTest*'", gradle_ok([":compileTestJava", ":test"], 12)),
     bash("./gradlew test", gradle_ok([":test"], 47)),
     final("Windows-1252 files are detected (invalid UTF-8 sequences → fallback) and decoded correctly; 3 new tests, full suite green."),
     ],
    nm="dependency_missing", end={"turn_failed": False}, files=3, cost=0.07, tokens=31000,
    result={"success": False, "summary": "", "exit_code": 1}))

# ============================================================== succeeded
A(R("i4-upload-store-unreadable-file", "claude", "succeeded",
    "The feature is about unreadable files: AccessDeniedException / 'Permission denied' appear in test output by design; the run succeeds.",
    "FILES-88", "Return 403 when a stored file is unreadable",
    """`FileController.download` returns 500 when the stored file is not readable. Map `AccessDeniedException` to 403 with a problem+json body.""",
    [read("src/main/java/com/acme/files/FileController.java", "@GetMapping(\"/files/{id}\")\nResponseEntity<Resource> download(@PathVariable UUID id) throws IOException {\n    return ResponseEntity.ok(storage.load(id));\n}", say="Reading the controller and error advice."),
     read("src/main/java/com/acme/files/ErrorAdvice.java", "@RestControllerAdvice\nclass ErrorAdvice {\n    @ExceptionHandler(NoSuchFileException.class)\n    ProblemDetail notFound(NoSuchFileException e) { return ProblemDetail.forStatus(404); }\n}"),
     edit("src/main/java/com/acme/files/ErrorAdvice.java", "    ProblemDetail notFound(NoSuchFileException e) { return ProblemDetail.forStatus(404); }", "    ProblemDetail notFound(NoSuchFileException e) { return ProblemDetail.forStatus(404); }\n\n    @ExceptionHandler(AccessDeniedException.class)\n    ProblemDetail unreadable(AccessDeniedException e) {\n        var pd = ProblemDetail.forStatusAndDetail(HttpStatus.FORBIDDEN, \"file is not readable\");\n        pd.setTitle(\"Forbidden\");\n        return pd;\n    }", line=4),
     write("src/test/java/com/acme/files/FileControllerUnreadableTest.java", "class FileControllerUnreadableTest {\n    @Test void unreadableFileGives403(@TempDir Path dir) throws Exception {\n        Path f = Files.writeString(dir.resolve(\"locked.pdf\"), \"x\");\n        Files.setPosixFilePermissions(f, Set.of());\n        mvc.perform(get(\"/files/\" + id)).andExpect(status().isForbidden());\n    }\n}"),
     bash("./gradlew test --tests '*FileController*' -i | grep -E 'PASSED|FAILED|denied'", "FileControllerUnreadableTest > unreadableFileGives403() STANDARD_OUT\n    11:03:12.771 WARN  ErrorAdvice - java.nio.file.AccessDeniedException: /tmp/junit8812/locked.pdf: Permission denied\nFileControllerUnreadableTest > unreadableFileGives403() PASSED\nFileControllerTest > downloadsFile() PASSED\nFileControllerTest > missingFileGives404() PASSED"),
     bash("./gradlew test", gradle_ok([":test"], 45)),
     bash("./gradlew spotlessCheck", gradle_ok([":spotlessCheck"], 5)),
     git_status(["src/main/java/com/acme/files/ErrorAdvice.java"]),
     final("Unreadable files now return 403 problem+json (`AccessDeniedException` handler in `ErrorAdvice`); new test makes a temp file unreadable. Suite and spotless pass."),
     ],
    nm="permission_blocked", end=ok_end("Unreadable files now return 403 problem+json; tests pass."), files=2, cost=0.09, tokens=41000))

A(R("i4-partner-http-read-deadline", "codex", "succeeded",
    "SocketTimeoutException / 'Read timed out' are logged by the feature's tests (slow stub); the implementation is complete and the run succeeds.",
    "INT-540", "Fail fast on slow partner responses",
    """`PartnerAvailabilityClient` should use a 3 s read timeout and map `SocketTimeoutException` to `PartnerUnavailable`. Tests use WireMock with a fixed delay.""",
    [think("**Reading the client**"),
     read("src/main/java/com/acme/integration/PartnerAvailabilityClient.java", "RestClient client = RestClient.builder().baseUrl(props.url()).build();"),
     edit("src/main/java/com/acme/integration/PartnerAvailabilityClient.java", "", "requestFactory with readTimeout 3s; catch ResourceAccessException -> PartnerUnavailable"),
     write("src/test/java/com/acme/integration/PartnerAvailabilityClientTimeoutTest.java", "..."),
     bash("./gradlew test --tests '*PartnerAvailabilityClient*'", "PartnerAvailabilityClientTimeoutTest > slowPartnerBecomesUnavailable() STANDARD_OUT\n    11:20:02.004 WARN  PartnerAvailabilityClient - partner call failed: I/O error on GET request for \"http://localhost:38811/availability\": Read timed out\n    java.net.SocketTimeoutException: Read timed out\nPartnerAvailabilityClientTimeoutTest > slowPartnerBecomesUnavailable() PASSED\nPartnerAvailabilityClientTest > parsesAvailability() PASSED\n\nBUILD SUCCESSFUL in 17s\n5 actionable tasks: 3 executed, 2 up-to-date"),
     bash("./gradlew test", gradle_ok([":test"], 44)),
     bash("./gradlew checkstyleMain checkstyleTest", gradle_ok([":checkstyleMain", ":checkstyleTest"], 9)),
     bash("git status --short", " M src/main/java/com/acme/integration/PartnerAvailabilityClient.java\n?? src/test/java/com/acme/integration/PartnerAvailabilityClientTimeoutTest.java"),
     final("Read timeout is 3 s and timeouts surface as `PartnerUnavailable`; WireMock test with a 5 s delay covers it. All tests and checkstyle pass."),
     ],
    nm="infra_failure", end={"turn_failed": False}, files=2, cost=0.07, tokens=32000))

A(R("i4-export-batch-heap-guard", "claude-transcript", "succeeded",
    "The OutOfMemoryError / 'Java heap space' text is the old behaviour reproduced deliberately in a test with a tiny heap; after chunking, the export passes. Succeeded.",
    "RPT-455", "Large exports run out of heap",
    """`CsvExportJob` loads all rows before writing, and 2M-row exports die with `java.lang.OutOfMemoryError: Java heap space`. Stream rows in chunks of 5 000.
Add a test that runs the export in a forked JVM with `-Xmx64m`.""",
    [read("src/main/java/com/acme/reports/export/CsvExportJob.java", "List<Row> rows = repo.findAllForExport(reportId);\nfor (Row r : rows) writer.write(r);", say="Reading the export job."),
     bash("./gradlew test --tests '*CsvExportHeapTest*'", "CsvExportHeapTest > exportsTwoMillionRowsIn64m() FAILED\n    java.lang.AssertionError: forked export exited with 1:\n    Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space\n        at java.base/java.util.Arrays.copyOf(Arrays.java:3537)\n        at com.acme.reports.export.CsvExportJob.run(CsvExportJob.java:41)\n\n1 test completed, 1 failed", rc=1, say="First, reproducing with the heap test from the ticket."),
     edit("src/main/java/com/acme/reports/export/CsvExportJob.java", "List<Row> rows = repo.findAllForExport(reportId);\nfor (Row r : rows) writer.write(r);", "try (Stream<Row> rows = repo.streamForExport(reportId, 5_000)) {\n    rows.forEach(writer::write);\n}", line=40),
     edit("src/main/java/com/acme/reports/export/ExportRepository.java", "List<Row> findAllForExport(long reportId);", "@QueryHints(@QueryHint(name = HINT_FETCH_SIZE, value = \"5000\"))\nStream<Row> streamForExport(long reportId, int fetchSize);", line=22),
     bash("./gradlew test --tests '*CsvExportHeapTest*'", "CsvExportHeapTest > exportsTwoMillionRowsIn64m() PASSED\n\nBUILD SUCCESSFUL in 1m 4s\n5 actionable tasks: 2 executed, 3 up-to-date"),
     bash("./gradlew test", gradle_ok([":test"], 96)),
     say("The forked 64 MB export now completes; the job streams 5 000-row chunks. Full suite passes."),
     ],
    nm="infra_failure", files=2, cost=0.1, tokens=44000))

A(R("i4-discount-tier-params-junit", "osmia", "succeeded",
    "The 'package org.junit.jupiter.params does not exist' compile error was fixed by the agent adding junit-jupiter-params; everything then passes.",
    "PRC-160", "Parameterized tests for discount tiers",
    """Cover `DiscountTiers.rateFor` with a parameterized JUnit 5 test (all tier boundaries).""",
    [say("Reading the tier table."),
     read("src/main/java/com/acme/pricing/DiscountTiers.java", "public static BigDecimal rateFor(int qty) {\n    if (qty >= 500) return new BigDecimal(\"0.15\");\n    if (qty >= 100) return new BigDecimal(\"0.10\");\n    if (qty >= 10) return new BigDecimal(\"0.05\");\n    return BigDecimal.ZERO;\n}"),
     write("src/test/java/com/acme/pricing/DiscountTiersTest.java", "import org.junit.jupiter.params.ParameterizedTest;\nimport org.junit.jupiter.params.provider.CsvSource;\n\nclass DiscountTiersTest {\n    @ParameterizedTest\n    @CsvSource({\"9,0\", \"10,0.05\", \"99,0.05\", \"100,0.10\", \"499,0.10\", \"500,0.15\"})\n    void rateFor(int qty, String rate) { assertEquals(new BigDecimal(rate), DiscountTiers.rateFor(qty)); }\n}"),
     bash("./mvnw -q test -Dtest=DiscountTiersTest", "[ERROR] COMPILATION ERROR : \n[ERROR] /workspace/repo/src/test/java/com/acme/pricing/DiscountTiersTest.java:[1,33] package org.junit.jupiter.params does not exist\n[ERROR] /workspace/repo/src/test/java/com/acme/pricing/DiscountTiersTest.java:[2,42] package org.junit.jupiter.params.provider does not exist\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:testCompile (default-testCompile) on project pricing: Compilation failure"),
     edit("pom.xml", "        <dependency>\n            <groupId>org.junit.jupiter</groupId>\n            <artifactId>junit-jupiter-api</artifactId>", "        <dependency>\n            <groupId>org.junit.jupiter</groupId>\n            <artifactId>junit-jupiter-params</artifactId>\n            <scope>test</scope>\n        </dependency>\n        <dependency>\n            <groupId>org.junit.jupiter</groupId>\n            <artifactId>junit-jupiter-api</artifactId>"),
     bash("./mvnw -q test -Dtest=DiscountTiersTest", "[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.071 s -- in com.acme.pricing.DiscountTiersTest"),
     bash("./mvnw -q verify", "[INFO] Tests run: 64, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS"),
     bash("git diff --stat", " pom.xml | 5 +++++\n 1 file changed, 5 insertions(+)"),
     say("junit-jupiter-params was missing from the test classpath (the BOM manages its version); added it. 6 boundary cases pass, 64 total."),
     ],
    nm="dependency_missing", end={"is_error": False, "text": "Parameterized DiscountTiersTest added (6 cases); junit-jupiter-params test dependency added; mvn verify green."},
    files=2, cost=0.05, tokens=25000))

A(R("i4-order-lookup-problem-detail", "claude", "succeeded",
    "404 / 'Not Found' are the feature (unknown orders must return 404 problem+json); tests pass and the run succeeds.",
    "ORD-2410", "Unknown order id returns 500",
    """`GET /orders/{id}` for an unknown id returns 500 (`NoSuchElementException`). Return 404 with `application/problem+json`.""",
    [read("src/main/java/com/acme/orders/OrderController.java", "@GetMapping(\"/orders/{id}\")\nOrderDto get(@PathVariable UUID id) {\n    return OrderDto.from(orders.findById(id).orElseThrow());\n}", say="Reading the controller."),
     bash("curl -s -i localhost:8080/orders/00000000-0000-0000-0000-000000000000 | head -5", "HTTP/1.1 500 \nContent-Type: application/json\n\n{\"timestamp\":\"2026-11-24T11:31:02.118+00:00\",\"status\":500,\"error\":\"Internal Server Error\",\"path\":\"/orders/00000000-0000-0000-0000-000000000000\"}"),
     edit("src/main/java/com/acme/orders/OrderController.java", "    return OrderDto.from(orders.findById(id).orElseThrow());", "    return OrderDto.from(orders.findById(id)\n        .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, \"order \" + id + \" not found\")));", line=3),
     bash("grep -n problemdetails src/main/resources/application.yml", "12:    problemdetails:\n13:      enabled: true"),
     write("src/test/java/com/acme/orders/OrderNotFoundTest.java", "@WebMvcTest(OrderController.class)\nclass OrderNotFoundTest {\n    @Test void unknownIdIs404() throws Exception {\n        mvc.perform(get(\"/orders/{id}\", UUID.randomUUID()))\n           .andExpect(status().isNotFound())\n           .andExpect(content().contentType(MediaType.APPLICATION_PROBLEM_JSON));\n    }\n}"),
     bash("./gradlew test --tests '*OrderNotFoundTest*' -i | grep -E 'PASSED|FAILED|404'", "    MockHttpServletResponse: Status = 404, Error message = null, Headers = [Content-Type:\"application/problem+json\"]\n    Body = {\"type\":\"about:blank\",\"title\":\"Not Found\",\"status\":404,\"detail\":\"order 3c2e... not found\",\"instance\":\"/orders/3c2e...\"}\nOrderNotFoundTest > unknownIdIs404() PASSED"),
     bash("./gradlew test", gradle_ok([":test"], 52)),
     final("Unknown ids now return `404 Not Found` as problem+json; new `OrderNotFoundTest`. All tests pass."),
     ],
    nm="dependency_missing", end=ok_end("Unknown ids return 404 problem+json; all tests pass."), files=2, cost=0.06, tokens=29000))

A(R("i4-package-rename-core-requested", "codex", "succeeded",
    "The ticket explicitly asks for a repository-wide package rename; 63 changed files are the requested scope, and the build passes.",
    "CORE-200", "Rename package com.acme.legacy to com.acme.core across all modules",
    """Rename the package `com.acme.legacy` to `com.acme.core` **everywhere** (all modules, tests, Spring component scan, logback config).
This is a mechanical, repository-wide change; expect ~60 files. Build and tests must stay green.""",
    [think("**Planning the rename**"),
     bash("rg -l 'com\\.acme\\.legacy' | wc -l; rg -l 'com\\.acme\\.legacy' | cut -d/ -f1 | sort | uniq -c", "63\n     21 api\n     17 billing\n     19 core\n      6 orders"),
     bash("for m in api billing core orders; do for s in main test; do d=$m/src/$s/java/com/acme; [ -d $d/legacy ] && git mv $d/legacy $d/core; done; done; git status --short | wc -l", "63"),
     bash("rg -l 'com\\.acme\\.legacy' | xargs sed -i 's/com\\.acme\\.legacy/com.acme.core/g'; rg -c 'com\\.acme\\.legacy' | wc -l", "0"),
     bash("rg -n 'legacy' --glob '*.xml' --glob '*.yml' --glob '*.kts'", "core/src/main/resources/logback-spring.xml:9:  <logger name=\"com.acme.core\" level=\"INFO\"/>"),
     bash("./gradlew build", gradle_ok([":core:build", ":api:build", ":billing:build", ":orders:build"], 131)),
     bash("git diff --shortstat HEAD", " 63 files changed, 214 insertions(+), 214 deletions(-)"),
     final("Renamed `com.acme.legacy` → `com.acme.core` in all four modules (63 files: moves plus imports, component scan, logback). `./gradlew build` is green."),
     ],
    nm="scope_creep", end={"turn_failed": False}, files=63, cost=0.12, tokens=52000))

A(R("i4-gradle-mirror-blip-recovered", "claude", "succeeded",
    "The first Gradle run fails with a connection reset while downloading from the mirror; the retry succeeds and the task completes. Recovered network error, succeeded.",
    "SHIP-790", "Weight rounding for parcel labels",
    """Parcel weights must be rounded up to the next 100 g on labels (`ParcelWeight.forLabel`).""",
    [read("src/main/java/com/acme/shipping/ParcelWeight.java", "public static int forLabel(int grams) {\n    return grams;\n}", say="Reading the helper."),
     edit("src/main/java/com/acme/shipping/ParcelWeight.java", "    return grams;", "    return ((grams + 99) / 100) * 100;", line=2),
     write("src/test/java/com/acme/shipping/ParcelWeightTest.java", "class ParcelWeightTest {\n    @ParameterizedTest\n    @CsvSource({\"1,100\", \"100,100\", \"101,200\", \"2499,2500\"})\n    void roundsUp(int in, int out) { assertEquals(out, ParcelWeight.forLabel(in)); }\n}"),
     bash("./gradlew test --tests '*ParcelWeightTest*'", gradle_fail("Execution failed for task ':compileTestJava'.\n> Could not resolve all files for configuration ':testCompileClasspath'.\n   > Could not download junit-jupiter-params-5.11.3.jar (org.junit.jupiter:junit-jupiter-params:5.11.3)\n      > Could not get resource 'https://nexus.acme.dev/repository/maven-public/org/junit/jupiter/junit-jupiter-params/5.11.3/junit-jupiter-params-5.11.3.jar'.\n         > Could not GET 'https://nexus.acme.dev/repository/maven-public/org/junit/jupiter/junit-jupiter-params/5.11.3/junit-jupiter-params-5.11.3.jar'.\n            > Connection reset", secs=12), rc=1),
     bash("./gradlew test --tests '*ParcelWeightTest*'", gradle_ok([":compileJava", ":compileTestJava", ":test"], 14), say="Transient download error from the mirror; retrying."),
     bash("./gradlew test", gradle_ok([":test"], 38)),
     final("Label weights round up to the next 100 g; 4 parameterized cases added. (First build hit a transient `Connection reset` from the Nexus mirror; the retry downloaded fine.) All tests pass."),
     ],
    nm="infra_failure", end=ok_end("Label weights round up to the next 100 g; all tests pass."), files=2, cost=0.05, tokens=24000))

A(R("i4-testcontainers-startup-wait-tuned", "claude-transcript", "succeeded",
    "The ticket is to fix a container startup timeout in the IT setup; the 'Timed out waiting for container port to open' appears before the fix and the IT passes after it.",
    "QA-70", "Elasticsearch IT times out on CI",
    """`SearchIT` fails on CI with `ContainerLaunchException` because Elasticsearch needs more than 60 s to start. Use a log-based wait strategy with a 3 min timeout.""",
    [read("src/integrationTest/java/com/acme/search/SearchIT.java", "@Container\nstatic ElasticsearchContainer es = new ElasticsearchContainer(\"docker.elastic.co/elasticsearch/elasticsearch:8.15.3\");", say="Reading the IT setup."),
     bash("./gradlew integrationTest --tests '*SearchIT*'", "SearchIT > initializationError FAILED\n    org.testcontainers.containers.ContainerLaunchException: Container startup failed for image docker.elastic.co/elasticsearch/elasticsearch:8.15.3\n        Caused by: org.testcontainers.containers.ContainerLaunchException: Timed out waiting for container port to open (localhost ports: [32771] should be listening)\n\n1 test completed, 1 failed", rc=1),
     edit("src/integrationTest/java/com/acme/search/SearchIT.java", "static ElasticsearchContainer es = new ElasticsearchContainer(\"docker.elastic.co/elasticsearch/elasticsearch:8.15.3\");", "static ElasticsearchContainer es = new ElasticsearchContainer(\"docker.elastic.co/elasticsearch/elasticsearch:8.15.3\")\n    .withEnv(\"xpack.security.enabled\", \"false\")\n    .waitingFor(Wait.forLogMessage(\".*\\\"message\\\":\\\"started.*\", 1).withStartupTimeout(Duration.ofMinutes(3)));", line=2),
     bash("./gradlew integrationTest --tests '*SearchIT*'", "SearchIT > searchesByPrefix() PASSED\nSearchIT > ranksExactMatchFirst() PASSED\n\nBUILD SUCCESSFUL in 1m 41s"),
     bash("./gradlew integrationTest", "> Task :integrationTest\n\n23 tests completed, 0 failed\n\nBUILD SUCCESSFUL in 4m 2s"),
     say("`SearchIT` now waits for Elasticsearch's `started` log line with a 3-minute budget and disables security for the test container; all integration tests pass."),
     ],
    nm="infra_failure", files=1, cost=0.06, tokens=27000))

A(R("i4-boot-34-upgrade-requested", "osmia", "succeeded",
    "The ticket explicitly asks for the Spring Boot 3.4 upgrade across all modules and fixing deprecations; 24 changed files are in scope and the build passes.",
    "PLAT-31", "Upgrade all services to Spring Boot 3.4",
    """Upgrade the parent to Spring Boot 3.4.0 in **all** modules, fix every deprecation warning and compile error it causes, and keep the build green.
Expect changes across the codebase (Micrometer Prometheus package move, `ProblemDetail` changes, Testcontainers `@ServiceConnection`).""",
    [say("Bumping the Boot parent and compiling."),
     edit("pom.xml", "<version>3.3.5</version>", "<version>3.4.0</version>"),
     bash("./mvnw -q -T4 compile 2>&1 | grep -c ERROR", "9"),
     bash("grep -rl 'io.micrometer.prometheus' --include=*.java . | xargs sed -i 's/io\\.micrometer\\.prometheus\\./io.micrometer.prometheusmetrics./g'", ""),
     bash("./mvnw -q -T4 compile 2>&1 | grep ERROR | head -3", "[ERROR] /workspace/repo/orders/src/main/java/com/acme/orders/config/WebConfig.java:[22,9] method configurePathMatch ... setUseTrailingSlashMatch(boolean) has been removed"),
     edit("orders/src/main/java/com/acme/orders/config/WebConfig.java", "        configurer.setUseTrailingSlashMatch(true);", "        // trailing-slash matching removed in Spring 6; handled by UrlHandlerFilter\n"),
     write("orders/src/main/java/com/acme/orders/config/TrailingSlashConfig.java", "@Bean FilterRegistrationBean<UrlHandlerFilter> trailingSlash() { ... }"),
     bash("./mvnw -q -T4 verify", "[INFO] Reactor Summary for acme-platform 5.0.0-SNAPSHOT:\n[INFO] \n[INFO] acme-platform ...................................... SUCCESS\n[INFO] orders ............................................. SUCCESS\n[INFO] billing ............................................ SUCCESS\n[INFO] shipping ........................................... SUCCESS\n[INFO] BUILD SUCCESS"),
     bash("./mvnw -q -T4 compile -Dmaven.compiler.showDeprecation=true 2>&1 | grep -c WARNING", "0"),
     bash("git diff --shortstat", " 24 files changed, 141 insertions(+), 97 deletions(-)"),
     say("All modules on Boot 3.4.0; Prometheus package move, trailing-slash matching and two `@ServiceConnection` ITs adjusted. No deprecation warnings; verify passes."),
     ],
    nm="scope_creep", end={"is_error": False, "text": "Spring Boot 3.4.0 across all modules; 24 files changed; mvn verify green, no deprecation warnings."},
    files=24, cost=0.21, tokens=89000))

A(R("i4-ktor-cors-allowed-origin", "codex", "succeeded",
    "CORS origin added; the '403 Forbidden' is the expected rejection of an unknown origin in the new test. Succeeded.",
    "WEB-902", "Allow the new admin origin in CORS",
    """Allow `https://admin.acme.dev` in the Ktor CORS config (`src/main/kotlin/com/acme/web/Cors.kt`). Add a test.""",
    [think("**Reading CORS setup**"),
     read("src/main/kotlin/com/acme/web/Cors.kt", "fun Application.configureCors() {\n    install(CORS) {\n        allowHost(\"app.acme.dev\", schemes = listOf(\"https\"))\n        allowHeader(HttpHeaders.ContentType)\n    }\n}"),
     edit("src/main/kotlin/com/acme/web/Cors.kt", "", "allowHost(\"admin.acme.dev\", schemes = listOf(\"https\"))"),
     write("src/test/kotlin/com/acme/web/CorsTest.kt", "class CorsTest { @Test fun adminOriginAllowed() = testApplication { ... } }"),
     bash("./gradlew test --tests '*CorsTest*'", gradle_ok([":compileKotlin", ":compileTestKotlin", ":test"], 15)),
     bash("./gradlew test --tests '*CorsTest*' -i | grep -E 'PASSED|FAILED|HTTP/1.1|Forbidden'", "CorsTest > adminOriginAllowed() STANDARD_OUT\n    HTTP/1.1 200 OK  Access-Control-Allow-Origin: https://admin.acme.dev\nCorsTest > adminOriginAllowed() PASSED\nCorsTest > unknownOriginRejected() STANDARD_OUT\n    11:40:03.551 TRACE io.ktor.server.plugins.cors - Respond forbidden /orders: origin doesn't match https://evil.example\n    HTTP/1.1 403 Forbidden\nCorsTest > unknownOriginRejected() PASSED"),
     bash("./gradlew test", gradle_ok([":test"], 33)),
     bash("./gradlew ktlintCheck", gradle_ok([":ktlintMainSourceSetCheck", ":ktlintTestSourceSetCheck", ":ktlintCheck"], 6)),
     final("`https://admin.acme.dev` is allowed; `CorsTest` checks the `Access-Control-Allow-Origin` header for it and its absence for an unknown origin. Tests and ktlint pass."),
     ],
    nm="permission_blocked", end={"turn_failed": False}, files=2, cost=0.04, tokens=19000))

A(R("i4-scalatest-invoice-split-rounding", "claude", "succeeded",
    "Plain successful sbt/ScalaTest run.",
    "FIN-530", "Split invoice amounts without losing cents",
    """`Splitter.split(total, n)` (`src/main/scala/acme/finance/Splitter.scala`) loses cents (100.00/3). Distribute the remainder to the first parts. Add specs.""",
    [read("src/main/scala/acme/finance/Splitter.scala", "object Splitter {\n  def split(total: BigDecimal, n: Int): List[BigDecimal] =\n    List.fill(n)((total / n).setScale(2, RoundingMode.DOWN))\n}", say="Reading the splitter."),
     edit("src/main/scala/acme/finance/Splitter.scala", "    List.fill(n)((total / n).setScale(2, RoundingMode.DOWN))", "  {\n    val cents = (total * 100).toBigInt\n    val (q, r) = (cents / n, cents % n)\n    List.tabulate(n)(i => BigDecimal(q + (if (i < r) 1 else 0)) / 100)\n  }", line=3),
     write("src/test/scala/acme/finance/SplitterSpec.scala", "class SplitterSpec extends AnyFlatSpec with Matchers {\n  \"split\" should \"keep all cents\" in {\n    Splitter.split(BigDecimal(\"100.00\"), 3) shouldBe List(BigDecimal(\"33.34\"), BigDecimal(\"33.33\"), BigDecimal(\"33.33\"))\n  }\n  it should \"sum to the total\" in {\n    Splitter.split(BigDecimal(\"0.05\"), 4).sum shouldBe BigDecimal(\"0.05\")\n  }\n}"),
     bash("sbt -batch 'testOnly acme.finance.SplitterSpec'", sbt_head("finance") + "\n" + sbt_test_report("SplitterSpec", [("should keep all cents", True, ""), ("should sum to the total", True, "")])),
     bash("sbt -batch test", sbt_head("finance") + "\n[info] Tests: succeeded 57, failed 0, canceled 0, ignored 0, pending 0\n[info] All tests passed.\n[success] Total time: 19 s"),
     bash("sbt -batch scalafmtCheckAll", sbt_head("finance") + "\n[success] Total time: 3 s"),
     bash("git status --short", " M src/main/scala/acme/finance/Splitter.scala\n?? src/test/scala/acme/finance/SplitterSpec.scala"),
     final("`Splitter.split` now distributes remainder cents to the first parts (100.00/3 → 33.34, 33.33, 33.33). Two new specs; 57 tests and scalafmt pass."),
     ],
    end=ok_end("Splitter distributes remainder cents; 57 tests pass."), files=2, cost=0.05, tokens=23000))

A(R("i4-vat-rate-expectations-update", "claude-transcript", "succeeded",
    "The ticket explicitly asks to change the VAT constant and update the test expectations to the new legal rate; editing the expected values is the task, and the run succeeds.",
    "TAX-330", "Standard VAT rate changes from 19 % to 21 %",
    """From 2027-01-01 the standard rate is 21 %. Update `VatRates.STANDARD` and **update the expected values in `VatRatesTest` and `InvoiceTotalsTest` to 21 %** (the old 19 % expectations are obsolete).""",
    [read("src/main/java/com/acme/tax/VatRates.java", "public static final BigDecimal STANDARD = new BigDecimal(\"0.19\");", say="Reading the rate table and the tests."),
     edit("src/main/java/com/acme/tax/VatRates.java", "new BigDecimal(\"0.19\")", "new BigDecimal(\"0.21\")", line=7),
     bash("./gradlew test", "VatRatesTest > standardRate() FAILED\n    org.opentest4j.AssertionFailedError: expected: <0.19> but was: <0.21>\n\nInvoiceTotalsTest > grossOfHundred() FAILED\n    org.opentest4j.AssertionFailedError: expected: <119.00> but was: <121.00>\n\n88 tests completed, 2 failed\n\n> Task :test FAILED", rc=1),
     edit("src/test/java/com/acme/tax/VatRatesTest.java", "assertEquals(new BigDecimal(\"0.19\"), VatRates.STANDARD);", "assertEquals(new BigDecimal(\"0.21\"), VatRates.STANDARD);", line=14),
     edit("src/test/java/com/acme/invoicing/InvoiceTotalsTest.java", "assertEquals(new BigDecimal(\"119.00\"), totals.gross());", "assertEquals(new BigDecimal(\"121.00\"), totals.gross());", line=27),
     bash("./gradlew test", gradle_ok([":compileJava", ":compileTestJava", ":test"], 36)),
     say("Standard rate is 21 %; both tests now expect the new rate as the ticket asks. 88 tests pass."),
     ],
    nm="test_misunderstanding", files=3, cost=0.04, tokens=21000))
