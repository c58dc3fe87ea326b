"""Plausible filler for long runs: source files the agent reads, passing test runs, prose.

The cause of a long run's failure is a few lines among this material."""
import os
from gen_lib import read, bash, say, grep


def _camel(s):
    return "".join(p[:1].upper() + p[1:] for p in s.replace("-", "_").split("_"))


def php_src(path, methods, ns=None):
    cls = os.path.splitext(os.path.basename(path))[0]
    ns = ns or "App\\" + "\\".join(_camel(p) for p in os.path.dirname(path).split("/")[1:])
    body = ["<?php", "", "namespace %s;" % ns, "", "use Illuminate\\Support\\Facades\\Log;", "",
            "class %s" % cls, "{"]
    for m in methods:
        body += ["    public function %s(array $input = []): array" % m, "    {",
                 "        Log::debug('%s.%s', ['keys' => array_keys($input)]);" % (cls, m),
                 "        return array_filter($input, fn ($v) => $v !== null);", "    }", ""]
    body[-1] = "}"
    return "\n".join(body)


def java_src(path, methods, pkg=None):
    cls = os.path.splitext(os.path.basename(path))[0]
    if pkg is None:
        parts = path.split("/")
        i = parts.index("java") + 1 if "java" in parts else 0
        pkg = ".".join(parts[i:-1])
    body = ["package %s;" % pkg, "", "import java.util.List;", "import java.util.Objects;", "",
            "public class %s {" % cls, ""]
    for m in methods:
        body += ["    public List<String> %s(List<String> in) {" % m,
                 "        Objects.requireNonNull(in, \"in\");",
                 "        return in.stream().filter(s -> !s.isBlank()).toList();", "    }", ""]
    body[-1] = "}"
    return "\n".join(body)


def ruby_src(path, methods):
    cls = _camel(os.path.splitext(os.path.basename(path))[0])
    body = ["# frozen_string_literal: true", "", "class %s" % cls]
    for m in methods:
        body += ["  def %s(params = {})" % m, "    params.compact.transform_keys(&:to_sym)", "  end", ""]
    body[-1] = "end"
    return "\n".join(body)


def kotlin_src(path, methods, pkg="com.acme"):
    cls = os.path.splitext(os.path.basename(path))[0]
    body = ["package %s" % pkg, "", "class %s {" % cls]
    for m in methods:
        body += ["    fun %s(items: List<String>): List<String> =" % m, "        items.filter { it.isNotBlank() }", ""]
    body[-1] = "}"
    return "\n".join(body)


def go_src(path, funcs, pkg=None):
    pkg = pkg or os.path.basename(os.path.dirname(path))
    body = ["package %s" % pkg, "", "import (", "\t\"context\"", "\t\"fmt\"", ")", ""]
    for f in funcs:
        body += ["func %s(ctx context.Context, id string) error {" % f,
                 "\tif id == \"\" {", "\t\treturn fmt.Errorf(\"%s: empty id\")" % f, "\t}", "\treturn ctx.Err()", "}", ""]
    return "\n".join(body).rstrip()


def elixir_src(path, funcs, mod):
    body = ["defmodule %s do" % mod, "  @moduledoc false", ""]
    for f in funcs:
        body += ["  def %s(attrs) when is_map(attrs) do" % f, "    attrs |> Map.reject(fn {_k, v} -> is_nil(v) end)", "  end", ""]
    body[-1] = "end"
    return "\n".join(body)


def reads(lang, files):
    """files: list of (path, [method names]) -> list of read steps."""
    gen = {"php": php_src, "java": java_src, "ruby": ruby_src, "kotlin": kotlin_src, "go": go_src}[lang]
    return [read(p, gen(p, ms)) for p, ms in files]


def phpunit_ok(n, t="00:02.311", mem="42.00 MB"):
    dots = "." * min(n, 63)
    return ("PHPUnit 10.5.9 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.2.14\nConfiguration: /workspace/repo/phpunit.xml\n\n"
            "%s %d / %d (100%%)\n\nTime: %s, Memory: %s\n\nOK (%d tests, %d assertions)" % (dots, n, n, t, mem, n, n * 2 + 3))


def rspec_ok(n, pending=0, secs="4.12"):
    s = "." * min(n, 70) + ("*" * pending)
    tail = "\n\nFinished in %s seconds (files took 2.03 seconds to load)\n%d examples, 0 failures" % (secs, n + pending)
    if pending:
        tail += ", %d pending" % pending
    return s + tail


def gradle_ok(tasks="test", secs=38):
    return "> Task :compileJava UP-TO-DATE\n> Task :processResources UP-TO-DATE\n> Task :classes UP-TO-DATE\n> Task :compileTestJava\n> Task :%s\n\nBUILD SUCCESSFUL in %ds\n5 actionable tasks: 2 executed, 3 up-to-date" % (tasks, secs)


def go_ok(pkgs):
    return "\n".join("ok  \t%s\t%.3fs" % (p, 0.011 + i * 0.137) for i, p in enumerate(pkgs))


_POOLS = {
    "php": ["app/Models/User.php", "app/Models/Account.php", "app/Http/Kernel.php", "app/Http/Middleware/Authenticate.php",
            "app/Http/Middleware/EncryptCookies.php", "app/Http/Middleware/VerifyCsrfToken.php", "app/Providers/AuthServiceProvider.php",
            "app/Providers/EventServiceProvider.php", "app/Listeners/LogSuccessfulLogin.php", "app/Notifications/ResetPasswordNotification.php",
            "app/Policies/AccountPolicy.php", "app/Services/Audit/AuditLogger.php", "app/Http/Requests/Auth/LoginRequest.php",
            "app/Console/Kernel.php", "app/Exceptions/Handler.php", "app/Services/Billing/InvoiceNumberer.php"],
    "java": ["src/main/java/com/northwind/app/Application.java", "src/main/java/com/northwind/app/config/WebConfig.java",
             "src/main/java/com/northwind/app/config/JacksonConfig.java", "src/main/java/com/northwind/app/web/ErrorAdvice.java",
             "src/main/java/com/northwind/app/service/AuditService.java", "src/main/java/com/northwind/app/service/ClockProvider.java",
             "src/main/java/com/northwind/app/repo/AccountRepository.java", "src/main/java/com/northwind/app/web/AccountController.java",
             "src/main/java/com/northwind/app/security/TokenService.java", "src/main/java/com/northwind/app/security/ApiKeyFilter.java",
             "src/main/java/com/northwind/app/service/MailService.java", "src/main/java/com/northwind/app/web/dto/AccountDto.java"],
    "ruby": ["app/models/user.rb", "app/models/account.rb", "app/models/invoice.rb", "app/controllers/application_controller.rb",
             "app/controllers/accounts_controller.rb", "app/services/invoice_builder.rb", "app/services/audit_log.rb",
             "app/jobs/nightly_export_job.rb", "app/mailers/account_mailer.rb", "lib/tasks/maintenance.rake",
             "app/policies/account_policy.rb", "app/serializers/invoice_serializer.rb"],
    "kotlin": ["src/main/kotlin/com/northwind/billing/Application.kt", "src/main/kotlin/com/northwind/billing/api/InvoiceDto.kt",
               "src/main/kotlin/com/northwind/billing/domain/Invoice.kt", "src/main/kotlin/com/northwind/billing/domain/Customer.kt",
               "src/main/kotlin/com/northwind/billing/service/InvoiceService.kt", "src/main/kotlin/com/northwind/billing/service/TaxService.kt",
               "src/main/kotlin/com/northwind/billing/repo/InvoiceRepository.kt", "src/main/kotlin/com/northwind/billing/config/JacksonConfig.kt"],
    "go": ["internal/api/router.go", "internal/api/middleware.go", "internal/store/postgres.go", "internal/store/migrations.go",
           "internal/auth/session.go", "internal/auth/tokens.go", "cmd/server/main.go", "internal/config/config.go",
           "internal/metrics/metrics.go", "internal/queue/consumer.go"],
}
_METHODS = ["handle", "boot", "register", "find", "create", "update", "delete", "validate", "toArray", "resolve", "dispatch",
            "authorize", "render", "format", "load", "save", "list", "apply", "normalize", "build"]


_DEFAULT_GREPS = {
    "php": [("TODO", "app/Services/Billing/InvoiceNumberer.php:44:        // TODO(BILL-880): move prefix to config\napp/Console/Kernel.php:27:        // TODO: remove after the Q3 migration"),
            ("Log::warning", "app/Exceptions/Handler.php:38:            Log::warning('unhandled', ['e' => $e::class]);"),
            ("env(", "config/app.php:29:    'env' => env('APP_ENV', 'production'),\nconfig/app.php:42:    'debug' => (bool) env('APP_DEBUG', false),")],
    "java": [("@Transactional", "src/main/java/com/northwind/app/service/AuditService.java:21:    @Transactional"),
             ("TODO", "src/main/java/com/northwind/app/web/ErrorAdvice.java:30:        // TODO map ConstraintViolationException"),
             ("@Value(", "src/main/java/com/northwind/app/service/MailService.java:18:    @Value(\"${mail.from}\")")],
    "ruby": [("TODO", "app/services/invoice_builder.rb:57:    # TODO: extract tax lines\nlib/tasks/maintenance.rake:12:  # TODO remove after backfill"),
             ("Rails.logger.warn", "app/jobs/nightly_export_job.rb:19:      Rails.logger.warn(\"export skipped: #{reason}\")"),
             ("ENV.fetch", "config/initializers/sidekiq.rb:3:  config.redis = { url: ENV.fetch('REDIS_URL') }")],
    "kotlin": [("TODO", "src/main/kotlin/com/northwind/billing/service/TaxService.kt:33:        // TODO: reverse charge for CH"),
               ("@Transactional", "src/main/kotlin/com/northwind/billing/service/InvoiceService.kt:17:    @Transactional")],
    "go": [("TODO", "internal/queue/consumer.go:88:\t// TODO: dead-letter after N attempts"),
           ("context.WithTimeout", "internal/store/postgres.go:41:\tctx, cancel := context.WithTimeout(ctx, 5*time.Second)")],
}
_DEFAULT_TESTS = {
    "php": [("php artisan test tests/Unit 2>&1 | tail -2", "\n  Tests:    88 passed (214 assertions)")],
    "java": [("./mvnw -B -q test -Dtest='*ServiceTest' 2>&1 | tail -1", "[INFO] Tests run: 27, Failures: 0, Errors: 0, Skipped: 0")],
    "ruby": [("bundle exec rspec spec/models 2>&1 | tail -1", "142 examples, 0 failures")],
    "kotlin": [("./gradlew test --tests '*ServiceTest' --console=plain 2>&1 | tail -1", "BUILD SUCCESSFUL in 19s")],
    "go": [("go test ./internal/store/... 2>&1 | tail -1", "ok  \tgithub.com/northwind/svc/internal/store\t0.412s")],
}


def long_noise(lang, n, seed, greps=None, tests=None, root=None):
    """n filler steps: reads from a per-language pool, a few greps and passing test runs."""
    import random as _r
    r = _r.Random(seed)
    if greps is None:
        greps = _DEFAULT_GREPS.get(lang, [])
    if tests is None:
        tests = _DEFAULT_TESTS.get(lang, [])
    pool = list(_POOLS[lang])
    if root:
        for old in ("com/northwind/app", "com/northwind/billing"):
            pool = [p.replace(old, root) for p in pool]
        greps = [(g, o.replace("com/northwind/app", root).replace("com/northwind/billing", root)) for g, o in greps]
    r.shuffle(pool)
    gen = {"php": php_src, "java": java_src, "ruby": ruby_src, "kotlin": kotlin_src, "go": go_src}[lang]
    steps = []
    gi = 0
    ti = 0
    cycle = 0
    base_pool = list(pool)
    for i in range(n):
        roll = i % 5
        if roll == 3 and gi < len(greps):
            pat, out = greps[gi]
            gi += 1
            steps.append(grep(pat, out, "."))
        elif roll == 4 and tests and ti < len(tests):
            cmd, out = tests[ti]
            ti += 1
            steps.append(bash(cmd, out))
        else:
            if not pool:
                cycle += 1
                pool = list(base_pool)
                r.shuffle(pool)
            p = pool.pop()
            ms = r.sample(_METHODS, r.randint(2, 4))
            src = gen(p, ms)
            if cycle:
                src = "\n".join(src.split("\n")[6:])
            steps.append(read(p, src, start=1 + cycle * 60))
    return steps
