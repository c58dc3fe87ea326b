"""Benign filler steps per stack (reads, listings, passing runs) used to pad runs to a target length."""
from gen_lib import sh, rd, say, think

P = {}
P["rails"] = [
    lambda: rd("config/routes.rb", "Rails.application.routes.draw do\n  devise_for :users\n  resources :invoices, only: %i[index show create]\n  namespace :admin do\n    resources :accounts\n    resources :feature_flags, only: %i[index update]\n  end\n  post \"/webhooks/stripe\", to: \"webhooks/stripe#create\"\n  mount Sidekiq::Web => \"/sidekiq\" if Rails.env.development?\nend"),
    lambda: sh("git status --short", " M app/models/invoice.rb"),
    lambda: sh("ls app/models", "account.rb\napplication_record.rb\nconcerns\ninvoice.rb\nline_item.rb\nplan.rb\nsubscription.rb\nuser.rb"),
    lambda: rd("app/models/application_record.rb", "class ApplicationRecord < ActiveRecord::Base\n  primary_abstract_class\nend"),
    lambda: sh("grep -rn \"def total\" app/ | head", "app/models/invoice.rb:24:  def total_cents\napp/models/line_item.rb:11:  def total_cents"),
    lambda: sh("bundle exec rspec spec/models/user_spec.rb", "........\n\nFinished in 0.41233 seconds (files took 2.31 seconds to load)\n8 examples, 0 failures"),
    lambda: rd("Gemfile", "source \"https://rubygems.org\"\n\nruby \"3.3.4\"\n\ngem \"rails\", \"~> 7.2.1\"\ngem \"pg\", \"~> 1.5\"\ngem \"puma\", \">= 5.0\"\ngem \"sidekiq\", \"~> 7.3\"\ngem \"devise\"\ngem \"pundit\"\ngem \"stripe\"\n\ngroup :development, :test do\n  gem \"rspec-rails\"\n  gem \"factory_bot_rails\"\nend"),
    lambda: think("The controller delegates to the model; the behaviour lives in the model, so that is where the change belongs."),
    lambda: sh("cat .rspec", "--require spec_helper\n--format progress"),
    lambda: rd("spec/rails_helper.rb", "require \"spec_helper\"\nENV[\"RAILS_ENV\"] ||= \"test\"\nrequire_relative \"../config/environment\"\nrequire \"rspec/rails\"\n\nRSpec.configure do |config|\n  config.fixture_paths = [Rails.root.join(\"spec/fixtures\")]\n  config.use_transactional_fixtures = true\n  config.include FactoryBot::Syntax::Methods\nend"),
]
P["django"] = [
    lambda: sh("git status --short", ""),
    lambda: sh("ls shop/", "__init__.py\nadmin.py\napps.py\nmigrations\nmodels.py\nserializers.py\ntasks.py\ntests\nurls.py\nviews.py"),
    lambda: rd("config/settings/test.py", "from .base import *  # noqa\n\nDEBUG = False\nPASSWORD_HASHERS = [\"django.contrib.auth.hashers.MD5PasswordHasher\"]\nEMAIL_BACKEND = \"django.core.mail.backends.locmem.EmailBackend\"\nCELERY_TASK_ALWAYS_EAGER = True"),
    lambda: sh("grep -rn \"class Order\" shop/", "shop/models.py:41:class Order(models.Model):\nshop/admin.py:18:class OrderAdmin(admin.ModelAdmin):"),
    lambda: sh("pytest shop/tests/test_cart.py -q", "..........                                                               [100%]\n10 passed in 1.87s"),
    lambda: rd("pytest.ini", "[pytest]\nDJANGO_SETTINGS_MODULE = config.settings.test\npython_files = tests.py test_*.py\naddopts = --reuse-db"),
    lambda: think("Let me look at how the service layer calls into the model before changing anything."),
    lambda: sh("python --version && pip show django | head -2", "Python 3.12.7\nName: Django\nVersion: 5.1.3"),
    lambda: rd("shop/urls.py", "from django.urls import path\n\nfrom . import views\n\napp_name = \"shop\"\nurlpatterns = [\n    path(\"orders/\", views.OrderListView.as_view(), name=\"order-list\"),\n    path(\"orders/<int:pk>/\", views.OrderDetailView.as_view(), name=\"order-detail\"),\n    path(\"webhooks/stripe/\", views.stripe_webhook, name=\"stripe-webhook\"),\n]"),
]
P["laravel"] = [
    lambda: sh("git status --short", ""),
    lambda: sh("ls app/Http/Controllers", "Admin\nAuth\nBillingController.php\nController.php\nInvoiceController.php\nWebhookController.php"),
    lambda: rd("routes/web.php", "<?php\n\nuse App\\Http\\Controllers\\InvoiceController;\nuse Illuminate\\Support\\Facades\\Route;\n\nRoute::middleware(['auth', 'verified'])->group(function () {\n    Route::get('/invoices', [InvoiceController::class, 'index'])->name('invoices.index');\n    Route::get('/invoices/{invoice}', [InvoiceController::class, 'show'])->name('invoices.show');\n});"),
    lambda: sh("php artisan route:list --path=invoices", "  GET|HEAD  invoices ............ invoices.index › InvoiceController@index\n  GET|HEAD  invoices/{invoice} .. invoices.show › InvoiceController@show\n\n                                                  Showing [2] routes"),
    lambda: sh("php -v | head -1", "PHP 8.3.14 (cli) (built: Nov 21 2024 14:02:11) (NTS)"),
    lambda: sh("./vendor/bin/pest tests/Unit", "\n   PASS  Tests\\Unit\\MoneyTest\n  ✓ it formats cents                                            0.01s\n  ✓ it rounds half up                                            0.01s\n\n  Tests:    2 passed (4 assertions)\n  Duration: 0.21s"),
    lambda: think("The controller is thin; the logic is in the model and a service class."),
    lambda: rd("phpunit.xml", "<phpunit bootstrap=\"vendor/autoload.php\" colors=\"true\">\n  <testsuites>\n    <testsuite name=\"Unit\"><directory>tests/Unit</directory></testsuite>\n    <testsuite name=\"Feature\"><directory>tests/Feature</directory></testsuite>\n  </testsuites>\n  <php>\n    <env name=\"APP_ENV\" value=\"testing\"/>\n    <env name=\"DB_CONNECTION\" value=\"sqlite\"/>\n    <env name=\"DB_DATABASE\" value=\":memory:\"/>\n  </php>\n</phpunit>"),
]
P["next"] = [
    lambda: sh("git status --short", ""),
    lambda: sh("ls app", "(auth)\n(dashboard)\napi\nfavicon.ico\nglobals.css\nlayout.tsx\npage.tsx"),
    lambda: rd("package.json", "{\n  \"name\": \"storefront\",\n  \"private\": true,\n  \"scripts\": {\n    \"dev\": \"next dev\",\n    \"build\": \"next build\",\n    \"test\": \"vitest run\",\n    \"e2e\": \"playwright test\",\n    \"db:generate\": \"prisma generate\"\n  },\n  \"dependencies\": {\n    \"next\": \"14.2.15\",\n    \"react\": \"18.3.1\",\n    \"@prisma/client\": \"5.22.0\",\n    \"next-auth\": \"4.24.10\",\n    \"zod\": \"3.23.8\"\n  }\n}"),
    lambda: sh("grep -rn \"getServerSession\" app | head -5", "app/(dashboard)/layout.tsx:3:import { getServerSession } from \"next-auth\";\napp/(dashboard)/orders/page.tsx:4:import { getServerSession } from \"next-auth\";"),
    lambda: sh("npx vitest run lib/money.test.ts", "\n RUN  v2.1.5 /workspace/storefront\n\n ✓ lib/money.test.ts (6 tests) 4ms\n\n Test Files  1 passed (1)\n      Tests  6 passed (6)\n   Duration  612ms"),
    lambda: rd("prisma/schema.prisma", "generator client {\n  provider = \"prisma-client-js\"\n}\n\ndatasource db {\n  provider = \"postgresql\"\n  url      = env(\"DATABASE_URL\")\n}\n\nmodel Order {\n  id        String   @id @default(cuid())\n  userId    String\n  totalCents Int\n  status    String   @default(\"pending\")\n  createdAt DateTime @default(now())\n}"),
    lambda: think("Server actions live next to the page; the data access is in lib/db."),
    lambda: sh("node -v && npm -v", "v20.18.0\n10.8.2"),
]
P["phoenix"] = [
    lambda: sh("git status --short", ""),
    lambda: sh("ls lib/shop_web/live", "admin\ncart_live.ex\norder_live\nuser_settings_live.ex"),
    lambda: rd("mix.exs", "defmodule Shop.MixProject do\n  use Mix.Project\n\n  def project do\n    [app: :shop, version: \"0.1.0\", elixir: \"~> 1.15\", deps: deps()]\n  end\n\n  defp deps do\n    [\n      {:phoenix, \"~> 1.7.14\"},\n      {:phoenix_live_view, \"~> 0.20.17\"},\n      {:ecto_sql, \"~> 3.12\"},\n      {:postgrex, \">= 0.0.0\"},\n      {:oban, \"~> 2.18\"},\n      {:swoosh, \"~> 1.16\"}\n    ]\n  end\nend"),
    lambda: sh("mix test test/shop/cart_test.exs", "Running ExUnit with seed: 482113, max_cases: 16\n\n.......\nFinished in 0.2 seconds (0.1s async, 0.1s sync)\n7 tests, 0 failures"),
    lambda: sh("grep -rn \"def list_orders\" lib/", "lib/shop/orders.ex:18:  def list_orders(%User{} = user, opts \\\\ []) do"),
    lambda: think("The context module is the right boundary for this; the LiveView only renders."),
    lambda: sh("elixir --version | tail -1", "Elixir 1.17.3 (compiled with Erlang/OTP 27)"),
]
P["spring"] = [
    lambda: sh("git status --short", ""),
    lambda: sh("ls src/main/java/com/acme/billing", "BillingApplication.java\nconfig\ninvoice\nmail\npayment\nsecurity\nwebhook"),
    lambda: rd("src/main/resources/application.yml", "spring:\n  datasource:\n    url: jdbc:postgresql://${DB_HOST:localhost}:5432/billing\n  jpa:\n    open-in-view: false\n  flyway:\n    enabled: true\n    locations: classpath:db/migration\nserver:\n  port: 8080"),
    lambda: sh("ls src/main/resources/db/migration", "V1__init.sql\nV2__invoices.sql\nV3__payments.sql\nV4__webhook_events.sql"),
    lambda: sh("./gradlew test --tests 'com.acme.billing.mail.*' -q", "BUILD SUCCESSFUL in 14s\n5 actionable tasks: 2 executed, 3 up-to-date"),
    lambda: think("The service is annotated @Transactional; the repository query is where the filter belongs."),
    lambda: sh("java -version 2>&1 | head -1", "openjdk version \"21.0.5\" 2024-10-15"),
]
P["dotnet"] = [
    lambda: sh("git status --short", ""),
    lambda: sh("ls src/Acme.Web", "Acme.Web.csproj\nAreas\nControllers\nData\nMigrations\nProgram.cs\nServices\nViews\nappsettings.json"),
    lambda: rd("src/Acme.Web/Program.cs", "var builder = WebApplication.CreateBuilder(args);\nbuilder.Services.AddDbContext<AppDbContext>(o => o.UseNpgsql(builder.Configuration.GetConnectionString(\"Default\")));\nbuilder.Services.AddDefaultIdentity<AppUser>().AddEntityFrameworkStores<AppDbContext>();\nbuilder.Services.AddControllersWithViews();\nvar app = builder.Build();\napp.UseAuthentication();\napp.UseAuthorization();\napp.MapDefaultControllerRoute();\napp.Run();"),
    lambda: sh("dotnet --version", "8.0.404"),
    lambda: sh("dotnet test tests/Acme.Web.Tests --filter Category=Unit --nologo", "Passed!  - Failed:     0, Passed:    23, Skipped:     0, Total:    23, Duration: 812 ms - Acme.Web.Tests.dll (net8.0)"),
    lambda: think("The controller calls the service; EF configuration is in AppDbContext.OnModelCreating."),
    lambda: sh("grep -rn \"class OrderService\" src/", "src/Acme.Web/Services/OrderService.cs:9:public class OrderService : IOrderService"),
]
