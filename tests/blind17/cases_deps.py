"""Cases where a package, artifact, toolchain version or native piece was absent or unresolvable."""
from gen_lib import api_error, case, done, edit, grep, notice, read, say, sh, think, ticket, write

CASES = []
A = CASES.append

# ------------------------------------------------------------------ Rust: linker cc not found
W = "/workspace/geo-fence"
A(case(
    "geofence-polygon-holes", "claude", "dependency_missing", "",
    "The image has no C toolchain: every cargo build stops at 'error: linker `cc` not found', so nothing could be compiled or tested.",
    ticket("GEO-142", "Support polygons with holes in fence checks",
           "`Fence::contains` ignores interior rings, so a point inside a lake counts as inside the park.\n"
           "Respect interior rings (even-odd rule).",
           ["Points inside an interior ring are outside the fence", "Property test with random polygons still passes",
            "`cargo test` passes"],
           ["src/fence.rs"]),
    [
        say("I'll read the fence implementation."),
        read(W + "/src/fence.rs", "pub struct Fence {\n    exterior: Vec<Point>,\n    interiors: Vec<Vec<Point>>,\n}\n\nimpl Fence {\n    pub fn contains(&self, p: Point) -> bool {\n        ray_cast(&self.exterior, p)\n    }\n}\n\nfn ray_cast(ring: &[Point], p: Point) -> bool {\n    let mut inside = false;\n    let mut j = ring.len() - 1;\n    for i in 0..ring.len() {\n        let (a, b) = (ring[i], ring[j]);\n        if (a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x {\n            inside = !inside;\n        }\n        j = i;\n    }\n    inside\n}"),
        edit(W + "/src/fence.rs", "    pub fn contains(&self, p: Point) -> bool {\n        ray_cast(&self.exterior, p)\n    }",
             "    pub fn contains(&self, p: Point) -> bool {\n        ray_cast(&self.exterior, p) && !self.interiors.iter().any(|r| ray_cast(r, p))\n    }"),
        edit(W + "/tests/fence.rs", "#[test]\nfn square_contains_center()", "#[test]\nfn point_in_hole_is_outside() {\n    let f = Fence::with_hole(square(0.0, 10.0), square(4.0, 6.0));\n    assert!(!f.contains(Point::new(5.0, 5.0)));\n    assert!(f.contains(Point::new(1.0, 1.0)));\n}\n\n#[test]\nfn square_contains_center()"),
        sh("cargo test 2>&1 | tail -n 12",
           "   Compiling proc-macro2 v1.0.86\n   Compiling unicode-ident v1.0.12\n   Compiling libm v0.2.8\n   Compiling num-traits v0.2.19\nerror: linker `cc` not found\n  |\n  = note: No such file or directory (os error 2)\n\nerror: could not compile `proc-macro2` (build script) due to 1 previous error\nwarning: build failed, waiting for other jobs to finish...\nerror: could not compile `libm` (build script) due to 1 previous error",
           rc=0, ev=True),
        sh("which cc gcc clang ld; rustc -vV | head -4", "/usr/local/cargo/bin/rustc\nrustc 1.79.0 (129f3b996 2024-06-10)\nbinary: rustc\ncommit-hash: 129f3b9964af4d4a709d1383930ade12dfe7c081", rc=1, ev=True),
        sh("ls /usr/bin | grep -E '^(gcc|cc|ld|clang)' || echo none", "none"),
        sh("cat rust-toolchain.toml 2>/dev/null; cat .cargo/config.toml 2>/dev/null || true", "[toolchain]\nchannel = \"1.79\"\ncomponents = [\"clippy\", \"rustfmt\"]"),
        say("The container has rustc but no C compiler or linker at all, so build scripts and the final binary can't be linked."),
        sh("git diff --stat", " src/fence.rs   | 2 +-\n tests/fence.rs | 7 +++++++\n 2 files changed, 8 insertions(+), 1 deletion(-)"),
        done("Implemented interior-ring handling in Fence::contains and added a test, but I couldn't build: `linker \\`cc\\` not found`. The image needs gcc/clang (build-essential).", ok=False, subtype="success"),
    ],
    cwd=W, summary="cargo test did not run (link failure)",
))

# ------------------------------------------------------------------ Go toolchain too old
W = "/workspace/ticket-router"
A(case(
    "ticket-router-priority-queue", "codex", "dependency_missing", "",
    "The installed Go is 1.22.5 but go.mod requires go >= 1.23.0 and GOTOOLCHAIN=local forbids switching, so no package could be built.",
    ticket("SUP-512", "Route VIP tickets ahead of the FIFO queue",
           "Support tickets from VIP accounts wait behind everyone else. Give the router a priority lane:\n"
           "VIP tickets are dequeued first, FIFO within each lane.",
           ["VIP tickets dequeue before normal ones", "Order is FIFO inside a lane", "`go test ./...` passes"],
           ["internal/router/queue.go"]),
    [
        think("**Reviewing queue implementation**\n\nI'll read internal/router/queue.go and its tests."),
        read(W + "/internal/router/queue.go", "package router\n\ntype Queue struct {\n\tmu    sync.Mutex\n\titems []Ticket\n}\n\nfunc (q *Queue) Push(t Ticket) {\n\tq.mu.Lock()\n\tdefer q.mu.Unlock()\n\tq.items = append(q.items, t)\n}\n\nfunc (q *Queue) Pop() (Ticket, bool) {\n\tq.mu.Lock()\n\tdefer q.mu.Unlock()\n\tif len(q.items) == 0 {\n\t\treturn Ticket{}, false\n\t}\n\tt := q.items[0]\n\tq.items = q.items[1:]\n\treturn t, true\n}"),
        sh("head -5 go.mod; go version; go env GOTOOLCHAIN", "module github.com/acme/ticket-router\n\ngo 1.23.0\n\nrequire (\ngo version go1.22.5 linux/amd64\nlocal"),
        edit(W + "/internal/router/queue.go", "type Queue struct {\n\tmu    sync.Mutex\n\titems []Ticket\n}", "type Queue struct {\n\tmu   sync.Mutex\n\tvip  []Ticket\n\trest []Ticket\n}"),
        edit(W + "/internal/router/queue.go", "\tq.items = append(q.items, t)", "\tif t.Account.VIP {\n\t\tq.vip = append(q.vip, t)\n\t\treturn\n\t}\n\tq.rest = append(q.rest, t)"),
        edit(W + "/internal/router/queue.go", "\tif len(q.items) == 0 {\n\t\treturn Ticket{}, false\n\t}\n\tt := q.items[0]\n\tq.items = q.items[1:]\n\treturn t, true", "\tfor _, lane := range []*[]Ticket{&q.vip, &q.rest} {\n\t\tif len(*lane) > 0 {\n\t\t\tt := (*lane)[0]\n\t\t\t*lane = (*lane)[1:]\n\t\t\treturn t, true\n\t\t}\n\t}\n\treturn Ticket{}, false"),
        edit(W + "/internal/router/queue_test.go", "func TestQueueFIFO(t *testing.T) {", "func TestQueueVIPFirst(t *testing.T) { ... }\n\nfunc TestQueueFIFO(t *testing.T) {"),
        sh("go test ./...", "go: go.mod requires go >= 1.23.0 (running go 1.22.5; GOTOOLCHAIN=local)", rc=1, ev=True),
        think("**Checking toolchain availability**\n\nThe module needs Go 1.23 and the environment pins GOTOOLCHAIN=local. I'll look for another Go installation on PATH."),
        sh("ls /usr/local/go*/bin/go /root/sdk 2>/dev/null; ls $(go env GOPATH)/bin 2>/dev/null", "/usr/local/go/bin/go\ngopls\nstaticcheck"),
        sh("grep -rn 'iter\\.\\|range-over-func\\|slices.Collect' --include=*.go . | head -3", "./internal/router/assign.go:41:\tfor agent := range pool.Available() {\n./internal/router/pool.go:12:func (p *Pool) Available() iter.Seq[Agent] {"),
        say("The codebase already uses range-over-func iterators (Go 1.23), so lowering the go directive is not an option."),
        done("Change is written but untested: the environment only has Go 1.22.5 with GOTOOLCHAIN=local, while go.mod requires go >= 1.23.0. A 1.23 toolchain is needed in the image.", ok=False),
    ],
    cwd=W, summary="go test exited 1",
))

# ------------------------------------------------------------------ psycopg2: pg_config not found
W = "/srv/app/hr-sync"
A(case(
    "hr-sync-contract-end", "osmia", "dependency_missing", "",
    "psycopg2 has to be built from source and the image lacks the PostgreSQL client headers ('pg_config executable not found'), so requirements could not be installed.",
    ticket("HR-230", "Deactivate accounts when the contract end date passes",
           "The nightly HR sync cron only creates and updates employees. When `contract_end` is in the past,\n"
           "the account must be deactivated and their sessions revoked.",
           ["Employees past contract_end are `is_active=False`", "Their sessions are deleted",
            "`pytest tests/test_sync.py` passes"],
           ["hr_sync/sync.py"]),
    [
        say("Reading the sync module and requirements."),
        sh("git log --oneline -4 && ls", "b1f3c02 HR-224 map cost centre from workday export\n5e02a7d HR-219 retry sftp fetch once\n90c4e1b HR-207 add nightly cron entry\n2d7f6a3 initial import\nDockerfile\nREADME.md\ncrontab\nhr_sync\nrequirements.txt\ntests"),
        read(W + "/hr_sync/sync.py", "def sync(rows, db):\n    for row in rows:\n        emp = db.get_employee(row[\"employee_id\"])\n        if emp is None:\n            db.create_employee(row)\n        else:\n            db.update_employee(emp.id, row)"),
        read(W + "/requirements.txt", "psycopg2==2.9.9\nrequests==2.32.3\npython-dateutil==2.9.0.post0\npytest==8.2.2"),
        edit(W + "/hr_sync/sync.py", "        else:\n            db.update_employee(emp.id, row)", "        else:\n            db.update_employee(emp.id, row)\n        end = row.get(\"contract_end\")\n        if end and parse_date(end) < today():\n            db.deactivate_employee(row[\"employee_id\"])\n            db.delete_sessions(row[\"employee_id\"])"),
        edit(W + "/tests/test_sync.py", "def test_creates_new_employee", "def test_deactivates_after_contract_end(fake_db):\n    sync([{\"employee_id\": 7, \"contract_end\": \"2020-01-31\"}], fake_db)\n    assert fake_db.deactivated == [7] and fake_db.sessions_deleted == [7]\n\n\ndef test_creates_new_employee"),
        sh("pip install -r requirements.txt",
           "Collecting psycopg2==2.9.9 (from -r requirements.txt (line 1))\n  Downloading psycopg2-2.9.9.tar.gz (384 kB)\n  Installing build dependencies: started\n  Installing build dependencies: finished with status 'done'\n  Getting requirements to build wheel: started\n  Getting requirements to build wheel: finished with status 'error'\n  error: subprocess-exited-with-error\n  \n  × Getting requirements to build wheel did not run successfully.\n  │ exit code: 1\n  ╰─> [21 lines of output]\n      running egg_info\n      writing psycopg2.egg-info/PKG-INFO\n      \n      Error: pg_config executable not found.\n      \n      pg_config is required to build psycopg2 from source.  Please add the directory\n      containing pg_config to the $PATH or specify the full executable path with the\n      option:\n      \n          python setup.py build_ext --pg-config /path/to/pg_config build ...\n      \n      or with the pg_config option in 'setup.cfg'.\n      \n      If you prefer to avoid building psycopg2 from source, please install the PyPI\n      'psycopg2-binary' package instead.\n      \n      For further information please check the 'doc/src/install.rst' file (also at\n      <https://www.psycopg.org/docs/install.html>).\n      \n      [end of output]\n  \n  note: This error originates from a subprocess, and is likely not a problem with pip.\nerror: subprocess-exited-with-error\n\n× Getting requirements to build wheel did not run successfully.\n│ exit code: 1\n╰─> See above for output.\n\nnote: This error originates from a subprocess, and is likely not a problem with pip.",
           rc=1, ev=True),
        sh("which pg_config gcc; ls /usr/include/postgresql 2>&1", "/usr/bin/gcc\nls: cannot access '/usr/include/postgresql': No such file or directory", rc=2, ev=True),
        sh("pytest tests/test_sync.py -q 2>&1 | tail -n 4", "tests/conftest.py:3: in <module>\n    import psycopg2\nE   ModuleNotFoundError: No module named 'psycopg2'", rc=4),
        say("psycopg2 must compile against libpq and the image has neither pg_config nor the headers. The ticket's constraints say not to change pinned requirements, so I'll stop here."),
        done("Sync change and test written; could not install psycopg2 (pg_config/libpq-dev missing), tests did not run.", ok=False),
    ],
    cwd=W, engine="aider", summary="pip install -r requirements.txt failed",
))

# ------------------------------------------------------------------ Bundler: Ruby version mismatch
W = "/home/dev/marketplace"
A(case(
    "marketplace-seller-payout-csv", "claude-transcript", "dependency_missing", "",
    "The interpreter is Ruby 3.1.4 while the Gemfile requires 3.3.0, so Bundler refuses to run and no test could execute.",
    ticket("MKT-771", "Seller payout CSV shows fees as negative numbers",
           "Sellers complain the payout CSV shows platform fees as positive values next to sales. Show fees\n"
           "and refunds as negative amounts, keep the total column unchanged.",
           ["Fee and refund rows have negative `amount`", "Totals unchanged", "`bundle exec rspec spec/exports/payout_csv_spec.rb` passes"],
           ["app/exports/payout_csv.rb"]),
    [
        say("I'll look at the payout CSV exporter and its spec."),
        read("/home/dev/marketplace/app/exports/payout_csv.rb", "class PayoutCsv\n  HEADERS = %w[date type reference amount total].freeze\n\n  def initialize(payout)\n    @payout = payout\n  end\n\n  def rows\n    running = 0\n    @payout.entries.order(:created_at).map do |e|\n      running += e.signed_amount\n      [e.created_at.to_date, e.kind, e.reference, e.amount, running]\n    end\n  end\nend"),
        read("/home/dev/marketplace/spec/exports/payout_csv_spec.rb", "RSpec.describe PayoutCsv do\n  it \"lists entries with running total\" do\n    payout = create(:payout, entries: [build(:entry, kind: \"sale\", amount: 100), build(:entry, kind: \"fee\", amount: 12)])\n    expect(described_class.new(payout).rows.map(&:last)).to eq([100, 88])\n  end\nend"),
        edit("/home/dev/marketplace/app/exports/payout_csv.rb", "      [e.created_at.to_date, e.kind, e.reference, e.amount, running]", "      [e.created_at.to_date, e.kind, e.reference, e.signed_amount, running]"),
        edit("/home/dev/marketplace/spec/exports/payout_csv_spec.rb", "    expect(described_class.new(payout).rows.map(&:last)).to eq([100, 88])\n  end", "    expect(described_class.new(payout).rows.map(&:last)).to eq([100, 88])\n  end\n\n  it \"shows fees as negative amounts\" do\n    payout = create(:payout, entries: [build(:entry, kind: \"fee\", amount: 12)])\n    expect(described_class.new(payout).rows.first[3]).to eq(-12)\n  end"),
        sh("bundle exec rspec spec/exports/payout_csv_spec.rb", "Your Ruby version is 3.1.4, but your Gemfile specified 3.3.0", rc=18, ev=True),
        sh("cat .ruby-version; ruby -v; ls ~/.rbenv/versions 2>/dev/null || ls /opt/rubies 2>/dev/null || echo 'no version manager'", "3.3.0\nruby 3.1.4p223 (2023-03-30 revision 957bb7cb81) [x86_64-linux]\nno version manager", ev=True),
        sh("head -3 Gemfile; grep -n 'RUBY VERSION' -A1 Gemfile.lock", "source \"https://rubygems.org\"\n\nruby \"3.3.0\"\n412:RUBY VERSION\n413-   ruby 3.3.0p0"),
        sh("git diff --stat", " app/exports/payout_csv.rb             | 2 +-\n spec/exports/payout_csv_spec.rb       | 5 +++++\n 2 files changed, 6 insertions(+), 1 deletion(-)"),
        done("The exporter now writes `signed_amount`, and I added a spec. I couldn't run the suite because only Ruby 3.1.4 is installed and the Gemfile pins 3.3.0. I didn't change the Ruby pin, because the whole app targets 3.3."),
    ],
    cwd="/home/dev/marketplace", summary="rspec did not run (bundler exit 18)",
))

# ------------------------------------------------------------------ Maven: internal artifact not resolvable (network is fine)
W = "/workspace/notifications"
A(case(
    "notifications-event-schema", "claude", "dependency_missing", "infra_failure",
    "The internal artifact com.acme.platform:events-schema:2.4.0 is not in any configured repository ('Could not find artifact ... in central'); Maven Central itself is reachable (other artifacts download), so this is an unresolvable dependency, not a network fault.",
    ticket("NOTIF-390", "Consume OrderShipped v2 events",
           "Platform published events-schema 2.4.0 with `OrderShipped` v2 (adds `carrier_code`). Bump the schema\n"
           "dependency and include the carrier in the shipping notification e-mail.",
           ["events-schema is 2.4.0", "Shipping e-mail shows the carrier name for `carrier_code`", "`mvn -q verify` passes"],
           ["pom.xml", "src/main/java/com/acme/notifications/ShippingListener.java"]),
    [
        say("Let me look at how the schema dependency is declared."),
        grep("events-schema", "pom.xml:47:            <artifactId>events-schema</artifactId>", W),
        read(W + "/pom.xml", "        <dependency>\n            <groupId>com.acme.platform</groupId>\n            <artifactId>events-schema</artifactId>\n            <version>2.3.1</version>\n        </dependency>"),
        edit(W + "/pom.xml", "            <version>2.3.1</version>", "            <version>2.4.0</version>"),
        read(W + "/src/main/java/com/acme/notifications/ShippingListener.java", "@Component\nclass ShippingListener {\n    @KafkaListener(topics = \"orders.shipped\")\n    void on(OrderShipped evt) {\n        mailer.send(ShippingMail.of(evt.getOrderId(), evt.getTrackingNumber()));\n    }\n}"),
        edit(W + "/src/main/java/com/acme/notifications/ShippingListener.java", "        mailer.send(ShippingMail.of(evt.getOrderId(), evt.getTrackingNumber()));", "        mailer.send(ShippingMail.of(evt.getOrderId(), evt.getTrackingNumber(), carriers.nameFor(evt.getCarrierCode())));"),
        sh("mvn -q verify",
           "Downloading from central: https://repo.maven.apache.org/maven2/com/acme/platform/events-schema/2.4.0/events-schema-2.4.0.pom\n[WARNING] The POM for com.acme.platform:events-schema:jar:2.4.0 is missing, no dependency information available\nDownloading from central: https://repo.maven.apache.org/maven2/com/acme/platform/events-schema/2.4.0/events-schema-2.4.0.jar\n[ERROR] Failed to execute goal on project notifications-service: Could not resolve dependencies for project com.acme:notifications-service:jar:3.2.0-SNAPSHOT: Could not find artifact com.acme.platform:events-schema:jar:2.4.0 in central (https://repo.maven.apache.org/maven2) -> [Help 1]\n[ERROR] \n[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.\n[ERROR] Re-run Maven using the -X switch to enable full debug logging.\n[ERROR] \n[ERROR] For more information about the errors and possible solutions, please read the following articles:\n[ERROR] [Help 1] http://cwiki.apache.org/confluence/display/MAVEN/DependencyResolutionException",
           rc=1, ev=True),
        sh("ls ~/.m2/repository/com/acme/platform/events-schema/; cat ~/.m2/settings.xml 2>/dev/null | grep -c '<mirror>' || echo 'no settings.xml'", "2.3.1\nno settings.xml", ev=True),
        sh("curl -s -o /dev/null -w '%{http_code}\\n' https://repo.maven.apache.org/maven2/org/springframework/kafka/spring-kafka/maven-metadata.xml", "200"),
        sh("mvn -q dependency:get -Dartifact=org.apache.commons:commons-text:1.12.0 && echo fetched", "fetched"),
        say("Central is reachable. events-schema is an internal artifact, and no repository in this build has 2.4.0 (only 2.3.1 is cached locally), so the dependency can't be resolved."),
        done("Could not complete: com.acme.platform:events-schema:2.4.0 cannot be resolved. Central is reachable, but the artifact isn't there and no internal repository is configured. Code changes are in place but do not compile against 2.3.1.", ok=False, subtype="success"),
    ],
    cwd=W, summary="mvn verify failed: unresolved dependency",
))

# ------------------------------------------------------------------ .NET SDK too old
W = "/workspace/warehouse-api"
A(case(
    "warehouse-bin-capacity", "codex", "dependency_missing", "",
    "The installed .NET SDK 6.0 cannot target net8.0 (NETSDK1045), so the solution could not be built; the code change was never compiled.",
    ticket("WH-618", "Reject putaway when bin capacity would be exceeded",
           "`PutawayService.Assign` lets operators overfill bins. Check the bin's remaining volume and return\n"
           "a 409 problem response when the item doesn't fit.",
           ["Assign returns 409 with `bin_full` when volume is exceeded", "Unit test in Warehouse.Tests", "`dotnet test` passes"],
           ["src/Warehouse.Api/Putaway/PutawayService.cs"]),
    [
        think("**Inspecting service and SDK**\n\nI'll read PutawayService and check the SDK version against the target framework."),
        sh("ls && git log --oneline -3", "Warehouse.sln\nglobal.json\nsrc\ntests\n0a4e7c1 WH-611 bin volume in cubic cm\nd93b2f8 WH-604 putaway endpoint\n61c0e55 WH-590 EF Core migrations for bins"),
        sh("sed -n '1,40p' src/Warehouse.Api/Domain/Bin.cs", "public sealed class Bin\n{\n    public Guid Id { get; init; }\n    public string Code { get; init; } = \"\";\n    public decimal Capacity { get; set; }\n    public decimal UsedVolume { get; set; }\n}"),
        read(W + "/src/Warehouse.Api/Putaway/PutawayService.cs", "public sealed class PutawayService(WarehouseDb db)\n{\n    public async Task<Result<Assignment>> Assign(PutawayRequest req, CancellationToken ct)\n    {\n        var bin = await db.Bins.FindAsync([req.BinId], ct) ?? throw new NotFoundException(req.BinId);\n        var a = new Assignment(bin.Id, req.Sku, req.Quantity);\n        db.Assignments.Add(a);\n        await db.SaveChangesAsync(ct);\n        return a;\n    }\n}"),
        edit(W + "/src/Warehouse.Api/Putaway/PutawayService.cs", "        var a = new Assignment(bin.Id, req.Sku, req.Quantity);", "        var needed = req.Quantity * (await db.Items.SingleAsync(i => i.Sku == req.Sku, ct)).UnitVolume;\n        if (bin.UsedVolume + needed > bin.Capacity)\n            return Result.Conflict<Assignment>(\"bin_full\");\n        var a = new Assignment(bin.Id, req.Sku, req.Quantity);"),
        write(W + "/tests/Warehouse.Tests/PutawayServiceTests.cs", "public class PutawayServiceTests\n{\n    [Fact]\n    public async Task Rejects_when_bin_would_overflow() { ... }\n}\n"),
        sh("dotnet --list-sdks; grep -h TargetFramework src/*/*.csproj tests/*/*.csproj", "6.0.428 [/usr/share/dotnet/sdk]\n    <TargetFramework>net8.0</TargetFramework>\n    <TargetFramework>net8.0</TargetFramework>"),
        sh("dotnet test 2>&1 | tail -n 6",
           "  Determining projects to restore...\n/usr/share/dotnet/sdk/6.0.428/Sdks/Microsoft.NET.Sdk/targets/Microsoft.NET.TargetFrameworkInference.targets(144,5): error NETSDK1045: The current .NET SDK does not support targeting .NET 8.0.  Either target .NET 6.0 or lower, or use a version of the .NET SDK that supports .NET 8.0. [/workspace/warehouse-api/src/Warehouse.Api/Warehouse.Api.csproj]\n/usr/share/dotnet/sdk/6.0.428/Sdks/Microsoft.NET.Sdk/targets/Microsoft.NET.TargetFrameworkInference.targets(144,5): error NETSDK1045: The current .NET SDK does not support targeting .NET 8.0.  Either target .NET 6.0 or lower, or use a version of the .NET SDK that supports .NET 8.0. [/workspace/warehouse-api/tests/Warehouse.Tests/Warehouse.Tests.csproj]",
           rc=1, ev=True),
        sh("cat global.json", "{\n  \"sdk\": {\n    \"version\": \"8.0.400\",\n    \"rollForward\": \"latestFeature\"\n  }\n}"),
        sh("ls ~/.dotnet 2>/dev/null || echo none; ls /usr/share/dotnet/shared/Microsoft.NETCore.App", "none\n6.0.36"),
        think("**Deciding on retargeting**\n\nRetargeting to net6.0 would break primary constructors and collection expressions used throughout the project. The correct fix is an 8.0 SDK in the image."),
        done("Code and test are written but not compiled: only .NET SDK 6.0.428 is installed while the projects target net8.0 (global.json asks for 8.0.400).", ok=False),
    ],
    cwd=W, summary="dotnet test exited 1",
))

# ------------------------------------------------------------------ Elixir version too old
W = "/workspace/dispatch"
A(case(
    "dispatch-driver-shift-overlap", "osmia", "dependency_missing", "",
    "The installed Elixir is 1.14.0 while mix.exs requires ~> 1.16, so Mix refuses to compile the project at all.",
    ticket("DSP-95", "Prevent overlapping driver shifts",
           "Dispatchers can create two shifts for the same driver that overlap. Add an exclusion constraint\n"
           "(Postgres tstzrange) and surface a changeset error.",
           ["Migration adds an EXCLUDE constraint on (driver_id, tstzrange(starts_at, ends_at))",
            "`Shifts.create_shift/1` returns `{:error, changeset}` with `:starts_at` overlap error",
            "`mix test test/dispatch/shifts_test.exs` passes"],
           ["lib/dispatch/shifts/shift.ex", "priv/repo/migrations/"]),
    [
        say("Reading the Shift schema and migrations."),
        sh("ls priv/repo/migrations | tail -3", "20260912101500_create_drivers.exs\n20260915084000_create_shifts.exs\n20261002130000_add_depot_to_shifts.exs"),
        read(W + "/lib/dispatch/shifts/shift.ex", "defmodule Dispatch.Shifts.Shift do\n  use Ecto.Schema\n  import Ecto.Changeset\n\n  schema \"shifts\" do\n    field :starts_at, :utc_datetime\n    field :ends_at, :utc_datetime\n    belongs_to :driver, Dispatch.Drivers.Driver\n    timestamps()\n  end\n\n  def changeset(shift, attrs) do\n    shift\n    |> cast(attrs, [:starts_at, :ends_at, :driver_id])\n    |> validate_required([:starts_at, :ends_at, :driver_id])\n  end\nend"),
        write(W + "/priv/repo/migrations/20261110093000_shifts_no_overlap.exs", "defmodule Dispatch.Repo.Migrations.ShiftsNoOverlap do\n  use Ecto.Migration\n\n  def up do\n    execute \"CREATE EXTENSION IF NOT EXISTS btree_gist\"\n    execute \"ALTER TABLE shifts ADD CONSTRAINT shifts_no_overlap EXCLUDE USING gist (driver_id WITH =, tstzrange(starts_at, ends_at) WITH &&)\"\n  end\n\n  def down do\n    execute \"ALTER TABLE shifts DROP CONSTRAINT shifts_no_overlap\"\n  end\nend\n"),
        edit(W + "/lib/dispatch/shifts/shift.ex", "    |> validate_required([:starts_at, :ends_at, :driver_id])", "    |> validate_required([:starts_at, :ends_at, :driver_id])\n    |> exclusion_constraint(:starts_at, name: :shifts_no_overlap, message: \"overlaps another shift\")"),
        edit(W + "/test/dispatch/shifts_test.exs", "  describe \"create_shift/1\" do", "  describe \"create_shift/1\" do\n    test \"rejects overlapping shift\" do\n      d = insert(:driver)\n      {:ok, _} = Shifts.create_shift(%{driver_id: d.id, starts_at: ~U[2026-11-10 08:00:00Z], ends_at: ~U[2026-11-10 16:00:00Z]})\n      assert {:error, cs} = Shifts.create_shift(%{driver_id: d.id, starts_at: ~U[2026-11-10 12:00:00Z], ends_at: ~U[2026-11-10 20:00:00Z]})\n      assert \"overlaps another shift\" in errors_on(cs).starts_at\n    end\n"),
        sh("mix test test/dispatch/shifts_test.exs",
           "** (Mix) You're trying to run :dispatch on Elixir v1.14.0 but it has declared in its mix.exs file it supports only Elixir ~> 1.16",
           rc=1, ev=True),
        sh("elixir --version; cat .tool-versions", "Erlang/OTP 25 [erts-13.1.5] [source] [64-bit] [smp:8:8] [ds:8:8:10] [async-threads:1] [jit:ns]\n\nElixir 1.14.0 (compiled with Erlang/OTP 25)\nelixir 1.16.3-otp-26\nerlang 26.2.5", ev=True),
        sh("which asdf mise kerl 2>/dev/null || echo 'no version manager'", "no version manager", rc=1),
        say("The project needs Elixir 1.16 on OTP 26 (.tool-versions) but the image ships 1.14 on OTP 25 and no version manager, so nothing compiles."),
        done("Migration, changeset constraint and test are written; could not compile or run tests because the Elixir toolchain (1.14.0) is older than the required ~> 1.16.", ok=False),
    ],
    cwd=W, engine="aider", summary="mix test exited 1",
))

# ------------------------------------------------------------------ CMake: gRPC / Protobuf config not found
W = "/home/dev/telemetry-agent"
A(case(
    "telemetry-agent-batch-export", "claude-transcript", "dependency_missing", "",
    "CMake cannot find the gRPC/Protobuf development packages ('Could not find a package configuration file provided by \"gRPC\"') and protoc is absent, so the C++ agent cannot be configured.",
    ticket("TEL-211", "Batch spans before exporting over gRPC",
           "The C++ telemetry agent exports every span with its own RPC. Buffer spans and flush every 512 spans\n"
           "or 2 seconds, whichever comes first.",
           ["Exporter sends `ExportRequest` with up to 512 spans", "Flush on 2s timer and on shutdown",
            "`ctest` passes"],
           ["src/exporter/grpc_exporter.cc", "src/exporter/grpc_exporter.h"]),
    [
        say("I'll read the exporter and the build files."),
        read("/home/dev/telemetry-agent/src/exporter/grpc_exporter.cc", "void GrpcExporter::Export(const Span& span) {\n  ExportRequest req;\n  *req.add_spans() = ToProto(span);\n  grpc::ClientContext ctx;\n  ExportResponse resp;\n  auto status = stub_->Export(&ctx, req, &resp);\n  if (!status.ok()) {\n    LOG(WARNING) << \"export failed: \" << status.error_message();\n  }\n}"),
        read("/home/dev/telemetry-agent/CMakeLists.txt", "cmake_minimum_required(VERSION 3.20)\nproject(telemetry_agent CXX)\nset(CMAKE_CXX_STANDARD 17)\n\nfind_package(Protobuf CONFIG REQUIRED)\nfind_package(gRPC CONFIG REQUIRED)\nfind_package(GTest REQUIRED)\n\nadd_subdirectory(proto)\nadd_subdirectory(src)\nenable_testing()\nadd_subdirectory(tests)"),
        edit("/home/dev/telemetry-agent/src/exporter/grpc_exporter.h", "  void Export(const Span& span);", "  void Export(const Span& span);\n  void Flush();\n\n private:\n  std::mutex mu_;\n  std::vector<Span> buffer_;\n  std::chrono::steady_clock::time_point last_flush_;\n  static constexpr size_t kMaxBatch = 512;"),
        edit("/home/dev/telemetry-agent/src/exporter/grpc_exporter.cc", "void GrpcExporter::Export(const Span& span) {\n  ExportRequest req;\n  *req.add_spans() = ToProto(span);", "void GrpcExporter::Export(const Span& span) {\n  std::lock_guard<std::mutex> lock(mu_);\n  buffer_.push_back(span);\n  if (buffer_.size() >= kMaxBatch) FlushLocked();\n}\n\nvoid GrpcExporter::FlushLocked() {\n  ExportRequest req;\n  for (const auto& s : buffer_) *req.add_spans() = ToProto(s);\n  buffer_.clear();"),
        write("/home/dev/telemetry-agent/tests/grpc_exporter_batch_test.cc", "TEST(GrpcExporterBatch, FlushesAt512) { ... }\nTEST(GrpcExporterBatch, FlushesOnShutdown) { ... }\n"),
        sh("cmake -S . -B build -G Ninja 2>&1 | tail -n 20",
           "-- The CXX compiler identification is GNU 12.2.0\n-- Detecting CXX compiler ABI info\n-- Detecting CXX compiler ABI info - done\n-- Check for working CXX compiler: /usr/bin/c++ - skipped\n-- Detecting CXX compile features\n-- Detecting CXX compile features - done\nCMake Error at CMakeLists.txt:5 (find_package):\n  Could not find a package configuration file provided by \"Protobuf\" with any\n  of the following names:\n\n    ProtobufConfig.cmake\n    protobuf-config.cmake\n\n  Add the installation prefix of \"Protobuf\" to CMAKE_PREFIX_PATH or set\n  \"Protobuf_DIR\" to a directory containing one of the above files.  If\n  \"Protobuf\" provides a separate development package or SDK, be sure it has\n  been installed.\n\n\n-- Configuring incomplete, errors occurred!",
           rc=0, ev=True),
        sh("which protoc grpc_cpp_plugin; ls /usr/lib/x86_64-linux-gnu/cmake | grep -i -E 'grpc|protobuf' || echo 'no grpc/protobuf cmake packages'; echo $CMAKE_PREFIX_PATH", "no grpc/protobuf cmake packages\n", rc=1, ev=True),
        sh("ls /opt /usr/local/lib/cmake 2>/dev/null", "/opt:\n\n/usr/local/lib/cmake:\nGTest"),
        done("The batching exporter (512 spans or 2 s, flush on shutdown) and its tests are written, but the project can't be configured: the gRPC and Protobuf C++ development packages, with their CMake configs and protoc, aren't installed in this environment."),
    ],
    cwd="/home/dev/telemetry-agent", summary="cmake configure failed",
))

# ------------------------------------------------------------------ composer: PHP too old for the lock file
W = "/var/www/helpdesk"
A(case(
    "helpdesk-sla-breach-mail", "osmia", "dependency_missing", "",
    "The lock file needs PHP >= 8.2 (laravel/framework v11) but the runner has PHP 8.1.2, so composer cannot install and the app cannot boot.",
    ticket("HD-820", "E-mail the team lead when a ticket breaches its SLA",
           "When the `sla:check` scheduled command marks a ticket as breached, notify the team lead of the\n"
           "ticket's group by e-mail (queued).",
           ["`SlaBreached` notification is queued to the group's lead", "No duplicate mail for an already-breached ticket",
            "`php artisan test --filter=SlaCheck` passes"],
           ["app/Console/Commands/SlaCheck.php"]),
    [
        say("Looking at the SLA command."),
        sh("git log --oneline -3 && ls app/Notifications", "8c21f0e HD-811 sla:check every 5 minutes\n1f0b9d2 HD-790 ticket groups with leads\n7a3e6c4 HD-772 due_at from priority\nTicketAssigned.php\nTicketReplied.php"),
        read(W + "/app/Console/Commands/SlaCheck.php", "class SlaCheck extends Command\n{\n    protected $signature = 'sla:check';\n\n    public function handle(): int\n    {\n        Ticket::open()->whereNull('sla_breached_at')->where('due_at', '<', now())\n            ->each(fn (Ticket $t) => $t->update(['sla_breached_at' => now()]));\n\n        return self::SUCCESS;\n    }\n}"),
        edit(W + "/app/Console/Commands/SlaCheck.php", "            ->each(fn (Ticket $t) => $t->update(['sla_breached_at' => now()]));", "            ->each(function (Ticket $t) {\n                $t->update(['sla_breached_at' => now()]);\n                $t->group->lead?->notify(new SlaBreached($t));\n            });"),
        write(W + "/app/Notifications/SlaBreached.php", "<?php\n\nnamespace App\\Notifications;\n\nclass SlaBreached extends Notification implements ShouldQueue\n{\n    use Queueable;\n\n    public function __construct(public Ticket $ticket) {}\n\n    public function via(object $notifiable): array { return ['mail']; }\n}\n"),
        write(W + "/tests/Feature/SlaCheckTest.php", "<?php\n\nit('notifies the group lead once', function () { ... });\n"),
        sh("composer install --no-interaction",
           "Installing dependencies from lock file (including require-dev)\nVerifying lock file contents can be installed on current platform.\nYour lock file does not contain a compatible set of packages. Please run composer update.\n\n  Problem 1\n    - laravel/framework is locked to version v11.9.2 and an update of this package was not requested.\n    - laravel/framework v11.9.2 requires php ^8.2 -> your php version (8.1.2) does not satisfy that requirement.\n  Problem 2\n    - nunomaduro/collision is locked to version v8.1.1 and an update of this package was not requested.\n    - nunomaduro/collision v8.1.1 requires php ^8.2.0 -> your php version (8.1.2) does not satisfy that requirement.\n  Problem 3\n    - pestphp/pest is locked to version v2.34.7 and an update of this package was not requested.\n    - pestphp/pest v2.34.7 requires php ^8.2.0 -> your php version (8.1.2) does not satisfy that requirement.",
           rc=2, ev=True),
        sh("php -v | head -1; ls /usr/bin/php*", "PHP 8.1.2-1ubuntu2.19 (cli) (built: Jul 13 2024 10:40:46) (NTS)\n/usr/bin/php\n/usr/bin/php8.1", ev=True),
        sh("php artisan test --filter=SlaCheck", "PHP Warning:  require(/var/www/helpdesk/vendor/autoload.php): Failed to open stream: No such file or directory in /var/www/helpdesk/artisan on line 10\nPHP Fatal error:  Uncaught Error: Failed opening required '/var/www/helpdesk/vendor/autoload.php'", rc=255),
        say("The application is on Laravel 11 which needs PHP 8.2+, and only PHP 8.1 is installed. Ignoring platform requirements would install packages that can't run on 8.1, so I'm stopping."),
        done("Notification and command change are written; dependencies cannot be installed on PHP 8.1.2 (lock requires ^8.2).", ok=False),
    ],
    cwd=W, engine="aider", summary="composer install exited 2",
))

# ------------------------------------------------------------------ cargo: version requirement not resolvable
W = "/workspace/ledger-core"
A(case(
    "ledger-core-sqlx-bump", "codex", "dependency_missing", "",
    "The ticket's requested sqlx ^0.9.2 does not exist on crates.io ('failed to select a version for the requirement `sqlx = \"^0.9.2\"`'); the index itself was reachable.",
    ticket("LC-61", "Bump sqlx to 0.9.2 and drop the offline query cache workaround",
           "ADR-14 says we move to sqlx 0.9.2 to get the fixed `query_as!` nullability inference. Bump it and\n"
           "remove the manual `Option<>` wrappers in `src/repo/accounts.rs`.",
           ["sqlx is 0.9.2 in Cargo.toml and Cargo.lock", "No manual Option wrappers in accounts repo",
            "`cargo test` passes"],
           ["Cargo.toml", "src/repo/accounts.rs"]),
    [
        think("**Bumping sqlx**\n\nI'll update Cargo.toml and run cargo update -p sqlx."),
        sh("ls && git log --oneline -3", "Cargo.lock\nCargo.toml\ndocs\nmigrations\nsrc\ntests\n4e9a0b2 LC-58 accounts repo with query_as!\n77c1d3f LC-55 ledger entries table\n1a2b3c4 LC-50 scaffold"),
        read(W + "/src/repo/accounts.rs", "pub async fn by_id(pool: &PgPool, id: Uuid) -> sqlx::Result<Option<AccountRow>> {\n    sqlx::query_as!(AccountRow, r#\"SELECT a.id, a.name, o.name AS \"owner_name?\" FROM accounts a LEFT JOIN owners o ON o.id = a.owner_id WHERE a.id = $1\"#, id)\n        .fetch_optional(pool)\n        .await\n}"),
        sh("grep -n sqlx Cargo.toml", "14:sqlx = { version = \"0.7.4\", features = [\"runtime-tokio\", \"postgres\", \"macros\", \"uuid\", \"chrono\"] }"),
        edit(W + "/Cargo.toml", "sqlx = { version = \"0.7.4\",", "sqlx = { version = \"0.9.2\","),
        sh("cargo update -p sqlx 2>&1",
           "    Updating crates.io index\nerror: failed to select a version for the requirement `sqlx = \"^0.9.2\"`\ncandidate versions found which didn't match: 0.8.2, 0.8.1, 0.8.0, ...\nlocation searched: crates.io index\nrequired by package `ledger-core v0.3.0 (/workspace/ledger-core)`\nif you are looking for the prerelease package it needs to be specified explicitly\n    sqlx = { version = \"0.9.0-alpha.1\" }",
           rc=101, ev=True),
        sh("cargo search sqlx --limit 1", "sqlx = \"0.8.2\"    # 🧰 The Rust SQL Toolkit. An async, pure Rust SQL crate featuring compile-time checked queries without a DSL. Supports PostgreSQL, MySQL, and SQLite.", ev=True),
        read(W + "/docs/adr/0014-sqlx-upgrade.md", "# ADR-14: Upgrade sqlx\n\nStatus: accepted\n\nWe upgrade to sqlx 0.9.2 once released; it fixes nullable inference for LEFT JOIN columns\nin `query_as!` (launchbadge/sqlx#3202)."),
        think("**Reconsidering version choice**\n\nThe ADR says 'once released'. 0.9.2 isn't published; the newest stable is 0.8.2. The ticket explicitly asks for 0.9.2 and the nullability fix, so 0.8.2 would not satisfy it."),
        edit(W + "/Cargo.toml", "sqlx = { version = \"0.9.2\",", "sqlx = { version = \"0.7.4\","),
        sh("git diff --stat", ""),
        done("sqlx 0.9.2 does not exist on crates.io yet (latest is 0.8.2; ADR-14 says 'once released'), so the bump the ticket asks for can't be resolved. I left Cargo.toml unchanged.", ok=False),
    ],
    cwd=W, summary="No changes produced",
))

# ------------------------------------------------------------------ Python too old for stdlib symbol
W = "/home/dev/webhooks-gateway"
A(case(
    "webhooks-gateway-signature-ttl", "claude-transcript", "dependency_missing", "",
    "The runner's Python is 3.10, but the project (requires-python >=3.11) imports datetime.UTC: 'cannot import name UTC from datetime' is a toolchain version gap, not a code bug.",
    ticket("WHG-33", "Reject webhook signatures older than 5 minutes",
           "Replay protection: the `t=` timestamp in `X-Acme-Signature` must be within 300 seconds of now.",
           ["Stale signatures get 401 `signature_expired`", "Clock skew of 30s into the future is tolerated",
            "`pytest tests/test_signature.py` passes"],
           ["gateway/signature.py"]),
    [
        say("Let me read the signature verification."),
        read("/home/dev/webhooks-gateway/gateway/signature.py", "import hmac\nfrom datetime import UTC, datetime\n\n\ndef verify(header: str, body: bytes, secret: bytes) -> bool:\n    parts = dict(p.split(\"=\", 1) for p in header.split(\",\"))\n    mac = hmac.new(secret, f\"{parts['t']}.\".encode() + body, \"sha256\").hexdigest()\n    return hmac.compare_digest(mac, parts[\"v1\"])"),
        edit("/home/dev/webhooks-gateway/gateway/signature.py", "    return hmac.compare_digest(mac, parts[\"v1\"])", "    if not hmac.compare_digest(mac, parts[\"v1\"]):\n        return False\n    age = datetime.now(UTC).timestamp() - int(parts[\"t\"])\n    if age > MAX_AGE or age < -MAX_SKEW:\n        raise SignatureExpired()\n    return True"),
        edit("/home/dev/webhooks-gateway/gateway/signature.py", "def verify(", "MAX_AGE = 300\nMAX_SKEW = 30\n\n\nclass SignatureExpired(Exception):\n    pass\n\n\ndef verify("),
        edit("/home/dev/webhooks-gateway/tests/test_signature.py", "def test_valid_signature", "def test_stale_signature_rejected(freezer):\n    header = sign(b\"{}\", t=1_700_000_000)\n    freezer.move_to(\"2023-11-14 22:20:00\")\n    with pytest.raises(SignatureExpired):\n        verify(header, b\"{}\", SECRET)\n\n\ndef test_valid_signature"),
        sh("python -m pytest tests/test_signature.py -q",
           "ImportError while loading conftest '/home/dev/webhooks-gateway/tests/conftest.py'.\ntests/conftest.py:3: in <module>\n    from gateway.app import create_app\ngateway/app.py:5: in <module>\n    from gateway.signature import verify\ngateway/signature.py:2: in <module>\n    from datetime import UTC, datetime\nE   ImportError: cannot import name 'UTC' from 'datetime' (/usr/lib/python3.10/datetime.py)",
           rc=4, ev=True),
        sh("python --version; grep -n requires-python pyproject.toml; ls /usr/bin/python3*", "Python 3.10.12\n7:requires-python = \">=3.11\"\n/usr/bin/python3\n/usr/bin/python3.10\n/usr/bin/python3-config", ev=True),
        sh("git log -1 --format='%h %s' -- gateway/signature.py", "e3b7a10 WHG-21 use datetime.UTC everywhere"),
        sh("uv python list 2>/dev/null || pyenv versions 2>/dev/null || echo 'no python manager'", "no python manager", rc=0),
        done("The replay check is written, but the test suite can't start: this machine only has Python 3.10 and the project needs 3.11+ (it already imports `datetime.UTC`). I didn't rewrite the existing imports."),
    ],
    cwd="/home/dev/webhooks-gateway", summary="pytest exited 4",
))

# ------------------------------------------------------------------ Rust openssl-sys: no OpenSSL headers / pkg-config
W = "/workspace/mailer-relay"
A(case(
    "mailer-relay-dkim-rotate", "claude", "dependency_missing", "",
    "openssl-sys cannot find an OpenSSL installation (no pkg-config, no libssl-dev), so the crate's dependency tree does not build; the first test failure was a real bug that the agent fixed.",
    ticket("MR-140", "Rotate DKIM keys without restarting the relay",
           "The SMTP relay loads its DKIM private key once at startup. Watch the key file and swap the signer\n"
           "atomically when it changes.",
           ["Key change is picked up within 10s without restart", "In-flight messages keep the old signer",
            "`cargo test` passes"],
           ["src/dkim.rs"]),
    [
        say("Reading the DKIM module."),
        sh("git log --oneline -3 && ls src", "c9d8e7f MR-133 SPF alignment check\n0b1a2c3 MR-128 mail-auth 0.4 for DKIM signing\n5f6e7d8 MR-120 relay skeleton\nconfig.rs\ndkim.rs\nmain.rs\nsmtp.rs"),
        read(W + "/src/dkim.rs", "pub struct Dkim {\n    signer: DkimSigner,\n}\n\nimpl Dkim {\n    pub fn load(path: &Path, selector: &str, domain: &str) -> anyhow::Result<Self> { ... }\n    pub fn sign(&self, msg: &[u8]) -> anyhow::Result<String> { self.signer.sign(msg) }\n}"),
        edit(W + "/src/dkim.rs", "pub struct Dkim {\n    signer: DkimSigner,\n}", "pub struct Dkim {\n    signer: ArcSwap<DkimSigner>,\n}"),
        edit(W + "/src/dkim.rs", "    pub fn sign(&self, msg: &[u8]) -> anyhow::Result<String> { self.signer.sign(msg) }", "    pub fn sign(&self, msg: &[u8]) -> anyhow::Result<String> { self.signer.load().sign(msg) }\n\n    pub fn reload(&self, path: &Path) -> anyhow::Result<()> {\n        self.signer.store(Arc::new(DkimSigner::from_pem_file(path)?));\n        Ok(())\n    }"),
        edit(W + "/Cargo.toml", "[dependencies]", "[dependencies]\narc-swap = \"1.7\"\nnotify = \"6.1\""),
        sh("cargo test 2>&1 | tail -n 40",
           "   Compiling arc-swap v1.7.1\n   Compiling notify v6.1.1\n   Compiling openssl-sys v0.9.102\nerror: failed to run custom build command for `openssl-sys v0.9.102`\n\nCaused by:\n  process didn't exit successfully: `/workspace/mailer-relay/target/debug/build/openssl-sys-5f0b7c1e92a4d3b6/build-script-main` (exit status: 101)\n  --- stdout\n  cargo:rerun-if-env-changed=X86_64_UNKNOWN_LINUX_GNU_OPENSSL_LIB_DIR\n  X86_64_UNKNOWN_LINUX_GNU_OPENSSL_LIB_DIR unset\n  cargo:rerun-if-env-changed=OPENSSL_DIR\n  OPENSSL_DIR unset\n  cargo:rerun-if-env-changed=PKG_CONFIG_PATH\n  cargo:warning=Could not find openssl via pkg-config:\n  cargo:warning=Could not run `PKG_CONFIG_ALLOW_SYSTEM_CFLAGS=1 pkg-config --libs --cflags openssl`\n  cargo:warning=The pkg-config command could not be found.\n\n  --- stderr\n  thread 'main' panicked at /usr/local/cargo/registry/src/index.crates.io-6f17d22bba15001f/openssl-sys-0.9.102/build/find_normal.rs:190:5:\n\n  Could not find directory of OpenSSL installation, and this `-sys` crate cannot\n  proceed without this knowledge. If OpenSSL is installed and this crate had\n  trouble finding it,  you can set the `OPENSSL_DIR` environment variable for the\n  compilation process.\n\n  Make sure you also have the development packages of openssl installed.\n  For example, `libssl-dev` on Ubuntu or `openssl-devel` on Fedora.\n\n  $HOST = x86_64-unknown-linux-gnu\n  $TARGET = x86_64-unknown-linux-gnu\n  openssl-sys = 0.9.102\n\n  note: run with `RUST_BACKTRACE=1` for additional debugging information",
           rc=0, ev=True),
        sh("ls /usr/include/openssl 2>&1 | head -1; which pkg-config", "ls: cannot access '/usr/include/openssl': No such file or directory", rc=1, ev=True),
        sh("cargo tree -i openssl-sys | head -6", "openssl-sys v0.9.102\n└── openssl v0.10.64\n    └── mail-auth v0.4.3\n        └── mailer-relay v0.6.0 (/workspace/mailer-relay)"),
        say("openssl-sys comes in through mail-auth, which the relay already depended on before my change; it can't build without the OpenSSL development files, which aren't in this image."),
        done("The hot-swap signer and file watcher are implemented, but the crate graph can't build: openssl-sys finds no OpenSSL installation (no pkg-config, no /usr/include/openssl). The image needs libssl-dev and pkg-config.", ok=False, subtype="success"),
    ],
    cwd=W, summary="cargo test: build failed",
))

# ------------------------------------------------------------------ wide change the task asked for; buf CLI missing
W = "/workspace/commerce-protos"
A(case(
    "commerce-protos-package-split", "codex", "dependency_missing", "scope_creep",
    "The repo-wide package rename was exactly what the ticket asked for; the run failed because the `buf` CLI needed to regenerate code is not installed ('buf: command not found').",
    ticket("PLAT-702", "Move all commerce protos from package `acme.shop` to `acme.commerce.v1`",
           "The `acme.shop` proto package predates our versioning rules. Rename the package in every .proto\n"
           "under `proto/`, update the `go_package` options, regenerate the Go code with `make generate`\n"
           "(buf) and fix the imports in all services in this monorepo.",
           ["No `package acme.shop` left", "Generated code under `gen/` is regenerated by buf",
            "`go build ./...` and `go test ./...` pass"],
           ["proto/", "gen/", "services/"]),
    [
        think("**Planning repo-wide rename**\n\nThis is a mechanical rename across all protos and Go imports. I'll enumerate the files first."),
        sh("rg -l 'package acme.shop' proto | wc -l; rg -l 'gen/acme/shop' services | wc -l", "23\n41"),
        sh("grep -n '^generate' -A3 Makefile", "9:generate:\n10-\tbuf lint\n11-\tbuf generate --template buf.gen.yaml"),
        sh("rg -l 'package acme.shop' proto | xargs sed -i 's/^package acme\\.shop;/package acme.commerce.v1;/' && rg -c 'package acme.commerce.v1' proto | wc -l", "23"),
        sh("rg -l 'go_package = \"github.com/acme/commerce/gen/acme/shop' proto | xargs sed -i 's#gen/acme/shop#gen/acme/commerce/v1#' && echo ok", "ok"),
        sh("rg -l 'github.com/acme/commerce/gen/acme/shop' services | xargs sed -i 's#github.com/acme/commerce/gen/acme/shop#github.com/acme/commerce/gen/acme/commerce/v1#g' && git diff --stat | tail -1", " 64 files changed, 212 insertions(+), 212 deletions(-)"),
        sh("make generate", "buf lint\nmake: buf: No such file or directory\nmake: *** [Makefile:10: generate] Error 127", rc=2, ev=True),
        sh("which buf protoc protoc-gen-go; ls $(go env GOPATH)/bin 2>/dev/null", "", rc=1, ev=True),
        think("**Checking for buf alternatives**\n\nbuf is not installed and neither is protoc. go run of the buf module would need network for the module download; let me check the module cache."),
        sh("ls $(go env GOMODCACHE)/github.com/bufbuild 2>&1", "ls: cannot access '/root/go/pkg/mod/github.com/bufbuild': No such file or directory", rc=2),
        sh("go build ./... 2>&1 | head -4", "services/cart/internal/api/handler.go:12:2: no required module provides package github.com/acme/commerce/gen/acme/commerce/v1; to add it:\n\tgo get github.com/acme/commerce/gen/acme/commerce/v1\nservices/orders/internal/grpc/server.go:9:2: no required module provides package github.com/acme/commerce/gen/acme/commerce/v1; to add it:", rc=1),
        done("I renamed the package in all 23 protos and updated the imports in 41 service files, but I couldn't regenerate `gen/`: `buf` (and protoc) aren't installed, so `make generate` fails with exit 127 and the services don't build against the new import path.", ok=False),
    ],
    cwd=W, files_changed=64, summary="make generate exited 2; go build failed",
))
