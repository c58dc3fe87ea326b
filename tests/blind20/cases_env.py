"""Environment failures: infra_failure, permission_blocked, dependency_missing."""
from gen_lib import case, say, think, bash, read, edit, write, grep, note, denied, ok, err, limit, none

CASES = []
A = CASES.append

# ============================================================ infra_failure
A(case(
    "pdf-export-r8-rules", "claude", "DROID-812", "Release build strips PdfExporter; share sheet crashes",
    """In release builds `ReportShareActivity` crashes with `ClassNotFoundException: com.acme.field.export.PdfExporter`
because R8 removes the class that is loaded by reflection. Add a keep rule in `app/proguard-rules.pro`.

Acceptance:
- `./gradlew :app:assembleRelease` succeeds
- `./gradlew :app:testReleaseUnitTest` passes""",
    "/workspace/field-android",
    [
        read("app/proguard-rules.pro", "-keepattributes Signature\n-keep class com.acme.field.model.** { *; }\n-dontwarn okhttp3.internal.platform.**"),
        grep("Class.forName", "app/src/main/java/com/acme/field/export/ExporterRegistry.kt:22:        val cls = Class.forName(\"com.acme.field.export.\" + name)"),
        edit("app/proguard-rules.pro", "-keep class com.acme.field.model.** { *; }", "-keep class com.acme.field.model.** { *; }\n-keep class com.acme.field.export.** implements com.acme.field.export.Exporter { <init>(); }"),
        bash("./gradlew :app:testReleaseUnitTest --console=plain 2>&1 | tail -4", "> Task :app:testReleaseUnitTest\n\nBUILD SUCCESSFUL in 2m 41s\n87 actionable tasks: 61 executed, 26 up-to-date"),
        bash("./gradlew :app:assembleRelease --console=plain 2>&1 | tail -12",
             "> Task :app:mergeReleaseResources\n> Task :app:compileReleaseKotlin\n> Task :app:minifyReleaseWithR8\nExpiring Daemon because JVM heap space is exhausted\nDaemon will be stopped at the end of the build after running out of JVM memory\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nGradle build daemon disappeared unexpectedly (it may have been killed or may have crashed)\n\n* Try:\n> Run with --stacktrace option to get the stack trace.",
             rc=1, ev="out"),
        bash("dmesg 2>/dev/null | tail -3; cat /sys/fs/cgroup/memory.max /sys/fs/cgroup/memory.events",
             "max\n4294967296\nlow 0\nhigh 0\nmax 412\noom 3\noom_kill 3", ev="out"),
        say("The build daemon is being OOM-killed inside the 4 GiB pod while R8 runs. Let me retry once with a smaller heap and no parallel workers."),
        bash("./gradlew :app:assembleRelease --no-daemon --max-workers=1 -Dorg.gradle.jvmargs=-Xmx2g --console=plain 2>&1 | tail -5",
             "> Task :app:minifyReleaseWithR8\n\n> Task :app:minifyReleaseWithR8 FAILED\nKilled", rc=137, ev="out"),
    ],
    none("The keep rule is in place and release unit tests pass; the release assemble keeps getting killed by the container's memory limit during R8.",
         tail=[]),
    "infra_failure",
    "The R8 release build was OOM-killed by the 4 GiB pod limit (cgroup oom_kill 3, exit 137); the keep-rule change itself was done and its tests passed.",
    near_miss="",
    result=None,
))

A(case(
    "alb-websocket-idle", "codex", "PLAT-2291", "Make ALB idle timeout configurable in the edge module",
    """`modules/edge/alb.tf` hard-codes `idle_timeout = 60`. Websocket clients of the live-tracking service need 300.
Add a variable `idle_timeout_seconds` (default 60) and pass 300 from `envs/prod/edge.tf`.

Acceptance:
- `terraform init` and `terraform validate` pass in `envs/prod`
- `terraform plan` shows only the ALB attribute change""",
    "/workspace/infra-live",
    [
        read("modules/edge/alb.tf", "resource \"aws_lb\" \"edge\" {\n  name               = \"${var.env}-edge\"\n  load_balancer_type = \"application\"\n  idle_timeout       = 60\n  subnets            = var.public_subnet_ids\n}"),
        edit("modules/edge/alb.tf", "  idle_timeout       = 60", "  idle_timeout       = var.idle_timeout_seconds"),
        edit("modules/edge/variables.tf", "variable \"env\" {", "variable \"idle_timeout_seconds\" {\n  type        = number\n  default     = 60\n  description = \"ALB idle timeout; raise for websocket listeners.\"\n}\n\nvariable \"env\" {"),
        edit("envs/prod/edge.tf", "  source = \"../../modules/edge\"", "  source = \"../../modules/edge\"\n  idle_timeout_seconds = 300"),
        bash("cd envs/prod && terraform init -input=false 2>&1 | tail -14",
             "Initializing the backend...\nInitializing modules...\n- edge in ../../modules/edge\nInitializing provider plugins...\n- Finding hashicorp/aws versions matching \"~> 5.60\"...\n\u2577\n\u2502 Error: Failed to query available provider packages\n\u2502 \n\u2502 Could not retrieve the list of available versions for provider hashicorp/aws: could not connect to registry.terraform.io: failed to request discovery document: Get \"https://registry.terraform.io/.well-known/terraform.json\": dial tcp: lookup registry.terraform.io on 10.96.0.10:53: read udp 10.244.3.17:41022->10.96.0.10:53: i/o timeout\n\u2575",
             rc=1, ev="out"),
        bash("getent hosts registry.terraform.io || echo unresolved; curl -sS -m 10 -o /dev/null -w '%{http_code}\\n' https://github.com", "unresolved\ncurl: (6) Could not resolve host: github.com", rc=6, ev="out"),
        think("DNS inside the pod is down; nothing resolves, not only the registry. Retrying init a bit later."),
        bash("sleep 60; cd envs/prod && terraform init -input=false 2>&1 | grep -A2 Error", "\u2502 Error: Failed to query available provider packages\n\u2502 \n\u2502 Could not retrieve the list of available versions for provider hashicorp/aws: could not connect to registry.terraform.io: failed to request discovery document: Get \"https://registry.terraform.io/.well-known/terraform.json\": dial tcp: lookup registry.terraform.io on 10.96.0.10:53: read udp 10.244.3.17:52311->10.96.0.10:53: i/o timeout", rc=1, ev="out"),
    ],
    err("terraform init cannot reach registry.terraform.io: cluster DNS lookups time out",
        text_say="The module change is written, but I cannot initialise providers: DNS resolution from this sandbox times out for every host, so validate/plan could not run."),
    "infra_failure",
    "Cluster DNS timed out for every host (registry.terraform.io and github.com), so terraform init could not fetch the aws provider; the provider is not missing, the network is.",
    near_miss="dependency_missing",
))

A(case(
    "invoice-route-isr", "osmia", "WEB-1440", "Invoice page shows stale totals for up to a day",
    """`app/invoices/[id]/page.tsx` is statically generated with `revalidate = 86400`, so edited invoices show old
totals. Switch the route to `revalidate = 60` and call `revalidatePath` from the `updateInvoice` server action.

Acceptance: `pnpm test` and `pnpm build` pass.""",
    "/workspace/billing-web",
    [
        read("app/invoices/[id]/page.tsx", "export const revalidate = 86400\n\nexport default async function InvoicePage({ params }: { params: { id: string } }) {\n  const inv = await getInvoice(params.id)\n  return <InvoiceView invoice={inv} />\n}"),
        edit("app/invoices/[id]/page.tsx", "export const revalidate = 86400", "export const revalidate = 60"),
        read("app/invoices/actions.ts", "'use server'\n\nexport async function updateInvoice(id: string, patch: InvoicePatch) {\n  await db.invoice.update({ where: { id }, data: patch })\n}"),
        edit("app/invoices/actions.ts", "  await db.invoice.update({ where: { id }, data: patch })\n}", "  await db.invoice.update({ where: { id }, data: patch })\n  revalidatePath(`/invoices/${id}`)\n}"),
        edit("app/invoices/actions.ts", "'use server'\n", "'use server'\n\nimport { revalidatePath } from 'next/cache'\n"),
        bash("pnpm test -- --run 2>&1 | tail -4", " Test Files  31 passed (31)\n      Tests  204 passed (204)\n   Start at  10:12:03\n   Duration  9.84s"),
        bash("pnpm build 2>&1 | tail -9",
             "   Creating an optimized production build ...\n \u2713 Compiled successfully\n   Collecting page data ...\n   Generating static pages (0/148) ...\nError: ENOSPC: no space left on device, write\n    at Object.writeSync (node:fs:936:3)\n    at writeFileSync (node:fs:2406:26)\n    at /workspace/billing-web/node_modules/next/dist/export/worker.js:212:17\n ELIFECYCLE  Command failed with exit code 1.",
             rc=1, ev="out"),
        bash("df -h /workspace /tmp | tail -2; du -sh .next node_modules 2>/dev/null", "overlay          20G   20G     0 100% /workspace\ntmpfs           512M  511M  1.0M 100% /tmp\n4.1G\t.next\n1.9G\tnode_modules", ev="out"),
        bash("rm -rf .next/cache && pnpm build 2>&1 | tail -3", "   Generating static pages (61/148) ...\nError: ENOSPC: no space left on device, write\n ELIFECYCLE  Command failed with exit code 1.", rc=1, ev="out"),
    ],
    err("next build cannot finish: the workspace volume is full (ENOSPC)",
        text_say="Changes done and unit tests pass, but `pnpm build` dies writing static pages: the 20G workspace volume is at 100%."),
    "infra_failure",
    "next build failed with ENOSPC because the workspace volume was 100% full even after clearing the cache; the code change and its tests were fine.",
    near_miss="",
))

A(case(
    "onboarding-carousel-a11y", "claude", "APP-377", "Onboarding carousel not announced by screen readers",
    """VoiceOver/TalkBack skip the slides in `src/onboarding/Carousel.tsx` (React Native). Give each slide
`accessibilityRole="adjustable"`, a label "Slide N of M", and handle `onAccessibilityAction` increment/decrement.
Add tests with @testing-library/react-native.

Acceptance: `yarn jest src/onboarding` passes.""",
    "/workspace/acme-mobile",
    [
        read("src/onboarding/Carousel.tsx", "export function Carousel({ slides }: Props) {\n  const [i, setI] = useState(0)\n  return (\n    <FlatList horizontal pagingEnabled data={slides} renderItem={({ item }) => <Slide {...item} />} />\n  )\n}"),
        edit("src/onboarding/Carousel.tsx", "    <FlatList horizontal pagingEnabled data={slides} renderItem={({ item }) => <Slide {...item} />} />",
             "    <View\n      accessible\n      accessibilityRole=\"adjustable\"\n      accessibilityLabel={`Slide ${i + 1} of ${slides.length}`}\n      accessibilityActions={[{ name: 'increment' }, { name: 'decrement' }]}\n      onAccessibilityAction={(e) => setI((v) => step(v, e.nativeEvent.actionName, slides.length))}\n    >\n      <FlatList horizontal pagingEnabled data={slides} renderItem={({ item }) => <Slide {...item} />} />\n    </View>"),
        write("src/onboarding/__tests__/Carousel.a11y.test.tsx", "import { render, screen, fireEvent } from '@testing-library/react-native'\nimport userEvent from '@testing-library/user-event'\nimport { Carousel } from '../Carousel'\n\ntest('announces position', () => {\n  render(<Carousel slides={slides} />)\n  expect(screen.getByLabelText('Slide 1 of 3')).toBeOnTheScreen()\n})\n"),
        bash("yarn jest src/onboarding 2>&1 | tail -12",
             "FAIL src/onboarding/__tests__/Carousel.a11y.test.tsx\n  \u25cf Test suite failed to run\n\n    Cannot find module '@testing-library/user-event' from 'src/onboarding/__tests__/Carousel.a11y.test.tsx'\n\n      1 | import { render, screen, fireEvent } from '@testing-library/react-native'\n    > 2 | import userEvent from '@testing-library/user-event'\n        | ^\n\nTest Suites: 1 failed, 3 passed, 4 total\nTests:       11 passed, 11 total", rc=1),
        think("user-event is the DOM package; for RN the API is `userEvent` exported from @testing-library/react-native itself. I'll fix the import rather than adding a web dependency."),
        edit("src/onboarding/__tests__/Carousel.a11y.test.tsx", "import { render, screen, fireEvent } from '@testing-library/react-native'\nimport userEvent from '@testing-library/user-event'", "import { render, screen, fireEvent, userEvent } from '@testing-library/react-native'"),
        say("Import fixed. Now adding the increment/decrement action test and running the suite again."),
    ],
    limit("Claude usage limit reached \u2219 your limit resets at 2pm (Europe/Amsterdam). Upgrade to Max or wait for the reset to continue."),
    "infra_failure",
    "The session was ended by the provider's usage limit before the re-run; the earlier 'Cannot find module @testing-library/user-event' had already been handled by the agent and is not what stopped it.",
    near_miss="dependency_missing",
))

A(case(
    "price-tag-snapshot-locale", "codex", "SHOP-903", "PriceTag renders 1.234,50 for en-GB users",
    """`src/components/PriceTag.tsx` formats with the browser default locale instead of the store locale. Pass
`store.locale` to `Intl.NumberFormat`.

Acceptance: `npm test -- PriceTag` passes (the snapshot for en-GB must show `£1,234.50`).""",
    "/workspace/storefront",
    [
        read("src/components/PriceTag.tsx", "export const PriceTag = ({ amount, currency }: Props) => {\n  const fmt = new Intl.NumberFormat(undefined, { style: 'currency', currency })\n  return <span className=\"price\">{fmt.format(amount)}</span>\n}"),
        edit("src/components/PriceTag.tsx", "  const fmt = new Intl.NumberFormat(undefined, { style: 'currency', currency })", "  const { locale } = useStore()\n  const fmt = new Intl.NumberFormat(locale, { style: 'currency', currency })"),
        bash("npm test -- PriceTag 2>&1 | tail -16",
             " FAIL  src/components/__tests__/PriceTag.test.tsx\n  \u25cf PriceTag \u203a renders en-GB\n\n    useStore must be used within <StoreProvider>\n\n      2 | export const PriceTag = ({ amount, currency }: Props) => {\n    > 3 |   const { locale } = useStore()\n\nTests:       1 failed, 3 passed, 4 total\nSnapshots:   0 total", rc=1),
        think("The test renders PriceTag without a provider. The component should take the locale from props with the store as fallback, or the test should wrap it. Let me look at how other components are tested."),
        grep("renderWithStore", "src/test-utils.tsx:12:export function renderWithStore(ui: ReactElement, store = defaultStore) {\nsrc/components/__tests__/CartRow.test.tsx:4:import { renderWithStore } from '../../test-utils'"),
    ],
    err("You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try again in 1 day 4 hours 37 minutes.",
        errors=["You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try again in 1 day 4 hours 37 minutes."]),
    "infra_failure",
    "The Codex account hit its usage limit mid-investigation; the open test failure (missing StoreProvider in the test render) was being worked on, not the reason the run ended.",
    near_miss="test_misunderstanding",
))

A(case(
    "checkout-e2e-electron", "claude-transcript", "WEB-1502", "Coupon field accepts lowercase codes",
    """Coupon codes are case-insensitive on the backend but `CouponInput` rejects lowercase input with "Invalid code".
Uppercase the value before validation in `src/checkout/CouponInput.tsx`.

Acceptance:
- unit test for lowercase input
- `npx cypress run --spec cypress/e2e/checkout.cy.ts` passes""",
    "/workspace/shop-frontend",
    [
        read("src/checkout/CouponInput.tsx", "const valid = /^[A-Z0-9]{6,12}$/.test(value)"),
        edit("src/checkout/CouponInput.tsx", "const valid = /^[A-Z0-9]{6,12}$/.test(value)", "const code = value.trim().toUpperCase()\nconst valid = /^[A-Z0-9]{6,12}$/.test(code)"),
        edit("src/checkout/CouponInput.test.tsx", "describe('CouponInput', () => {", "describe('CouponInput', () => {\n  it('accepts lowercase codes', async () => {\n    render(<CouponInput onApply={apply} />)\n    await user.type(screen.getByRole('textbox'), 'winter24')\n    await user.click(screen.getByRole('button', { name: /apply/i }))\n    expect(apply).toHaveBeenCalledWith('WINTER24')\n  })\n"),
        bash("npx vitest run src/checkout 2>&1 | tail -3", " Test Files  4 passed (4)\n      Tests  23 passed (23)\n   Duration  3.12s"),
        bash("npx cypress run --browser electron --spec cypress/e2e/checkout.cy.ts 2>&1 | tail -14",
             "  Running:  checkout.cy.ts                                                                   (1 of 1)\n\n  checkout\n    \u2713 adds an item to the cart (2211ms)\n\nWe detected that the Electron Renderer process just crashed.\n\nWe have failed the current spec but will continue running the next spec.\n\nThis can happen for a number of different reasons.\n\nIf you're running lots of tests on a memory intense application.\n  - Try increasing the CPU/memory on the machine you're running on.\n  - Try enabling experimentalMemoryManagement in your config file.\n  - Try lowering numTestsKeptInMemory in your config file during 'cypress open'.",
             rc=1, ev="out"),
        bash("cat /sys/fs/cgroup/memory.events; free -m | head -2", "low 0\nhigh 0\nmax 1207\noom 2\noom_kill 2\n               total        used        free      shared  buff/cache   available\nMem:            3072        3019          22           4          30          11", ev="out"),
        say("The renderer is being OOM-killed in this 3 GiB sandbox. I'll try Chrome headless with memory management on."),
        bash("npx cypress run --browser chrome --config experimentalMemoryManagement=true,numTestsKeptInMemory=0 --spec cypress/e2e/checkout.cy.ts 2>&1 | tail -3", "", rc=137, ev="both"),
        note("agent container terminated: OOMKilled (memory limit 3Gi), restart policy Never", ev=True),
    ],
    none(),
    "infra_failure",
    "Cypress's browser and then the whole agent container were OOM-killed in the 3 GiB sandbox (oom_kill in memory.events, exit 137, OOMKilled notice); the coupon fix and its unit test passed.",
    near_miss="",
    result=None,
))

A(case(
    "tab-badge-count", "codex", "IOS-1180", "Inbox tab badge shows stale unread count",
    """`InboxBadgeModel` only refreshes on app launch. Subscribe it to `NotificationCenter` `.inboxDidChange` and
update `tabBarItem.badgeValue`. Add a unit test in `AppTests/InboxBadgeModelTests.swift`.

Acceptance: `swift test --filter InboxBadgeModelTests` passes.""",
    "/workspace/ios-app",
    [
        read("Sources/Inbox/InboxBadgeModel.swift", "final class InboxBadgeModel: ObservableObject {\n    @Published private(set) var unread = 0\n    init(store: InboxStore) {\n        unread = store.unreadCount()\n    }\n}"),
        edit("Sources/Inbox/InboxBadgeModel.swift", "    init(store: InboxStore) {\n        unread = store.unreadCount()\n    }", "    private var token: NSObjectProtocol?\n    init(store: InboxStore, center: NotificationCenter = .default) {\n        unread = store.unreadCount()\n        token = center.addObserver(forName: .inboxDidChange, object: nil, queue: .main) { [weak self] _ in\n            self?.unread = store.unreadCount()\n        }\n    }"),
    ],
    err("stream disconnected before completion: error sending request for url (https://chatgpt.com/backend-api/codex/responses): connection closed before message completed",
        errors=["Reconnecting... 1/5 (stream disconnected before completion: error sending request for url (https://chatgpt.com/backend-api/codex/responses))",
                "Reconnecting... 3/5 (stream disconnected before completion: error sending request for url (https://chatgpt.com/backend-api/codex/responses))",
                "Reconnecting... 5/5 (stream disconnected before completion: error sending request for url (https://chatgpt.com/backend-api/codex/responses))"]),
    "infra_failure",
    "The connection to the model backend dropped and all five reconnect attempts failed, ending the turn after the first edit; nothing in the code or tooling failed.",
    near_miss="",
    target_lines=22,
))

A(case(
    "proto-rules-bump", "osmia", "BLD-640", "Generated TS clients miss optional fields",
    """`//api/protos:ts_client` uses an old `ts_proto` plugin option set that drops `optional` fields. Add
`useOptionals=messages` to the plugin options in `api/protos/BUILD.bazel`.

Acceptance: `bazel test //api/...` passes.""",
    "/workspace/monorepo",
    [
        read("api/protos/BUILD.bazel", "ts_proto_library(\n    name = \"ts_client\",\n    proto = \":api_proto\",\n    options = [\"esModuleInterop=true\", \"outputServices=grpc-js\"],\n)"),
        edit("api/protos/BUILD.bazel", "    options = [\"esModuleInterop=true\", \"outputServices=grpc-js\"],", "    options = [\"esModuleInterop=true\", \"outputServices=grpc-js\", \"useOptionals=messages\"],"),
        bash("bazel test //api/... 2>&1 | tail -12",
             "INFO: Analyzed 214 targets (1310 packages loaded, 48211 targets configured).\nINFO: Found 188 targets and 26 test targets...\n[9,412 / 11,870] Compiling src/google/protobuf/descriptor.cc; 38s linux-sandbox ... (16 actions running)\nFATAL: bazel ran out of memory and crashed. Printing stack trace:\njava.lang.OutOfMemoryError: Java heap space\n\tat com.google.devtools.build.lib.skyframe.SkyFunctionEnvironment.getValues(SkyFunctionEnvironment.java:512)\n\tat com.google.devtools.build.lib.actions.ActionInputMap.put(ActionInputMap.java:144)\nServer terminated abruptly (error code: 14, error message: 'Socket closed', log file: '/home/agent/.cache/bazel/_bazel_agent/2f1c0a9e/server/jvm.out')",
             rc=37, ev="out"),
        think("The Bazel server JVM died. The pod only has 6 GiB; let me cap jobs and the server heap."),
        bash("bazel --host_jvm_args=-Xmx3g test --jobs=4 --local_ram_resources=HOST_RAM*.5 //api/... 2>&1 | tail -4",
             "[10,377 / 11,870] Compiling src/google/protobuf/descriptor.cc; 51s linux-sandbox ... (4 actions running)\nServer terminated abruptly (error code: 14, error message: 'Socket closed', log file: '/home/agent/.cache/bazel/_bazel_agent/2f1c0a9e/server/jvm.out')\n", rc=37, ev="out"),
        bash("tail -3 /home/agent/.cache/bazel/_bazel_agent/2f1c0a9e/server/jvm.out; cat /sys/fs/cgroup/memory.events | grep oom_kill", "OpenJDK 64-Bit Server VM warning: INFO: os::commit_memory(0x00000006c0000000, 1073741824, 0) failed; error='Not enough space' (errno=12)\n# There is insufficient memory for the Java Runtime Environment to continue.\noom_kill 4", ev="out"),
    ],
    err("bazel server killed for lack of memory twice; tests not run", text_say="The BUILD change is one line, but Bazel can't complete a build here: the server JVM runs out of memory and is OOM-killed even with a 3g heap and 4 jobs."),
    "infra_failure",
    "The Bazel server was killed for lack of memory (OutOfMemoryError, errno=12, cgroup oom_kill 4) before any test ran; the one-line BUILD change was not the problem.",
    near_miss="",
))

A(case(
    "ingress-annotations-chart", "osmia", "OPS-418", "Chart: allow extra ingress annotations",
    """`charts/tracker/templates/ingress.yaml` ignores `.Values.ingress.annotations`. Render them, keeping the
existing `nginx.ingress.kubernetes.io/proxy-read-timeout`.

Acceptance:
- `helm lint charts/tracker` passes
- `helm upgrade --install tracker charts/tracker -n staging --dry-run=server` succeeds against the staging cluster""",
    "/workspace/platform-charts",
    [
        read("charts/tracker/templates/ingress.yaml", "apiVersion: networking.k8s.io/v1\nkind: Ingress\nmetadata:\n  name: {{ include \"tracker.fullname\" . }}\n  annotations:\n    nginx.ingress.kubernetes.io/proxy-read-timeout: \"3600\"\nspec:"),
        edit("charts/tracker/templates/ingress.yaml", "  annotations:\n    nginx.ingress.kubernetes.io/proxy-read-timeout: \"3600\"", "  annotations:\n    nginx.ingress.kubernetes.io/proxy-read-timeout: \"3600\"\n    {{- with .Values.ingress.annotations }}\n    {{- toYaml . | nindent 4 }}\n    {{- end }}"),
        bash("helm lint charts/tracker", "==> Linting charts/tracker\n[INFO] Chart.yaml: icon is recommended\n\n1 chart(s) linted, 0 chart(s) failed"),
        bash("helm template t charts/tracker --set ingress.annotations.foo=bar | grep -A4 'kind: Ingress' | tail -3", "  name: t-tracker\n  annotations:\n    nginx.ingress.kubernetes.io/proxy-read-timeout: \"3600\""),
        bash("helm upgrade --install tracker charts/tracker -n staging --dry-run=server 2>&1",
             "Error: Kubernetes cluster unreachable: Get \"https://10.40.0.1:6443/version\": dial tcp 10.40.0.1:6443: i/o timeout", rc=1, ev="out"),
        bash("kubectl --request-timeout=20s get --raw /healthz 2>&1; ip route | head -2",
             "Unable to connect to the server: dial tcp 10.40.0.1:6443: i/o timeout\ndefault via 169.254.1.1 dev eth0", rc=1, ev="out"),
        say("The staging API server is not reachable from this sandbox (TCP to 10.40.0.1:6443 times out), so the server-side dry run cannot be done."),
    ],
    err("staging API server unreachable: dial tcp 10.40.0.1:6443: i/o timeout"),
    "infra_failure",
    "The staging Kubernetes API server could not be reached (TCP i/o timeout to 10.40.0.1:6443), so the server-side dry run required by the ticket could not run; lint passed.",
    near_miss="",
))

A(case(
    "deep-link-universal", "claude", "IOS-1212", "Universal links to /orders/:id open Safari",
    """The app ignores `https://acme.app/orders/<id>` links. Add the path to `Config/AppLinks.entitlements`
associated domains handling in `DeepLinkRouter.swift` and a UI test.

Acceptance: `xcodebuild test -scheme Acme -destination 'platform=iOS Simulator,name=iPhone 16'` passes.""",
    "/Users/agent/src/acme-ios",
    [
        read("Acme/Routing/DeepLinkRouter.swift", "func route(_ url: URL) -> Route? {\n    switch url.pathComponents.dropFirst().first {\n    case \"products\": return .product(id: url.lastPathComponent)\n    default: return nil\n    }\n}"),
        edit("Acme/Routing/DeepLinkRouter.swift", "    case \"products\": return .product(id: url.lastPathComponent)", "    case \"products\": return .product(id: url.lastPathComponent)\n    case \"orders\": return .order(id: url.lastPathComponent)"),
        bash("xcrun simctl list devices available | grep 'iPhone 16 ('", "    iPhone 16 (5E2B9C71-0C3A-4F0B-9A44-6F1C2D7E8A10) (Shutdown)"),
        bash("xcodebuild test -scheme Acme -destination 'platform=iOS Simulator,name=iPhone 16' 2>&1 | tail -8",
             "Testing started\n2026-12-09 10:41:12.118 xcodebuild[48211:912201] [MT] IDETestOperationsObserverDebug: (A7E1B3F2-...) Beginning test session AcmeUITests-...\nTesting failed:\n\tAcmeUITests-Runner (48330) encountered an error (Failed to install or launch the test runner. (Underlying Error: Unable to boot the Simulator. (Underlying Error: launchd failed to respond. (Underlying Error: Failed to start launchd_sim: could not bind to session, launchd_sim may have crashed or quit responding))))\n\n** TEST FAILED **",
             rc=65, ev="out"),
        bash("xcrun simctl shutdown all; xcrun simctl erase 5E2B9C71-0C3A-4F0B-9A44-6F1C2D7E8A10; xcrun simctl boot 5E2B9C71-0C3A-4F0B-9A44-6F1C2D7E8A10 2>&1",
             "An error was encountered processing the command (domain=com.apple.CoreSimulator.SimError, code=405):\nUnable to boot the Simulator.\nlaunchd failed to respond.\nUnderlying error (domain=com.apple.SimLaunchHostService.RequestError, code=4):\n\tFailed to start launchd_sim: could not bind to session, launchd_sim may have crashed or quit responding",
             rc=149, ev="out"),
        bash("df -h / | tail -1; vm_stat | head -3", "/dev/disk3s1s1   460Gi   98Gi  362Gi    22%    /\nMach Virtual Memory Statistics: (page size of 16384 bytes)\nPages free:                               12873.\nPages active:                            701233."),
        say("Let me wait for CoreSimulatorService to settle and retry the test run."),
        bash("sleep 120; xcodebuild test -scheme Acme -destination 'platform=iOS Simulator,name=iPhone 16' 2>&1 | tail -3", "Command timed out after 10m 0s\nTesting started", rc=143, ev="both"),
    ],
    none(),
    "infra_failure",
    "The build host's CoreSimulator could not boot any simulator (launchd_sim failed to respond, even after erase) and the last test run stalled until the watchdog killed it; the routing change never got tested.",
    near_miss="dependency_missing",
    state="TimedOut",
    watchdog={"reason_code": "stall", "message": "no output from Bash for 30m (xcodebuild test)", "tool_name": "Bash", "call_count": 9, "tokens_consumed": 73410, "cost_estimate_usd": 0.52},
    result=None,
))

A(case(
    "pods-analytics-bump", "claude-transcript", "IOS-1239", "Bump Segment analytics pod to fix iOS 18 crash",
    """Crashlytics shows `SEGHTTPClient` crashing on iOS 18. Bump `Analytics` in the Podfile from 4.1.6 to 4.1.8 and
update Podfile.lock.

Acceptance: `pod install` succeeds, `xcodebuild build -workspace Acme.xcworkspace -scheme Acme` succeeds.""",
    "/Users/agent/src/acme-ios",
    [
        read("Podfile", "platform :ios, '15.0'\ntarget 'Acme' do\n  use_frameworks!\n  pod 'Analytics', '4.1.6'\n  pod 'Kingfisher', '~> 7.10'\nend"),
        edit("Podfile", "  pod 'Analytics', '4.1.6'", "  pod 'Analytics', '4.1.8'"),
        bash("pod install 2>&1 | tail -8",
             "Analyzing dependencies\nUpdating spec repo `trunk`\n[!] CDN: trunk URL couldn't be downloaded: https://cdn.cocoapods.org/Specs/a/d/2/Analytics/4.1.8/Analytics.podspec.json Response: Failed to open TCP connection to cdn.cocoapods.org:443 (execution expired)",
             rc=1, ev="out"),
        bash("curl -sS -m 15 -o /dev/null -w '%{http_code}\\n' https://cdn.cocoapods.org/ ; curl -sS -m 15 -o /dev/null -w '%{http_code}\\n' https://github.com",
             "curl: (28) Failed to connect to cdn.cocoapods.org port 443 after 15002 ms: Timeout was reached\ncurl: (28) Failed to connect to github.com port 443 after 15001 ms: Timeout was reached", rc=28, ev="out"),
        say("Outbound HTTPS is timing out for every host, so CocoaPods cannot fetch the spec. Retrying once."),
        bash("pod install --repo-update 2>&1 | tail -2", "Updating spec repo `trunk`\n[!] CDN: trunk Repo update failed - 3 error(s):\nCDN: trunk URL couldn't be downloaded: https://cdn.cocoapods.org/CocoaPods-version.yml Response: Failed to open TCP connection to cdn.cocoapods.org:443 (execution expired)", rc=1, ev="out"),
    ],
    none("Podfile updated to Analytics 4.1.8, but pod install cannot reach the CocoaPods CDN (outbound connections time out), so the lockfile is not updated."),
    "infra_failure",
    "Outbound HTTPS timed out for every host (CocoaPods CDN and github.com), so pod install could not fetch the spec; the pod version exists and is not missing.",
    near_miss="dependency_missing",
))

# ============================================================ permission_blocked
A(case(
    "ci-node-matrix-22", "claude", "WEB-1533", "Add Node 22 to the CI matrix",
    """We ship on Node 22 next month. Add `22.x` to the `node-version` matrix in `.github/workflows/ci.yml`
and drop `18.x`. Push the branch and open a PR.

Acceptance: PR open with the workflow change; CI green on 20.x and 22.x.""",
    "/workspace/design-system",
    [
        read(".github/workflows/ci.yml", "jobs:\n  test:\n    runs-on: ubuntu-latest\n    strategy:\n      matrix:\n        node-version: [18.x, 20.x]\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-node@v4\n        with:\n          node-version: ${{ matrix.node-version }}"),
        edit(".github/workflows/ci.yml", "        node-version: [18.x, 20.x]", "        node-version: [20.x, 22.x]"),
        bash("npx --yes @action-validator/cli .github/workflows/ci.yml && echo valid", "valid"),
        bash("git checkout -b agent/web-1533-node22 && git commit -am 'ci: test on Node 20 and 22' -q && git push -u origin agent/web-1533-node22 2>&1",
             "Switched to a new branch 'agent/web-1533-node22'\nTo https://github.com/acme/design-system.git\n ! [remote rejected] agent/web-1533-node22 -> agent/web-1533-node22 (refusing to allow a GitHub App to create or update workflow `.github/workflows/ci.yml` without `workflows` permission)\nerror: failed to push some refs to 'https://github.com/acme/design-system.git'",
             rc=1, ev="out"),
        bash("gh auth status 2>&1 | tail -3", "  - Active account: true\n  - Git operations protocol: https\n  - Token: ghs_************************************"),
        say("The push is refused: the agent's GitHub App token lacks the `workflows` permission, and any commit touching `.github/workflows/` is rejected. I can't work around that from here."),
    ],
    err("git push rejected: GitHub App token lacks `workflows` permission for .github/workflows/ci.yml", subtype="error_during_execution"),
    "permission_blocked",
    "GitHub rejected the push because the agent's App token has no `workflows` permission, which any change to .github/workflows requires; the edit itself was what the ticket asked for.",
    near_miss="wrong_approach",
))

A(case(
    "match-readonly-certs", "codex", "IOS-1250", "Nightly TestFlight lane fails at match",
    """`fastlane beta` fails in CI at `match(type: "appstore", readonly: true)`. Reproduce locally in the agent sandbox
and fix the Fastfile if the lane config is at fault.

Acceptance: `bundle exec fastlane beta --env ci` reaches the `build_app` step.""",
    "/workspace/acme-ios",
    [
        read("fastlane/Fastfile", "lane :beta do\n  setup_ci\n  match(type: \"appstore\", readonly: true)\n  build_app(scheme: \"Acme\")\n  upload_to_testflight(skip_waiting_for_build_processing: true)\nend"),
        read("fastlane/Matchfile", "git_url(\"https://github.com/acme/ios-certificates.git\")\nstorage_mode(\"git\")\ntype(\"appstore\")\napp_identifier([\"com.acme.app\"])"),
        bash("bundle exec fastlane beta --env ci 2>&1 | tail -12",
             "[10:02:14]: --- Step: match ---\n[10:02:14]: Cloning remote git repo...\n[10:02:14]: If cloning the repo takes too long, you can use the `clone_branch_directly` option in match.\nCloning into '/tmp/d20261209-7712-1x9k2f'...\nremote: Permission to acme/ios-certificates.git denied to acme-agent[bot].\nfatal: unable to access 'https://github.com/acme/ios-certificates.git/': The requested URL returned error: 403\n[10:02:15]: Exit status: 128\n[10:02:15]: Error cloning certificates repo, please make sure you have read access to the repository you want to use\n[10:02:15]: Run the following command manually to make sure you're properly authenticated:\n[10:02:15]: $ git clone https://github.com/acme/ios-certificates.git /tmp/d20261209-7712-1x9k2f",
             rc=1, ev="out"),
        bash("gh api repos/acme/ios-certificates --jq .permissions 2>&1", "gh: Resource not accessible by integration (HTTP 403)\n{\"message\":\"Resource not accessible by integration\",\"documentation_url\":\"https://docs.github.com/rest/repos/repos#get-a-repository\",\"status\":\"403\"}", rc=1, ev="out"),
        say("The lane configuration is fine; the sandbox token simply has no read access to acme/ios-certificates, so match cannot clone the signing repo."),
    ],
    err("match could not clone acme/ios-certificates: 403 for acme-agent[bot]", text_say="Blocked: no read access to the certificates repository from this sandbox."),
    "permission_blocked",
    "fastlane match could not clone the certificates repo because GitHub refused the agent's bot token (403, Resource not accessible by integration) before any change could be tried.",
    near_miss="",
))

A(case(
    "sqs-dlq-redrive", "osmia", "PLAT-2310", "Add DLQ redrive policy to order-events queue",
    """`modules/queues/order_events.tf` has no dead-letter queue. Add `aws_sqs_queue.order_events_dlq` and a
`redrive_policy` with `maxReceiveCount = 5`.

Acceptance: `terraform plan` in `envs/staging` shows 1 to add, 1 to change, 0 to destroy.""",
    "/workspace/infra-live",
    [
        read("modules/queues/order_events.tf", "resource \"aws_sqs_queue\" \"order_events\" {\n  name                       = \"${var.env}-order-events\"\n  visibility_timeout_seconds = 60\n}"),
        edit("modules/queues/order_events.tf", "resource \"aws_sqs_queue\" \"order_events\" {\n  name                       = \"${var.env}-order-events\"\n  visibility_timeout_seconds = 60\n}",
             "resource \"aws_sqs_queue\" \"order_events_dlq\" {\n  name                      = \"${var.env}-order-events-dlq\"\n  message_retention_seconds = 1209600\n}\n\nresource \"aws_sqs_queue\" \"order_events\" {\n  name                       = \"${var.env}-order-events\"\n  visibility_timeout_seconds = 60\n  redrive_policy = jsonencode({\n    deadLetterTargetArn = aws_sqs_queue.order_events_dlq.arn\n    maxReceiveCount     = 5\n  })\n}"),
        bash("cd envs/staging && terraform init -input=false 2>&1 | tail -12",
             "Initializing the backend...\n\u2577\n\u2502 Error: Failed to get existing workspaces: Unable to list objects in S3 bucket \"acme-tfstate-staging\" with prefix \"env:/\": operation error S3: ListObjectsV2, https response error StatusCode: 403, RequestID: 7Q2M1XK9R3B0T5VW, HostID: k2Jb0q9m3vV1r9Zb1sY7t5QkOe0T9c0hQ1pL2zX4aW8=, api error AccessDenied: User: arn:aws:sts::481516234200:assumed-role/agent-readonly/agent-session is not authorized to perform: s3:ListBucket on resource: \"arn:aws:s3:::acme-tfstate-staging\" because no identity-based policy allows the s3:ListBucket action\n\u2502 \n\u2575",
             rc=1, ev="out"),
        bash("aws sts get-caller-identity --query Arn --output text", "arn:aws:sts::481516234200:assumed-role/agent-readonly/agent-session"),
        bash("cd envs/staging && terraform init -backend=false -input=false >/dev/null && terraform validate", "Success! The configuration is valid."),
        say("The configuration validates, but the assumed role `agent-readonly` is not allowed to list the state bucket, so no plan can be produced."),
    ],
    err("terraform init: AccessDenied on s3:ListBucket for acme-tfstate-staging (role agent-readonly)"),
    "permission_blocked",
    "The state backend refused the agent's assumed role (AccessDenied on s3:ListBucket), so terraform could not initialise or plan; the HCL itself validates.",
    near_miss="infra_failure",
))

A(case(
    "cloudrun-min-instances", "claude-transcript", "PLAT-2333", "Keep one warm instance for the pricing API",
    """Cold starts on `pricing-api` cost ~4s. Set `min_instance_count = 1` in `stacks/pricing/cloudrun.tf`.

Acceptance: `terraform plan` in `stacks/pricing` shows a single in-place update.""",
    "/workspace/gcp-infra",
    [
        read("stacks/pricing/cloudrun.tf", "resource \"google_cloud_run_v2_service\" \"pricing\" {\n  name     = \"pricing-api\"\n  location = var.region\n  template {\n    scaling {\n      max_instance_count = 20\n    }\n  }\n}"),
        edit("stacks/pricing/cloudrun.tf", "      max_instance_count = 20", "      min_instance_count = 1\n      max_instance_count = 20"),
        bash("cd stacks/pricing && terraform init -input=false 2>&1 | tail -10",
             "Initializing the backend...\n\u2577\n\u2502 Error: Failed to get existing workspaces: querying Cloud Storage failed: googleapi: Error 403: agent-sandbox@acme-ci.iam.gserviceaccount.com does not have storage.objects.list access to the Google Cloud Storage bucket. Permission 'storage.objects.list' denied on resource (or it may not exist)., forbidden\n\u2502 \n\u2575",
             rc=1, ev="out"),
        bash("gcloud auth list --format='value(account)' 2>&1", "agent-sandbox@acme-ci.iam.gserviceaccount.com"),
        bash("gsutil ls gs://acme-tf-state/pricing/ 2>&1", "AccessDeniedException: 403 agent-sandbox@acme-ci.iam.gserviceaccount.com does not have storage.objects.list access to the Google Cloud Storage bucket. Permission 'storage.objects.list' denied on resource (or it may not exist).", rc=1, ev="out"),
    ],
    none("The change is a one-liner but I can't plan it: the sandbox service account is denied storage.objects.list on the state bucket."),
    "permission_blocked",
    "The GCS state backend denied the sandbox service account storage.objects.list, so terraform init failed and no plan was possible.",
    near_miss="",
))

A(case(
    "archive-signing-team", "claude", "IOS-1261", "Archive fails after moving to the new team ID",
    """We moved the app to team `7QK2M9X4LD`. Update `DEVELOPMENT_TEAM` in `Acme.xcodeproj` build settings and the
export options plist, then check that `xcodebuild archive` signs.

Acceptance: `xcodebuild archive -scheme Acme -archivePath build/Acme.xcarchive` succeeds.""",
    "/Users/agent/src/acme-ios",
    [
        grep("DEVELOPMENT_TEAM", "Acme.xcodeproj/project.pbxproj:812:\t\t\t\tDEVELOPMENT_TEAM = 3F9B2C7A1E;\nAcme.xcodeproj/project.pbxproj:861:\t\t\t\tDEVELOPMENT_TEAM = 3F9B2C7A1E;\nfastlane/ExportOptions.plist:8:\t<string>3F9B2C7A1E</string>"),
        bash("sed -i '' 's/DEVELOPMENT_TEAM = 3F9B2C7A1E;/DEVELOPMENT_TEAM = 7QK2M9X4LD;/' Acme.xcodeproj/project.pbxproj && sed -i '' 's/3F9B2C7A1E/7QK2M9X4LD/' fastlane/ExportOptions.plist && git diff --stat", " Acme.xcodeproj/project.pbxproj | 4 ++--\n fastlane/ExportOptions.plist   | 2 +-\n 2 files changed, 3 insertions(+), 3 deletions(-)"),
        bash("xcodebuild archive -scheme Acme -archivePath build/Acme.xcarchive 2>&1 | grep -E 'error|Warning|FAILED' | head -6",
             "Warning: unable to build chain to self-signed root for signer \"Apple Distribution: Acme Mobile GmbH (7QK2M9X4LD)\"\n/Users/agent/Library/Developer/Xcode/DerivedData/Acme-bq/Build/Intermediates.noindex/ArchiveIntermediates/Acme/InstallationBuildProductsLocation/Applications/Acme.app: errSecInternalComponent\nCommand CodeSign failed with a nonzero exit code\n** ARCHIVE FAILED **",
             rc=65, ev="out"),
        think("errSecInternalComponent from codesign usually means the keychain holding the private key is locked and can't prompt in a non-interactive session. Unlock the build keychain."),
        denied("Bash", {"command": "security unlock-keychain -p \"$KEYCHAIN_PASSWORD\" ~/Library/Keychains/build.keychain-db", "description": "Unlock the signing keychain"}, ev="out"),
        bash("security find-identity -v -p codesigning build.keychain-db 2>&1 | tail -2", "  1) 9A1C4F0D2B7E6A3C5D8E1F0A2B3C4D5E6F7A8B9C \"Apple Distribution: Acme Mobile GmbH (7QK2M9X4LD)\"\n     1 valid identities found"),
        denied("Bash", {"command": "security set-key-partition-list -S apple-tool:,apple:,codesign: -s -k \"$KEYCHAIN_PASSWORD\" build.keychain-db", "description": "Allow codesign to use the key"}, ev="out"),
        say("The identity is present, but codesign cannot use its private key because the keychain is locked, and unlocking it or changing its partition list is not permitted in this session."),
    ],
    err("Blocked: code signing needs the build keychain unlocked; unlock-keychain and set-key-partition-list were refused.", subtype="error_during_execution"),
    "permission_blocked",
    "codesign failed with errSecInternalComponent because the signing keychain was locked, and the agent was refused permission to unlock it or change its partition list; the identity itself exists.",
    near_miss="dependency_missing",
    permission_mode="default",
))

A(case(
    "hpa-cpu-target", "osmia", "OPS-433", "Lower HPA CPU target for checkout to 60%",
    """Checkout p99 spikes before the HPA scales. Change `targetCPUUtilizationPercentage` from 80 to 60 in
`k8s/overlays/prod/checkout-hpa.yaml` and apply it to prod with `kubectl apply -k k8s/overlays/prod`.

Acceptance: `kubectl get hpa checkout -n checkout` shows target 60%.""",
    "/workspace/k8s-manifests",
    [
        read("k8s/overlays/prod/checkout-hpa.yaml", "apiVersion: autoscaling/v2\nkind: HorizontalPodAutoscaler\nmetadata:\n  name: checkout\nspec:\n  minReplicas: 4\n  maxReplicas: 40\n  metrics:\n    - type: Resource\n      resource:\n        name: cpu\n        target:\n          type: Utilization\n          averageUtilization: 80"),
        edit("k8s/overlays/prod/checkout-hpa.yaml", "          averageUtilization: 80", "          averageUtilization: 60"),
        bash("kustomize build k8s/overlays/prod | grep -B2 -A2 averageUtilization", "        target:\n          type: Utilization\n          averageUtilization: 60"),
        bash("kubectl apply -k k8s/overlays/prod 2>&1 | tail -4",
             "Error from server (Forbidden): error when applying patch:\n{\"spec\":{\"metrics\":[{\"resource\":{\"name\":\"cpu\",\"target\":{\"averageUtilization\":60,\"type\":\"Utilization\"}},\"type\":\"Resource\"}]}}\nto:\nResource: \"autoscaling/v2, Resource=horizontalpodautoscalers\", GroupVersionKind: \"autoscaling/v2, Kind=HorizontalPodAutoscaler\"\nName: \"checkout\", Namespace: \"checkout\"\nfor: \"k8s/overlays/prod\": error when patching \"k8s/overlays/prod\": horizontalpodautoscalers.autoscaling \"checkout\" is forbidden: User \"system:serviceaccount:agents:coding-agent\" cannot patch resource \"horizontalpodautoscalers\" in API group \"autoscaling\" in the namespace \"checkout\"",
             rc=1, ev="out"),
        bash("kubectl auth can-i patch hpa -n checkout", "no", rc=1, ev="out"),
        say("The manifest change is ready, but the agent's service account is not allowed to patch HPAs in the checkout namespace."),
    ],
    err("kubectl apply forbidden: serviceaccount agents:coding-agent cannot patch horizontalpodautoscalers in checkout"),
    "permission_blocked",
    "The Kubernetes API refused the agent's service account (RBAC Forbidden, can-i: no) when applying the HPA change to prod.",
    near_miss="",
))

A(case(
    "vite-alias-storybook", "claude-transcript", "UI-288", "Storybook can't resolve @/ imports",
    """Stories that import `@/components/...` fail in Storybook because `.storybook/main.ts` doesn't reuse the Vite
alias. Add `viteFinal` merging the alias from `vite.config.ts`.

Acceptance: `npm run build-storybook` succeeds.""",
    "/workspace/ui-kit",
    [
        bash("npm ci 2>&1 | tail -12",
             "npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory.\nnpm error code EACCES\nnpm error syscall mkdir\nnpm error path /workspace/ui-kit/node_modules/.vite-storybook\nnpm error errno -13\nnpm error Error: EACCES: permission denied, mkdir '/workspace/ui-kit/node_modules/.vite-storybook'\nnpm error  [Error: EACCES: permission denied, mkdir '/workspace/ui-kit/node_modules/.vite-storybook'] {\nnpm error   errno: -13,\nnpm error   code: 'EACCES',\nnpm error   syscall: 'mkdir',\nnpm error   path: '/workspace/ui-kit/node_modules/.vite-storybook'\nnpm error }\nnpm error\nnpm error The operation was rejected by your operating system.\nnpm error It is likely you do not have the permissions to access this file as the current user",
             rc=243, ev="out"),
        bash("ls -ld node_modules; id -u", "drwxr-xr-x 612 root root 20480 Dec  4 07:12 node_modules\n1001", ev="out"),
        read(".storybook/main.ts", "import type { StorybookConfig } from '@storybook/react-vite'\n\nconst config: StorybookConfig = {\n  stories: ['../src/**/*.stories.@(ts|tsx)'],\n  framework: { name: '@storybook/react-vite', options: {} },\n}\nexport default config"),
        edit(".storybook/main.ts", "  framework: { name: '@storybook/react-vite', options: {} },\n}", "  framework: { name: '@storybook/react-vite', options: {} },\n  async viteFinal(cfg) {\n    const { mergeConfig } = await import('vite')\n    const { default: app } = await import('../vite.config')\n    return mergeConfig(cfg, { resolve: { alias: app.resolve?.alias } })\n  },\n}"),
        bash("npm run build-storybook 2>&1 | tail -6",
             "> ui-kit@3.4.0 build-storybook\n> storybook build\n\n@storybook/cli v8.4.7\n\nSB_CORE-SERVER_0002 (CriticalPresetLoadError): Storybook failed to load the following preset: ./.storybook/main.ts.\n\nError: Cannot find module '@storybook/react-vite/preset'\nRequire stack:\n- /workspace/ui-kit/node_modules/storybook/dist/core-server/index.cjs",
             rc=1),
        say("The Storybook preset can't be found because `npm ci` never completed: node_modules is owned by root and the agent user (uid 1001) cannot write into it."),
    ],
    none("viteFinal added, but I could not verify it: npm ci fails with EACCES on root-owned node_modules, so Storybook's packages are incomplete."),
    "permission_blocked",
    "npm ci failed with EACCES because node_modules is owned by root and the agent runs as uid 1001; the later 'Cannot find module @storybook/react-vite/preset' is a consequence of that failed install.",
    near_miss="dependency_missing",
))

A(case(
    "eas-preview-channel", "codex", "APP-402", "Publish OTA update to the preview channel",
    """QA needs the new onboarding copy on the `preview` channel. Merge is done; run
`eas update --branch preview --message "APP-402 onboarding copy"` and post the update id in the ticket.

Acceptance: an EAS update exists on branch preview with the onboarding copy.""",
    "/workspace/acme-expo",
    [
        bash("git log --oneline -1", "4c1d2e9 APP-399: onboarding copy refresh (#812)"),
        bash("npx expo-doctor 2>&1 | tail -2", "Running 15 checks on your project...\n15/15 checks passed. No issues detected!"),
        bash("npx eas-cli whoami 2>&1", "acme-ci-robot (robot)\n\nAccounts:\n\u2022 acme (Role: Viewer)"),
        bash("npx eas-cli update --branch preview --message 'APP-402 onboarding copy' --non-interactive 2>&1 | tail -6",
             "\u2714 Exported bundle(s)\n\u2714 Uploaded 2 app bundles\n\u2714 Uploading assets skipped - no new assets\n\u2716 Failed to publish update\nError: GraphQL request failed.\nYou don't have the required permissions to perform this operation.\n\nThis can sometimes happen if you are logged in as incorrect user.",
             rc=1, ev="out"),
        say("The robot account only has the Viewer role on the `acme` Expo account, so publishing an update is refused."),
    ],
    err("eas update refused: robot account acme-ci-robot has Viewer role, publishing not permitted"),
    "permission_blocked",
    "EAS refused to publish because the robot account only has the Viewer role on the Expo account (\"You don't have the required permissions to perform this operation\").",
    near_miss="",
    target_lines=22,
))

A(case(
    "flake-node22-devshell", "osmia", "BLD-655", "Dev shell should provide Node 22",
    """`flake.nix` devShell still pins `nodejs_20`. Switch to `nodejs_22` and make sure `nix develop -c node -v`
prints v22.

Acceptance: `nix develop -c node -v` prints v22.x and `nix flake check` passes.""",
    "/workspace/web-platform",
    [
        read("flake.nix", "{\n  inputs.nixpkgs.url = \"github:NixOS/nixpkgs/nixos-24.11\";\n  outputs = { self, nixpkgs }: let pkgs = nixpkgs.legacyPackages.x86_64-linux; in {\n    devShells.x86_64-linux.default = pkgs.mkShell { packages = [ pkgs.nodejs_20 pkgs.pnpm ]; };\n  };\n}"),
        edit("flake.nix", "packages = [ pkgs.nodejs_20 pkgs.pnpm ]", "packages = [ pkgs.nodejs_22 pkgs.pnpm ]"),
        bash("nix develop -c node -v 2>&1 | tail -3",
             "error: cannot connect to socket at '/nix/var/nix/daemon-socket/socket': Permission denied", rc=1, ev="out"),
        bash("ls -l /nix/var/nix/daemon-socket/socket; id", "srw-rw---- 1 root nixbld 0 Dec  1 06:00 /nix/var/nix/daemon-socket/socket\nuid=1001(agent) gid=1001(agent) groups=1001(agent)", ev="out"),
        bash("NIX_REMOTE=local nix develop -c node -v 2>&1 | tail -2", "error: opening lock file '/nix/var/nix/db/big-lock': Permission denied", rc=1, ev="out"),
        bash("node -v 2>&1", "bash: node: command not found", rc=127),
        say("I can't use Nix here: the daemon socket is root:nixbld 0660 and the agent user is not in nixbld; local mode also can't open the store lock. That's why no node is available either."),
    ],
    err("nix develop: permission denied on /nix/var/nix/daemon-socket/socket", summary="could not enter the dev shell"),
    "permission_blocked",
    "The agent user may not talk to the Nix daemon (socket root:nixbld 0660, agent not in nixbld) nor open the store lock; 'node: command not found' follows from that, it is not a missing package.",
    near_miss="dependency_missing",
))

A(case(
    "pulumi-tags-preview", "claude", "PLAT-2340", "Tag all buckets with cost-center",
    """Finance needs `cost-center` on every S3 bucket in `infra/storage/index.ts` (Pulumi TypeScript). Add it through the
shared `defaultTags` helper and show the preview.

Acceptance: `pulumi preview --stack staging` shows tag-only updates.""",
    "/workspace/pulumi-infra",
    [
        read("infra/storage/index.ts", "import { defaultTags } from '../tags'\n\nexport const uploads = new aws.s3.BucketV2('uploads', { tags: defaultTags('uploads') })\nexport const exports_ = new aws.s3.BucketV2('exports', { tags: defaultTags('exports') })"),
        read("infra/tags.ts", "export const defaultTags = (name: string) => ({ app: name, managedBy: 'pulumi' })"),
        edit("infra/tags.ts", "export const defaultTags = (name: string) => ({ app: name, managedBy: 'pulumi' })", "export const defaultTags = (name: string, costCenter = 'CC-4410') => ({ app: name, managedBy: 'pulumi', 'cost-center': costCenter })"),
        bash("npx tsc --noEmit -p infra && echo ok", "ok"),
        denied("Bash", {"command": "pulumi preview --stack staging --diff", "description": "Preview the tag change"}, ev="out"),
        say("The preview command needs approval in this session. Trying the non-diff form."),
        denied("Bash", {"command": "pulumi preview --stack staging", "description": "Preview the tag change"}, ev="out"),
        denied("Bash", {"command": "cd infra && pulumi preview -s staging", "description": "Preview from the project dir"}, ev="out"),
    ],
    err("Could not run pulumi preview: tool permission was not granted.", subtype="error_during_execution"),
    "permission_blocked",
    "Every attempt to run `pulumi preview` was refused by the session's tool permissions (three permission_denials), so the required preview never ran; the code change type-checks.",
    near_miss="",
    permission_mode="default",
))

A(case(
    "visual-baseline-docker", "codex", "UI-301", "Run visual regression for the new Badge variants",
    """New `Badge` variants (`success`, `warning`) landed. Run the Playwright visual suite in the pinned container
(`docker compose run --rm pw npx playwright test visual/`) so the baseline diff is attached to the PR.

Acceptance: visual suite runs in the container; diff report attached.""",
    "/workspace/ui-kit",
    [
        read("docker-compose.yml", "services:\n  pw:\n    image: mcr.microsoft.com/playwright:v1.49.1-noble\n    working_dir: /src\n    volumes: [\".:/src\"]\n    ipc: host"),
        bash("docker compose run --rm pw npx playwright test visual/ 2>&1 | tail -3",
             "permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get \"http://%2Fvar%2Frun%2Fdocker.sock/v1.47/containers/json?all=1&filters=%7B%22label%22%3A%7B%22com.docker.compose.config-hash%22%3Atrue%7D%7D\": dial unix /var/run/docker.sock: connect: permission denied",
             rc=1, ev="out"),
        bash("ls -l /var/run/docker.sock; id -nG", "srw-rw---- 1 root docker 0 Dec  9 06:58 /var/run/docker.sock\nagent", ev="out"),
        bash("sudo -n true 2>&1", "sudo: a password is required", rc=1, ev="out"),
        say("Docker is there but the agent user is not in the `docker` group and has no sudo, so the pinned Playwright container can't be started. Running the visual suite on the host would produce baselines from a different font stack, which the README forbids."),
    ],
    err("cannot run docker: permission denied on /var/run/docker.sock"),
    "permission_blocked",
    "The agent user is not in the docker group and has no sudo, so connecting to /var/run/docker.sock was denied and the pinned visual-test container could not start.",
    near_miss="",
))

# ============================================================ dependency_missing
A(case(
    "cart-stepper-voiceover", "claude", "IOS-1277", "Quantity stepper has no VoiceOver value",
    """`QuantityStepper` in `Sources/CartUI/QuantityStepper.swift` reads as "Button, Button". Add
`.accessibilityValue("\\(count) items")` and `.accessibilityAdjustableAction`. Add a snapshot of the
accessibility tree.

Acceptance: `xcodebuild test -scheme CartUI -destination 'platform=iOS Simulator,name=iPhone 15,OS=17.5'` passes.""",
    "/Users/agent/src/acme-ios",
    [
        read("Sources/CartUI/QuantityStepper.swift", "struct QuantityStepper: View {\n    @Binding var count: Int\n    var body: some View {\n        HStack {\n            Button(\"-\") { count -= 1 }\n            Text(\"\\(count)\")\n            Button(\"+\") { count += 1 }\n        }\n    }\n}"),
        edit("Sources/CartUI/QuantityStepper.swift", "        }\n    }\n}", "        }\n        .accessibilityElement(children: .ignore)\n        .accessibilityLabel(\"Quantity\")\n        .accessibilityValue(\"\\(count) items\")\n        .accessibilityAdjustableAction { dir in\n            switch dir {\n            case .increment: count += 1\n            case .decrement: count = max(0, count - 1)\n            @unknown default: break\n            }\n        }\n    }\n}"),
        bash("xcodebuild test -scheme CartUI -destination 'platform=iOS Simulator,name=iPhone 15,OS=17.5' 2>&1 | tail -14",
             "xcodebuild: error: Unable to find a destination matching the provided destination specifier:\n\t\t{ platform:iOS Simulator, OS:17.5, name:iPhone 15 }\n\n\tThe requested device could not be found because no available devices matched the request.\n\n\tAvailable destinations for the \"CartUI\" scheme:\n\t\t{ platform:macOS, arch:arm64, variant:Designed for [iPad,iPhone], id:00006001-001A2C3E0E91801E, name:My Mac }\n\t\t{ platform:iOS, id:dvtdevice-DVTiPhonePlaceholder-iphoneos:placeholder, name:Any iOS Device, error:iOS 18.2 is not installed. To use with Xcode, first download and install the platform }\n\t\t{ platform:iOS Simulator, id:dvtdevice-DVTiOSDeviceSimulatorPlaceholder-iphonesimulator:placeholder, name:Any iOS Simulator Device, error:iOS 18.2 is not installed. To use with Xcode, first download and install the platform }",
             rc=70, ev="out"),
        bash("xcrun simctl list runtimes", "== Runtimes ==\n", ev="out"),
        bash("xcodebuild -downloadPlatform iOS 2>&1 | tail -2", "Downloading iOS 18.2 Simulator (22C150): 0.0% (0 bytes of 8.44 GB)\nxcodebuild: error: Failed fetching catalog for assetType (com.apple.MobileAsset.iOSSimulatorRuntime), serverParameters ({\n    RequestedBuild = 22C150;\n}) (The operation couldn\u2019t be completed. Not allowed to download simulator runtimes on this host (managed by MDM).)", rc=70, ev="out"),
        say("There are no simulator runtimes installed on this build host at all, and downloading one is disabled by host management. The test cannot run until a runtime is provisioned."),
    ],
    err("No iOS simulator runtime installed: 'iOS 18.2 is not installed', simctl lists no runtimes.", subtype="error_during_execution"),
    "dependency_missing",
    "The build host has no iOS simulator runtime at all (simctl lists none; 'iOS 18.2 is not installed'), so no test destination exists; the refused download is a side note, the missing platform is the cause.",
    near_miss="permission_blocked",
))

A(case(
    "widget-compose-glance", "codex", "DROID-840", "Home screen widget uses Glance 1.1",
    """Move `OrdersWidget` from RemoteViews to Jetpack Glance 1.1 as designed in DROID-801. compileSdk must go to 35 for
Glance 1.1.

Acceptance: `./gradlew :widget:assembleDebug :widget:testDebugUnitTest` passes.""",
    "/workspace/field-android",
    [
        read("widget/build.gradle.kts", "android {\n    namespace = \"com.acme.field.widget\"\n    compileSdk = 34\n}\ndependencies {\n    implementation(libs.androidx.core)\n}"),
        edit("widget/build.gradle.kts", "    compileSdk = 34", "    compileSdk = 35"),
        edit("widget/build.gradle.kts", "    implementation(libs.androidx.core)", "    implementation(libs.androidx.core)\n    implementation(\"androidx.glance:glance-appwidget:1.1.1\")\n    implementation(\"androidx.glance:glance-material3:1.1.1\")"),
        write("widget/src/main/java/com/acme/field/widget/OrdersWidget.kt", "class OrdersWidget : GlanceAppWidget() {\n    override suspend fun provideGlance(context: Context, id: GlanceId) {\n        provideContent { OrdersContent(loadOrders(context)) }\n    }\n}\n"),
        bash("./gradlew :widget:assembleDebug --console=plain 2>&1 | tail -14",
             "FAILURE: Build failed with an exception.\n\n* What went wrong:\nCould not determine the dependencies of task ':widget:compileDebugKotlin'.\n> Failed to install the following Android SDK packages as some licences have not been accepted.\n     platforms;android-35 Android SDK Platform 35\n     build-tools;35.0.0 Android SDK Build-Tools 35\n  To build this project, accept the SDK license agreements and install the missing components using the Android Studio SDK Manager.\n  All licenses can be accepted using the sdkmanager command line tool:\n  sdkmanager.bat --licenses\n  Or, to transfer the license agreements from one workstation to another, see https://developer.android.com/studio/intro/update.html#download-with-gradle\n  \n  Using Android SDK: /opt/android-sdk",
             rc=1, ev="out"),
        bash("ls /opt/android-sdk/platforms /opt/android-sdk/build-tools; ls /opt/android-sdk/cmdline-tools 2>&1", "android-33\nandroid-34\n34.0.0\nls: cannot access '/opt/android-sdk/cmdline-tools': No such file or directory", rc=2, ev="out"),
        bash("yes | sdkmanager --licenses 2>&1 | tail -1", "bash: sdkmanager: command not found", rc=127, ev="out"),
    ],
    err("Android SDK Platform 35 / Build-Tools 35 not installed and no sdkmanager in the image",
        text_say="The widget code is written, but the image only has platforms android-33/34 and no cmdline-tools, so Gradle cannot get SDK 35."),
    "dependency_missing",
    "The image has no Android SDK Platform 35 / Build-Tools 35 and no cmdline-tools (sdkmanager not found) to install them, so the compileSdk 35 build cannot start; the licence wording is not a permission refusal.",
    near_miss="permission_blocked",
))

A(case(
    "receipt-pdf-share", "osmia", "IOS-1288", "Share receipt as PDF from order detail",
    """Add a "Share receipt" button to `OrderDetailViewController` that renders the receipt with `ReceiptRenderer`
and opens a `UIActivityViewController`.

Acceptance: `xcodebuild test -workspace Acme.xcworkspace -scheme Acme -destination 'platform=iOS Simulator,name=iPhone 16'` passes.""",
    "/Users/agent/src/acme-ios",
    [
        read("Acme/Orders/OrderDetailViewController.swift", "final class OrderDetailViewController: UIViewController {\n    private let order: Order\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        navigationItem.title = order.number\n    }\n}"),
        edit("Acme/Orders/OrderDetailViewController.swift", "        navigationItem.title = order.number\n    }", "        navigationItem.title = order.number\n        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .action, primaryAction: UIAction { [weak self] _ in self?.shareReceipt() })\n    }\n\n    private func shareReceipt() {\n        let data = ReceiptRenderer(order: order).pdfData()\n        present(UIActivityViewController(activityItems: [data], applicationActivities: nil), animated: true)\n    }"),
        bash("xcodebuild test -workspace Acme.xcworkspace -scheme Acme -destination 'platform=iOS Simulator,name=iPhone 16' 2>&1 | grep -E 'error|FAILED' | head -4",
             "error: The sandbox is not in sync with the Podfile.lock. Run 'pod install' or update your CocoaPods installation. (in target 'Acme' from project 'Acme')\nerror: Unable to load contents of file list: '/Users/agent/src/acme-ios/Pods/Target Support Files/Pods-Acme/Pods-Acme-frameworks-Debug-input-files.xcfilelist' (in target 'Acme' from project 'Acme')\n** TEST FAILED **",
             rc=65, ev="out"),
        bash("ls Pods 2>&1 | head -2; pod --version 2>&1", "ls: Pods: No such file or directory\nzsh: command not found: pod", rc=127, ev="out"),
        bash("ls ~/.gem/ruby/*/bin 2>/dev/null; gem list cocoapods 2>&1 | tail -1; which bundle", "\n*** LOCAL GEMS ***\nbundle not found", rc=1, ev="out"),
        say("CocoaPods isn't installed on this host (no `pod`, no cocoapods gem, no bundler), and the Pods/ directory was never generated, so the workspace can't build."),
    ],
    err("CocoaPods not installed; Pods/ missing, build cannot start"),
    "dependency_missing",
    "The Pods directory was never generated and CocoaPods itself is not installed on the host (pod: command not found, no gem, no bundler), so the workspace could not build.",
    near_miss="",
))

A(case(
    "team-membership-github", "claude-transcript", "PLAT-2352", "Manage the mobile team's GitHub membership in Terraform",
    """Add `github_team_membership` resources for the mobile team in `github/teams.tf` using the `integrations/github`
provider (~> 6.4) that is already mirrored in our provider cache.

Acceptance: `terraform init` and `terraform plan` in `github/` succeed.""",
    "/workspace/org-config",
    [
        read("github/versions.tf", "terraform {\n  required_providers {\n    github = { source = \"integrations/github\", version = \"~> 6.4\" }\n  }\n}"),
        write("github/teams.tf", "resource \"github_team\" \"mobile\" {\n  name    = \"mobile\"\n  privacy = \"closed\"\n}\n\nresource \"github_team_membership\" \"mobile\" {\n  for_each = toset(var.mobile_members)\n  team_id  = github_team.mobile.id\n  username = each.value\n  role     = \"member\"\n}\n"),
        bash("cat ~/.terraformrc", "provider_installation {\n  filesystem_mirror {\n    path    = \"/usr/share/terraform/providers\"\n    include = [\"registry.terraform.io/*/*\"]\n  }\n  direct {\n    exclude = [\"registry.terraform.io/*/*\"]\n  }\n}"),
        bash("cd github && terraform init -input=false 2>&1 | tail -12",
             "Initializing provider plugins...\n- Finding integrations/github versions matching \"~> 6.4\"...\n\u2577\n\u2502 Error: Failed to query available provider packages\n\u2502 \n\u2502 Could not retrieve the list of available versions for provider integrations/github: provider registry.terraform.io/integrations/github was not found in any of the search locations\n\u2502 \n\u2502   - /usr/share/terraform/providers\n\u2575",
             rc=1, ev="out"),
        bash("find /usr/share/terraform/providers -maxdepth 3 -type d", "/usr/share/terraform/providers\n/usr/share/terraform/providers/registry.terraform.io\n/usr/share/terraform/providers/registry.terraform.io/hashicorp\n/usr/share/terraform/providers/registry.terraform.io/hashicorp/aws\n/usr/share/terraform/providers/registry.terraform.io/hashicorp/random", ev="out"),
        say("The provider mirror only contains hashicorp/aws and hashicorp/random; integrations/github is not mirrored despite the ticket, and direct registry access is excluded by the CLI config."),
    ],
    none("teams.tf written, but terraform init fails: integrations/github is not in the provider mirror (only hashicorp/aws and hashicorp/random are)."),
    "dependency_missing",
    "The integrations/github provider is not present in the filesystem mirror that the CLI config restricts terraform to, so init cannot find it; the network is not involved.",
    near_miss="infra_failure",
))

A(case(
    "random-suffix-buckets", "claude", "PLAT-2361", "Bucket names collide across preview stacks",
    """Preview stacks fail with BucketAlreadyExists. Append a `random.RandomId` suffix to bucket names in
`infra/storage/index.ts` (Pulumi) for non-prod stacks.

Acceptance: `pulumi preview --stack preview-42` shows the new names.""",
    "/workspace/pulumi-infra",
    [
        read("infra/storage/index.ts", "export const uploads = new aws.s3.BucketV2('uploads', { bucket: `acme-${stack}-uploads`, tags: defaultTags('uploads') })"),
        edit("infra/storage/index.ts", "export const uploads = new aws.s3.BucketV2('uploads', { bucket: `acme-${stack}-uploads`, tags: defaultTags('uploads') })",
             "const suffix = new random.RandomId('bucket-suffix', { byteLength: 3 })\nexport const uploads = new aws.s3.BucketV2('uploads', {\n  bucket: isProd ? `acme-${stack}-uploads` : pulumi.interpolate`acme-${stack}-uploads-${suffix.hex}`,\n  tags: defaultTags('uploads'),\n})"),
        edit("package.json", "    \"@pulumi/aws\": \"^6.52.0\",", "    \"@pulumi/aws\": \"^6.52.0\",\n    \"@pulumi/random\": \"4.16.7\","),
        bash("npm install --no-audit --no-fund 2>&1 | tail -1", "added 1 package in 2s"),
        bash("pulumi preview --stack preview-42 2>&1 | tail -8",
             "Previewing update (preview-42)\n\n     Type                 Name                   Plan     Info\n     pulumi:pulumi:Stack  storage-preview-42              1 error\n\nDiagnostics:\n  pulumi:pulumi:Stack (storage-preview-42):\n    error: could not load plugin for random provider 'default_4_16_7': no resource plugin 'pulumi-resource-random' found in the workspace at version v4.16.7 or on your $PATH, install the plugin using `pulumi plugin install resource random v4.16.7`",
             rc=255, ev="out"),
        bash("pulumi plugin ls", "NAME  KIND      VERSION  SIZE    INSTALLED   LAST USED\naws   resource  6.52.0   640 MB  3 weeks ago 3 weeks ago\n\nTOTAL plugin cache size: 640 MB", ev="out"),
        bash("pulumi plugin install resource random v4.16.7 2>&1 | tail -2", "[resource plugin random-4.16.7] installing\nerror: [resource plugin random-4.16.7] downloading from : failed to download plugin: random-4.16.7: 404 HTTP error fetching plugin from https://get.pulumi.com/releases/plugins/pulumi-resource-random-v4.16.7-linux-amd64.tar.gz", rc=255, ev="out"),
    ],
    err("Code updated, but preview fails: the random provider plugin v4.16.7 isn't installed and the download returns 404 for that version.", subtype="error_during_execution"),
    "dependency_missing",
    "Pulumi could not load the random resource plugin: v4.16.7 is neither in the plugin cache nor downloadable (404 for that version), so preview could not run.",
    near_miss="",
))

A(case(
    "pg-role-for-reports", "osmia", "OPS-447", "Create read-only DB role for the reports service",
    """Add a task to `roles/postgres/tasks/main.yml` that creates role `reports_ro` with SELECT on schema `reporting`,
using the community.postgresql collection.

Acceptance: `ansible-playbook -i inventory/staging site.yml --check --tags postgres` passes.""",
    "/workspace/ops-ansible",
    [
        read("roles/postgres/tasks/main.yml", "- name: Ensure app database\n  community.postgresql.postgresql_db:\n    name: app\n  become: true\n  become_user: postgres"),
        edit("roles/postgres/tasks/main.yml", "  become_user: postgres", "  become_user: postgres\n\n- name: Reports read-only role\n  community.postgresql.postgresql_user:\n    name: reports_ro\n    role_attr_flags: NOSUPERUSER,NOCREATEDB\n  become: true\n  become_user: postgres\n\n- name: Reports can read reporting schema\n  community.postgresql.postgresql_privs:\n    db: app\n    schema: reporting\n    type: table\n    objs: ALL_IN_SCHEMA\n    privs: SELECT\n    role: reports_ro\n  become: true\n  become_user: postgres"),
        bash("ansible-playbook -i inventory/staging site.yml --check --tags postgres 2>&1 | tail -9",
             "ERROR! couldn't resolve module/action 'community.postgresql.postgresql_db'. This often indicates a misspelling, missing collection, or incorrect module path.\n\nThe error appears to be in '/workspace/ops-ansible/roles/postgres/tasks/main.yml': line 1, column 3, but may\nbe elsewhere in the file depending on the exact syntax problem.\n\nThe offending line appears to be:\n\n\n- name: Ensure app database\n  ^ here",
             rc=4, ev="out"),
        bash("ansible-galaxy collection list 2>&1 | grep -i postgres; cat requirements.yml", "\ncollections:\n  - name: community.general\n    version: \">=9.0.0\"", rc=1, ev="out"),
        bash("ansible-galaxy collection install -r requirements.yml 2>&1 | tail -1", "Nothing to do. All requested collections are already installed. If you want to reinstall them, consider using `--force`."),
        say("community.postgresql is not installed and not listed in requirements.yml; even the pre-existing task can't resolve."),
    ],
    err("community.postgresql collection not installed: couldn't resolve module/action"),
    "dependency_missing",
    "The community.postgresql Ansible collection is not installed (nor listed in requirements.yml), so even the existing postgres tasks cannot resolve their module.",
    near_miss="",
))

A(case(
    "redis-subchart-values", "codex", "OPS-452", "Chart: make Redis persistence size configurable",
    """`charts/session-store` uses the Bitnami redis sub-chart. Expose `redis.master.persistence.size` in our values
with default `8Gi` and document it.

Acceptance: `helm lint charts/session-store` and `helm template charts/session-store` succeed.""",
    "/workspace/platform-charts",
    [
        read("charts/session-store/Chart.yaml", "apiVersion: v2\nname: session-store\nversion: 0.9.3\ndependencies:\n  - name: redis\n    version: 19.6.4\n    repository: https://charts.bitnami.com/bitnami"),
        edit("charts/session-store/values.yaml", "redis:\n  architecture: standalone", "redis:\n  architecture: standalone\n  master:\n    persistence:\n      size: 8Gi"),
        bash("helm lint charts/session-store 2>&1 | tail -4",
             "==> Linting charts/session-store\n[ERROR] Chart.yaml: chart directory is missing these dependencies: redis\n\nError: 1 chart(s) linted, 1 chart(s) failed", rc=1, ev="out"),
        bash("helm dependency build charts/session-store 2>&1 | tail -2",
             "Error: no repository definition for https://charts.bitnami.com/bitnami. Please add the missing repos via 'helm repo add'", rc=1, ev="out"),
        bash("ls charts/session-store/charts 2>&1; helm repo list 2>&1", "ls: cannot access 'charts/session-store/charts': No such file or directory\nError: no repositories to show", rc=1, ev="out"),
        say("The redis sub-chart was never vendored into charts/ and no Helm repos are configured in this sandbox, so lint and template cannot resolve the dependency."),
    ],
    err("helm: dependency redis missing from charts/ and no repository definition for bitnami",
        text_say="Values documented, but I can't verify: the redis dependency isn't vendored and no Helm repository is configured here."),
    "dependency_missing",
    "The chart's redis sub-chart is not vendored under charts/ and no Helm repository is defined to fetch it, so lint/template fail on the missing dependency.",
    near_miss="",
))

A(case(
    "fieldnotes-dart-records", "claude-transcript", "FLT-219", "Use Dart records for NoteSummary",
    """Refactor `lib/notes/summary.dart` to return a record `(int words, Duration readTime)` instead of the
`NoteSummary` class. Requires the Dart 3.5 SDK constraint already set in pubspec.

Acceptance: `flutter test test/notes` passes.""",
    "/workspace/fieldnotes",
    [
        read("pubspec.yaml", "name: fieldnotes\nenvironment:\n  sdk: ^3.5.0\n  flutter: \">=3.24.0\"\ndependencies:\n  flutter:\n    sdk: flutter\n  intl: ^0.19.0"),
        read("lib/notes/summary.dart", "class NoteSummary {\n  final int words;\n  final Duration readTime;\n  const NoteSummary(this.words, this.readTime);\n}\n\nNoteSummary summarise(String text) {\n  final w = text.split(RegExp(r'\\s+')).where((s) => s.isNotEmpty).length;\n  return NoteSummary(w, Duration(seconds: (w / 3.5).round()));\n}"),
        edit("lib/notes/summary.dart", "NoteSummary summarise(String text) {\n  final w = text.split(RegExp(r'\\s+')).where((s) => s.isNotEmpty).length;\n  return NoteSummary(w, Duration(seconds: (w / 3.5).round()));\n}",
             "(int words, Duration readTime) summarise(String text) {\n  final w = text.split(RegExp(r'\\s+')).where((s) => s.isNotEmpty).length;\n  return (words: w, readTime: Duration(seconds: (w / 3.5).round()));\n}"),
        bash("flutter test test/notes 2>&1 | tail -8",
             "Resolving dependencies...\nThe current Dart SDK version is 3.3.4.\n\nBecause fieldnotes requires SDK version ^3.5.0, version solving failed.\n\n\nYou can try the following suggestion to make the pubspec resolve:\n* Try using the Flutter SDK version: 3.24.0. \nFailed to update packages.",
             rc=1, ev="out"),
        bash("flutter --version | head -2; ls ~/fvm/versions 2>&1", "Flutter 3.19.6 \u2022 channel stable \u2022 https://github.com/flutter/flutter.git\nFramework \u2022 revision 54e66469a9 (8 months ago) \u2022 2024-04-17 11:41:09 -0700\nls: cannot access '/home/agent/fvm/versions': No such file or directory", rc=2, ev="out"),
        say("The sandbox ships Flutter 3.19.6 (Dart 3.3.4) but the project requires Dart ^3.5.0 / Flutter >=3.24, and there's no other SDK installed."),
    ],
    none("Refactor done but untested: the installed Flutter 3.19.6 / Dart 3.3.4 is older than the project's required Dart ^3.5.0."),
    "dependency_missing",
    "The installed toolchain is Flutter 3.19.6 / Dart 3.3.4 while the project requires Dart ^3.5.0, so pub version solving fails before any test runs.",
    near_miss="",
))

A(case(
    "kmp-ktor-darwin", "osmia", "KMP-118", "Share the HTTP client between Android and iOS",
    """Move the Ktor client from `androidApp` into `shared/src/commonMain` and add the Darwin engine for iOS targets.
Use the Ktor version from the catalog (`libs.versions.toml`).

Acceptance: `./gradlew :shared:allTests` passes.""",
    "/workspace/acme-kmp",
    [
        read("gradle/libs.versions.toml", "[versions]\nkotlin = \"2.0.21\"\nktor = \"3.0.0-beta-9\"\n\n[libraries]\nktor-client-core = { module = \"io.ktor:ktor-client-core\", version.ref = \"ktor\" }\nktor-client-okhttp = { module = \"io.ktor:ktor-client-okhttp\", version.ref = \"ktor\" }"),
        edit("gradle/libs.versions.toml", "ktor-client-okhttp = { module = \"io.ktor:ktor-client-okhttp\", version.ref = \"ktor\" }", "ktor-client-okhttp = { module = \"io.ktor:ktor-client-okhttp\", version.ref = \"ktor\" }\nktor-client-darwin = { module = \"io.ktor:ktor-client-darwin\", version.ref = \"ktor\" }"),
        edit("shared/build.gradle.kts", "        iosMain.dependencies {\n        }", "        iosMain.dependencies {\n            implementation(libs.ktor.client.darwin)\n        }"),
        write("shared/src/commonMain/kotlin/com/acme/net/HttpClientFactory.kt", "expect fun httpEngine(): HttpClientEngineFactory<*>\n\nfun createClient() = HttpClient(httpEngine()) {\n    install(ContentNegotiation) { json() }\n}\n"),
        bash("./gradlew :shared:allTests --console=plain 2>&1 | tail -14",
             "> Task :shared:compileKotlinIosSimulatorArm64 FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':shared:compileKotlinIosSimulatorArm64'.\n> Could not resolve all files for configuration ':shared:iosSimulatorArm64CompileKlibraries'.\n   > Could not find io.ktor:ktor-client-darwin:3.0.0-beta-9.\n     Searched in the following locations:\n       - https://dl.google.com/dl/android/maven2/io/ktor/ktor-client-darwin/3.0.0-beta-9/ktor-client-darwin-3.0.0-beta-9.pom\n       - https://repo.maven.apache.org/maven2/io/ktor/ktor-client-darwin/3.0.0-beta-9/ktor-client-darwin-3.0.0-beta-9.pom\n     Required by:\n         project :shared",
             rc=1, ev="out"),
        bash("curl -s https://repo.maven.apache.org/maven2/io/ktor/ktor-client-darwin/maven-metadata.xml | grep -o '<version>3.0[^<]*' | head -4", "<version>3.0.0\n<version>3.0.1\n<version>3.0.2\n<version>3.0.3"),
        say("The catalog pins Ktor 3.0.0-beta-9, which was never published for ktor-client-darwin on Maven Central, so the iOS klib can't be resolved. Bumping the catalog is outside this ticket; stopping here."),
    ],
    err("Could not find io.ktor:ktor-client-darwin:3.0.0-beta-9"),
    "dependency_missing",
    "ktor-client-darwin does not exist at the catalog's version 3.0.0-beta-9 on any configured repository, so the iOS compile classpath cannot be resolved; the network works (the metadata fetch succeeded).",
    near_miss="infra_failure",
))

A(case(
    "search-results-e2e", "claude", "WEB-1561", "Search results page: keyboard navigation e2e",
    """Add a Playwright test for arrow-key navigation on `/search` (`e2e/search.spec.ts`): ArrowDown moves focus to the
next result, Enter opens it.

Acceptance: `npx playwright test e2e/search.spec.ts --project=chromium` passes.""",
    "/workspace/shop-frontend",
    [
        write("e2e/search.spec.ts", "import { test, expect } from '@playwright/test'\n\ntest('arrow keys move through results', async ({ page }) => {\n  await page.goto('/search?q=lamp')\n  await page.keyboard.press('ArrowDown')\n  await expect(page.getByRole('option').first()).toBeFocused()\n  await page.keyboard.press('ArrowDown')\n  await expect(page.getByRole('option').nth(1)).toBeFocused()\n  await page.keyboard.press('Enter')\n  await expect(page).toHaveURL(/\\/p\\//)\n})\n"),
        bash("npx playwright test e2e/search.spec.ts --project=chromium 2>&1 | tail -12",
             "Running 1 test using 1 worker\n\n  \u2718  1 [chromium] \u203a e2e/search.spec.ts:3:5 \u203a arrow keys move through results (12ms)\n\n  1) [chromium] \u203a e2e/search.spec.ts:3:5 \u203a arrow keys move through results\n\n    Error: browserType.launch: Executable doesn't exist at /home/agent/.cache/ms-playwright/chromium_headless_shell-1148/chrome-linux/headless_shell\n    \u2554\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2557\n    \u2551 Looks like Playwright Test or Playwright was just installed or updated. \u2551\n    \u2551 Please run the following command to download new browsers:              \u2551\n    \u2551                                                                         \u2551\n    \u2551     npx playwright install                                              \u2551\n    \u2551                                                                         \u2551\n    \u2551 <3 Playwright Team                                                      \u2551\n    \u255a\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u255d",
             rc=1),
        bash("npx playwright install chromium 2>&1 | tail -2", "Downloading Chromium Headless Shell 131.0.6778.33 (playwright build v1148) from https://playwright.azureedge.net/builds/chromium/1148/chromium-headless-shell-linux.zip\n|\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0\u25a0| 100% of 100.9 MiB"),
        bash("npx playwright test e2e/search.spec.ts --project=chromium 2>&1 | grep -A12 'browserType.launch'",
             "    Error: browserType.launch: \n    \u2554\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2557\n    \u2551 Host system is missing dependencies to run browsers. \u2551\n    \u2551 Missing libraries:                                   \u2551\n    \u2551     libnss3.so                                       \u2551\n    \u2551     libnssutil3.so                                   \u2551\n    \u2551     libnspr4.so                                      \u2551\n    \u2551     libatk-1.0.so.0                                  \u2551\n    \u2551     libgbm.so.1                                      \u2551\n    \u2551     libasound.so.2                                   \u2551\n    \u255a\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u2550\u255d",
             rc=1, ev="out"),
        say("The browser downloaded, but the image lacks the shared libraries Chromium needs (libnss3, libatk, libgbm, ...). Those come from the OS packages that `playwright install-deps` installs as root; the test itself is written."),
    ],
    err("Chromium cannot start: host is missing libnss3.so, libatk-1.0.so.0, libgbm.so.1 and others.", subtype="error_during_execution"),
    "dependency_missing",
    "After the agent recovered the missing browser download, Chromium still could not launch because the image lacks its system libraries (libnss3, libatk, libgbm...).",
    near_miss="",
))

A(case(
    "avatar-canvas-crop", "codex", "WEB-1577", "Crop uploaded avatars to a square on the client",
    """`src/profile/AvatarUpload.tsx` uploads full-size photos. Crop to a centred square with a canvas before upload.
Our jest environment renders canvases with the `canvas` npm package (devDependency).

Acceptance: `npm ci && npm test -- AvatarUpload` passes.""",
    "/workspace/account-web",
    [
        read("jest.config.ts", "export default {\n  testEnvironment: 'jsdom',\n  testEnvironmentOptions: { resources: 'usable' },\n  setupFiles: ['./jest.setup.ts'],\n}"),
        edit("src/profile/AvatarUpload.tsx", "  const blob = file", "  const blob = await cropSquare(file)"),
        write("src/profile/cropSquare.ts", "export async function cropSquare(file: File): Promise<Blob> {\n  const bmp = await createImageBitmap(file)\n  const s = Math.min(bmp.width, bmp.height)\n  const c = document.createElement('canvas')\n  c.width = c.height = s\n  c.getContext('2d')!.drawImage(bmp, (bmp.width - s) / 2, (bmp.height - s) / 2, s, s, 0, 0, s, s)\n  return new Promise((r) => c.toBlob((b) => r(b!), 'image/jpeg', 0.9))\n}\n"),
        bash("npm ci 2>&1 | tail -14",
             "npm error code 1\nnpm error path /workspace/account-web/node_modules/canvas\nnpm error command failed\nnpm error command sh -c prebuild-install -r napi || node-gyp rebuild\nnpm error prebuild-install warn install No prebuilt binaries found (target=6 runtime=napi arch=arm64 libc=musl platform=linux)\nnpm error gyp info spawn args [ 'build/config.gypi', '-f', 'make' ]\nnpm error Package pixman-1 was not found in the pkg-config search path.\nnpm error Perhaps you should add the directory containing `pixman-1.pc'\nnpm error to the PKG_CONFIG_PATH environment variable\nnpm error Package 'pixman-1', required by 'virtual:world', not found\nnpm error gyp: Call to 'pkg-config pixman-1 --libs' returned exit status 1 while trying to load binding.gyp\nnpm error gyp ERR! configure error\nnpm error gyp ERR! stack Error: `gyp` failed with exit code: 1",
             rc=1, ev="out"),
        bash("pkg-config --list-all | grep -E 'cairo|pango|pixman' ; apk info 2>/dev/null | grep -c cairo", "0", rc=1, ev="out"),
        say("No prebuilt `canvas` binary exists for arm64/musl, and the native build needs cairo/pango/pixman development libraries that aren't in this Alpine image."),
    ],
    err("npm ci failed building canvas: pixman-1/cairo system libraries not installed"),
    "dependency_missing",
    "npm ci could not build the native `canvas` package: no prebuilt binary for arm64/musl and the cairo/pixman/pango system libraries are absent from the image.",
    near_miss="",
))

A(case(
    "vite-lib-build-rollup", "osmia", "UI-312", "Ship ESM and CJS builds of the icons package",
    """`packages/icons` only builds ESM. Add `formats: ['es', 'cjs']` to its `vite.config.ts` library config and the
matching `exports` map in package.json.

Acceptance: `pnpm --filter @acme/icons build` produces `dist/index.js` and `dist/index.cjs`.""",
    "/workspace/ui-monorepo",
    [
        read("packages/icons/vite.config.ts", "export default defineConfig({\n  build: {\n    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index' },\n  },\n})"),
        edit("packages/icons/vite.config.ts", "formats: ['es'], fileName: 'index' }", "formats: ['es', 'cjs'], fileName: (f) => (f === 'es' ? 'index.js' : 'index.cjs') }"),
        edit("packages/icons/package.json", "  \"module\": \"./dist/index.js\",", "  \"module\": \"./dist/index.js\",\n  \"main\": \"./dist/index.cjs\",\n  \"exports\": {\n    \".\": { \"import\": \"./dist/index.js\", \"require\": \"./dist/index.cjs\" }\n  },"),
        bash("pnpm --filter @acme/icons build 2>&1 | tail -10",
             "> @acme/icons@2.3.0 build /workspace/ui-monorepo/packages/icons\n> vite build\n\nfailed to load config from /workspace/ui-monorepo/packages/icons/vite.config.ts\nerror during build:\nError: Cannot find module @rollup/rollup-linux-arm64-musl. npm has a bug related to optional dependencies (https://github.com/npm/cli/issues/4828). Please try `npm i` again after removing both package-lock.json and node_modules directory.\n    at requireWithFriendlyError (/workspace/ui-monorepo/node_modules/.pnpm/rollup@4.28.1/node_modules/rollup/dist/native.js:63:9)",
             rc=1, ev="out"),
        bash("ls node_modules/.pnpm | grep '@rollup+rollup-linux'", "@rollup+rollup-linux-x64-gnu@4.28.1", ev="out"),
        bash("pnpm install --offline 2>&1 | tail -2", "\u2009ERR_PNPM_NO_OFFLINE_TARBALL\u2009 A package is missing from the store but cannot download it in offline mode. The missing package may be downloaded from https://registry.npmjs.org/@rollup/rollup-linux-arm64-musl/-/rollup-linux-arm64-musl-4.28.1.tgz.", rc=1, ev="out"),
        say("The store only has rollup's native binary for linux-x64-gnu; this runner is arm64/musl and the matching optional package isn't available offline."),
    ],
    err("vite build failed: @rollup/rollup-linux-arm64-musl not installed"),
    "dependency_missing",
    "Rollup's native binary for this platform (@rollup/rollup-linux-arm64-musl) is not installed (only the x64-gnu one is in the store), so vite cannot even load its config.",
    near_miss="",
))
